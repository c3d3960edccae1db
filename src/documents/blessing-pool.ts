// An actor's permanent Blessing pool, read through the type guards (characters and Monstrosities both keep one).
// Read by rolling, the Endeavor's commands, the roll dialog and the sheet's Remove.
import type { HumanityActor } from "./actor";

export function blessingPool(actor: HumanityActor): number[] | null {
  // Stryker disable next-line ConditionalExpression: a party would read undefined, which every caller reads as none
  return actor.isCharacter() || actor.isMonstrosity() ? actor.system.blessings : null;
}
