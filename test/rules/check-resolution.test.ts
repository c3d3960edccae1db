// Book: "Checks" (Check Outcomes; Easy and Hard Checks), "Helping", "Receiving Situational Aid" (v0.0.18),
// "Spark Rolls", "Additional Terms" (Ignite / Overcharged), "Conditions" — resolveCheck with both editions; what the chat card lists of a roll's changes, what Disarmed and
// Resolved take from a Maximum Success, and refusals with what they name.
import { describe, expect, it } from "vitest";
import { helpBonus, helpWorth, resolveCheck, RulesError, type CheckInput } from "../../src/rules";
import { refusal, refusalCode as code } from "./refusal";

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

describe("the changes the card lists", () => {
  it("a modifier of 0 lists nothing; a modifier for one roll (Haunted's throw) changes that roll only", () => {
    const r = resolveCheck({ totals: [9, 9], difficulty: "hard", modifiers: [{ source: "table", value: 0 }, { source: "haunted", value: -3, roll: 1 }] });
    expect(r.adjustments).toEqual([{ roll: 1, rule: "modifier", source: "haunted", from: 9, to: 6 }]);
    expect(r.rolls.map((x) => x.final)).toEqual([9, 6]);
  });

  it("a watcher's automatic failure is listed only when the roll would have succeeded", () => {
    expect(resolveCheck({ totals: [3], autoFail: true }).adjustments).toEqual([]);
    expect(resolveCheck({ totals: [15], autoFail: true }).adjustments).toEqual([{ roll: 0, rule: "autoFail", from: 15, to: 4 }]);
  });

  it("Mischievous's −3 is listed on every roll, after everything else", () => {
    const r = resolveCheck({ totals: [9, 12], difficulty: "hard", mischievous: true });
    expect(r.adjustments).toEqual([{ roll: 0, rule: "mischievous", from: 9, to: 6 }, { roll: 1, rule: "mischievous", from: 12, to: 9 }]);
    expect([r.outcome, r.boons, r.busts]).toEqual(["minor", 0, 1]);
  });
});

describe("one fewer boon and one more bust: Disarmed and Resolved on a Maximum Success", () => {
  it("Disarmed, violent, a 20: no boon left, so no exceptional boon either; one bust", () => {
    expect(resolveCheck({ totals: [20], violent: true, disarmed: true })).toMatchObject({ success: true, outcome: "maximum", boons: 0, exceptionalBoons: 0, busts: 1 });
    // A Hard 20 and 20 keeps one of its two boons (and that one exceptional).
    const hard = resolveCheck({ totals: [20, 20], difficulty: "hard", violent: true, disarmed: true });
    expect(hard).toMatchObject({ boons: 1, exceptionalBoons: 1, busts: 1 });
    // The card's line for it: two boons down to one.
    expect(hard.adjustments.filter((a) => a.rule === "disarmed")).toEqual([{ roll: 0, rule: "disarmed", from: 2, to: 1 }]);
  });

  it("Resolved twice on a Hard 20 and 20: two boons gone, both exceptional ones with them; two busts", () => {
    expect(resolveCheck({ totals: [20, 20], difficulty: "hard", resolved: 2 })).toMatchObject({ boons: 0, exceptionalBoons: 0, busts: 2 });
    expect(resolveCheck({ totals: [20, 20], difficulty: "hard", resolved: 1 })).toMatchObject({ boons: 1, exceptionalBoons: 1, busts: 1 });
    expect(resolveCheck({ totals: [20, 20], difficulty: "hard", resolved: 0 })).toMatchObject({ boons: 2, exceptionalBoons: 2, busts: 0 });
  });

  it("Help's bust comes whatever the result: a failed Check Helped twice has two busts", () => {
    expect(resolveCheck({ totals: [1, 9], difficulty: "hard", help: [2, 2] })).toMatchObject({ success: false, boons: 0, busts: 2, helpBusts: 2 });
  });
});

describe("what Help is worth", () => {
  it("half the worth rounded down, never below 1; Cursed never below 0, Helpful never above 6", () => {
    expect([0, 1, 2, 3, 5, 6].map((w) => helpBonus(w))).toEqual([1, 1, 1, 1, 2, 3]);
    expect(helpWorth(0, { cursed: true })).toBe(0);
    expect(helpWorth(6, { helpful: true })).toBe(6);
    expect(helpWorth(3, { cursed: true, helpful: true })).toBe(3);
  });
});

describe("v0.0.18 aid sources", () => {
  it("0 aid sources is read as one (the best aid still applies)", () => {
    const r = resolveCheck({ totals: [1], difficulty: "easy", exceptional: true, aidSources: 0, edition: "v0.0.18" });
    expect(r.rolls[0]!.final).toBe(4);
    expect(r.adjustments).toEqual([{ roll: 0, rule: "exceptional", from: 1, to: 4 }]);
  });
});

describe("refused rolls, with what the message names", () => {
  it("an Easy Check of two rolls, a Complex one of one: check-rolls-difficulty, { difficulty, rolls }", () => {
    expect(refusal(() => resolveCheck({ totals: [5, 6], difficulty: "easy" }))).toMatchObject({ code: "check-rolls-difficulty", details: { difficulty: "easy", rolls: 2 } });
    expect(refusal(() => resolveCheck({ totals: [5], difficulty: "complex" }))).toMatchObject({ code: "check-rolls-difficulty", details: { difficulty: "complex", rolls: 1 } });
  });

  it("a total that is not a number: check-no-rolls", () => {
    expect(refusal(() => resolveCheck({ totals: [5, Number.NaN], difficulty: "hard" })).code).toBe("check-no-rolls");
    expect(refusal(() => resolveCheck({ totals: [Number.POSITIVE_INFINITY] })).code).toBe("check-no-rolls");
  });
});
