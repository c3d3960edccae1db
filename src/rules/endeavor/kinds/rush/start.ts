/**
 * What a Rush start asks beyond a Monstrous one (supplement, "⏩ Rush Endeavors"): the charge leader the allies
 * elected "before the first round" (a combatant id; none: Monstrosities act first), and the world setting it reads.
 */
import { RUSH_RULINGS } from "./rulings";
import type { KindStart } from "../kind-entry";
import { MONSTROUS } from "../monstrous/rules";

declare module "../kind-entry" {
  interface KindStartOptions {
    leader?: string;
  }
}

export const RUSH_START: KindStart = {
  ...MONSTROUS.start,
  fields: ["leader"],
  // The leader chosen ("": nobody).
  fromForm: (form) => (typeof form.leader === "string" && form.leader ? { leader: form.leader } : {}),
  read: (options) => ({ setup: options.leader ? { leader: options.leader } : {} }),
  // Every combatant is offered; creation refuses one who may not lead (leader.ts).
  choices: (combatants) => ({ leaders: combatants.map((c) => ({ value: c.id, label: c.name })) }),
  rulings: RUSH_RULINGS,
};
