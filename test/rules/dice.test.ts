// Book (both editions): "Stat Dice" — die sizes d2…d10, "Stat Dice Bump", "Bumping Dice Groups", "Explicit Dice
// Grouping Only", the d2 ("treating any odd number as 1 and any even number as 2"); "Check Outcomes"; Endeavors' X;
// Spark Rolls "Upgrade to Spark" ("If it bumps, both dice bump as a group").
import { describe, expect, it } from "vitest";
import {
  DIE_SIZES, RulesError, assertDieSize, faceOf, isSuccess, rollGroup, seededRng, sizeDown, sizeUp, throwHidden, outcomeGrants, outcomeOf,
  upgradeToSpark, xOf, type DieSize, type Rng,
} from "../../src/rules";
import { refusalCode as codeOf } from "./refusal";

/** An Rng that makes each die show the scripted face: face f of a d(size) is the middle of its slice of [0, 1). */
function scripted(faces: readonly [size: number, face: number][]): Rng & { left: () => number } {
  let i = 0;
  const rng = (() => {
    const next = faces[i++];
    if (!next) throw new Error(`scripted Rng ran out after ${faces.length} draws`);
    const [size, face] = next;
    return (face - 0.5) / size;
  }) as Rng & { left: () => number };
  rng.left = () => faces.length - i;
  return rng;
}


describe("Check Outcomes (same table in both books)", () => {
  it.each([
    [-3, "failure"], [0, "failure"], [4, "failure"], [5, "minor"], [7, "minor"], [8, "medium"], [10, "medium"],
    [11, "major"], [19, "major"], [20, "maximum"], [57, "maximum"],
  ] as const)("a roll of %i is %s", (total, outcome) => {
    expect(outcomeOf(total)).toBe(outcome);
  });

  it("boundaries 4/5, 7/8, 10/11, 19/20 each change the outcome", () => {
    for (const [below, above] of [[4, 5], [7, 8], [10, 11], [19, 20]]) expect(outcomeOf(below!)).not.toBe(outcomeOf(above!));
    expect(isSuccess("failure")).toBe(false);
    expect(isSuccess("minor")).toBe(true);
  });

  it("Minor grants a bust, Medium nothing, Major a boon, Maximum a boon that is exceptional", () => {
    expect(outcomeGrants("failure")).toEqual({ boons: 0, exceptionalBoons: 0, busts: 0 });
    expect(outcomeGrants("minor")).toEqual({ boons: 0, exceptionalBoons: 0, busts: 1 });
    expect(outcomeGrants("medium")).toEqual({ boons: 0, exceptionalBoons: 0, busts: 0 });
    expect(outcomeGrants("major")).toEqual({ boons: 1, exceptionalBoons: 0, busts: 0 });
    expect(outcomeGrants("maximum")).toEqual({ boons: 1, exceptionalBoons: 1, busts: 0 });
  });
});

describe("Stat Dice sizes", () => {
  it("a Stat Die is a d2, d4, d6, d8 or d10", () => {
    expect(DIE_SIZES).toEqual([2, 4, 6, 8, 10]);
    for (const s of DIE_SIZES) expect(assertDieSize(s)).toBe(s);
  });

  it.each([3, 0, 12, 5.5, -4, "6", null])("a die size of %s throws die-size and names it", (bad) => {
    expect(codeOf(() => assertDieSize(bad))).toBe("die-size");
    expect(codeOf(() => rollGroup([bad as DieSize], seededRng(1)))).toBe("die-size");
    expect(() => rollGroup([6, bad as DieSize], seededRng(1))).toThrow(String(bad));
  });

  it.each([1, 5, 7, 9, 11, 20])("a d%i is not a Stat Die: a group with one is refused and names it", (bad) => {
    expect(codeOf(() => rollGroup([bad as DieSize], seededRng(1)))).toBe("die-size");
    expect(codeOf(() => rollGroup([4, bad as DieSize, 4], seededRng(1)))).toBe("die-size");
  });

  it("an empty group is refused", () => {
    expect(codeOf(() => rollGroup([], seededRng(1)))).toBe("check-no-rolls");
  });

  it("sizeDown moves one size at a time and stops at d2 (Haunted in the Session Shop)", () => {
    expect(sizeDown(10)).toBe(8);
    expect(sizeDown(4)).toBe(2);
    expect(sizeDown(2)).toBe(2);
    expect(sizeDown(8, 2)).toBe(4);
    expect(sizeDown(6, 5)).toBe(2);
    expect(codeOf(() => sizeDown(5 as DieSize))).toBe("die-size");
  });

  it("sizeUp moves one size at a time and stops at d10", () => {
    expect(sizeUp(2)).toBe(4);
    expect(sizeUp(4)).toBe(6);
    expect(sizeUp(8)).toBe(10);
    expect(sizeUp(10)).toBe(10);
    expect(sizeUp(4, 2)).toBe(8);
  });
});

describe("the d2: odd reads 1, even reads 2, with equal chance", () => {
  it("the lower half of the source reads 1, the upper half 2", () => {
    expect(faceOf(2, 0)).toBe(1);
    expect(faceOf(2, 0.4999)).toBe(1);
    expect(faceOf(2, 0.5)).toBe(2);
    expect(faceOf(2, 0.9999999)).toBe(2);
  });

  it("a source returning exactly 1 still reads a legal face", () => {
    for (const s of DIE_SIZES) expect(faceOf(s, 1)).toBe(s);
    expect(rollGroup([6], () => 1).total).toBe(6);
  });

  it("a d2 bumps on its 1 like any Stat Die: 1, 1, 2 totals 4 with two bumps", () => {
    const rng = scripted([[2, 1], [2, 1], [2, 2]]);
    const r = rollGroup([2], rng);
    expect(r).toEqual({ sizes: [2], throws: [[1], [1], [2]], total: 4, bumps: 2 });
    expect(rng.left()).toBe(0);
  });

  it("100,000 seeded d2 throws (no bump) are half 1s", () => {
    const rng = seededRng(2);
    let ones = 0;
    for (let i = 0; i < 100_000; i++) if (rollGroup([2], rng, { canBump: false }).total === 1) ones++;
    // 5 standard deviations of a fair coin over 100,000 throws is 791.
    expect(Math.abs(ones - 50_000)).toBeLessThan(791);
  });
});

describe("Stat Dice bump (a single die)", () => {
  it("no 1: one throw, no bump", () => {
    expect(rollGroup([6], scripted([[6, 4]]))).toEqual({ sizes: [6], throws: [[4]], total: 4, bumps: 0 });
  });

  it("a 1 rolls again and adds: 1 then 5 is 6", () => {
    expect(rollGroup([6], scripted([[6, 1], [6, 5]]))).toEqual({ sizes: [6], throws: [[1], [5]], total: 6, bumps: 1 });
  });

  it("as long as 1s come, keep rolling: 1, 1, 1, 3 on a d10 is 6 with three bumps", () => {
    const r = rollGroup([10], scripted([[10, 1], [10, 1], [10, 1], [10, 3]]));
    expect(r.throws).toEqual([[1], [1], [1], [3]]);
    expect(r.total).toBe(6);
    expect(r.bumps).toBe(3);
  });

  it("bumping can lift a d4 past its size: 1, 4 is 5 — a Minor Success a d4 cannot roll alone", () => {
    const r = rollGroup([4], scripted([[4, 1], [4, 4]]));
    expect(r.total).toBe(5);
    expect(outcomeOf(r.total)).toBe("minor");
  });

  it("canBump: false (Ache, Surprised) stops at the first throw even on a 1", () => {
    const rng = scripted([[8, 1], [8, 8]]);
    expect(rollGroup([8], rng, { canBump: false })).toEqual({ sizes: [8], throws: [[1]], total: 1, bumps: 0 });
    expect(rng.left()).toBe(1);
  });

  it("the highest face never bumps", () => {
    for (const s of DIE_SIZES) expect(rollGroup([s], scripted([[s, s]])).bumps).toBe(0);
  });
});

describe("Bumping Dice Groups", () => {
  it("2d6: a 1 on either die rolls the whole group again and adds: (1, 5) then (3, 4) is 13", () => {
    const rng = scripted([[6, 1], [6, 5], [6, 3], [6, 4]]);
    expect(rollGroup([6, 6], rng)).toEqual({ sizes: [6, 6], throws: [[1, 5], [3, 4]], total: 13, bumps: 1 });
    expect(rng.left()).toBe(0);
  });

  it("the second die's 1 bumps the group too: (6, 1), (1, 1), (2, 2) is 13 with two bumps", () => {
    const r = rollGroup([6, 6], scripted([[6, 6], [6, 1], [6, 1], [6, 1], [6, 2], [6, 2]]));
    expect(r.throws).toEqual([[6, 1], [1, 1], [2, 2]]);
    expect(r.total).toBe(13);
    expect(r.bumps).toBe(2);
  });

  it("3d8 throws all three dice each time", () => {
    const r = rollGroup([8, 8, 8], scripted([[8, 2], [8, 1], [8, 7], [8, 8], [8, 8], [8, 8]]));
    expect(r.throws).toEqual([[2, 1, 7], [8, 8, 8]]);
    expect(r.total).toBe(34);
  });

  it("a group with no 1 does not bump: 2d10 (2, 2) is 4, a failure", () => {
    const r = rollGroup([10, 10], scripted([[10, 2], [10, 2]]));
    expect(r).toEqual({ sizes: [10, 10], throws: [[2, 2]], total: 4, bumps: 0 });
  });

  it("Explicit Dice Grouping Only: 2d6 is not 1d6 + 1d6", () => {
    const faces: [number, number][] = [[6, 1], [6, 5], [6, 3], [6, 4]];
    // As a group, (1, 5) bumps both dice: 1 + 5 + 3 + 4 = 13.
    expect(rollGroup([6, 6], scripted(faces)).total).toBe(13);
    // As two groups: the first d6 reads 1, bumps alone and reads 5 (6); the second reads 3 (3): 9.
    const rng = scripted(faces);
    const a = rollGroup([6], rng);
    const b = rollGroup([6], rng);
    expect([a.total, b.total, a.total + b.total]).toEqual([6, 3, 9]);
  });

  it("canBump: false stops a group after one throw", () => {
    const r = rollGroup([6, 6], scripted([[6, 1], [6, 1]]), { canBump: false });
    expect(r).toEqual({ sizes: [6, 6], throws: [[1, 1]], total: 2, bumps: 0 });
  });

  it("the same seed replays the same roll; different seeds differ", () => {
    const a = rollGroup([8, 8], seededRng(7));
    expect(rollGroup([8, 8], seededRng(7))).toEqual(a);
    const totals = new Set(Array.from({ length: 20 }, (_, s) => JSON.stringify(rollGroup([8, 8], seededRng(s)).throws)));
    expect(totals.size).toBeGreaterThan(10);
  });

  it("seededRng stays in [0, 1)", () => {
    const rng = seededRng(123);
    for (let i = 0; i < 100_000; i++) {
      const u = rng();
      expect(u >= 0 && u < 1).toBe(true);
    }
  });
});

describe("X per Action Die size (Endeavors): d2–d4 → 1, d6–d8 → 2, d10 → 3", () => {
  it.each([[2, 1], [4, 1], [6, 2], [8, 2], [10, 3]] as const)("X of a d%i is %i", (size, x) => {
    expect(xOf(size)).toBe(x);
  });

  it("X of a d3 is refused", () => {
    expect(codeOf(() => xOf(3 as DieSize))).toBe("die-size");
  });
});

describe("Upgrade to Spark after rolling", () => {
  it("roll the first Stat Die as usual, then add a balanced die: 5, then 3, is 8", () => {
    const first = rollGroup([6], scripted([[6, 5]]));
    const up = upgradeToSpark(first, 6, scripted([[6, 3]]));
    expect(up).toEqual({ sizes: [6, 6], throws: [[5], [3]], total: 8, bumps: 1 });
  });

  it("if the added die bumps, both dice bump as a group: 4, then 1, then (2, 6) is 13", () => {
    const first = rollGroup([6], scripted([[6, 4]]));
    const rng = scripted([[6, 1], [6, 2], [6, 6]]);
    const up = upgradeToSpark(first, 6, rng);
    expect(up.throws).toEqual([[4], [1], [2, 6]]);
    expect(up.total).toBe(13);
    expect(rng.left()).toBe(0);
  });

  it("keeps bumping the group while 1s come, and keeps the first roll's own bumps", () => {
    const first = rollGroup([8], scripted([[8, 1], [8, 3]])); // 4
    const up = upgradeToSpark(first, 8, scripted([[8, 1], [8, 1], [8, 7], [8, 2], [8, 2]]));
    expect(up.throws).toEqual([[1], [3], [1], [1, 7], [2, 2]]);
    expect(up.total).toBe(1 + 3 + 1 + 8 + 4);
    expect(up.bumps).toBe(up.throws.length - 1);
  });

  it("does not change the first roll, and refuses a d3", () => {
    const first = rollGroup([4], scripted([[4, 3]]));
    const copy = structuredClone(first);
    upgradeToSpark(first, 4, scripted([[4, 1], [4, 2], [4, 2]]));
    expect(first).toEqual(copy);
    expect(codeOf(() => upgradeToSpark(first, 3 as DieSize, seededRng(1)))).toBe("die-size");
  });

  it("cannot bump under Ache/Surprised (canBump: false)", () => {
    const first = rollGroup([6], scripted([[6, 2]]));
    const up = upgradeToSpark(first, 6, scripted([[6, 1]]), { canBump: false });
    expect(up.throws).toEqual([[2], [1]]);
    expect(up.total).toBe(3);
  });
});

describe("facesPossible: could these dice have shown these faces?", () => {
  it("takes faces each from 1 to its die's size adding up to the total, and nothing else", async () => {
    const { facesPossible } = await import("../../src/rules");
    expect(facesPossible([{ size: 6, faces: [1, 6] }, { size: 8, faces: [8] }], 15)).toBe(true);
    expect(facesPossible([{ size: 2, faces: [2] }], 2)).toBe(true);
    expect(facesPossible([{ size: 6, faces: [9] }], 9)).toBe(false); // a d6 showing 9
    expect(facesPossible([{ size: 6, faces: [0] }], 0)).toBe(false);
    expect(facesPossible([{ size: 6, faces: [2.5] }], 2.5)).toBe(false);
    expect(facesPossible([{ size: 20, faces: [4] }], 4)).toBe(false); // not a Stat Die
    expect(facesPossible([{ size: 6, faces: [3] }], 30)).toBe(false); // a total the faces do not make
    expect(facesPossible([], 0)).toBe(true);
  });
});

describe("the guard on endless bumps (MAX_THROWS: a broken source that always reads 1)", () => {
  it("a group stops after exactly 1000 throws: 1000 on a d6, 999 bumps", () => {
    const r = rollGroup([6], () => 0);
    expect(r.throws.length).toBe(1000);
    expect(r.total).toBe(1000);
    expect(r.bumps).toBe(999);
    const pair = rollGroup([6, 8], () => 0);
    expect([pair.throws.length, pair.total, pair.bumps]).toEqual([1000, 2000, 999]);
    const three = rollGroup([4, 4, 4], () => 0);
    expect([three.throws.length, three.total]).toEqual([1000, 3000]);
  });

  it("hidden dice stop there too, and an asterisk redone forever reads after exactly 1000 d20s", () => {
    const r = rollGroup([10], () => 0, { hidden: { reading: "table" } });
    expect([r.throws.length, r.total, r.d20s!.length]).toEqual([1000, 1000, 1000]);
    // A d8's d20 of 20 is "1*": under redo it is thrown again, until the guard reads the last one.
    const redone = throwHidden(8, () => 0.99, "redo");
    expect(redone.d20s.length).toBe(1000);
    expect(redone.value).toBe(1);
  });
});
