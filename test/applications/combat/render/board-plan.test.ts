// board-plan.ts: what the track board keeps at a re-render. A move out of the crowded start cell of a 50-participant
// Endeavor redraws that cell around the markers and buttons that stay in it; the pieces above the track stay.
import { describe, expect, it } from "vitest";
import { planBoard } from "../../../../src/applications/combat/render/board-plan";
import { prepareTrackBoard } from "../../../../src/applications/combat/view/board-context";
import { TrackBoard } from "../../../../src/applications/combat/board/track-board";
import { apply } from "../../../../src/rules/endeavor";
import { endeavorFixture } from "../../../harness/fixtures/endeavor";
import { endeavorWorld } from "../../../documents/combat-helpers";

const fx = endeavorFixture(50);
const board = (state = fx.state) => prepareTrackBoard(state, { isGM: true });
const moved = apply(fx.state, { type: "gm", gm: { op: "move", id: "a7", to: 6 } }).state;

describe("planBoard", () => {
  it("a marker moved out of the crowded cell: its two cells redrawn, every other marker and button in them kept, the pieces above the track kept", () => {
    const before = planBoard(board(), false, null, "gm");
    const after = planBoard(board(moved), false, before.next, "gm");
    const cell0 = board().cells[0]!;
    // Thirty-seven allies stand there: three markers drawn, a7 among the rest counted on a chip.
    expect([cell0.markers.length, cell0.markerChips.map((c) => c.count)]).toEqual([3, [34]]);
    expect(board(moved).cells[0]!.markerChips.map((c) => c.count)).toEqual([33]);
    expect(Object.keys(after.hbKept.cells)).toHaveLength(board().cells.length - 2);
    expect(after.hbKept.cells[0]).toBeUndefined();
    expect(after.hbKept.cells[6]).toBeUndefined();
    // In the start cell: every marker drawn is kept (its chip is drawn anew, counting one fewer).
    expect(cell0.markers.filter((m) => !after.hbKept.markers[m.id]).map((m) => m.id)).toEqual([]);
    expect(cell0.buttons.every((b) => after.hbKept.buttons[b.id])).toBe(true);
    // a7 in its new cell is drawn anew (a marker is kept only in the cell it was in).
    expect(after.hbKept.markers.a7).toBeUndefined();
    expect(after.hbKept.pieces).toEqual({ head: true, dangers: true, legend: true });
  });

  it("the header follows the round and the dock; the dangers theirs; nothing is kept from another scope or with nothing on screen", () => {
    const before = planBoard(board(), false, null, "gm");
    expect(before.hbKept).toEqual({ cells: {}, markers: {}, buttons: {}, pieces: {} });
    expect(planBoard(board(), true, before.next, "gm").hbKept.pieces).toEqual({ dangers: true, legend: true });
    const wounded = apply(fx.state, { type: "gm", gm: { op: "addButton", kind: "wound", position: 3, owner: "a0" } }).state;
    const next = planBoard(board(wounded), false, before.next, "gm");
    expect(next.hbKept.pieces).toEqual({ head: true, legend: true });
    expect(planBoard(board(), false, before.next, "player").hbKept).toEqual({ cells: {}, markers: {}, buttons: {}, pieces: {} });
  });
});

describe("planBoard, a cell around a marker or button drawn anew", () => {
  /** The board with one marker's or button's own context changed (its turn began, its tooltip changed): the ids its
   *  cell lists are the same. */
  const changed = (b: ReturnType<typeof board>, at: number, change: (cell: ReturnType<typeof board>["cells"][number]) => void) => {
    const copy = structuredClone(b);
    change(copy.cells[at]!);
    return copy;
  };
  it("a marker drawn anew redraws its cell, the others in it kept", () => {
    const before = planBoard(board(), false, null, "gm");
    const cell0 = board().cells[0]!;
    const turn = changed(board(), 0, (cell) => (cell.markers[0]!.css += " current"));
    const after = planBoard(turn, false, before.next, "gm");
    expect(after.hbKept.cells[0]).toBeUndefined();
    expect(after.hbKept.cells[1]).toBe(true);
    expect(cell0.markers.filter((m) => !after.hbKept.markers[m.id]).map((m) => m.id)).toEqual([cell0.markers[0]!.id]);
  });

  it("a button drawn anew redraws its cell", () => {
    const wounded = board(apply(fx.state, { type: "gm", gm: { op: "addButton", kind: "wound", position: 3, owner: "a0" } }).state);
    const before = planBoard(wounded, false, null, "gm");
    expect(planBoard(wounded, false, before.next, "gm").hbKept.cells[3]).toBe(true);
    const after = planBoard(changed(wounded, 3, (cell) => (cell.buttons[0]!.tip = "HB.Endeavor.Board.Tip.alone")), false, before.next, "gm");
    expect([after.hbKept.cells[3], after.hbKept.buttons[wounded.cells[3]!.buttons[0]!.id]]).toEqual([undefined, undefined]);
  });

  it("a board before its Endeavor starts draws none of the pieces above the track, and keeps none", () => {
    const idle = prepareTrackBoard(null, { isGM: true });
    const first = planBoard(idle, false, null, "gm");
    expect(first.next.pieces.signatures.size).toBe(0);
    expect(planBoard(idle, false, first.next, "gm").hbKept).toEqual({ cells: {}, markers: {}, buttons: {}, pieces: {} });
  });
});

describe("the board re-rendered after a move out of a crowded cell", () => {
  it("keeps the very markers and buttons left in it, writing nothing into them, and shows what a fresh board shows", async () => {
    const { combat, ids } = await endeavorWorld();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    const board = await TrackBoard.open(combat);
    const cell = (position: number) => board.element!.querySelector(`li[data-position="${position}"]`)!;
    const others = [...cell(0).querySelectorAll<HTMLElement>(".hb-marker")].filter((m) => m.dataset.participantId !== ids.wren);
    expect(others.length).toBeGreaterThan(1);
    const writes: MutationRecord[] = [];
    const watch = new MutationObserver((r) => writes.push(...r));
    watch.observe(board.element!, { subtree: true, attributes: true, characterData: true, childList: true });
    await combat.dispatch({ type: "gm", gm: { op: "move", id: ids.wren, to: 5 } });
    await board.render();
    writes.push(...watch.takeRecords());
    watch.disconnect();
    expect([...cell(0).querySelectorAll(".hb-marker")]).toEqual(others);
    expect(writes.filter((m) => others.some((o) => o.contains(m.target)))).toEqual([]);
    expect(cell(5).querySelector<HTMLElement>(".hb-marker")!.dataset.participantId).toBe(ids.wren);
    const fresh = new TrackBoard();
    fresh.combatId = combat.id!;
    await fresh.render({ force: true });
    const part = (b: TrackBoard) => b.element!.querySelector('[data-application-part="board"]')!.outerHTML;
    expect(part(board)).toBe(part(fresh));
    await fresh.close();
    await board.close();
    TrackBoard.instance = null;
  });
});
