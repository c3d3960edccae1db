// A Combatant's Endeavor model. Its own module: only on-demand code (the tracker, the Endeavor's commands) reads it,
// so it stays out of the always-loaded bundle.
import type { EndeavorCombatantModel } from "./endeavor-combatant";

/** Told by its fields, not instanceof: the tracker's context is also drawn outside Foundry (the browser harness),
 *  where the model's class cannot load, and importing it there would fail before anything is drawn. */
const isCombatantModel = (system: unknown): system is EndeavorCombatantModel =>
  system instanceof Object && "side" in system && "team" in system;

/** A Combatant's Endeavor model (null while core constructs it): any Combatant, as either generation's
 *  declarations type it (V14 types a Combat's embedded combatants as core's Combatant, not our class). */
export function combatantModel(combatant: { system?: unknown }): EndeavorCombatantModel | null {
  const system = combatant.system;
  return isCombatantModel(system) ? system : null;
}
