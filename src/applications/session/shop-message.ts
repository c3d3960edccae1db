// A Session Shop's chat summary as the chat log shows it: worded from its message's facts (whose shop, what was bought)
// by each reader's client, in their language. Loaded with the first summary shown (session.ts registers its model).
import { summaryCard, type ShopSummaryFacts } from "../dialogs/shop-draft";
import { template } from "../shared/templates";
import { translator } from "../shared/translator";
import { renderMessageFrame, type MessageRenderOptions } from "../chat/message-frame";

export type ShopMessage = ChatMessage.Implementation & { system: ShopSummaryFacts };

/** ShopMessageView#renderHTML. Summaries posted before kept only their HTML in `content` (type "base"): core draws those. */
export function renderShopMessage(message: ShopMessage, options: MessageRenderOptions): Promise<HTMLElement> {
  return renderMessageFrame(message, () => foundry.applications.handlebars.renderTemplate(template("chat/shop-summary.hbs"), summaryCard(message.system, translator())), options);
}
