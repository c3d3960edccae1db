// npm run gallery: the screenshots of the README and docs/README.md (docs/screenshots/), taken from the preview in
// Debian's chromium with the same harness the browser tests drive. Each picture is one window or chat card, as a player sees it.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { chromiumPath, openView, startHarness } from "../test/browser/browser";

/** File name → view, theme, and what to photograph in it. */
export const GALLERY = [
  { file: "character-sheet-light", view: "character-stats", theme: "light", selector: "#stage .application" },
  { file: "character-sheet-dark", view: "character-stats", theme: "dark", selector: "#stage .application" },
  { file: "roll-dialog", view: "dialog-roll", theme: "light", selector: "#stage .application" },
  { file: "chat-card", view: "chat-check-helped", theme: "dark", selector: "#stage .chat-message" },
  { file: "creation-wizard", view: "creation-wizard", theme: "light", selector: "#stage .application" },
  { file: "session-shop", view: "session-shop-bought", theme: "dark", selector: "#stage .application" },
] as const;

if (!chromiumPath) throw new Error("npm run gallery needs Debian's chromium (apt-get install chromium)");
const out = resolve("docs/screenshots");
mkdirSync(out, { recursive: true });
const h = await startHarness();
try {
  for (const shot of GALLERY) {
    await openView(h, shot.view, shot.theme);
    await h.page.locator(shot.selector).first().screenshot({ path: `${out}/${shot.file}.png` });
    console.log(`docs/screenshots/${shot.file}.png`);
  }
} finally {
  await h.close();
}
