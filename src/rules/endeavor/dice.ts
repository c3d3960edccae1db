/**
 * Where an Endeavor's randomness comes from: values supplied on the command by the Foundry dice layer, or the
 * injected Rng through the core rules' rollGroup / gainBlessings. Never Math.random.
 */
import { gainBlessings } from "../blessings";
import type { CheckSpec } from "../check-spec";
import { faceOf, rollGroup, type DieSize, type GroupRoll, type Rng } from "../dice";
import { refuse } from "./errors";

export class Dice {
  /** `inspect`: shown each Check's spec before its dice are thrown (previewCheck stops there, rolling nothing). */
  constructor(private readonly rng: Rng | undefined, private readonly inspect?: (spec: CheckSpec) => void) {}

  /** A Check is about to be rolled with this spec. */
  check(spec: CheckSpec): void {
    this.inspect?.(spec);
  }

  private need(): Rng {
    if (!this.rng) refuse("endeavor-bad-roll", "This command needs dice results or an Rng to roll them.");
    return this.rng;
  }

  /** One roll of a group (a Stat Die, or a Sparked pair), rolled `extra` more times keeping the best: Horde
   *  ("each time you roll, roll an additional time and ignore the lowest value") and Imposing (the first roll) each
   *  add one. Reading: both at once roll twice more, keeping the best of three. */
  total(sizes: DieSize[], extra: boolean | number, canBump = true): number {
    return this.group(sizes, extra, canBump).total;
  }

  /** The same roll with its throws (the kept group; on a tie the earlier one), for the chat card. `canBump: false`:
   *  an Ache on the Stat, Surprised (the core rules' conditionEffects). */
  group(sizes: DieSize[], extra: boolean | number, canBump = true): GroupRoll {
    const rng = this.need();
    let best = rollGroup(sizes, rng, { canBump });
    for (let i = Number(extra); i > 0; i -= 1) {
      const again = rollGroup(sizes, rng, { canBump });
      if (again.total > best.total) best = again;
    }
    return best;
  }

  /** Analytical Help's four d6, each thrown alone (they do not bump). */
  analytical(): number[] {
    const rng = this.need();
    return [0, 0, 0, 0].map(() => faceOf(6, rng()));
  }

  /** A uniform pick among `count` choices (Critical's "at random"). */
  pick(count: number): number {
    return Math.min(count - 1, Math.floor(this.need()() * count));
  }

  /** Gain `count` Blessings, each rolled separately (book: "Gain One at a Time"); bumps add Blessings. */
  blessings(count: number): number[] {
    if (count <= 0) return [];
    return gainBlessings(count, this.need());
  }
}

/** Supplied totals must be whole numbers of at least 1 (the smallest die, d2, rolls 1). */
export function checkTotals(totals: readonly number[], count: number): number[] {
  if (totals.length !== count || totals.some((t) => !Number.isInteger(t) || t < 1)) {
    refuse("endeavor-bad-roll", `Expected ${count} roll total(s) of at least 1.`, { count });
  }
  return totals.slice();
}

/** The supplied throws of a roll, if they are that roll's: each throw one face per die, adding up to the total. */
export function groupOf(sizes: DieSize[], throws: number[][], total: number): GroupRoll {
  const ok = Array.isArray(throws) && throws.length > 0
    && throws.every((t) => Array.isArray(t) && t.length === sizes.length && t.every((f, i) => Number.isInteger(f) && f >= 1 && f <= sizes[i]!));
  if (!ok || throws.flat().reduce((s, f) => s + f, 0) !== total) refuse("endeavor-bad-roll", `Those throws do not make a roll of ${total}.`, { count: total });
  return { sizes, throws: throws.map((t) => t.slice()), total, bumps: throws.length - 1 };
}

/** Supplied Blessings must be worth 1–6 and at least `count` of them (bumps add more). */
export function checkBlessings(values: readonly number[], count: number): number[] {
  if (values.length < count || values.some((v) => !Number.isInteger(v) || v < 1 || v > 6)) {
    refuse("endeavor-bad-roll", `Expected at least ${count} Blessing value(s) from 1 to 6.`, { count });
  }
  return values.slice();
}
