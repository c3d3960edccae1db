// A party: the characters a GM keeps an eye on together, as their actors' uuids in the GM's order. The party holds
// no game state of its own; its sheet reads each member live (applications/party/).
import { readMembers } from "../../rules/party-members";
import { schemaVersionField, unreadableField } from "../fields";
import { migrateActorSource, type Unreadable } from "../migrations";
import { listOf, salvage } from "../salvage";

const { ArrayField, StringField } = foundry.data.fields;

export const partySchema = () => ({
  /** The members' actor uuids, in order. */
  members: new ArrayField(new StringField({ required: true, blank: false })),
  unreadable: unreadableField(),
  schemaVersion: schemaVersionField(),
});

export type PartySchema = ReturnType<typeof partySchema>;

export class PartyModel extends foundry.abstract.TypeDataModel<PartySchema, Actor.Implementation> {
  static override defineSchema(): PartySchema {
    return partySchema();
  }

  /** A list written by hand or by an import (ids, `{ uuid }` entries, one text, an object keyed by index) is read,
   *  never dropped whole: what is no member is reported (documents/unreadable.ts) instead of emptying the party. */
  static override migrateData(source: Record<string, unknown>) {
    const report: Unreadable[] = [];
    if ("members" in source) {
      const stored = source.members;
      const list = foundry.utils.getType(stored) === "Object" ? listOf(stored, "members", report) : stored;
      const { members, unreadable } = readMembers(list);
      source.members = members;
      for (const value of unreadable) report.push({ field: "members", value, kept: "" });
    }
    return super.migrateData(salvage(this.schema, migrateActorSource(source, report), report));
  }
}
