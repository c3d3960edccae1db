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
  interface FlagConfig {
    /** Help offers as older worlds kept them, before the Combat model's helpOffers field (HumanityCombat.migrateData). */
    Combat: { "humanity-blessed"?: { helpOffers?: unknown[] | null } };
  }
}

export function registerDocumentClasses(): void {
  CONFIG.Actor.documentClass = HumanityActor;
  CONFIG.Item.documentClass = HumanityItem;
  CONFIG.Combat.documentClass = HumanityCombat;
  CONFIG.Combatant.documentClass = HumanityCombatant;
}
