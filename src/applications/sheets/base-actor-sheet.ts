// The one place the Handlebars mixin meets ActorSheetV2. fvtt-types 13.345.1 hits TS2589 ("excessively deep")
// on HandlebarsApplicationMixin(ActorSheetV2) as soon as a subclass touches this.actor, so the mixed class is
// cast once, here, to the plain ActorSheetV2 type; PARTS is declared by each sheet with the part type below.
const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;

export type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

export const HandlebarsActorSheet = HandlebarsApplicationMixin(ActorSheetV2) as unknown as typeof ActorSheetV2;
export const HandlebarsItemSheet = HandlebarsApplicationMixin(ItemSheetV2) as unknown as typeof ItemSheetV2;
