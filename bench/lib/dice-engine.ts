// What the dice bench runs, as one entry to bundle (lib/shipped.ts): the bump loop and the seeded generator.
export { rollGroup, seededRng } from "../../src/rules/dice";
