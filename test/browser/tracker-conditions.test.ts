// The acting form's Check step offers the roll dialog's Condition and Gains choices in chromium: an exceptional thing,
// Famous's claim and an unpinned Ache's say, drawn inside the sidebar in both themes, used from the keyboard.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, layoutProblems, openView, pageErrors, screenshot, startHarness, type Harness } from "./browser";

describe.skipIf(!chromiumPath)("an exceptional thing, Famous and an unpinned Ache in the acting form's Check", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  it("are offered as the roll dialog offers them (the Ache ticked), inside the sidebar, in both themes (screenshot)", async () => {
    for (const theme of ["light", "dark"] as const) {
      await openView(h, "endeavor-forms-specializations", theme);
      const row = h.page.locator('li[data-combatant-id="a0"]');
      await row.locator('[data-step="check"] summary').click();
      const famous = row.locator('input[name="lessFamous"]');
      const aching = row.locator('input[name="aching"]');
      expect(await famous.isChecked()).toBe(false);
      expect(await aching.isChecked()).toBe(true);
      expect(await row.locator('select[name="exceptional"] option').allTextContents()).toEqual(["None related enough", "Grandmother's map"]);
      expect(await row.locator('label:has(input[name="lessFamous"])').textContent()).toContain("Against someone less famous");
      expect(await row.locator('label:has(input[name="aching"])').textContent()).toContain("My Ache affects this Stat");
      // Famous was exerted over the Hollow King already this session: the form names him (the engine refuses it again).
      expect(await row.locator('[data-step="check"] .hb-hint', { hasText: "Fame already exerted" }).textContent()).toBe("Fame already exerted this session over: The Hollow King (not again).");
      await famous.focus();
      await h.page.keyboard.press("Space");
      expect(await famous.isChecked()).toBe(true);
      expect(await layoutProblems(h.page)).toEqual([]);
      await row.locator('[data-step="check"]').scrollIntoViewIfNeeded();
      await screenshot(h.page, `endeavor-turn-check-conditions-${theme}`);
    }
    expect(pageErrors(h.page)).toEqual([]);
  });
});
