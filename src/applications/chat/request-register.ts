// Calling for a Check, as wired at init: the GM's entry points (chat sidebar, scene controls, an actor's or token's
// menu, game.system.api.callForCheck), the request card's rendering and the relay handler linking a player's roll
// to it. Their bodies load on demand (request-card.ts): every player downloads this bundle at each world load.
import { registerRelayHandler } from "../shared/relay";
import { menuEntry, onHook } from "../../compat";
import type { CallForCheck, RequestMessage } from "./request-card";
import { RequestMessageModel } from "../../data/chat/request-message";
import type { MessageRenderOptions } from "./message-frame";
import type * as RequestCard from "./request-card";

let card: typeof RequestCard | undefined;
const load = async () => (card ??= await import("./request-card"));
const isGM = () => game.user!.isGM;

/** game.system.api.callForCheck: posts the call at once, or opens the GM's dialog when no Stat is given. */
export async function callForCheck(call?: Partial<CallForCheck>): Promise<ChatMessage.Implementation | null> {
  const m = await load();
  return call?.stat ? m.postRequest(call as CallForCheck) : m.openCallDialog(call ?? {});
}

const open = (preset: Partial<CallForCheck> = {}) => void callForCheck(preset);

function button(onClick: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "ui-control icon fa-solid fa-bullhorn hb-call-button";
  b.dataset.tooltip = game.i18n!.localize("HB.Call.title");
  b.setAttribute("aria-label", b.dataset.tooltip);
  b.addEventListener("click", onClick);
  return b;
}

/** The request subtype's model, with its drawing: core's renderHTML hands the message to it (request-card.ts). */
export class RequestMessageView extends RequestMessageModel {
  async renderHTML(options: MessageRenderOptions = {}): Promise<HTMLElement> {
    return (await load()).renderRequestMessage(this.parent as RequestMessage, options);
  }
  /** The chat log's export (documents/chat-message.ts): null (core's) until the card's module has loaded. */
  exportLines(): string[] | null {
    return card?.exportRequestMessage(this.parent as RequestMessage) ?? null;
  }
  static prepareExport(): Promise<unknown> {
    return load();
  }
}

export function registerCheckCalls(): void {
  Object.assign(CONFIG.ChatMessage.dataModels, { request: RequestMessageView });
  registerRelayHandler("request.rolled", async (request, user) => (await load()).linkRoll(request, user));
  // The chat sidebar: a button beside core's control buttons (export, flush). V13 makes the chat input and its controls
  // once and moves them between the chat log and the notifications area as the chat tab is shown or not, firing
  // renderChatInput each time (ChatLog#_toggleNotifications); renderChatLog sees them only if the chat tab was shown
  // when the log first rendered. The button goes with core's, which core hides outside the chat log.
  onHook("renderChatInput", (_app: unknown, elements: Record<string, HTMLElement | undefined>) => {
    const controls = elements?.["#chat-controls"]?.querySelector(".control-buttons");
    if (isGM() && controls && !controls.querySelector(".hb-call-button")) controls.append(button(() => open()));
  });
  // Scene controls (V13: a record of controls, each with a record of tools).
  onHook("getSceneControlButtons", (controls: Record<string, { tools?: Record<string, unknown> }>) => {
    const tools = controls.tokens?.tools;
    if (!tools || Array.isArray(controls)) return;
    tools.hbCallForCheck = {
      name: "hbCallForCheck",
      title: "HB.Call.title",
      icon: "fa-solid fa-bullhorn",
      order: 50,
      button: true,
      visible: isGM(),
      onChange: () => open(),
    };
  });
  // An actor's menu in the Actors sidebar.
  onHook("getActorContextOptions", (_app: unknown, options: unknown[]) => {
    options.push(
      menuEntry({
        label: "HB.Call.title",
        icon: "fa-solid fa-bullhorn",
        visible: () => isGM(),
        // Stryker disable next-line StringLiteral: core's entries name their actor; no id ticks no one either way
        onClick: (li) => open({ actors: [li.dataset.entryId ?? ""] }),
      }),
    );
  });
  // A token's HUD: call on this token's actor (and the other controlled tokens').
  onHook(
    "renderTokenHUD",
    (hud: { actor?: { uuid: string } | null; object: { actor?: { uuid: string } | null } }, html: HTMLElement) => {
      const column = html.querySelector(".col.left");
      if (!isGM() || !column || column.querySelector(".hb-call-button")) return;
      // Stryker disable ArrayDeclaration,MethodExpression: the call dialog ticks the table's characters only, each
      // once: a placeholder entry, or one naming no actor, ticks no one
      const controlled = (
        (globalThis as { canvas?: { tokens?: { controlled?: { actor?: { uuid: string } | null }[] } } }).canvas?.tokens
          ?.controlled ?? []
      )
        .map((t) => t.actor?.uuid)
        .filter((u): u is string => !!u);
      const own = hud.actor ?? hud.object.actor;
      const actors = [...new Set([...(own ? [own.uuid] : []), ...controlled])];
      // Stryker restore ArrayDeclaration,MethodExpression
      const b = button(() => open({ actors }));
      b.classList.replace("ui-control", "control-icon");
      column.append(b);
    },
  );
}

/** renderChatMessageHTML for a request card: its buttons wired (renderHTML drew it, its module already loaded). */
export function activateRequest(message: ChatMessage.Implementation, html: HTMLElement): void {
  void load().then((m) => m.activateRequestCard(message, html));
}
