// The rule for every list of every data model: one bad entry never costs the good ones, and what is left out is told to
// the GM. The lists are found by walking each registered model's schema (every ArrayField and SetField, nested in
// schemas and in other lists too), so a list added later is held to the rule without touching this file. Each is
// stored with a good entry beside a bad one, loaded as the world loads a document (not strictly: core falls back on
// what fails), migrated, and reported as the GM's client reports it; the fake cleans and validates as core does.
import { describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { migrateWorld } from "../../src/documents/migrate-world";
import { reportUnreadable } from "../../src/documents/unreadable";
import { DATA_MODELS } from "../../src/data/register";
import { ui } from "../fakes/setup";

const g = globalThis as any;
const { fields } = g.foundry.data;
type Field = any;

/** Every list field under `field`, with its path as salvage names it ("helpOffers.pay.temporary"). */
function listsOf(field: Field, path: string, out: { field: Field; path: string }[] = []) {
  if (field instanceof fields.ArrayField) {
    out.push({ field, path });
    listsOf(field.element, path, out);
  } else if (field instanceof fields.SchemaField) {
    for (const [key, inner] of Object.entries(field.fields)) listsOf(inner, path ? `${path}.${key}` : key, out);
  }
  return out;
}

/** One entry as core cleans it, and whether core's validation then fails it: with fallback core would load its whole
 *  list as the list's default, or replace the entry's failing value of its own by that value's default, unsaid. */
function asCore(element: Field, value: unknown): { value: unknown; refused: boolean } {
  const cleaned = element.clean(structuredClone(value), {});
  return { value: cleaned, refused: !!element.validate(cleaned, {}) };
}
const refused = (element: Field, value: unknown) => asCore(element, value).refused;

/** A valid value for any field: a schema of valid values, an empty list, the field's first acceptable candidate. */
function good(field: Field): unknown {
  if (field instanceof fields.ArrayField) return [];
  if (field instanceof fields.SchemaField) {
    return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, good(f)]));
  }
  const choices = typeof field.choices === "function" ? field.choices() : field.choices;
  // A blank initial value is good inside an entry (a Specialization's recharge ""); an entry itself holds something.
  const entry = field.parent instanceof fields.ArrayField;
  const named = Array.isArray(choices) ? choices : Object.keys(choices ?? {});
  const candidates = [field.initial, ...named, "Actor.aaaaaaaaaaaaaaaa", 4, 1, true, { kept: 1 }];
  const value = candidates.find((c) => c !== undefined && c !== null && (c !== "" || !entry) && !refused(field, c));
  if (value === undefined) throw new Error(`no valid value found for ${field.fieldPath}`);
  return value;
}

const SCALARS: unknown[] = ["¿unknown?", 99, -1, 2.5, { odd: true }, [], "", null];

/** Entries to try in a list of `element`: odd values, and (for entries that are schemas) a good entry with one of its
 *  own values odd. Nested lists are tried at their own level. */
function candidates(element: Field): { odd: unknown; mark: unknown }[] {
  const scalars = SCALARS.map((odd) => ({ odd, mark: odd }));
  if (!(element instanceof fields.SchemaField)) return scalars;
  const base = good(element) as Record<string, unknown>;
  const own = Object.entries(element.fields)
    .filter(([, f]) => !(f instanceof fields.ArrayField) && !(f instanceof fields.SchemaField));
  // `mark`: the odd value itself, which the GM's report must show whatever words a list's own reader tells it in.
  return [...scalars, ...own.flatMap(([key]) => SCALARS.map((odd) => ({ odd: { ...base, [key]: odd }, mark: odd })))];
}

/** `field`'s value with the target list holding `entries`, every list on the way to it holding one good entry. */
function build(field: Field, target: Field, entries: unknown[]): unknown {
  if (field === target) return entries;
  if (!listsOf(field, "x").some((l) => l.field === target)) return good(field);
  if (field instanceof fields.ArrayField) return [build(field.element, target, entries)];
  return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, build(f, target, entries)]));
}

/** Where a value sits in the loaded source: the target list itself, through the one good entry of each list above. */
function at(field: Field, target: Field, value: any): unknown {
  if (field === target) return value;
  if (field instanceof fields.ArrayField) return at(field.element, target, value?.[0]);
  const [key, inner] = Object.entries(field.fields).find(([, f]) => listsOf(f, "x").some((l) => l.field === target))!;
  return at(inner, target, value?.[key]);
}

const words = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
const empty = (value: unknown) => value === null || String(value).trim() === "";
/** The words the GM is told for a bad entry: the entry's own, or (an entry that is itself a list) each of its entries
 *  the inner list cannot read. */
function told(element: Field, odd: unknown): string[] {
  if (!(element instanceof fields.ArrayField)) return [words(odd)];
  // A list stored as an object: its values under keys that are no index are told too (core's cast drops them).
  const entries = Array.isArray(odd) ? odd.map((v) => ["0", v])
    : odd && typeof odd === "object" ? Object.entries(odd) : [["0", odd]];
  return entries.filter(([k, v]) => !/^\d+$/.test(k) || (!empty(v) && refused(element.element, v)))
    .map(([, v]) => words(v));
}
const COLLECTIONS: Record<string, string> =
  { Actor: "actors", Item: "items", ChatMessage: "messages", Combat: "combats", Combatant: "" };

const cases = Object.entries(DATA_MODELS).flatMap(([documentName, models]) =>
  Object.entries(models).flatMap(([type, model]) =>
    listsOf((model as any).schema, "").map(({ field, path }) => ({ documentName, type, model, field, path }))));

describe("every list of every data model", () => {
  it("is found by walking the schemas: lists of actors, items, chat cards and encounters, nested ones too", () => {
    const paths = cases.map((c) => `${c.documentName}.${c.type}.${c.path}`);
    for (const path of ["Actor.party.members", "Actor.character.blessings", "Combat.base.reactionOffers",
      "Combat.base.helpOffers.pay.temporary",
      "Item.specialization.editions", "ChatMessage.endeavor.checks.rolls.throws"]) expect(paths).toContain(path);
    // Combatants keep no list.
    expect(cases.filter((c) => c.documentName === "Combatant")).toEqual([]);
  });

  const named = cases.map((c) => [`${c.documentName} ${c.type}: ${c.path}`, c] as const);
  it.each(named)("%s keeps its good entries; what it leaves out is told to the GM", async (_name, c) => {
    const schema = (c.model as any).schema;
    const entry = good(c.field.element);
    expect(refused(c.field.element, entry)).toBe(false);
    for (const { odd, mark } of candidates(c.field.element)) {
      onInit();
      const system = build(schema, c.field, [entry, odd]) as Record<string, unknown>;
      const data = { _id: g.foundry.utils.randomID(), type: c.type, name: "Stored", system: structuredClone(system) };
      const doc = g.CONFIG[c.documentName].documentClass.fromSource(data, { strict: false });
      g.game[COLLECTIONS[c.documentName]!].set(doc.id, doc);
      await migrateWorld();
      const loaded = at(schema, c.field, doc._source.system) as unknown[];
      const { element } = c.field;
      const core = asCore(element, odd);
      // The good entry always stays, as core cleans it; nothing left in the list is one core would refuse.
      expect(loaded[0], words(odd)).toEqual(asCore(element, entry).value);
      for (const value of loaded) expect(refused(element, value), words(value)).toBe(false);
      // Recorded under the list's own path (nested lists too), for the GM's client to tell.
      const left = core.refused || loaded.length < 2;
      if (c.path !== "unreadable" && told(element, odd).length && !empty(odd) && left) {
        expect(doc._source.system.unreadable.map((u: { field: string }) => u.field), words(odd)).toContain(c.path);
      }
      const before = ui.messages.filter((m) => m.type === "warn").length;
      await reportUnreadable();
      const warned = ui.messages.filter((m) => m.type === "warn").slice(before).map((m) => m.message);
      // Kept as core keeps it (cleaned): nothing was left out, nothing is told.
      if (!core.refused && loaded.length === 2 && JSON.stringify(loaded[1]) === JSON.stringify(core.value)) {
        // A report waiting for the GM is itself told: the good entry of `unreadable` is one.
        if (c.path === "unreadable") expect(warned[0]).toContain(`“${(entry as { value: string }).value}”`);
        // Kept as core keeps it; only what core's cast drops from a list stored as an object (keys that are no index)
        // is told.
        else {
          const dropped = told(element, odd).filter(() => element instanceof fields.ArrayField && !Array.isArray(odd));
          expect(warned, words(odd)).toHaveLength(dropped.length ? 1 : 0);
          for (const w of dropped) expect(warned[0]).toContain(`“${w}”`);
        }
        continue;
      }
      const expected = empty(odd) ? [] : told(element, odd);
      // An entry that holds nothing (null, blank) may be left out without a word; anything else is told, once.
      expect(warned.length, words(odd)).toBe(expected.length ? 1 : warned.length && 1);
      // The entry's words as salvage tells them; a list's own reader may word them its own way, its odd value shown.
      if (expected.length && !expected.every((w) => warned[0]!.includes(`“${w}”`))) {
        expect(warned[0]).toContain(words(mark));
      }
      if (!warned.length) continue;
      const whose = /^(Stored|An encounter|A chat message from Gamemaster): some stored values could not be read\. /;
      expect(warned[0]).toMatch(whose);
      expect(warned[0]).toMatch(/ Check the sheet and correct what needs it\.$/);
      // Saved as it loaded: the good entry kept, the report cleared.
      expect(at(schema, c.field, doc._source.system), words(odd)).toEqual(loaded);
      expect(doc._source.system.unreadable).toEqual([]);
    }
  });
});
