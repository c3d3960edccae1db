// The actor sheets' base: HumanityActorSheet (below) and the one place the Handlebars mixin meets ActorSheetV2.
// fvtt-types 13.345.1 hits TS2589 ("excessively deep") on HandlebarsApplicationMixin(ActorSheetV2) as soon as a
// subclass touches this.actor, so the mixed class is cast once, here, to the plain ActorSheetV2 type; PARTS is declared
// by each sheet with the part type below.
import { lazyActions } from "../shared/lazy";
import { dragItemRows } from "./draggable-rows";
import { SHARED_ACTIONS, type ActorSheetHost, type SharedAction } from "./actor-sheet-host";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;

export type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** The sheets' styles, loaded with the first sheet rendered: before its context, so before its window is drawn. */
export const loadSheetStyles = () => import("./sheet-styles");

/**
 * Core's drop handling on ActorSheetV2, the same in V13 and V14: V14's declarations have these two, 13.345.1's lack
 * them. Declared here once so the sheets override them under either.
 */
declare class DropHandlingActorSheet extends foundry.applications.sheets.ActorSheetV2 {
  protected _onDrop(event: DragEvent): Promise<void>;
  protected _onDropItem(event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null>;
}

export const HandlebarsActorSheet = HandlebarsApplicationMixin(
  ActorSheetV2,
) as unknown as typeof DropHandlingActorSheet;
export const HandlebarsItemSheet = HandlebarsApplicationMixin(ItemSheetV2) as unknown as typeof ItemSheetV2;

/**
 * What the character and Monstrosity sheets share: play and edit modes, item rows that open, delete (core's
 * deleteDialog) and drag, a Stat die that rolls through HumanityActor#rollCheck, and the Blessings pool's controls.
 * The actions' bodies load with the first click (actor-sheet-actions.ts): the always-loaded bundle holds this shell.
 */
export class HumanityActorSheet extends HandlebarsActorSheet implements ActorSheetHost {
  /** Play mode shows dice to click; edit mode shows their sizes as fields. */
  editMode = false;

  // Typed as core's, so each sheet adds its own classes and actions (core merges DEFAULT_OPTIONS along the chain;
  // core's DocumentSheetV2 gives every sheet its `sheet` class).
  static override DEFAULT_OPTIONS: typeof HandlebarsActorSheet.DEFAULT_OPTIONS = {
    classes: ["humanity-blessed"],
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: lazyActions<HumanityActorSheet, SharedAction>(() => import("./actor-sheet-actions"), SHARED_ACTIONS),
  };

  protected override async _prepareContext(options: RenderOptions) {
    await loadSheetStyles();
    return super._prepareContext(options);
  }

  /** Item rows drag as core's do (sort here, or drop on another sheet), carrying the item's drag data. */
  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    dragItemRows(this.element, this.actor);
  }
}
