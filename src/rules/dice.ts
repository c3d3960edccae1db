// Stat Dice and bumping. Book: "Stat Dice Bump", "Bumping Dice Groups", "Explicit Dice Grouping Only".
import { refuse } from "./errors";
import { DIE_SIZES, MAX_THROWS, type DieSize } from "./ids";
import { assertDieSize, bumpsAgain, faceOf, isDieSize, xOf, type Rng } from "./stat-dice";
import { throwHidden, type AsteriskReading } from "./d20-conversion";
export { DIE_SIZES, MAX_THROWS, type DieSize, assertDieSize, bumpsAgain, faceOf, isDieSize, xOf, type Rng };


/** mulberry32: small, fast and deterministic, for tests, replays and benchmarks (not for secrets). */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}


export interface GroupRoll {
  sizes: readonly DieSize[];
  throws: number[][];
  total: number;
  bumps: number;
  /** Hidden Stat Dice (d20-conversion.ts): for each throw, each die's d20s (the last read; earlier ones redone), the
   *  values in `throws` being what they read as. Absent for dice thrown as themselves. */
  d20s?: number[][][];
}

/** Hidden Stat Dice: each die is thrown as a d20 and read through the table, asterisks read by `reading`. */
export interface HiddenDice {
  reading: AsteriskReading;
}

// Indexed by size: a table lookup keeps the hot path of rollGroup free of array scans.
const VALID_SIZE: readonly boolean[] = [false, false, true, false, true, false, true, false, true, false, true];

/**
 * The one bump loop. Book: "if any die in the group rolls a 1, roll the whole group again and add it" ("Bumping Dice
 * Groups"). Throws `sizes` as a group, and again while a throw shows a 1 (never past MAX_THROWS throws in all), after
 * the `throws` already made (a Spark upgrade's; null for a fresh roll) whose sum is `total`. `canBump: false` (Ache,
 * Surprised) stops after one throw. Allocation is the cost here, not the arithmetic (bench/rules.ts): a single die,
 * the common case, throws a one-element literal, and a fresh roll's list starts as a literal too.
 */
export function throwGroup(
  sizes: readonly DieSize[], rng: Rng, canBump: boolean, throws: number[][] | null, total: number,
  hidden?: { reading: AsteriskReading; d20s: number[][][] },
): GroupRoll {
  const n = sizes.length;
  for (;;) {
    let faces: number[];
    let again = false;
    if (hidden) {
      // Hidden Stat Dice: each die a d20 read through the table; a converted 1 bumps as any 1 does.
      faces = [];
      const d20s: number[][] = [];
      for (let i = 0; i < n; i++) {
        const thrown = throwHidden(sizes[i]!, rng, hidden.reading);
        faces.push(thrown.value);
        d20s.push(thrown.d20s);
        total += thrown.value;
        if (thrown.value === 1) again = true;
      }
      hidden.d20s.push(d20s);
    } else if (n === 1) {
      const face = faceOf(sizes[0]!, rng());
      faces = [face];
      total += face;
      again = face === 1;
    } else if (n === 2) {
      // A Spark's pair, the next most common: a two-element literal, in the same draw order.
      const a = faceOf(sizes[0]!, rng());
      const b = faceOf(sizes[1]!, rng());
      faces = [a, b];
      total += a + b;
      again = a === 1 || b === 1;
    } else {
      faces = [];
      for (let i = 0; i < n; i++) {
        const face = faceOf(sizes[i]!, rng());
        faces.push(face);
        total += face;
        if (face === 1) again = true;
      }
    }
    if (throws === null) throws = [faces];
    else throws.push(faces);
    if (!canBump || !again || throws.length >= MAX_THROWS) {
      return hidden ? { sizes, throws, total, bumps: throws.length - 1, d20s: hidden.d20s } : { sizes, throws, total, bumps: throws.length - 1 };
    }
  }
}

/** Rolls a group (a single Stat Die is a group of one); `canBump: false` for Ache, Surprised; `hidden`: each die is
 *  thrown as a d20 and read through the d20 Conversion table. `sizes` is the caller's own (read-only) array. */
export function rollGroup(sizes: readonly DieSize[], rng: Rng, options?: { canBump?: boolean; hidden?: HiddenDice | null }): GroupRoll {
  const n = sizes.length;
  if (!n) refuse("check-no-rolls", "A group needs at least one die.");
  // typeof: a string "6" indexes the table too, but is not a die size (assertDieSize refuses it).
  for (let i = 0; i < n; i++) if (typeof sizes[i] !== "number" || !VALID_SIZE[sizes[i]!]) assertDieSize(sizes[i]);
  const hidden = options?.hidden;
  return throwGroup(sizes, rng, options?.canBump !== false, null, 0, hidden ? { reading: hidden.reading, d20s: [] } : undefined);
}

/** The next size up (Session Shop, Step One/Two), capped at d10. */
export function sizeUp(size: DieSize, steps = 1): DieSize {
  const i = DIE_SIZES.indexOf(assertDieSize(size));
  return DIE_SIZES[Math.min(DIE_SIZES.length - 1, i + steps)]!;
}

/** The next size down (Haunted in the Session Shop), floored at d2. */
export function sizeDown(size: DieSize, steps = 1): DieSize {
  const i = DIE_SIZES.indexOf(assertDieSize(size));
  return DIE_SIZES[Math.max(0, i - steps)]!;
}

/**
 * Could these dice have shown these faces? Each die a Stat Die size, each face a whole number from 1 to its size, and
 * the total their sum. (A roll posted from a console can say anything: "a d6 showing 9".)
 */
export function facesPossible(dice: readonly { size: number; faces: readonly number[] }[], total: number): boolean {
  let sum = 0;
  for (const { size, faces } of dice) {
    if (!isDieSize(size)) return false;
    for (const f of faces) {
      if (!Number.isInteger(f) || f < 1 || f > size) return false;
      sum += f;
    }
  }
  return sum === total;
}
