// What an Endeavor command's chat card remembers: the engine's own events, with the names and Stat Dice they need to
// be told. Each reader's client tells them in their language when the card
// is shown (combat/cards/event-card-context.ts).
import type { EndeavorEvent } from "../../rules/endeavor";
import { EDITION_IDS } from "../../rules/ids";
import { integerField, textField, unreadableField } from "../fields";
import { salvage } from "../salvage";

const { StringField, ArrayField, SchemaField, ObjectField, BooleanField } = foundry.data.fields;

/** An ObjectField holding the engine's JSON, typed as the engine types it (the engine owns the shape). */
function engineObject<T>() {
  // Core's ObjectField is required and never null: a missing or null one loads as {}.
  return new ObjectField<{ required: true; nullable: false }, T, T>();
}

function int() {
  return integerField({ min: 0, initial: 0 });
}

export function endeavorMessageSchema() {
  return {
    round: int(),
    edition: new StringField({ required: true, choices: [...EDITION_IDS], initial: EDITION_IDS[0] }),
    /** The participant whose command it was; blank for a GM override. */
    by: textField(),
    /** The card says the command was undone. */
    undone: new BooleanField(),
    /** Every participant the events may name, before and after the command (one it removed keeps its name). */
    names: new ArrayField(new SchemaField({ id: textField(), name: textField() })),
    /** The engine's events, in order. */
    events: new ArrayField(engineObject<EndeavorEvent>()),
    /** Per check event, in order: the roller's Stat Die for the Stat rolled, and the rolls as the Foundry layer threw
     *  them (empty when the engine recorded the throws, or was handed totals). */
    checks: new ArrayField(
      new SchemaField({
        size: int(),
        rolls: new ArrayField(
          new SchemaField({
            sizes: new ArrayField(int()),
            throws: new ArrayField(new ArrayField(int())),
            total: int(),
            upgraded: new BooleanField(),
          }),
        ),
      }),
    ),
    unreadable: unreadableField(),
  };
}
export type EndeavorMessageSchema = ReturnType<typeof endeavorMessageSchema>;

export class EndeavorMessageModel extends foundry.abstract.TypeDataModel<
  EndeavorMessageSchema,
  ChatMessage.Implementation
> {
  static override defineSchema(): EndeavorMessageSchema {
    return endeavorMessageSchema();
  }

  /** Every list read element by element on load (salvage.ts): one bad entry never costs the others. */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(salvage(this.schema, source));
  }
}
