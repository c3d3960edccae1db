// The GM's "End session": per-session resets, then each character's Session Shop opened for its owner. Loaded on
// demand from the Actors directory's button (session.ts wires it).
import { SHOP_OPENED, specializationAtSessionEnd } from "../../rules/session-flags";
import { optionalStat, SYSTEM_ID } from "../../settings";
import { HARDY_START } from "../../rules/hardy";
import { OPEN_SHOP_QUERY, shop } from "./shop-query";
import { template } from "../shared/templates";
import { uuidOf } from "../../compat";
import { isSpecialization } from "../../documents/item-types";
import { worldActors } from "../../documents/actor-types";
import { fire } from "../../api/hooks";

const characters = (): Actor.Implementation[] => worldActors().filter((a) => a.type === "character");

/** Who shops for a character: a connected player whose character it is, else any connected owner, else the GM. */
export function shopperFor(actor: Actor.Implementation): User.Implementation | null {
  const players = game.users!.contents.filter((u) => !u.isGM && u.active && actor.testUserPermission(u, "OWNER"));
  return players.find((u) => u.character?.id === actor.id) ?? players[0] ?? null;
}

/**
 * The book's resets at a session's end: "per session" Specialization uses come back (a spent Specialization stays
 * spent: recharging costs Blessings), the session flags clear. (The table's one Hardy die "begins each session as a
 * d2": endSession resets it once, for everyone.)
 */
export async function resetForNewSession(actor: Actor.Implementation): Promise<void> {
  // A fresh session whose Session Shop is open: "At the end of each session, you receive one free Stat Upgrade".
  await actor.update({ system: { session: { ...SHOP_OPENED } } });
  // Stryker disable next-line MethodExpression: no other item has uses or recharges to give back
  const specs = actor.items.contents.filter(isSpecialization);
  const changes = specs.flatMap((i) => {
    const before = i.system;
    const after = specializationAtSessionEnd(before);
    return after.used !== before.used || after.recharged !== before.recharged
      ? [{ _id: i.id!, system: { used: after.used, recharged: after.recharged } }]
      : [];
  });
  if (changes.length) await actor.updateEmbeddedDocuments("Item", changes);
}

/** GM only: confirm, reset every character (or only `only`'s characters: a party's members), open each one's shop
 *  for the player who owns it. */
export async function endSession(only?: readonly Actor.Implementation[]): Promise<number> {
  if (!game.user!.isGM) return 0;
  const all = only ? only.filter((a) => a.type === "character") : characters();
  const message = only
    ? game.i18n!.format("HB.Party.endConfirm", { names: names(all) })
    : game.i18n!.localize("HB.Session.endConfirm");
  const ok = await foundry.applications.api.DialogV2.confirm({
    window: { title: "HB.Session.end" },
    content: await foundry.applications.handlebars.renderTemplate(template("dialogs/message.hbs"), { message }),
    rejectClose: false,
  });
  if (!ok) return 0;
  if (optionalStat() === "hardy") await game.settings.set(SYSTEM_ID, "hardyDie", HARDY_START);
  // One character at a time for the resets (the GM's writes), then every shop at once: a player who left or whose
  // client fails is named in the summary and holds up nobody else (each query waits up to its own timeout).
  const reset: Actor.Implementation[] = [];
  const notReset: string[] = [];
  for (const actor of all) {
    try {
      await resetForNewSession(actor);
      reset.push(actor);
    } catch (err) {
      console.error(`humanity-blessed | End session: ${actor.name} was not reset`, err);
      notReset.push(actor.name);
    }
  }
  const opened = await Promise.allSettled(
    reset.map(async (actor) => {
      const player = shopperFor(actor);
      const answered = player
        ? await player.query(OPEN_SHOP_QUERY, { actorUuid: uuidOf(actor) }, { timeout: 15_000 })
        : await (await shop()).openFor(actor);
      if (!answered) throw new Error(`no shop opened for ${actor.name}`);
    }),
  );
  const noShop = reset.filter((_a, i) => opened[i]!.status === "rejected").map((a) => a.name);
  opened.forEach((r) => {
    if (r.status === "rejected") console.warn("humanity-blessed | End session:", r.reason);
  });
  ui.notifications!.info(
    game.i18n!.format("HB.Session.ended", { count: String(reset.length - noShop.length), names: names(reset) }),
  );
  if (notReset.length)
    ui.notifications!.error(game.i18n!.format("HB.Session.notReset", { names: list(notReset) }), { permanent: true });
  if (noShop.length)
    ui.notifications!.warn(game.i18n!.format("HB.Session.noShop", { names: list(noShop) }), { permanent: true });
  fire("humanity-blessed.endSession", reset);
  return reset.length;
}

/** "Wren, Ash and Mira" (a conjunction, Intl's default list) in the game's language. */
function list(items: string[]): string {
  return new Intl.ListFormat(game.i18n!.lang).format(items);
}
function names(actors: Actor.Implementation[]): string {
  return actors.length ? list(actors.map((a) => a.name)) : game.i18n!.localize("HB.Session.nobody");
}
