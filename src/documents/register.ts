import { HumanityActor } from "./actor";
import { HumanityItem } from "./item";
import { HumanityCombat } from "./combat";
import { HumanityCombatant } from "./combatant";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof HumanityActor;
    Item: typeof HumanityItem;
    Combat: typeof HumanityCombat;
    Combatant: typeof HumanityCombatant;
  }
}

export function registerDocumentClasses(): void {
  CONFIG.Actor.documentClass = HumanityActor;
  CONFIG.Item.documentClass = HumanityItem;
  CONFIG.Combat.documentClass = HumanityCombat;
  CONFIG.Combatant.documentClass = HumanityCombatant;
}
