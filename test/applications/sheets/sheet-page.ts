// A fresh page for a sheet's tests, as core has it when a sheet first opens: shared by the sheets' tests.
import { onInit } from "../../../src/hooks/init";

/** An empty page and a fresh world: init has run and, as core does right after it, the key bindings are set up (the
 *  sheet reads the skip-dialog binding). */
export function freshSheetPage(): void {
  document.body.replaceChildren();
  onInit();
  (globalThis as any).game.keybindings.initialize();
}

/** The sheets' shared actions load on the first click (actor-sheet-actions.ts): loaded once before the tests, so a
 *  click settles in the few ticks the tests wait rather than in the time a first import takes. */
export async function loadSheetActions(): Promise<void> {
  await import("../../../src/applications/sheets/actor-sheet-actions");
}
