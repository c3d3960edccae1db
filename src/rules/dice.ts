// Stat Dice and bumping. Book: "Stat Dice Bump", "Bumping Dice Groups", "Explicit Dice Grouping Only".
import { refuse } from "./errors";
import { ASTERISK_READINGS, DIE_SIZES, MAX_THROWS, type AsteriskReading, type DieSize } from "./ids";
import { assertDieSize, bumpsAgain, faceOf, isDieSize, xOf, type Rng } from "./stat-dice";
export { DIE_SIZES, MAX_THROWS, type DieSize, assertDieSize, bumpsAgain, faceOf, isDieSize, xOf, type Rng };
export { ASTERISK_READINGS, type AsteriskReading };
/** The asterisks' reading a world starts with: the table's value. */
export const DEFAULT_ASTERISK_READING: AsteriskReading = "table";

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
  /** Hidden Stat Dice (below): for each throw, each die's d20s (the last read; earlier ones redone), the
   *  values in `throws` being what they read as. Absent for dice thrown as themselves. */
  d20s?: number[][][];
}

/** Hidden Stat Dice: each die is thrown as a d20 and read through the table, asterisks read by `reading`. */
export interface HiddenDice {
  reading: AsteriskReading;
}

// Indexed by size: a table lookup keeps the hot path of rollGroup free of array scans.
const VALID_SIZE: readonly boolean[] = [false, false, true, false, true, false, true, false, true, false, true];

/** When a group stops being thrown: it may not bump (Ache, Surprised), no die showed a 1, or MAX_THROWS are made. */
const stops = (canBump: boolean, again: boolean, thrown: number): boolean => !canBump || !again || thrown >= MAX_THROWS;

/**
 * The one bump loop. Book: "if any die in the group rolls a 1, roll the whole group again and add it" ("Bumping Dice
 * Groups"). Throws `sizes` as a group, and again while a throw shows a 1 (never past MAX_THROWS throws in all), after
 * the `throws` already made (a Spark upgrade's; null for a fresh roll) whose sum is `total`. `canBump: false` (Ache,
 * Surprised) stops after one throw. Allocation is the cost here, not the arithmetic (bench/rules.ts): a single die,
 * the common case, throws a one-element literal, and a fresh roll's list starts as a literal too. Hidden Stat Dice
 * take throwHiddenGroup, the same loop over d20s: kept apart, so the plain loop stays fast (bench).
 */
export function throwGroup(
  sizes: readonly DieSize[],
  rng: Rng,
  canBump: boolean,
  throws: number[][] | null,
  total: number,
): GroupRoll {
  const n = sizes.length;
  for (;;) {
    let faces: number[];
    let again = false;
    // Stryker disable ConditionalExpression: fast paths; the general loop below throws the same faces
    if (n === 1) {
      const face = faceOf(sizes[0]!, rng());
      faces = [face];
      total += face;
      again = face === 1;
    } else if (n === 2) {
      // Stryker restore ConditionalExpression
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
    if (stops(canBump, again, throws.length)) return { sizes, throws, total, bumps: throws.length - 1 };
  }
}

/** throwGroup for Hidden Stat Dice: each die a d20 read through the table; a converted 1 bumps as any 1 does. */
export function throwHiddenGroup(
  sizes: readonly DieSize[],
  rng: Rng,
  canBump: boolean,
  throws: number[][] | null,
  total: number,
  hidden: { reading: AsteriskReading; d20s: number[][][] },
): GroupRoll {
  for (;;) {
    const faces: number[] = [];
    const d20s: number[][] = [];
    let again = false;
    for (const size of sizes) {
      const thrown = throwHidden(size, rng, hidden.reading);
      faces.push(thrown.value);
      d20s.push(thrown.d20s);
      total += thrown.value;
      if (thrown.value === 1) again = true;
    }
    hidden.d20s.push(d20s);
    if (throws === null) throws = [faces];
    else throws.push(faces);
    if (stops(canBump, again, throws.length))
      return { sizes, throws, total, bumps: throws.length - 1, d20s: hidden.d20s };
  }
}

/** Rolls a group (a single Stat Die is a group of one); `canBump: false` for Ache, Surprised; `hidden`: each die is
 *  thrown as a d20 and read through the d20 Conversion table. `sizes` is the caller's own (read-only) array. */
export function rollGroup(
  sizes: readonly DieSize[],
  rng: Rng,
  options?: { canBump?: boolean; hidden?: HiddenDice | null },
): GroupRoll {
  const n = sizes.length;
  if (!n) refuse("check-no-rolls", "A group needs at least one die.");
  // typeof: a string "6" indexes the table too, but is not a die size (assertDieSize refuses it).
  // Stryker disable next-line ConditionalExpression,StringLiteral: a quick look before asserting; asserting each die
  // answers alike
  for (let i = 0; i < n; i++) if (typeof sizes[i] !== "number" || !VALID_SIZE[sizes[i]!]) assertDieSize(sizes[i]);
  const canBump = options?.canBump !== false;
  const hidden = options?.hidden;
  return hidden
    ? throwHiddenGroup(sizes, rng, canBump, null, 0, { reading: hidden.reading, d20s: [] })
    : throwGroup(sizes, rng, canBump, null, 0);
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

// ———— Hidden Stat Dice ————
// Kept in this file, not one of its own: the build hoisted a separate module, reached by the lazy chunks along
// several paths, into the always-loaded bundle every player downloads.
// Hidden Stat Dice. Book (Humanity, Endeavored, "Tips and Tricks › Using d20s"): "you may use the d20 Conversion
// table below to approximate this game's dice … Note how d20 values are converted for the d6 and d8, which allow it
// to behave within about 5% of those dice." A Stat Die of size d4–d10 is thrown as a d20 and read through the table.
//
// Readings the table leaves to us:
// - A d20 of 1–4 reads as itself for every size: the table starts at 5, and each row's runs (5–8 on the d8, 5–6 on
//   the d6, 5–10 on the d10) continue a 1, 2, 3, 4 that can only be the d20's own 1–4.
// - The table has no d2 row. A d20 read as a d2 reads odd as 1 and even as 2: the core book's own d2 ("treating any
//   odd number as 1 and any even number as 2", Stat Dice Notation). It is exactly a d2, and 1–2 read as themselves.
// - "* Or redo the roll": the asterisked cells read the table's value, or (a world setting) throw that d20 again.
export const isAsteriskReading = (value: unknown): value is AsteriskReading =>
  (ASTERISK_READINGS as readonly unknown[]).includes(value);

/** One cell of the table: the Stat Die's value, and whether the book marks it "* Or redo the roll". */
export interface D20Cell {
  value: number;
  redo: boolean;
}

// Each row is the d20's 1 to 20, as the book prints it (1–4 and the d2 row are our readings above).
const ROWS: Record<DieSize, string> = {
  2: "1 2 1 2 1 2 1 2 1 2 1 2 1 2 1 2 1 2 1 2",
  4: "1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4 1 2 3 4",
  6: "1 2 3 4 5 6 1 2 3 4 5 6 1 2 3 4 5 6 5* 1*",
  8: "1 2 3 4 5 6 7 8 1 2 3 4 5 6 7 8 1* 3* 5* 1*",
  10: "1 2 3 4 5 6 7 8 9 10 1 2 3 4 5 6 7 8 9 10",
};

/** The d20 Conversion table: for each Stat Die size, the cell each d20 face (index 0 = a d20 of 1) reads as. */
const cells = (row: string): readonly D20Cell[] =>
  row.split(" ").map((c) => ({ value: parseInt(c, 10), redo: c.endsWith("*") }));
/** The rows, read on first use (no work at load). */
let table: Readonly<Record<DieSize, readonly D20Cell[]>> | null = null;
export const d20Table = (): Readonly<Record<DieSize, readonly D20Cell[]>> =>
  (table ??= { 2: cells(ROWS[2]), 4: cells(ROWS[4]), 6: cells(ROWS[6]), 8: cells(ROWS[8]), 10: cells(ROWS[10]) });

export const D20 = 20;

/** The cell a d20 showing `d20` reads as for a Stat Die of `size`. */
export function d20Cell(size: DieSize, d20: number): D20Cell {
  const cell = d20Table()[assertDieSize(size)][d20 - 1];
  if (!cell) throw new RangeError(`A d20 shows 1 to 20, not ${d20}.`);
  return cell;
}

/** One Stat Die thrown as a d20: every d20 thrown (more than one only when "redo" throws an asterisked one again; the
 *  last is read) and the value it reads as. */
export interface HiddenThrow {
  d20s: number[];
  value: number;
}

/** Throws one hidden Stat Die of `size` on `rng`: a d20 read through the table, thrown again on an asterisk under
 *  "redo" (never more than MAX_THROWS d20s: a guard, as for bumps). */
export function throwHidden(size: DieSize, rng: Rng, reading: AsteriskReading): HiddenThrow {
  const d20s: number[] = [];
  for (;;) {
    const d20 = faceOf(D20, rng());
    d20s.push(d20);
    const cell = d20Cell(size, d20);
    if (!cell.redo || reading === "table" || d20s.length >= MAX_THROWS) return { d20s, value: cell.value };
  }
}

/** The value these d20s read as (the last is the one read; the others were redone), or null if they are not a
 *  possible hidden throw of `size` under `reading` (a d20 off the die, a redo under "table", an unredone asterisk). */
export function readHidden(size: DieSize, d20s: readonly number[], reading: AsteriskReading): number | null {
  if (!d20s.length) return null;
  for (let i = 0; i < d20s.length; i++) {
    const d20 = d20s[i]!;
    if (!Number.isInteger(d20) || d20 < 1 || d20 > D20) return null;
    const last = i === d20s.length - 1;
    const redo = reading === "redo" && d20Cell(size, d20).redo;
    if (redo === last) return null;
  }
  return d20Cell(size, d20s.at(-1)!).value;
}

/**
 * The chance of each face of a Stat Die of `size` (index = face, index 0 unused): a real die when `reading` is
 * undefined, else the die thrown as a d20 and read through the table. Under "redo" an asterisked d20 is thrown again,
 * so each face takes its share of the cells that are not asterisked.
 */
export function faceChances(size: DieSize, reading?: AsteriskReading): number[] {
  assertDieSize(size);
  const p = new Array<number>(size + 1).fill(0);
  if (reading === undefined) {
    for (let f = 1; f <= size; f++) p[f] = 1 / size;
    return p;
  }
  const cells = d20Table()[size].filter((c) => reading === "table" || !c.redo);
  for (const c of cells) p[c.value]! += 1 / cells.length;
  return p;
}

/** How far a converted die is from the real one: total variation distance (half the summed gaps: the most any event
 *  about one face can differ by), the largest gap at one face, and the mean's shift. */
export function conversionDistance(
  size: DieSize,
  reading: AsteriskReading,
): { totalVariation: number; largestGap: number; meanShift: number } {
  const real = faceChances(size);
  const d20 = faceChances(size, reading);
  let gaps = 0;
  let largestGap = 0;
  let meanShift = 0;
  for (let f = 1; f <= size; f++) {
    const gap = d20[f]! - real[f]!;
    gaps += Math.abs(gap);
    largestGap = Math.max(largestGap, Math.abs(gap));
    meanShift += f * gap;
  }
  return { totalVariation: gaps / 2, largestGap, meanShift };
}
