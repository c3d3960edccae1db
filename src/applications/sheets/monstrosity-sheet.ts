// A compact sheet for the GM's Monstrosities: Stat Dice, SP and Recovery offset, secret tags, Blessings,
// Apts & Specs and notes on one page — what a GM glances at while running an Endeavor. The class is registered at
// init; its context and actions load with the first one rendered (monstrosity-sheet-actions.ts).
import { HumanityActorSheet, type TemplatePart } from "./base-actor-sheet";
import { MONSTROSITY_PARTS } from "./monstrosity-layout";
import { lazyActions } from "../shared/lazy";
import { MONSTROSITY_ACTIONS, type MonstrosityAction } from "./actor-sheet-host";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

const body = () => import("./monstrosity-sheet-actions");

export class MonstrositySheet extends HumanityActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["monstrosity"],
    position: { width: 560, height: 640 },
    actions: lazyActions<MonstrositySheet, MonstrosityAction>(body, MONSTROSITY_ACTIONS),
  };

  static PARTS: Record<string, TemplatePart> = MONSTROSITY_PARTS;

  protected override async _prepareContext(options: RenderOptions) {
    return (await body()).monstrosityContext(this, await super._prepareContext(options));
  }

  /** Only Apts & Specs belong on a Monstrosity; anything else is refused with a word, and nothing changes. */
  protected override async _onDropItem(
    event: DragEvent,
    item: Item.Implementation,
  ): Promise<Item.Implementation | null> {
    return (await body()).dropItem(this, item, () => super._onDropItem(event, item));
  }
}
