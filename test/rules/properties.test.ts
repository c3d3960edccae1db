// Property tests (fast-check): rollGroup's shape, payCost's legality and minimality, and purity of the engine.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIE_SIZES, payCost, resolveCheck, rollGroup, seededRng, outcomeOdds, worthOf, type BlessingCost } from "../../src/rules";

describe("rollGroup properties", () => {
  it("total ≥ number of dice; throws = bumps + 1; every throw but the last has a 1, the last has none", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...DIE_SIZES), { minLength: 1, maxLength: 4 }), fc.integer(), fc.boolean(), (sizes, seed, canBump) => {
        const r = rollGroup(sizes, seededRng(seed), { canBump });
        expect(r.total).toBeGreaterThanOrEqual(sizes.length);
        expect(r.throws.length).toBe(r.bumps + 1);
        expect(r.total).toBe(r.throws.flat().reduce((a, b) => a + b, 0));
        r.throws.forEach((t, i) => {
          expect(t.length).toBe(sizes.length);
          t.forEach((f, j) => expect(f >= 1 && f <= sizes[j]!).toBe(true));
          if (i < r.throws.length - 1) expect(t).toContain(1);
        });
        if (canBump) expect(r.throws.at(-1)).not.toContain(1);
        else expect(r.bumps).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });
});

/** Every sub-multiset of the pool (by index), for a brute-force check of payCost. */
function* subsets(pool: readonly number[]): Generator<number[]> {
  for (let mask = 0; mask < 1 << pool.length; mask++) yield pool.filter((_, i) => mask & (1 << i));
}

/** Does paying exactly these values meet the cost? Tried by every assignment, independently of payCost. */
function pays(values: readonly number[], cost: BlessingCost, cursed: boolean): boolean {
  const worth = values.map((v) => worthOf(v, cursed));
  const need = cost.atLeast.length + cost.same.reduce((a, b) => a + b, 0);
  if (values.length !== need) return false;
  const used = values.map(() => false);
  const fillSame = (g: number): boolean => {
    if (g === cost.same.length) return fillAtLeast(0);
    const n = cost.same[g]!;
    for (const w of new Set(worth)) {
      const idx = worth.map((x, i) => (x === w && !used[i] ? i : -1)).filter((i) => i >= 0);
      if (idx.length < n) continue;
      const pick = idx.slice(0, n);
      pick.forEach((i) => (used[i] = true));
      if (fillSame(g + 1)) return true;
      pick.forEach((i) => (used[i] = false));
    }
    return false;
  };
  const fillAtLeast = (k: number): boolean => {
    if (k === cost.atLeast.length) return true;
    for (let i = 0; i < worth.length; i++) {
      if (used[i] || worth[i]! < cost.atLeast[k]!) continue;
      used[i] = true;
      if (fillAtLeast(k + 1)) return true;
      used[i] = false;
    }
    return false;
  };
  return fillSame(0);
}

const sumOf = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const costArb = fc.record({
  atLeast: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  same: fc.array(fc.integer({ min: 2, max: 3 }), { maxLength: 2 }),
});

describe("payCost properties", () => {
  it("pays only with Blessings it was given, legally, and leaves no cheaper legal payment", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 8 }), costArb, fc.boolean(), (pool, cost, cursed) => {
        const frozen = Object.freeze([...pool]);
        const result = payCost(frozen, cost, { cursed });
        const legal = [...subsets(pool)].filter((s) => pays(s, cost, cursed));
        if (!result) {
          expect(legal).toEqual([]);
          return;
        }
        // Paid + remaining is exactly the pool (as a multiset): nothing invented, nothing lost.
        expect([...result.paid, ...result.remaining].sort()).toEqual([...pool].sort());
        expect(pays(result.paid, cost, cursed)).toBe(true);
        const cheapest = Math.min(...legal.map(sumOf));
        expect(sumOf(result.paid)).toBe(cheapest);
      }),
      { numRuns: 400 },
    );
  });
});

describe("purity", () => {
  it("resolveCheck and outcomeOdds never change their inputs", () => {
    const input = Object.freeze({
      totals: Object.freeze([3, 9]), difficulty: "hard" as const, help: Object.freeze([4]),
      modifiers: Object.freeze([Object.freeze({ source: "uncool", value: -1 })]),
    });
    expect(() => resolveCheck(input)).not.toThrow();
    const spec = Object.freeze({ sizes: Object.freeze([6, 6] as const), difficulty: "hard" as const, help: Object.freeze([2]) });
    expect(() => outcomeOdds(spec)).not.toThrow();
  });
});
