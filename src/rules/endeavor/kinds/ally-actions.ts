/** The actions of the book's allies and racers (Monstrous "Ally Actions", Racing "Racer Actions"), with the Stat each
 *  requires: the kinds that play by them share this one list. */
import type { KindAction } from "./kind-entry";

export const ALLY_ACTIONS: readonly KindAction[] = [
  { id: "attack-violent", stat: "hurt-only" },
  { id: "attack-non-violent", stat: "not-hurt" },
  { id: "advance", stat: "not-hurt" },
  { id: "protect", stat: "any" },
  { id: "pass", stat: "any" },
  { id: "unique", stat: "any" },
  // Zealous, Commanding, Radiant and Delayed Attacks: each checks its own die ("any": the table asks nothing more).
  { id: "zealous", stat: "any" },
  { id: "commanding", stat: "any" },
  { id: "radiant", stat: "any" },
  { id: "delayedAttack", stat: "any" },
];
