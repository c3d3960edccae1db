// Which Attacks an Action Die allows (book: Attack — "Violent: Hurt only", "Non-violent: Not Hurt"), for the engine's
// check (attack.ts) and for the forms and offers that show only what it will allow.
import { optionOf, type EndeavorState, type Participant } from "./state";

export const HURT = "Hurt";

/** The violent Attack is open: the Action Die is Hurt, or (table ruling hurtStandIn) a Stat balanced with Hurt (the
 *  same die size) stands in for it, as a Check allows "a Stat balanced with" the one normally used. */
export function attacksViolently(state: Pick<EndeavorState, "options">, p: Participant): boolean {
  const stat = p.actionDie;
  if (stat === null) return false;
  return stat === HURT || (optionOf(state, "hurtStandIn") && p.stats[HURT] !== undefined && p.stats[stat] === p.stats[HURT]);
}
