// What the Session Shop shows a player before and after each purchase, read from the rendered window: each Stat's die
// and what it can be upgraded with (a purchase the rules refuse is marked unavailable, its rule as the tooltip), the
// tags each die unlocks, the Lifestyle and Ethic paths, the pool and the purchases so far.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { SessionShop } from "../../../src/applications/dialogs/session-shop";
import { ui } from "../../fakes/setup";

const g = globalThis as any;

beforeEach(() => {
  document.body.replaceChildren();
  onInit();
});

const STATS = { head: 4, hand: 4, heart: 8, home: 4, hurt: 4, hurry: 6, history: 4 };
async function character(system: Record<string, unknown> = {}, items: unknown[] = []) {
  return g.CONFIG.Actor.documentClass.create({
    type: "character", name: "Wren", ownership: { default: 0, player: 3 },
    system: { stats: STATS, highest: "heart", blessings: [6, 1, 2, 1], session: { shopOpen: true }, ...system },
    items: [{ type: "aptitude", name: "Sailing" }, { type: "thing", name: "Compass", system: { kind: "item" } }, ...items],
  });
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";
async function press(shop: SessionShop, selector: string) {
  shop.element!.querySelector<HTMLButtonElement>(selector)!.click();
  await settle();
  await settle();
}
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
/** A button as a player meets it: its label, and "✗ why" when it is marked unavailable. (happy-dom leaves the
 *  numeric character reference Handlebars writes for an apostrophe undecoded in an attribute; a browser decodes it.) */
const button = (b: HTMLElement) =>
  `${text(b)}${b.getAttribute("aria-disabled") === "true" ? ` ✗ ${b.dataset.tooltipText!.replaceAll("&#x27;", "'")}` : ""}`;
/** One line per Stat row: name, die, then each way to upgrade it (or the fixed Stat's note). */
const rows = (shop: SessionShop) =>
  [...shop.element!.querySelectorAll<HTMLElement>(".hb-shop-table tbody tr")].map((tr) => [
    `${text(tr.querySelector("th"))} ${text(tr.querySelector(".hb-shop-die"))}`,
    ...[...tr.querySelectorAll<HTMLElement>("button")].map(button),
    ...[...tr.querySelectorAll(".hb-hint")].map(text),
  ]);
const row = (shop: SessionShop, stat: string) => rows(shop).find((r) => r[0]!.startsWith(stat))!;
const tag = (shop: SessionShop, id: string) => shop.element!.querySelector<HTMLElement>(`.hb-shop-tags li[data-tag="${id}"]`)!;
const options = (select: HTMLSelectElement | null) => [...(select?.options ?? [])].map((o) => o.text);
const unlocks = (shop: SessionShop) => [...shop.element!.querySelectorAll(".hb-unlocks .hb-tag")].map(text);
const pool = (shop: SessionShop) => text(shop.element!.querySelector(".hb-shop-pool"));
const log = (shop: SessionShop) => [...shop.element!.querySelectorAll(".hb-shop-log li")].map(text);

describe("the Session Shop as a player reads it", () => {
  it("opens with every Stat's next die, the d4s to lower, nothing unlocked and nothing bought", async () => {
    const shop = await SessionShop.openFor(await character());
    expect(pool(shop)).toBe("Blessings: 1, 1, 2, 6");
    expect(text(shop.element!.querySelector(".hb-shop-free"))).toBe("Your free Stat Upgrade is available.");
    expect(shop.element!.querySelector(".hb-shop-free")!.classList.contains("available")).toBe(true);
    expect(rows(shop).map((r) => r[0])).toEqual(["Head d4 → d6", "Hand d4 → d6", "Heart d8 → d10", "Home d4 → d6", "Hurt d4 → d6", "Hurry d6 → d8", "History d4 → d6"]);
    expect(row(shop, "Hurry").slice(1)).toEqual(["Free", "①①①", "Lower a d4"]);
    expect(options(shop.element!.querySelector("select[name=lower]"))).toEqual(["Head", "Hand", "Home", "Hurt", "History"]);
    expect(unlocks(shop)).toEqual(["d6: 0", "d8: 0", "d10: 0"]);
    expect(button(tag(shop, "aptitude").querySelector("button")!)).toBe(
      "Take Aptitude ✗ The Aptitude upgrade needs a Stat upgraded to a d8 this session.");
    expect(text(tag(shop, "aptitude").querySelector("div"))).toBe("Aptitude d8 Become apt in a new area.");
    expect(tag(shop, "aptitude").querySelector<HTMLInputElement>("input")!.placeholder).toBe("Name the Aptitude");
    expect(tag(shop, "rumor").querySelector<HTMLInputElement>("input")!.placeholder).toBe("What changes (Rumor)");
    expect(tag(shop, "backstory").querySelector<HTMLInputElement>("input")!.placeholder).toBe("What changes (Backstory)");
    expect(tag(shop, "gains").querySelector("input")).toBeNull();
    expect(options(tag(shop, "gains").querySelector("select"))).toEqual(["Compass"]);
    expect(text(tag(shop, "gains").querySelector("div"))).toBe(
      "Gains d10 One thing gained becomes exceptional. Checks related to it round 6–7 up to 8.");
    expect(tag(shop, "backstory").querySelector("select")).toBeNull();
    expect(text(tag(shop, "lifestyle").querySelector("div"))).toBe(
      "Lifestyle d10 Carefree Move along your Lifestyle's path, or become Lost; the new Lifestyle's Stats are Ignited.");
    expect(options(tag(shop, "lifestyle").querySelector("select"))).toEqual(["Blossomed", "Prodigious", "Crafty", "Lost"]);
    expect(text(tag(shop, "ethic").querySelector("div"))).toBe("Ethic d10 Vice & Virtue");
    expect(options(tag(shop, "ethic").querySelector("select"))).toEqual(
      ["Pride & Prudence", "Greed & Vanity", "Rite & Divinity", "Precision & Accuracy"]);
    expect(button(tag(shop, "ethic").querySelector("button")!)).toBe(
      "Change Ethic ✗ The Ethic upgrade needs a Stat upgraded to a d10 this session.");
    expect(log(shop)).toEqual(["Nothing yet."]);
    expect(shop.element!.querySelector<HTMLButtonElement>('[data-action="undo"]')!.disabled).toBe(true);
    await press(shop, '[data-action="cancel"]');
  });

  it("a Stat at d10 can go no higher; the d10 it reached unlocks its tags; the free upgrade is used", async () => {
    const shop = await SessionShop.openFor(await character());
    await press(shop, '[data-action="buyStat"][data-stat="heart"][data-with="free"]');
    expect(row(shop, "Heart")).toEqual(["Heart d10", ...["Free", "①①①", "Lower a d4"].map((b) => `${b} ✗ Heart is already a d10, the largest die.`)]);
    expect(row(shop, "Head")).toEqual(["Head d4 → d6", "Free ✗ This session's free Stat Upgrade is already used.", "①①①", "Lower a d4"]);
    expect(text(shop.element!.querySelector(".hb-shop-free"))).toBe(
      "This session's free Stat Upgrade is used; more cost ①①① or lowering a d4 to a d2.");
    expect(shop.element!.querySelector(".hb-shop-free")!.classList.contains("available")).toBe(false);
    expect(unlocks(shop)).toEqual(["d6: 0", "d8: 0", "d10: 1"]);
    for (const id of ["gains", "lifestyle", "ethic"]) expect(tag(shop, id).querySelector("button")!.hasAttribute("aria-disabled")).toBe(false);
    expect(tag(shop, "aptitude").querySelector("button")!.getAttribute("aria-disabled")).toBe("true");
    expect(shop.element!.querySelector<HTMLButtonElement>('[data-action="undo"]')!.disabled).toBe(false);
    // Paying with Blessings leaves the rest of the pool, in order.
    await press(shop, '[data-action="buyStat"][data-stat="head"][data-with="blessings"]');
    expect(warnings()).toEqual([]);
    expect(pool(shop)).toBe("Blessings: 6");
    expect(row(shop, "Head")[0]).toBe("Head d6 → d8");
    expect(row(shop, "Hand")[2]).toBe("①①① ✗ The Blessings pool cannot pay ①①①.");
    expect(unlocks(shop)).toEqual(["d6: 1", "d8: 0", "d10: 1"]);
    expect(log(shop)).toEqual(["Heart d8 → d10 (free Stat Upgrade)", "Head d4 → d6 (paid Blessings 1, 1, 2)"]);
    // The thing made exceptional is offered no more.
    await press(shop, '[data-action="buyTag"][data-tag="gains"]');
    expect(log(shop).at(-1)).toBe("Exceptional: Compass (Checks related to it round 6–7 up to 8.)");
    expect(options(tag(shop, "gains").querySelector("select"))).toEqual([]);
    expect(button(tag(shop, "gains").querySelector("button")!)).toBe(
      "Take Gains ✗ Choose a thing gained that is not exceptional yet.");
    await press(shop, '[data-action="cancel"]');
  });

  it("the tags' own refusals: a new Aptitude or Specialization needs a name, a Rumor may stay blank", async () => {
    const shop = await SessionShop.openFor(await character({ stats: { ...STATS, heart: 10, hurry: 8 } }));
    await press(shop, '[data-action="buyStat"][data-stat="head"][data-with="free"]');
    await press(shop, '[data-action="buyStat"][data-stat="hand"][data-with="blessings"]');
    await press(shop, '[data-action="buyStat"][data-stat="hand"][data-with="downgrade"]');
    expect(log(shop)).toEqual(["Head d4 → d6 (free Stat Upgrade)", "Hand d4 → d6 (paid Blessings 1, 1, 2)", "Hand d6 → d8 (lowered Home to d2)"]);
    expect(unlocks(shop)).toEqual(["d6: 2", "d8: 1", "d10: 0"]);
    await press(shop, '[data-action="buyTag"][data-tag="aptitude"]');
    await press(shop, '[data-action="buyTag"][data-tag="specialization"]');
    expect(warnings()).toEqual(["Name what this Aptitude upgrade adds.", "Name what this Specialization upgrade adds."]);
    shop.element!.querySelector<HTMLInputElement>('[name="detail.rumor"]')!.value = "  ";
    await press(shop, '[data-action="buyTag"][data-tag="rumor"]');
    shop.element!.querySelector<HTMLInputElement>('[name="detail.specialization"]')!.value = " Knot Lore ";
    await press(shop, '[data-action="buyTag"][data-tag="specialization"]');
    expect(log(shop).slice(3)).toEqual(["Rumor upgrade", "Specialization: Knot Lore"]);
    expect(button(tag(shop, "aptitude").querySelector("button")!)).toBe(
      "Take Aptitude ✗ The Aptitude upgrade needs a Stat upgraded to a d8 this session.");
    await press(shop, '[data-action="cancel"]');
  });
});

describe("what a character's own state changes in the shop", () => {
  it("a cursed character's pool is marked; an empty pool reads —", async () => {
    const actor = await character({ blessings: [] });
    await actor.toggleStatusEffect("cursed");
    const shop = await SessionShop.openFor(actor);
    expect(pool(shop)).toBe("Blessings: — Cursed");
    expect(row(shop, "Head")[2]).toBe("①①① ✗ The Blessings pool cannot pay ①①①.");
    await press(shop, '[data-action="cancel"]');
  });

  it("with one d4 left, only the other Stats can be paid for by lowering it; with none, nothing can", async () => {
    const shop = await SessionShop.openFor(await character({ stats: { head: 4, hand: 6, heart: 8, home: 6, hurt: 6, hurry: 6, history: 6 } }));
    expect(options(shop.element!.querySelector("select[name=lower]"))).toEqual(["Head"]);
    expect(row(shop, "Head")[3]).toBe("Lower a d4 ✗ Only another Stat at d4 can be lowered to a d2 to buy an upgrade.");
    expect(row(shop, "Hand")[3]).toBe("Lower a d4");
    await press(shop, '[data-action="cancel"]');
    const none = await SessionShop.openFor(await character({ stats: { head: 6, hand: 6, heart: 8, home: 6, hurt: 6, hurry: 6, history: 6 } }));
    expect(none.element!.querySelector("select[name=lower]")).toBeNull();
    expect(row(none, "Hand")[3]).toBe("Lower a d4 ✗ Only another Stat at d4 can be lowered to a d2 to buy an upgrade.");
    await press(none, '[data-action="cancel"]');
  });

  it("an optional Stat that grows is bought like the others; one with its own rules is not offered", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hex");
    const hex = await SessionShop.openFor(await character({ optional: 4 }));
    expect(row(hex, "Hex")).toEqual(["Hex d4 → d6", "Free", "①①①", "Lower a d4"]);
    expect(options(hex.element!.querySelector("select[name=lower]"))).toContain("Hex");
    await press(hex, '[data-action="cancel"]');
    await g.game.settings.set("humanity-blessed", "optionalStat", "hardship");
    const hardship = await SessionShop.openFor(await character({ optional: 4 }));
    expect(row(hardship, "Hardship")).toEqual(["Hardship d4 → d6", "Changes by its own rules"]);
    expect(options(hardship.element!.querySelector("select[name=lower]"))).not.toContain("Hardship");
    await press(hardship, '[data-action="cancel"]');
  });

  it("a Lost character may later change to any Lifestyle; an Ethic at the end of its path offers none", async () => {
    const shop = await SessionShop.openFor(await character({ lifestyle: "lost", ethic: "riteDivinity" }));
    expect(text(tag(shop, "lifestyle").querySelector("div"))).toBe(
      "Lifestyle d10 Lost From Lost you may change to any Lifestyle for free, at the end of a later session.");
    expect(options(tag(shop, "lifestyle").querySelector("select"))).toContain("Carefree");
    expect(tag(shop, "ethic").querySelector("select")).toBeNull();
    expect(tag(shop, "ethic").querySelector("button")).toBeNull();
    await press(shop, '[data-action="cancel"]');
  });

  it("v0.0.18 words the exceptional thing and the new Lifestyle's Stats its own way", async () => {
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    const shop = await SessionShop.openFor(await character());
    expect(text(tag(shop, "gains").querySelector("div"))).toBe(
      "Gains d10 One thing gained becomes exceptional. It gives +3 aid on a failure (or another effect, within reason).");
    expect(text(tag(shop, "lifestyle").querySelector(".hb-hint"))).toBe(
      "Move along your Lifestyle's path, or become Lost; the new Lifestyle's Stats are Overcharged.");
    await press(shop, '[data-action="cancel"]');
  });
});
