// outcomeOdds (src/rules/odds.ts): rolls already made (a v0.0.18 position roll), and a Haunted die that is no die.
import { describe, expect, it } from "vitest";
import { OUTCOMES, outcomeOdds, type CheckOutcome, type DieSize } from "../../src/rules";
import { refusal } from "./refusal";

const certain = (outcome: CheckOutcome) => Object.fromEntries(OUTCOMES.map((o) => [o, o === outcome ? 1 : 0]));

describe("a roll already made (known) is certain", () => {
  it("read as its total: 9.7 as 9 (Medium); past the cap a Maximum Success; below 0 a failure", () => {
    expect(outcomeOdds({ sizes: [6], known: [9.7] })).toEqual(certain("medium"));
    expect(outcomeOdds({ sizes: [6], known: [25] })).toEqual(certain("maximum"));
    expect(outcomeOdds({ sizes: [6], known: [-3] })).toEqual(certain("failure"));
  });

  it("a Hard Check whose first roll was a 20: the odds of its second roll alone; the rolls not known are thrown", () => {
    const hard = outcomeOdds({ sizes: [6], difficulty: "hard", known: [20] });
    const single = outcomeOdds({ sizes: [6] });
    for (const o of OUTCOMES) expect(hard[o]).toBeCloseTo(single[o], 14);
    const failedFirst = outcomeOdds({ sizes: [6], difficulty: "hard", known: [2, undefined] });
    for (const o of OUTCOMES) expect(failedFirst[o]).toBeCloseTo(certain("failure")[o]!, 14);
  });
});

describe("Haunted", () => {
  it("by a die that is no die size: die-size, naming it, before anything is summed", () => {
    expect(refusal(() => outcomeOdds({ sizes: [6], haunted: 7 as DieSize }))).toMatchObject({ code: "die-size", details: { size: "7" } });
    // A 0 (a cleared field read as a number) is no die either: refused, not read as "not Haunted".
    expect(refusal(() => outcomeOdds({ sizes: [6], haunted: 0 as DieSize }))).toMatchObject({ code: "die-size", details: { size: "0" } });
  });
});
