// Specializations other characters bring to someone's Check (the same text in both books unless noted):
// Mischievous — "When another character would succeed a Check, you may distract them using a thing you have gained …
//   modify that character's result by −3, possibly turning their success into a failure. Recharge: ⑤." (v0.0.18:
//   "When another character succeeds a Check … using an item in your possession".)
// Resolved — "When an Attack succeeds against you, the Attacker receives one fewer boon and one additional bust than
//   usual, and you gain a Blessing. Recharge: ④."
// Protective — "When another nearby character would be violently Attacked, before rolls are performed, you may become
//   the Defender instead. Recharge: ③." (v0.0.18: "would Defend against a violent Attack".)
// Analytical's Help is in analytical.ts. resolveCheck applies Mischievous and Resolved (check.ts); these say when they
// may be used.
import { refuse } from "./errors";

/** Mischievous's modifier. Reading: it applies to the final result of each roll of the Check (after Help, ease, aid
 *  and Ignite — "their result"), since a Hard Check's result is all of its rolls. */
export const MISCHIEVOUS_MODIFIER = -3;

/** Specializations that change someone else's Check, with their printed recharge. */
export const REACTION_RECHARGE = { Mischievous: "⑤", Resolved: "④", Protective: "③" } as const;
export type ReactionSpecialization = keyof typeof REACTION_RECHARGE;

/** Mischievous distracts "another character" who "would succeed" (a Check already failing cannot be distracted). */
export function assertMischievous(o: { byRoller: boolean; wouldSucceed: boolean }): void {
  if (o.byRoller)
    refuse("reaction-own-check", "Mischievous distracts another character, not yourself.", {
      specialization: "Mischievous",
    });
  if (!o.wouldSucceed)
    refuse("reaction-not-success", "Mischievous is used when the Check would succeed.", {
      specialization: "Mischievous",
    });
}

/** Resolved answers "an Attack" that "succeeds against you": only an Attack's Defender, only on a success. */
export function assertResolved(o: { attack: boolean; succeeded: boolean; byRoller: boolean }): void {
  if (o.byRoller)
    refuse("reaction-own-check", "Resolved answers an Attack against you, not your own Check.", {
      specialization: "Resolved",
    });
  if (!o.attack) refuse("reaction-not-attack", "Resolved answers an Attack.", { specialization: "Resolved" });
  if (!o.succeeded)
    refuse("reaction-not-success", "Resolved is used when the Attack succeeds.", { specialization: "Resolved" });
}

/** Protective: "another nearby character" (not the Attacker, not the Defender already) "would be violently
 *  Attacked". */
export function assertProtective(o: { violent: boolean; protector: string; attacker: string; defender: string }): void {
  if (!o.violent)
    refuse("reaction-not-violent", "Protective answers a violent Attack.", { specialization: "Protective" });
  if (o.protector === o.attacker || o.protector === o.defender) {
    refuse("reaction-own-check", "Protective takes another character's place as the Defender.", {
      specialization: "Protective",
    });
  }
}
