// The tracker at the table's size (a 1400×900 screen, the sidebar's 320 px): figures printed and asserted with a
// margin. The GM's tracker with 6 combatants fits 900 px with the acting row's current step in view; the acting
// player's current step is in the first 900 px; with 50 the GM's Undo and End turn stay in view while the list
// scrolls. Screenshots of every step of one turn, the player's and the GM's, in both themes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumPath, openView, pageErrors, screenshot, startHarness, type Harness } from "./browser";

const THEMES = ["light", "dark"] as const;
const HEIGHT = 900;

/** The bottom edge (page y) of every visible control in the open step of the acting row, and of the window. */
async function measure(page: Page, row: string) {
  return page.evaluate((sel) => {
    const step = document.querySelector(`${sel} details[data-step][open]`)!;
    const controls = [...step.querySelectorAll<HTMLElement>("summary, input:not([type=hidden]), select, button")].filter((el) => el.checkVisibility());
    return {
      step: (step as HTMLElement).dataset.step!,
      controls: controls.length,
      lowest: Math.max(...controls.map((el) => el.getBoundingClientRect().bottom + window.scrollY)),
      window: document.querySelector(".application")!.getBoundingClientRect().height,
    };
  }, row);
}

/** Is the element on screen, inside its scroller, and the topmost thing at its centre (not covered)? */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel)!;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    return r.top >= 0 && r.bottom <= window.innerHeight && el.contains(document.elementFromPoint(x, y));
  }, selector);
}

/** Choose an action and walk every step to its button, a screenshot at each. */
async function walk(h: Harness, row: string, kind: string, name: string): Promise<string[]> {
  const seen: string[] = [];
  const shot = async () => {
    const step = await h.page.evaluate((sel) => (document.querySelector(`${sel} details[data-step][open]`) as HTMLElement | null)?.dataset.step ?? "", row);
    seen.push(step);
    await screenshot(h.page, `${name}-${seen.length}-${step}`);
  };
  await shot();
  await h.page.locator(`${row} input[name="hbActionKind"][value="${kind}"]`).check();
  await h.page.locator(`${row} [data-step="action"] .hb-next`).click();
  for (let i = 0; i < 3; i += 1) {
    await shot();
    const next = h.page.locator(`${row} details[data-step][open] .hb-next`);
    if (!(await next.count())) break;
    await next.click();
  }
  return seen;
}

describe.skipIf(!chromiumPath)("the tracker at the table's size", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.page.setViewportSize({ width: 1400, height: HEIGHT });
  });
  afterAll(async () => { await h?.close(); });

  for (const theme of THEMES) {
    it(`${theme}: the GM's tracker with 6 combatants fits ${HEIGHT} px, the acting row's current step in view`, async () => {
      await openView(h, "endeavor-tracker-6-gm", theme);
      const m = await measure(h.page, "li.hb-endeavor-row.active");
      console.log(`[figure] ${theme}: GM tracker, 6 combatants: ${m.window.toFixed(0)} px tall; step "${m.step}" ends at y = ${m.lowest.toFixed(0)} (${m.controls} controls)`);
      expect(m.step).toBe("action");
      expect(m.window).toBeLessThanOrEqual(HEIGHT - 20);
      expect(m.lowest).toBeLessThanOrEqual(HEIGHT - 10);
      expect(pageErrors(h.page)).toEqual([]);
    });

    it(`${theme}: the acting player's current step is in the first ${HEIGHT} px`, async () => {
      await openView(h, "endeavor-forms-acting", theme);
      const m = await measure(h.page, 'li[data-combatant-id="a0"]');
      console.log(`[figure] ${theme}: acting player: step "${m.step}" ends at y = ${m.lowest.toFixed(0)} (${m.controls} controls)`);
      expect(m.lowest).toBeLessThanOrEqual(HEIGHT - 10);
      // The step with the most fields (targets, shares, Help) still starts on screen and ends within the first screen.
      await h.page.locator('li[data-combatant-id="a0"] input[name="hbActionKind"][value="violent"]').check();
      await h.page.locator('li[data-combatant-id="a0"] [data-step="action"] .hb-next').click();
      const details = await measure(h.page, 'li[data-combatant-id="a0"]');
      console.log(`[figure] ${theme}: acting player: step "${details.step}" ends at y = ${details.lowest.toFixed(0)} (${details.controls} controls)`);
      expect(details.step).toBe("details");
      expect(details.lowest).toBeLessThanOrEqual(HEIGHT - 10);
    });

    it(`${theme}: with 50 combatants the GM's Undo and End turn stay in view while the list scrolls`, async () => {
      await openView(h, "endeavor-tracker-50-gm", theme);
      const scroller = h.page.locator(".hb-endeavor");
      const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
      console.log(`[figure] ${theme}: GM tracker, 50 combatants: list ${sizes.scroll} px in a ${sizes.client} px sidebar`);
      expect(sizes.scroll).toBeGreaterThan(sizes.client * 2);
      for (const at of [0, 0.5, 1]) {
        await scroller.evaluate((el, f) => { el.scrollTop = (el.scrollHeight - el.clientHeight) * f; }, at);
        expect(await inView(h.page, '[data-action="hbUndo"]'), `Undo at ${at}`).toBe(true);
        expect(await inView(h.page, '[data-action="hbEndTurn"]'), `End turn at ${at}`).toBe(true);
      }
      await screenshot(h.page, `endeavor-tracker-50-gm-scrolled-${theme}`);
    });

    it(`${theme}: screenshots of every step of one turn, the player's and the GM's`, async () => {
      await openView(h, "endeavor-forms-acting", theme);
      expect(await walk(h, 'li[data-combatant-id="a0"]', "violent", `turn-player-${theme}`)).toEqual(["action", "details", "check", "confirm"]);
      await openView(h, "endeavor-tracker-6-gm", theme);
      expect(await walk(h, "li.hb-endeavor-row.active", "attack", `turn-gm-${theme}`)).toEqual(["action", "details", "check", "confirm"]);
      expect(pageErrors(h.page)).toEqual([]);
    });
  }
});
