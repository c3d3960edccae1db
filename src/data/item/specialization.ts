// A Specialization: the book's effect text plus what the engine needs to enforce it (recharge, limits, tags).
import { EDITION_IDS } from "../../rules/ids";
import { htmlField, integerField, textField, unreadableField } from "../fields";
import { salvage } from "../salvage";

import { SPECIALIZATION_LIMITS } from "./choices";

const { StringField, BooleanField, ArrayField } = foundry.data.fields;

export { SPECIALIZATION_LIMITS };
type SpecializationLimit = (typeof SPECIALIZATION_LIMITS)[number];

export function specializationSchema() {
  return {
    description: htmlField(),
    editions: new ArrayField(new StringField({ required: true, choices: [...EDITION_IDS] }), {
      initial: [...EDITION_IDS],
    }),
    // Any text: a cost the notation cannot read is kept as written for the GM to correct, not refused — core
    // would load a refused one as "" (no recharge, i.e. free) and a save would keep it so. The rules refuse to pay it
    // (rechargeReadable), the sheets mark it and the GM is told at load (documents/unreadable.ts).
    recharge: textField(),
    // Typed as its choices (fvtt-types 13.345.1 infers `string` from a choices array), so the model is a
    // SpecializationUse. Left out (or null) when created, it takes its initial "", as any field does: creating needs
    // no limit.
    limit: new StringField<
      { required: true; blank: true; choices: SpecializationLimit[]; initial: "" },
      SpecializationLimit | null | undefined,
      SpecializationLimit,
      SpecializationLimit
    >({ required: true, blank: true, choices: [...SPECIALIZATION_LIMITS], initial: "" }),
    uses: integerField({ min: 0, initial: 0 }),
    used: integerField({ min: 0, initial: 0 }),
    endeavorOnly: new BooleanField(),
    tags: new ArrayField(new StringField({ required: true, blank: false })),
    /** The id of the owning actor's Aptitude item this specializes; blank in the compendium. */
    aptitude: textField(),
    spent: new BooleanField(),
    /** Recharges paid this session: Insured's cost grows by ①① with each (rules rechargeCost); 0 again
     *  at session end. */
    recharged: integerField({ min: 0, initial: 0 }),
    source: textField(),
    unreadable: unreadableField(),
  };
}
export type SpecializationSchema = ReturnType<typeof specializationSchema>;

export class SpecializationModel extends foundry.abstract.TypeDataModel<SpecializationSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HB.Specialization"];
  static override defineSchema(): SpecializationSchema {
    return specializationSchema();
  }

  /** Every list read element by element on load (salvage.ts): one bad entry never costs the others. */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(salvage(this.schema, source));
  }
}
