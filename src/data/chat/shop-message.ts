// What a Session Shop's chat summary remembers: whose shop it was and what they bought, as the rules engine logged it.
// Each reader's client words it in their language when the summary is shown (session/shop-message.ts).
import type { ShopEntry } from "../../rules/shop";
import { EDITION_IDS } from "../../rules/ids";
import { textField, unreadableField } from "../fields";
import { salvage } from "../salvage";

const { StringField, ArrayField, ObjectField } = foundry.data.fields;

export const shopMessageSchema = () => ({
  name: textField(),
  /** The edition the shop sold under (what a tagged upgrade gains differs). */
  // Stryker disable next-line BooleanLiteral: cleaning fills a missing edition with its initial one before validation
  edition: new StringField({ required: true, choices: [...EDITION_IDS], initial: EDITION_IDS[0] }),
  /** The shop's log, one entry per purchase (the engine owns the shape). */
  // An ObjectField is required and not nullable unless told otherwise: a null entry cleans to {} (no purchase).
  log: new ArrayField(new ObjectField<{ required: true; nullable: false }, ShopEntry, ShopEntry>()),
  unreadable: unreadableField(),
});
export type ShopMessageSchema = ReturnType<typeof shopMessageSchema>;

export class ShopMessageModel extends foundry.abstract.TypeDataModel<ShopMessageSchema, ChatMessage.Implementation> {
  static override defineSchema(): ShopMessageSchema {
    return shopMessageSchema();
  }

  /** Every list read element by element on load (salvage.ts): one bad entry never costs the others. */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(salvage(this.schema, source));
  }
}
