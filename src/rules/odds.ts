// Exact odds of each tier for a Check, for the roll dialog's live odds bar.
// Bumping is an infinite series: the total is N + B*N + B*B*N + … (B: a throw that bumps, N: one that does not),
// summed until the remaining tail is below 1e-15. Nothing is sampled.
import { boostRoll, checkOutcome, helpBonus, type Difficulty } from "./check";
import { assertDieSize, type DieSize } from "./dice";
import { DEFAULT_EDITION, edition as editionOf, type EditionId } from "./editions";
import { TIERS, tierOf, type Tier } from "./tiers";

export interface OddsSpec {
  /** The group of the first (or only) roll: one Stat Die, or a Sparked pair. */
  sizes: readonly DieSize[];
  /** For Hard/Complex Checks, each roll's group; defaults to `sizes` then single dice of its first Stat. */
  rolls?: readonly (readonly DieSize[])[];
  /** Number of rolls of a Complex Check (default 3); Hard is 2. */
  complexRolls?: number;
  canBump?: boolean;
  modifier?: number;
  difficulty?: Difficulty;
  aptitude?: boolean;
  exceptional?: boolean;
  /** Index of the Sparked roll and whether its Stat is Ignited/Overcharged. */
  spark?: number | null;
  boosted?: boolean;
  help?: readonly number[];
  edition?: EditionId;
}

const TAIL = 1e-15;

/** Distribution of one throw of the group, split into throws that bump (any 1) and throws that do not. */
function throwDistributions(sizes: readonly DieSize[], cap: number): { bump: Float64Array; rest: Float64Array } {
  let all = new Float64Array(cap + 1);
  let rest = new Float64Array(cap + 1);
  all[0] = 1;
  rest[0] = 1;
  for (const size of sizes) {
    const nextAll = new Float64Array(cap + 1);
    const nextRest = new Float64Array(cap + 1);
    for (let v = 0; v <= cap; v++) {
      if (all[v]) for (let f = 1; f <= size; f++) nextAll[Math.min(cap, v + f)]! += all[v]! / size;
      if (rest[v]) for (let f = 2; f <= size; f++) nextRest[Math.min(cap, v + f)]! += rest[v]! / size;
    }
    all = nextAll;
    rest = nextRest;
  }
  const bump = all.map((p, i) => p - rest[i]!);
  return { bump, rest };
}

/** P(total = v) for v < cap, and P(total ≥ cap) at index cap. */
export function groupDistribution(sizes: readonly DieSize[], canBump: boolean, cap: number): Float64Array {
  sizes.forEach(assertDieSize);
  const { bump, rest } = throwDistributions(sizes, cap);
  if (!canBump) return bump.map((p, i) => p + rest[i]!);
  const total = new Float64Array(cap + 1);
  let term: Float64Array = rest; // k bumping throws, then one that stops
  for (let k = 0; k < 10_000; k++) {
    let mass = 0;
    for (let v = 0; v <= cap; v++) {
      total[v]! += term[v]!;
      mass += term[v]!;
    }
    if (mass < TAIL) break;
    const next = new Float64Array(cap + 1);
    for (let a = 0; a <= cap; a++) {
      if (!bump[a]) continue;
      for (let b = 0; b <= cap; b++) if (term[b]) next[Math.min(cap, a + b)]! += bump[a]! * term[b]!;
    }
    term = next;
  }
  return total;
}

/** The exact probability of each tier of the Check; sums to 1 within 1e-12. */
export function tierOdds(spec: OddsSpec): Record<Tier, number> {
  const ed = editionOf(spec.edition ?? DEFAULT_EDITION);
  const difficulty = spec.difficulty ?? "normal";
  const modifier = spec.modifier ?? 0;
  const helpTotal = (spec.help ?? []).reduce((sum, w) => sum + helpBonus(w), 0);
  const count = difficulty === "hard" ? 2 : difficulty === "complex" ? Math.max(2, spec.complexRolls ?? 3) : 1;
  const groups = spec.rolls ?? Array.from({ length: count }, (_, i) => (i === 0 ? spec.sizes : [spec.sizes[0]!]));
  // Raw totals at or above the cap are Maximum Successes whatever else applies, so they can share one bucket.
  const cap = Math.max(20, 20 - modifier);
  const dists = groups.map((g) => groupDistribution(g, spec.canBump ?? true, cap));

  const finalTier = (raw: number, roll: number, help: number) => {
    const ctx = { edition: ed, easy: difficulty === "easy", aptitude: !!spec.aptitude, exceptional: !!spec.exceptional, boosted: spec.spark === roll && !!spec.boosted };
    return tierOf(boostRoll(raw + modifier + help, ctx).value);
  };

  // Walk the rolls keeping the lowest one apart (it receives the Help) and a summary of the others.
  type State = { min: number; minRoll: number; failures: number; lowest: number; p: number };
  let states = new Map<string, State>([["start", { min: Infinity, minRoll: -1, failures: 0, lowest: TIERS.length, p: 1 }]]);
  const classify = (s: State, raw: number, roll: number) => {
    const t = TIERS.indexOf(finalTier(raw, roll, 0));
    return t === 0 ? { ...s, failures: s.failures + 1 } : { ...s, lowest: Math.min(s.lowest, t) };
  };
  dists.forEach((dist, roll) => {
    const next = new Map<string, State>();
    for (const s of states.values()) {
      for (let raw = 0; raw <= cap; raw++) {
        const p = dist[raw]!;
        if (!p) continue;
        let n: State;
        if (raw < s.min) n = { ...(s.minRoll < 0 ? s : classify(s, s.min, s.minRoll)), min: raw, minRoll: roll };
        else n = classify(s, raw, roll);
        n.p = s.p * p;
        const key = `${n.min}|${n.minRoll}|${n.failures}|${n.lowest}`;
        const prev = next.get(key);
        if (prev) prev.p += n.p;
        else next.set(key, n);
      }
    }
    states = next;
  });

  const odds = Object.fromEntries(TIERS.map((t) => [t, 0])) as Record<Tier, number>;
  for (const s of states.values()) {
    const t = TIERS.indexOf(finalTier(s.min, s.minRoll, helpTotal));
    const failures = s.failures + (t === 0 ? 1 : 0);
    const lowest = t === 0 ? s.lowest : Math.min(s.lowest, t);
    const outcome = checkOutcome({ rolls: groups.length, failures, lowestSuccess: lowest < TIERS.length ? TIERS[lowest]! : null }, difficulty, ed);
    odds[outcome.tier] += s.p;
  }
  return odds;
}
