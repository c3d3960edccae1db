// Book, "Helping" (v0.0.21.10 and v0.0.18 alike): "Once per roll you may spend ① to Help another character." /
// "Help Bonus: Add half the value of the spent Blessing to the roll, rounded down, to a minimum of 1." — the helper
// chooses the Blessing; Helpful: "worth 1 more, to a maximum of 6"; Cursed: "worth 1 less, to a minimum of 0".
import { describe, expect, it } from "vitest";
import { helpChoices, payHelp, RulesError, suggestedHelp } from "../../src/rules";
import { refusal } from "./refusal";

describe("Help with the Blessing the helper chooses", () => {
  it("offers each different Blessing with what it adds", () => {
    expect(helpChoices([6, 2, 4, 2])).toEqual([
      { value: 2, worth: 2, bonus: 1 },
      { value: 4, worth: 4, bonus: 2 },
      { value: 6, worth: 6, bonus: 3 },
    ]);
  });

  it("pays the chosen Blessing, not the smallest", () => {
    expect(payHelp([6, 2, 4], 6)).toEqual({ remaining: [2, 4], worth: 6, bonus: 3 });
  });

  it("Cursed: a ① is worth 0 and cannot pay ①; Helpful makes a ⑤ worth 6", () => {
    expect(helpChoices([1, 5], { cursed: true })).toEqual([{ value: 5, worth: 4, bonus: 2 }]);
    expect(refusal(() => payHelp([1, 5], 1, { cursed: true }))).toMatchObject({ code: "cannot-pay", details: { cost: "①" } });
    expect(payHelp([5], 5, { helpful: true })).toMatchObject({ worth: 6, bonus: 3 });
    expect(payHelp([5], 5, { cursed: true, helpful: true })).toMatchObject({ worth: 5, bonus: 2 });
  });

  it("refuses a Blessing the pool does not hold", () => {
    expect(refusal(() => payHelp([6, 2], 4))).toMatchObject({ code: "blessing-not-held", details: { value: 4 } });
  });

  it("proposes the worth offered before the roll when the helper holds it, else the smallest", () => {
    expect(suggestedHelp([6, 2, 4], [4])).toBe(4);
    expect(suggestedHelp([6, 2], [4])).toBe(2);
    expect(suggestedHelp([], [4])).toBeNull();
  });
});

describe("a Cursed helper's ②", () => {
  it("is worth ①: offered, and it pays Help (+1)", () => {
    expect(helpChoices([1, 2], { cursed: true })).toEqual([{ value: 2, worth: 1, bonus: 1 }]);
    expect(payHelp([2, 5], 2, { cursed: true })).toEqual({ remaining: [5], worth: 1, bonus: 1 });
  });
});
