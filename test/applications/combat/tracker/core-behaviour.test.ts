// What core's CombatTracker does around our rows, against a fake that does what core V13 does (test/fakes/ux.ts,
// read from core's combat-tracker.mjs and Combat#endCombat): its click routing, hover, double-click and change
// handlers, its menus (the rows' and the encounter's, built once at the first render) in V13 and V14 shapes; and the
// start form's writes.
import { afterEach, describe, expect, it, vi } from "vitest";
import { EndeavorTracker } from "../../../../src/applications/combat/tracker/endeavor-tracker";
import { DialogV2 } from "../../../fakes/ux";
import { asUser, endeavorWorld } from "../../../documents/combat-helpers";
import { chooseMenuItem, click, openMenu, started, toTurns, warnings } from "../tracker-helpers";

const g = globalThis as any;

/** A test double for an actor's sheet, put in core's cache behind the `sheet` getter: only `render` is asked of it
 *  here (core's double-click opens the sheet). */
const standInSheet = (actor: object, render: () => unknown) => {
  // `_sheet` is protected in core's types: set from outside as a test double.
  Object.assign(actor, { _sheet: { render } });
};

afterEach(() => {
  delete g.canvas;
  g.game.release.generation = 13;
  g.game.release.build = 351;
});

async function rendered() {
  const world = await endeavorWorld();
  const tracker = new EndeavorTracker();
  await tracker.render({ force: true });
  return { ...world, tracker, el: () => tracker.element! };
}

describe("core's tracker around the Endeavor's rows", () => {
  it("End Endeavor asks as core does and deletes the encounter; core ignores a data-action it does not know outside .combat-control", async () => {
    const { tracker, el, combat } = await rendered();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await tracker.render();
    // The old markup: data-action="endCombat" on a plain button falls to core's _onClickAction, which ignores it.
    const dead = Object.assign(document.createElement("button"), { type: "button" });
    dead.dataset.action = "endCombat";
    el().querySelector("[data-endeavor-gm]")!.append(dead);
    click(dead);
    await new Promise((r) => setTimeout(r, 20));
    expect(DialogV2.asked).toEqual([]);
    click(el().querySelector('[data-action="hbEndEndeavor"]'));
    await vi.waitFor(() => expect(DialogV2.asked.at(-1)?.window.title).toBe("COMBAT.EndTitle"));
    expect(g.game.combats.get(combat.id)).toBe(combat); // dismissed: still there
    DialogV2.answers.push(true);
    click(el().querySelector('[data-action="hbEndEndeavor"]'));
    await vi.waitFor(() => expect(g.game.combats.get(combat.id)).toBeUndefined());
  });

  it("hovering the row of a participant whose combatant was deleted does not reach core's lookup (it would throw)", async () => {
    const { tracker, el, combat, ids } = await rendered();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await combat.deleteEmbeddedDocuments("Combatant", [ids.mina]);
    await tracker.render();
    g.canvas = { ready: true };
    const row = el().querySelector<HTMLElement>(`li[data-combatant-id="${ids.mina}"]`)!;
    expect(row).not.toBeNull(); // the participant keeps its row in the Endeavor
    expect(() => (tracker as any)._onCombatantHoverIn({ target: row.querySelector(".name") })).not.toThrow();
    // A row whose combatant exists is core's as before.
    const wren = el().querySelector<HTMLElement>(`li[data-combatant-id="${ids.wren}"]`)!;
    expect(wren.classList.contains("combatant")).toBe(true);
    expect(() => (tracker as any)._onCombatantHoverIn({ target: wren })).not.toThrow();
  });

  it("before V13.345 core sent every change in a row to _onUpdateInitiative: a typed share writes no initiative", async () => {
    g.game.release.build = 338;
    const { tracker, el, combat, ids } = await rendered();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    for (const [by, stat] of [[ids.wren, "Hurt"], [ids.oskar, "Hurt"], [ids.mina, "Hurt"], [ids.widow, "Hand"]] as const) {
      await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [2, 3] });
    }
    await tracker.render();
    const acting = combat.endeavor!.turn.current!;
    const before = combat.combatants.get(acting)!.initiative;
    const field = el().querySelector<HTMLInputElement>(`li[data-combatant-id="${acting}"] input[name="hbActionKind"]`)!;
    field.checked = true;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    // A violent Attack by an ally: its targets' shares are numbers (core would read "2" as initiative 2).
    const share = el().querySelector<HTMLInputElement>(`li[data-combatant-id="${acting}"] input[name^="split."]`)!;
    share.value = "2";
    share.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(combat.combatants.get(acting)!.initiative).toBe(before);
  });

});

describe("core's double click on a row (it opens the actor's sheet unless on an <input>)", () => {
  it("a double click on the row's buttons, selects or form does not open the sheet; on the name or portrait it does, for an observer", async () => {
    const w = await started();
    await toTurns(w);
    await w.actors.wren.update({ img: "icons/wren.webp" });
    await w.as("player");
    const render = vi.fn();
    standInSheet(w.actors.wren, render);
    const dblclick = (el: Element | null) => {
      if (!el) throw new Error("nothing to double-click");
      el.dispatchEvent(new MouseEvent("dblclick", { bubbles: true }));
    };
    const row = w.row(w.ids.wren);
    dblclick(row.querySelector('[data-action="hbAct"]'));
    dblclick(row.querySelector('select[name="sparkPay"]'));
    dblclick(row.querySelector(".hb-row-form"));
    expect(render).not.toHaveBeenCalled();
    dblclick(row.querySelector(".name"));
    expect(render).toHaveBeenCalledTimes(1);
    dblclick(row.querySelector(".token-image"));
    expect(render).toHaveBeenCalledTimes(2);
    // Core's own check: a user who may not observe the actor gets nothing (Mina is the GM's).
    const mina = vi.fn();
    standInSheet(w.actors.mina, mina);
    dblclick(w.row(w.ids.mina).querySelector(".name"));
    expect(mina).not.toHaveBeenCalled();
  });
});

describe("a participant's actor changing outside the tracker", () => {
  it("a Blessing spent elsewhere (a chat card) re-renders the tracker once, and its forms stop offering it; other actors do not", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    const pay = () => [...w.row(w.ids.wren).querySelectorAll<HTMLOptionElement>('select[name="sparkPay"] option')].map((o) => o.textContent);
    expect(pay()).toEqual(["temporary 3, 3", "temporary 3 + permanent 3"]);
    const render = vi.spyOn(w.tracker, "render");
    // Someone not in this encounter changes: no re-render.
    const stranger = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Stranger", system: { stats: { head: 4, hand: 4, hurt: 4 }, blessings: [1] } });
    await stranger.update({ system: { blessings: [] } });
    await new Promise((r) => setTimeout(r, 250));
    expect(render).not.toHaveBeenCalled();
    // Wren's permanent 3 goes on a card, then her 5: one re-render for both.
    await w.actors.wren.update({ system: { blessings: [5] } });
    await w.actors.wren.update({ system: { blessings: [] } });
    await vi.waitFor(() => expect(pay()).toEqual(["temporary 3, 3"]));
    await new Promise((r) => setTimeout(r, 250));
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe("core's menus, built once at the tracker's first render (before the Endeavor starts)", () => {
  it.each([13, 14])("V%i: once an Endeavor runs, a row's menu offers the engine's Move and Remove, not core's rename, delete or initiative entries; a player gets no menu", async (generation) => {
    g.game.release.generation = generation;
    const { tracker, el, combat, ids } = await rendered();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await tracker.render();
    const mina = () => el().querySelector(`li[data-combatant-id="${ids.mina}"]`);
    expect(openMenu(mina())).toEqual(["Move marker…", "Remove from the Endeavor…"]);
    // The entry acts on the row it was opened on: the toolbar's track tools open on Mina.
    chooseMenuItem("Move marker…");
    await vi.waitFor(() => expect(el().querySelector<HTMLSelectElement>('select[name="gmWho"]')!.value).toBe(ids.mina));
    expect(document.querySelector("#context-menu")).toBeNull();
    asUser("player");
    await tracker.render();
    expect(openMenu(mina())).toEqual([]);
  });

  it.each([13, 14])("V%i: the encounter menu (the header's ellipsis) keeps Reset Initiative before the Endeavor and drops it while one runs", async (generation) => {
    g.game.release.generation = generation;
    const { tracker, el, combat } = await rendered();
    const ellipsis = () => el().querySelector(".encounter-context-menu");
    expect(openMenu(ellipsis(), "click")).toEqual(["COMBAT.InitiativeReset", "COMBAT.ClearMovementHistories", "COMBAT.Delete"]);
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await tracker.render();
    expect(openMenu(ellipsis(), "click")).toEqual(["COMBAT.ClearMovementHistories", "COMBAT.Delete"]);
  });
});

describe("the start form's writes", () => {
  it("a refused start leaves the sides as they were", async () => {
    const { el, combat, ids } = await rendered();
    const form = el().querySelector("[data-endeavor-start]")!;
    form.querySelector<HTMLSelectElement>(`select[name="side.${ids.mina}"]`)!.value = "monstrosities";
    form.querySelector<HTMLSelectElement>('[name="kind"]')!.value = "racing";
    form.querySelector<HTMLInputElement>('[name="finishLine"]')!.value = "-3";
    click(form.querySelector('[data-action="hbStart"]'));
    await vi.waitFor(() => expect(warnings()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(combat.endeavor).toBeNull();
    expect((combat.combatants.get(ids.mina)!.system as any).side).toBe("");
  });

  it("a world without Racing keeps the teams set before", async () => {
    const { tracker, el, combat, ids } = await rendered();
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: ids.wren, system: { side: "", team: "Red" } }] as never);
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    await tracker.render();
    const form = el().querySelector("[data-endeavor-start]")!;
    expect(form.querySelector('input[name^="team."]')).toBeNull();
    click(form.querySelector('[data-action="hbStart"]'));
    await vi.waitFor(() => expect(combat.endeavor).not.toBeNull());
    expect((combat.combatants.get(ids.wren)!.system as any).team).toBe("Red");
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.21.10");
  });
});
