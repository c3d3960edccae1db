// Click a Stat → roll with a seeded random source → a chat card appears showing every throw and the tier, equal to
// what the rules engine gives for the same seed. (Until issue 5's roll dialog lands the harness rolls a plain
// Normal Check; then this test goes through the dialog and its odds bar.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullCharacter } from "../harness/fixtures/character";
import { rollNormalCheck, type StatRoll } from "../harness/rolls";
import { chromiumPath, openView, pageErrors, startHarness, type Harness } from "./browser";

const TIER_WORDS = { failure: "Failure", minor: "Minor success", medium: "Medium success", major: "Major success", maximum: "Maximum success" };

/** What the newest card in the chat log shows. */
async function lastCard(h: Harness) {
  const card = h.page.locator("#chat-log .chat-message").last();
  await card.waitFor();
  return card.evaluate((el) => ({
    sender: el.querySelector(".message-sender")?.textContent?.trim(),
    title: el.querySelector(".harness-check-title")?.textContent?.trim(),
    throws: [...el.querySelectorAll(".harness-throw")].map((t) => ({ faces: [...t.querySelectorAll(".harness-face")].map((f) => Number(f.textContent)), bumped: t.classList.contains("bumped") })),
    total: Number(el.querySelector(".harness-total")?.textContent),
    tier: el.querySelector(".harness-tier")?.textContent?.trim(),
    visible: (el as HTMLElement).checkVisibility(),
  }));
}

const expected = (r: StatRoll) => ({
  throws: r.group.throws.map((faces, i) => ({ faces, bumped: i < r.group.throws.length - 1 })),
  total: r.group.total,
  tier: TIER_WORDS[r.check.tier],
});

describe.skipIf(!chromiumPath)("rolling from the sheet in chromium", () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  it("clicking a Stat die posts a chat card with every throw, the total and the tier the rules engine gives", async () => {
    await openView(h, "character-stats", "light", { seed: 42 });
    expect(await h.page.locator("#chat-log .chat-message").count()).toBe(0);
    await h.page.locator('[data-action="rollStat"][data-stat="head"]').click();
    const card = await lastCard(h);
    expect(card.visible).toBe(true);
    expect(card.sender).toBe(fullCharacter.name);
    expect(card.title).toBe("Head (d10) · Normal Check");
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

  it("the chat card view shows every throw and the tier", async () => {
    await openView(h, "chat-check", "light");
    const r = rollNormalCheck(fullCharacter, "head", 3);
    const card = await h.page.locator("#stage .chat-message").evaluate((el) => ({
      throws: el.querySelectorAll(".harness-throw").length,
      tier: el.querySelector(".harness-tier")?.textContent?.trim(),
      tierClass: el.querySelector(".chat-card")?.getAttribute("data-tier"),
    }));
    expect(card).toEqual({ throws: r.group.throws.length, tier: TIER_WORDS[r.check.tier], tierClass: r.check.tier });
  });
});
