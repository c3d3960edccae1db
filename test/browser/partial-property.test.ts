// The partial re-render's property (test/harness/partial-runs.ts) in Chromium's own parser: after random commands
// with random names (control characters, surrogates, right-to-left marks, markup, 10,000 characters), the GM's
// partially re-rendered tracker is the fresh render's DOM, every control holding the same value.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, openView, pageErrors, startHarness, type Harness } from "./browser";

describe.skipIf(!chromiumPath)("partial re-renders against fresh ones in Chromium, any names", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await openView(h, "endeavor-tracker-6-gm", "light");
  });
  afterAll(async () => h?.close());

  it("after random commands with random names, a partial re-render shows a fresh render's DOM, controls", async () => {
    expect(await h.page.evaluate(() => window.harness.partialProperty(99, 80))).toBeNull();
    expect(pageErrors(h.page)).toEqual([]);
  });
});
