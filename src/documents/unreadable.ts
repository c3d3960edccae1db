// What loading could not read (data/salvage.ts records it in `system.unreadable`): the active GM is told, once, in a
// warning that stays until dismissed and in a chat message only GMs see; then the document is written back as it
// loaded, with the values it could read, so the old text does not linger. A Specialization's recharge cost the notation
// cannot read is kept as written (nothing to write back), so it is told at every load until the GM corrects it.
// Loaded on demand from the ready hook.
import { SCHEMA_VERSION, type Unreadable } from "../data/migrations";
import { rechargeReadable } from "../rules/cost-notation";
import type { HumanityActor } from "./actor";
import { isSpecialization } from "./item-types";

const i18n = () => game.i18n!;

/** The actors' lists with words of their own (a key under HB.Unreadable); any other list is told by its name
 *  (describeList). */
function ownWords(field: string): string | undefined {
  const lists: Record<string, string> = { blessings: "blessing", tags: "tag", banked: "banked", members: "member" };
  return lists[field];
}

/** A list's name as its model labels its field (`prefixes`: the model's LOCALIZATION_PREFIXES), else its path. */
function listName(field: string, prefixes: readonly string[]): string {
  const top = field.split(".")[0]!;
  const key = prefixes.map((prefix) => `${prefix}.FIELDS.${top}.label`).find((k) => i18n().has(k));
  return key ? field.replace(top, i18n().localize(key)) : field;
}

/** "Reactions offered: “{…}” could not be read; …" — an entry left out of any list. */
export function describeList(entry: Unreadable, prefixes: readonly string[]): string {
  return i18n().format("HB.Unreadable.element", { list: listName(entry.field, prefixes), value: entry.value });
}

/** "Head: “d12” is not a Stat Die; it loaded as d10." — one sentence per value of an actor, in the GM's
 *  language. */
export function describeUnreadable(entry: Unreadable, prefixes: readonly string[]): string {
  const own = ownWords(entry.field);
  if (own) return i18n().format(`HB.Unreadable.${own}`, { value: entry.value });
  if (entry.field !== "optional" && !entry.field.startsWith("stats.")) return describeList(entry, prefixes);
  // Stryker disable next-line Regex: what reaches here is "optional" or starts with "stats."
  const stat = entry.field.replace(/^stats\./, "");
  const name = i18n().localize(stat === "optional" ? "HB.Unreadable.optional" : `HB.Stat.${stat}`);
  return entry.kept
    ? i18n().format("HB.Unreadable.die", { stat: name, value: entry.value, kept: entry.kept })
    : i18n().format("HB.Unreadable.dieDefault", { stat: name, value: entry.value });
}

/** "Determined: the recharge cost “③x” cannot be read; …" for each Specialization among `items` whose cost the
 *  rules cannot read. */
function unreadableRecharges<I extends { type: string; name: string }>(items: readonly I[]): string[] {
  return items
    .filter(isSpecialization)
    .filter((item) => !rechargeReadable(item.system.recharge))
    .map((item) => i18n().format("HB.Unreadable.recharge", { item: item.name, value: item.system.recharge }));
}

async function tell(name: string, details: string[], gms: string[]): Promise<void> {
  const text = i18n().format("HB.Unreadable.report", { name, details: details.join(" ") });
  ui.notifications!.warn(text, { permanent: true });
  // Text, not HTML: the stored words are whatever the document held.
  const p = document.createElement("p");
  p.textContent = text;
  await ChatMessage.implementation.create({
    content: p.outerHTML,
    whisper: gms,
    speaker: ChatMessage.implementation.getSpeaker({ alias: game.system.title }),
  });
}

/** A document's model that keeps what loading could not read (each model with a list does, data/salvage.ts). */
interface Reporting {
  unreadable: Unreadable[];
  toObject(): object;
  constructor: { LOCALIZATION_PREFIXES: string[] };
}
/** A document's system is always an object (a plain chat message's is empty). */
function reporting(system: unknown): Reporting | null {
  return Array.isArray((system as Partial<Reporting>).unreadable) ? (system as Reporting) : null;
}
/** What a report needs of a document: its model, and a way to save that model as it loaded. */
type Writable = { system: unknown; update(data: object, options: object): Promise<unknown> };

/** GM only: report every document (actors and their items, world items, encounters, chat cards) with unread values or
 *  a recharge cost the rules cannot read, and save each as it loaded, its report cleared. Resolves to how many
 *  documents were reported. */
export async function reportUnreadable(): Promise<number> {
  if (!game.user!.isGM) return 0;
  const gms = game.users!.contents.filter((u) => u.isGM).map((u) => u.id!);
  let reported = 0;
  // Stryker disable next-line BooleanLiteral: no item, encounter or message model has an actor's list or a version
  const report = async (name: string, doc: Writable, more: string[] = [], actor = false) => {
    const model = reporting(doc.system);
    // Every document that can hold a recharge cost (an actor, a Specialization) keeps a report list.
    if (!model) return;
    const prefixes = model.constructor.LOCALIZATION_PREFIXES;
    const describe = (entry: Unreadable) => (actor ? describeUnreadable : describeList)(entry, prefixes);
    const details = [...model.unreadable.map(describe), ...more];
    if (!details.length) return;
    await tell(name, details, gms);
    if (model.unreadable.length) {
      // Actors are saved at the current schema version too: they were read by its migration.
      const version = actor ? { schemaVersion: SCHEMA_VERSION } : {};
      const system = { ...model.toObject(), unreadable: [], ...version };
      await doc.update({ system }, { diff: false, recursive: false });
    }
    reported++;
  };
  for (const actor of game.actors!.contents as HumanityActor[]) {
    await report(actor.name, actor, unreadableRecharges(actor.items.contents), true);
    for (const item of actor.items.contents) await report(item.name, item);
  }
  for (const item of game.items!.contents) await report(item.name, item, unreadableRecharges([item]));
  for (const combat of game.combats!.contents) await report(i18n().localize("HB.Unreadable.combat"), combat);
  // A copy: the reports themselves are chat messages.
  for (const message of [...game.messages!.contents]) {
    await report(i18n().format("HB.Unreadable.message", { speaker: message.alias }), message);
  }
  return reported;
}
