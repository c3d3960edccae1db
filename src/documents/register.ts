import { HumanityActor } from "./actor";
import { HumanityItem } from "./item";
import { HumanityCombat } from "./combat";
import { HumanityCombatant } from "./combatant";
import { HumanityChatMessage, HumanityChatMessages } from "./chat-message";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof HumanityActor;
    Item: typeof HumanityItem;
    Combat: typeof HumanityCombat;
    Combatant: typeof HumanityCombatant;
    ChatMessage: typeof HumanityChatMessage;
  }
  interface FlagConfig {
    /** Help offers as older worlds kept them, before the Combat model's
     *  helpOffers field (HumanityCombat.migrateData). */
    Combat: { "humanity-blessed"?: { helpOffers?: unknown[] | null } };
  }
}

export function registerDocumentClasses(): void {
  CONFIG.Actor.documentClass = HumanityActor;
  CONFIG.Item.documentClass = HumanityItem;
  CONFIG.Combat.documentClass = HumanityCombat;
  CONFIG.Combatant.documentClass = HumanityCombatant;
  // Our messages export as readable lines (chat-message.ts); core builds game.messages from this class after init.
  CONFIG.ChatMessage.documentClass = HumanityChatMessage;
  CONFIG.ChatMessage.collection = HumanityChatMessages;
}
