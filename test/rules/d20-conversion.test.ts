// Humanity, Endeavored, "Tips and Tricks › Using d20s": the d20 Conversion table, cell by cell, as the book prints it;
// our readings where it is silent (a d20 of 1–4 reads as itself; the d2 reads odd 1, even 2); the asterisks read as
// the table's value or redone; a converted 1 bumps and the bump's throw is again a d20; a seeded chi-square of throws.
import { describe, expect, it } from "vitest";
import {
  d20Table, DIE_SIZES, conversionDistance, isAsteriskReading, d20Cell, faceChances, readHidden, rollGroup, seededRng, throwHidden,
  upgradeToSpark, type AsteriskReading, type DieSize, type Rng,
} from "../../src/rules";

// The book's two tables, columns d20 = 5…12 and 13…20, copied here by hand (not from src): "*" marks "Or redo the roll".
const BOOK: Record<4 | 6 | 8 | 10, string[]> = {
  10: "5 6 7 8 9 10 1 2 | 3 4 5 6 7 8 9 10".split(" ").filter((c) => c !== "|"),
  8: "5 6 7 8 1 2 3 4 | 5 6 7 8 1* 3* 5* 1*".split(" ").filter((c) => c !== "|"),
  6: "5 6 1 2 3 4 5 6 | 1 2 3 4 5 6 5* 1*".split(" ").filter((c) => c !== "|"),
  4: "1 2 3 4 1 2 3 4 | 1 2 3 4 1 2 3 4".split(" ").filter((c) => c !== "|"),
};

/** An Rng that makes each d20 show the scripted face (the middle of its slice of [0, 1)). */
function d20Script(faces: readonly number[]): Rng & { left: () => number } {
  let i = 0;
  const rng = (() => {
    const face = faces[i++];
    if (face === undefined) throw new Error(`scripted Rng ran out after ${faces.length} draws`);
    return (face - 0.5) / 20;
  }) as Rng & { left: () => number };
  rng.left = () => faces.length - i;
  return rng;
}

describe("the d20 Conversion table, every cell", () => {
  for (const size of [4, 6, 8, 10] as const) {
    it.each(BOOK[size].map((cell, i) => [i + 5, cell] as const))(`d${size}: a d20 of %i reads %s`, (d20, cell) => {
      expect(d20Cell(size, d20)).toEqual({ value: parseInt(cell, 10), redo: cell.endsWith("*") });
    });
  }

  it.each(DIE_SIZES.filter((s) => s >= 4))("d%i: a d20 of 1–4 reads as itself (the table starts at 5; its runs continue 1–4)", (size) => {
    for (let d20 = 1; d20 <= 4; d20++) expect(d20Cell(size, d20)).toEqual({ value: d20, redo: false });
  });

  it("the d2 has no row: a d20 reads odd as 1 and even as 2 (the core book's d2), never redone", () => {
    for (let d20 = 1; d20 <= 20; d20++) expect(d20Cell(2, d20)).toEqual({ value: d20 % 2 ? 1 : 2, redo: false });
  });

  it("has twenty cells per size, each a face of the die; asterisks only on the d6 and d8", () => {
    for (const size of DIE_SIZES) {
      expect(d20Table()[size]).toHaveLength(20);
      for (const c of d20Table()[size]) expect(c.value >= 1 && c.value <= size).toBe(true);
    }
    expect(DIE_SIZES.map((s) => d20Table()[s].filter((c) => c.redo).length)).toEqual([0, 0, 2, 4, 0]);
    expect(() => d20Cell(6, 21)).toThrow(RangeError);
    expect(() => d20Cell(6, 21)).toThrow("not 21");
    expect(() => d20Cell(6, 0)).toThrow(RangeError);
    expect(() => d20Cell(5 as DieSize, 3)).toThrow("not 5");
  });
});

describe("the asterisks: the table's value, or redo the roll", () => {
  it("table: a d8's d20 of 17–20 reads 1, 3, 5, 1 after one throw", () => {
    expect([17, 18, 19, 20].map((d) => throwHidden(8, d20Script([d]), "table"))).toEqual([
      { d20s: [17], value: 1 }, { d20s: [18], value: 3 }, { d20s: [19], value: 5 }, { d20s: [20], value: 1 },
    ]);
  });

  it("redo: an asterisked d20 is thrown again until one is not, and that one is read", () => {
    const rng = d20Script([20, 19, 17, 14]);
    expect(throwHidden(8, rng, "redo")).toEqual({ d20s: [20, 19, 17, 14], value: 6 });
    expect(rng.left()).toBe(0);
    expect(throwHidden(6, d20Script([19, 7]), "redo")).toEqual({ d20s: [19, 7], value: 1 });
    // d6's 17 and 18 are not asterisked; nor anything of d2, d4, d10.
    expect(throwHidden(6, d20Script([18]), "redo")).toEqual({ d20s: [18], value: 6 });
    for (const size of [2, 4, 10] as const) expect(throwHidden(size, d20Script([20]), "redo").d20s).toEqual([20]);
  });

  it("readHidden reads recorded d20s and refuses what the reading could not have thrown", () => {
    expect(readHidden(8, [20, 14], "redo")).toBe(6);
    expect(readHidden(8, [20], "table")).toBe(1);
    expect(readHidden(8, [20], "redo")).toBeNull(); // an asterisk left standing under redo
    expect(readHidden(8, [20, 14], "table")).toBeNull(); // a redo under table
    expect(readHidden(8, [14, 20], "redo")).toBeNull(); // only the last is read
    expect(readHidden(8, [21], "table")).toBeNull();
    expect(readHidden(8, [2.5], "table")).toBeNull();
    expect(readHidden(8, [], "table")).toBeNull();
    expect(readHidden(8, [0], "table")).toBeNull();
    expect(readHidden(8, [1], "table")).toBe(1);
    expect(readHidden(8, [20], "table")).toBe(1);
  });

  it("faceChances: counted cells under table; under redo each size is exactly its real die", () => {
    expect(faceChances(8, "table").map((p) => p * 20)).toEqual([0, 4, 2, 3, 2, 3, 2, 2, 2].map((n) => expect.closeTo(n, 12)));
    expect(faceChances(6, "table").map((p) => p * 20)).toEqual([0, 4, 3, 3, 3, 4, 3].map((n) => expect.closeTo(n, 12)));
    for (const size of DIE_SIZES) {
      const real = faceChances(size);
      expect(faceChances(size, "redo")).toEqual(real.map((p) => expect.closeTo(p, 15)));
      if (size !== 6 && size !== 8) expect(faceChances(size, "table")).toEqual(real.map((p) => expect.closeTo(p, 15)));
    }
  });
});

describe("how far each converted die is from the real one", () => {
  it.each([
    // size, reading, total variation, largest gap at one face, mean shift
    [2, "table", 0, 0, 0], [4, "table", 0, 0, 0], [10, "table", 0, 0, 0],
    [6, "table", 1 / 15, 1 / 30, -0.05], [8, "table", 1 / 8, 3 / 40, -0.4],
    [6, "redo", 0, 0, 0], [8, "redo", 0, 0, 0],
  ] as const)("d%i read %s: total variation %d, largest gap %d, mean shift %d", (size, reading, tv, gap, shift) => {
    const d = conversionDistance(size, reading);
    expect(d.totalVariation).toBeCloseTo(tv, 12);
    expect(d.largestGap).toBeCloseTo(gap, 12);
    expect(d.meanShift).toBeCloseTo(shift, 12);
  });
});

describe("bumping a hidden Stat Die: a converted 1 bumps, and the bump's throw is again a d20", () => {
  it("a d8's d20 of 9 reads 1 and bumps; the next d20 (14 → 6) stops it", () => {
    const rng = d20Script([9, 14]);
    expect(rollGroup([8], rng, { hidden: { reading: "table" } })).toEqual({ sizes: [8], throws: [[1], [6]], total: 7, bumps: 1, d20s: [[[9]], [[14]]] });
    expect(rng.left()).toBe(0);
  });

  it("an asterisked 1 bumps under table; under redo it is thrown again and does not bump unless the redo reads 1", () => {
    expect(rollGroup([8], d20Script([20, 6]), { hidden: { reading: "table" } })).toMatchObject({ throws: [[1], [6]], total: 7, d20s: [[[20]], [[6]]] });
    expect(rollGroup([8], d20Script([20, 6]), { hidden: { reading: "redo" } })).toEqual({ sizes: [8], throws: [[6]], total: 6, bumps: 0, d20s: [[[20, 6]]] });
    expect(rollGroup([8], d20Script([20, 1, 8]), { hidden: { reading: "redo" } })).toMatchObject({ throws: [[1], [8]], total: 9, d20s: [[[20, 1]], [[8]]] });
  });

  it("a group bumps as a group: a Sparked pair's d20s are thrown again together", () => {
    const rng = d20Script([11, 18, 12, 5]);
    // d6: 11 → 5; d10: 18 → 8; no 1. Then a fresh roll: d6 12 → 6 and d10 5 → 5.
    expect(rollGroup([6, 10], rng, { hidden: { reading: "table" } })).toMatchObject({ throws: [[5, 8]], total: 13, bumps: 0 });
    const bump = rollGroup([6, 10], d20Script([7, 18, 12, 5]), { hidden: { reading: "table" } });
    expect(bump).toMatchObject({ throws: [[1, 8], [6, 5]], total: 20, bumps: 1, d20s: [[[7], [18]], [[12], [5]]] });
  });

  it("Ache/Surprised (canBump false) stop after one throw; a real die records no d20s", () => {
    expect(rollGroup([10], d20Script([11]), { canBump: false, hidden: { reading: "table" } })).toEqual({ sizes: [10], throws: [[1]], total: 1, bumps: 0, d20s: [[[11]]] });
    expect(rollGroup([10], seededRng(3))).not.toHaveProperty("d20s");
  });

  it("Upgrade to Spark: the added die is a d20 too, and a bump throws both as d20s", () => {
    const first = rollGroup([8], d20Script([14]), { hidden: { reading: "table" } });
    // d8: 14 → 6. The added d6: 9 → 3, no bump.
    const up = upgradeToSpark(first, 6, d20Script([9]), { hidden: { reading: "table" } });
    expect(up).toMatchObject({ sizes: [8, 6], throws: [[6], [3]], total: 9, d20s: [[[14]], [[9]]] });
    const bumped = upgradeToSpark(first, 6, d20Script([13, 3, 16]), { hidden: { reading: "table" } });
    // added d6: 13 → 1 bumps; the pair again: d8 3 → 3, d6 16 → 4.
    expect(bumped).toMatchObject({ throws: [[6], [1], [3, 4]], total: 14, bumps: 2, d20s: [[[14]], [[13]], [[3], [16]]] });
    expect(first.d20s).toEqual([[[14]]]);
  });
});

describe("throws: a seeded chi-square against each converted die's distribution", () => {
  const N = 20_000;
  const chiSquare = (size: DieSize, reading: AsteriskReading, seed: number) => {
    const rng = seededRng(seed);
    const counts = new Array<number>(size + 1).fill(0);
    for (let i = 0; i < N; i++) counts[rollGroup([size], rng, { canBump: false, hidden: { reading } }).total]! += 1;
    const p = faceChances(size, reading);
    let chi = 0;
    for (let f = 1; f <= size; f++) chi += (counts[f]! - N * p[f]!) ** 2 / (N * p[f]!);
    return chi;
  };
  // 99.9% critical values of chi-square with size − 1 degrees of freedom.
  const CRITICAL: Record<DieSize, number> = { 2: 10.83, 4: 16.27, 6: 20.52, 8: 24.32, 10: 27.88 };

  // The exact statistic each fixed seed gives (2020 + size), all below the critical value.
  it.each([
    [2, "table", 0.5618], [2, "redo", 0.5618], [4, "table", 3.2164], [4, "redo", 3.2164], [6, "table", 16.73125],
    [6, "redo", 16.5238], [8, "table", 2.89375], [8, "redo", 5.36], [10, "table", 5.351], [10, "redo", 5.351],
  ] as const)("d%i read %s: chi-square %d", (size, reading, expected) => {
    const chi = chiSquare(size, reading, 2020 + size);
    expect(chi).toBeLessThan(CRITICAL[size]);
    expect(chi).toBeCloseTo(expected, 9);
  });

  it("and the real d8 is rejected as the converted one (table reading): the test can tell them apart", () => {
    const rng = seededRng(7);
    const counts = new Array<number>(9).fill(0);
    for (let i = 0; i < N; i++) counts[rollGroup([8], rng, { canBump: false }).total]! += 1;
    const p = faceChances(8, "table");
    let chi = 0;
    for (let f = 1; f <= 8; f++) chi += (counts[f]! - N * p[f]!) ** 2 / (N * p[f]!);
    expect(chi).toBeGreaterThan(CRITICAL[8]);
  });
});

describe("the asterisks' reading a world may be set to", () => {
  it("is the table's value or redo, spelled exactly; anything else (a hand-edited setting) is not a reading", () => {
    expect(isAsteriskReading("table")).toBe(true);
    expect(isAsteriskReading("redo")).toBe(true);
    for (const bad of ["Table", "", "redo ", undefined, null, 0]) expect(isAsteriskReading(bad)).toBe(false);
  });
});

describe("Upgrade to Spark with hidden dice keeps bumping as a group", () => {
  it("added d6 13 → 1 bumps; the pair (d8 9 → 1, d6 16 → 4) bumps again; then (14 → 6, 12 → 6) stops: 24", () => {
    const first = rollGroup([8], d20Script([14]), { hidden: { reading: "table" } });
    const up = upgradeToSpark(first, 6, d20Script([13, 9, 16, 14, 12]), { hidden: { reading: "table" } });
    expect(up).toEqual({ sizes: [8, 6], throws: [[6], [1], [1, 4], [6, 6]], total: 24, bumps: 3, d20s: [[[14]], [[13]], [[9], [16]], [[14], [12]]] });
  });
});
