// The exact odds of a Check with hidden Stat Dice (Humanity, Endeavored, "Using d20s"): outcomeOdds({ d20 }) against
// an independent enumeration — every d20 face read through the book's table as copied here (not src's), asterisks
// redone by recursion — then every combination of roll totals read through resolveCheck. For every die size,
// difficulty and both readings; and how far each converted die's Check odds are from the real die's.
import { describe, expect, it } from "vitest";
import { totalDistribution } from "./total-oracle";
import { OUTCOMES, outcomeOdds, resolveCheck, type AsteriskReading, type CheckOutcome, type DieSize, type OddsSpec } from "../../src/rules";

// d20 = 1…20 for each size; "*" marks "Or redo the roll". 1–4 read as themselves; the d2 reads odd/even.
const BOOK: Record<DieSize, string> = {
  2: "1 2 1 2 1 2 1 2 1 2 1 2 1 2 1 2 1 2 1 2",
  4: "1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4",
  6: "1 2 3 4 5 6 1 2 3 4 5 6 1 2 3 4 5 6 5* 1*",
  8: "1 2 3 4 5 6 7 8 1 2 3 4 5 6 7 8 1* 3* 5* 1*",
  10: "1 2 3 4 5 6 7 8 9 10 1 2 3 4 5 6 7 8 9 10",
};

/** P(face) of one hidden die (or a real die when `reading` is undefined), by walking the d20: a redo walks again. */
function faceOdds(size: DieSize, reading: AsteriskReading | undefined): Map<number, number> {
  const out = new Map<number, number>();
  if (!reading) {
    for (let f = 1; f <= size; f++) out.set(f, 1 / size);
    return out;
  }
  const cells = BOOK[size].split(" ");
  // Throw after throw: each d20 face takes a twentieth of what reaches this throw; a redone face passes it on.
  for (let reach = 1, depth = 0; depth < 40; depth++) { // 0.2^40: far below the tolerance
    let passed = 0;
    for (const cell of cells) {
      if (cell.endsWith("*") && reading === "redo") passed += reach / 20;
      else out.set(parseInt(cell, 10), (out.get(parseInt(cell, 10)) ?? 0) + reach / 20);
    }
    reach = passed;
  }
  return out;
}

/** P(total = t) for t < top, P(total ≥ top) at top (total-oracle.ts), each die's faces read through the table. */
const totals = (sizes: readonly DieSize[], reading: AsteriskReading | undefined, canBump: boolean, top: number) =>
  totalDistribution(sizes.map((s) => [...faceOdds(s, reading)]), canBump, top);

function oracle(spec: OddsSpec, top: number): Record<CheckOutcome, number> {
  const difficulty = spec.difficulty ?? "normal";
  const count = difficulty === "hard" ? 2 : difficulty === "complex" ? 3 : 1;
  const groups = Array.from({ length: count }, (_, i) => (i === 0 ? spec.sizes : [spec.sizes[0]!]));
  const dists = groups.map((g) => totals(g, spec.d20, spec.canBump ?? true, top));
  const odds = Object.fromEntries(OUTCOMES.map((t) => [t, 0])) as Record<CheckOutcome, number>;
  const rolled = new Array<number>(count).fill(0);
  const rec = (i: number, p: number) => {
    if (i === count) {
      const r = resolveCheck({ totals: rolled, difficulty, aptitude: spec.aptitude, help: spec.help, modifiers: spec.modifier ? [{ source: "test", value: spec.modifier }] : [] });
      odds[r.outcome] += p;
      return;
    }
    dists[i]!.forEach((q, t) => {
      if (!q) return;
      rolled[i] = t;
      rec(i + 1, p * q);
    });
  };
  rec(0, 1);
  return odds;
}

const gap = (a: Record<CheckOutcome, number>, b: Record<CheckOutcome, number>) => Math.max(...OUTCOMES.map((t) => Math.abs(a[t] - b[t])));
const SIZES: DieSize[] = [2, 4, 6, 8, 10];
const DIFFICULTIES = ["easy", "normal", "hard", "complex"] as const;
const READINGS = ["table", "redo"] as const;

describe("outcomeOdds over hidden dice equals an independent enumeration of the table (within 1e-12)", () => {
  for (const reading of READINGS) {
    for (const difficulty of DIFFICULTIES) {
      it.each(SIZES)(`d%i, ${difficulty}, asterisks read ${reading}`, (size) => {
        const top = difficulty === "complex" ? 24 : 30;
        const spec: OddsSpec = { sizes: [size], difficulty, d20: reading };
        expect(gap(outcomeOdds(spec), oracle(spec, top))).toBeLessThan(1e-12);
      });
    }
  }

  it.each([
    ["a Sparked d6 + d8, Help ④", { sizes: [6, 8], help: [4] }],
    ["a hard d8 with an Aptitude and Uncool", { sizes: [8], difficulty: "hard", aptitude: true, modifier: -1 }],
    ["a d6 that cannot bump (Ache)", { sizes: [6], canBump: false }],
  ] as [string, Partial<OddsSpec>][])("%s", (_, opts) => {
    for (const reading of READINGS) {
      const spec = { sizes: [6], ...opts, d20: reading } as OddsSpec;
      expect(gap(outcomeOdds(spec), oracle(spec, 30))).toBeLessThan(1e-12);
    }
  });

  it("the oracle's converted d8 (table) bumps on a fifth of its d20s", () => {
    expect(faceOdds(8, "table").get(1)).toBeCloseTo(0.2, 15);
    expect(totals([8], "table", true, 30)[1]).toBe(0); // a 1 never stands: it bumps
  });
});

describe("how far a converted die's Check odds are from the real die's", () => {
  // The largest gap in the chance of any one Check Outcome (table reading), by difficulty; docs/dev/hidden-dice.md
  // quotes these.
  // Redo, and the d2, d4 and d10 under either reading, are exact.
  it.each([
    [6, { easy: 0.0167, normal: 0.0442, hard: 0.0408, complex: 0.0658 }],
    [8, { easy: 0.0315, normal: 0.0107, hard: 0.0071, complex: 0.0094 }],
    [2, { easy: 0, normal: 0, hard: 0, complex: 0 }],
    [4, { easy: 0, normal: 0, hard: 0, complex: 0 }],
    [10, { easy: 0, normal: 0, hard: 0, complex: 0 }],
  ] as const)("d%i: %o", (size, expected) => {
    for (const difficulty of DIFFICULTIES) {
      const real = outcomeOdds({ sizes: [size], difficulty });
      expect(gap(outcomeOdds({ sizes: [size], difficulty, d20: "table" }), real)).toBeCloseTo(expected[difficulty], 4);
      expect(gap(outcomeOdds({ sizes: [size], difficulty, d20: "redo" }), real)).toBeLessThan(1e-12);
    }
  });

  it("a Normal d6 Check succeeds 48.40% of the time converted against 43.98% real; a d8 59.60% against 59.18%", () => {
    const success = (o: Record<CheckOutcome, number>) => 1 - o.failure;
    expect(success(outcomeOdds({ sizes: [6], d20: "table" }))).toBeCloseTo(0.484, 4);
    expect(success(outcomeOdds({ sizes: [6] }))).toBeCloseTo(0.4398, 4);
    expect(success(outcomeOdds({ sizes: [8], d20: "table" }))).toBeCloseTo(0.596, 4);
    expect(success(outcomeOdds({ sizes: [8] }))).toBeCloseTo(0.5918, 4);
  });
});
