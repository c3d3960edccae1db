// X and the amounts actions move, steal or add (amounts.ts), in both editions.
import { describe, expect, it } from "vitest";
import { usesStatOrBalanced, xOf, type EndeavorState, type Participant } from "../../../src/rules/endeavor/index";
import { amountFor, heavyApplies } from "../../../src/rules/endeavor/amounts";
import { Draft } from "../../../src/rules/endeavor/draft";
import { ally, monster, setup, STATS } from "./helpers";

const world = (edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10"): EndeavorState =>
  setup({ edition, kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m")] });
const who = (over: Partial<Participant> = {}): Participant => ({ ...world().participants[0]!, ...over });

describe("X", () => {
  it('default: "one fourth the largest number on your Action Die, rounded up", plus Heavy', () => {
    expect(xOf(world(), who({ actionDie: "Hurt" }))).toBe(2);
    expect(xOf(world(), who({ actionDie: "Hurt", stats: STATS({ Hurt: 10 }) }))).toBe(3);
    expect(xOf(world(), who({ actionDie: "Hurt", xBonus: 1 }))).toBe(3);
  });

  it("v0.0.18: half the position roll, rounded down (none rolled: 0)", () => {
    expect(xOf(world("v0.0.18"), who({ actionDie: "Hurt", positionRoll: 7 }))).toBe(3);
    expect(xOf(world("v0.0.18"), who({ actionDie: "Hurt", positionRoll: null }))).toBe(0);
  });

  it("without an Action Die there is no X: refused, naming them", () => {
    try {
      xOf(world(), who({ actionDie: null }));
      expect.unreachable();
    } catch (e) {
      expect([(e as { code: string }).code, (e as { details: unknown }).details]).toEqual(["endeavor-wrong-phase", { name: "Ada" }]);
    }
  });
});

describe("the amount of a success", () => {
  it("default: X plus Help on X, or the base given (Schemes: two) plus Help", () => {
    const d = new Draft(world());
    const p = who({ actionDie: "Hurt" });
    expect(amountFor(d, p, 3, 1, 0)).toBe(2);
    expect(amountFor(d, p, 0, 0, 2)).toBe(4);
    expect(amountFor(d, p, 0, 0, 1, 2)).toBe(3);
  });

  it('v0.0.18: "half your position roll, rounded down, minus one for each bust and plus one for each boon", never below 0', () => {
    const d = new Draft(world("v0.0.18"));
    const p = who({ actionDie: "Hurt", positionRoll: 9 });
    expect(amountFor(d, p, 1, 0, 5)).toBe(5);
    expect(amountFor(d, p, 0, 2, 0)).toBe(2);
    expect(amountFor(d, p, 0, 9, 0)).toBe(0);
    expect(amountFor(d, p, 2, 1, 0, 2)).toBe(3);
    expect(amountFor(d, who({ actionDie: "Hurt", positionRoll: null }), 1, 0, 0)).toBe(1);
  });
});

describe("a Stat or one balanced with it", () => {
  it("the Stat named, or one with the same die as any named Stat the participant has", () => {
    const p = who({ stats: { Hand: 6, Home: 4, Hurt: 6, Head: 8 } as never });
    expect(usesStatOrBalanced(p, "Home", ["Hand", "Home"])).toBe(true);
    expect(usesStatOrBalanced(p, "Hurt", ["Hand", "Home"])).toBe(true);
    expect(usesStatOrBalanced(p, "Head", ["Hand", "Home"])).toBe(false);
    // A Stat neither has is balanced with nothing (an unknown size is no match for a missing one).
    expect(usesStatOrBalanced(p, "Hex", ["Heart"])).toBe(false);
  });

  it("Heavy: the default edition's, with the Specialization, on Hand, Home or balanced", () => {
    const heavy = who({ specializations: ["Heavy"], stats: { Hand: 6, Home: 4, Hurt: 6, Head: 8 } as never });
    expect(heavyApplies(world(), heavy, "Hurt")).toBe(true);
    expect(heavyApplies(world(), heavy, "Head")).toBe(false);
    expect(heavyApplies(world(), who({ stats: heavy.stats }), "Hand")).toBe(false);
    expect(heavyApplies(world("v0.0.18"), heavy, "Hand")).toBe(false);
  });
});
