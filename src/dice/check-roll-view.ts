// What one roll of a Check shows — its die, every throw with the 1s that bumped it marked, the total — as plain
// data. The roll's own chat template and the Check card both read it, so a throw is drawn the same way everywhere.

export interface RollFacts {
  sizes: readonly number[];
  throws: readonly (readonly number[])[];
  total: number;
  upgraded: boolean;
}

export function checkRollView(roll: RollFacts) {
  const [size] = roll.sizes;
  const same = roll.sizes.every((s) => s === size);
  // A Spark group of two balanced dice reads "2d6"; a single Stat Die "d6" (the book's notation).
  const die = roll.sizes.length === 1 ? `d${size}` : same ? `${roll.sizes.length}d${size}` : roll.sizes.map((s) => `d${s}`).join(" + ");
  return {
    die,
    throws: roll.throws.map((faces, t) => ({
      // A 1 bumped only if the group was thrown again after it (not under Ache/Surprised, not a last throw).
      faces: faces.map((value) => ({ value, bump: value === 1 && t < roll.throws.length - 1 })),
      // Every throw but the last was thrown again because it showed a 1.
      bumped: t < roll.throws.length - 1,
    })),
    total: roll.total,
    upgraded: roll.upgraded,
  };
}

export type CheckRollView = ReturnType<typeof checkRollView>;
