// Click a Stat → roll with a seeded random source → a chat card appears showing every throw and the outcome, equal to
// what the rules engine gives for the same seed (the sheet's Shift-click: a plain Normal Check); the roll dialog's
// views with their odds bar and Conditions; cards that explain what they show.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullCharacter } from "../harness/fixtures/character";
import { rollNormalCheck, type StatRoll } from "../harness/rolls";
import { chromiumPath, openView, pageErrors, startHarness, type Harness } from "./browser";

const OUTCOME_WORDS = { failure: "Failure", minor: "Minor Success", medium: "Medium Success", major: "Major Success", maximum: "Maximum Success" };

/** What the newest card in the chat log shows. */
async function lastCard(h: Harness) {
  const card = h.page.locator("#chat-log .chat-message").last();
  await card.waitFor();
  return card.evaluate((el) => ({
    sender: el.querySelector(".message-sender")?.textContent?.trim(),
    title: el.querySelector(".hb-check-head h3")?.textContent?.trim(),
    throws: [...el.querySelectorAll(".hb-throw")].map((t) => ({ faces: [...t.querySelectorAll(".hb-face")].map((f) => Number(f.textContent)), bumped: t.classList.contains("bumped") })),
    total: Number(el.querySelector(".hb-roll-total")?.textContent),
    outcome: el.querySelector(".hb-check-outcome strong")?.textContent?.trim(),
    visible: (el as HTMLElement).checkVisibility(),
  }));
}

const expected = (r: StatRoll) => ({
  throws: r.group.throws.map((faces, i) => ({ faces, bumped: i < r.group.throws.length - 1 })),
  total: r.group.total,
  outcome: OUTCOME_WORDS[r.check.outcome],
});

describe.skipIf(!chromiumPath)("rolling from the sheet in chromium", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  it("clicking a Stat die posts a chat card with every throw, the total and the outcome the rules engine gives", async () => {
    await openView(h, "character-stats", "light", { seed: 42 });
    expect(await h.page.locator("#chat-log .chat-message").count()).toBe(0);
    await h.page.locator('[data-action="rollStat"][data-stat="head"]').click();
    const card = await lastCard(h);
    expect(card.visible).toBe(true);
    expect(card.sender).toBe(fullCharacter.name);
    expect(card.title).toBe("Head");
    expect(card).toMatchObject(expected(rollNormalCheck(fullCharacter, "head", 42)));
  });

  it("a bumping roll shows each throw, bumps marked, and the next click uses the next seed", async () => {
    const seed = Array.from({ length: 200 }, (_, i) => i + 1).find((s) => rollNormalCheck(fullCharacter, "hurry", s).group.bumps >= 1)!;
    await openView(h, "character-stats", "dark", { seed });
    await h.page.locator('[data-action="rollStat"][data-stat="hurry"]').click();
    const first = await lastCard(h);
    expect(first.throws.length).toBeGreaterThan(1);
    expect(first).toMatchObject(expected(rollNormalCheck(fullCharacter, "hurry", seed)));
    await h.page.locator('[data-action="rollStat"][data-stat="hex"]').click();
    await expect.poll(() => h.page.locator("#chat-log .chat-message").count()).toBe(2);
    expect(await lastCard(h)).toMatchObject(expected(rollNormalCheck(fullCharacter, "hex", seed + 1)));
    expect(pageErrors(h.page)).toEqual([]);
  });

  it("a Stat can be rolled from the keyboard (Tab to the die, Enter)", async () => {
    await openView(h, "character-stats", "light", { seed: 7 });
    await h.page.locator('[data-action="rollStat"][data-stat="heart"]').focus();
    await h.page.keyboard.press("Enter");
    expect(await lastCard(h)).toMatchObject(expected(rollNormalCheck(fullCharacter, "heart", 7)));
  });

  it("the chat card view shows every throw and the outcome", async () => {
    await openView(h, "chat-check", "light");
    const r = rollNormalCheck(fullCharacter, "head", 3);
    const card = await h.page.locator("#stage .chat-message").evaluate((el) => ({
      throws: el.querySelectorAll(".hb-throw").length,
      outcome: el.querySelector(".hb-check-outcome strong")?.textContent?.trim(),
      outcomeClass: el.querySelector(".chat-card")?.getAttribute("data-outcome"),
    }));
    expect(card).toEqual({ throws: r.group.throws.length, outcome: OUTCOME_WORDS[r.check.outcome], outcomeClass: r.check.outcome });
  });

  it("the roll dialog's odds bar covers every outcome and adds up to 100 %", async () => {
    await openView(h, "dialog-roll", "light");
    const odds = await h.page.locator(".hb-odds-legend li").evaluateAll((items) => items.map((li) => ({ outcome: li.getAttribute("data-outcome"), p: Number(li.getAttribute("data-p")), text: li.textContent })));
    expect(odds.map((o) => o.outcome)).toEqual(["failure", "minor", "medium", "major", "maximum"]);
    expect(Math.abs(odds.reduce((sum, o) => sum + o.p, 0) - 1)).toBeLessThan(1e-12);
    const widths = await h.page.locator(".hb-odds-bar span").evaluateAll((spans) => spans.reduce((sum, s) => sum + s.getBoundingClientRect().width, 0));
    const bar = await h.page.locator(".hb-odds-bar").evaluate((el) => el.clientWidth);
    expect(Math.abs(widths - bar)).toBeLessThan(2);
    expect(await h.page.locator("select[name=partner]").inputValue()).toBe("hex");
    expect(await h.page.locator(".hb-roll-dialog").textContent()).toContain("Sparking spends the Blessings 3 + 3");
  });

  it("the dialog shows each Condition with what it does, forbids the Taxed Spark and still adds up to 100 %", async () => {
    await openView(h, "dialog-roll-conditions", "dark");
    expect(await h.page.locator(".hb-roll-conditions li").allInnerTexts()).toEqual(["Uncool: −1 to each roll.", "Ache: these dice cannot bump.", "Taxed: you cannot Spark."]);
    expect(await h.page.locator("select[name=partner]").isDisabled()).toBe(true);
    const p = await h.page.locator(".hb-odds-legend li").evaluateAll((items) => items.reduce((sum, li) => sum + Number(li.getAttribute("data-p")), 0));
    expect(Math.abs(p - 1)).toBeLessThan(1e-12);
  });

  it("a card whose dice could not bump says why, and does not mark its 1 as a bump", async () => {
    await openView(h, "chat-check-ache", "light");
    const card = h.page.locator("#stage .chat-card");
    expect(await card.locator(".hb-face.bump").count()).toBe(0);
    expect(await card.innerText()).toContain("Ache: these dice could not bump.");
    expect(await card.locator('[data-hb-action="spark"]').allInnerTexts()).toEqual(["Upgrade roll 1 to Spark with Heart (spend ⊜⊜)", "Upgrade roll 2 to Spark with Heart (spend ⊜⊜)"]);
  });
});
