// The preview's toolbar fits a 1280 px window: the view picker's longest label does not push the theme button or the
// page past the window's edge, and the picker still offers every view.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIEWS } from "../harness/views";
import { chromiumPath, openView, type Harness, startHarness } from "./browser";

describe.skipIf(!chromiumPath)("the preview's toolbar", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  for (const width of [1280, 1024]) {
    it(`fits a ${width} px window, the picker showing the chosen view and offering every view`, async () => {
      await h.page.setViewportSize({ width, height: 800 });
      const longest = [...VIEWS].sort((a, b) => b.label.length - a.label.length)[0]!;
      await openView(h, longest.id, "light");
      const bar = await h.page.evaluate(() => {
        const rect = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
        const select = document.querySelector<HTMLSelectElement>("#view-select")!;
        return {
          page: document.documentElement.scrollWidth, window: window.innerWidth,
          select: rect("#view-select").right, theme: rect("#theme-toggle").right, options: select.options.length, chosen: select.value,
          // One line each: a wrapped button is as tall as two.
          heights: [rect("#view-select").height, rect("#theme-toggle").height],
        };
      });
      expect(bar.page).toBeLessThanOrEqual(bar.window);
      expect(Math.max(bar.select, bar.theme)).toBeLessThanOrEqual(width);
      expect([bar.options, bar.chosen]).toEqual([VIEWS.length, longest.id]);
      expect(bar.heights[1]).toBe(bar.heights[0]);
    });
  }
});
