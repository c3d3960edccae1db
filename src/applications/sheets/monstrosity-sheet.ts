// A compact sheet for the GM's Monstrosities: Stat Dice, SP and Recovery offset, secret tags, Blessings,
// Apts & Specs and notes on one page — what a GM glances at while running an Endeavor.
import { HandlebarsActorSheet, type TemplatePart } from "./base-actor-sheet";
import { prepareMonstrosityContext, type MonstrosityView } from "./monstrosity-context";
import { MONSTROSITY_PARTS } from "./monstrosity-layout";
import { gainBlessing, removeBlessing, spendBlessings } from "./blessing-pool";
import { MONSTROSITY_TAGS } from "../../rules/endeavor/state";
import type { HumanityActor } from "../../documents/actor";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** What a Monstrosity can hold: Apts & Specs (book: "characters as usual"); things and Outlooks are for characters. */
const ACCEPTS = new Set(["aptitude", "specialization"]);

export class MonstrositySheet extends HandlebarsActorSheet {
  #editMode = false;

  static override DEFAULT_OPTIONS = {
    classes: ["humanity-blessed", "sheet", "monstrosity"],
    position: { width: 560, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: MonstrositySheet.#onToggleMode,
      rollStat: MonstrositySheet.#onRollStat,
      gainBlessing: MonstrositySheet.#onGainBlessing,
      removeBlessing: MonstrositySheet.#onRemoveBlessing,
      spendBlessings: MonstrositySheet.#onSpendBlessings,
      openItem: MonstrositySheet.#onOpenItem,
      deleteItem: MonstrositySheet.#onDeleteItem,
      toggleTag: MonstrositySheet.#onToggleTag,
    },
  };

  static PARTS: Record<string, TemplatePart> = MONSTROSITY_PARTS;

  protected override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const view = actor.toObject() as unknown as MonstrosityView;
    view.items = actor.items.contents.map((i) => ({ id: i.id!, name: i.name, type: i.type, img: i.img ?? "", system: i.system as unknown as Record<string, unknown> }));
    return Object.assign(context, {
      actor,
      system: actor.system,
      sheet: prepareMonstrosityContext(view, { editable: this.isEditable, editMode: this.#editMode }),
    });
  }

  /** Only Apts & Specs belong on a Monstrosity; anything else is refused with a word, and nothing changes. */
  protected async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    if (!this.actor.isOwner) return null;
    if (!ACCEPTS.has(item.type)) {
      ui.notifications?.warn(game.i18n!.format("HB.Drop.monstrosityRefuses", { name: item.name }));
      return null;
    }
    // @ts-expect-error -- V13 core implements _onDropItem on ActorSheetV2; missing from fvtt-types 13.345.1
    return super._onDropItem(event, item);
  }

  static async #onToggleMode(this: MonstrositySheet) {
    this.#editMode = !this.#editMode;
    await this.render();
  }

  /** Click: the roll dialog, as on a character; Shift-click: a plain Normal Check straight to chat. */
  static async #onRollStat(this: MonstrositySheet, event: PointerEvent, target: HTMLElement) {
    const stat = target.dataset.stat;
    if (!stat) return;
    await (this.actor as unknown as HumanityActor).rollCheck(stat, { dialog: !event.shiftKey });
  }

  /** Tags switch on and off with one press each (buttons, so the keyboard reaches them like any action). */
  static async #onToggleTag(this: MonstrositySheet, _event: PointerEvent, target: HTMLElement) {
    const tag = target.dataset.tag;
    if (!tag || !(MONSTROSITY_TAGS as readonly string[]).includes(tag)) return;
    const tags = (this.actor.system as unknown as { tags: string[] }).tags;
    await this.actor.update({ "system.tags": tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag] } as never);
  }

  static async #onGainBlessing(this: MonstrositySheet) {
    await gainBlessing(this.actor);
  }

  static async #onRemoveBlessing(this: MonstrositySheet, _event: PointerEvent, target: HTMLElement) {
    await removeBlessing(this.actor, Number(target.dataset.index));
  }

  static async #onSpendBlessings(this: MonstrositySheet) {
    await spendBlessings(this.actor, this.element.querySelector<HTMLInputElement>("[data-spend-cost]")?.value ?? "");
  }

  static async #onOpenItem(this: MonstrositySheet, _event: PointerEvent, target: HTMLElement) {
    await this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "")?.sheet?.render(true);
  }

  static async #onDeleteItem(this: MonstrositySheet, _event: PointerEvent, target: HTMLElement) {
    await this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "")?.delete();
  }
}
