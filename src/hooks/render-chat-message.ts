// renderChatMessageHTML: wires our card buttons (prefixed data-hb-action; V13's chat log owns data-action names).
import { activateCheckCard } from "../applications/chat/check-card-view";
import { activateRequest } from "../applications/chat/request-register";

export function onRenderChatMessageHTML(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (message.type === "check") activateCheckCard(message, html);
  else if (message.type === "request") activateRequest(message, html);
}
