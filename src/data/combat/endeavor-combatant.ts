// A Combatant's side of an Endeavor. Only what the GM chooses before the start is stored here (a side other than
// the actor type suggests, a Racing team); everything the tracker shows per combatant (Action Die, temporary
// Blessings, position, spent Stats, acted) is read from the Combat's engine state through getters. Storing it
// twice would mean 50 Combatant updates per command and a window in which the two copies disagree.
import type { EndeavorState, Participant } from "../../rules/endeavor";

const { StringField } = foundry.data.fields;

/** The Combat's Endeavor state, told by its model's getter (its class is not imported here): another subtype's model,
 *  or none while core constructs the Combat, has none. */
function endeavorOf(system: object | undefined): EndeavorState | null {
  return (system as { endeavor?: EndeavorState | null } | undefined)?.endeavor ?? null;
}

/** Blank = from the actor: characters are allies, Monstrosities their opponents. */
export const COMBATANT_SIDES = ["", "allies", "monstrosities"] as const;
export type CombatantSide = (typeof COMBATANT_SIDES)[number];

export const endeavorCombatantSchema = () => ({
  side: new StringField({
    // Stryker disable next-line BooleanLiteral: left out, a value is cleaned to its initial one before validation
    required: true,
    blank: true,
    choices: [...COMBATANT_SIDES],
    initial: "",
  }),
  /** Racing: racers sharing a team label are one side (blank = racing alone). */
  team: new StringField({
    // Stryker disable next-line BooleanLiteral: left out, a value is cleaned to its initial one before validation
    required: true,
    blank: true,
    initial: "",
  }),
});

export type EndeavorCombatantSchema = ReturnType<typeof endeavorCombatantSchema>;

export class EndeavorCombatantModel extends foundry.abstract.TypeDataModel<
  EndeavorCombatantSchema,
  Combatant.Implementation
> {
  static override LOCALIZATION_PREFIXES = ["HB.Endeavor.Combatant"];

  static override defineSchema(): EndeavorCombatantSchema {
    return endeavorCombatantSchema();
  }

  /** This combatant in the Endeavor (participant id = combatant id); null before the start or if added later. */
  get participant(): Participant | null {
    // The parent chain is missing while core constructs the Combatant (and in a bare model); with a state, it is whole.
    const combatant = this.parent;
    const state = endeavorOf(combatant?.parent?.system);
    return state?.participants.find((p) => p.id === combatant!.id) ?? null;
  }

  get position(): number | null {
    return this.participant?.position ?? null;
  }

  get actionDie(): string | null {
    return this.participant?.actionDie ?? null;
  }

  get temporary(): number[] {
    return this.participant?.temporary ?? [];
  }

  get spent(): string[] {
    return this.participant?.spent ?? [];
  }

  get acted(): boolean {
    return this.participant?.acted ?? false;
  }
}
