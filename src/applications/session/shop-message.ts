// A Session Shop's chat summary as the chat log shows it: worded from its message's facts (whose shop, what was bought)
// by each reader's client, in their language. Loaded with the first summary shown (session.ts registers its model).
import { summaryCard, type ShopSummaryFacts } from "../dialogs/shop-draft";
import { template } from "../shared/templates";
import { translator } from "../shared/translator";
import { renderMessageFrame, type MessageRenderOptions } from "../chat/message-frame";
import { hiddenLines, shopLines } from "../chat/export-lines";

export type ShopMessage = ChatMessage.Implementation & { system: ShopSummaryFacts };

/** The summary as lines for the chat log's export (ShopMessageView#exportLines). */
export function exportShopMessage(message: ShopMessage): string[] {
  const i18n = translator();
  return message.isContentVisible ? shopLines(summaryCard(message.system, i18n), i18n) : hiddenLines(message, i18n);
}

/** ShopMessageView#renderHTML. Summaries posted before kept only their HTML in `content` (type "base"):
 *  core draws those. */
export function renderShopMessage(message: ShopMessage, options: MessageRenderOptions): Promise<HTMLElement> {
  return renderMessageFrame(
    message,
    () =>
      foundry.applications.handlebars.renderTemplate(
        template("chat/shop-summary.hbs"),
        summaryCard(message.system, translator()),
      ),
    options,
  );
}
