// The party sheet's buttons (party-sheet-body.ts actions) without drawing the sheet: who may press which, what is
// stored after the press, and the word said when there is nothing to act on.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { apps } from "../../fakes/setup";
import { Actor, drawRows, infos, loadBody, rowOf as rowIn, standIn, warnings } from "./party-stand-in";

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
  wren = await Actor().create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 } });
  oskar = await Actor().create({ type: "character", name: "Oskar", ownership: { default: 0 } });
  party = await Actor().create({
    type: "party",
    name: "The Lantern Crew",
    system: { members: [wren.uuid, oskar.uuid] },
  });
  sheet = standIn(party, false);
  drawRows(sheet);
});

const rowOf = (actor: any) => rowIn(sheet, actor);
/** Presses a button with `data-op` (and `data-by`) in `row`, or outside every row. */
async function press(op: string, row?: HTMLElement, by?: number) {
  const button = document.createElement("button");
  button.dataset.op = op;
  if (by !== undefined) button.dataset.by = String(by);
  (row ?? sheet.element).append(button);
  await body.actions.party.call(sheet, new PointerEvent("click"), button);
}
const asPlayer = () => (g.game.user = g.game.users.get("player"));

describe("the rows' buttons", () => {
  it("an unknown op, or one only inherited by every object, does nothing", async () => {
    await press("toString");
    await press("nothing");
    await press("");
    expect([party.system.members, warnings(), sheet.renders]).toEqual([[wren.uuid, oskar.uuid], [], 0]);
  });

  it("remove and move need a sheet its viewer may change, and a row", async () => {
    sheet.isEditable = false;
    await press("removeMember", rowOf(wren));
    await press("moveMember", rowOf(wren), 1);
    sheet.isEditable = true;
    await press("removeMember");
    await press("moveMember", undefined, 1);
    expect(party.system.members).toEqual([wren.uuid, oskar.uuid]);
  });

  it("remove takes the pressed row's member out, and only that one", async () => {
    await press("removeMember", rowOf(wren));
    expect(party.system.members).toEqual([oskar.uuid]);
  });

  it("move stops at either end, and goes past its neighbour otherwise", async () => {
    await press("moveMember", rowOf(wren), -1);
    await press("moveMember", rowOf(oskar), 1);
    expect(party.system.members).toEqual([wren.uuid, oskar.uuid]);
    await press("moveMember", rowOf(oskar), -1);
    expect(party.system.members).toEqual([oskar.uuid, wren.uuid]);
  });

  it("a member's sheet opens only for whoever may see that member", async () => {
    asPlayer();
    await press("openMember", rowOf(oskar));
    await press("openMember", rowOf(wren));
    await press("openMember");
    // Each member's own sheet, the one registered for characters: Wren's opens, Oskar's (not the player's) does not.
    await vi.waitFor(() => expect(wren.sheet.rendered).toBe(true));
    expect([wren.sheet.element.querySelector("[name=name]").value, oskar.sheet.rendered]).toEqual(["Wren", false]);
  });
});

describe("the GM's buttons", () => {
  it("a player is told only a GM can, and nothing changes", async () => {
    asPlayer();
    for (const op of ["togglePrimary", "callForCheck", "endSession", "startEndeavor"]) await press(op);
    expect(warnings()).toEqual(Array(4).fill("Only a GM can do this."));
    expect([g.game.settings.get("humanity-blessed", "primaryParty"), g.game.messages.size, sheet.renders]).toEqual(["", 0, 0]);
    expect(apps.DialogV2.asked).toEqual([]);
  });

  it("the primary party is set and cleared, says so by name, and the sheet is drawn again", async () => {
    await press("togglePrimary");
    expect(g.game.settings.get("humanity-blessed", "primaryParty")).toBe(party.uuid);
    await press("togglePrimary");
    expect(g.game.settings.get("humanity-blessed", "primaryParty")).toBe("");
    expect(infos()).toEqual([
      "The Lantern Crew is now the primary party: Call for a Check asks its members by default.",
      "The Lantern Crew is no longer the primary party: Call for a Check asks the active players’ characters by default.",
    ]);
    expect(sheet.renders).toBe(2);
  });

  it("with no member left in the world there is nobody to ask", async () => {
    g.game.actors.delete(wren.id);
    g.game.actors.delete(oskar.id);
    for (const op of ["callForCheck", "endSession", "startEndeavor"]) await press(op);
    expect(warnings()).toEqual(Array(3).fill("This party has no members to ask."));
    expect([g.game.messages.size, apps.DialogV2.asked]).toEqual([0, []]);
  });

  it("Start an Endeavor with no scene viewed says to view one, and starts nothing", async () => {
    await press("startEndeavor");
    expect(warnings()).toEqual(["No scene is being viewed: view the scene with the members’ tokens first."]);
    expect(g.game.combats.size).toBe(0);
  });

  it("Start an Endeavor names the scene where no member has a token", async () => {
    await g.CONFIG.Scene.documentClass.create({
      name: "Harbour",
      active: true,
      tokens: [{ name: "Lamp" }, { name: "Stranger", actorId: party.id }],
    });
    await press("startEndeavor");
    expect(warnings()).toEqual(["None of the members has a token on Harbour."]);
    expect(g.game.combats.size).toBe(0);
  });

  it("Call for a Check opens its dialog with the members ticked", async () => {
    await press("callForCheck");
    const form = document.createElement("form");
    form.innerHTML = apps.DialogV2.asked[0].content;
    const ticked = [...form.querySelectorAll<HTMLInputElement>("[name='actors']:checked")].map((i) => i.value);
    expect(ticked).toEqual([wren.uuid, oskar.uuid]);
  });

  it("End session asks first, naming the members", async () => {
    await wren.update({ "system.session.majorSuccess": true });
    apps.DialogV2.answers.push(false);
    await press("endSession");
    expect(apps.DialogV2.asked[0].content).toContain("End the session for Wren and Oskar?");
    expect(wren.system.session.majorSuccess).toBe(true);
  });

  it("Start an Endeavor adds the members' tokens, shows the tracker, and says who; again, says all are in", async () => {
    let shown = 0;
    g.ui.combat = { activate: () => void shown++ };
    await g.CONFIG.Scene.documentClass.create({
      name: "Harbour",
      active: true,
      tokens: [{ name: "Lamp" }, { name: "Wren", actorId: wren.id }, { name: "Oskar", actorId: oskar.id }],
    });
    await press("startEndeavor");
    const combat = g.game.combats.contents[0];
    expect(combat.combatants.contents.map((c: any) => c.name)).toEqual(["Wren", "Oskar"]);
    await press("startEndeavor");
    expect(g.game.combats.size).toBe(1);
    expect(combat.combatants.size).toBe(2);
    expect(infos()).toEqual([
      "Added to the Endeavor tracker: Wren and Oskar. Choose the kind of Endeavor there to start it.",
      "Every member’s token on Harbour is already in the tracker.",
    ]);
    expect(shown).toBe(2);
  });
});
