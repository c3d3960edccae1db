// One sheet for every item type: name, the fields that type has, and its description. Its context builder loads
// with the first item sheet rendered.
import { template } from "../shared/templates";
import { HandlebarsItemSheet, loadSheetStyles, type TemplatePart } from "./base-actor-sheet";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

export class HumanityItemSheet extends HandlebarsItemSheet {
  // Core's DocumentSheetV2 gives every sheet its `sheet` class.
  static override DEFAULT_OPTIONS = {
    classes: ["humanity-blessed", "item"],
    position: { width: 520, height: 480 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  static PARTS: Record<string, TemplatePart> = {
    body: { template: template("item/item-sheet.hbs"), scrollable: [""] },
  };

  protected override async _prepareContext(options: RenderOptions) {
    await loadSheetStyles();
    const context = await super._prepareContext(options);
    const item = this.item;
    const system = item.system;
    // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: every item type has its HTML
    // description (the check narrows the type)
    const description = "description" in system && typeof system.description === "string" ? system.description : "";
    const descriptionHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(description, {
      secrets: item.isOwner,
      relativeTo: item,
    });
    const { prepareItemContext } = await import("./item-context");
    return Object.assign(
      context,
      prepareItemContext(
        // Stryker disable next-line StringLiteral: core's img field is not nullable (its type allows null)
        { name: item.name, img: item.img ?? "", type: item.type, system },
        { editable: this.isEditable, descriptionHTML },
      ),
    );
  }
}
