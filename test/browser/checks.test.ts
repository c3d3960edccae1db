// The harness's reader and layout checks themselves, on pages built to fail them: each problem a player would see
// is reported, and a clean page reports nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, layoutProblems, readerProblems, startHarness, type Harness } from "./browser";

const page = (body: string) => `<!doctype html><html><body style="margin:0;font:14px sans-serif"><main id="stage">${body}</main></body></html>`;

describe.skipIf(!chromiumPath)("harness checks in chromium", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  it("reads unfilled placeholders, raw keys, undefined, NaN and [object Object] in text and tooltips", async () => {
    await h.page.setContent(page(`
      <p>Spent Blessings: {values}.</p>
      <section style="display:none"><p>HB.Sheet.spent</p></section>
      <button type="button" aria-label="Roll TYPES.Actor.character">x</button>
      <span data-tooltip="worth NaN">a</span><span title="undefined">b</span><p>[object Object]</p>
      <span data-tooltip="HB.Sheet.ignited">core localises a known key</span><span data-tooltip="HB.Sheet.noSuchKey">c</span>
      <p>Fine text: 3 Blessings {} worth 7, ①①①</p>`));
    expect(await readerProblems(h.page)).toEqual([
      "text: Spent Blessings: {values}.", "text: HB.Sheet.spent", "text: [object Object]",
      "button[aria-label]: Roll TYPES.Actor.character", "span[data-tooltip]: worth NaN", "span[title]: undefined",
      "span[data-tooltip]: HB.Sheet.noSuchKey",
    ]);
  });

  it("finds overlapping controls, controls spilling out of their box and controls painted over", async () => {
    await h.page.setContent(page(`
      <div style="position:relative;width:300px;height:40px">
        <button type="button" style="position:absolute;left:0;width:120px;height:30px">One</button>
        <button type="button" style="position:absolute;left:100px;width:120px;height:30px">Two</button>
      </div>
      <div class="row" style="width:200px;display:flex"><input name="wide" style="flex:none;width:260px"></div>
      <div style="position:relative;width:300px;height:40px">
        <select name="under" style="width:200px"><option>a</option></select>
        <aside style="position:absolute;left:150px;top:0;width:150px;height:40px;background:#fff">panel</aside>
      </div>`));
    expect(await layoutProblems(h.page)).toEqual([
      'overlap: button "One" and button "Two"',
      'covered: button "One" by button "Two"',
      'clipped: input "wide" by div.row',
      'covered: select "under" by aside "panel"',
    ]);
  });

  it("reports nothing for controls side by side, a control inside another, and a visually hidden radio", async () => {
    await h.page.setContent(page(`
      <div style="display:flex;gap:4px;width:400px"><button type="button">A</button><button type="button">B</button>
        <label data-action="pick"><input type="radio" name="r" style="position:absolute;width:1px;height:1px;opacity:0"> Pick</label></div>
      <div style="height:60px;overflow:auto"><button type="button" style="display:block;height:50px">C</button><button type="button" style="display:block;height:50px">D</button></div>`));
    expect(await readerProblems(h.page)).toEqual([]);
    expect(await layoutProblems(h.page)).toEqual([]);
  });
});
