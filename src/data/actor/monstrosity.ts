// A Monstrosity: Stat Dice like a character, plus its Starting Position, Recovery offset and secret tags.
import { CORE_STATS } from "../../rules/ids";
import { MONSTROSITY_TAGS } from "../../rules/endeavor/state";
import {
  blessingPoolField,
  dieField,
  htmlField,
  integerField,
  rollD20sField,
  schemaVersionField,
  unreadableField,
} from "../fields";
import { migrateActorSource, type Unreadable } from "../migrations";
import { salvage } from "../salvage";
import { poolTotals } from "../token-attributes";

const { SchemaField, ArrayField, StringField } = foundry.data.fields;

export function monstrositySchema() {
  return {
    stats: new SchemaField(
      Object.fromEntries(CORE_STATS.map((id) => [id, dieField(4)])) as Record<
        (typeof CORE_STATS)[number],
        ReturnType<typeof dieField>
      >,
    ),
    /** "SP 10 (3)": starts at 10 with a Recovery button 3 below. */
    sp: new SchemaField({
      start: integerField({ min: 1, initial: 10 }),
      recovery: integerField({ min: 0, initial: 3 }),
    }),
    tags: new ArrayField(new StringField({ required: true, choices: [...MONSTROSITY_TAGS] })),
    blessings: blessingPoolField(),
    notes: htmlField(),
    rollD20s: rollD20sField(),
    unreadable: unreadableField(),
    schemaVersion: schemaVersionField(),
  };
}

export type MonstrositySchema = ReturnType<typeof monstrositySchema>;

/** The pool on a token (data/token-attributes.ts). */
export type MonstrosityDerived = { blessingCount: number; blessingWorth: number };

export class MonstrosityModel extends foundry.abstract.TypeDataModel<
  MonstrositySchema,
  Actor.Implementation,
  {},
  MonstrosityDerived
> {
  static override LOCALIZATION_PREFIXES = ["HB.Monstrosity"];
  static override defineSchema(): MonstrositySchema {
    return monstrositySchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    const report: Unreadable[] = [];
    return super.migrateData(salvage(this.schema, migrateActorSource(source, report), report));
  }
  override prepareDerivedData() {
    Object.assign(this, poolTotals(this.blessings));
  }
}
