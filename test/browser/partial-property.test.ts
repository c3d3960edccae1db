// The partial re-render's property (test/harness/partial-runs.ts) in Chromium's own parser: after random commands
// with random names (control characters, surrogates, right-to-left marks, markup, 10,000 characters), the GM's
// partially re-rendered tracker is the fresh render's DOM, every control holding the same value.
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, openView, pageErrors, startHarness, type Harness } from "./browser";
import type { placeRows } from "../../src/applications/combat/render/tracker-rows";
import type { patchKept } from "../../src/applications/combat/render/partial-render";

type PlaceRows = typeof placeRows;
type PatchKept = typeof patchKept;

describe.skipIf(!chromiumPath)("partial re-renders against fresh ones in Chromium, any names", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await openView(h, "endeavor-tracker-6-gm", "light");
  });
  afterAll(async () => h?.close());

  it("after random commands with random names, a partial re-render shows a fresh render's DOM, controls", async () => {
    expect(await h.page.evaluate(() => window.harness.partialProperty(3217, 12))).toBeNull();
    expect(pageErrors(h.page)).toEqual([]);
  });

  it("a row or a toolbar piece rewritten into its own element shows what its markup chooses, a control tried or not",
    async () => {
      // A control the user changed, even back to what it was, no longer follows its markup in a browser (happy-dom
      // has no such "dirty" state): an element redrawn in place would keep showing the old choice.
      const path = (file: string) => `/@fs${resolve(`src/applications/combat/render/${file}`)}`;
      const content = `import { placeRows } from "${path("tracker-rows.ts")}";
        import { patchKept } from "${path("partial-render.ts")}";
        Object.assign(window, { hbPlaceRows: placeRows, hbPatchKept: patchKept });`;
      await h.page.addScriptTag({ type: "module", content });
      await h.page.waitForFunction(() => "hbPatchKept" in window);
      const shown = await h.page.evaluate(() => {
        const page = window as unknown as { hbPlaceRows: PlaceRows; hbPatchKept: PatchKept };
        const options = (chosen: string) => ["Head", "Hand", "Hurt"]
          .map((s) => `<option${s === chosen ? " selected" : ""}>${s}</option>`).join("");
        const fields = (chosen: string) => `<select name="stat">${options(chosen)}</select>
          <input name="n" value="${chosen}">`;
        const parse = (html: string) => {
          const t = document.createElement("template");
          t.innerHTML = html;
          return t.content.firstElementChild as HTMLElement;
        };
        /** Its controls tried and put back (as drawn: nothing for the drafts to keep), then `redraw` run. */
        const tried = (el: Element, redraw: () => void) => {
          const select = el.querySelector("select")!;
          const input = el.querySelector("input")!;
          select.selectedIndex = 2;
          select.selectedIndex = 1;
          input.value = "x";
          input.value = "Hand";
          redraw();
          return [el.isConnected, select.value, input.value];
        };
        const ol = parse(`<ol>\n  <li data-combatant-id="a">${fields("Hand")}</li>\n</ol>`);
        const part = parse(`<section><ul class="kept"></ul>
          <p data-hb-piece="tools">${fields("Hand")}</p></section>`);
        document.body.append(ol, part);
        const drawn = new Map([["a", parse(`<li data-combatant-id="a">${fields("Hurt")}</li>`)]]);
        const row = tried(ol.firstElementChild!, () => page.hbPlaceRows(ol, ["a"], drawn, () => null, new Set()));
        const next = parse(`<section><ul data-hb-kept="k"></ul>
          <p data-hb-piece="tools">${fields("Hurt")}</p></section>`);
        const kept = () => part.querySelector("ul");
        const piece = tried(part.querySelector("p")!, () => page.hbPatchKept(part, next, kept));
        ol.remove();
        part.remove();
        return [row, piece];
      });
      expect(shown).toEqual([[true, "Hurt", "Hurt"], [true, "Hurt", "Hurt"]]);
    });
});
