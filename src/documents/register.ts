import { HumanityActor } from "./actor";
import { HumanityItem } from "./item";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof HumanityActor;
    Item: typeof HumanityItem;
  }
}

export function registerDocumentClasses(): void {
  CONFIG.Actor.documentClass = HumanityActor;
  CONFIG.Item.documentClass = HumanityItem;
}
