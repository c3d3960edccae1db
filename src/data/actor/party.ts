// A party: the characters a GM keeps an eye on together, as their actors' uuids in the GM's order. The party holds
// no game state of its own; its sheet reads each member live (applications/party/).
import { readMembers } from "../../rules/party-members";
import { schemaVersionField, unreadableField } from "../fields";
import { migrateActorSource } from "../migrations";

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

  /** A list written by hand or by an import (ids, `{ uuid }` entries, one text) is read, never dropped whole: what
   *  is no member is reported (documents/unreadable.ts) instead of emptying the party. */
  static override migrateData(source: Record<string, unknown>) {
    if ("members" in source) {
      const { members, unreadable } = readMembers(source.members);
      source.members = members;
      if (unreadable.length) source.unreadable = [...(Array.isArray(source.unreadable) ? source.unreadable : []), ...unreadable.map((value) => ({ field: "members", value, kept: "" }))];
    }
    return super.migrateData(migrateActorSource(source));
  }
}
