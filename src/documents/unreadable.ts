// What loading could not read (data/migrations.ts records it in `system.unreadable`): the active GM is told, once, in a
// warning that stays until dismissed and in a chat message only GMs see; then the actor is written back as it loaded,
// with the values it could read, so the old text does not linger. A Specialization's recharge cost the notation
// cannot read is kept as written (nothing to write back), so it is told at every load until the GM corrects it.
// Loaded on demand from the ready hook.
import { isParty } from "./party";
import { SCHEMA_VERSION, type Unreadable } from "../data/migrations";
import { rechargeReadable } from "../rules/cost-notation";
import type { HumanityActor } from "./actor";
import { isSpecialization } from "./item-types";

const i18n = () => game.i18n!;

/** "Head: “d12” is not a Stat Die; it loaded as d10." — one sentence per value, in the GM's language. */
export function describeUnreadable(entry: Unreadable): string {
  if (entry.field === "blessings") return i18n().format("HB.Unreadable.blessing", { value: entry.value });
  if (entry.field === "tags") return i18n().format("HB.Unreadable.tag", { value: entry.value });
  if (entry.field === "banked") return i18n().format("HB.Unreadable.banked", { value: entry.value });
  if (entry.field === "members") return i18n().format("HB.Unreadable.member", { value: entry.value });
  const stat = entry.field.replace(/^stats\./, "");
  const name = i18n().localize(stat === "optional" ? "HB.Unreadable.optional" : `HB.Stat.${stat}`);
  return entry.kept
    ? i18n().format("HB.Unreadable.die", { stat: name, value: entry.value, kept: entry.kept })
    : i18n().format("HB.Unreadable.dieDefault", { stat: name, value: entry.value });
}

/** "Determined: the recharge cost “③x” cannot be read; …" for each Specialization among `items` whose cost the rules
 *  cannot read. */
function unreadableRecharges<I extends { type: string; name: string | null }>(items: readonly I[]): string[] {
  return items.filter(isSpecialization).filter((item) => !rechargeReadable(item.system.recharge))
    .map((item) => i18n().format("HB.Unreadable.recharge", { item: item.name ?? "?", value: item.system.recharge }));
}

async function tell(name: string, details: string[], gms: string[]): Promise<void> {
  const text = i18n().format("HB.Unreadable.report", { name, details: details.join(" ") });
  ui.notifications?.warn(text, { permanent: true });
  // Text, not HTML: the stored words are whatever the document held.
  const p = document.createElement("p");
  p.textContent = text;
  await ChatMessage.implementation.create({ content: p.outerHTML, whisper: gms, speaker: ChatMessage.implementation.getSpeaker({ alias: game.system?.title ?? "" }) });
}

/** GM only: report every actor (and world Specialization) with unread values and save each actor as loaded. Resolves
 *  to how many documents were reported. */
export async function reportUnreadable(): Promise<number> {
  if (!game.user?.isGM) return 0;
  const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id!);
  let reported = 0;
  for (const actor of (game.actors?.contents ?? []) as HumanityActor[]) {
    const model = actor.isCharacter() || actor.isMonstrosity() || isParty(actor) ? actor.system : null;
    const details = [...(model?.unreadable ?? []).map(describeUnreadable), ...unreadableRecharges(actor.items.contents)];
    if (!details.length) continue;
    await tell(actor.name ?? "?", details, gms);
    if (model?.unreadable.length) await actor.update({ system: { ...model.toObject(), unreadable: [], schemaVersion: SCHEMA_VERSION } }, { diff: false, recursive: false });
    reported++;
  }
  for (const item of game.items?.contents ?? []) {
    const details = unreadableRecharges([item]);
    if (!details.length) continue;
    await tell(item.name ?? "?", details, gms);
    reported++;
  }
  return reported;
}
