// A player character: the H's of Humanity as Stat Dice, the Blessings pool, Lifestyle/Ethic, and their story.
import { CORE_STATS, type DieSize } from "../../rules/ids";
import { balancedGroups, xOf } from "../../rules/stat-dice";
import { ignitedStats } from "../../rules/lifestyles";
import {
  affectedStatsField,
  blessingPoolField,
  dieField,
  htmlField,
  integerField,
  rollD20sField,
  schemaVersionField,
  textField,
  unreadableField,
} from "../fields";
import { migrateActorSource, type Unreadable } from "../migrations";
import { salvage } from "../salvage";
import { poolTotals } from "../token-attributes";

const { SchemaField, StringField, ArrayField, BooleanField } = foundry.data.fields;

function statsSchema() {
  return new SchemaField(
    Object.fromEntries(CORE_STATS.map((id) => [id, dieField(4)])) as Record<
      (typeof CORE_STATS)[number],
      ReturnType<typeof dieField>
    >,
  );
}

function bankedSchema() {
  return new ArrayField(
    new SchemaField({
      // `required` types the kind as always present (it is: a missing one is cleaned to a boon before it is read).
      // Stryker disable next-line BooleanLiteral: an entry's values are cleaned before they are validated
      kind: new StringField({ required: true, choices: ["boon", "bust"], initial: "boon" }),
      effect: textField(),
      count: integerField({ min: 0, initial: 1 }),
    }),
  );
}

export function characterSchema() {
  return {
    stats: statsSchema(),
    /** The world's optional Stat (a world setting names it); its die lives here whichever it is. */
    optional: dieField(4),
    highest: textField(),
    lifestyle: textField("carefree"),
    ethic: textField("viceVirtue"),
    blessings: blessingPoolField(),
    banked: bankedSchema(),
    affected: affectedStatsField(),
    /** Stats spent as Action Dice during an Endeavor. */
    spent: new ArrayField(new StringField({ required: true, blank: false })),
    pronouns: textField(),
    age: textField(),
    appearance: htmlField(),
    backstory: htmlField(),
    notes: htmlField(),
    /** Per-session state (rules/session.ts SessionFlags): reset by the GM's "End session". */
    session: new SchemaField({
      majorSuccess: new BooleanField(),
      freeUpgradeUsed: new BooleanField(),
      becameLost: new BooleanField(),
      /** The GM's End session opened this character's Session Shop and it is not finished yet. */
      shopOpen: new BooleanField(),
      /** Famous: the actors (uuids) this character has exerted their fame over this session (rules/conditions.ts). */
      famousOver: new ArrayField(new StringField({ required: true, blank: false })),
    }),
    /** Haunted: the GM marks the thing that haunts this character present (its die is then subtracted
     *  after each roll). */
    hauntingPresent: new BooleanField(),
    /** Specialization Upgrades taken in the Session Shop and not yet used by a dropped Specialization. */
    specializationUnlocks: integerField({ min: 0, initial: 0 }),
    rollD20s: rollD20sField(),
    unreadable: unreadableField(),
    schemaVersion: schemaVersionField(),
  };
}

export type CharacterSchema = ReturnType<typeof characterSchema>;
export type CharacterDerived = {
  /** Stats grouped by die size, largest first; a group of two or more can Spark. */
  balanced: { size: DieSize; stats: string[] }[];
  ignited: string[];
  x: Record<string, number>;
  /** The pool on a token (data/token-attributes.ts). */
  blessingCount: number;
  blessingWorth: number;
};

export class CharacterModel extends foundry.abstract.TypeDataModel<
  CharacterSchema,
  Actor.Implementation,
  {},
  CharacterDerived
> {
  static override LOCALIZATION_PREFIXES = ["HB.Character"];

  static override defineSchema(): CharacterSchema {
    return characterSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    const report: Unreadable[] = [];
    return super.migrateData(salvage(this.schema, migrateActorSource(source, report), report));
  }

  /** Every Stat this character can roll, core and (when the world uses one) optional, with its die. */
  statDice(optionalStat: string | null): Record<string, DieSize> {
    const dice: Record<string, DieSize> = { ...(this.stats as Record<string, DieSize>) };
    if (optionalStat) dice[optionalStat] = this.optional as DieSize;
    return dice;
  }

  override prepareDerivedData() {
    const dice = this.statDice(null);
    this.balanced = balancedGroups(dice);
    this.ignited = [...ignitedStats(this.lifestyle)];
    this.x = Object.fromEntries(Object.entries(dice).map(([id, size]) => [id, xOf(size)]));
    Object.assign(this, poolTotals(this.blessings));
  }
}
