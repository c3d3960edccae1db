// Hidden Stat Dice (pure): a participant who rolls d20s keeps its die sizes from the players who do not own it.
import type { Participant } from "../../../rules/endeavor";
import type { Viewer } from "./tracker-input";

/** Hidden Stat Dice: who may read a participant's die sizes — everyone for real dice; for one that rolls d20s, the GM
 *  and its actor's owners (a player reads its Action Die and X, never its size). */
export function seesDice(p: Participant, viewer: Pick<Viewer, "isGM" | "owns">): boolean {
  return !p.rollD20s || viewer.isGM || viewer.owns(p.id);
}
