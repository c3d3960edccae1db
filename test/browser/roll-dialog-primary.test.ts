// The roll dialog as a player meets it, in chromium: Roll is the primary button (a submit button, core's `default`
// class, drawn filled with the accent unlike Cancel), and no field's placeholder is cut off — in English and in the
// pseudo-locale, whose strings are a third longer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath, openView, startHarness, type Harness } from "./browser";
import { clippedText } from "./pseudo-scan";
import { VIEWS } from "../harness/views";

const ROLL_VIEWS = VIEWS.filter((v) => v.id.startsWith("dialog-roll")).map((v) => v.id);

describe.skipIf(!chromiumPath)("the roll dialog's buttons and placeholders", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  for (const theme of ["light", "dark"] as const) {
    it(`Roll is the primary button, filled with the accent; Cancel is not (${theme})`, async () => {
      await openView(h, "dialog-roll", theme);
      const buttons = await h.page.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>(".hb-roll-dialog .form-footer button")].map((b) => ({
        text: b.textContent!.trim(), type: b.type, primary: b.classList.contains("default"),
        background: getComputedStyle(b).backgroundColor, weight: getComputedStyle(b).fontWeight,
        accent: getComputedStyle(b).getPropertyValue("--hb-accent").trim(),
      })));
      expect(buttons.map(({ text, type, primary, weight }) => ({ text, type, primary, weight }))).toEqual([
        { text: "Cancel", type: "button", primary: false, weight: "400" },
        { text: "Roll", type: "submit", primary: true, weight: "700" },
      ]);
      const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
      expect(buttons[1]!.background).toBe(rgb(buttons[1]!.accent));
      expect(buttons[0]!.background).not.toBe(buttons[1]!.background);
    });
  }

  it("every roll dialog's placeholders show whole, in English and in the pseudo-locale", async () => {
    const cut: string[] = [];
    for (const view of ROLL_VIEWS) {
      for (const lang of [undefined, "pseudo"] as const) {
        await openView(h, view, "light", lang ? { lang } : {});
        const placeholders = await h.page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>(".hb-roll-dialog input[placeholder]")].length);
        expect(placeholders, view).toBeGreaterThan(0);
        cut.push(...(await clippedText(h.page)).filter((c) => c.includes("placeholder")).map((c) => `${view} ${lang ?? "en"}: ${c}`));
      }
    }
    expect(cut).toEqual([]);
  });
});
