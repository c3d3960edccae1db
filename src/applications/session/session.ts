// Sessions: the GM's "End session" (per-session resets, then each character's Session Shop opened for its owner),
// and the ways into the creation wizard (a new character, the Actors directory). V13 hooks, no jQuery.
import { registerHardy } from "./hardy";
import { onHook } from "../../compat";
import { OPEN_SHOP_QUERY, shop } from "./shop-query";
import { ShopMessageModel } from "../../data/chat/shop-message";
import type { MessageRenderOptions } from "../chat/message-frame";
import type { ShopMessage } from "./shop-message";
import type * as ShopSummary from "./shop-message";
// The wizard, the shop and the session's end are loaded on demand (chunks/): the always-loaded bundle only wires the
// buttons and the query.
const wizard = async () => (await import("../dialogs/creation-wizard")).CreationWizard;

/** GM only: confirm, reset every character, open each one's shop for the player who owns it (session-end.ts, loaded
 *  on demand); resolves to how many characters it reset. */
export async function endSession(): Promise<number> {
  return (await import("./session-end")).endSession();
}

/** On the player's client: the GM's End session asks it to open a character's shop (the shop's chunk decides). */
async function onOpenShop(data: unknown): Promise<boolean> {
  return (await shop()).openFromQuery(data);
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
  if (game.user!.can("ACTOR_CREATE"))
    actions.append(
      button("create", "fa-solid fa-wand-magic-sparkles", "HB.Creation.directory", async () =>
        (await wizard()).openFor(null),
      ),
    );
  if (game.user!.isGM) actions.append(button("endSession", "fa-solid fa-moon", "HB.Session.end", endSession));
}

/** A character just created from the UI, still blank, by this user: offer the wizard straight away. */
export function onCreateActor(actor: Actor.Implementation, options: { renderSheet?: boolean }, userId: string): void {
  if (userId !== game.user!.id || !actor.isCharacter() || !options.renderSheet) return;
  if (actor.system.highest || actor.items.size) return;
  void wizard().then((w) => w.openFor(actor));
}

let summary: typeof ShopSummary | undefined;
const loadShop = async () => (summary ??= await import("./shop-message"));

/** The shop subtype's model, with its drawing: core's renderHTML hands the message to it (shop-message.ts). */
export class ShopMessageView extends ShopMessageModel {
  async renderHTML(options: MessageRenderOptions = {}): Promise<HTMLElement> {
    return (await loadShop()).renderShopMessage(this.parent as ShopMessage, options);
  }
  /** The chat log's export (documents/chat-message.ts): null (core's) until the summary's module has loaded. */
  exportLines(): string[] | null {
    return summary?.exportShopMessage(this.parent as ShopMessage) ?? null;
  }
  static prepareExport(): Promise<unknown> {
    return loadShop();
  }
}

export function registerSessions(): void {
  Object.assign(CONFIG.ChatMessage.dataModels, { shop: ShopMessageView });
  CONFIG.queries[OPEN_SHOP_QUERY] = onOpenShop;
  onHook("renderActorDirectory", onRenderActorDirectory);
  onHook("createActor", onCreateActor);
  registerHardy();
}
