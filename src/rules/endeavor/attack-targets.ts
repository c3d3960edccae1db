/**
 * Who an Attack can reach: its targets, and who may Defend in a target's place (Protective). The engine judges an
 * Attack by these; the acting form, its odds and the reaction offers list by them.
 */
import { isActive, type Participant } from "./state";

/** An active opponent of `attacker`; a pending Attack limited to some (Revenge: "an opponent who moved you down this
 *  round") reaches only those (`eligible`; empty: any opponent). */
export const attackable = (attacker: Participant, q: Participant, eligible: readonly string[] = []): boolean =>
  isActive(q) && q.side !== attacker.side && (eligible.length === 0 || eligible.includes(q.id));

/**
 * Protective: "When another nearby character would be violently Attacked, before rolls are performed, you may become
 * the Defender instead." Reading: "nearby" is left to the table — any other active character on the Defender's side.
 */
export const mayStandIn = (protector: Participant, defender: Participant): boolean =>
  protector.id !== defender.id && isActive(protector) && isActive(defender) && protector.side === defender.side;
