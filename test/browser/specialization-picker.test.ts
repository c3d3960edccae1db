// The Specialization picker in chromium, by keyboard alone: the search has the focus when the picker opens, typing
// filters both lists and the count says how many are shown, Tab reaches the first Take still shown, and the reasons
// of what cannot be taken unfold from the keyboard too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, openView, pageErrors, startHarness, type Harness } from "./browser";

/** The names of the rows the search leaves (in the folded list too). */
const shownNames = (h: Harness) => h.page.locator(".hb-picker-row:not([hidden]) strong").evaluateAll((els) => els.map((e) => e.textContent));

describe.skipIf(!chromiumPath)("the Specialization picker in chromium", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  it("searches as typed, and reaches Take and the reasons by keyboard alone", async () => {
    await openView(h, "dialog-specialization-picker", "light");
    const p = h.page;
    // The search field is the first thing typed into (autofocus), after the Aptitude's select.
    await p.getByLabel("Search by name or effect").focus();
    await p.keyboard.type("safe place");
    expect(await shownNames(h)).toEqual(["Hidden", "Calm"]);
    expect(await p.locator(".hb-picker-count").innerText()).toBe("2 of 49 shown");
    // Calm is taken already (on Old Songs): it is the one under "Not available", with its reason.
    const summary = p.locator(".hb-picker-unavailable summary");
    expect(await p.locator(".hb-picker-unavailable .hb-picker-row:not([hidden]) .hb-picker-reason").isVisible()).toBe(false);
    await p.keyboard.press("Tab");
    expect(await p.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Take Hidden for Sailing");
    await p.keyboard.press("Tab");
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await p.keyboard.press("Enter");
    expect(await p.locator(".hb-picker-unavailable .hb-picker-row:not([hidden]) .hb-picker-reason").innerText())
      .toBe("This character already has the Calm Specialization.");
    // A word no Specialization has: nothing shown, and the count says so.
    await p.getByLabel("Search by name or effect").fill("");
    await p.getByLabel("Search by name or effect").pressSequentially("zeppelin");
    expect(await shownNames(h)).toEqual([]);
    expect(await p.locator(".hb-picker-count").innerText()).toBe("0 of 49 shown");
    expect(pageErrors(p)).toEqual([]);
  });
});
