// Exact outcome odds: hand-computed values, sums to 1, and seeded chi-square agreement with rollGroup/resolveCheck;
// rolls already made (a v0.0.18 position roll), and a Haunted die that is no die.
import { describe, expect, it } from "vitest";
import {
  groupDistribution, resolveCheck, rollGroup, seededRng, outcomeOdds, outcomeOf, OUTCOMES, type DieSize, type OddsSpec, type CheckOutcome,
} from "../../src/rules";
import { refusal } from "./refusal";

const certain = (outcome: CheckOutcome) => Object.fromEntries(OUTCOMES.map((o) => [o, o === outcome ? 1 : 0]));

/** Regularized upper incomplete gamma Q(a, x) (Numerical Recipes), for chi-square p-values. */
function gammaQ(a: number, x: number): number {
  const lnGamma = (z: number) => {
    const c = [76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2, -0.5395239384953e-5];
    let y = z;
    const t = z + 5.5 - (z + 0.5) * Math.log(z + 5.5);
    let s = 1.000000000190015;
    for (const ci of c) s += ci / ++y;
    return -t + Math.log((2.5066282746310005 * s) / z);
  };
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
  }
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < 1e-300 ? 1e-300 : d;
    c = b + an / c;
    c = Math.abs(c) < 1e-300 ? 1e-300 : c;
    d = 1 / d;
    h *= d * c;
    if (Math.abs(d * c - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** Pearson chi-square p-value; bins with expected count < 5 are pooled into their neighbour. */
function chiSquareP(observed: number[], expectedP: number[], n: number): number {
  const bins: { o: number; e: number }[] = [];
  let o = 0;
  let e = 0;
  expectedP.forEach((p, i) => {
    o += observed[i]!;
    e += p * n;
    if (e >= 5) {
      bins.push({ o, e });
      o = 0;
      e = 0;
    }
  });
  if (bins.length && (o || e)) {
    bins.at(-1)!.o += o;
    bins.at(-1)!.e += e;
  }
  expect(o === 0 || bins.length > 0).toBe(true);
  if (bins.length < 2) return 1;
  const stat = bins.reduce((s, b) => s + (b.o - b.e) ** 2 / b.e, 0);
  return gammaQ((bins.length - 1) / 2, stat / 2);
}

// Under StrykerJS (vitest.mutate-rules.config.ts sets HB_FUZZ_SMALL) every mutant of check.ts and odds.ts runs these
// seeded samples, instrumented: a twentieth of them there; npm test plays them all. (The exact oracle tests in
// odds-exact.test.ts pin the same odds to 1e-12.)
const SAMPLES = process.env.HB_FUZZ_SMALL === "1" ? 10_000 : 200_000;
const sum = (o: Record<CheckOutcome, number>) => OUTCOMES.reduce((s, t) => s + o[t], 0);

describe("outcomeOdds: exact values", () => {
  it("a d4 fails 57/64 of the time (2–4, 1+2, 1+3, 1+1+2)", () => {
    expect(outcomeOdds({ sizes: [4] }).failure).toBeCloseTo(57 / 64, 14);
  });

  it("a d6 on an Easy Check (v0.0.21.10) fails only on a 2: 3–4 round up to 5", () => {
    const o = outcomeOdds({ sizes: [6], difficulty: "easy" });
    expect(o.failure).toBeCloseTo(1 / 6, 14);
    // Minor: 3, 4 (rounded), 5, 6 and the bumped 1+4, 1+5, 1+6, 1+1+…≤7.
    expect(sum(o)).toBeCloseTo(1, 12);
  });

  it("a d6 on an Easy Check (v0.0.18) fails on a 2 (+2 aid reaches only 4)", () => {
    expect(outcomeOdds({ sizes: [6], difficulty: "easy", edition: "v0.0.18" }).failure).toBeCloseTo(1 / 6, 14);
  });

  it("a d2 bumps half the time: P(total = k) = 2^-(k-1) (k−2 ones, then a 2), and the series is summed to the tail", () => {
    const d = groupDistribution([2], true, 20);
    for (let k = 2; k < 20; k++) expect(d[k]).toBeCloseTo(2 ** -(k - 1), 15);
    expect(d[20]).toBeCloseTo(2 ** -18, 15); // P(total ≥ 20)
    // A d2 that never bumps is 1 or 2.
    expect(outcomeOdds({ sizes: [2], canBump: false }).failure).toBe(1);
  });

  it("without bumping, 2d6 ≥ 11 is 3/36 and ≥ 8 is 15/36", () => {
    const o = outcomeOdds({ sizes: [6, 6], canBump: false });
    expect(o.major).toBeCloseTo(3 / 36, 14);
    expect(o.medium).toBeCloseTo(12 / 36, 14);
  });

  it("every spec sums to 1 within 1e-12", () => {
    const specs: OddsSpec[] = [
      { sizes: [2] }, { sizes: [10, 10, 10], difficulty: "complex", complexRolls: 4, help: [6, 6], modifier: -1, aptitude: true, spark: 1, boosted: true, exceptional: true },
      { sizes: [8, 8], difficulty: "hard", help: [1], edition: "v0.0.18", aptitude: true, spark: 0, boosted: true },
      { sizes: [4], modifier: 5 }, { sizes: [6], modifier: -6, help: [{ bonus: 5 }] },
    ];
    for (const spec of specs) expect(Math.abs(sum(outcomeOdds(spec)) - 1)).toBeLessThan(1e-12);
  });

  it("Ignite on a Sparked roll turns its 6–7 into Medium Successes", () => {
    const plain = outcomeOdds({ sizes: [4, 4] });
    const ignited = outcomeOdds({ sizes: [4, 4], spark: 0, boosted: true });
    expect(ignited.failure).toBeCloseTo(plain.failure, 14);
    expect(ignited.medium).toBeGreaterThan(plain.medium);
    // Overcharge (v0.0.18) only lifts failures.
    const over = outcomeOdds({ sizes: [4, 4], spark: 0, boosted: true, edition: "v0.0.18" });
    expect(over.failure).toBeLessThan(plain.failure);
  });
});

describe("outcomeOdds agrees with 200,000 seeded rolls (chi-square, p > 0.001)", () => {
  const groups: { name: string; sizes: DieSize[]; canBump?: boolean }[] = [
    { name: "d2", sizes: [2] }, { name: "d4", sizes: [4] }, { name: "d6", sizes: [6] }, { name: "d8", sizes: [8] },
    { name: "d10", sizes: [10] }, { name: "2d6", sizes: [6, 6] }, { name: "2d10", sizes: [10, 10] }, { name: "3d8", sizes: [8, 8, 8] },
    { name: "d6, no bumping", sizes: [6], canBump: false }, { name: "2d10, no bumping", sizes: [10, 10], canBump: false },
  ];
  groups.forEach(({ name, sizes, canBump }, k) => {
    it(`${name}: outcomes and totals`, () => {
      const rng = seededRng(1000 + k);
      const cap = 40;
      const outcomes = OUTCOMES.map(() => 0);
      const totals = new Array<number>(cap + 1).fill(0);
      for (let i = 0; i < SAMPLES; i++) {
        const t = rollGroup(sizes, rng, { canBump }).total;
        outcomes[OUTCOMES.indexOf(outcomeOf(t))]!++;
        totals[Math.min(cap, t)]!++;
      }
      const odds = outcomeOdds({ sizes, canBump });
      expect(chiSquareP(outcomes, OUTCOMES.map((t) => odds[t]), SAMPLES)).toBeGreaterThan(0.001);
      expect(chiSquareP(totals, [...groupDistribution(sizes, canBump ?? true, cap)], SAMPLES)).toBeGreaterThan(0.001);
    });
  });

  const checks: { name: string; spec: OddsSpec }[] = [
    { name: "Hard d6 with two Helps", spec: { sizes: [6], difficulty: "hard", help: [6, 2] } },
    { name: "Complex (4 rolls) d8, Sparked second roll, Ignited, Uncool", spec: { sizes: [8, 8], rolls: [[8], [8, 8], [8], [8]], difficulty: "complex", spark: 1, boosted: true, modifier: -1 } },
    { name: "v0.0.18 Complex (5 rolls) d4 with Aptitude aid and Help", spec: { sizes: [4], difficulty: "complex", complexRolls: 5, aptitude: true, help: [3], edition: "v0.0.18" } },
    { name: "v0.0.18 Hard Overcharged 2d4 Spark, Ambidextrous, exceptional", spec: { sizes: [4, 4], difficulty: "hard", spark: 0, boosted: true, aptitude: true, exceptional: true, aidSources: 2, edition: "v0.0.18" } },
  ];
  checks.forEach(({ name, spec }, k) => {
    it(`${name}: Check outcomes via resolveCheck`, () => {
      const rng = seededRng(2000 + k);
      const count = spec.difficulty === "hard" ? 2 : spec.difficulty === "complex" ? spec.rolls?.length ?? spec.complexRolls ?? 3 : 1;
      const groupsOf = spec.rolls ?? Array.from({ length: count }, (_, i) => (i === 0 ? spec.sizes : [spec.sizes[0]!]));
      const outcomes = OUTCOMES.map(() => 0);
      for (let i = 0; i < SAMPLES; i++) {
        const totals = groupsOf.map((g) => rollGroup(g, rng, { canBump: spec.canBump }).total);
        const r = resolveCheck({
          totals, difficulty: spec.difficulty, edition: spec.edition, aptitude: spec.aptitude, exceptional: spec.exceptional,
          spark: spec.spark, boosted: spec.boosted, help: spec.help, aidSources: spec.aidSources,
          modifiers: spec.modifier ? [{ source: "test", value: spec.modifier }] : [],
        });
        outcomes[OUTCOMES.indexOf(r.outcome)]!++;
      }
      const odds = outcomeOdds(spec);
      expect(chiSquareP(outcomes, OUTCOMES.map((t) => odds[t]), SAMPLES)).toBeGreaterThan(0.001);
    });
  });
});

describe("a roll already made (known) is certain", () => {
  it("read as its total: 9.7 as 9 (Medium); past the cap a Maximum Success; below 0 a failure", () => {
    expect(outcomeOdds({ sizes: [6], known: [9.7] })).toEqual(certain("medium"));
    expect(outcomeOdds({ sizes: [6], known: [25] })).toEqual(certain("maximum"));
    expect(outcomeOdds({ sizes: [6], known: [-3] })).toEqual(certain("failure"));
  });

  it("a Hard Check whose first roll was a 20: the odds of its second roll alone; the rolls not known are thrown", () => {
    const hard = outcomeOdds({ sizes: [6], difficulty: "hard", known: [20] });
    const single = outcomeOdds({ sizes: [6] });
    for (const o of OUTCOMES) expect(hard[o]).toBeCloseTo(single[o], 14);
    const failedFirst = outcomeOdds({ sizes: [6], difficulty: "hard", known: [2, undefined] });
    for (const o of OUTCOMES) expect(failedFirst[o]).toBeCloseTo(certain("failure")[o]!, 14);
  });
});

describe("Haunted", () => {
  it("by a die that is no die size: die-size, naming it, before anything is summed", () => {
    expect(refusal(() => outcomeOdds({ sizes: [6], haunted: 7 as DieSize }))).toMatchObject({ code: "die-size", details: { size: "7" } });
    // A 0 (a cleared field read as a number) is no die either: refused, not read as "not Haunted".
    expect(refusal(() => outcomeOdds({ sizes: [6], haunted: 0 as DieSize }))).toMatchObject({ code: "die-size", details: { size: "0" } });
  });
});
