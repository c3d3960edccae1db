// "Upgrade to Spark" after rolling. Book: "Spark Rolls" — roll the first Stat Die as usual, then spend ⊜⊜ to add a
// balanced Stat Die to the roll; "If it bumps, both dice bump as a group."
import { assertDieSize, faceOf, throwGroup, type DieSize, type GroupRoll, type Rng } from "./dice";

/**
 * Adds a die of `size` to a finished single-die roll: the added die is thrown once; while a throw bumps, the
 * whole group (the first Stat Die and the added one) is thrown again and added.
 */
export function upgradeToSpark(first: GroupRoll, size: DieSize, rng: Rng, options: { canBump?: boolean } = {}): GroupRoll {
  assertDieSize(size);
  const sizes = [...first.sizes, size];
  const throws = first.throws.map((t) => [...t]);
  const added = faceOf(size, rng());
  throws.push([added]);
  const total = first.total + added;
  // The added die bumped: from here the pair is one group, thrown by the same bump loop as any roll.
  if ((options.canBump ?? true) && added === 1) return throwGroup(sizes, rng, true, throws, total);
  return { sizes, throws, total, bumps: throws.length - 1 };
}
