// Exact odds of each outcome for a Check, for the roll dialog's live odds bar.
// Bumping is an infinite series: the total is N + B*N + B*B*N + … (B: a throw that bumps, N: one that does not),
// summed until the remaining tail is below 1e-15 (or summed in closed form once all of it sits at the cap).
// Nothing is sampled.
import { boostRoll, checkOutcome, helpTotal, type Difficulty, type HelpEntry } from "./check";
import { assertDieSize, faceChances, type AsteriskReading, type DieSize } from "./dice";
import { DEFAULT_EDITION, edition as editionOf, type EditionId } from "./editions";
import { OUTCOMES, type CheckOutcome } from "./outcomes";
import { outcomeOf } from "./outcomes";
import { MISCHIEVOUS_MODIFIER } from "./check-reactions";

export interface OddsSpec {
  /** The group of the first (or only) roll: one Stat Die, or a Sparked pair. */
  sizes: readonly DieSize[];
  /** For Hard/Complex Checks, each roll's group; defaults to `sizes` then single dice of its first Stat. */
  rolls?: readonly (readonly DieSize[])[];
  /** Number of rolls of a Complex Check (default 3); Hard is 2. */
  complexRolls?: number;
  canBump?: boolean;
  /** A flat modifier, added to any `modifiers` (Uncool −1, Famous +2, …). */
  modifier?: number;
  modifiers?: readonly { source: string; value: number }[];
  difficulty?: Difficulty;
  aptitude?: boolean;
  exceptional?: boolean;
  /** Index of the Sparked roll and whether its Stat is Ignited/Overcharged. */
  spark?: number | null;
  boosted?: boolean;
  /** Help given to the lowest roll: Blessing worths, or fixed bonuses (Analytical). */
  help?: readonly HelpEntry[];
  /** v0.0.18 situational aid sources a roll may take at once (Ambidextrous: 2). */
  aidSources?: number;
  edition?: EditionId;
  /** Rolls already made, by index (an Endeavor's v0.0.18 position roll is the Check's first roll): raw totals. */
  known?: readonly (number | undefined)[];
  /** How many more times each roll is rolled, keeping the best (Horde, Imposing); default none. */
  best?: readonly number[];
  /** Haunted, while the haunting is present: this die is thrown after each roll and subtracted from it. */
  haunted?: DieSize;
  /** Another character's Mischievous: −3 on each roll's final result. */
  mischievous?: boolean;
  /** Hidden Stat Dice: every Stat Die (Haunted's too) is thrown as a d20 and read through the d20 Conversion table,
   *  its asterisks read this way (dice.ts, Hidden Stat Dice). */
  d20?: AsteriskReading;
}

/** A roll's distribution after a die of `size` is thrown (once, no bump: HAUNTED_CAN_BUMP) and subtracted, shifted up
 *  by `size` so no index is negative (the caller takes `size` off the modifier). The cap stays a cap. */
function subtractDie(d: Float64Array, size: DieSize, cap: number, reading: AsteriskReading | undefined): Float64Array {
  const out = new Float64Array(cap + 1);
  const chance = faceChances(size, reading);
  for (let v = 0; v <= cap; v++) {
    const p = d[v]!;
    // Stryker disable next-line ConditionalExpression: skips a zero chance: adding 0 changes nothing
    if (!p) continue;
    for (let face = 1; face <= size; face++) out[Math.min(cap, v + size - face)]! += p * chance[face]!;
  }
  return out;
}

/** The best of `1 + extra` independent totals of `d`: P(max ≤ v) = P(total ≤ v)^(1 + extra). */
function bestOf(d: Float64Array, extra: number): Float64Array {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the best of one is the distribution itself (the
  // loop rebuilds it, to rounding)
  if (extra <= 0) return d;
  const out = new Float64Array(d.length);
  let below = 0;
  let prev = 0;
  for (let v = 0; v < d.length; v++) {
    below += d[v]!;
    const now = below ** (1 + extra);
    out[v] = now - prev;
    prev = now;
  }
  return out;
}

const TAIL = 1e-15;

/** Distribution of one throw of the group, split into throws that bump (any 1) and throws that do not. Each die's
 *  faces have the chances `faceChances` gives: a real die's, or a hidden die's read through the d20 table. */
function throwDistributions(
  sizes: readonly DieSize[],
  cap: number,
  reading: AsteriskReading | undefined,
): { bump: Float64Array; rest: Float64Array } {
  let all = new Float64Array(cap + 1);
  let rest = new Float64Array(cap + 1);
  all[0] = 1;
  rest[0] = 1;
  for (const size of sizes) {
    const nextAll = new Float64Array(cap + 1);
    const nextRest = new Float64Array(cap + 1);
    const chance = faceChances(size, reading);
    for (let v = 0; v <= cap; v++) {
      const a = all[v]!;
      const r = rest[v]!;
      // Stryker disable next-line ConditionalExpression: skips a zero chance: adding 0 changes nothing
      if (a !== 0) {
        for (let f = 1; f <= size; f++) nextAll[Math.min(cap, v + f)]! += a * chance[f]!;
      }
      // Stryker disable next-line ConditionalExpression: skips a zero chance: adding 0 changes nothing
      if (r !== 0) {
        for (let f = 2; f <= size; f++) nextRest[Math.min(cap, v + f)]! += r * chance[f]!;
      }
    }
    all = nextAll;
    rest = nextRest;
  }
  const bump = new Float64Array(cap + 1);
  for (let v = 0; v <= cap; v++) bump[v] = Math.max(0, all[v]! - rest[v]!);
  return { bump, rest };
}

/** P(total = v) for v < cap, and P(total ≥ cap) at index cap; `d20`: the dice are hidden, read with that reading. */
export function groupDistribution(
  sizes: readonly DieSize[],
  canBump: boolean,
  cap: number,
  d20?: AsteriskReading,
): Float64Array {
  sizes.forEach(assertDieSize);
  const { bump, rest } = throwDistributions(sizes, cap, d20);
  if (!canBump) return bump.map((p, i) => p + rest[i]!);
  let pBump = 0;
  for (let v = 0; v <= cap; v++) pBump += bump[v]!;
  const total = new Float64Array(cap + 1);
  let term: Float64Array = rest; // k bumping throws, then one that stops
  // Stryker disable next-line EqualityOperator,UpdateOperator: a bound never reached (the tail falls below 1e-15 first)
  for (let k = 0; k < 100_000; k++) {
    let mass = 0;
    for (let v = 0; v <= cap; v++) {
      total[v]! += term[v]!;
      mass += term[v]!;
    }
    // Stryker disable next-line EqualityOperator: a tail of exactly 1e-15 is as negligible as a smaller one
    // Stryker disable next-line ConditionalExpression: stops at a negligible tail; going on adds less than 1e-15 a
    // total
    if (mass < TAIL) break;
    // Every later term sits at the cap too: add the geometric rest in closed form.
    // Stryker disable next-line EqualityOperator,ArithmeticOperator: a shortcut; without it the loop adds the same
    // geometric rest term by term
    if (term[cap]! >= mass * (1 - 1e-15)) {
      total[cap]! += (mass * pBump) / (1 - pBump);
      break;
    }
    const next = new Float64Array(cap + 1);
    for (let a = 0; a <= cap; a++) {
      const pa = bump[a]!;
      // Stryker disable next-line ConditionalExpression: skips a zero chance: adding 0 changes nothing
      if (!pa) continue;
      for (let b = 0; a + b <= cap; b++) next[a + b]! += pa * term[b]!;
      for (let b = cap - a + 1; b <= cap; b++) next[cap]! += pa * term[b]!;
    }
    term = next;
  }
  return total;
}

const NONE = OUTCOMES.length; // "no successful roll yet" in the lowest-success slot

/** The exact probability of each outcome of the Check; sums to 1 within 1e-12. */
export function outcomeOdds(spec: OddsSpec): Record<CheckOutcome, number> {
  const ed = editionOf(spec.edition ?? DEFAULT_EDITION);
  // Stryker disable next-line StringLiteral: only Easy, Hard and Complex are told apart below; any other reads as
  // Normal
  const difficulty = spec.difficulty ?? "normal";
  // Haunted: each roll's distribution is shifted up by the die's size (subtractDie), the modifier down by as much.
  const haunted = spec.haunted;
  if (haunted !== undefined) assertDieSize(haunted);
  const modifier = (spec.modifier ?? 0) + (spec.modifiers ?? []).reduce((sum, m) => sum + m.value, 0) - (haunted ?? 0);
  // Stryker disable next-line ArrayDeclaration: no Help: a stand-in list's entries have no worth and add nothing
  const help = helpTotal(spec.help ?? []);
  // How many rolls are thrown when they are not given (spec.rolls): a Hard Check's two.
  const count = difficulty === "hard" ? 2 : difficulty === "complex" ? Math.max(2, spec.complexRolls ?? 3) : 1;
  const groups = spec.rolls ?? Array.from({ length: count }, (_, i) => (i === 0 ? spec.sizes : [spec.sizes[0]!]));
  const n = groups.length;
  // Raw totals at or above the cap are Maximum Successes whatever else applies, so they share one bucket. Mischievous's
  // −3 comes after everything else and lowers every total, so it raises the cap too (or a distracted 20–22 would hide
  // the Maximum Successes above it).
  const cap = Math.max(20, 20 - modifier - (spec.mischievous ? MISCHIEVOUS_MODIFIER : 0));
  const byKey = new Map<string, Float64Array>();
  const raw = groups.map((g, i) => {
    const known = spec.known?.[i];
    if (known !== undefined) {
      const point = new Float64Array(cap + 1);
      point[Math.max(0, Math.min(cap, Math.floor(known)))] = 1;
      return point;
    }
    const extra = spec.best?.[i] ?? 0;
    // Stryker disable next-line StringLiteral: die sizes (4, 6, 8, 10, 12, 20) joined with no separator still name one
    // list each
    const key = `${g.join(",")}|${extra}`;
    let d = byKey.get(key);
    // Stryker disable next-line ConditionalExpression: the cache; computing again gives the same distribution
    if (!d) byKey.set(key, (d = bestOf(groupDistribution(g, spec.canBump ?? true, cap, spec.d20), extra)));
    return d;
  });
  const dists = haunted ? raw.map((d) => subtractDie(d, haunted, cap, spec.d20)) : raw;

  // The outcome index of each roll at each raw total: unhelped, and with all the Help (it goes to the lowest roll).
  const outcomeAt = (roll: number, value: number) => {
    const ctx = {
      edition: ed,
      easy: difficulty === "easy",
      aptitude: !!spec.aptitude,
      exceptional: !!spec.exceptional,
      boosted: spec.spark === roll && !!spec.boosted,
      aidSources: spec.aidSources,
    };
    return OUTCOMES.indexOf(outcomeOf(boostRoll(value, ctx).value + (spec.mischievous ? MISCHIEVOUS_MODIFIER : 0)));
  };
  const plain = groups.map((_, i) => Int8Array.from({ length: cap + 1 }, (_, v) => outcomeAt(i, v + modifier)));
  // Stryker disable ConditionalExpression: no Help: the helped table is the plain one (and is read only with
  // Help)
  const helped = help
    ? groups.map((_, i) => Int8Array.from({ length: cap + 1 }, (_, v) => outcomeAt(i, v + modifier + help)))
    : plain;
  // Stryker restore ConditionalExpression

  // suffix[i][c * (cap + 2) + v] = P(roll i ≥ v and reads as outcome c unhelped).
  const W = cap + 2;
  const suffix = dists.map((d, i) => {
    const s = new Float64Array(OUTCOMES.length * W);
    for (let v = cap; v >= 0; v--) {
      // Stryker disable next-line EqualityOperator: one past the end of a Float64Array: the write is dropped
      for (let c = 0; c < OUTCOMES.length; c++) s[c * W + v] = s[c * W + v + 1]!;
      s[plain[i]![v]! * W + v]! += d[v]!;
    }
    return s;
  });

  // Outcome states: failures (0..n) × lowest successful outcome (1..4, or NONE).
  const S = NONE + 1;
  const final = new Float64Array((n + 1) * S);
  let cur = new Float64Array((n + 1) * S);
  let nxt = new Float64Array((n + 1) * S);
  const fold = (probs: (c: number) => number) => {
    nxt.fill(0);
    // Stryker disable next-line EqualityOperator: before the last roll is folded no state has n failures
    for (let f = 0; f <= n; f++) {
      for (let low = 1; low <= NONE; low++) {
        const p = cur[f * S + low]!;
        // Stryker disable next-line ConditionalExpression: skips a zero chance: adding 0 changes nothing
        if (!p) continue;
        const q0 = probs(0);
        // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: skips a zero chance: adding
        // 0 changes nothing; and a failure past the n-th would land past the array, where a Float64Array drops writes
        if (q0 && f < n) nxt[(f + 1) * S + low]! += p * q0;
        // Stryker disable next-line EqualityOperator: one past the outcomes reads past the suffix table: undefined,
        // skipped
        for (let c = 1; c < OUTCOMES.length; c++) {
          const q = probs(c);
          // Stryker disable next-line ConditionalExpression: skips a zero chance: adding 0 changes nothing
          if (q) nxt[f * S + Math.min(low, c)]! += p * q;
        }
      }
    }
    [cur, nxt] = [nxt, cur];
  };

  // Stryker disable next-line ConditionalExpression: the Help path with no Help reads the same odds (slower)
  if (!help) {
    // No Help: the rolls are independent; fold each roll's outcome distribution.
    cur.fill(0);
    cur[NONE] = 1;
    for (let i = 0; i < n; i++) fold((c) => suffix[i]![c * W]!);
    // Stryker disable next-line EqualityOperator: one past the end of a Float64Array: read undefined, the write dropped
    for (let k = 0; k < cur.length; k++) final[k]! += cur[k]!;
  } else {
    // Help goes to the lowest roll (ties: the first). For each roll j and total v where j is that roll, the others
    // are above v (earlier rolls) or at least v (later rolls), each read unhelped.
    for (let j = 0; j < n; j++) {
      for (let v = 0; v <= cap; v++) {
        const p = dists[j]![v]!;
        // Stryker disable next-line ConditionalExpression: skips a zero chance: adding 0 changes nothing
        if (!p) continue;
        const c = helped[j]![v]!;
        cur.fill(0);
        if (c === 0) cur[S + NONE] = p;
        else cur[c] = p;
        for (let i = 0; i < n; i++) {
          if (i === j) continue;
          // Stryker disable next-line EqualityOperator: i is never j here
          const from = i < j ? v + 1 : v;
          fold((t) => suffix[i]![t * W + from]!);
        }
        // Stryker disable next-line EqualityOperator: one past the end of a Float64Array: read undefined, the write
        // dropped
        for (let k = 0; k < cur.length; k++) final[k]! += cur[k]!;
      }
    }
  }

  const odds = Object.fromEntries(OUTCOMES.map((t) => [t, 0])) as Record<CheckOutcome, number>;
  for (let f = 0; f <= n; f++) {
    for (let low = 1; low <= NONE; low++) {
      const p = final[f * S + low]!;
      // Stryker disable next-line ConditionalExpression: skips a zero chance: adding 0 changes nothing
      if (!p) continue;
      // Stryker disable ConditionalExpression,EqualityOperator: OUTCOMES[NONE] is undefined, read as no
      // success like null
      const outcome = checkOutcome(
        { rolls: n, failures: f, lowestSuccess: low < NONE ? OUTCOMES[low]! : null },
        difficulty,
        ed,
      );
      // Stryker restore ConditionalExpression,EqualityOperator
      odds[outcome.outcome] += p;
    }
  }
  return odds;
}
