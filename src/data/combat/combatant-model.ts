// A Combatant's Endeavor model by instanceof. Its own module: only on-demand code (the tracker, the Endeavor's
// commands) reads it, so it stays out of the always-loaded bundle.
import { EndeavorCombatantModel } from "./endeavor-combatant";

/** A Combatant's Endeavor model (null while core constructs it): any Combatant, as either generation's
 *  declarations type it (V14 types a Combat's embedded combatants as core's Combatant, not our class). */
export function combatantModel(combatant: { system?: unknown }): EndeavorCombatantModel | null {
  const system = combatant.system;
  return system instanceof EndeavorCombatantModel ? system : null;
}
