// Issue 8 in chromium: walk the creation wizard from a blank actor to a finished character (keyboard and mouse,
// the live preview after each choice), then check the sheet it built; run a Session Shop with a free upgrade, a
// bought one and a refused one, and read the chat summary.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chromiumPath, openView, pageErrors, startHarness, type Harness } from "./browser";

const preview = (h: Harness) => h.page.locator(".hb-preview-group").evaluateAll((gs) => gs.map((g) =>
  `${g.querySelector(".hb-preview-die")!.textContent}: ${[...g.querySelectorAll<HTMLElement>("[data-stat]")].map((s) => s.dataset.stat).join(" ")}`));
const step = (h: Harness) => h.page.locator(".hb-wizard-step:not([hidden])").getAttribute("data-step");

describe.skipIf(!chromiumPath)("creation wizard and Session Shop in chromium", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });
  beforeEach(async () => { await openView(h, "creation-wizard", "light"); await h.page.evaluate(() => { window.harness.resetDialogs(); window.harness.show("creation-wizard"); }); });

  it("walks a blank actor to a finished character and shows it on the sheet", async () => {
    const p = h.page;
    expect(await step(h)).toBe("highest");
    expect(await preview(h)).toEqual(["d4: head hand heart home hurt hurry history"]);
    // Step One by keyboard: focus the first radio, arrow to Heart (third), which checks it.
    await p.locator('input[name="highest"][value="head"]').focus();
    await p.keyboard.press("ArrowDown");
    await p.keyboard.press("ArrowDown");
    await expect.poll(() => preview(h)).toEqual(["d6: heart", "d4: head hand home hurt hurry history"]);
    await p.getByRole("button", { name: "Next" }).click();
    expect(await step(h)).toBe("outlook");
    expect(await p.locator(".hb-context").first().innerText()).toContain("Fate & Knowledge");
    await p.getByLabel(/Carefree/).check();
    await p.getByLabel(/Vice & Virtue/).check();
    await expect.poll(() => preview(h)).toEqual(["d8: heart", "d6: hurry", "d4: head hand home hurt history"]);
    await p.getByRole("button", { name: "Next" }).click();
    await p.getByLabel("Who does your character look up to, or who taught them?").fill("Grandma Oak, the lighthouse keeper");
    await p.getByPlaceholder("Skill 1").fill("Knots");
    await p.getByPlaceholder("Skill 2").fill("Sailing");
    await p.getByPlaceholder("Connection 1").fill("The harbor guild");
    await p.getByLabel("Where could they be found on an ordinary afternoon?").fill("Mending nets on the pier");
    await p.getByRole("button", { name: "Next" }).click();
    expect(await step(h)).toBe("aptitudes");
    expect(await p.locator(".hb-context").nth(1).innerText()).toContain("choose three Aptitudes");
    // Next with an empty slot: refused with the reason, still on Step Four.
    await p.getByLabel("Aptitude 1").fill("Tying Knots");
    await p.getByRole("button", { name: "Next" }).click();
    expect(await p.getByRole("alert").innerText()).toBe("Name 3 Aptitudes.");
    expect(await step(h)).toBe("aptitudes");
    await p.getByLabel("Aptitude 2").fill("Sailing");
    await p.getByLabel("Aptitude 3").fill("Old Songs");
    await p.getByRole("button", { name: "Next" }).click();
    expect(await step(h)).toBe("finishing");
    await p.getByLabel("Name", { exact: true }).fill("Wren Alder");
    await p.getByLabel("Appearance", { exact: true }).fill("Salt-grey coat");
    await p.getByPlaceholder("Thing 1").fill("Grandmother's compass");
    await p.getByPlaceholder("Thing 2").fill("Harbor map");
    await p.getByLabel("Kind of thing 2").selectOption("information");
    await p.getByPlaceholder("Thing 3").fill("The dock workers");
    await p.getByLabel("Kind of thing 3").selectOption("alliance");
    await p.getByRole("button", { name: "Create character" }).click();

    // The sheet of the character the wizard built.
    await p.waitForSelector('[data-action="rollStat"]');
    expect(await p.locator(".hb-name input").inputValue()).toBe("Wren Alder");
    const dice = await p.locator('[data-action="rollStat"]').evaluateAll((els) => Object.fromEntries(els.map((e) => [(e as HTMLElement).dataset.stat, e.querySelector(".hb-die-size")!.textContent])));
    expect(dice).toEqual({ head: "d4", hand: "d4", heart: "d8", home: "d4", hurt: "d4", hurry: "d6", history: "d4" });
    expect(await p.locator(".hb-stat.highest").getAttribute("data-stat")).toBe("heart");
    expect(await p.locator(".hb-outlook strong").allInnerTexts()).toEqual(["Carefree", "Vice & Virtue"]);
    await p.locator('nav.tabs [data-tab="items"]').click();
    expect(await p.locator(".hb-apts .hb-link").allInnerTexts()).toEqual(["Tying Knots", "Sailing", "Old Songs"]);
    expect(await p.locator(".hb-things .hb-row").allInnerTexts()).toEqual(["Grandmother's compass\nItem", "Harbor map\nInformation", "The dock workers\nAlliance"].map((t) => expect.stringContaining(t.split("\n")[0]!)));
    await p.locator('nav.tabs [data-tab="story"]').click();
    expect(await p.locator(".hb-story").innerText()).toContain("Grandma Oak, the lighthouse keeper");
    expect(await p.locator(".hb-story").innerText()).toContain("Mending nets on the pier");
    expect(pageErrors(p)).toEqual([]);
  });

  it("Back keeps every answer; Start over clears them", async () => {
    const p = h.page;
    await p.getByLabel("Hurt").check();
    await p.getByRole("button", { name: "Next" }).click();
    await p.getByRole("button", { name: "Back" }).click();
    expect(await p.getByLabel("Hurt").isChecked()).toBe(true);
    await p.getByRole("button", { name: "Start over" }).click();
    expect(await p.getByLabel("Hurt").isChecked()).toBe(false);
  });

  it("runs a Session Shop: a free upgrade, a bought one, a refused one, and the chat summary", async () => {
    const p = h.page;
    await p.evaluate(() => window.harness.show("session-shop"));
    // Before buying: what the rules would refuse is shown unavailable, the refusal as its tooltip.
    const why = (name: string) => p.getByRole("button", { name }).evaluate((b) => b.getAttribute("aria-disabled") === "true" ? b.dataset.tooltipText : "available");
    expect(await why("Take Backstory")).toBe("The Backstory upgrade needs a Stat upgraded to a d6 this session.");
    expect(await why("Upgrade Heart with the free Stat Upgrade")).toBe("available");
    await p.getByRole("button", { name: "Upgrade Heart with the free Stat Upgrade" }).click();
    expect(await why("Upgrade Head with the free Stat Upgrade")).toBe("This session's free Stat Upgrade is already used.");
    expect(await why("Upgrade Heart for ①①①")).toBe("Heart is already a d10, the largest die.");
    expect(await why("Take Aptitude")).toBe("The Aptitude upgrade needs a Stat upgraded to a d8 this session.");
    await p.getByRole("button", { name: "Upgrade Hurry for ①①①" }).click();
    expect(await why("Take Aptitude")).toBe("available");
    expect(await why("Upgrade Head for ①①①")).toBe("The Blessings pool cannot pay ①①①.");
    // Clicked anyway (it stays focusable so its reason can be read): refused with the same words, nothing bought.
    await p.getByRole("button", { name: "Upgrade Head for ①①①" }).click({ force: true });
    expect(await p.locator("#notifications li").allInnerTexts()).toEqual(["The Blessings pool cannot pay ①①①."]);
    expect(await p.locator(".hb-shop-log li").allInnerTexts()).toEqual(["Heart d8 → d10 (free Stat Upgrade)", "Hurry d6 → d8 (paid Blessings 1, 1, 2)"]);
    expect(await p.locator(".hb-pool-values").innerText()).toBe("6");
    expect(await p.locator('[data-unlock="10"]').innerText()).toBe("d10: 1");
    // The d10 unlock pays for a Lifestyle on Carefree's path.
    await p.locator('select[name="lifestyle"]').selectOption("crafty");
    await p.getByRole("button", { name: "Change Lifestyle" }).click();
    await p.getByRole("button", { name: "Finish shopping" }).click();
    const card = p.locator(".chat-log .hb-shop-summary").last();
    expect(await card.locator("h3").innerText()).toBe("Session Shop: Wren Alder");
    expect(await card.locator("li").allInnerTexts()).toEqual(["Heart d8 → d10 (free Stat Upgrade)", "Hurry d6 → d8 (paid Blessings 1, 1, 2)", "Lifestyle: Carefree → Crafty"]);
    expect(pageErrors(p)).toEqual([]);
  });
});
