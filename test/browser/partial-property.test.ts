// The partial re-render's property (test/harness/partial-runs.ts) in Chromium's own parser: after random commands
// with random names (control characters, surrogates, right-to-left marks, markup, 10,000 characters), the GM's
// partially re-rendered tracker is the fresh render's DOM, every control holding the same value.
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, openView, pageErrors, startHarness, type Harness } from "./browser";
import type { placeRows } from "../../src/applications/combat/tracker-rows";

type PlaceRows = typeof placeRows;

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

  it("a row rewritten into its own element shows what its markup chooses, even in a control chosen back", async () => {
    // A control the user changed, even back to what it was, no longer follows its markup in a browser (happy-dom has
    // no such "dirty" state): a row redrawn in place would keep showing the old choice.
    const module = `/@fs${resolve("src/applications/combat/tracker-rows.ts")}`;
    const content = `import { placeRows } from "${module}"; window.hbPlaceRows = placeRows;`;
    await h.page.addScriptTag({ type: "module", content });
    await h.page.waitForFunction(() => "hbPlaceRows" in window);
    const shown = await h.page.evaluate(() => {
      const placeRows = (window as unknown as { hbPlaceRows: PlaceRows }).hbPlaceRows;
      const options = (chosen: string) => ["Head", "Hand", "Hurt"]
        .map((s) => `<option${s === chosen ? " selected" : ""}>${s}</option>`).join("");
      const row = (chosen: string) => `<li data-combatant-id="a"><select name="stat">${options(chosen)}</select>
        <input name="n" value="${chosen}"></li>`;
      const parse = (html: string) => {
        const t = document.createElement("template");
        t.innerHTML = html;
        return t.content.firstElementChild as HTMLElement;
      };
      const ol = parse(`<ol>\n  ${row("Hand")}\n</ol>`);
      document.body.append(ol);
      const li = ol.firstElementChild!;
      const select = li.querySelector("select")!;
      const input = li.querySelector("input")!;
      // Tried and put back: as drawn, nothing for the drafts to keep.
      select.selectedIndex = 2;
      select.selectedIndex = 1;
      input.value = "x";
      input.value = "Hand";
      placeRows(ol, ["a"], new Map([["a", parse(row("Hurt"))]]), () => null, new Set());
      const out = [ol.firstElementChild === li, select.value, input.value];
      ol.remove();
      return out;
    });
    expect(shown).toEqual([true, "Hurt", "Hurt"]);
  });
});
