// The one place the Handlebars mixin meets ActorSheetV2. fvtt-types 13.345.1 hits TS2589 ("excessively deep")
// on HandlebarsApplicationMixin(ActorSheetV2) as soon as a subclass touches this.actor, so the mixed class is
// cast once, here, to the plain ActorSheetV2 type; PARTS is declared by each sheet with the part type below.
const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;

export type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/**
 * Core's drop handling on ActorSheetV2, the same in V13 and V14: V14's declarations have these two, 13.345.1's lack
 * them. Declared here once so the sheets override them under either.
 */
declare class DropHandlingActorSheet extends foundry.applications.sheets.ActorSheetV2 {
  protected _onDrop(event: DragEvent): Promise<void>;
  protected _onDropItem(event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null>;
}

export const HandlebarsActorSheet = HandlebarsApplicationMixin(ActorSheetV2) as unknown as typeof DropHandlingActorSheet;
export const HandlebarsItemSheet = HandlebarsApplicationMixin(ItemSheetV2) as unknown as typeof ItemSheetV2;
