// A crowded cell on the track board, as a table reads it: past four markers, three drawn (the one acting and those in
// danger first) and a chip a side counting the rest ("+34"); past four buttons, a chip for each kind held several
// times (its icon, "×10"). The chip's tooltip and aria-label say whom or what it counts ("+34 allies: Lena Frost, …").
// Rendered with real Handlebars.
import { describe, expect, it } from "vitest";
import { prepareTrackBoard } from "../../../../src/applications/combat/view/board-context";
import { template } from "../../../../src/applications/shared/templates";
import type { Button, EndeavorState } from "../../../../src/rules/endeavor";
import { endeavorFixture } from "../../../harness/fixtures/endeavor";
import { ally, monster, setup } from "../../../rules/endeavor/helpers";

const render = (path: string, context: object) =>
  foundry.applications.handlebars.renderTemplate(template(path), context as never);

/** The board as the viewer sees it, and one cell of it. */
async function cellOf(state: EndeavorState, position: number, isGM = true) {
  const board = prepareTrackBoard(state, { isGM });
  const el = Object.assign(document.createElement("div"), { innerHTML: await render("combat/track-board.hbs", { board, docked: false }) });
  const cell = el.querySelector<HTMLElement>(`li[data-position="${position}"]`)!;
  const chips = [...cell.querySelectorAll<HTMLElement>(".hb-count-chip")].map((c) => ({
    text: c.textContent!.trim(),
    label: c.getAttribute("aria-label"),
    tip: c.dataset.tooltipText,
    role: c.getAttribute("role"),
  }));
  const markers = [...cell.querySelectorAll<HTMLElement>(".hb-marker")].map((m) => m.getAttribute("aria-label"));
  const buttons = [...cell.querySelectorAll<HTMLElement>(".hb-track-button")].map((b) => b.getAttribute("aria-label"));
  return { chips, markers, buttons };
}

/** Allies named Ally 1…n on position 0, Monstrosities named Monster 1…m on 0 too; the first ally acts. */
function crowd(allies: number, monsters = 0, buttons: Omit<Button, "id">[] = []): EndeavorState {
  const s = setup({
    kind: "monstrous",
    participants: [
      ...Array.from({ length: allies }, (_, i) => ally(`a${i + 1}`, { name: `Ally ${i + 1}` })),
      ...Array.from({ length: monsters }, (_, i) => monster(`m${i + 1}`, undefined, { name: `Monster ${i + 1}` })),
    ],
  });
  return {
    ...s,
    participants: s.participants.map((p) => ({ ...p, position: 0 })),
    buttons: buttons.map((b, i) => ({ ...b, id: `b${i + 1}` })),
    turn: { ...s.turn, current: "a1" },
  };
}

describe("a crowded cell's markers", () => {
  it("four markers are all drawn, with no chip", async () => {
    const { chips, markers } = await cellOf(crowd(4), 0);
    expect([markers, chips]).toEqual([["Ally 1", "Ally 2", "Ally 3", "Ally 4"], []]);
  });

  it("five: three drawn and '+2 allies' naming the other two", async () => {
    const { chips, markers } = await cellOf(crowd(5), 0);
    expect(markers).toEqual(["Ally 1", "Ally 2", "Ally 3"]);
    expect(chips).toEqual([{ text: "+2", label: "+2 allies: Ally 4, Ally 5", tip: "+2 allies: Ally 4, Ally 5", role: "img" }]);
  });

  it("the one acting is drawn even when seated last, and each side has its own chip", async () => {
    const s = crowd(4, 3);
    const { chips, markers } = await cellOf({ ...s, turn: { ...s.turn, current: "m3" } }, 0);
    expect(markers).toEqual(["Ally 1", "Ally 2", "Monster 3"]);
    expect(chips.map((c) => [c.text, c.label])).toEqual([
      ["+2", "+2 allies: Ally 3, Ally 4"],
      ["+2", "+2 Monstrosities: Monster 1, Monster 2"],
    ]);
  });

  it("a rogue's chip and a racer's name their side; any other side's reads 'more'", async () => {
    const { compactCell } = await import("../../../../src/applications/combat/view/board-cell-chips");
    const five = (css: string) => Array.from({ length: 5 }, (_, i) => ({ id: `p${i}`, name: `P${i}`, css }));
    const chipText = async (css: string) => {
      const [chip] = compactCell({ markers: five(css), buttons: [] }).markerChips;
      const html = await render("combat/board-count-chip.hbs", { chip });
      const el = Object.assign(document.createElement("div"), { innerHTML: html }).firstElementChild!;
      // A marker chip draws no button kind's icon.
      expect(el.querySelector("i")).toBeNull();
      return [el.textContent, el.getAttribute("aria-label"), el.className];
    };
    expect(await chipText("rogues")).toEqual(["+2", "+2 rogues: P3, P4", "hb-count-chip markers rogues"]);
    expect(await chipText("racer current")).toEqual(["+2", "+2 racers: P3, P4", "hb-count-chip markers racer"]);
    expect(await chipText("Red")).toEqual(["+2", "+2 more: P3, P4", "hb-count-chip markers Red"]);
  });

  it("fifty participants: the start cell reads '+34 allies' and a player sees the same chip", async () => {
    const fx = endeavorFixture(50);
    for (const isGM of [true, false]) {
      const { chips, markers } = await cellOf(fx.state, 0, isGM);
      expect(markers).toHaveLength(3);
      expect(chips.map((c) => c.text)).toEqual(["×10", "+34"]);
      expect(chips[0]!.label).toMatch(/^Defeat ×10: The Hollow King, Grey Widow, /);
      expect(chips[1]!.label).toMatch(/^\+34 allies: Lena Frost, Per Holm, /);
      expect(chips[1]!.label!.split(", ")).toHaveLength(34);
    }
  });
});

describe("a crowded cell's buttons", () => {
  const defeats = (n: number) => Array.from({ length: n }, (_, i) => ({ kind: "defeat" as const, position: 5, owner: `m${i + 1}` }));

  it("four buttons are all drawn; five of a kind make one chip naming their owners", async () => {
    expect((await cellOf(crowd(1, 5, defeats(4)), 5)).buttons).toHaveLength(4);
    const { chips, buttons } = await cellOf(crowd(1, 5, defeats(5)), 5);
    expect(buttons).toEqual([]);
    const names = "Monster 1, Monster 2, Monster 3, Monster 4, Monster 5";
    expect(chips).toEqual([{ text: "×5", label: `Defeat ×5: ${names}`, tip: `Defeat ×5: ${names}`, role: "img" }]);
  });

  it("a kind held once stays a button the GM can remove; buttons nobody owns are counted without names", async () => {
    const schemes = Array.from({ length: 4 }, () => ({ kind: "scheme" as const, position: 5, owner: null }));
    const { chips, buttons } = await cellOf(crowd(1, 1, [...schemes, { kind: "wound", position: 5, owner: "a1" }]), 5);
    expect(buttons).toEqual(["Remove the Wound button Ally 1"]);
    expect(chips.map((c) => [c.text, c.label])).toEqual([["×4", "Scheme ×4"]]);
  });

  it("a chip of buttons in a dangerous run is drawn filled, like the buttons it counts; the others are not", async () => {
    const wounds = Array.from({ length: 5 }, () => ({ kind: "wound" as const, position: 5, owner: "a1" }));
    const s = crowd(1, 5, [...wounds, { kind: "wound", position: 6, owner: "a1" }, ...defeats(2)]);
    const board = prepareTrackBoard(s, { isGM: true });
    if (!board.started) throw new Error("not started");
    expect(board.cells[5]!.buttonChips.map((x) => x.css)).toEqual(["buttons wound danger", "buttons defeat"]);
    expect(board.cells[6]!.buttonChips).toEqual([]);
    const fifty = prepareTrackBoard(endeavorFixture(50).state, { isGM: true });
    if (!fifty.started) throw new Error("not started");
    expect(fifty.cells.flatMap((c) => c.buttonChips.map((x) => `${c.position}:${x.css}`))).toEqual(["0:buttons defeat", "7:buttons recovery"]);
  });
});
