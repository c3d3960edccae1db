// The Check card as wired at init: the check message's model with its drawing, and the GM's relay handler for each
// of the card's buttons. The drawing and the handlers' bodies (check-card.ts with check-actions.ts) load on demand.
// Apart from the card's view (check-card-view.ts), which those bodies import, so the imports run one way:
// register → card → actions → view.
import { registerRelayHandler } from "../shared/relay";
import { CheckMessageModel } from "../../data/chat/check-message";
import { CARD_ACTIONS, type CheckMessage } from "./check-card-view";
import type { MessageRenderOptions } from "./message-frame";
import type * as CheckCard from "./check-card";

let card: typeof CheckCard | undefined;
const loadCard = async () => (card ??= await import("./check-card"));

/**
 * The Check message's data as the chat log shows it: core's ChatMessage#renderHTML (V13, V14) hands a message to its
 * system model's renderHTML, so each reader's client draws the card from the data when it is shown. Drawing loads with
 * the first card shown (check-card.ts).
 */
export class CheckMessageView extends CheckMessageModel {
  async renderHTML(options: MessageRenderOptions = {}): Promise<HTMLElement> {
    return (await loadCard()).renderCheckMessage(this.parent as CheckMessage, options);
  }
  /** The chat log's export (documents/chat-message.ts): null (core's) until the card's module has loaded. */
  exportLines(): string[] | null {
    return card?.exportCheckMessage(this.parent as CheckMessage) ?? null;
  }
  static prepareExport(): Promise<unknown> {
    return loadCard();
  }
}

/** The GM's handlers for the card's buttons: registered at init, their bodies loaded with the first request. */
export function registerCheckActions(): void {
  // The check subtype's model, with its drawing (data/register.ts registered the plain model, its schema the same).
  Object.assign(CONFIG.ChatMessage.dataModels, { check: CheckMessageView });
  for (const action of CARD_ACTIONS) {
    registerRelayHandler(`check.${action}`, async (request, user) =>
      (await import("./check-card")).runCardAction(action, request, user),
    );
  }
}
