// Lifestyle and Ethic items are reference cards: the book's text and a key into the rules tables.
// The mechanics (starting Stats, Ignite/Overcharge, upgrade paths) stay in src/rules so they exist once;
// dropping one of these on a character only sets the key.
import { EDITION_IDS } from "../../rules/ids";
import { htmlField, unreadableField } from "../fields";
import { salvage } from "../salvage";

const { StringField, ArrayField } = foundry.data.fields;

export function outlookSchema() {
  return {
    key: new StringField({ required: true, blank: false, initial: "carefree" }),
    // The book's words: a "starting" Lifestyle/Ethic, or one reached by an upgrade in the Session Shop.
    stage: new StringField({ required: true, choices: ["starting", "upgraded"], initial: "starting" }),
    description: htmlField(),
    editions: new ArrayField(new StringField({ required: true, choices: [...EDITION_IDS] }), {
      initial: [...EDITION_IDS],
    }),
    unreadable: unreadableField(),
  };
}
export type OutlookSchema = ReturnType<typeof outlookSchema>;

/** Before 0.2 the stage was stored as `tier`, a word the book keeps for nothing; kept, under its new name. */
export function migrateOutlookSource(source: Record<string, unknown>): Record<string, unknown> {
  if ("tier" in source) {
    if (!("stage" in source)) source.stage = source.tier;
    delete source.tier;
  }
  return source;
}

/** A Lifestyle or an Ethic: the same card, so one model serves both subtypes. */
export class OutlookModel extends foundry.abstract.TypeDataModel<OutlookSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HB.Outlook"];
  static override defineSchema(): OutlookSchema {
    return outlookSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(salvage(this.schema, migrateOutlookSource(source)));
  }
}
