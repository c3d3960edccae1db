// The character sheet's body (character-sheet-actions.ts) without drawing the sheet: the sheet's context, a drop and
// a drag, read by what the template is given, what is stored after the drop and what the drag carries.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ui } from "../../fakes/setup";
import { standIn, wrenOnStandIn } from "./character-stand-in";

const g = globalThis as any;
const body = () => import("../../../src/applications/sheets/character-sheet-actions");
let actor: any;
let sheet: any;

const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const asPlayer = () => (g.game.user = g.game.users.get("player"));
const items = (list: object[]) => actor.createEmbeddedDocuments("Item", list);
const named = (name: string) => actor.items.find((i: any) => i.name === name);

beforeEach(async () => {
  ({ actor, sheet } = await wrenOnStandIn());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the sheet's context", () => {
  const context = async (of = sheet) => (await body()).characterContext(of, { kept: 1 }, { main: "tab" });

  it("draws the character with this viewer's rights and mode, the story enriched, into the context it was given", async () => {
    await actor.update({ "system.backstory": "<p>Born <section class='secret'><p>cursed</p></section></p>" });
    await actor.toggleStatusEffect("cursed");
    await items([{ type: "aptitude", name: "Acting" }]);
    await g.game.settings.set("humanity-blessed", "optionalStat", "haunted");
    sheet.editMode = true;
    const drawn: any = await context();
    expect([drawn.kept, drawn.actor, drawn.system, drawn.tabs]).toEqual([1, actor, actor.system, { main: "tab" }]);
    expect(drawn.enriched.backstory).toContain("cursed");
    expect([drawn.enriched.appearance, drawn.enriched.notes]).toEqual(["", ""]);
    expect(drawn.sheet.editMode).toBe(true);
    expect(drawn.sheet.haunting).toEqual({ present: false, canToggle: true });
    expect(drawn.sheet.aptsAndSpecs.map((a: any) => a.name)).toEqual(["Acting"]);
    expect(drawn.sheet.conditions.map((c: any) => c.id)).toEqual(["cursed"]);
    expect(drawn.sheet.unchosen.map((s: any) => s.id)).toEqual(["haunted"]);
    expect(drawn.d20).toEqual({ on: false, gm: true, badge: false });
  });

  it("a player who may not change the sheet sees it read-only, without the GM's toggles", async () => {
    await actor.update({ "system.rollD20s": true });
    asPlayer();
    sheet.isEditable = false;
    sheet.editMode = true;
    const drawn: any = await context();
    expect([drawn.sheet.editable, drawn.sheet.editMode, drawn.sheet.haunting.canToggle]).toEqual([false, false, false]);
    expect(drawn.d20).toEqual({ on: true, gm: false, badge: false });
  });

  it("with Hardy, the sheet shows the table's die, not one of the character's own", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hardy");
    await g.game.settings.set("humanity-blessed", "hardyDie", 8);
    await actor.update({ "system.optional": 4 });
    const drawn: any = await context();
    expect(drawn.sheet.stats.find((s: any) => s.id === "hardy").die).toBe("d8");
    expect(actor.system.optional).toBe(4);
  });

  it("another optional Stat keeps the character's own size, whatever the Hardy die is set to", async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hex");
    await g.game.settings.set("humanity-blessed", "hardyDie", 10);
    await actor.update({ "system.optional": 6 });
    const drawn: any = await context();
    expect(drawn.sheet.stats.find((s: any) => s.id === "hex").die).toBe("d6");
  });

  it("the Ignited Stats follow the Lifestyle, and the edition names the boost", async () => {
    await actor.update({ "system.lifestyle": "blossomed" });
    const drawn: any = await context();
    const ignited = drawn.sheet.stats.filter((s: any) => s.ignited).map((s: any) => s.id);
    expect(ignited.length).toBeGreaterThan(0);
    const { ignitedStats } = await import("../../../src/rules");
    expect(ignited).toEqual(ignitedStats("blossomed"));
  });

  it("a sheet showing anything but a character says so", async () => {
    const monster = await g.CONFIG.Actor.documentClass.create({ type: "monstrosity", name: "The Widow" });
    await expect(context(standIn(monster))).rejects.toThrow(
      "humanity-blessed | the character sheet shows a monstrosity",
    );
  });
});

describe("a drop on the sheet", () => {
  const dragged = (text: string) => ({ dataTransfer: { getData: () => text } }) as unknown as DragEvent;
  const dropOn = async (event: DragEvent, drop: () => Promise<void>) => (await body()).dropOnSheet(event, drop);

  it("a drop that names what it is goes on; one that cannot be read is refused and nothing runs", async () => {
    const drop = vi.fn(async () => {});
    await dropOn(dragged(JSON.stringify({ type: "Item", uuid: "Item.x" })), drop);
    expect([drop.mock.calls.length, warnings()]).toEqual([1, []]);
    await dropOn(dragged("not json"), drop);
    await dropOn(dragged(JSON.stringify({ type: 3 })), drop);
    await dropOn(dragged("null"), drop);
    expect(drop.mock.calls.length).toBe(1);
    expect(warnings()).toEqual(Array(3).fill("That drop could not be read, so nothing was added."));
  });

  it("a drop that fails on the way is refused with the same word", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failure = new Error("another system's data");
    await dropOn(dragged(JSON.stringify({ type: "Item" })), async () => {
      throw failure;
    });
    expect(warnings()).toEqual(["That drop could not be read, so nothing was added."]);
    expect(logged.mock.calls).toEqual([["humanity-blessed | refused drop", failure]]);
  });

  it("an item lands on the Aptitude row it was dropped on; on its own sheet, it is sorted instead", async () => {
    const { dropItem } = await body();
    const [, sailing] = await items([{ type: "aptitude", name: "Acting" }, { type: "aptitude", name: "Sailing" }]);
    const row = document.createElement("li");
    row.dataset.drop = "aptitude";
    row.dataset.itemId = sailing.id;
    const inner = document.createElement("span");
    row.append(inner);
    const calm = new g.CONFIG.Item.documentClass({ type: "specialization", name: "Calm" });
    await dropItem(sheet, { target: inner } as unknown as DragEvent, calm, async () => "sorted");
    expect(named("Calm").system.aptitude).toBe(sailing.id);
    const sort = vi.fn(async () => "sorted");
    expect(await dropItem(sheet, { target: inner } as unknown as DragEvent, named("Calm"), sort)).toBe("sorted");
    expect(sort.mock.calls.length).toBe(1);
  });

  it("off any row, the item is placed as the rules place it; a viewer who does not own the character adds nothing", async () => {
    const { dropItem } = await body();
    const sort = vi.fn(async () => "sorted");
    const knots = new g.CONFIG.Item.documentClass({ type: "aptitude", name: "Tying Knots" });
    await dropItem(sheet, { target: null } as unknown as DragEvent, knots, sort);
    expect(actor.items.map((i: any) => i.name)).toEqual(["Tying Knots"]);
    const stranger = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Oskar" });
    asPlayer();
    const other = standIn(stranger) as never;
    const refused = await dropItem(other, { target: null } as unknown as DragEvent, knots, sort);
    expect([refused, stranger.items.size, sort.mock.calls.length]).toEqual([null, 0, 0]);
  });
});

describe("dragging from the sheet", () => {
  /** Starts a drag on `el` and returns what it put on the drag. */
  function drag(el: HTMLElement): unknown {
    let text = "";
    const event = new Event("dragstart");
    // Read back as a drop reads it: as plain text.
    const setData = (type: string, t: string) => (text = type === "text/plain" ? t : "");
    Object.defineProperty(event, "dataTransfer", { value: { setData } });
    el.dispatchEvent(event);
    return text ? JSON.parse(text) : null;
  }

  it("the portrait drags the character; each Stat die drags what a macro needs to roll it", async () => {
    sheet.element.innerHTML = `<img class="hb-portrait"><a data-action="rollStat" data-stat="head"></a>
      <a data-action="rollStat" data-stat="hurry"></a><a data-action="openItem"></a>`;
    (await body()).dragStats(sheet);
    const [portrait, head, hurry, other] = [...sheet.element.children] as HTMLElement[];
    expect([portrait, head, hurry, other].map((el) => el!.draggable === true)).toEqual([true, true, true, false]);
    expect(drag(portrait!)).toEqual(actor.toDragData());
    expect([drag(head!), drag(hurry!)]).toEqual([
      { type: "HB.Stat", actorUuid: actor.uuid, stat: "head" },
      { type: "HB.Stat", actorUuid: actor.uuid, stat: "hurry" },
    ]);
  });

  it("a sheet drawn without a portrait still drags its dice", async () => {
    sheet.element.innerHTML = `<a data-action="rollStat" data-stat="heart"></a>`;
    (await body()).dragStats(sheet);
    expect(drag(sheet.element.firstElementChild)).toEqual({ type: "HB.Stat", actorUuid: actor.uuid, stat: "heart" });
  });
});
