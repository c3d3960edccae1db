// What a player sees on a tablet (768 px) or a phone (390 px): every narrow variant of the registry
// (test/harness/narrow-views.ts) opened in a page as wide as that screen, and the sidebar's views (chat cards, the
// Endeavor tracker, 320 px on any screen) in a phone's page. Each control is a pointer target of at least 24×24 px
// (WCAG 2.5.8; a tick box counts with its label), nothing scrolls sideways — neither the page nor the window's
// content — no text is cut by its box, and the Stat dice are all in view and roll when tapped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { VIEWS } from "../harness/views";
import { chromiumPath, openView, pageErrors, SCREENSHOTS, startHarness, type Harness } from "./browser";
import { join } from "node:path";

/** The sidebar's views that a player uses at the table: they are as narrow on a phone as on a desktop. */
const SIDEBAR = [
  "chat-check",
  "chat-check-helped",
  "chat-check-ache",
  "chat-shop-summary",
  "chat-endeavor-attack",
  "chat-request-gm",
  "chat-request-player",
  "endeavor-tracker-6",
  "endeavor-forms-acting",
  "endeavor-forms-offer",
  "endeavor-start",
];

const NARROW = [
  ...VIEWS.filter((v) => v.screen).map((v) => ({ id: v.id, screen: v.screen! })),
  ...SIDEBAR.map((id) => ({ id, screen: 390 })),
];

/** Controls under 24×24 px, a tick box's or radio's label (a visually hidden one's too) counting as its target. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "#stage :is(button, input:not([type=hidden]), select, textarea, a[href], [data-action], summary)",
    );
    for (const el of controls) {
      if (!el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      let r = el.getBoundingClientRect();
      const labels = (el as HTMLInputElement).labels ? [...(el as HTMLInputElement).labels!] : [];
      for (const label of labels) {
        const l = label.getBoundingClientRect();
        if (l.width * l.height > r.width * r.height) r = l;
      }
      if (r.width < 2 && r.height < 2) continue;
      // A link inside a sentence is exempt (WCAG 2.5.8's inline exception): the line decides its height.
      if (el.tagName === "A" && getComputedStyle(el).display === "inline") continue;
      if (r.width < 23.5 || r.height < 23.5) {
        const name =
          el.getAttribute("aria-label") ?? el.getAttribute("name") ?? el.textContent?.trim().slice(0, 30) ?? "";
        out.push(
          `${el.tagName.toLowerCase()}${el.dataset.action ? `[data-action=${el.dataset.action}]` : ""} "${name}" ` +
            `${r.width.toFixed(0)}×${r.height.toFixed(0)}`,
        );
      }
    }
    return out;
  });
}

/** Sideways scrolling and text cut short: the page, the window's content, and each box that hides its overflow. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      out.push(`page: ${root.scrollWidth} px wide in a ${root.clientWidth} px screen`);
    for (const box of document.querySelectorAll<HTMLElement>("#stage :is(.window-content, .message-content)")) {
      if (box.scrollWidth > box.clientWidth + 1)
        out.push(`${box.className}: scrolls sideways (${box.scrollWidth} px in ${box.clientWidth})`);
    }
    // A field whose value runs past its box (a long name beside a header's buttons).
    for (const input of document.querySelectorAll<HTMLInputElement>("#stage input[type=text]")) {
      if (input.checkVisibility() && input.value && input.scrollWidth > input.clientWidth + 1)
        out.push(`cut: the field "${input.value}"`);
    }
    for (const el of document.querySelectorAll<HTMLElement>("#stage .window-content *, #stage .message-content *")) {
      if (!el.checkVisibility() || el.closest(".visually-hidden") || el.matches("input, select, textarea")) continue;
      const s = getComputedStyle(el);
      const clips = s.overflowX !== "visible" && s.overflowX !== "auto" && s.overflowX !== "scroll";
      if (clips && el.scrollWidth > el.clientWidth + 1 && el.textContent?.trim()) {
        out.push(
          `cut: ${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${el.textContent.trim().slice(0, 40)}"`,
        );
      }
    }
    return out;
  });
}

describe.skipIf(!chromiumPath)("narrow screens: a tablet's and a phone's", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("on a phone the sheet's header buttons go under the portrait (beside it at the sheet's own width)", async () => {
    const below = async () =>
      h.page.evaluate(() => {
        const portrait = document.querySelector(".hb-portrait")!.getBoundingClientRect();
        const shop = document.querySelector("[data-action=openShop]")!.getBoundingClientRect();
        return shop.top >= portrait.bottom;
      });
    await h.page.setViewportSize({ width: 1200, height: 900 });
    await openView(h, "character-stats", "light");
    expect(await below()).toBe(false);
    await h.page.setViewportSize({ width: 390, height: 900 });
    await openView(h, "character-stats-390", "light");
    expect(await below()).toBe(true);
  });

  it("on a phone every Stat die, scrolled to, is whole and uncovered, and a tap on one rolls it", async () => {
    await h.page.setViewportSize({ width: 390, height: 900 });
    await openView(h, "character-stats-390", "light");
    const dice = await h.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-action=rollStat]")].map((die) => {
        die.scrollIntoView({ block: "center" });
        const r = die.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {
          stat: die.dataset.stat,
          whole: r.left >= 0 && r.right <= window.innerWidth,
          size: r.width >= 24 && r.height >= 24,
          mine: !!hit && die.contains(hit),
        };
      }),
    );
    expect(dice.map((d) => d.stat)).toEqual(["head", "hurt", "hex", "hand", "heart", "home", "history", "hurry"]);
    expect(dice.filter((d) => !d.whole || !d.size || !d.mine)).toEqual([]);
    await h.page.locator('[data-action="rollStat"][data-stat="heart"]').click();
    const card = h.page.locator("#chat-log .chat-message").last();
    await expect.poll(() => card.innerText()).toContain("Heart");
    expect(pageErrors(h.page)).toEqual([]);
  });

  it("on a phone the Call for a Check dialog shows its preset: Hard, the note, Wren and Oskar ticked", async () => {
    await h.page.setViewportSize({ width: 390, height: 900 });
    await openView(h, "dialog-call-390", "light");
    const form = h.page.locator("#stage .hb-call");
    expect(await form.locator("select[name=stat] option:checked").innerText()).toBe("Head");
    expect(await form.locator("select[name=difficulty] option:checked").innerText()).toBe("Hard");
    expect(await form.locator("input[name=note]").inputValue()).toBe("about the locked door");
    const ticks = await form.locator("label.checkbox").evaluateAll((labels) =>
      labels.map((l) => {
        const box = l.querySelector("input")!;
        const tall = Math.round(l.getBoundingClientRect().height);
        return `${l.textContent!.trim()}: ${box.checked ? "ticked" : "not ticked"}, ${tall} px tall`;
      }),
    );
    expect(ticks).toEqual([
      "Wren Alder: ticked, 24 px tall",
      "Oskar Vale: ticked, 24 px tall",
      "Ash: not ticked, 24 px tall",
    ]);
  });

  for (const { id, screen } of NARROW) {
    it(`${id} on a ${screen} px screen: 24 px targets, nothing scrolls sideways or is cut`, async () => {
      await h.page.setViewportSize({ width: screen, height: 900 });
      await openView(h, id, "light");
      await h.page.locator("#stage").screenshot({ path: join(SCREENSHOTS, `narrow-${id}-${screen}.png`) });
      expect(pageErrors(h.page)).toEqual([]);
      const problems = [...(await smallTargets(h.page)), ...(await overflows(h.page))];
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});
