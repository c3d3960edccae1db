// Where an Endeavor's dice come from (dice.ts): supplied values checked, or the injected Rng.
import { describe, expect, it } from "vitest";
import { checkBlessings, checkTotals, Dice, groupOf, recordedThrows } from "../../../src/rules/endeavor/dice";
import { faces, refusalIn as refusal } from "./helpers";

describe("supplied totals and Blessings", () => {
  it("totals: exactly as many, each a whole number of at least 1", () => {
    expect(checkTotals([1, 20], 2)).toEqual([1, 20]);
    for (const bad of [[3], [3, 4, 5], [0, 4], [3, 2.5], [Number.NaN, 3]]) {
      expect(refusal(() => checkTotals(bad, 2)), JSON.stringify(bad)).toEqual({ code: "endeavor-bad-roll", details: { count: 2 } });
    }
  });

  it("Blessings: at least as many (bumps add more), each worth 1 to 6", () => {
    expect(checkBlessings([1, 6, 3], 2)).toEqual([1, 6, 3]);
    expect(checkBlessings([], 0)).toEqual([]);
    for (const bad of [[4], [0, 4], [7, 4], [2.5, 4]]) {
      expect(refusal(() => checkBlessings(bad, 2)), JSON.stringify(bad)).toEqual({ code: "endeavor-bad-roll", details: { count: 2 } });
    }
  });

  it("throws must be the roll's: one face per die, each on the die, adding up to the total", () => {
    expect(groupOf([6, 6], [[1, 3], [2, 4]], 10)).toEqual({ sizes: [6, 6], throws: [[1, 3], [2, 4]], total: 10, bumps: 1 });
    expect(groupOf([4], [[4]], 4)).toEqual({ sizes: [4], throws: [[4]], total: 4, bumps: 0 });
    for (const bad of [[], [[3, 3]], [[7]], [[0]], [[2.5]], "3", [3]]) {
      expect(refusal(() => groupOf([6], bad as never, 3)), JSON.stringify(bad)).toEqual({ code: "endeavor-bad-roll", details: { count: 3 } });
    }
    expect(refusal(() => groupOf([6], [[4]], 3))).toEqual({ code: "endeavor-bad-roll", details: { count: 3 } });
  });

  it("a console's throws that add up to the total are still refused when a face is not on its die or a throw not the roll's", () => {
    const cases: [number[], unknown, number][] = [
      [[6], [], 0], // no throw at all
      [[6], [[7]], 7], // off the die
      [[6], [[0], [3]], 3], // a face of 0 on a bump
      [[6], [[-1], [4]], 3],
      [[6], [[2.5], [0.5]], 3], // not whole
      [[6], [[3], [9]], 3], // the bump's face off the die, the rest adding up
      [[6, 6], [[3, 9]], 3],
      [[6], [[3, 3]], 6], // two faces for one die
      [[6], [[3], []], 3], // a bump's throw with no face
      [[6, 6], [[1, 2], [3]], 6], // a bump's throw one face short
      [[6], [[3], "x"], 3], // a throw that is no list
    ];
    for (const [sizes, bad, total] of cases) {
      expect(refusal(() => groupOf(sizes as never, bad as never, total)), JSON.stringify(bad)).toEqual({ code: "endeavor-bad-roll", details: { count: total } });
    }
  });

  it("hidden dice: the throws are d20s, read through the table, and kept with the group", () => {
    const g = groupOf([8], [[14]], 6, { reading: "table" });
    expect(g).toEqual({ sizes: [8], throws: [[6]], total: 6, bumps: 0, d20s: [[[14]]] });
    expect(recordedThrows(g)).toEqual([[14]]);
    expect(refusal(() => groupOf([8], [[21]], 6, { reading: "table" })).code).toBe("endeavor-bad-roll");
    expect(recordedThrows({ sizes: [6], throws: [[1], [5]], total: 6, bumps: 1 })).toEqual([[1], [5]]);
  });
});

describe("the Rng", () => {
  it("without one, a command that needs dice is refused", () => {
    const dice = new Dice(undefined);
    for (const f of [() => dice.group([6], 0), () => dice.analytical(), () => dice.pick(3), () => dice.blessings(2)]) {
      expect(refusal(f)).toEqual({ code: "endeavor-bad-roll", details: {} });
    }
    // Nothing to roll: no Rng needed.
    expect(dice.blessings(0)).toEqual([]);
    expect(dice.blessings(-1)).toEqual([]);
  });

  it("extra rolls keep the best (the earlier on a tie): Horde and Imposing each add one", () => {
    expect(new Dice(faces(6, [2, 5])).group([6], 1).total).toBe(5);
    expect(new Dice(faces(6, [5, 2])).group([6], true).total).toBe(5);
    expect(new Dice(faces(6, [2, 3, 6])).group([6], 2).total).toBe(6);
    expect(new Dice(faces(6, [4, 5])).group([6], false).total).toBe(4);
    // A tie keeps the earlier throws: the card shows the dice of the roll kept.
    expect(new Dice(faces(6, [2, 5, 4, 3])).group([6, 6], 1)).toMatchObject({ total: 7, throws: [[2, 5]] });
    // A 1 bumps, unless the roll may not bump.
    expect(new Dice(faces(6, [1, 3])).group([6], 0)).toMatchObject({ total: 4, throws: [[1], [3]] });
    expect(new Dice(faces(6, [1])).group([6], 0, false)).toMatchObject({ total: 1, throws: [[1]] });
  });

  it("Analytical's four d6, each alone (no bumps); a pick among n; Blessings one at a time", () => {
    expect(new Dice(faces(6, [1, 6, 3, 1])).analytical()).toEqual([1, 6, 3, 1]);
    expect(new Dice(() => 0.999999).pick(3)).toBe(2);
    expect(new Dice(() => 0).pick(3)).toBe(0);
    expect(new Dice(() => 0.5).pick(4)).toBe(2);
    // An Rng at its very top still picks one of the n.
    expect(new Dice(() => 1).pick(3)).toBe(2);
    expect(new Dice(faces(6, [4, 2])).blessings(2)).toEqual([4, 2]);
  });

  it("check(spec) shows the spec to the one inspecting it, and does nothing else", () => {
    const seen: unknown[] = [];
    new Dice(undefined, (s) => seen.push(s)).check({ stat: "hurt" } as never);
    expect(seen).toEqual([{ stat: "hurt" }]);
    expect(() => new Dice(undefined).check({} as never)).not.toThrow();
  });
});
