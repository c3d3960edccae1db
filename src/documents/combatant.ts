// Combatant: one participant of the Endeavor (participant id = combatant id). Its Endeavor data is derived from the
// Combat's state (EndeavorCombatantModel); this class adds the ownership test the GM relay relies on.
import type { Participant } from "../rules/endeavor";
import type { EndeavorCombatantModel } from "../data/combat/endeavor-combatant";

export class HumanityCombatant extends foundry.documents.Combatant {
  get participant(): Participant | null {
    return (this.system as unknown as EndeavorCombatantModel).participant;
  }

  /** May this user act for the combatant? Owners of its actor (the GM always): checked again on the GM's client. */
  isActingUser(user: User.Implementation): boolean {
    if (user.isGM) return true;
    return !!this.actor?.testUserPermission(user, "OWNER");
  }
}
