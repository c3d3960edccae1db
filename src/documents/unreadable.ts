// What loading could not read (data/migrations.ts records it in `system.unreadable`): the active GM is told, once, in a
// warning that stays until dismissed and in a chat message only GMs see; then the actor is written back as it loaded,
// with the values it could read, so the old text does not linger. Loaded on demand from the ready hook.
import { SCHEMA_VERSION, type Unreadable } from "../data/migrations";

type Reported = Actor.Implementation & { system: { unreadable?: Unreadable[] } };

const i18n = () => game.i18n!;

/** "Head: “d12” is not a Stat Die; it loaded as d10." — one sentence per value, in the GM's language. */
export function describeUnreadable(entry: Unreadable): string {
  const stat = /^stats\.(.+)$/.exec(entry.field)?.[1] ?? (entry.field === "optional" ? "optional" : null);
  if (stat === null) return i18n().format("HB.Unreadable.blessing", { value: entry.value });
  const name = stat === "optional" ? i18n().localize("HB.Unreadable.optional") : i18n().localize(`HB.Stat.${stat}`);
  return entry.kept
    ? i18n().format("HB.Unreadable.die", { stat: name, value: entry.value, kept: entry.kept })
    : i18n().format("HB.Unreadable.dieDefault", { stat: name, value: entry.value });
}

/** GM only: report every actor with unread values and save it as loaded. Resolves to how many were reported. */
export async function reportUnreadable(): Promise<number> {
  if (!game.user?.isGM) return 0;
  const actors = ((game.actors?.contents ?? []) as Reported[]).filter((a) => a.system.unreadable?.length);
  const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id!);
  for (const actor of actors) {
    const text = i18n().format("HB.Unreadable.report", { name: actor.name ?? "?", details: actor.system.unreadable!.map(describeUnreadable).join(" ") });
    ui.notifications?.warn(text, { permanent: true } as never);
    const p = document.createElement("p");
    p.textContent = text;
    await ChatMessage.implementation.create({ content: p.outerHTML, whisper: gms, speaker: { alias: game.system?.title ?? "" } } as never);
    const system = { ...(actor.system as unknown as foundry.abstract.DataModel.Any).toObject(), unreadable: [], schemaVersion: SCHEMA_VERSION };
    await actor.update({ system } as never, { diff: false, recursive: false } as never);
  }
  return actors.length;
}
