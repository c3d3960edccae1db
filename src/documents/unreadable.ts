// What loading could not read (data/migrations.ts records it in `system.unreadable`): the active GM is told, once, in a
// warning that stays until dismissed and in a chat message only GMs see; then the actor is written back as it loaded,
// with the values it could read, so the old text does not linger. Loaded on demand from the ready hook.
import { isParty } from "./party";
import { SCHEMA_VERSION, type Unreadable } from "../data/migrations";
import type { HumanityActor } from "./actor";

const i18n = () => game.i18n!;

/** "Head: “d12” is not a Stat Die; it loaded as d10." — one sentence per value, in the GM's language. */
export function describeUnreadable(entry: Unreadable): string {
  if (entry.field === "blessings") return i18n().format("HB.Unreadable.blessing", { value: entry.value });
  if (entry.field === "members") return i18n().format("HB.Unreadable.member", { value: entry.value });
  const stat = entry.field.replace(/^stats\./, "");
  const name = i18n().localize(stat === "optional" ? "HB.Unreadable.optional" : `HB.Stat.${stat}`);
  return entry.kept
    ? i18n().format("HB.Unreadable.die", { stat: name, value: entry.value, kept: entry.kept })
    : i18n().format("HB.Unreadable.dieDefault", { stat: name, value: entry.value });
}

/** GM only: report every actor with unread values and save it as loaded. Resolves to how many were reported. */
export async function reportUnreadable(): Promise<number> {
  if (!game.user?.isGM) return 0;
  const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id!);
  let reported = 0;
  for (const actor of (game.actors?.contents ?? []) as HumanityActor[]) {
    const model = actor.isCharacter() || actor.isMonstrosity() || isParty(actor) ? actor.system : null;
    if (!model?.unreadable.length) continue;
    const text = i18n().format("HB.Unreadable.report", { name: actor.name ?? "?", details: model.unreadable.map(describeUnreadable).join(" ") });
    ui.notifications?.warn(text, { permanent: true });
    // Text, not HTML: the stored words are whatever the document held.
    const p = document.createElement("p");
    p.textContent = text;
    await ChatMessage.implementation.create({ content: p.outerHTML, whisper: gms, speaker: ChatMessage.implementation.getSpeaker({ alias: game.system?.title ?? "" }) });
    await actor.update({ system: { ...model.toObject(), unreadable: [], schemaVersion: SCHEMA_VERSION } }, { diff: false, recursive: false });
    reported++;
  }
  return reported;
}
