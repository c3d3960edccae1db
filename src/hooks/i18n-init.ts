// i18nInit: labels of models that core does not localise for us.
import { CheckMessageModel } from "../data/chat/check-message";

export function onI18nInit(): void {
  foundry.helpers.Localization.localizeDataModel(CheckMessageModel);
}
