// A GM's call for a Check: which Check, a note, and one entry per character called on. An entry records who rolled
// and the Check message their roll posted; its outcome is read from that message by the rules engine, never stored,
// so a Help or a Spark added to the roll changes the call's card too, and a blind roll stays hidden there as well.
import { DIFFICULTIES } from "../../rules/ids";
import { textField, unreadableField } from "../fields";
import { salvage } from "../salvage";

const { StringField, NumberField, ArrayField, SchemaField } = foundry.data.fields;

export function requestMessageSchema() {
  return {
    /** The Stat normally associated with the action; a Stat balanced with it (or History) may stand in, as
     *  the book says. */
    stat: textField(),
    difficulty: new StringField({ required: true, choices: [...DIFFICULTIES], initial: "normal" }),
    /** Rolls of a Complex Check, or null to leave it to the roller. */
    rolls: new NumberField({ required: true, nullable: true, integer: true, min: 2, max: 8, initial: null }),
    /** The GM's note ("about the locked door"). */
    note: textField(),
    entries: new ArrayField(
      new SchemaField({
        actorUuid: textField(),
        name: textField(),
        /** The Check message the roll posted; blank until the character has rolled. */
        checkId: textField(),
        /** Who rolled it (the relay's sender). */
        userId: textField(),
      }),
    ),
    unreadable: unreadableField(),
  };
}
export type RequestMessageSchema = ReturnType<typeof requestMessageSchema>;

export class RequestMessageModel extends foundry.abstract.TypeDataModel<
  RequestMessageSchema,
  ChatMessage.Implementation
> {
  static override defineSchema(): RequestMessageSchema {
    return requestMessageSchema();
  }

  /** Every list read element by element on load (salvage.ts): one bad entry never costs the others. */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(salvage(this.schema, source));
  }
}
