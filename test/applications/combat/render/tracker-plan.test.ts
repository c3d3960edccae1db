// tracker-plan.ts: which of the tracker's rows and GM toolbar pieces a re-render keeps on screen and which it draws
// anew, and which row's element the acting turn's form moves into. A row kept wrongly shows yesterday's context; a row
// drawn anew needlessly loses what the user typed in it. Pure: contexts in, the plan out.
import { describe, expect, it } from "vitest";
import { planKeep, planTracker, type TrackerKeep } from "../../../../src/applications/combat/render/tracker-plan";

type Row = { id: string; turn?: unknown; name?: string };
const rows = (...list: Row[]) => ({ started: true, rows: list });
const keepOf = (over: Partial<TrackerKeep> = {}): TrackerKeep => ({ drawn: null, drawing: null, redraw: false, ...over });
/** A tracker that drew `first` (rows and toolbar), then plans `second` in the same scope; renderRow given unless not. */
function twice(first: ReturnType<typeof rows>, second: ReturnType<typeof rows>, renderRow = true) {
  const keep = keepOf(renderRow ? { renderRow: () => "<li></li>" } : {});
  planTracker(keep, first, "gm");
  keep.drawn = keep.drawing;
  const plan = planTracker(keep, second, "gm");
  return { keep, plan, morph: Object.fromEntries([...keep.morph!].map(([id, m]) => [id, m.donor])) };
}

describe("planKeep", () => {
  it("keeps each piece whose context is the one drawn, in the same scope; nothing from another scope or none", () => {
    const first = planKeep([["a", { n: 1 }], ["b", { n: 2 }]], null, "gm");
    expect(first.kept).toEqual({});
    expect(first.next).toEqual({ scope: "gm", signatures: new Map([["a", '{"n":1}'], ["b", '{"n":2}']]) });
    expect(planKeep([["a", { n: 1 }], ["b", { n: 3 }], ["c", { n: 1 }]], first.next, "gm").kept).toEqual({ a: true });
    expect(planKeep([["a", { n: 1 }], ["b", { n: 2 }]], first.next, "player").kept).toEqual({});
  });

  it("a piece with no context at all is drawn as an empty signature, never kept for want of one on screen", () => {
    const first = planKeep([["a", undefined]], null, "gm");
    expect(first.next.signatures.get("a")).toBe("");
    expect(planKeep([["a", undefined]], first.next, "gm").kept).toEqual({ a: true });
    expect(planKeep([["b", undefined]], first.next, "gm").kept).toEqual({});
  });
});

describe("planTracker", () => {
  it("before the Endeavor starts, or with no rows, plans nothing and forgets the last render's plan", () => {
    const stale: TrackerKeep = keepOf({ morph: new Map([["a", { donor: "b", row: {} }]]), turnRows: new Map([["a", {}]]) });
    stale.kept = { rows: { a: true }, gm: {} };
    stale.drawing = { rows: { scope: "gm", signatures: new Map() }, gm: { scope: "gm", signatures: new Map() }, turns: new Set() };
    for (const endeavor of [{ started: false, rows: [{ id: "a" }] }, { started: true }]) {
      const keep = { ...stale };
      expect(planTracker(keep, endeavor, "gm")).toBeNull();
      expect([keep.drawing, keep.turnRows, keep.kept, keep.morph!.size]).toEqual([null, undefined, undefined, 0]);
    }
  });

  it("keeps the rows drawn from the same context, in the same scope, unless the tracker redraws everything", () => {
    const { keep, plan } = twice(rows({ id: "a", name: "Wren" }, { id: "b", name: "Oskar" }), rows({ id: "a", name: "Wren" }, { id: "b", name: "Oskar!" }));
    expect(plan).toEqual({ rows: { a: true }, gm: {}, keyed: true });
    expect(keep.kept).toEqual({ rows: { a: true }, gm: {} });
    expect([...keep.drawing!.rows.signatures.keys()]).toEqual(["a", "b"]);
    keep.drawn = keep.drawing;
    keep.redraw = true;
    expect(planTracker(keep, rows({ id: "a", name: "Wren" }), "gm")).toEqual({ rows: {}, gm: {}, keyed: false });
    keep.redraw = false;
    expect(planTracker(keep, rows({ id: "a", name: "Wren" }), "player")).toEqual({ rows: {}, gm: {}, keyed: false });
  });

  it("the GM's toolbar: Undo's row and the track tools kept apart; the tie's row in neither; any other field in both", () => {
    const gm = { canUndo: true, undo: "Move", canEndTurn: true, tie: ["a"], owners: ["a"], buttonKinds: ["wound"], delayed: [] };
    const at = (g: object) => ({ ...rows({ id: "a" }), gm: g });
    const keep = keepOf();
    planTracker(keep, at(gm), "gm");
    expect([...keep.drawing!.gm.signatures]).toEqual([
      ["gmActions", '{"canUndo":true,"undo":"Move","canEndTurn":true,"other":{}}'],
      ["gmTrack", '{"owners":["a"],"buttonKinds":["wound"],"delayed":[],"other":{}}'],
    ]);
    const again = (g: object) => {
      keep.drawn = keep.drawing;
      const plan = planTracker(keep, at(g), "gm")!;
      return plan.gm;
    };
    expect(again({ ...gm, tie: ["b"] })).toEqual({ gmActions: true, gmTrack: true });
    expect(again({ ...gm, undo: "Advance" })).toEqual({ gmTrack: true });
    expect(again({ ...gm, undo: "Advance", canEndTurn: false })).toEqual({ gmTrack: true });
    expect(again({ ...gm, undo: "Advance", canEndTurn: false, delayed: ["a"] })).toEqual({ gmActions: true });
    expect(again({ ...gm, undo: "Advance", canEndTurn: false, delayed: ["a"], newField: 1 })).toEqual({});
    expect(planTracker(keep, rows({ id: "a" }), "gm")!.gm).toEqual({});
    expect(keep.drawing!.gm.signatures.size).toBe(0);
  });

  it("the rows drawn with the acting turn's form are the ones with a turn", () => {
    const keep = keepOf();
    planTracker(keep, rows({ id: "a" }, { id: "b", turn: { form: 1 } }), "gm");
    expect([...keep.turnRows!]).toEqual([["b", { id: "b", turn: { form: 1 } }]]);
    expect([...keep.drawing!.turns!]).toEqual(["b"]);
  });

  it("the turn moving on: the next actor's row takes the element of the row whose turn it was, and that row the other's", () => {
    const { plan, morph } = twice(rows({ id: "a", turn: 1 }, { id: "b" }, { id: "c" }), rows({ id: "a" }, { id: "b", turn: 1 }, { id: "c" }));
    expect(morph).toEqual({ b: "a", a: "b" });
    expect(plan!.rows).toEqual({ a: true, b: true, c: true });
  });

  it("without a way to draw a row alone, or from another scope, no row takes another's element", () => {
    const first = rows({ id: "a", turn: 1 }, { id: "b" });
    const second = rows({ id: "a" }, { id: "b", turn: 1 });
    const alone = twice(first, second, false);
    expect(alone.morph).toEqual({});
    expect(alone.plan!.rows).toEqual({});
    const keep = keepOf({ renderRow: () => "" });
    planTracker(keep, first, "gm");
    keep.drawn = keep.drawing;
    expect(planTracker(keep, second, "player")!.rows).toEqual({});
    expect(keep.morph!.size).toBe(0);
  });

  it("a row that keeps its turn with a new form is rewritten into its own element; the others are left alone", () => {
    const { morph, plan } = twice(rows({ id: "a", turn: 1 }, { id: "b" }), rows({ id: "a", turn: 2 }, { id: "b" }));
    expect(morph).toEqual({ a: "a" });
    expect(plan!.rows).toEqual({ a: true, b: true });
  });

  it("a row still showing its unchanged turn is kept as it is, and lends its element to nobody", () => {
    const { morph, plan } = twice(rows({ id: "a", turn: 1 }, { id: "b" }), rows({ id: "a", turn: 1 }, { id: "b", turn: 1 }));
    expect(morph).toEqual({});
    expect(plan!.rows).toEqual({ a: true });
  });

  it("two turns handed on at once go to the turns' elements in order; a taker left over is drawn anew", () => {
    const { morph } = twice(
      rows({ id: "a", turn: 1 }, { id: "b", turn: 1 }, { id: "c" }, { id: "d" }, { id: "e" }),
      rows({ id: "a" }, { id: "b" }, { id: "c", turn: 1 }, { id: "d", turn: 1 }, { id: "e", turn: 1 }),
    );
    expect(morph).toEqual({ c: "a", a: "c", d: "b", b: "d" });
  });

  it("a donor whose own row now has its own turn form redrawn keeps its element; the rest go to the other takers", () => {
    const { morph } = twice(rows({ id: "a", turn: 1 }, { id: "b", turn: 1 }, { id: "c" }), rows({ id: "a", turn: 2 }, { id: "b" }, { id: "c", turn: 1 }));
    expect(morph).toEqual({ a: "a", c: "b", b: "c" });
  });

  it("the row that gave its turn up takes nothing back if it is gone or the taker is new", () => {
    // Gone: the donor's row left the Endeavor.
    expect(twice(rows({ id: "a", turn: 1 }, { id: "b" }), rows({ id: "b", turn: 1 })).morph).toEqual({ b: "a" });
    // A new participant takes the turn: its row was not on screen, so the donor's row is drawn anew.
    expect(twice(rows({ id: "a", turn: 1 }), rows({ id: "a" }, { id: "n", turn: 1 })).morph).toEqual({ n: "a" });
  });
});
