// The track board as a table reads it (board-context.ts, drawn by track-board.hbs): its length, the goal and every
// tenth cell, each marker's text and colour, each button's look and tooltip, the runs of Wounds and Schemes and the
// racers near the finish it highlights, and its legend and header for each kind of Endeavor.
import { describe, expect, it } from "vitest";
import { prepareTrackBoard } from "../../../../src/applications/combat/view/board-context";
import type { EndeavorState } from "../../../../src/rules/endeavor";
import { gm, moveTo } from "../../../builders/endeavor";
import { ally, choose, monster, racer, run, setup } from "../../../rules/endeavor/helpers";
import { rogue, theEye } from "../../../rules/endeavor/kinds/stealth/helpers";
import { ENDEAVOR_KINDS } from "../../../../src/rules/endeavor/kinds";
import { restoreKindsAfterEach } from "../../../rules/endeavor/kinds-edit";

const saved = restoreKindsAfterEach();

type Board = Extract<ReturnType<typeof prepareTrackBoard>, { started: true }>;
function board(state: EndeavorState, isGM = true): Board {
  const b = prepareTrackBoard(state, { isGM });
  if (!b.started) throw new Error("not started");
  return b;
}
const markers = (b: Board) => b.cells.flatMap((c) => c.markers.map((m) => `${c.position}:${m.initials}:${m.css}`));
const hotCells = (b: Board) => b.cells.filter((c) => c.css.includes("danger")).map((c) => `${c.position}:${c.css}`);
const dangerButtons = (b: Board) => b.cells.flatMap((c) => c.buttons.filter((x) => x.css.includes("danger")).map((x) => `${c.position}:${x.kind}`));

const addButton = (kind: "wound" | "scheme" | "recovery", position: number, owner?: string) =>
  gm({ op: "addButton", kind, position, owner: owner ?? null });

/** Wren Ash and Oskar against the Grey Widow (at 10), Action Dice chosen; then the GM's `commands`. */
function monstrous(commands: Parameters<typeof run>[1] = [], names: [string, string] = ["Wren Ash", "Oskar"]): EndeavorState {
  const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: names[0] }), ally("b", { name: names[1] }), monster("m", "10", { name: "Grey Widow" })] }), [
    choose("a", "Head", [3, 3]), choose("b", "Hand", [2, 1]), choose("m", "Hurt", [4, 1]),
  ]).state;
  return run(s, commands).state;
}

describe("the board's cells", () => {
  it("from 0 to 40, every tenth marked, the goal (Declare Victory's position) marked", () => {
    const b = board(monstrous());
    expect(b.length).toBe(40);
    expect(b.goal).toBe(30);
    expect(b.cells.filter((c) => c.css).map((c) => `${c.position}:${c.css}`)).toEqual(["0:decade", "10:decade", "20:decade", "30:goal decade", "40:decade"]);
    expect(b.goalLabel).toBe("HB.Endeavor.Board.victorySides");
    expect(b.legend.markers).toEqual([
      { css: "allies", label: "HB.Endeavor.Side.allies" },
      { css: "monstrosities", label: "HB.Endeavor.Side.monstrosities" },
      { css: "allies current", label: "HB.Endeavor.Board.Legend.current" },
      { css: "allies danger", label: "HB.Endeavor.Board.Legend.danger" },
    ]);
  });

  it("a kind with a Declare Victory position and no Monstrosities' side: the header names Declare Victory alone", () => {
    const s = monstrous();
    ENDEAVOR_KINDS.monstrous = { ...saved.monstrous, sides: { ...saved.monstrous.sides, monstrosities: null } };
    expect(board(s).goalLabel).toBe("HB.Endeavor.Board.victory");
  });

  it("whole rows of ten with room above whoever or whatever is furthest up", () => {
    expect(board(monstrous([moveTo("a", 38)])).length).toBe(40);
    expect(board(monstrous([moveTo("a", 39)])).length).toBe(50);
    expect(board(monstrous([addButton("scheme", 48)])).length).toBe(50);
    expect(board(monstrous([addButton("scheme", 49)])).length).toBe(60);
  });

  it("not started: nothing to draw", () => {
    expect(prepareTrackBoard(null, { isGM: false })).toEqual({ started: false, cells: [], dangers: [], isGM: false });
  });
});

describe("the markers", () => {
  it("read the first two initials, upper case, coloured by side, the acting one ringed", () => {
    const b = board(monstrous([], ["wren  ash tallow", "   "]));
    expect(markers(b)).toEqual(["0:WA:allies current", "0:?:allies", "10:GW:monstrosities"]);
  });

  it("numbered in seating order where two read the same", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Wren Ash" }), ally("b", { name: "Will Arden" }), ally("c", { name: "wes amber" }), monster("m", "10", { name: "Grey Widow" })] }), [
      choose("a", "Head", [3, 3]), choose("b", "Hand", [3, 3]), choose("c", "Hand", [3, 3]), choose("m", "Hurt", [4, 1]),
    ]).state;
    expect(markers(board(s)).map((m) => m.split(":").slice(0, 2).join(":"))).toEqual(["0:WA", "0:WA2", "0:WA3", "10:GW"]);
  });
});

describe("the buttons", () => {
  it("each with its icon, its name and tooltip (owner, last round), a temporary one dashed", () => {
    const s = monstrous([addButton("wound", 5, "a"), addButton("recovery", 7, "b")]);
    // A temporary button (Sweep Defenses, Hidden) goes at the end of a round.
    const b = board({ ...s, buttons: s.buttons.map((x) => (x.kind === "recovery" ? { ...x, expires: 3 } : x)) });
    const [wound] = b.cells[5]!.buttons;
    const [recovery] = b.cells[7]!.buttons;
    const scheme = board(monstrous([addButton("scheme", 4)])).cells[4]!.buttons[0];
    expect(scheme).toMatchObject({ tip: "HB.Endeavor.Board.Tip.alone", owner: "", css: "scheme", until: null });
    expect(wound).toMatchObject({ kind: "wound", icon: "fa-solid fa-droplet", label: "HB.Endeavor.Button.wound", kindKey: "HB.Endeavor.Button.wound", stat: "HB.Endeavor.Button.wound", difficulty: "HB.Endeavor.Button.wound", tip: "HB.Endeavor.Board.Tip.owned", owner: "Wren Ash", css: "wound", until: null });
    expect(recovery).toMatchObject({ kind: "recovery", tip: "HB.Endeavor.Board.Tip.ownedUntil", owner: "Oskar", css: "recovery temporary", until: 3 });
  });
});

describe("the dangers", () => {
  it("two Wound buttons in a row of one ally: both highlighted, the count the longest run; apart or alone, nothing", () => {
    // Added out of order: a run is found along the track.
    const two = board(monstrous([addButton("wound", 6, "a"), addButton("wound", 2, "a"), addButton("wound", 5, "a")]));
    expect(two.dangers).toEqual([{ key: "HB.Endeavor.Danger.wounds", name: "Wren Ash", count: 2 }]);
    expect(dangerButtons(two)).toEqual(["5:wound", "6:wound"]);
    expect(hotCells(two)).toEqual(["5:danger", "6:danger"]);
    const apart = board(monstrous([addButton("wound", 2, "a"), addButton("wound", 4, "a"), addButton("wound", 7, "b")]));
    expect([apart.dangers, dangerButtons(apart)]).toEqual([[], []]);
  });

  it("a Wound next to another kind of button, or another's Wound, is no run", () => {
    const mixed = board(monstrous([addButton("wound", 2, "a"), addButton("recovery", 3, "a"), addButton("wound", 4, "b"), addButton("wound", 5, "a")]));
    expect(mixed.dangers).toEqual([]);
  });

  it("a Monstrosity's Wounds in a row are no danger (allies are removed by three, not Monstrosities)", () => {
    expect(board(monstrous([addButton("wound", 12, "m"), addButton("wound", 13, "m")])).dangers).toEqual([]);
  });

  it("one Scheme short of the Monstrosities' Declare Victory: the run highlighted; a button of another kind breaks it", () => {
    const schemes = (n: number, from = 11) => Array.from({ length: n }, (_, i) => addButton("scheme", from + i));
    const nine = board(monstrous(schemes(9)));
    expect(nine.dangers).toEqual([{ key: "HB.Endeavor.Danger.schemes", name: "", count: 9 }]);
    expect(dangerButtons(nine)).toHaveLength(9);
    expect(board(monstrous(schemes(8))).dangers).toEqual([]);
    expect(board(monstrous([...schemes(8), addButton("wound", 19, "a")])).dangers).toEqual([]);
  });
});

describe("a race", () => {
  const race = (at: number) => {
    const s = setup({ kind: "racing", participants: [racer("r0", { name: "Wren" }), racer("r1", { name: "Oskar" })], options: { finishLine: 30 } as never });
    return run(s, [moveTo("r1", at)]).state;
  };

  it("a racer within five of the finish line is outlined, their cell highlighted, the count the distance left", () => {
    const b = board(race(25));
    expect(b.dangers).toEqual([{ key: "HB.Endeavor.Danger.finish", name: "Oskar", count: 5 }]);
    expect(markers(b)).toEqual(["0:W:racer", "25:O:racer danger"]);
    expect(hotCells(b)).toEqual(["25:danger"]);
    expect(board(race(24)).dangers).toEqual([]);
  });

  it("the finish line is the goal and the header's; the legend's markers are racers'", () => {
    const b = board(race(3));
    expect([b.goal, b.goalLabel, b.racing]).toEqual([30, "HB.Endeavor.Board.finish", true]);
    expect(b.cells[30]!.css).toBe("goal decade");
    expect(b.legend.markers).toEqual([
      { css: "racer", label: "HB.Endeavor.Board.Legend.racer" },
      { css: "racer current", label: "HB.Endeavor.Board.Legend.current" },
      { css: "racer danger", label: "HB.Endeavor.Board.Legend.danger" },
    ]);
  });
});

describe("an Endeavor with an Eye", () => {
  it("has no goal cell; the kind's dangers name the rogue", () => {
    const s = run(
      setup({
        kind: "stealth",
        participants: [rogue("a", { name: "Wren Ash" }), rogue("b", { name: "Oskar" }), theEye()],
        land: [{ kind: "alarm", position: 3 }, { kind: "escape", position: 12 }, { kind: "sanctuary", position: 15 }, { kind: "objective", position: 9, check: { stat: "Head" } }],
      }),
      [choose("a", "Hurt", [1, 2]), choose("b", "Head", [1, 2]), choose("eye", "Watch", [1, 2])],
    ).state;
    const caught = { ...s, participants: s.participants.map((p) => (p.id === "a" ? { ...p, position: 3 } : p)) };
    const b = board(caught);
    expect(b.goal).toBe(-1);
    expect(b.cells.filter((c) => c.css.includes("goal"))).toEqual([]);
    expect(b.dangers).toEqual([{ key: "HB.Endeavor.Danger.alarm", name: "Wren Ash", count: 3 }]);
    // An Objective is named with its Check: "Objective: Head Check, Normal".
    expect(b.cells[9]!.buttons[0]).toMatchObject({ kindKey: "HB.Endeavor.Board.Tip.withCheck", stat: "HB.Stat.head", difficulty: `HB.Difficulty.${caught.buttons.find((x) => x.kind === "objective")!.check!.difficulty}` });
    expect(b.cells[9]!.buttons[0]!.difficulty).toMatch(/^HB\.Difficulty\.(easy|normal|hard)$/);
  });
});
