// The sheets' windows, rendered for real under the fake Foundry: the character sheet's tabs, the scroll kept across a
// redraw, a drag dropped on the sheet going through core's drop, a row dragged back onto its own sheet sorted by core,
// and each sheet's window as it is opened.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CharacterSheet } from "../../../src/applications/sheets/character-sheet";
import { MonstrositySheet } from "../../../src/applications/sheets/monstrosity-sheet";
import { PartySheet } from "../../../src/applications/sheets/party-sheet";
import { HumanityItemSheet } from "../../../src/applications/sheets/item-sheet";
import { freshSheetPage, loadSheetActions } from "./sheet-page";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0)); };
const words = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
let actor: any;
let sheet: any;
const root = (): HTMLElement => sheet.element;

/** A drop of drag data as the browser delivers it: the data in the event's dataTransfer, read as text. */
function dropOf(data: object, target: Element = root()): DragEvent {
  const event = new Event("drop", { bubbles: true, cancelable: true }) as DragEvent;
  Object.defineProperty(event, "dataTransfer", { value: { getData: () => JSON.stringify(data) } });
  Object.defineProperty(event, "target", { value: target });
  return event;
}

beforeAll(loadSheetActions);

beforeEach(async () => {
  freshSheetPage();
  actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 } });
  sheet = new CharacterSheet({ document: actor } as never);
  await sheet.render({ force: true });
});

describe("the character sheet's tabs", () => {
  it("read Stats, Apts & Specs and Story, each with its icon, Stats open first", () => {
    const tabs = [...root().querySelectorAll<HTMLElement>(".sheet-tabs [data-action='tab']")];
    expect(tabs.map((t) => `${t.dataset.group}/${t.dataset.tab}:${words(t)}:${t.querySelector("i")!.className}:${t.className}`))
      .toEqual([
        "primary/stats:Stats:fa-solid fa-dice-d6:active",
        "primary/items:Apts & Specs:fa-solid fa-list:",
        "primary/story:Story:fa-solid fa-book-open:",
      ]);
    expect([...root().querySelectorAll<HTMLElement>("section.tab.active")].map((s) => s.dataset.tab)).toEqual(["stats"]);
  });

  it("a tab pressed opens its section", async () => {
    root().querySelector<HTMLElement>("[data-action='tab'][data-tab='story']")!.click();
    await settle();
    expect([...root().querySelectorAll<HTMLElement>("section.tab.active")].map((s) => s.dataset.tab)).toEqual(["story"]);
  });

  it("each section keeps where it was scrolled when the sheet is drawn again", async () => {
    for (const [i, tab] of ["stats", "items", "story"].entries()) root().querySelector(`section[data-tab='${tab}']`)!.scrollTop = 40 * (i + 1);
    await sheet.render();
    expect(["stats", "items", "story"].map((tab) => root().querySelector(`section[data-tab='${tab}']`)!.scrollTop)).toEqual([40, 80, 120]);
  });
});

describe("drops on the character sheet", () => {
  it("an Aptitude dragged from the sidebar lands on the character through core's drop", async () => {
    const knots = await g.CONFIG.Item.documentClass.create({ type: "aptitude", name: "Tying Knots" });
    await sheet._onDrop(dropOf({ type: "Item", uuid: knots.uuid }));
    expect(actor.items.map((i: any) => `${i.type}:${i.name}`)).toEqual(["aptitude:Tying Knots"]);
  });

  it("a row dropped back on its own sheet is sorted by core, not copied", async () => {
    const [knots] = await actor.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Tying Knots" }]);
    const sorted: string[] = [];
    sheet._onSortItem = async (_event: DragEvent, item: any) => void sorted.push(item.name);
    await sheet._onDrop(dropOf({ type: "Item", uuid: knots.uuid }));
    expect([sorted, actor.items.size]).toEqual([["Tying Knots"], 1]);
  });
});

describe("the character sheet's own buttons", () => {
  const press = async (selector: string) => {
    root().querySelector<HTMLElement>(selector)!.click();
    await vi.waitFor(() => expect(document.querySelector(".hb-wizard, .hb-shop")).not.toBeNull(), { timeout: 10_000 });
  };

  it("a blank character's Create character opens the wizard for it", async () => {
    document.body.append(root());
    await press("[data-action='openWizard']");
    expect(words(document.querySelector(".hb-wizard .window-title"))).toBe("Create Wren");
  });

  it("a built character's Session Shop opens its shop", async () => {
    await actor.update({ system: { highest: "head", lifestyle: "carefree", ethic: "viceVirtue" } });
    await sheet.render();
    expect(root().querySelector("[data-action='openWizard']")).toBeNull();
    await press("[data-action='openShop']");
    expect(words(document.querySelector(".hb-shop .window-title"))).toContain("Wren");
  });

  it("under Haunted, the GM's toggle says the haunting is present, and again that it is gone", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "haunted");
    await actor.update({ system: { optional: 6, highest: "head" } });
    await sheet.render();
    root().querySelector<HTMLElement>("[data-action='toggleHaunting']")!.click();
    await vi.waitFor(() => expect(actor.system.hauntingPresent).toBe(true));
    await sheet.render();
    expect(root().querySelector("[data-action='toggleHaunting']")!.getAttribute("aria-pressed")).toBe("true");
    root().querySelector<HTMLElement>("[data-action='toggleHaunting']")!.click();
    await vi.waitFor(() => expect(actor.system.hauntingPresent).toBe(false));
  });

  it("a Condition is added by its + button and taken off by its chip", async () => {
    root().querySelector<HTMLElement>("[data-action='toggleCondition'][data-condition='disarmed']")!.click();
    await vi.waitFor(() => expect([...actor.statuses]).toEqual(["disarmed"]));
    await sheet.render();
    const chip = root().querySelector<HTMLElement>(".hb-chip[data-action='toggleCondition']")!;
    expect(chip.getAttribute("aria-label")).toBe("Remove Disarmed");
    chip.click();
    await vi.waitFor(() => expect([...actor.statuses]).toEqual([]));
  });
});

describe("each sheet's window", () => {
  const frame = (s: any) => [[...s.element.classList].filter((c: string) => c !== "application").join(" "), s.options.position.width, s.options.position.height];

  it("the character's, the Monstrosity's, the party's and an item's: their classes and sizes", async () => {
    const king = await g.CONFIG.Actor.documentClass.create({ type: "monstrosity", name: "The Hollow King" });
    const party = await g.CONFIG.Actor.documentClass.create({ type: "party", name: "The Crew" });
    const lantern = await g.CONFIG.Item.documentClass.create({ type: "thing", name: "Lantern" });
    const others = [new MonstrositySheet({ document: king } as never), new PartySheet({ document: party } as never), new HumanityItemSheet({ document: lantern } as never)];
    for (const s of others) await s.render({ force: true });
    expect([sheet, ...others].map(frame)).toEqual([
      ["sheet humanity-blessed character", 720, 760],
      ["sheet humanity-blessed monstrosity", 560, 640],
      ["sheet humanity-blessed party", 880, 680],
      ["sheet humanity-blessed item", 520, 480],
    ]);
    expect([sheet, ...others].map((s: any) => [s.options.window.resizable, s.options.form.submitOnChange])).toEqual(Array(4).fill([true, true]));
  });

  it("an item's fields save as they change, and its description scrolls with the sheet kept where it was", async () => {
    const lantern = await g.CONFIG.Item.documentClass.create({ type: "thing", name: "Lantern", system: { kind: "item" } });
    const view = new HumanityItemSheet({ document: lantern } as never);
    await view.render({ force: true });
    const body = view.element.querySelector<HTMLElement>("[data-application-part='body']")!;
    body.scrollTop = 60;
    const name = view.element.querySelector<HTMLInputElement>("[name='name']")!;
    name.value = "Storm Lantern";
    name.dispatchEvent(new Event("change", { bubbles: true }));
    await settle();
    expect(lantern.name).toBe("Storm Lantern");
    await view.render();
    expect(view.element.querySelector<HTMLElement>("[data-application-part='body']")!.scrollTop).toBe(60);
  });
});
