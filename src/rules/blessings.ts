// Blessings: gaining (a 1 grants another), the book's cost notation, and paying costs from a pool.
// Book: "Blessings", "Blessing Notation", Condition "Cursed".
import { faceOf, type Rng } from "./dice";
import { refuse } from "./errors";
import { assertCostSize, COST_LIMITS, formatCost, parseCost, type BlessingCost } from "./cost-notation";
export { COST_LIMITS, formatCost, parseCost, type BlessingCost };

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
 * Never mutates the pool; a cost beyond COST_LIMITS is refused ("cost-too-large"). A dynamic programme over the pool's
 * distinct values (at most six), smallest first. Its state is how many same-worth groups of each size are still
 * unpaid and how many "at least" requirements are paid. At each value it tries every way to fill groups with it; what
 * is left of that value then pays as many unlocked requirements as it can — a value pays a requirement only when its
 * worth reaches it, every later value is dearer and reaches it too, and what is left now cannot be used later, so
 * paying them now is never worse. Work: six values × (group shapes × requirements) × group shapes, where group
 * shapes multiply the counts of each size (plus one): within COST_LIMITS at most 50 for one size, 36 for mixed ones.
 */
export function payCost(
  pool: readonly number[],
  cost: BlessingCost,
  options: { cursed?: boolean } = {},
): { paid: number[]; remaining: number[] } | null {
  assertCostSize(cost);
  // Only how many requirements a value can pay counts (a filter), so their order does not; a pool too small for the
  // cost simply finds no state that pays it.
  const needs = cost.atLeast;
  const counts = new Map<number, number>();
  for (const v of pool) counts.set(v, (counts.get(v) ?? 0) + 1);
  const values = [...counts.keys()].sort((a, b) => a - b);
  const sizes = [...new Set(cost.same)]; // any order: a mixed radix
  const groups = sizes.map((s) => cost.same.filter((n) => n === s).length);
  // A shape is how many groups of each size are left, in mixed radix; the requirements paid count in multiples of
  // `shapes`. A fill is how many groups of each size one value fills: it fits a shape that has them all left.
  const stride = groups.map((_, i) => groups.slice(0, i).reduce((a, g) => a * (g + 1), 1));
  const shapes = groups.reduce((a, g) => a * (g + 1), 1);
  const digit = (shape: number, i: number) => Math.floor(shape / stride[i]!) % (groups[i]! + 1);
  const spentBy = Array.from({ length: shapes }, (_, f) => sizes.reduce((a, size, i) => a + digit(f, i) * size, 0));
  const fits = Array.from({ length: shapes }, (_, shape) =>
    // Stryker disable next-line ArrayDeclaration: a junk fill indexes no state (NaN) and is never taken
    spentBy.flatMap((_, f) => (sizes.every((_, i) => digit(f, i) <= digit(shape, i)) ? [f] : [])),
  );
  const total = shapes * (needs.length + 1);
  const goal = needs.length * shapes;
  let best = new Float64Array(total).fill(Infinity);
  best[shapes - 1] = 0;
  /** Per value: for each state reached, the state it came from and the Blessings of this value used. */
  const trail: { from: Int32Array; used: Int32Array }[] = [];
  for (const value of values) {
    const have = counts.get(value)!;
    const worth = worthOf(value, options.cursed);
    const unlocked = needs.filter((n) => n <= worth).length;
    const next = new Float64Array(total).fill(Infinity);
    const from = new Int32Array(total); // read only for states reached
    const used = new Int32Array(total);
    // Stryker disable next-line EqualityOperator: one state past the end is undefined, its sum NaN, and never taken
    for (let state = 0; state < total; state++) {
      const before = best[state]!;
      const shape = state % shapes;
      const paid = (state - shape) / shapes;
      for (const f of fits[shape]!) {
        const spent = spentBy[f]!;
        if (spent > have) continue;
        // What is left of this value pays every unlocked requirement it can.
        const t = Math.min(have - spent, unlocked - paid);
        const at = shape - f + (paid + t) * shapes;
        const sum = before + value * (spent + t);
        // Stryker disable next-line EqualityOperator: ties are payments of the same least sum; either is the book's
        if (sum < next[at]!) {
          next[at] = sum;
          from[at] = state;
          used[at] = spent + t;
        }
      }
    }
    best = next;
    trail.push({ from, used });
  }
  if (best[goal] === Infinity) return null;
  const paid: number[] = [];
  const owed = new Map<number, number>();
  for (let i = values.length - 1, state = goal; i >= 0; i--) {
    const n = trail[i]!.used[state]!;
    for (let k = 0; k < n; k++) paid.push(values[i]!);
    owed.set(values[i]!, n);
    state = trail[i]!.from[state]!;
  }
  // One pass, keeping the pool's order: the first Blessings of each paid value go.
  const remaining = pool.filter((v) => {
    const n = owed.get(v);
    if (!n) return true;
    owed.set(v, n - 1);
    return false;
  });
  return { paid: paid.sort((a, b) => a - b), remaining };
}

/** Does paying exactly these Blessings meet the cost? (For payments chosen by a player.) */
export function costMet(
  cost: string | BlessingCost,
  values: readonly number[],
  options: { cursed?: boolean } = {},
): boolean {
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
