// resolveCheck (src/rules/check.ts): what the chat card lists of a roll's changes, what Disarmed and Resolved take from a
// Maximum Success, and refusals with what they name.
import { describe, expect, it } from "vitest";
import { helpBonus, helpWorth, resolveCheck } from "../../src/rules";
import { refusal } from "./refusal";

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
