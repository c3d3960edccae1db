// html-morph.ts in Chromium's own parser (happy-dom does not close a <p> before a <div>, nor move what a table does
// not hold): an element morphed into some HTML either shows exactly what the browser parses that HTML into, or the
// morph declines (the caller then parses it). Lists that grow or shrink change only between their kept ends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { chromiumPath, openView, startHarness, type Harness } from "./browser";
import { CHROMIUM_PARSES } from "../applications/shared/morph/chromium-parses";

/** [before, after, whether the morph can keep the root] */
const CASES: [string, string, boolean][] = [
  [`<li><p>a</p></li>`, `<li><p>a<div>b</div></p></li>`, false],
  [`<li><p>a <span>x</span></p></li>`, `<li><p>a <span><div>b</div></span></p></li>`, false],
  [`<div><table><tbody><tr><td>1</td></tr></tbody></table></div>`, `<div><table><tbody><tr><td>1</td></tr>\n<tr><td>2</td><td>3</td></tr></tbody></table></div>`, true],
  [`<div><table><tbody><tr><td>1</td></tr></tbody></table></div>`, `<div><table><tbody><tr><td>1</td></tr><div>stray</div></tbody></table></div>`, false],
  [`<div><select><option>1</option></select></div>`, `<div><select><optgroup label="a"><option>1</option></optgroup>\n<option>2</option></select></div>`, true],
  [`<div><ul><li>a</li>\n</ul></div>`, `<div><ul><li>a</li><li>b<li>c</li>\n</ul></div>`, false],
  [`<p class="pay">\n  <span>Spend</span>\n  <label><input type="checkbox" value="1"> 1</label>\n</p>`,
    `<p class="pay">\n  <span>Spend</span>\n  <label><input type="checkbox" value="1"> 1</label><label><input type="checkbox" value="2"> 2</label>\n</p>`, true],
];

describe.skipIf(!chromiumPath)("morphTo in Chromium", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await openView(h, "endeavor-tracker-6-gm", "light");
  });
  afterAll(async () => h?.close());

  it("shows what the browser parses, or declines; a list grown by its middle keeps its ends", async () => {
    // The module as the harness serves it (vite), loaded by the page itself.
    await h.page.addScriptTag({ type: "module", content: `import { morphTo } from "/@fs${resolve("src/applications/shared/morph/html-morph.ts")}"; window.hbMorphTo = morphTo;` });
    await h.page.waitForFunction(() => "hbMorphTo" in window);
    const results = await h.page.evaluate((cases) => {
      const morphTo = (window as unknown as { hbMorphTo: (el: Element, html: string) => boolean }).hbMorphTo;
      const parse = (html: string) => {
        const t = document.createElement("template");
        t.innerHTML = html;
        return t.content.firstElementChild as HTMLElement;
      };
      return cases.map(([before, after]) => {
        const el = parse(before);
        document.body.append(el);
        const kept = [...el.querySelectorAll("label, option, tr")];
        const morphed = morphTo(el, after);
        const result = { morphed, same: el.outerHTML === parse(after).outerHTML, keptEnds: kept.every((n) => n.isConnected) };
        el.remove();
        return result;
      });
    }, CASES);
    expect(results.map((r) => r.morphed)).toEqual(CASES.map(([, , keeps]) => keeps));
    for (const [i, r] of results.entries()) if (r.morphed) {
      expect(r.same, CASES[i]![1]).toBe(true);
      expect(r.keptEnds, CASES[i]![1]).toBe(true);
    }
  });

  it("parses what morph-pieces.test.ts recorded of it as recorded", async () => {
    const parsed = await h.page.evaluate((inputs) => {
      type Tree = string | [string, ...Tree[]];
      const tree = (n: Node): Tree => (n.nodeType === Node.TEXT_NODE ? n.nodeValue! : [(n as Element).localName, ...[...n.childNodes].map(tree)]);
      return inputs.map((html) => {
        const t = document.createElement("template");
        t.innerHTML = html;
        return [...t.content.childNodes].map(tree);
      });
    }, Object.keys(CHROMIUM_PARSES));
    expect(parsed).toEqual(Object.values(CHROMIUM_PARSES));
  });
});
