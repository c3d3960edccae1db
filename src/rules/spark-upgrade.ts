// "Upgrade to Spark" after rolling. Book: "Spark Rolls" — roll the first Stat Die as usual, then spend ⊜⊜ to add a
// balanced Stat Die to the roll; "If it bumps, both dice bump as a group."
import {
  assertDieSize,
  faceOf,
  throwGroup,
  throwHidden,
  throwHiddenGroup,
  type DieSize,
  type GroupRoll,
  type HiddenDice,
  type Rng,
} from "./dice";

/**
 * Adds a die of `size` to a finished single-die roll: the added die is thrown once; while a throw bumps, the
 * whole group (the first Stat Die and the added one) is thrown again and added. `hidden`: the added die and every
 * re-throw are d20s read through the table, as the first die's were.
 */
export function upgradeToSpark(
  first: GroupRoll,
  size: DieSize,
  rng: Rng,
  options: { canBump?: boolean; hidden?: HiddenDice | null } = {},
): GroupRoll {
  assertDieSize(size);
  const sizes = [...first.sizes, size];
  const throws = first.throws.map((t) => [...t]);
  const hidden = options.hidden
    ? { reading: options.hidden.reading, d20s: (first.d20s ?? []).map((t) => t.map((d) => [...d])) }
    : undefined;
  let added: number;
  if (hidden) {
    const thrown = throwHidden(size, rng, hidden.reading);
    added = thrown.value;
    hidden.d20s.push([thrown.d20s]);
  } else added = faceOf(size, rng());
  throws.push([added]);
  const total = first.total + added;
  // The added die bumped: from here the pair is one group, thrown by the same bump loop as any roll.
  if ((options.canBump ?? true) && added === 1)
    return hidden
      ? throwHiddenGroup(sizes, rng, true, throws, total, hidden)
      : throwGroup(sizes, rng, true, throws, total);
  return { sizes, throws, total, bumps: throws.length - 1, ...(hidden ? { d20s: hidden.d20s } : {}) };
}
