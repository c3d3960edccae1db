// Stored values the schema would refuse, read as far as they can be before validation. Core replaces a field that
// fails validation with its initial value — a whole pool for one bad Blessing, every offer for one unknown kind —
// and the world migration would then save that. Models call these from migrateData; what cannot be read is recorded.
import { DIE_SIZES, type DieSize } from "../rules/ids";

type Source = Record<string, unknown>;

/** One value loading could not read as written, kept word for word with what the document holds instead ("" when
 *  it was left out): the GM's client reports these (documents/unreadable.ts) and then clears them. */
export interface Unreadable {
  field: string;
  value: string;
  kept: string;
}

/** "d6" / "D6" / "6" / 6 → 6. A number or text that is no Stat Die ("d12", 12) loads as the nearest one (the smaller
 *  on a tie: the reading that overstates the character least) and is reported; with no size in it at all ("big", 0) the
 *  field keeps its default and that is reported: never silently a d4. */
export function readDie(value: unknown, field: string, report: Unreadable[]): DieSize | undefined {
  // Core rounds a stored 7.6 to 8 while cleaning: a number that rounds to a Stat Die is core's to keep.
  const text = typeof value === "number" ? String(Math.round(value)) : String(value);
  const n = Number(/^\s*d?(\d+)\s*$/i.exec(text)?.[1] ?? NaN);
  const kept = n
    ? DIE_SIZES.reduce((best, size) => (Math.abs(size - n) < Math.abs(best - n) ? size : best))
    : undefined;
  if (kept !== n) report.push({ field, value: String(value), kept: kept ? `d${kept}` : "" });
  return kept;
}

let loading = 0;

/** Migrates a document's source while core builds the document from stored or new data (DataModel#_initializeSource
 *  calls migrateDataSafe): only then does salvage() read lists element by element. An update's changes, which core
 *  migrates with migrateData (the client backend's pre-update), are left whole: core refuses a bad one, and nothing
 *  changes. */
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
  validate(value: unknown, options: object): object | undefined;
}

/** A stored value as the GM is told it: text as written, anything else as JSON. */
export function words(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A stored list as core's cleaning reads it: an object keyed by index gives its values in order (any other key is
 *  reported), one value a list of it. */
export function listOf(value: unknown, field: string, report: Unreadable[]): unknown[] {
  if (Array.isArray(value)) return value;
  if (foundry.utils.getType(value) !== "Object") return [value];
  const list: unknown[] = [];
  for (const [key, entry] of Object.entries(value as Source)) {
    if (/^\d+$/.test(key)) list.push(entry);
    else report.push({ field, value: words(entry), kept: "" });
  }
  return list;
}

/** A value of `field` with every list in it read element by element, nested lists first: an element that fails
 *  core's validation once cleaned is left out and reported word for word unless it holds nothing (null, blank); the
 *  others stay as stored. Core would load the whole list as its default for such an element, or change it without
 *  a word where a value of its own has a default (a banked entry of an unknown kind would load as a boon). Core's
 *  own clean and validate decide, so every list field — a new one too — is read as core reads it. */
function read(field: Field, value: unknown, at: string, report: Unreadable[]): unknown {
  if (value === null || value === undefined) return value;
  if (field instanceof foundry.data.fields.ArrayField) {
    const { element } = field;
    return listOf(value, at, report)
      .map((entry) => read(element, entry, at, report))
      .filter((entry) => {
        if (!element.validate(element.clean(foundry.utils.deepClone(entry), {}), {})) return true;
        if (String(entry ?? "").trim()) report.push({ field: at, value: words(entry), kept: "" });
        return false;
      });
  }
  if (field.fields && foundry.utils.getType(value) === "Object") {
    // A key left out reads as undefined, which cleaning then fills as it would have.
    const on = value as Source;
    for (const key in field.fields) on[key] = read(field.fields[key]!, on[key], at ? `${at}.${key}` : key, report);
  }
  return value;
}

/** A model's stored source (its migrateData): while a document loads, every list read as read() does; then what could
 *  not be read, by the model's own readers (`report`) or here, added to its `unreadable`. */
export function salvage(schema: object, source: Source, report: Unreadable[] = []): Source {
  if (loading) read(schema as Field, source, "", report);
  if (report.length) source.unreadable = [...(Array.isArray(source.unreadable) ? source.unreadable : []), ...report];
  return source;
}
