// Sessions: the GM's "End session" (per-session resets, then each character's Session Shop opened for its owner),
// and the ways into the creation wizard (a new character, the Actors directory). V13 hooks, no jQuery.
import { NEW_SESSION, specializationAtSessionEnd } from "../rules/session-flags";
import type { SpecializationUse } from "../rules/specializations";
import { optionalStat, SYSTEM_ID } from "../settings";
// The wizard and the shop are loaded on demand (chunks/): the always-loaded bundle only wires the buttons.
const wizard = async () => (await import("./dialogs/creation-wizard")).CreationWizard;
const shop = async () => (await import("./dialogs/session-shop")).SessionShop;
import { template } from "./templates";

export const OPEN_SHOP_QUERY = `${SYSTEM_ID}.openShop` as const;

declare global {
  namespace CONFIG {
    interface Queries {
      "humanity-blessed.openShop": (data: { actorUuid: string }) => Promise<boolean>;
    }
  }
}

const characters = (): Actor.Implementation[] => ((game.actors?.contents ?? []) as unknown as Actor.Implementation[]).filter((a) => a.type === "character");

/** Who shops for a character: a connected player whose character it is, else any connected owner, else the GM. */
export function shopperFor(actor: Actor.Implementation): User.Implementation | null {
  const players = (game.users?.contents ?? []).filter((u) => !u.isGM && u.active && actor.testUserPermission(u, "OWNER"));
  return players.find((u) => u.character?.id === actor.id) ?? players[0] ?? null;
}

/**
 * The book's resets at a session's end: "per session" Specialization uses come back (a spent Specialization stays
 * spent: recharging costs Blessings), the session flags clear, and a Hardy die "begins each session as a d2".
 */
export async function resetForNewSession(actor: Actor.Implementation): Promise<void> {
  const update: Record<string, unknown> = { "system.session": { ...NEW_SESSION } };
  if (optionalStat() === "hardy") update["system.optional"] = 2;
  await actor.update(update as never);
  const specs = actor.items.contents.filter((i) => i.type === "specialization");
  const changes = specs.flatMap((i) => {
    const before = i.system as unknown as SpecializationUse;
    const after = specializationAtSessionEnd(before);
    return after.used !== before.used ? [{ _id: i.id, "system.used": after.used }] : [];
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
  const all = characters();
  for (const actor of all) {
    await resetForNewSession(actor);
    const player = shopperFor(actor);
    if (player) await player.query(OPEN_SHOP_QUERY, { actorUuid: actor.uuid }, { timeout: 15_000 } as never);
    else await (await shop()).openFor(actor);
  }
  ui.notifications?.info(game.i18n!.format("HB.Session.ended", { count: String(all.length) }));
  return all.length;
}

/** On the player's client: open the shop of a character this user owns (anything else is ignored). */
async function onOpenShop({ actorUuid }: { actorUuid: string }): Promise<boolean> {
  const actor = (await fromUuid(actorUuid)) as Actor.Implementation | null;
  if (!actor || actor.type !== "character" || !actor.isOwner) return false;
  await (await shop()).openFor(actor);
  return true;
}

function button(action: string, icon: string, label: string, onClick: () => unknown): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.dataset.hbAction = action;
  const i = document.createElement("i");
  i.className = icon;
  i.setAttribute("aria-hidden", "true");
  b.append(i, ` ${game.i18n!.localize(label)}`);
  b.addEventListener("click", () => void onClick());
  return b;
}

/** Actors directory: "Create character (guided)" for anyone who may create actors, "End session" for the GM. */
export function onRenderActorDirectory(_app: unknown, html: HTMLElement): void {
  const actions = html.querySelector(".header-actions") ?? html.querySelector(".directory-header");
  if (!actions || actions.querySelector("[data-hb-action]")) return;
  if (game.user?.can("ACTOR_CREATE")) actions.append(button("create", "fa-solid fa-wand-magic-sparkles", "HB.Creation.directory", async () => (await wizard()).openFor(null)));
  if (game.user?.isGM) actions.append(button("endSession", "fa-solid fa-moon", "HB.Session.end", endSession));
}

/** A character just created from the UI, still blank, by this user: offer the wizard straight away. */
export function onCreateActor(actor: Actor.Implementation, options: { renderSheet?: boolean }, userId: string): void {
  if (userId !== game.user?.id || actor.type !== "character" || !options.renderSheet) return;
  if ((actor.system as unknown as { highest: string }).highest || actor.items.size) return;
  void wizard().then((w) => w.openFor(actor));
}

export function registerSessions(): void {
  CONFIG.queries[OPEN_SHOP_QUERY] = onOpenShop;
  Hooks.on("renderActorDirectory", onRenderActorDirectory as never);
  Hooks.on("createActor", onCreateActor as never);
}
