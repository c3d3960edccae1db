// A thing gained: an item, information or an alliance; exceptional after the Gains upgrade.
import { htmlField } from "../fields";

import { THING_KINDS } from "./choices";

const { StringField, BooleanField } = foundry.data.fields;

export { THING_KINDS };

export function thingSchema() {
  return {
    kind: new StringField({ required: true, choices: [...THING_KINDS], initial: "item" }),
    exceptional: new BooleanField(),
    description: htmlField(),
  };
}
export type ThingSchema = ReturnType<typeof thingSchema>;

export class ThingModel extends foundry.abstract.TypeDataModel<ThingSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HB.Thing"];
  static override defineSchema(): ThingSchema {
    return thingSchema();
  }
}
