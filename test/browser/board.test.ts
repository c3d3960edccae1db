// The track board at fifty participants, in chromium: every cell stays compact (a crowded cell counts the rest on a
// chip), so the whole track is no taller than the six-participant board's by more than a fifth; the chip's names are
// in its tooltip and read by a screen reader.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, openView, startHarness, type Harness } from "./browser";

describe.skipIf(!chromiumPath)("the track board with fifty participants", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  /** The track's drawn height (all its rows, scrolled or not) and its tallest cell. */
  const measure = () => h.page.evaluate(() => {
    const track = document.querySelector<HTMLElement>(".hb-track")!;
    const cells = [...track.querySelectorAll<HTMLElement>(".hb-cell")].map((c) => c.getBoundingClientRect().height);
    return { track: track.scrollHeight, cell: Math.max(...cells) };
  });

  it("is no taller than the six-participant board by more than a fifth; the start cell counts '+34' allies", async () => {
    await openView(h, "endeavor-board-6", "light");
    const six = await measure();
    await openView(h, "endeavor-board-50", "light");
    const fifty = await measure();
    console.log(`track board height: 6 participants ${six.track} px (tallest cell ${six.cell}), 50: ${fifty.track} px (${fifty.cell})`);
    expect(fifty.track).toBeLessThanOrEqual(six.track * 1.2);
    const chip = h.page.locator('li[data-position="0"] .hb-count-chip.markers');
    await expect(chip.textContent()).resolves.toBe("+34");
    // What a screen reader announces for it: the side and every name it stands for.
    const name = await chip.evaluate((el) => el.getAttribute("aria-label") ?? "");
    expect(name.startsWith("+34 allies: ")).toBe(true);
    expect(name.split(": ")[1]!.split(", ")).toHaveLength(34);
    // Nothing in a chip is cut: the pill fits inside its cell.
    const cut = await h.page.evaluate(() => [...document.querySelectorAll<HTMLElement>(".hb-count-chip")].filter((c) => {
      const r = c.getBoundingClientRect();
      const cell = c.closest(".hb-cell")!.getBoundingClientRect();
      return r.right > cell.right || r.left < cell.left || c.scrollWidth > c.clientWidth + 1;
    }).map((c) => c.textContent));
    expect(cut).toEqual([]);
  });
});
