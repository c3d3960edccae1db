// The Monstrosity sheet, rendered for real under the fake Foundry: what the GM sees and what each control does.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MonstrositySheet } from "../../../src/applications/sheets/monstrosity-sheet";
import { ui } from "../../fakes/setup";
import { freshSheetPage, loadSheetActions } from "./sheet-page";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0)); };
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
let actor: any;
let sheet: any;

// The sheet's own body (monstrosity-sheet-actions.ts) too, loaded before the tests as on a page where a Monstrosity
// sheet is already open: each test then presses actions from the table every sheet shares.
beforeAll(async () => {
  await loadSheetActions();
  await import("../../../src/applications/sheets/monstrosity-sheet-actions");
});

beforeEach(async () => {
  freshSheetPage();
  actor = await g.CONFIG.Actor.documentClass.create({
    type: "monstrosity", name: "The Hollow King",
    system: { stats: { head: 6, hand: 8, heart: 4, home: 2, hurt: 10, hurry: 4, history: 6 }, sp: { start: 12, recovery: 4 }, tags: ["Horde"], blessings: [5, 1, 3] },
  });
  sheet = new MonstrositySheet({ document: actor } as never);
  await sheet.render({ force: true });
});

const $ = (selector: string) => sheet.element.querySelector(selector) as HTMLElement;
const $$ = (selector: string) => [...sheet.element.querySelectorAll(selector)] as HTMLElement[];
const click = async (el: HTMLElement, init: MouseEventInit = {}) => { el.dispatchEvent(new MouseEvent("click", { bubbles: true, ...init })); await settle(); };
const item = (type: string, name: string, system: Record<string, unknown> = {}) => new g.CONFIG.Item.documentClass({ type, name, system });
const drop = { target: document.createElement("div") } as unknown as DragEvent;

describe("the Monstrosity sheet", () => {
  it("shows the seven Stat Dice, 'SP 12 (4)' with its Recovery button at 8, the tags and the Blessings", () => {
    expect($$("[data-action='rollStat']").map((d) => `${d.dataset.stat}:${d.querySelector(".hb-die-size")!.textContent}`))
      .toEqual(["head:d6", "hand:d8", "heart:d4", "home:d2", "hurt:d10", "hurry:d4", "history:d6"]);
    expect($(".hb-sp").textContent!.replace(/\s+/g, " ").trim()).toBe("SP 12 (4) Recovery button at 8 Starting Position 12, Recovery offset 4: in an Endeavor it begins at position 12, with a Recovery button 4 below, at 8.");
    expect($$("[data-action='toggleTag']").map((t) => `${t.dataset.tag}:${t.getAttribute("aria-pressed")}`))
      .toEqual(["Revenge:false", "Unrelenting:false", "Horde:true", "Immunity:false", "Unique:false"]);
    expect($$(".hb-blessing-value").map((b) => b.textContent)).toEqual(["1", "3", "5"]);
  });

  it("switches a tag on and off with one press each", async () => {
    await click($("[data-tag='Revenge']"));
    expect(actor.system.tags).toEqual(["Horde", "Revenge"]);
    await click($("[data-tag='Horde']"));
    expect(actor.system.tags).toEqual(["Revenge"]);
  });

  it("hides the secret tags from a player who may only look at it", async () => {
    actor.ownership = { default: 2 };
    g.game.user = g.game.users.get("player2");
    const view = new MonstrositySheet({ document: actor } as never);
    await view.render({ force: true });
    expect(view.element.querySelector("[data-action='toggleTag']")).toBeNull();
    expect(view.element.textContent).not.toContain("Horde");
  });

  it("edit mode offers die sizes and SP fields instead of dice to click", async () => {
    await click($("[data-action='toggleMode']"));
    expect($$("select[name^='system.stats.']").map((s) => (s as HTMLSelectElement).value)).toEqual(["6", "8", "4", "2", "10", "4", "6"]);
    expect(($("[name='system.sp.start']") as HTMLInputElement).value).toBe("12");
    expect(($("[name='system.sp.recovery']") as HTMLInputElement).value).toBe("4");
  });

  it("a Stat rolls like a character's: click opens the roll dialog, Shift-click posts a Normal Check", async () => {
    // The dialog and the card load on demand (chunks/): wait for them rather than for a fixed number of ticks.
    await click($("[data-action='rollStat'][data-stat='hand']"));
    await vi.waitFor(() => expect(document.querySelector<HTMLSelectElement>("form.hb-roll [name='stat']")?.value).toBe("hand"), { timeout: 20_000 });
    await click($("[data-action='rollStat'][data-stat='hurt']"), { shiftKey: true });
    await vi.waitFor(() => expect(g.game.messages.contents[0]?.system).toMatchObject({ stat: "hurt", difficulty: "normal" }), { timeout: 20_000 });
  });

  it("spends Blessings by notation and refuses what the pool cannot pay, changing nothing", async () => {
    ($("[data-spend-cost]") as HTMLInputElement).value = "③";
    await click($("[data-action='spendBlessings']"));
    // The GM's client prices and writes the change (through the relay's queue): wait for it.
    await vi.waitFor(() => expect(actor.system.blessings).toEqual([5, 1]), { timeout: 10_000 });
    ($("[data-spend-cost]") as HTMLInputElement).value = "⑥";
    await click($("[data-action='spendBlessings']"));
    await vi.waitFor(() => expect(warnings()).toEqual(["The Blessings pool cannot pay ⑥."]), { timeout: 10_000 });
    expect(actor.system.blessings).toEqual([5, 1]);
  });

  it("takes Aptitudes and Specializations, refuses anything else with a word", async () => {
    await sheet._onDropItem(drop, item("aptitude", "Shadow-walking"));
    await sheet._onDropItem(drop, item("thing", "A crown", { kind: "item" }));
    await sheet._onDropItem(drop, item("lifestyle", "Blossomed", { key: "blossomed", stage: "upgraded" }));
    expect(actor.items.map((i: any) => `${i.type}:${i.name}`)).toEqual(["aptitude:Shadow-walking"]);
    expect(warnings()).toEqual([
      "A Monstrosity holds only Aptitudes and Specializations, not A crown.",
      "A Monstrosity holds only Aptitudes and Specializations, not Blossomed.",
    ]);
  });

  it("takes a Specialization of this world's edition", async () => {
    await sheet._onDropItem(drop, item("specialization", "Calm"));
    expect(actor.items.map((i: any) => `${i.type}:${i.name}`)).toEqual(["specialization:Calm"]);
    expect(warnings()).toEqual([]);
  });

  it("a drop by a player who may only look changes nothing and says nothing", async () => {
    actor.ownership = { default: 2 };
    g.game.user = g.game.users.get("player2");
    const view = new MonstrositySheet({ document: actor } as never);
    await view.render({ force: true });
    expect(await (view as any)._onDropItem(drop, item("thing", "A crown", { kind: "item" }))).toBeNull();
    expect(await (view as any)._onDropItem(drop, item("aptitude", "Riddles"))).toBeNull();
    expect([actor.items.size, warnings()]).toEqual([0, []]);
  });

  it("a tag button naming no tag of the book changes nothing", async () => {
    const bogus = document.createElement("button");
    bogus.type = "button";
    Object.assign(bogus.dataset, { action: "toggleTag", tag: "Gigantic" });
    $(".hb-tag-toggle").after(bogus);
    await click(bogus);
    expect(actor.system.tags).toEqual(["Horde"]);
    expect(ui.messages).toEqual([]);
  });

  it("is for Monstrosities alone: drawn for a character, it refuses to render", async () => {
    const wren = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren" });
    await expect(new MonstrositySheet({ document: wren } as never).render({ force: true })).rejects.toThrow(
      "humanity-blessed | the Monstrosity sheet shows a character",
    );
  });

  it("refuses a Specialization from the other edition's book, saying so", async () => {
    await sheet._onDropItem(drop, item("specialization", "Kinetic", { editions: ["v0.0.18"] }));
    expect(actor.items.size).toBe(0);
    expect(warnings()).toEqual(["Kinetic is from the v0.0.18 book; this world plays v0.0.21.10, whose book does not have it."]);
  });
});

describe("the Monstrosity sheet as the GM and a player read it", () => {
  const words = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
  const rerender = () => sheet.render({ force: true });

  it("each die says its Stat and size, with the Stat's icon", () => {
    const read = (d: HTMLElement) =>
      `${d.getAttribute("aria-label")} | ${d.querySelector("i")!.className} | ${words(d)}`;
    expect($$("[data-action='rollStat']").map(read)).toEqual([
      "Roll Head (d6) | fa-solid fa-brain | d6 Head", "Roll Hand (d8) | fa-solid fa-hand | d8 Hand",
      "Roll Heart (d4) | fa-solid fa-heart | d4 Heart", "Roll Home (d2) | fa-solid fa-mug-hot | d2 Home",
      "Roll Hurt (d10) | fa-solid fa-hand-fist | d10 Hurt", "Roll Hurry (d4) | fa-solid fa-person-running | d4 Hurry",
      "Roll History (d6) | fa-solid fa-hourglass-half | d6 History",
    ]);
  });

  it("edit mode's die sizes read d2 to d10; a player who may only look gets no edit mode", async () => {
    await click($("[data-action='toggleMode']"));
    const options = [...$("select[name='system.stats.home']").querySelectorAll("option")];
    expect(options.map((o) => `${o.value}:${words(o)}${o.selected ? "*" : ""}`))
      .toEqual(["2:d2*", "4:d4", "6:d6", "8:d8", "10:d10"]);
    actor.ownership = { default: 2 };
    g.game.user = g.game.users.get("player2");
    await rerender();
    expect($$("select")).toEqual([]);
    expect($$("[data-action='rollStat']")).toHaveLength(7);
    expect($(".hb-header-actions")).toBeNull();
  });

  it("a Recovery offset past the start puts the Recovery button at 0, never below", async () => {
    await actor.update({ "system.sp": { start: 3, recovery: 5 } });
    await rerender();
    expect(words($(".hb-sp"))).toBe(
      "SP 3 (5) Recovery button at 0 Starting Position 3, Recovery offset 5: in an Endeavor it begins at position 3, " +
        "with a Recovery button 5 below, at 0.",
    );
  });

  it("the tags read with what each does", () => {
    expect($$("[data-action='toggleTag']").map((t) => `${words(t)}: ${t.dataset.tooltip}`)).toEqual([
      expect.stringMatching(/^Revenge: \S/), expect.stringMatching(/^Unrelenting: \S/),
      "Horde: Each time it rolls, it rolls an additional time and ignores the lowest value.",
      expect.stringMatching(/^Immunity: \S/), expect.stringMatching(/^Unique: \S/),
    ]);
    expect($$(".hb-tag-toggle.on").map(words)).toEqual(["Horde"]);
  });

  it("the pool lists its Blessings least first, with faces, their worth and buttons to remove them", async () => {
    expect($$(".hb-section-title").map(words)).toContain("Blessings 3 Blessings worth 9");
    const read = (b: HTMLElement) => `${words(b)} | ${b.querySelector("button")!.getAttribute("aria-label")}`;
    expect($$(".hb-blessing").map(read)).toEqual([
      "⚀ 1 | Remove the Blessing worth 1",
      "⚂ 3 | Remove the Blessing worth 3",
      "⚄ 5 | Remove the Blessing worth 5",
    ]);
    actor.ownership = { default: 2 };
    g.game.user = g.game.users.get("player2");
    await rerender();
    expect($$(".hb-blessing").map(words)).toEqual(["⚀ 1", "⚂ 3", "⚄ 5"]);
    expect($$(".hb-blessing button")).toEqual([]);
  });

  it("lists its Aptitudes with their Specializations, then any Specialization on no Aptitude", async () => {
    const [shadow] = await actor.createEmbeddedDocuments("Item", [
      { type: "aptitude", name: "Shadow-walking" },
      { type: "aptitude", name: "Riddles" },
    ]);
    await actor.createEmbeddedDocuments("Item", [
      { type: "specialization", name: "Calm", system: { aptitude: shadow.id } },
      { type: "specialization", name: "Vibe", system: { aptitude: "gone" } },
    ]);
    await rerender();
    const read = (li: HTMLElement) =>
      `${words(li)} | ${li.querySelector("[data-action='deleteItem']")!.getAttribute("aria-label")}`;
    expect($$(".hb-apts > li").map(read)).toEqual([
      "Shadow-walking [Calm] | Delete Shadow-walking", "Riddles | Delete Riddles", "[Vibe] | Delete Vibe",
    ]);
  });
});
