// Stored values the schema would refuse, read as far as they can be before validation. Core replaces a field that
// fails validation with its initial value — a whole pool for one bad Blessing, every tag for one unknown tag — and the
// world migration would then save that. Models call these from migrateData; what cannot be read is recorded.
import { DIE_SIZES, type DieSize } from "../rules/ids";

type Source = Record<string, unknown>;

/** One value loading could not read as written, kept word for word with what the document holds instead ("" when
 *  it was left out): the GM's client reports these (documents/unreadable.ts) and then clears them. */
export interface Unreadable { field: string; value: string; kept: string }

/** Adds what could not be read to the source's report. */
export function record(source: Source, report: readonly Unreadable[]): void {
  if (report.length) source.unreadable = [...(Array.isArray(source.unreadable) ? (source.unreadable as Unreadable[]) : []), ...report];
}

/** "d6" / "D6" / "6" / 6 → 6. A number or text that is no Stat Die ("d12", 12) loads as the nearest one (the smaller on
 *  a tie: the reading that overstates the character least) and is reported; with no size in it at all ("big", 0) the
 *  field keeps its default and that is reported: never silently a d4. */
export function readDie(value: unknown, field: string, report: Unreadable[]): DieSize | undefined {
  // Core rounds a stored 7.6 to 8 while cleaning: a number that rounds to a Stat Die is core's to keep.
  if (typeof value === "number" && (DIE_SIZES as readonly number[]).includes(Math.round(value))) return Math.round(value) as DieSize;
  const text = typeof value === "number" ? String(Math.round(value)) : String(value);
  const n = Number(/^\s*d?(\d+)\s*$/i.exec(text)?.[1] ?? NaN);
  const kept = n ? DIE_SIZES.reduce((best, size) => (Math.abs(size - n) < Math.abs(best - n) ? size : best)) : undefined;
  if (kept !== n) report.push({ field, value: String(value), kept: kept ? `d${kept}` : "" });
  return kept;
}

/** A stored list read element by element: those `keep` accepts stay in order, the others are left out and reported. */
export function readList(source: Source, key: string, keep: (value: unknown) => boolean, report: Unreadable[], describe: (value: unknown) => string = String): void {
  const list = source[key];
  if (!Array.isArray(list)) return;
  source[key] = list.filter((value) => {
    if (keep(value)) return true;
    report.push({ field: key, value: describe(value), kept: "" });
    return false;
  });
}

/** A Blessing worth 1 to 6: a number (core rounds it while cleaning) or a digit written as text ("3, 5"). */
export const isBlessing = (value: unknown): boolean =>
  typeof value === "string" ? /^\s*[1-6]\s*$/.test(value) : typeof value === "number" && Math.round(value) >= 1 && Math.round(value) <= 6;

/** One of a field's choices as core would clean it (text, trimmed). */
export const isChoice = (choices: readonly string[]) => (value: unknown): boolean => typeof value === "string" && choices.includes(value.trim());

/** Entries of a list of non-blank text that core would refuse (blank, null) carry nothing: they are left out silently
 *  rather than let one of them cost the whole list. */
export function dropBlank(on: Source, key: string): void {
  const list = on[key];
  if (Array.isArray(list)) on[key] = list.filter((value) => value !== null && value !== undefined && String(value).trim() !== "");
}

/** A single choice field holding a word it does not know: core loads its default; the word is reported. */
export function readChoice(source: Source, key: string, choices: readonly string[], report: Unreadable[]): void {
  const value = source[key];
  if (value === undefined || value === null || isChoice(choices)(value)) return;
  report.push({ field: key, value: String(value), kept: "" });
  delete source[key];
}
