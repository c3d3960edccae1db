// Stored values the schema would refuse, read as far as they can be before validation. Core replaces a field that
// fails validation with its initial value — a whole pool for one bad Blessing, every offer for one unknown kind —
// and the world migration would then save that. Models call these from migrateData; what cannot be read is recorded.
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

/** One of a field's choices as core would clean it (text, trimmed). */
export const isChoice = (choices: readonly string[]) => (value: unknown): boolean => typeof value === "string" && choices.includes(value.trim());

let loading = 0;

/** Builds a document from stored or new data (its _initializeSource): only then does salvage() read lists element by
 *  element. An update migrated through migrateData is left whole, so core refuses a bad one and nothing changes. */
export function asLoaded<T>(build: () => T): T {
  loading++;
  try {
    return build();
  } finally {
    loading--;
  }
}

/** The part of core's DataField that salvage reads: a schema's fields, a list's element, and core's own verdicts. */
interface Field {
  fields?: Record<string, Field>;
  element: Field;
  clean(value: unknown, options: object): unknown;
  validate(value: unknown, options: object): { unresolved?: boolean } | undefined;
}

/** A stored value as the GM is told it: text as written, anything else as JSON. */
export const words = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** A stored list as core's cleaning reads it: an object keyed by index gives its values in order (any other key is
 *  reported), a Set its members, one value a list of it. */
export function listOf(value: unknown, field: string, report: Unreadable[]): unknown[] {
  if (Array.isArray(value) || value instanceof Set) return [...value];
  if (foundry.utils.getType(value) !== "Object") return [value];
  const list: unknown[] = [];
  for (const [key, entry] of Object.entries(value as Source)) {
    if (/^\d+$/.test(key)) list.push(entry);
    else report.push({ field, value: words(entry), kept: "" });
  }
  return list;
}

/** A value of `field` with every list in it read element by element, nested lists first: an element core would
 *  refuse (and load the whole list as its default for it) is left out and reported word for word unless it holds
 *  nothing (null, blank); the others stay as stored. Core's own clean and validate decide, so every list field —
 *  a new one too — is read as core reads it. */
function read(field: Field, value: unknown, at: string, report: Unreadable[]): unknown {
  if (value === null || value === undefined) return value;
  if (field instanceof foundry.data.fields.ArrayField) {
    const { element } = field;
    return listOf(value, at, report).map((entry) => read(element, entry, at, report)).filter((entry) => {
      const cleaned = element.clean(foundry.utils.deepClone(entry), {});
      if (!element.validate(cleaned, { fallback: true })?.unresolved) return true;
      const holds = entry !== null && entry !== undefined && String(entry).trim();
      if (holds) report.push({ field: at, value: words(entry), kept: "" });
      return false;
    });
  }
  if (field.fields && foundry.utils.getType(value) === "Object") {
    for (const [key, inner] of Object.entries(field.fields)) {
      const on = value as Source;
      if (Object.hasOwn(on, key)) on[key] = read(inner, on[key], at ? `${at}.${key}` : key, report);
    }
  }
  return value;
}

/** A model's stored source (its migrateData): while a document loads, every list read as read() does; then what could
 *  not be read, by the model's own readers (`report`) or here, added to its `unreadable`. */
export function salvage(schema: object, source: Source, report: Unreadable[] = []): Source {
  if (loading) read(schema as Field, source, "", report);
  record(source, report);
  return source;
}
