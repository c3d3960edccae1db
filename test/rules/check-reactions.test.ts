// Specializations other characters bring to a Check (both books, "Specialization Options"), through the one check
// builder (buildCheckSpec → resolveCheck) every Check uses, and the live odds built from the same spec.
import { describe, expect, it } from "vitest";
import {
  analyticalHelp, assertMischievous, assertProtective, assertResolved, buildCheckSpec, checkInputFor, checkRecordOf, outcomeOdds,
  resolveCheck, resolveSpec, specOfRecord, MISCHIEVOUS_MODIFIER,
} from "../../src/rules";
import { refusal, refusalCode } from "./refusal";
import { RECHARGE_COST } from "../../src/rules/endeavor";
import { REACTION_RECHARGE } from "../../src/rules";

const expectRefusal = (fn: () => unknown, code: string) => expect(refusalCode(fn)).toBe(code);

const dice = { hurt: 6, head: 6, hand: 6, heart: 4, home: 4, hurry: 4, history: 4 };

describe("Mischievous — 'modify that character's result by −3, possibly turning their success into a failure'", () => {
  it("a 7 (Minor Success) distracted is a 4, a failure; a 12 stays a success, now Medium", () => {
    const spec = buildCheckSpec({ dice, stat: "head", mischievous: true });
    expect(resolveSpec(spec, [7])).toMatchObject({ success: false, outcome: "failure", adjustments: [{ rule: "mischievous", from: 7, to: 4 }] });
    expect(resolveSpec(spec, [12])).toMatchObject({ success: true, outcome: "medium" });
    expect(resolveSpec(buildCheckSpec({ dice, stat: "head" }), [7]).success).toBe(true);
    expect(MISCHIEVOUS_MODIFIER).toBe(-3);
  });

  it("it is the result that is modified: after Easy's rounding (a 4 rounded to 5, then 2), not before it", () => {
    const spec = buildCheckSpec({ dice, stat: "head", difficulty: "easy", mischievous: true });
    expect(resolveSpec(spec, [4]).rolls[0]).toMatchObject({ final: 2, outcome: "failure" });
  });

  it("a sheet Check's record keeps it, so the card resolves it again the same (and an old record reads as none)", () => {
    const spec = buildCheckSpec({ dice, stat: "head", mischievous: true });
    const record = checkRecordOf(spec);
    expect(record.mischievous).toBe(true);
    expect(resolveCheck(checkInputFor(specOfRecord(record, { spark: null, help: [] }), [9])).outcome).toBe("minor");
    const { mischievous: _m, ...old } = record;
    expect(resolveCheck(checkInputFor(specOfRecord(old, { spark: null, help: [] }), [9])).outcome).toBe("medium");
  });

  it("the live odds shift by exactly −3: P(success) of a d6 distracted = P(raw ≥ 8) undistracted", () => {
    const plain = outcomeOdds(buildCheckSpec({ dice, stat: "head" }));
    const distracted = outcomeOdds(buildCheckSpec({ dice, stat: "head", mischievous: true }));
    // d6 bumping: P(≥5) = 2/6 + 1/6·P(≥4 after a 1) …; the distracted success needs raw ≥ 8 = medium+ undistracted.
    expect(1 - distracted.failure).toBeCloseTo(plain.medium + plain.major + plain.maximum, 12);
  });

  it("'When another character would succeed a Check': not on one's own Check, not on a failing one", () => {
    expectRefusal(() => assertMischievous({ byRoller: true, wouldSucceed: true }), "reaction-own-check");
    expectRefusal(() => assertMischievous({ byRoller: false, wouldSucceed: false }), "reaction-not-success");
    expect(() => assertMischievous({ byRoller: false, wouldSucceed: true })).not.toThrow();
  });
});

describe("Resolved — 'When an Attack succeeds against you, the Attacker receives one fewer boon and one additional bust'", () => {
  it("a Major Success (one boon) against a Resolved Defender: no boon, one bust; a failure is unchanged", () => {
    const spec = buildCheckSpec({ dice, stat: "hurt", attack: "violent", resolved: 1 });
    expect(resolveSpec(spec, [12])).toMatchObject({ success: true, outcome: "major", boons: 0, busts: 1, adjustments: [{ rule: "resolved", from: 1, to: 0 }] });
    expect(resolveSpec(buildCheckSpec({ dice, stat: "hurt", attack: "violent" }), [12])).toMatchObject({ boons: 1, busts: 0 });
    expect(resolveSpec(spec, [3])).toMatchObject({ success: false, boons: 0, busts: 0 });
  });

  it("two Resolved Defenders each take a boon and add a bust; a Check that is no Attack is not touched", () => {
    expect(resolveSpec(buildCheckSpec({ dice, stat: "hurt", attack: "violent", resolved: 2 }), [12])).toMatchObject({ boons: 0, busts: 2 });
    expect(resolveSpec(buildCheckSpec({ dice, stat: "hurt", resolved: 1 }), [12])).toMatchObject({ boons: 1, busts: 0 });
  });

  it("is kept on the sheet Check's record", () => {
    const record = checkRecordOf(buildCheckSpec({ dice, stat: "hurt", attack: "violent", resolved: 1 }));
    expect(resolveCheck(checkInputFor(specOfRecord(record, { spark: null, help: [] }), [12]))).toMatchObject({ boons: 0, busts: 1 });
  });

  it("only the Defender, only against an Attack, only when it succeeds", () => {
    expectRefusal(() => assertResolved({ attack: true, succeeded: true, byRoller: true }), "reaction-own-check");
    expectRefusal(() => assertResolved({ attack: false, succeeded: true, byRoller: false }), "reaction-not-attack");
    expectRefusal(() => assertResolved({ attack: true, succeeded: false, byRoller: false }), "reaction-not-success");
  });
});

describe("Protective — 'When another nearby character would be violently Attacked … you may become the Defender instead'", () => {
  it("violent Attacks only, and never the Attacker or the Defender themself", () => {
    expectRefusal(() => assertProtective({ violent: false, protector: "b", attacker: "m", defender: "a" }), "reaction-not-violent");
    expectRefusal(() => assertProtective({ violent: true, protector: "a", attacker: "m", defender: "a" }), "reaction-own-check");
    expect(() => assertProtective({ violent: true, protector: "b", attacker: "m", defender: "a" })).not.toThrow();
  });
});

describe("Analytical — 'If addition or multiplication could make the piles equal, increase the result … by +5'", () => {
  it("1, 1, 1, 2 Helps a 2 to a 7 (and still adds Help's bust); 1, 3, 5, 6 Helps by +0", () => {
    const helped = resolveSpec(buildCheckSpec({ dice, stat: "head", help: [analyticalHelp([1, 1, 1, 2])] }), [2]);
    expect(helped).toMatchObject({ success: true, outcome: "minor", helpBusts: 1 });
    expect(resolveSpec(buildCheckSpec({ dice, stat: "head", help: [analyticalHelp([1, 3, 5, 6])] }), [2])).toMatchObject({ success: false, helpBusts: 1 });
  });
});

describe("recharge costs", () => {
  it("the Endeavor engine charges what the books print: Mischievous ⑤, Resolved ④, Protective ③", () => {
    expect(REACTION_RECHARGE).toEqual({ Mischievous: "⑤", Resolved: "④", Protective: "③" });
    for (const [name, cost] of Object.entries(REACTION_RECHARGE)) expect(RECHARGE_COST[name as keyof typeof RECHARGE_COST]).toBe(cost);
  });
});

describe("a reaction refused says which Specialization (the player reads its name in the refusal)", () => {
  it("Mischievous, Resolved and Protective each name themselves; a Resolved Defender's successful Attack is allowed", () => {
    const named = (fn: () => unknown) => { const e = refusal(fn); return [e.code, e.details]; };
    expect(named(() => assertMischievous({ byRoller: true, wouldSucceed: true }))).toEqual(["reaction-own-check", { specialization: "Mischievous" }]);
    expect(named(() => assertMischievous({ byRoller: false, wouldSucceed: false }))).toEqual(["reaction-not-success", { specialization: "Mischievous" }]);
    expect(named(() => assertResolved({ attack: true, succeeded: true, byRoller: true }))).toEqual(["reaction-own-check", { specialization: "Resolved" }]);
    expect(named(() => assertResolved({ attack: false, succeeded: true, byRoller: false }))).toEqual(["reaction-not-attack", { specialization: "Resolved" }]);
    expect(named(() => assertResolved({ attack: true, succeeded: false, byRoller: false }))).toEqual(["reaction-not-success", { specialization: "Resolved" }]);
    expect(named(() => assertProtective({ violent: false, protector: "b", attacker: "m", defender: "a" }))).toEqual(["reaction-not-violent", { specialization: "Protective" }]);
    expect(named(() => assertProtective({ violent: true, protector: "m", attacker: "m", defender: "a" }))).toEqual(["reaction-own-check", { specialization: "Protective" }]);
    expect(() => assertResolved({ attack: true, succeeded: true, byRoller: false })).not.toThrow();
  });
});
