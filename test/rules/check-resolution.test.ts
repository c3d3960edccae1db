// Book: "Checks" (Check Outcomes; Easy and Hard Checks), "Helping", "Receiving Situational Aid" (v0.0.18),
// "Spark Rolls", "Additional Terms" (Ignite / Overcharged), "Conditions" — resolveCheck with both editions.
import { describe, expect, it } from "vitest";
import { helpBonus, helpWorth, resolveCheck, RulesError, type CheckInput } from "../../src/rules";
import { refusalCode as code } from "./refusal";

const v18 = "v0.0.18" as const;
const final = (input: CheckInput) => resolveCheck(input).rolls.map((r) => r.final);

describe("Check outcomes", () => {
  it("4 fails, 5 is a Minor Success with a bust, 8 Medium, 11 Major with a boon, 20 Maximum with an exceptional boon", () => {
    expect(resolveCheck({ totals: [4] })).toMatchObject({ success: false, outcome: "failure", boons: 0, busts: 0 });
    expect(resolveCheck({ totals: [5] })).toMatchObject({ success: true, outcome: "minor", boons: 0, busts: 1 });
    expect(resolveCheck({ totals: [7] })).toMatchObject({ outcome: "minor" });
    expect(resolveCheck({ totals: [8] })).toMatchObject({ outcome: "medium", boons: 0, busts: 0 });
    expect(resolveCheck({ totals: [10] })).toMatchObject({ outcome: "medium" });
    expect(resolveCheck({ totals: [11] })).toMatchObject({ outcome: "major", boons: 1, exceptionalBoons: 0 });
    expect(resolveCheck({ totals: [19] })).toMatchObject({ outcome: "major" });
    expect(resolveCheck({ totals: [20] })).toMatchObject({ outcome: "maximum", boons: 1, exceptionalBoons: 1 });
  });

  it("a Normal Check is one roll; Hard and Complex need several", () => {
    expect(code(() => resolveCheck({ totals: [5, 6] }))).toBe("check-rolls-difficulty");
    expect(code(() => resolveCheck({ totals: [5], difficulty: "hard" }))).toBe("check-rolls-difficulty");
    expect(code(() => resolveCheck({ totals: [] }))).toBe("check-no-rolls");
  });
});

describe("Easy Checks and Aptitudes", () => {
  it("v0.0.21.10: Easy rounds 3 or 4 up to 5; 2 still fails; 5 and up are untouched", () => {
    expect(final({ totals: [3], difficulty: "easy" })).toEqual([5]);
    expect(final({ totals: [4], difficulty: "easy" })).toEqual([5]);
    expect(final({ totals: [2], difficulty: "easy" })).toEqual([2]);
    expect(final({ totals: [6], difficulty: "easy" })).toEqual([6]);
    expect(resolveCheck({ totals: [4], difficulty: "easy" }).adjustments).toEqual([{ roll: 0, rule: "easy", from: 4, to: 5 }]);
  });

  it("v0.0.21.10: Aptitude Ease rounds 3–4 up to 5 too", () => {
    expect(final({ totals: [3], aptitude: true })).toEqual([5]);
  });

  it("v0.0.18: Easy gives +2 aid on a failure: 4 → 6, 3 → 5, 2 → 4 (still a failure); no aid on a success", () => {
    expect(final({ totals: [4], difficulty: "easy", edition: v18 })).toEqual([6]);
    expect(final({ totals: [3], difficulty: "easy", edition: v18 })).toEqual([5]);
    expect(resolveCheck({ totals: [2], difficulty: "easy", edition: v18 }).success).toBe(false);
    expect(final({ totals: [5], difficulty: "easy", edition: v18 })).toEqual([5]);
  });

  it("v0.0.18: one aid at a time — Easy and an Aptitude on the same roll still give +2 once", () => {
    expect(final({ totals: [2], difficulty: "easy", aptitude: true, edition: v18 })).toEqual([4]);
    // Ambidextrous: two sources at once.
    expect(final({ totals: [2], difficulty: "easy", aptitude: true, aidSources: 2, edition: v18 })).toEqual([6]);
  });

  it("v0.0.18: the largest aid is the one taken (an exceptional thing gained gives +3)", () => {
    expect(final({ totals: [2], aptitude: true, exceptional: true, edition: v18 })).toEqual([5]);
  });

  it("v0.0.21.10: an exceptional thing gained rounds 6 or 7 up to 8", () => {
    expect(final({ totals: [6], exceptional: true })).toEqual([8]);
    expect(final({ totals: [7], exceptional: true })).toEqual([8]);
    expect(final({ totals: [5], exceptional: true })).toEqual([5]);
  });
});

describe("Hard and Complex Checks", () => {
  it("Hard: either roll failing fails the Check; boons and busts stack; the outcome is the lower success", () => {
    expect(resolveCheck({ totals: [12, 4], difficulty: "hard" })).toMatchObject({ success: false, boons: 0, busts: 0 });
    expect(resolveCheck({ totals: [12, 6], difficulty: "hard" })).toMatchObject({ success: true, outcome: "minor", boons: 1, busts: 1 });
    expect(resolveCheck({ totals: [12, 20], difficulty: "hard" })).toMatchObject({ outcome: "major", boons: 2, exceptionalBoons: 1 });
  });

  it("Complex, v0.0.21.10: fails when two or more rolls fail", () => {
    expect(resolveCheck({ totals: [9, 3, 8], difficulty: "complex" }).success).toBe(true);
    expect(resolveCheck({ totals: [9, 3, 2, 12], difficulty: "complex" }).success).toBe(false);
  });

  it("Complex, v0.0.18: fails when more than half fail", () => {
    expect(resolveCheck({ totals: [9, 3, 2, 12], difficulty: "complex", edition: v18 }).success).toBe(true);
    expect(resolveCheck({ totals: [9, 3, 2, 1, 12], difficulty: "complex", edition: v18 }).success).toBe(false);
    expect(resolveCheck({ totals: [3, 2, 12], difficulty: "complex", edition: v18 }).success).toBe(false);
  });
});

describe("Help", () => {
  it("adds half the spent Blessing's worth, rounded down, minimum 1", () => {
    expect([1, 2, 3, 4, 5, 6].map((w) => helpBonus(w))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it("adds one bust regardless of the result — even on a failure — and one per helper", () => {
    expect(resolveCheck({ totals: [2], help: [6] })).toMatchObject({ success: true, outcome: "minor", busts: 2 });
    expect(resolveCheck({ totals: [1], help: [2] })).toMatchObject({ success: false, busts: 1 });
    expect(resolveCheck({ totals: [6], help: [4, 6] })).toMatchObject({ outcome: "major", busts: 2, boons: 1 });
  });

  it("on a Hard or Complex Check only the lowest roll is Helped", () => {
    const r = resolveCheck({ totals: [9, 4], difficulty: "hard", help: [6] });
    expect(r.rolls.map((x) => [x.final, x.helped])).toEqual([[9, false], [7, true]]);
    expect(r).toMatchObject({ success: true, outcome: "minor", busts: 2 });
  });

  it("Help comes after modifiers and before ease: Uncool 5 → 4, Help ② → 5", () => {
    const r = resolveCheck({ totals: [5], modifiers: [{ source: "uncool", value: -1 }], help: [2] });
    expect(r.adjustments.map((a) => [a.rule, a.from, a.to])).toEqual([["modifier", 5, 4], ["help", 4, 5]]);
  });

  it("a Cursed helper's Blessing is worth 1 less; Helpful adds 1 (maximum 6)", () => {
    expect(helpWorth(4, { cursed: true })).toBe(3);
    expect(helpWorth(1, { cursed: true })).toBe(0);
    expect(helpWorth(6, { helpful: true })).toBe(6);
    expect(helpWorth(5, { helpful: true })).toBe(6);
    expect(helpWorth(6, { cursed: true, helpful: true })).toBe(6);
    expect(helpBonus(helpWorth(4, { cursed: true }))).toBe(1);
  });

  it("a fixed Help bonus (Analytical +5) is still Help: it goes to the lowest roll and adds a bust", () => {
    const r = resolveCheck({ totals: [12, 3], difficulty: "hard", help: [{ bonus: 5, source: "analytical" }] });
    expect(r.rolls[1]!.final).toBe(8);
    expect(r.adjustments[0]).toMatchObject({ rule: "help", source: "analytical", from: 3, to: 8 });
    expect(r).toMatchObject({ success: true, outcome: "medium", boons: 1, busts: 1 });
  });
});

describe("Sparks: Ignite and Overcharge", () => {
  it("v0.0.21.10: a Spark using an Ignited Stat rounds 6 or 7 up to 8 — only on the Sparked roll", () => {
    expect(final({ totals: [6], spark: 0, boosted: true })).toEqual([8]);
    expect(final({ totals: [7], spark: 0, boosted: true })).toEqual([8]);
    expect(final({ totals: [5], spark: 0, boosted: true })).toEqual([5]);
    expect(final({ totals: [6], spark: null, boosted: true })).toEqual([6]);
    expect(final({ totals: [6, 7], difficulty: "hard", spark: 1, boosted: true })).toEqual([6, 8]);
    expect(resolveCheck({ totals: [7], spark: 0, boosted: true }).adjustments).toEqual([{ roll: 0, rule: "ignite", from: 7, to: 8 }]);
  });

  it("v0.0.18: a failed Spark using an Overcharged Stat receives +3 aid; a success does not", () => {
    expect(final({ totals: [4], spark: 0, boosted: true, edition: v18 })).toEqual([7]);
    expect(final({ totals: [6], spark: 0, boosted: true, edition: v18 })).toEqual([6]);
    expect(resolveCheck({ totals: [2], spark: 0, boosted: true, edition: v18 }).adjustments[0]).toMatchObject({ rule: "overcharge", from: 2, to: 5 });
  });
});

describe("Conditions on a Check", () => {
  it("Uncool −1 can turn a 5 into a failure; Famous +2 lifts an Attack", () => {
    expect(resolveCheck({ totals: [5], modifiers: [{ source: "uncool", value: -1 }] }).success).toBe(false);
    expect(resolveCheck({ totals: [9], modifiers: [{ source: "famous", value: 2 }] }).outcome).toBe("major");
  });

  it("Disarmed: a successful violent Attack gets one fewer boon and one more bust", () => {
    expect(resolveCheck({ totals: [12], violent: true, disarmed: true })).toMatchObject({ boons: 0, busts: 1 });
    expect(resolveCheck({ totals: [12], violent: false, disarmed: true })).toMatchObject({ boons: 1, busts: 0 });
    expect(resolveCheck({ totals: [3], violent: true, disarmed: true })).toMatchObject({ boons: 0, busts: 0 });
  });

  it("Vexed/Vulnerable: a watcher makes the Check fail", () => {
    expect(resolveCheck({ totals: [15], autoFail: true })).toMatchObject({ success: false, outcome: "failure", boons: 0 });
  });
});
