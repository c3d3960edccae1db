// What a Stat Die is: a size, a bump on a 1, X for an Action Die, and which Stats are balanced. Apart from dice.ts
// and stats.ts (which re-export these) because data models and the dice terms need them at init: see ids.ts.
import { refuse } from "./errors";
import { DIE_SIZES, type DieSize } from "./ids";

/** A uniform random source in [0, 1). The only randomness the rules know. */
export type Rng = () => number;

/** One die: a d2 reads 1 or 2 with equal chance, like any die read odd/even (book: Stat Dice Notation). */
export const faceOf = (size: number, u: number): number => Math.min(size, Math.floor(u * size) + 1);

export const isDieSize = (value: unknown): value is DieSize => (DIE_SIZES as readonly unknown[]).includes(value);

export function assertDieSize(value: unknown): DieSize {
  if (!isDieSize(value))
    refuse("die-size", `A Stat Die is a d2, d4, d6, d8 or d10, not ${String(value)}.`, { size: String(value) });
  return value;
}

/** A throw bumps when any die of the group shows 1: the whole group is thrown again and added. */
export const bumpsAgain = (faces: readonly number[]): boolean => faces.includes(1);

/** X for an Action Die: one fourth of its largest number, rounded up (book: Endeavors, "X"). */
export const xOf = (size: DieSize): number => Math.ceil(assertDieSize(size) / 4);

/** Stats grouped by die size, largest first. Stats in a group of two or more are balanced. */
export function balancedGroups(dice: Readonly<Record<string, number>>): { size: DieSize; stats: string[] }[] {
  const bySize = new Map<DieSize, string[]>();
  for (const [stat, size] of Object.entries(dice)) {
    const s = assertDieSize(size);
    bySize.set(s, [...(bySize.get(s) ?? []), stat]);
  }
  return [...bySize.entries()].sort(([a], [b]) => b - a).map(([size, stats]) => ({ size, stats }));
}
