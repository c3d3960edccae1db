// The Specialization picker under the fake Foundry, over the system's real compendium (packs/_source): opened from an
// Aptitude's button on the sheet, what a player reads, the search, and taking one — the drop's own path: the
// Aptitude specialized, the Upgrade spent, the window closed; a refusal says why and changes nothing.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { CharacterSheet } from "../../../src/applications/sheets/character-sheet";
import { SpecializationPicker, SPECIALIZATIONS_PACK } from "../../../src/applications/dialogs/specialization-picker";
import { SessionShop } from "../../../src/applications/dialogs/session-shop";
import { FakeCompendium } from "../../fakes/compendium";
import { ui } from "../../fakes/setup";

const g = globalThis as any;
const DIR = "packs/_source/specializations";
const SOURCES = readdirSync(DIR).filter((f) => f.endsWith(".yml") && !f.startsWith("_"))
  .map((f) => parse(readFileSync(join(DIR, f), "utf8")) as object);

let actor: any;
let sailing: string;
/** A first click loads the sheet's and the picker's modules: seconds on a busy two-core machine. */
const WAIT = { timeout: 15_000 };
const settle = async () => { for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0)); };
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const infos = () => ui.messages.filter((m) => m.type === "info").map((m) => m.message);
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";
const visibleNames = (picker: SpecializationPicker) => [...picker.element.querySelectorAll<HTMLElement>(".hb-picker-row")]
  .filter((row) => !row.hidden).map((row) => text(row.querySelector("strong")));
/** The picker core lists among its rendered applications (foundry.applications.instances). */
const openPicker = (): SpecializationPicker => {
  const found = [...g.foundry.applications.instances.values()].find((a: unknown) => a instanceof SpecializationPicker);
  if (!found) throw new Error("no picker open");
  return found;
};
const specs = () => actor.items.filter((i: any) => i.type === "specialization")
  .map((i: any) => `${i.name}@${actor.items.get(i.system.aptitude)?.name ?? "-"}`).sort();

beforeAll(async () => {
  await import("../../../src/applications/sheets/actor-sheet-actions");
  await import("../../../src/applications/sheets/character-sheet-actions");
});

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  g.game.packs.set(SPECIALIZATIONS_PACK, new FakeCompendium(SPECIALIZATIONS_PACK, "Item", SOURCES, () => g.CONFIG.Item.documentClass));
  actor = await g.CONFIG.Actor.documentClass.create({
    type: "character", name: "Wren", ownership: { default: 0, player: 3 },
    system: { highest: "heart", specializationUnlocks: 1 },
    items: [{ type: "aptitude", name: "Sailing" }, { type: "aptitude", name: "Old Songs" }],
  });
  const songs = actor.items.getName("Old Songs").id;
  sailing = actor.items.getName("Sailing").id;
  await actor.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Calm", system: { aptitude: songs } }]);
  g.game.user = g.game.users.get("player");
});

describe("the Specialization picker", () => {
  it("opens from the free Aptitude's Specialize button, on that Aptitude", async () => {
    const sheet = new CharacterSheet({ document: actor } as never);
    await sheet.render({ force: true });
    const buttons = [...sheet.element.querySelectorAll<HTMLButtonElement>("[data-action='pickSpecialization']")];
    // Only the Aptitude without a Specialization has one, named for it.
    expect(buttons.map((b) => `${text(b)} | ${b.getAttribute("aria-label")}`)).toEqual(["Specialize | Specialize Sailing: choose a Specialization"]);
    buttons[0]!.click();
    await vi.waitFor(() => expect(document.querySelector(".hb-picker")).not.toBeNull(), WAIT);
    const picker = openPicker();
    expect(picker.title as string).toBe("Specializations for Wren");
    const select = picker.element.querySelector("select[name='aptitude']") as HTMLSelectElement;
    expect([...select.options].map((o) => `${o.text}${o.selected ? " *" : ""}`)).toEqual(["Sailing *"]);
    await picker.close();
  });

  it("lists the world's edition's Specializations, the rest apart with the reason, the book's text under each", async () => {
    const picker = (await SpecializationPicker.openFor(actor, sailing))!;
    const el = picker.element;
    const available = [...el.querySelectorAll(".hb-picker-lists > .hb-picker-list > .hb-picker-row")];
    const unavailable = [...el.querySelectorAll(".hb-picker-unavailable .hb-picker-row")];
    expect(text(el.querySelector(".hb-picker-lists > h2"))).toBe(`Can be taken (${available.length})`);
    expect(text(el.querySelector(".hb-picker-unavailable summary"))).toBe(`Not available (${unavailable.length})`);
    expect(available.length + unavailable.length).toBe(SOURCES.length);
    expect(text(el.querySelector(".hb-picker-count"))).toBe(`${SOURCES.length} of ${SOURCES.length} shown`);
    expect(text(el.querySelector(".hb-picker-head .hb-hint"))).toBe("Specialization Upgrades waiting: 1");
    expect(el.querySelector(".hb-picker-notice")).toBeNull();
    const attentive = available.find((row) => text(row.querySelector("strong")) === "Attentive")!;
    expect(text(attentive.querySelector(".hb-picker-title"))).toBe("Attentive Recharge ③");
    expect(text(attentive.querySelector(".hb-picker-text"))).toMatch(/^Effect: When you succeed a Check using Hand, Heart/);
    expect(attentive.querySelector("button")!.getAttribute("aria-label")).toBe("Take Attentive for Sailing");
    const reasons = Object.fromEntries(unavailable.map((row) => [text(row.querySelector("strong")), text(row.querySelector(".hb-picker-reason"))]));
    expect(reasons.Calm).toBe("This character already has the Calm Specialization.");
    expect(reasons["Calm (v0.0.18)"]).toBeUndefined();
    expect(reasons.Kinetic).toBe("Kinetic is from the v0.0.18 book; this world plays v0.0.21.10, whose book does not have it.");
    expect(Object.keys(reasons).filter((name) => reasons[name]!.includes("v0.0.18 book"))).toHaveLength(unavailable.length - 1);
    await picker.close();
  });

  it("the search filters both lists by name and text as typed, and the count follows", async () => {
    const picker = (await SpecializationPicker.openFor(actor, sailing))!;
    const search = picker.element.querySelector("input[name='search']") as HTMLInputElement;
    search.value = "VALUE of that roll";
    search.dispatchEvent(new Event("input"));
    expect(visibleNames(picker)).toEqual(["Calm"]);
    expect(text(picker.element.querySelector(".hb-picker-count"))).toBe(`1 of ${SOURCES.length} shown`);
    search.value = "sanctuary hidden";
    search.dispatchEvent(new Event("input"));
    expect(visibleNames(picker)).toEqual(["Hidden"]);
    // What was typed survives a render (a refused take draws the list again).
    await picker.render();
    expect((picker.element.querySelector("input[name='search']") as HTMLInputElement).value).toBe("sanctuary hidden");
    expect(visibleNames(picker)).toEqual(["Hidden"]);
    await picker.close();
  });

  it("Take specializes the Aptitude through the drop's path: one Upgrade spent, the player told, the window closed", async () => {
    const picker = (await SpecializationPicker.openFor(actor, sailing))!;
    (picker.element.querySelector("[data-action='take'][aria-label='Take Attentive for Sailing']") as HTMLButtonElement).click();
    await vi.waitFor(() => expect(picker.rendered).toBe(false), WAIT);
    expect(specs()).toEqual(["Attentive@Sailing", "Calm@Old Songs"]);
    expect(actor.system.specializationUnlocks).toBe(0);
    expect(actor.items.getName("Attentive").system.recharge).toBe("③");
    expect(infos()).toEqual(["Sailing is now specialized: Attentive."]);
    expect(warnings()).toEqual([]);
  });

  it("with no Upgrade waiting a player is told before pressing, and a Take pressed anyway changes nothing", async () => {
    await actor.update({ system: { specializationUnlocks: 0 } });
    const picker = (await SpecializationPicker.openFor(actor, sailing))!;
    const notice = "\"You won't begin the game with Specializations\": a new one needs a Specialization Upgrade (d8) taken in the Session Shop.";
    expect(text(picker.element.querySelector(".hb-picker-notice"))).toBe(notice);
    const take = picker.element.querySelector("[data-action='take']") as HTMLButtonElement;
    // happy-dom leaves the &#x27; Handlebars writes for the apostrophe undecoded in an attribute; a browser reads "'".
    expect([take.getAttribute("aria-disabled"), take.dataset.tooltipText!.replace("&#x27;", "'")]).toEqual(["true", notice]);
    take.click();
    // Pressed anyway: the drop's rules refuse it with the same words.
    await vi.waitFor(() => expect(warnings()).toEqual([notice]), WAIT);
    expect(specs()).toEqual(["Calm@Old Songs"]);
    expect(picker.rendered).toBe(true);
    await picker.close();
  });

  it("a stale list refuses with the drop's reason and draws itself again: nothing changes", async () => {
    await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Knots" }]);
    const picker = (await SpecializationPicker.openFor(actor, sailing))!;
    // Another window specializes Sailing meanwhile.
    await actor.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Lucky", system: { aptitude: sailing } }]);
    (picker.element.querySelector("[data-action='take'][aria-label='Take Attentive for Sailing']") as HTMLButtonElement).click();
    const taken = "Sailing is already specialized: each Aptitude takes one Specialization.";
    await vi.waitFor(() => expect(warnings()).toEqual([taken]));
    await settle();
    expect(specs()).toEqual(["Calm@Old Songs", "Lucky@Sailing"]);
    expect(actor.system.specializationUnlocks).toBe(1);
    expect(text(picker.element.querySelector(".hb-picker-notice"))).toBe(taken);
    await picker.close();
  });

  it("opened with no Aptitude (the shop), Take specializes the Aptitude chosen in its select", async () => {
    const knots = (await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Knots" }]))[0].id;
    const picker = (await SpecializationPicker.openFor(actor))!;
    const select = picker.element.querySelector("select[name='aptitude']") as HTMLSelectElement;
    expect([...select.options].map((o) => `${o.text}${o.selected ? " *" : ""}`)).toEqual(["Sailing *", "Knots"]);
    select.value = knots;
    (picker.element.querySelector("[data-action='take'][aria-label='Take Attentive for Sailing']") as HTMLButtonElement).click();
    await vi.waitFor(() => expect(picker.rendered).toBe(false), WAIT);
    expect(specs()).toEqual(["Attentive@Knots", "Calm@Old Songs"]);
    expect(infos()).toEqual(["Knots is now specialized: Attentive."]);
  });

  it("with every Aptitude specialized there is nothing to choose: a Take pressed anyway says why", async () => {
    await actor.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Lucky", system: { aptitude: sailing } }]);
    const picker = (await SpecializationPicker.openFor(actor))!;
    expect(picker.element.querySelector("select[name='aptitude']")).toBeNull();
    (picker.element.querySelector("[data-action='take']") as HTMLButtonElement).click();
    await vi.waitFor(() => expect(warnings()).toEqual(["Every Aptitude is already specialized: become apt in a new area first."]), WAIT);
    expect(specs()).toEqual(["Calm@Old Songs", "Lucky@Sailing"]);
    await picker.close();
  });

  it("a Take whose Specialization is gone (an edited page) says so and draws the list again", async () => {
    const picker = (await SpecializationPicker.openFor(actor, sailing))!;
    const take = picker.element.querySelector("[data-action='take']") as HTMLButtonElement;
    take.dataset.uuid = "Compendium.humanity-blessed.specializations.Item.gone000000000000";
    take.click();
    await vi.waitFor(() => expect(warnings()).toEqual(["That Specialization is no longer in the compendium or the world: the list is drawn again."]), WAIT);
    expect(specs()).toEqual(["Calm@Old Songs"]);
    expect(picker.rendered).toBe(true);
    await picker.close();
  });

  it("a world without the compendium offers its own Specializations; the compendium's other items are not offered", async () => {
    g.game.packs.set(SPECIALIZATIONS_PACK, new FakeCompendium(SPECIALIZATIONS_PACK, "Item",
      [SOURCES[0]!, { _id: "folderthing00001", name: "A stray thing", type: "thing", system: { kind: "item" } }], () => g.CONFIG.Item.documentClass));
    let picker = (await SpecializationPicker.openFor(actor, sailing))!;
    const first = (SOURCES[0] as { name: string }).name;
    expect(visibleNames(picker)).toEqual([first]);
    await picker.close();
    g.game.packs.delete(SPECIALIZATIONS_PACK);
    await g.CONFIG.Item.documentClass.create({ type: "specialization", name: "Sea-legs" });
    picker = (await SpecializationPicker.openFor(actor, sailing))!;
    expect(visibleNames(picker)).toEqual(["Sea-legs"]);
    expect(text(picker.element.querySelector(".hb-picker-count"))).toBe("1 of 1 shown");
    await picker.close();
  });

  it("an Aptitude sharing a Specialization's name does not count as having it", async () => {
    await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Vibe" }]);
    const picker = (await SpecializationPicker.openFor(actor, sailing))!;
    expect(picker.element.querySelector("[data-action='take'][aria-label='Take Vibe for Sailing']")).not.toBeNull();
    await picker.close();
  });

  it("someone who does not own the character is told so, and no picker opens", async () => {
    g.game.user = g.game.users.get("player2");
    expect(await SpecializationPicker.openFor(actor, sailing)).toBeNull();
    expect(warnings()).toEqual(["You do not own Wren, so you cannot specialize their Aptitudes."]);
    expect(document.querySelector(".hb-picker")).toBeNull();
  });

  it("the world's own Specializations are offered beside the compendium's", async () => {
    await g.CONFIG.Item.documentClass.create({ type: "specialization", name: "Sea-legs", system: { description: "<p>Never seasick.</p>" } });
    const picker = (await SpecializationPicker.openFor(actor, sailing))!;
    const search = picker.element.querySelector("input[name='search']") as HTMLInputElement;
    search.value = "seasick";
    search.dispatchEvent(new Event("input"));
    expect(visibleNames(picker)).toEqual(["Sea-legs"]);
    (picker.element.querySelector("[data-action='take'][aria-label='Take Sea-legs for Sailing']") as HTMLButtonElement).click();
    await vi.waitFor(() => expect(specs()).toEqual(["Calm@Old Songs", "Sea-legs@Sailing"]));
  });
});

describe("the Session Shop", () => {
  it("opens the picker when a Specialization Upgrade was bought, on the character's free Aptitude", async () => {
    g.game.user = g.game.users.get("gm");
    await actor.update({ system: { stats: { heart: 6 }, session: { shopOpen: true } } });
    const shop = await SessionShop.openFor(actor);
    const press = async (selector: string) => {
      (shop.element!.querySelector(selector) as HTMLButtonElement).click();
      await settle();
    };
    await press('[data-action="buyStat"][data-stat="heart"][data-with="free"]');
    (shop.element!.querySelector('[name="detail.specialization"]') as HTMLInputElement).value = "Sea-legs";
    await press('[data-action="buyTag"][data-tag="specialization"]');
    await press('[data-action="finish"]');
    expect(warnings()).toEqual([]);
    await vi.waitFor(() => expect(document.querySelector(".hb-picker")).not.toBeNull(), WAIT);
    const picker = openPicker();
    expect(text(picker.element.querySelector(".hb-picker-head .hb-hint"))).toBe("Specialization Upgrades waiting: 2");
    const select = picker.element.querySelector("select[name='aptitude']") as HTMLSelectElement;
    expect(select.selectedOptions[0]!.text).toBe("Sailing");
    await picker.close();
  });
});
