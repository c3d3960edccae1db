// What one roll of a Check shows — its die, every throw with the 1s that bumped it marked, the total — as plain
// data. The roll's own chat template and the Check card both read it, so a throw is drawn the same way everywhere.
//
// Hidden Stat Dice (Humanity, Endeavored, "Using d20s"): a roll whose dice were d20s read through the d20 Conversion
// table carries each throw's d20s. Those who may see the dice (the GM and the actor's owners: `reveal`) read each face
// as "d20 14 → d8 6"; everyone else reads the d20 alone ("d20", "14"), never the die size, a value or the total.

export interface RollFacts {
  sizes: readonly number[];
  throws: readonly (readonly number[])[];
  total: number;
  upgraded: boolean;
  /** Hidden Stat Dice: each throw's d20s per die (redone d20s first, the one read last). */
  d20s?: readonly (readonly (readonly number[])[])[];
}

/** The book's notation of a group: a single Stat Die "d6", a Spark pair of equal dice "2d6", else "d6 + d8". */
export function dieNotation(sizes: readonly number[]): string {
  const [size] = sizes;
  const same = sizes.every((s) => s === size);
  return sizes.length === 1 ? `d${size}` : same ? `${sizes.length}d${size}` : sizes.map((s) => `d${s}`).join(" + ");
}

export function checkRollView(roll: RollFacts, { reveal }: { reveal: boolean }) {
  const hidden = !!roll.d20s;
  const shown = !hidden || reveal;
  // A Spark upgrade's die is thrown alone after the first die's throws: the last throw of fewer dice than the group
  // (a roll never upgraded has none: every throw is the whole group). It is the group's last die.
  const added = roll.throws.findLastIndex((t) => t.length < roll.sizes.length);
  const sizeOf = (t: number, i: number) => roll.sizes[t === added ? roll.sizes.length - 1 : i] ?? 0;
  return {
    // A hidden roll reads "d20" to those who may not see its dice (one d20 per die: "2d20" for a Spark pair).
    die: hidden && !reveal ? dieNotation(roll.sizes.map(() => 20)) : dieNotation(roll.sizes),
    hidden,
    throws: roll.throws.map((faces, t) => {
      // Every throw but the last was thrown again because it showed a 1 — but the one a Spark upgrade's die followed:
      // that die was added, not thrown for a 1 (the first die may even have ended on a 1 it could not bump).
      const bumped = t < roll.throws.length - 1 && t !== added - 1;
      return {
        // A 1 bumped only if the group was thrown again after it (not under Ache/Surprised, not a last throw).
        faces: faces.map((value, i) => {
          // Stryker disable next-line OptionalChaining: a hidden roll's d20s hold every one of its throws
          const d20s = roll.d20s?.[t]?.[i];
          const d20 = d20s?.at(-1);
          return {
            // A hidden die's face is its d20 for those who may not see the dice.
            value: d20 !== undefined && !reveal ? d20 : value,
            bump: value === 1 && bumped,
            // Shown in full to those who may: "d20 14 → d8 6" (and the d20s redone before it, if any:
            // all but the last).
            ...(d20 !== undefined && reveal
              ? { reading: { d20, size: sizeOf(t, i), value, redone: d20s!.slice(0, -1).join(", ") } }
              : {}),
          };
        }),
        bumped,
      };
    }),
    // The total of hidden dice would tell their sizes: only those who may see the dice read it.
    total: shown ? roll.total : null,
    upgraded: roll.upgraded,
  };
}

export type CheckRollView = ReturnType<typeof checkRollView>;
