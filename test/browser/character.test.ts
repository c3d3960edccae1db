// The character sheet as a player sees it: every Stat die visible with its name and size, balanced groups,
// Blessings, Conditions, Apts & Specs and things; tabs and edit mode work.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyCharacter, fullCharacter } from "../harness/fixtures/character";
import { chromiumPath, openView, startHarness, type Harness } from "./browser";

const en = JSON.parse(readFileSync("lang/en.json", "utf8"));
const statName = (id: string): string => en.HB.Stat[id];
const fullDice: Record<string, number> = { ...fullCharacter.system.stats, [fullCharacter.optionalStat!]: fullCharacter.system.optional };

describe.skipIf(!chromiumPath)("character sheet in chromium", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  it("shows every Stat die (seven H's and the optional Stat) with its name and size", async () => {
    await openView(h, "character-stats", "light");
    for (const [id, size] of Object.entries(fullDice)) {
      const die = h.page.locator(`[data-action="rollStat"][data-stat="${id}"]`);
      await expect.poll(() => die.isVisible(), { timeout: 2000 }).toBe(true);
      const text = (await die.innerText()).replace(/\s+/g, " ");
      expect(text).toContain(`d${size}`);
      expect(text).toContain(statName(id));
      expect(await die.getAttribute("aria-label")).toBe(`Roll ${statName(id)} (d${size})`);
      const box = (await die.boundingBox())!;
      expect(box.width).toBeGreaterThan(40);
      expect(box.height).toBeGreaterThan(40);
    }
  });

  it("shows balanced groups: Stats sharing a die size are drawn together and labelled", async () => {
    await openView(h, "character-stats", "light");
    const groups = await h.page.locator(".hb-group.balanced").evaluateAll((els) => els.map((g) => ({
      label: g.querySelector(".hb-group-label")?.textContent?.trim(),
      stats: [...g.querySelectorAll<HTMLElement>("[data-stat].hb-stat")].map((s) => s.dataset.stat).sort(),
      visible: (g as HTMLElement).checkVisibility(),
    })));
    expect(groups).toEqual([
      { label: "Balanced d8", stats: ["hex", "hurt"], visible: true },
      { label: "Balanced d6", stats: ["hand", "heart"], visible: true },
      { label: "Balanced d4", stats: ["history", "home"], visible: true },
    ]);
    // A Stat alone at its size is not drawn as balanced.
    expect(await h.page.locator('.hb-group:not(.balanced) [data-stat="hurry"]').count()).toBeGreaterThan(0);
  });

  it("shows the Blessings pool (sorted, with count and total) and Conditions", async () => {
    await openView(h, "character-stats", "dark");
    const values = await h.page.locator(".hb-blessing .hb-blessing-value").allInnerTexts();
    expect(values).toEqual([...fullCharacter.system.blessings].sort((a, b) => a - b).map(String));
    const total = fullCharacter.system.blessings.reduce((a, b) => a + b, 0);
    await expect.poll(() => h.page.locator(".hb-count").innerText()).toBe(`${fullCharacter.system.blessings.length} Blessings worth ${total}`);
    expect(await h.page.locator(".hb-conditions .hb-chip").allInnerTexts()).toEqual(["Famous", "Vexed"].map((s) => expect.stringContaining(s)));
    expect(await h.page.locator('[data-action="removeBlessing"]').count()).toBe(fullCharacter.system.blessings.length);
  });

  it("marks the highest, ignited and spent Stats", async () => {
    await openView(h, "character-stats", "light");
    expect(await h.page.locator(".hb-stat.highest").getAttribute("data-stat")).toBe("head");
    expect((await h.page.locator(".hb-stat.ignited").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.stat))).sort()).toEqual(["heart", "hurry"]);
    expect(await h.page.locator(".hb-stat.spent").getAttribute("data-stat")).toBe("hurry");
  });

  it("switches tabs like core: Apts & Specs shows 10 Aptitudes with Specializations and 20 things", async () => {
    await openView(h, "character-stats", "light");
    await h.page.locator('nav.tabs [data-tab="items"]').click();
    await expect.poll(() => h.page.locator(".hb-items").isVisible()).toBe(true);
    expect(await h.page.locator(".hb-stats").isVisible()).toBe(false);
    const apts = await h.page.locator(".hb-apts .hb-link").allInnerTexts();
    expect(apts).toHaveLength(11); // 10 Aptitudes with their Specialization + 1 loose Specialization
    expect(apts[0]).toBe("Tinkering [Crafty]");
    expect(apts[10]).toBe("[Favored]");
    expect(await h.page.locator(".hb-things .hb-row").count()).toBe(20);
    // The spent Specialization says so in words, beside its recharge cost.
    const spent = h.page.locator(".hb-apts .hb-row", { has: h.page.locator(".hb-tag.spent") });
    expect((await spent.innerText()).replace(/\s+/g, " ")).toContain("Recharge ③ Spent: recharge to use again");
  });

  it("edit mode shows each die size as a select with the current size selected", async () => {
    await openView(h, "character-stats", "light");
    await h.page.locator('[data-action="toggleMode"]').click();
    await h.page.waitForSelector('select[name="system.stats.head"]');
    for (const [id, size] of Object.entries(fullCharacter.system.stats)) {
      expect(await h.page.locator(`select[name="system.stats.${id}"]`).inputValue()).toBe(String(size));
    }
    expect(await h.page.locator('select[name="system.optional"]').inputValue()).toBe(String(fullCharacter.system.optional));
    expect(await h.page.locator('[data-action="rollStat"]').count()).toBe(0);
  });

  it("an empty character shows seven d4 Stats, one balanced group and the empty-state messages", async () => {
    await openView(h, "character-empty", "light");
    expect(await h.page.locator('[data-action="rollStat"]').count()).toBe(Object.keys(emptyCharacter.system.stats).length);
    expect(await h.page.locator(".hb-group.balanced .hb-group-label").allInnerTexts()).toEqual(["Balanced d4"]);
    expect(await h.page.locator(".hb-stats .hb-empty").allInnerTexts()).toEqual(["No Blessings in the pool.", "No Conditions."]);
  });

  it("a large balanced group wraps inside the sheet: no Stat die is cut off", async () => {
    for (const view of ["character-empty", "character-stats"]) {
      await openView(h, view, "light");
      const content = (await h.page.locator(".window-content").boundingBox())!;
      for (const box of await h.page.locator('[data-action="rollStat"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
        expect(box.left).toBeGreaterThanOrEqual(content.x);
        expect(box.right, view).toBeLessThanOrEqual(content.x + content.width);
      }
    }
  });

  it("follows the application's own theme when Foundry's interface theme differs", async () => {
    const paper = () => h.page.locator(".window-content").evaluate((el) => getComputedStyle(el).backgroundColor);
    await openView(h, "character-stats", "light", { interface: "dark" });
    expect(await paper()).toBe("rgb(251, 248, 242)");
    await openView(h, "character-stats", "dark", { interface: "light" });
    expect(await paper()).toBe("rgb(29, 26, 34)");
  });
  it("marks the highest Stat in words and explains every mark shown; Apts & Specs say what a Specialization costs", async () => {
    await openView(h, "character-stats", "light");
    const highest = h.page.locator(".hb-stat.highest");
    expect((await highest.innerText()).replace(/\s+/g, " ")).toContain("Highest");
    expect(await h.page.locator(".hb-stat-legend li").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.marker))).toEqual(["highest", "ignited", "spent"]);
    expect(await h.page.locator(".hb-banked .hb-row").innerText()).toContain("2 banked boons");
    await h.page.locator('nav.tabs [data-tab="items"]').click();
    expect(await h.page.locator(".hb-apts .hb-recharge").first().innerText()).toMatch(/^Recharge /);
    expect(await h.page.locator(".hb-unattached").innerText()).toContain("Not attached to an Aptitude");
  });

  it("a control only Foundry can run says so in the preview instead of doing nothing", async () => {
    await openView(h, "character-items", "light");
    await h.page.locator(".hb-things [data-action='openItem']").first().click();
    expect(await h.page.locator("#notifications li").last().innerText()).toMatch(/needs Foundry/);
  });
});
