// The actions every actor sheet shares (HumanityActorSheet lists them at init), loaded with the first click.
import { gainBlessing, removeBlessing, spendBlessings } from "./blessing-pool";
import type { ActorSheetHost, SharedAction } from "./actor-sheet-host";
import { skipsRollDialog } from "../shared/skip-roll-dialog";
import { rollsD20s } from "../../documents/hidden-dice";

type Act = (this: ActorSheetHost, event: PointerEvent, target: HTMLElement) => Promise<void>;

/** The item of the row a control sits in (the templates draw item controls inside their rows alone); none when the
 *  item went before the sheet was drawn again. */
function itemOf(sheet: ActorSheetHost, target: HTMLElement) {
  return sheet.actor.items.get(target.closest<HTMLElement>("[data-item-id]")!.dataset.itemId!);
}

export const actions: Record<SharedAction, Act> = {
  /** Hidden Stat Dice: the GM switches "Roll d20s" (players never see the button; the actor refuses them anyway). */
  async toggleD20s(this: ActorSheetHost) {
    await this.actor.update({ system: { rollD20s: !rollsD20s(this.actor) } });
  },

  async toggleMode(this: ActorSheetHost) {
    this.editMode = !this.editMode;
    await this.render();
  },

  async openItem(this: ActorSheetHost, _event: PointerEvent, target: HTMLElement) {
    // Stryker disable next-line OptionalChaining: core's getter gives the registered sheet (its BaseSheet without one)
    await itemOf(this, target)?.sheet?.render(true);
  },

  /** Core's own confirmation (Document#deleteDialog) before anything is deleted. */
  async deleteItem(this: ActorSheetHost, _event: PointerEvent, target: HTMLElement) {
    await itemOf(this, target)?.deleteDialog();
  },

  /** Click: the roll dialog. With the skip key held (Shift unless rebound in Configure Controls): a plain Normal Check
   *  straight to chat. Both as any Check is rolled. */
  async rollStat(this: ActorSheetHost, event: PointerEvent, target: HTMLElement) {
    // The templates draw every rollStat control with its Stat.
    await this.actor.rollCheck(target.dataset.stat!, { dialog: !skipsRollDialog(event) });
  },

  async gainBlessing(this: ActorSheetHost) {
    await gainBlessing(this.actor);
  },

  async removeBlessing(this: ActorSheetHost, _event: PointerEvent, target: HTMLElement) {
    await removeBlessing(this.actor, Number(target.dataset.index));
  },

  async spendBlessings(this: ActorSheetHost) {
    // The cost's field is drawn beside the Spend button, always.
    await spendBlessings(this.actor, this.element.querySelector<HTMLInputElement>("[data-spend-cost]")!.value);
  },
};
