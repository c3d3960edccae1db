// One sheet for every item type: name, the fields that type has, and its description.
import { SPECIALIZATION_LIMITS } from "../../data/item/specialization";
import { THING_KINDS } from "../../data/item/thing";
import { template } from "../templates";
import { HandlebarsItemSheet, type TemplatePart } from "./base-actor-sheet";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

export class HumanityItemSheet extends HandlebarsItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["humanity-blessed", "sheet", "item"],
    position: { width: 520, height: 480 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  static PARTS: Record<string, TemplatePart> = {
    body: { template: template("item/item-sheet.hbs"), scrollable: [""] },
  };

  protected override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    const item = this.item;
    return Object.assign(context, {
      item,
      system: item.system,
      type: item.type,
      fields: (item.system as unknown as foundry.abstract.DataModel.Any).schema.fields,
      editable: this.isEditable,
      limitChoices: Object.fromEntries(SPECIALIZATION_LIMITS.map((id) => [id, `HB.Specialization.limit.${id || "none"}`])),
      kindChoices: Object.fromEntries(THING_KINDS.map((id) => [id, `HB.Thing.kind.${id}`])),
      descriptionHTML: await foundry.applications.ux.TextEditor.implementation.enrichHTML(
        (item.system as unknown as { description?: string }).description ?? "", { secrets: item.isOwner, relativeTo: item }),
    });
  }
}
