// Schema factories shared by our data models, so a Stat Die or a Blessing is validated the same way everywhere.
import { DIE_SIZES } from "../rules/ids";

const { NumberField, StringField, HTMLField, ArrayField, SchemaField } = foundry.data.fields;

/** A whole number a document always holds: a stored null or a missing one loads as `initial`, a fraction is rounded and
 *  a number past a bound is cleaned to it (core's NumberField), and an update cannot delete it. */
export function integerField(bounds: { min?: number; max?: number; initial?: number }) {
  return new NumberField({ required: true, nullable: false, integer: true, ...bounds });
}

/** A Blessing's or a d6's worth in a list (a Help's, a Legend's): 1 to 6. */
export function worthField() {
  return integerField({ min: 1, max: 6 });
}

/** A Stat Die size. Old sources that stored "d6" are migrated before validation (see migrations.ts). */
export function dieField(initial: number = 4) {
  return new NumberField({
    required: true,
    nullable: false,
    integer: true,
    initial,
    validate: (value: unknown) => (DIE_SIZES as readonly number[]).includes(value as number),
    validationError: "must be a Stat Die size: 2, 4, 6, 8 or 10",
  });
}

/** A pool of Blessings: each a d6 value from 1 to 6 (an ArrayField is required and starts empty by default). */
export function blessingPoolField() {
  return new ArrayField(
    // A custom check rather than min/max: Foundry clamps out-of-range numbers while cleaning, and a Blessing
    // worth 9 is a mistake to report, not to quietly turn into a 6.
    // No initial value: a stored empty entry (null) is no Blessing, and is left out (salvage.ts), never one worth 1.
    new NumberField({
      required: true,
      nullable: false,
      integer: true,
      validate: (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 6,
      validationError: "must be a Blessing worth 1 to 6",
    }),
  );
}

/** Core's HTMLField is required and may be blank, so a new document's text is "". */
export function htmlField() {
  return new HTMLField();
}
export function textField(initial = "") {
  return new StringField({ required: true, blank: true, initial });
}

/** Hidden Stat Dice (Humanity, Endeavored, "Using d20s"): this actor's Stat Dice are thrown as d20s and read through
 *  the d20 Conversion table. Only a GM changes it (documents/actor.ts); a new Monstrosity takes the world's default. */
export function rollD20sField() {
  return new foundry.data.fields.BooleanField();
}

/** Stored on every model so the world migration knows which documents still need work. */
export function schemaVersionField() {
  return integerField({ min: 0, initial: 0 });
}

/**
 * The Stat each Stat-bound Condition affects (Ache; Vexed in v0.0.21.10, Vulnerable in v0.0.18: "the affected
 * Stat"), blank while nobody has said. Kept on the actor, not in flags: rolls read it to apply the Condition.
 */
export function affectedStatsField() {
  return new SchemaField({ ache: textField(), vexed: textField(), vulnerable: textField() });
}

/** What loading could not read (salvage.ts Unreadable), word for word, until the GM's client has reported it. An
 *  ArrayField is required and starts empty by default. */
export function unreadableField() {
  return new ArrayField(new SchemaField({ field: textField(), value: textField(), kept: textField() }));
}
