// Blessings: gaining (a 1 grants another), the book's cost notation, and paying costs from a pool.
// Book: "Blessings", "Blessing Notation", Condition "Cursed".
import { faceOf, type Rng } from "./dice";
import { refuse } from "./errors";
import { formatCost, parseCost, type BlessingCost } from "./cost-notation";
export { formatCost, parseCost, type BlessingCost };

/** Gains Blessings one at a time; each is a d6, and a 1 stays (worth 1) and grants one more, chaining. */
export function gainBlessings(count: number, rng: Rng): number[] {
  const gained: number[] = [];
  let owed = Math.max(0, Math.floor(count));
  // A guard, not a rule (like MAX_THROWS): a chain of 1000 1s in a row (6^-1000) stops granting more. It bounds a
  // broken source that always reads 1 without cutting short a large legitimate gain.
  let run = 0;
  while (owed > 0) {
    owed--;
    const value = faceOf(6, rng());
    gained.push(value);
    run = value === 1 ? run + 1 : 0;
    if (value === 1 && run < 1000) owed++;
  }
  return gained;
}

/** A Blessing's worth: Cursed makes each worth 1 less, to a minimum of 0. */
export const worthOf = (value: number, cursed = false): number => (cursed ? Math.max(0, value - 1) : value);

/**
 * Which Blessings pay a cost: the least valuable legal choice (the smallest dice that qualify), or null when the
 * pool cannot pay. Never mutates the pool.
 */
export function payCost(pool: readonly number[], cost: BlessingCost, options: { cursed?: boolean } = {}): { paid: number[]; remaining: number[] } | null {
  const sorted = [...pool].sort((a, b) => a - b);
  let best: number[] | null = null;

  // Same-worth groups: try every assignment of values (≤ 6 per group), then meet the minimums greedily:
  // requirements from the largest down, each taking the smallest Blessing that still qualifies — optimal because
  // the sets of qualifying Blessings are nested.
  const assign = (group: number, available: number[], paid: number[]) => {
    if (group === cost.same.length) {
      const left = [...available];
      const taken = [...paid];
      for (const need of [...cost.atLeast].sort((a, b) => b - a)) {
        const i = left.findIndex((v) => worthOf(v, options.cursed) >= need);
        if (i < 0) return;
        taken.push(left[i]!);
        left.splice(i, 1);
      }
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      if (!best || sum(taken) < sum(best) || (sum(taken) === sum(best) && taken.length < best.length)) best = taken;
      return;
    }
    const n = cost.same[group]!;
    for (const value of new Set(available)) {
      if (available.filter((v) => v === value).length < n) continue;
      const left = [...available];
      for (let k = 0; k < n; k++) left.splice(left.indexOf(value), 1);
      assign(group + 1, left, [...paid, ...Array(n).fill(value)]);
    }
  };
  assign(0, sorted, []);
  if (!best) return null;
  const remaining = [...pool];
  for (const v of best as number[]) remaining.splice(remaining.indexOf(v), 1);
  return { paid: [...(best as number[])].sort((a, b) => a - b), remaining };
}

/** Does paying exactly these Blessings meet the cost? (For payments chosen by a player.) */
export function costMet(cost: string | BlessingCost, values: readonly number[], options: { cursed?: boolean } = {}): boolean {
  const parsed = typeof cost === "string" ? parseCost(cost) : cost;
  const payment = payCost(values, parsed, options);
  return payment !== null;
}

/** Spends the given values from a pool, or throws if any is not there. */
export function spendBlessings(pool: readonly number[], values: readonly number[]): number[] {
  const remaining = [...pool];
  for (const v of values) {
    const i = remaining.indexOf(v);
    if (i < 0) refuse("blessing-not-held", `There is no Blessing worth ${v} in the pool.`, { value: v });
    remaining.splice(i, 1);
  }
  return remaining;
}

export const SPARK_COST: BlessingCost = { atLeast: [], same: [2] };
export const HELP_COST: BlessingCost = { atLeast: [1], same: [] };
