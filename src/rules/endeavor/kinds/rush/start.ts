/**
 * What a Rush start asks beyond a Monstrous one (supplement, "⏩ Rush Endeavors"): the charge leader the allies
 * elected "before the first round" (a combatant id; none: Monstrosities act first). Its world setting: who acts first
 * when there is no charge leader.
 */
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
  rulings: { endeavorRushNoLeader: ["monstrosities", "clockwise"] },
};
