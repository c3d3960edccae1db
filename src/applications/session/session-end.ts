// The GM's "End session": per-session resets, then each character's Session Shop opened for its owner. Loaded on
// demand from the Actors directory's button (session.ts wires it).
import { SHOP_OPENED, specializationAtSessionEnd } from "../../rules/session-flags";
import type { SpecializationUse } from "../../rules/specializations";
import { optionalStat, SYSTEM_ID } from "../../settings";
import { HARDY_START } from "../../rules/hardy";
import { OPEN_SHOP_QUERY, shop } from "./session";
import { template } from "../shared/templates";
import { uuidOf } from "../../compat";

const characters = (): Actor.Implementation[] => ((game.actors?.contents ?? []) as unknown as Actor.Implementation[]).filter((a) => a.type === "character");

/** Who shops for a character: a connected player whose character it is, else any connected owner, else the GM. */
export function shopperFor(actor: Actor.Implementation): User.Implementation | null {
  const players = (game.users?.contents ?? []).filter((u) => !u.isGM && u.active && actor.testUserPermission(u, "OWNER"));
  return players.find((u) => u.character?.id === actor.id) ?? players[0] ?? null;
}

/**
 * The book's resets at a session's end: "per session" Specialization uses come back (a spent Specialization stays
 * spent: recharging costs Blessings), the session flags clear. (The table's one Hardy die "begins each session as a
 * d2": endSession resets it once, for everyone.)
 */
export async function resetForNewSession(actor: Actor.Implementation): Promise<void> {
  // A fresh session whose Session Shop is open: "At the end of each session, you receive one free Stat Upgrade".
  const update: Record<string, unknown> = { "system.session": { ...SHOP_OPENED } };
  await actor.update(update as never);
  const specs = actor.items.contents.filter((i) => i.type === "specialization");
  const changes = specs.flatMap((i) => {
    const before = i.system as unknown as SpecializationUse;
    const after = specializationAtSessionEnd(before);
    return after.used !== before.used || (after.recharged ?? 0) !== (before.recharged ?? 0)
      ? [{ _id: i.id, "system.used": after.used, "system.recharged": after.recharged ?? 0 }] : [];
  });
  if (changes.length) await actor.updateEmbeddedDocuments("Item", changes as never);
}

/** GM only: confirm, reset every character, open each one's shop for the player who owns it. */
export async function endSession(): Promise<number> {
  if (!game.user?.isGM) return 0;
  const ok = await foundry.applications.api.DialogV2.confirm({
    window: { title: "HB.Session.end" },
    content: await foundry.applications.handlebars.renderTemplate(template("dialogs/message.hbs"), { message: game.i18n!.localize("HB.Session.endConfirm") }),
    rejectClose: false,
  } as never);
  if (!ok) return 0;
  if (optionalStat() === "hardy") await game.settings.set(SYSTEM_ID, "hardyDie", HARDY_START);
  const all = characters();
  for (const actor of all) {
    await resetForNewSession(actor);
    const player = shopperFor(actor);
    if (player) await player.query(OPEN_SHOP_QUERY, { actorUuid: uuidOf(actor) }, { timeout: 15_000 } as never);
    else await (await shop()).openFor(actor);
  }
  ui.notifications?.info(game.i18n!.format("HB.Session.ended", { count: String(all.length) }));
  return all.length;
}
