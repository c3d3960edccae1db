// An actor's permanent Blessing pool, read through the type guards (characters and Monstrosities both keep one).
// A module of its own: only on-demand code (rolling, the Endeavor's commands, the roll dialog) reads it.
import type { HumanityActor } from "./actor";

export function blessingPool(actor: HumanityActor): number[] | null {
  return actor.isCharacter() || actor.isMonstrosity() ? actor.system.blessings : null;
}
