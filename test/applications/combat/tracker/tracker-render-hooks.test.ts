// What a module sees of the tracker's partial re-render: the render hooks (renderCombatTracker …) fire at every render,
// a partial one too, with the render options naming the rows drawn anew (redrawnRows); a module that appends to those
// rows only shows each addition once. And the focus the tracker puts back after a re-render: core's tracker selects
// the whole text of a focused input (a frame listener, focusin → select()), so the next digit typed would replace a
// number; and a tracker in a window of its own (V14) reads and puts back the focus of that window's document.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EndeavorTrackerRenderOptions } from "../../../../src/api/hooks";
import type { EndeavorTracker } from "../../../../src/applications/combat/tracker/endeavor-tracker";
import { readDrafts, writeDrafts } from "../../../../src/applications/shared/form-drafts";
import { holdFocus } from "../../../../src/applications/combat/render/partial-render";
import { Hooks } from "../../../fakes/setup";
import { g, started, toTurns, trackerPart } from "../tracker-helpers";

const ROWS = "li[data-combatant-id]";
const ids = (t: EndeavorTracker) => [...trackerPart(t).querySelectorAll<HTMLElement>(ROWS)]
  .map((li) => li.dataset.combatantId!); // the selector asks for the attribute
const RAT = {
  type: "monstrosity", name: "Rat King",
  system: { stats: { head: 4, hand: 4, hurt: 4 }, sp: { start: 10, recovery: 3 }, tags: [] },
};
const FIELDS = `<li data-combatant-id="a"><input type="number" name="split.m0" value="">
  <input type="text" name="note" value=""></li>`;

describe("the render hooks and the rows a partial re-render redraws", () => {
  let hook = 0;
  afterEach(() => Hooks.off("renderCombatTracker", hook));

  it("name the rows drawn anew: a module badging them shows one badge a row, render after render", async () => {
    const w = await started();
    await toTurns(w);
    const told: string[][] = [];
    // A module as the documentation shows it: a badge on each row the render drew anew.
    const badge = (app: unknown, element: HTMLElement, context: unknown, options: EndeavorTrackerRenderOptions) => {
      told.push([...options.redrawnRows]);
      for (const id of options.redrawnRows) {
        const li = element.querySelector(`li[data-combatant-id="${id}"]`);
        const star = element.ownerDocument.createElement("span");
        Object.assign(star, { className: "module-badge", textContent: "★" });
        li?.append(star);
      }
    };
    hook = Hooks.on("renderCombatTracker", badge);
    const badges = () => ids(w.tracker).map((id) => w.row(id).querySelectorAll(".module-badge").length);
    // A full render draws every row.
    await w.tracker.render({ parts: ["header", "tracker"] });
    expect(told.at(-1)).toEqual(ids(w.tracker));
    expect(badges()).toEqual([1, 1, 1, 1]);
    // A Scheme laid far up the track changes no row: none redrawn, every row kept with its badge.
    await w.combat.dispatch({ type: "gm", gm: { op: "addButton", kind: "scheme", position: 30, owner: null } });
    await w.tracker.render();
    expect(told.at(-1)).toEqual([]);
    expect(badges()).toEqual([1, 1, 1, 1]);
    // Wren's turn ends: her row and the next actor's are redrawn (the acting form moves on), not every row.
    const next = () => w.combat.endeavor!.turn.current!;
    const before = next();
    await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    await w.tracker.render();
    expect(told.at(-1)).toEqual(expect.arrayContaining([before, next()]));
    expect(told.at(-1)!.length).toBeLessThan(4);
    expect(badges()).toEqual([1, 1, 1, 1]);
    await w.combat.dispatch({ type: "gm", gm: { op: "endTurn" } });
    await w.tracker.render();
    expect(badges()).toEqual([1, 1, 1, 1]);
  }, 20_000);
});

describe("the focus put back after a re-render", () => {
  /** Core's tracker frame listener: a focused input's whole text selected. */
  const coreSelects = (root: HTMLElement) => root.addEventListener("focusin", (event) => {
    if (event.target instanceof HTMLInputElement) event.target.select();
  });

  it("selects nothing: the number typed goes on from where it was (form drafts and a moved focus)", () => {
    const root = document.createElement("section");
    root.innerHTML = FIELDS;
    document.body.append(root);
    coreSelects(root);
    const select = vi.spyOn(HTMLInputElement.prototype, "select");
    const number = root.querySelector<HTMLInputElement>('input[type="number"]')!;
    number.value = "12";
    number.focus();
    select.mockClear();
    const drafts = readDrafts([root]);
    // The row redrawn: a new field, the draft and the focus put back.
    root.innerHTML = FIELDS;
    writeDrafts(root, drafts);
    const again = root.querySelector<HTMLInputElement>('input[type="number"]')!;
    expect(document.activeElement).toBe(again);
    expect(again.value).toBe("12");
    expect(select).not.toHaveBeenCalled();
    // Only that focus is unseen: the user's next one is core's to select, as ever.
    root.querySelector<HTMLInputElement>('input[type="text"]')!.focus();
    expect(select).toHaveBeenCalledTimes(1);
    // holdFocus (a kept piece moved into a new part): the text's caret where it was, nothing selected.
    const text = root.querySelector<HTMLInputElement>('input[type="text"]')!;
    text.value = "abc";
    text.focus();
    text.setSelectionRange(2, 2);
    select.mockClear();
    const restore = holdFocus(root);
    const moved = document.createElement("section");
    document.body.append(moved);
    coreSelects(moved);
    moved.append(root.firstElementChild!);
    restore();
    expect(document.activeElement).toBe(text);
    expect([text.selectionStart, text.selectionEnd]).toEqual([2, 2]);
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();
    root.remove();
    moved.remove();
  });

  it("in the tracker: a share typed in the acting row, which another command redraws, goes on from there", async () => {
    // The GM shares the group's movement: Wren's violent Attack form has a share to type beside each target.
    const w = await started("v0.0.21.10", async ({ combat }) => {
      await g.game.settings.set("humanity-blessed", "endeavorGroupSplit", "group");
      const rat = await g.CONFIG.Actor.documentClass.create(RAT);
      await combat.createEmbeddedDocuments("Combatant", [{ actorId: rat.id }]);
    });
    const rat = w.combat.combatants.find((c: any) => c.name === "Rat King")!.id!;
    await w.combat.dispatch({ type: "chooseActionDie", by: rat, stat: "Hurt", blessings: [5, 5, 5] });
    await toTurns(w, { stat: "Hurt", blessings: [3, 3] });
    await w.tracker.render();
    const share = w.row(w.ids.wren).querySelector<HTMLInputElement>(`input[name="split.${rat}"]`)!;
    share.focus();
    share.value = "2";
    const select = vi.spyOn(HTMLInputElement.prototype, "select");
    // The GM moves Wren's marker: her row (the acting one, holding the focus) is drawn anew, the share put back.
    await w.combat.dispatch({ type: "gm", gm: { op: "move", id: w.ids.wren, to: 3 } });
    await w.tracker.render();
    const again = w.row(w.ids.wren).querySelector<HTMLInputElement>(`input[name="split.${rat}"]`)!;
    expect(again).not.toBe(share);
    expect(again.value).toBe("2");
    expect(document.activeElement).toBe(again);
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();
  });

  it("in a window of its own (V14): the focus of the tracker's document is read and put back", () => {
    const doc = document.implementation.createHTMLDocument("detached");
    doc.body.innerHTML = `<section><li data-combatant-id="a"><input type="text" name="note" value=""></li></section>`;
    const root = doc.querySelector("section")!;
    const field = root.querySelector("input")!;
    field.value = "abc";
    field.focus();
    field.setSelectionRange(1, 1);
    // The main window's focus is elsewhere.
    const elsewhere = document.body.appendChild(document.createElement("input"));
    elsewhere.focus();
    const drafts = readDrafts([root]);
    expect(drafts.focus).toEqual({ key: "a|note|", start: 1 });
    root.innerHTML = `<li data-combatant-id="a"><input type="text" name="note" value=""></li>`;
    writeDrafts(root, drafts);
    expect(doc.activeElement).toBe(root.querySelector("input"));
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});
