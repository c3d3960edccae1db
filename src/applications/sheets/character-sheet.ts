// The character sheet: the H's as large dice, grouped when balanced; the Blessings pool; Apts & Specs; story.
import { ignitedStats } from "../../rules";
import { optionalStat } from "../../settings";
import { template } from "../templates";
import { HandlebarsActorSheet, type TemplatePart } from "./base-actor-sheet";
import { prepareCharacterContext, type CharacterView } from "./character-context";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

export class CharacterSheet extends HandlebarsActorSheet {
  /** Play mode shows dice to click; edit mode shows their sizes as fields. */
  #editMode = false;

  static override DEFAULT_OPTIONS = {
    classes: ["humanity-blessed", "sheet", "character"],
    position: { width: 720, height: 760 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: CharacterSheet.#onToggleMode,
      removeBlessing: CharacterSheet.#onRemoveBlessing,
      openItem: CharacterSheet.#onOpenItem,
      deleteItem: CharacterSheet.#onDeleteItem,
      toggleCondition: CharacterSheet.#onToggleCondition,
    },
  };

  static PARTS: Record<string, TemplatePart> = {
    header: { template: template("actor/character/header.hbs") },
    tabs: { template: "templates/generic/tab-navigation.hbs" },
    stats: { template: template("actor/character/stats.hbs"), scrollable: [""] },
    items: { template: template("actor/character/items.hbs"), scrollable: [""] },
    story: { template: template("actor/character/story.hbs"), scrollable: [""] },
  };

  static override TABS: Record<string, foundry.applications.api.ApplicationV2.TabsConfiguration> = {
    primary: {
      tabs: [
        { id: "stats", icon: "fa-solid fa-dice-d6", cssClass: "" },
        { id: "items", icon: "fa-solid fa-list", cssClass: "" },
        { id: "story", icon: "fa-solid fa-book-open", cssClass: "" },
      ],
      initial: "stats",
      labelPrefix: "HB.Sheet.Tab",
    },
  };

  protected override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const view = actor.toObject() as unknown as CharacterView;
    view.items = actor.items.contents.map((i) => ({ id: i.id!, name: i.name, type: i.type, img: i.img ?? "", system: i.system as unknown as Record<string, unknown> }));
    view.statuses = [...actor.statuses];
    const system = actor.system as unknown as CharacterView["system"];
    return Object.assign(context, {
      actor,
      system,
      tabs: this._prepareTabs("primary"),
      sheet: prepareCharacterContext(view, {
        optionalStat: optionalStat(),
        ignited: ignitedStats(system.lifestyle),
        editable: this.isEditable,
        editMode: this.#editMode,
      }),
    });
  }


  static async #onToggleMode(this: CharacterSheet) {
    this.#editMode = !this.#editMode;
    await this.render();
  }

  static async #onRemoveBlessing(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const pool = [...((this.actor.system as unknown as { blessings: number[] }).blessings)].sort((a, b) => a - b);
    const index = Number(target.dataset.index);
    if (!Number.isInteger(index) || index < 0 || index >= pool.length) return;
    pool.splice(index, 1);
    await this.actor.update({ "system.blessings": pool } as never);
  }

  static async #onOpenItem(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
    await item?.sheet?.render(true);
  }

  static async #onDeleteItem(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const item = this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
    await item?.delete();
  }

  static async #onToggleCondition(this: CharacterSheet, _event: PointerEvent, target: HTMLElement) {
    const id = target.dataset.condition;
    if (id) await this.actor.toggleStatusEffect(id);
  }
}
