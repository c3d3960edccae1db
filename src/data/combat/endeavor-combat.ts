// The Endeavor a Combat runs: the engine's state, the setup it started from and the log of applied commands.
// The log holds every command as the engine applied it (dice filled in), so undo is a replay of the log minus its
// last entry from createEndeavor(setup) — no snapshots to keep in step, and the result is exactly the earlier state.
import type { Command, EndeavorSetup, EndeavorState } from "../../rules/endeavor";

const { ObjectField, ArrayField } = foundry.data.fields;

/**
 * Plain ObjectFields, not a field per engine property: the state is the engine's versioned JSON (state.ts) and the
 * engine alone decides its shape, dropping keys it no longer needs. Foundry would merge an ObjectField update key by
 * key and keep those, so the Combat always writes the whole system with `recursive: false` (combat-endeavor.ts).
 */
export const endeavorCombatSchema = () => ({
  /** null until the GM starts the Endeavor. */
  setup: new ObjectField({ required: true, nullable: true, initial: null }),
  state: new ObjectField({ required: true, nullable: true, initial: null }),
  log: new ArrayField(new ObjectField({ required: true, nullable: false })),
});

export type EndeavorCombatSchema = ReturnType<typeof endeavorCombatSchema>;

export class EndeavorCombatModel extends foundry.abstract.TypeDataModel<EndeavorCombatSchema, Combat.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HB.Endeavor"];

  static override defineSchema(): EndeavorCombatSchema {
    return endeavorCombatSchema();
  }

  /** The engine state, typed (the field stores it as a plain object). */
  get endeavor(): EndeavorState | null {
    return (this.state as unknown as EndeavorState | null) ?? null;
  }

  get endeavorSetup(): EndeavorSetup | null {
    return (this.setup as unknown as EndeavorSetup | null) ?? null;
  }

  get commands(): readonly Command[] {
    return this.log as unknown as Command[];
  }
}
