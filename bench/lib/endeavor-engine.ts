// What the Endeavor bench runs, as one entry to bundle (lib/shipped.ts).
export { apply, createEndeavor } from "../../src/rules/endeavor/index";
export { seededRng } from "../../src/rules/index";
