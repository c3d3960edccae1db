// Every template is addressed by its full system path, so partials never collide with another package's.
export const TEMPLATE_ROOT = "systems/humanity-blessed/templates";
export const template = (path: string) => `${TEMPLATE_ROOT}/${path}`;

/** The Endeavor tracker part's partials: a row's sections (combat/row/*), the GM's toolbar, the start form. */
export function trackerPartials(): string[] {
  return [
    "combat/tracker-row.hbs",
    "combat/check-form.hbs",
    "combat/check-odds.hbs",
    "combat/gm-toolbar.hbs",
    "combat/start-form.hbs",
    ...["head", "choose", "kinetic", "turn", "offer", "recharge", "pending", "special", "live-text"].map(
      (p) => `combat/row/${p}.hbs`,
    ),
  ];
}

/** What init loads, by full path: every partial our templates call (core must have registered it before any of them
 *  draws), and the parts and dialogs drawn on their own, fetched ahead. */
export function partials(): string[] {
  return [
    "actor/tabs.hbs",
    "actor/character/header.hbs",
    "actor/character/stats.hbs",
    "actor/character/story.hbs",
    "actor/character/items.hbs",
    "actor/monstrosity/header.hbs",
    "actor/monstrosity/body.hbs",
    "item/item-sheet.hbs",
    "dialogs/choose-aptitude.hbs",
    "dialogs/choose-help.hbs",
    "dialogs/message.hbs",
    "dialogs/roll-dialog.hbs",
    "chat/check-card.hbs",
    "chat/roll-throws.hbs",
    "chat/check-roll.hbs",
    ...trackerPartials(),
    "combat/board-count-chip.hbs",
    // Stryker disable next-line ArrayDeclaration: fetched ahead only (core loads a window's parts at its first render)
    ...[
      "nav",
      "highest",
      "outlook",
      "backstory",
      "aptitudes",
      "finishing",
      "preview",
      "footer",
      "backstory-field",
      "paragraphs",
    ].map((p) => `dialogs/creation/${p}.hbs`),
    // Stryker disable next-line ArrayDeclaration: fetched ahead only, as above
    ...["summary", "stats", "upgrades", "log", "footer"].map((p) => `dialogs/shop/${p}.hbs`),
    "chat/shop-summary.hbs",
  ].map(template);
}

export async function preloadTemplates(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates(partials());
}
