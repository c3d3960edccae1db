// Tablets and phones in the harness registry. Foundry clamps a window to the screen (ApplicationV2#setPosition), so
// on a 768 px tablet or a 390 px phone each window is at most the screen's width: a variant of a view is that view
// in a window of the screen's width, made only where the window is wider than the screen (a 720 px sheet is the same
// on a tablet). The chat cards and the Endeavor tracker live in the sidebar, 320 px on any screen: their own views
// are already the narrow ones (test/browser/narrow.test.ts reads them at that width).
import type { HarnessView } from "./views";

export const SCREENS = [768, 390] as const;
export type Screen = (typeof SCREENS)[number];

/** The views a player opens at the table, each photographed on the screens it is wider than. */
const NARROWED = [
  "character-stats", "character-items", "character-story-owner", "character-edit",
  "party-gm", "party-player",
  "dialog-roll", "dialog-roll-conditions",
  "creation-wizard", "creation-wizard-outlook", "creation-wizard-backstory", "creation-wizard-aptitudes",
  "creation-wizard-finishing",
  "session-shop", "session-shop-bought",
  "dialog-specialization-picker",
  "dialog-call",
  "endeavor-board-6",
];

/** The view in a window as wide as the screen, or null when it already fits. */
export function onScreen(view: HarnessView, screen: Screen): HarnessView | null {
  if (view.frame.width <= screen) return null;
  const label = `${view.label}, on a ${screen} px screen`;
  return { ...view, id: `${view.id}-${screen}`, label, frame: { ...view.frame, width: screen }, screen };
}

export function narrowViews(views: readonly HarnessView[]): HarnessView[] {
  return NARROWED.flatMap((id) => {
    const view = views.find((v) => v.id === id);
    if (!view) throw new Error(`narrow-views: no view ${id}`);
    return SCREENS.map((s) => onScreen(view, s)).filter((v): v is HarnessView => v !== null);
  });
}
