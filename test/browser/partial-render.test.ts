// Issue 32 in Chromium's own parser and layout (the seeded games' equality runs in happy-dom): the bench's three
// commands in the GM's 50-participant Endeavor — an Advance after a full render, the next Advance, the GM moving a
// marker — re-rendered partially end with the very DOM a full render gives (benchInPage refuses the run otherwise),
// redrawing only the rows and cells they change; at each Advance the next actor's row was drawn ahead while idle.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, openView, pageErrors, startHarness, type Harness } from "./browser";
import type { BrowserBenchResult } from "../harness/tracker-bench";

describe.skipIf(!chromiumPath)("partial re-renders in Chromium", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await openView(h, "endeavor-tracker-50-gm", "light");
  });
  afterAll(async () => h?.close());

  it("each command's partial re-render is the full render's DOM, redrawing only what it changed", async () => {
    const results = await h.page.evaluate(() => window.harness.benchTracker(1, false)) as BrowserBenchResult[];
    // Rows, rows into another's element, of those drawn ahead when the browser idled (the next actor's), cells.
    expect(results.map((r) => [r.rows, r.redrawn, r.morphed, r.drawnAhead, r.cells, r.cellsRedrawn])).toEqual([
      [50, 2, 2, 1, 41, 2],
      [50, 2, 2, 1, 41, 2],
      [50, 1, 0, 0, 41, 2],
      // The GM's own Advance: redrawn as another's is, nothing they typed carried into it.
      [50, 2, 2, 1, 41, 2],
    ]);
    expect(pageErrors(h.page)).toEqual([]);
  });
});
