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
 * Which Blessings pay a cost: the least valuable legal choice (the smallest sum), or null when the pool cannot pay.
 * Never mutates the pool. Polynomial (the notation allows ⊜⊜×99): a dynamic programme over the pool's distinct
 * values, smallest first. Its state is how many same-worth groups of each size are still unpaid and how many
 * "at least" requirements are paid. A value pays a requirement only when its worth reaches it, and every larger value
 * does too, so which unlocked requirements were paid does not matter, only how many. At each value it picks how many
 * groups of each size it fills and how many requirements it pays.
 */
export function payCost(pool: readonly number[], cost: BlessingCost, options: { cursed?: boolean } = {}): { paid: number[]; remaining: number[] } | null {
  const needs = [...cost.atLeast].sort((a, b) => a - b);
  if (needs.length + cost.same.reduce((a, b) => a + b, 0) > pool.length) return null;
  const counts = new Map<number, number>();
  for (const v of pool) counts.set(v, (counts.get(v) ?? 0) + 1);
  const values = [...counts.keys()].sort((a, b) => a - b);
  const sizes = [...new Set(cost.same)].sort((a, b) => a - b);
  const groups = sizes.map((s) => cost.same.filter((n) => n === s).length);
  // Mixed-radix index of (groups left per size…, requirements paid).
  const radix = [...groups.map((g) => g + 1), needs.length + 1];
  const stride = radix.map((_, i) => radix.slice(0, i).reduce((a, b) => a * b, 1));
  const total = radix.reduce((a, b) => a * b, 1);
  const decode = (i: number) => radix.map((r, k) => Math.floor(i / stride[k]!) % r);
  const start = groups.reduce((a, g, k) => a + g * stride[k]!, 0);
  const goal = needs.length * stride[sizes.length]!;
  let best = new Float64Array(total).fill(Infinity);
  best[start] = 0;
  /** Per value: for each state reached, the state it came from and the Blessings of this value used. */
  const trail: { from: Int32Array; used: Int32Array }[] = [];
  for (const value of values) {
    const have = counts.get(value)!;
    const worth = worthOf(value, options.cursed);
    const unlocked = needs.filter((n) => n <= worth).length;
    const next = new Float64Array(total).fill(Infinity);
    const from = new Int32Array(total).fill(-1);
    const used = new Int32Array(total);
    for (let state = 0; state < total; state++) {
      if (best[state] === Infinity) continue;
      const digits = decode(state);
      // Every way to fill groups with this value (k[i] groups of sizes[i]), then pay requirements with what is left.
      const fill = (i: number, left: number, index: number, spent: number) => {
        if (i < sizes.length) {
          for (let k = 0; k <= digits[i]! && k * sizes[i]! <= left; k++) fill(i + 1, left - k * sizes[i]!, index - k * stride[i]!, spent + k * sizes[i]!);
          return;
        }
        const paid = digits[sizes.length]!;
        for (let t = 0; t <= Math.min(left, unlocked - paid); t++) {
          const to = index + t * stride[sizes.length]!;
          const sum = best[state]! + value * (spent + t);
          if (sum < next[to]!) {
            next[to] = sum;
            from[to] = state;
            used[to] = spent + t;
          }
        }
      };
      fill(0, have, state, 0);
    }
    best = next;
    trail.push({ from, used });
  }
  if (best[goal] === Infinity) return null;
  const paid: number[] = [];
  for (let i = values.length - 1, state = goal; i >= 0; i--) {
    for (let k = 0; k < trail[i]!.used[state]!; k++) paid.push(values[i]!);
    state = trail[i]!.from[state]!;
  }
  const remaining = [...pool];
  for (const v of paid) remaining.splice(remaining.indexOf(v), 1);
  return { paid: paid.sort((a, b) => a - b), remaining };
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
