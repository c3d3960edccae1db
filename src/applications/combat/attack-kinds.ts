// Which Attacks a participant's Action Die allows (book: Attack — "Violent: Hurt only", "Non-violent: Not Hurt"), as
// the acting form offers them and as the Protective offer needs to know (reaction-offers.ts). Pure.
import { optionOf, type EndeavorState, type Participant } from "../../rules/endeavor/state";

export const HURT = "Hurt"; // the engine spells Stats as the book prints them

/** The violent Attack is open: the Action Die is Hurt, or (table ruling hurtStandIn) a Stat balanced with Hurt stands
 *  in for it (the engine's assertAttackStat). */
export function attacksViolently(state: EndeavorState, p: Participant): boolean {
  if (p.actionDie === HURT) return true;
  return p.actionDie !== null && optionOf(state, "hurtStandIn") && p.stats[HURT] !== undefined && p.stats[p.actionDie] === p.stats[HURT];
}
