import { CharacterModel } from "./actor/character";
import { MonstrosityModel } from "./actor/monstrosity";
import { PartyModel } from "./actor/party";
import { AptitudeModel } from "./item/aptitude";
import { SpecializationModel } from "./item/specialization";
import { ThingModel } from "./item/thing";
import { OutlookModel } from "./item/outlook";
import { CheckMessageModel } from "./chat/check-message";
import { RequestMessageModel } from "./chat/request-message";
import { EndeavorMessageModel } from "./chat/endeavor-message";
import { ShopMessageModel } from "./chat/shop-message";
import { EndeavorCombatModel } from "./combat/endeavor-combat";
import { EndeavorCombatantModel } from "./combat/endeavor-combatant";
import { trackableAttributes } from "./token-attributes";

export const DATA_MODELS = {
  Actor: { character: CharacterModel, monstrosity: MonstrosityModel, party: PartyModel },
  Item: {
    aptitude: AptitudeModel,
    specialization: SpecializationModel,
    thing: ThingModel,
    lifestyle: OutlookModel,
    ethic: OutlookModel,
  },
  ChatMessage: {
    check: CheckMessageModel,
    request: RequestMessageModel,
    endeavor: EndeavorMessageModel,
    shop: ShopMessageModel,
  },
  // "base" is the only Combat/Combatant type: no documentTypes entry needed, every Combat runs an Endeavor.
  Combat: { base: EndeavorCombatModel },
  Combatant: { base: EndeavorCombatantModel },
} as const;

// The subtype list is template.json's (system.json's documentTypes are derived from it at build, and
// test/data/subtypes.test.ts holds DATA_MODELS to it); the type declarations are derived from DATA_MODELS, so the
// three cannot disagree.
type Models = typeof DATA_MODELS;

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: Models["Actor"];
    Item: Models["Item"];
    ChatMessage: Models["ChatMessage"];
    Combat: Models["Combat"];
    Combatant: Models["Combatant"];
  }
}

export function registerDataModels(): void {
  Object.assign(CONFIG.Actor.dataModels, DATA_MODELS.Actor);
  // Core's list starts empty; V14's declarations type it otherwise than V13's, so it is filled rather than replaced.
  Object.assign(CONFIG.Actor.trackableAttributes, trackableAttributes());
  Object.assign(CONFIG.Item.dataModels, DATA_MODELS.Item);
  Object.assign(CONFIG.ChatMessage.dataModels, DATA_MODELS.ChatMessage);
  Object.assign(CONFIG.Combat.dataModels, DATA_MODELS.Combat);
  Object.assign(CONFIG.Combatant.dataModels, DATA_MODELS.Combatant);
}
