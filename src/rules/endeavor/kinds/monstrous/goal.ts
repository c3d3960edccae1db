/**
 * Monstrous "Goal": "Move all your opponents to position 0 before they can give you three Wound buttons in a row" —
 * the Endeavor ends when one side has nobody left in it (Defeat buttons, Wounds, Declare Victory, the GM).
 */
import { ALLIES, MONSTROSITIES, isActive, type EndeavorState, type Outcome } from "../../state";

export function monstrousOutcome(s: EndeavorState): Outcome | null {
  const active = s.participants.filter(isActive);
  const monsters = active.filter((p) => p.side === MONSTROSITIES).length;
  const allies = active.filter((p) => p.side === ALLIES).length;
  if (monsters === 0) return { winner: ALLIES, winnerId: null, reason: "opponents-removed" };
  if (allies === 0) return { winner: MONSTROSITIES, winnerId: null, reason: "allies-removed" };
  return null;
}
