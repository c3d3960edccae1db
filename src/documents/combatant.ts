// Combatant: one participant of the Endeavor (participant id = combatant id). Its Endeavor data is derived from the
// Combat's state (EndeavorCombatantModel); this class adds the ownership test the GM relay relies on.
import type { Participant } from "../rules/endeavor";
import { combatantModel } from "../data/combat/combatant-model";

export class HumanityCombatant extends foundry.documents.Combatant {
  /** Null also while core constructs it, before `system` (its EndeavorCombatantModel) exists. */
  get participant(): Participant | null {
    // Its only subtype's model: fvtt-types adds other modules' subtypes to `system`, even to a configured "base".
    return combatantModel(this)?.participant ?? null;
  }

  /** May this user act for the combatant? Owners of its actor (the GM always): checked again on the GM's client. */
  isActingUser(user: User.Implementation): boolean {
    if (user.isGM) return true;
    return !!this.actor?.testUserPermission(user, "OWNER");
  }
}
