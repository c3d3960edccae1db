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
import { ASTERISK_READINGS, DEFAULT_ASTERISK_READING, MAX_THROWS, type AsteriskReading, type DieSize } from "./ids";
import { assertDieSize, faceOf, type Rng } from "./stat-dice";
export { ASTERISK_READINGS, DEFAULT_ASTERISK_READING, type AsteriskReading };
export const isAsteriskReading = (value: unknown): value is AsteriskReading => (ASTERISK_READINGS as readonly unknown[]).includes(value);

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
const cells = (row: string): readonly D20Cell[] => row.split(" ").map((c) => ({ value: parseInt(c, 10), redo: c.endsWith("*") }));
export const D20_TABLE: Readonly<Record<DieSize, readonly D20Cell[]>> = {
  2: cells(ROWS[2]), 4: cells(ROWS[4]), 6: cells(ROWS[6]), 8: cells(ROWS[8]), 10: cells(ROWS[10]),
};

export const D20 = 20;

/** The cell a d20 showing `d20` reads as for a Stat Die of `size`. */
export function d20Cell(size: DieSize, d20: number): D20Cell {
  const cell = D20_TABLE[assertDieSize(size)][d20 - 1];
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
  const cells = D20_TABLE[size].filter((c) => reading === "table" || !c.redo);
  for (const c of cells) p[c.value]! += 1 / cells.length;
  return p;
}

/** How far a converted die is from the real one: total variation distance (half the summed gaps: the most any event
 *  about one face can differ by), the largest gap at one face, and the mean's shift. */
export function conversionDistance(size: DieSize, reading: AsteriskReading): { totalVariation: number; largestGap: number; meanShift: number } {
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
