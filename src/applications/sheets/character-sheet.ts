// The character sheet: the H's as large dice, grouped when balanced; the Blessings pool; Apts & Specs; story.
// The class is registered at init; its context, drops and actions load with the first sheet rendered
// (character-sheet-actions.ts), so the always-loaded bundle carries only this shell.
import { HumanityActorSheet, type TemplatePart } from "./base-actor-sheet";
import { CHARACTER_PARTS, CHARACTER_TABS } from "./character-layout";
import { lazyActions } from "../shared/lazy";
import { CHARACTER_ACTIONS, type CharacterAction } from "./actor-sheet-host";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

const body = () => import("./character-sheet-actions");

export class CharacterSheet extends HumanityActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["character"],
    position: { width: 720, height: 760 },
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
    await (await body()).dropOnSheet(event, () => super._onDrop(event));
  }

  /** Apts & Specs, things, Lifestyles and Ethics each drop differently (character-sheet-actions.ts). */
  protected override async _onDropItem(
    event: DragEvent,
    item: Item.Implementation,
  ): Promise<Item.Implementation | null> {
    await (await body()).dropItem(this, event, item, () => super._onDropItem(event, item));
    // Core returns the dropped or created Item; nothing reads it for a drop on a sheet.
    return null;
  }

  /** Stats drag to the macro hotbar (see hooks/hotbar-drop.ts); item rows drag as on every actor sheet. */
  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    (await body()).dragStats(this);
  }
}
