import { CharacterModel } from "./actor/character";
import { MonstrosityModel } from "./actor/monstrosity";
import { AptitudeModel } from "./item/aptitude";
import { SpecializationModel } from "./item/specialization";
import { ThingModel } from "./item/thing";
import { EthicModel, LifestyleModel } from "./item/outlook";
import { CheckMessageModel } from "./chat/check-message";

export const DATA_MODELS = {
  Actor: { character: CharacterModel, monstrosity: MonstrosityModel },
  Item: { aptitude: AptitudeModel, specialization: SpecializationModel, thing: ThingModel, lifestyle: LifestyleModel, ethic: EthicModel },
  ChatMessage: { check: CheckMessageModel },
} as const;

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: { character: typeof CharacterModel; monstrosity: typeof MonstrosityModel };
    Item: {
      aptitude: typeof AptitudeModel;
      specialization: typeof SpecializationModel;
      thing: typeof ThingModel;
      lifestyle: typeof LifestyleModel;
      ethic: typeof EthicModel;
    };
    ChatMessage: { check: typeof CheckMessageModel };
  }
}

export function registerDataModels(): void {
  Object.assign(CONFIG.Actor.dataModels, DATA_MODELS.Actor);
  Object.assign(CONFIG.Item.dataModels, DATA_MODELS.Item);
  Object.assign(CONFIG.ChatMessage.dataModels, DATA_MODELS.ChatMessage);
}
