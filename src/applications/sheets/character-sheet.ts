// The character sheet: the H's as large dice, grouped when balanced; the Blessings pool; Apts & Specs; story.
// The class is registered at init; its context, drops and actions load with the first sheet rendered
// (character-sheet-actions.ts), so the always-loaded bundle carries only this shell.
import { HandlebarsActorSheet, type TemplatePart } from "./base-actor-sheet";
import { CHARACTER_PARTS, CHARACTER_TABS } from "./character-layout";
import { lazyActions } from "../shared/lazy";
import { dragItemRows } from "./draggable-rows";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

const body = () => import("./character-sheet-actions");

export const CHARACTER_ACTIONS = [
  "toggleMode", "removeBlessing", "openItem", "deleteItem", "toggleCondition", "useSpecialization", "rollStat",
  "gainBlessing", "spendBlessings", "openWizard", "openShop", "bankOne", "spendBanked", "attachSpecialization",
] as const;
export type CharacterAction = (typeof CHARACTER_ACTIONS)[number];

export class CharacterSheet extends HandlebarsActorSheet {
  /** Play mode shows dice to click; edit mode shows their sizes as fields. */
  editMode = false;

  static override DEFAULT_OPTIONS = {
    classes: ["humanity-blessed", "sheet", "character"],
    position: { width: 720, height: 760 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: lazyActions<CharacterSheet, CharacterAction>(body, CHARACTER_ACTIONS),
  };

  static PARTS: Record<string, TemplatePart> = CHARACTER_PARTS;

  static override TABS: Record<string, foundry.applications.api.ApplicationV2.TabsConfiguration> = CHARACTER_TABS;

  protected override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    return (await body()).characterContext(this, context, this._prepareTabs("primary"));
  }

  /** A drop that cannot even be read (another system's data, a broken macro) is refused, and nothing changes. */
  protected override async _onDrop(event: DragEvent): Promise<void> {
    // Core ignores drops it cannot read without a word; a player deserves to know nothing happened.
    const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event) as { type?: unknown };
    if (typeof data?.type !== "string") {
      ui.notifications?.warn("HB.Drop.malformed", { localize: true });
      return;
    }
    try {
      await super._onDrop(event);
    } catch (err) {
      console.warn("humanity-blessed | refused drop", err);
      ui.notifications?.warn("HB.Drop.malformed", { localize: true });
    }
  }

  /** Apts & Specs, things, Lifestyles and Ethics each drop differently (character-sheet-actions.ts). */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null> {
    await (await body()).dropItem(this, event, item, () => super._onDropItem(event, item));
    // Core returns the dropped or created Item; nothing reads it for a drop on a sheet.
    return null;
  }

  /** Stats drag to the macro hotbar (see hooks/hotbar-drop.ts); item rows drag as core's do (sort here, or drop
   *  on another sheet), carrying the item's drag data. */
  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    dragItemRows(this.element, this.actor);
    for (const die of this.element.querySelectorAll<HTMLElement>("[data-action='rollStat']")) {
      die.draggable = true;
      die.addEventListener("dragstart", (event) => {
        event.dataTransfer?.setData("text/plain", JSON.stringify({ type: "HB.Stat", actorUuid: this.actor.uuid, stat: die.dataset.stat }));
      });
    }
  }
}
