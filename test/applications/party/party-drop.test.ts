// A drop on the party (party-sheet-body.ts dropOnParty) without drawing the sheet: who is a member after the drop, or
// the word the GM reads with nothing changed — for each thing core can hand over that is no character of this world.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { Actor, drawRows, infos, loadBody, rowOf as rowIn, standIn, warnings } from "./party-stand-in";
import { FakeCompendium } from "../../fakes/compendium";

const g = globalThis as any;
let body: Awaited<ReturnType<typeof loadBody>>;
let party: any;
let wren: any;
let oskar: any;
let sheet: any;

beforeAll(async () => {
  body = await loadBody();
});

beforeEach(async () => {
  onInit();
  wren = await Actor().create({ type: "character", name: "Wren" });
  oskar = await Actor().create({ type: "character", name: "Oskar" });
  party = await Actor().create({ type: "party", name: "The Lantern Crew", system: { members: [] } });
  sheet = standIn(party, false);
});

const rows = () => drawRows(sheet);
const rowOf = (actor: any) => rowIn(sheet, actor);
/** A drop of `data` as core hands it over (TextEditor.getDragEventData reads the text), landing on `target`. */
async function drop(data: unknown, target: Element = sheet.element) {
  const event = new Event("drop", { bubbles: true }) as DragEvent;
  Object.defineProperty(event, "dataTransfer", { value: { getData: () => JSON.stringify(data) } });
  Object.defineProperty(event, "target", { value: target });
  await body.dropOnParty(sheet, event);
}

describe("what joins the party", () => {
  it("a character joins at the end, and says so by name", async () => {
    await drop(wren.toDragData());
    await drop(oskar.toDragData());
    expect(party.system.members).toEqual([wren.uuid, oskar.uuid]);
    expect(infos()).toEqual(["Wren joined the party.", "Oskar joined the party."]);
  });

  it("a character dropped on the first row joins before it; one dropped on no row joins after every member", async () => {
    const mina = await Actor().create({ type: "character", name: "Mina" });
    await party.update({ system: { members: [wren.uuid, oskar.uuid] } });
    rows();
    await drop(mina.toDragData(), rowOf(wren));
    expect(party.system.members).toEqual([mina.uuid, wren.uuid, oskar.uuid]);
    await party.update({ system: { members: [wren.uuid, oskar.uuid] } });
    await drop(mina.toDragData());
    expect(party.system.members).toEqual([wren.uuid, oskar.uuid, mina.uuid]);
  });

  it("a member dropped on the first row moves there; dropped on no row, it stays and is told so", async () => {
    await party.update({ system: { members: [wren.uuid, oskar.uuid] } });
    rows();
    await drop(oskar.toDragData());
    expect(party.system.members).toEqual([wren.uuid, oskar.uuid]);
    await drop(oskar.toDragData(), rowOf(wren));
    expect(party.system.members).toEqual([oskar.uuid, wren.uuid]);
    expect(warnings()).toEqual(["Oskar is already in this party."]);
  });

  it("a member dropped on its own row stays where it is, and is told it is already there", async () => {
    await party.update({ system: { members: [wren.uuid, oskar.uuid] } });
    rows();
    await drop(oskar.toDragData(), rowOf(oskar));
    await drop(wren.toDragData(), rowOf(oskar));
    expect(party.system.members).toEqual([oskar.uuid, wren.uuid]);
    expect(warnings()).toEqual(["Oskar is already in this party."]);
  });

  it("nobody joins through a sheet its viewer may not change, and nothing is said", async () => {
    sheet.isEditable = false;
    await drop(wren.toDragData());
    expect([party.system.members, warnings(), infos()]).toEqual([[], [], []]);
  });

  it("a module's dropActorSheetData hook that says no stops the drop, as it stops core's", async () => {
    const seen: unknown[] = [];
    g.Hooks.on("dropActorSheetData", (actor: any, app: any, data: any) => {
      seen.push([actor.name, app === sheet, data.uuid]);
      return false;
    });
    await drop(wren.toDragData());
    expect(seen).toEqual([["The Lantern Crew", true, wren.uuid]]);
    expect([party.system.members, warnings(), infos()]).toEqual([[], [], []]);
  });
});

describe("what is refused, with nothing changed", () => {
  it("drag data with no type, or no uuid to read the document from", async () => {
    await drop({ uuid: wren.uuid });
    await drop({ type: "Actor" });
    await drop({ type: "Actor", uuid: 7, name: "Wren" });
    await drop(null);
    expect(warnings()).toEqual(Array(4).fill("That drop could not be read, so nothing was added."));
    expect(party.system.members).toEqual([]);
  });

  it("a uuid core cannot resolve (it throws: no such embedded collection) is logged and refused", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await drop({ type: "Actor", uuid: `${wren.uuid}.Nope.x` });
    expect(logged.mock.calls.map(([text, err]) => [text, (err as Error).message])).toEqual([
      ["humanity-blessed | refused drop", "Nope is not an embedded Document collection of Actor"],
    ]);
    logged.mockRestore();
    expect([warnings(), party.system.members]).toEqual([["That drop could not be read, so nothing was added."], []]);
  });

  it("a character in a compendium, not in this world", async () => {
    const source = { _id: "packhero00000000", type: "character", name: "Pack Hero" };
    g.game.packs.set("world.heroes", new FakeCompendium("world.heroes", "Actor", [source], Actor));
    await drop({ type: "Actor", uuid: "Compendium.world.heroes.Actor.packhero00000000" });
    expect(warnings()).toEqual(["Pack Hero is not a character: only characters join a party."]);
    expect(party.system.members).toEqual([]);
  });

  it("an unlinked token's copy of a character", async () => {
    const scene = await g.CONFIG.Scene.documentClass.create({
      name: "Harbour",
      tokens: [{ name: "Wren", actorId: wren.id, actorLink: false }],
    });
    const copy = scene.tokens.contents[0].actor;
    expect(copy.isToken).toBe(true);
    await drop({ type: "Actor", uuid: copy.uuid });
    expect(warnings()).toEqual(["Wren is not a character: only characters join a party."]);
    expect(party.system.members).toEqual([]);
  });

  it("a document with no name (a chat message) is named by a question mark", async () => {
    const message = await g.CONFIG.ChatMessage.documentClass.create({ content: "Hello" });
    await drop({ type: "ChatMessage", uuid: message.uuid });
    expect(warnings()).toEqual(["? is not a character: only characters join a party."]);
  });
});

describe("a row dragged", () => {
  /** Starts a drag on `row` as the browser does; resolves to the text core's drop would read, if any was set. */
  function dragStart(row: HTMLElement, withTransfer = true): string | null {
    let data: string | null = null;
    const event = new Event("dragstart", { bubbles: true });
    if (withTransfer)
      Object.defineProperty(event, "dataTransfer", {
        value: { setData: (type: string, value: string) => void (data = `${type} ${value}`) },
      });
    row.dispatchEvent(event);
    return data;
  }

  it("carries its actor as core's sidebar does; a row no longer in the world or not draggable carries nothing", async () => {
    await party.update({ system: { members: [wren.uuid, oskar.uuid, "Actor.gone000000000000"] } });
    rows();
    for (const row of sheet.element.querySelectorAll("li")) row.setAttribute("draggable", "true");
    rowOf(oskar).setAttribute("draggable", "false");
    body.dragRows(sheet);
    expect(dragStart(rowOf(wren))).toBe(`text/plain ${JSON.stringify({ type: "Actor", uuid: wren.uuid })}`);
    expect(dragStart(rowOf(oskar))).toBeNull();
    expect(dragStart(sheet.element.querySelector('[data-member-uuid="Actor.gone000000000000"]'))).toBeNull();
    expect(dragStart(rowOf(wren), false)).toBeNull();
  });
});
