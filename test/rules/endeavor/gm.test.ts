// GM overrides (gm.ts): anything may be overridden, but the track stays legal and a bad override names what is wrong.
import { describe, expect, it } from "vitest";
import { replay, type Command, type EndeavorState, type GmOp } from "../../../src/rules/endeavor/index";
import { act, ally, choose, get, monster, passAll, refusalOf, refused, run, setup } from "./helpers";
import { rogue, theEye } from "./kinds/stealth/helpers";

const start = (): EndeavorState =>
  setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), ally("b", { name: "Bo" }), monster("m", "10 (3)", { name: "Maw" })] });
const gm = (op: GmOp): Command => ({ type: "gm", gm: op });
const add = (over: Partial<Extract<GmOp, { op: "addButton" }>>): Command =>
  gm({ op: "addButton", kind: "zeal", position: 3, owner: "a", ...over } as GmOp);

describe("GM: moving a marker", () => {
  it("moves to any whole position of 0 or more, and says so; the same position is no move at all", () => {
    const r = run(start(), [gm({ op: "move", id: "a", to: 4 })]);
    expect(get(r.state, "a").position).toBe(4);
    expect(r.events).toEqual([{ type: "moved", id: "a", from: 0, to: 4, cause: null }]);
    expect(run(start(), [gm({ op: "move", id: "a", to: 0 })]).events).toEqual([]);
    expect(get(run(start(), [gm({ op: "move", id: "m", to: 0 })]).state, "m").position).toBe(0);
  });

  it("refuses a position below 0 or not whole, naming who and where", () => {
    expect(refusalOf(start(), gm({ op: "move", id: "a", to: -1 }))).toEqual({ code: "endeavor-below-zero", details: { name: "Ada", position: -1 } });
    expect(refusalOf(start(), gm({ op: "move", id: "a", to: 1.5 }))).toEqual({ code: "endeavor-below-zero", details: { name: "Ada", position: 1.5 } });
    expect(refusalOf(start(), gm({ op: "move", id: "zz", to: 1 })).code).toBe("endeavor-unknown-participant");
  });

  it("moving the last Monstrosity to 0 is no win by itself: the Defeat button is activated by moving over it", () => {
    const r = run(start(), [gm({ op: "move", id: "m", to: 0 })]);
    expect(r.state.outcome).toBeNull();
  });
});

describe("GM: buttons", () => {
  it("adds a personal button for its owner, a global one for nobody; an Area's Stats are copied", () => {
    const area = ["Hand"];
    const r = run(start(), [add({}), add({ kind: "scheme", owner: null, position: 12 }), add({ kind: "terrain", position: 2, area })]);
    area.push("Head");
    expect(r.state.buttons.slice(-3)).toEqual([
      { id: "b3", kind: "zeal", position: 3, owner: "a" },
      { id: "b4", kind: "scheme", position: 12, owner: null },
      { id: "b5", kind: "terrain", position: 2, owner: "a", area: ["Hand"] },
    ]);
  });

  it("refuses an unknown kind or a bad position; a personal button without owner or a global one with; a second on a cell", () => {
    const bad = { code: "endeavor-bad-button", details: {} };
    expect(refusalOf(start(), add({ kind: "trapdoor" as "zeal" }))).toEqual(bad);
    expect(refusalOf(start(), add({ position: -1 }))).toEqual(bad);
    expect(refusalOf(start(), add({ position: 2.5 }))).toEqual(bad);
    expect(refusalOf(start(), add({ owner: null }))).toEqual({ code: "endeavor-bad-button", details: { kind: "zeal", position: 3 } });
    expect(refusalOf(start(), add({ kind: "scheme", owner: "a" }))).toEqual({ code: "endeavor-bad-button", details: { kind: "scheme", position: 3 } });
    expect(refusalOf(start(), add({ owner: "zz" })).code).toBe("endeavor-unknown-participant");
    const once = run(start(), [add({})]).state;
    expect(refusalOf(once, add({}))).toEqual({ code: "endeavor-bad-button", details: { kind: "zeal", position: 3 } });
    // Another owner, kind or cell is fine.
    expect(run(once, [add({ owner: "b" }), add({ kind: "wound" }), add({ position: 4 })]).state.buttons).toHaveLength(6);
  });

  it("Alarms lie at 1–20; an Objective carries its Check (a Stat, trimmed, and Easy, Normal or Hard)", () => {
    const alarm = (position: number) => add({ kind: "alarm", owner: null, position });
    expect(run(start(), [alarm(1), alarm(20)]).state.buttons.slice(-2).map((b) => b.position)).toEqual([1, 20]);
    for (const position of [0, 21]) expect(refusalOf(start(), alarm(position))).toEqual({ code: "endeavor-bad-button", details: { kind: "alarm", position } });
    const objective = (check: unknown) => add({ kind: "objective", owner: null, position: 5, check: check as never });
    expect(run(start(), [objective({ stat: " Hand ", difficulty: "hard" })]).state.buttons.at(-1)).toEqual({ id: "b3", kind: "objective", position: 5, owner: null, check: { stat: "Hand", difficulty: "hard" } });
    for (const check of [undefined, { stat: "Hand" }, { stat: "  ", difficulty: "easy" }, { stat: 4, difficulty: "easy" }, { stat: "Hand", difficulty: "extreme" }]) {
      expect(refusalOf(start(), objective(check)), JSON.stringify(check)).toEqual({ code: "endeavor-bad-button", details: { kind: "objective", position: 5 } });
    }
    // A Check is only kept on an Objective.
    expect(run(start(), [add({ check: { stat: "Hand", difficulty: "easy" } })]).state.buttons.at(-1)).not.toHaveProperty("check");
  });

  it("removes a button by id; an unknown id is named", () => {
    const r = run(start(), [gm({ op: "removeButton", button: "b1" })]);
    expect(r.state.buttons.map((b) => b.id)).toEqual(["b2"]);
    expect(refusalOf(start(), gm({ op: "removeButton", button: "b9" }))).toEqual({ code: "endeavor-bad-button", details: { id: "b9" } });
  });
});

describe("GM: turns, participants, options and the end", () => {
  const turns = () => run(start(), [choose("a", "Hurt", [2, 2]), choose("b", "Head", [2, 2, 2]), choose("m", "Hurt", [2, 2, 2, 2])]).state;

  it("ends the current turn", () => {
    const s = turns();
    const r = run(s, [gm({ op: "endTurn" })]);
    expect(get(r.state, s.turn.current!).acted).toBe(true);
    expect(r.state.turn.current).not.toBe(s.turn.current);
  });

  it('removes a participant ("gm" unless a reason is given)', () => {
    expect(get(run(start(), [gm({ op: "remove", id: "b" })]).state, "b").removed).toEqual({ round: 1, reason: "gm", by: null });
    expect(get(run(start(), [gm({ op: "remove", id: "b", reason: "fled" as "gm" })]).state, "b").removed).toMatchObject({ reason: "fled" });
  });

  it("sets options over the ones in force", () => {
    const s = run(start(), [gm({ op: "setOptions", options: { turnTies: "reverse-seat" } }), gm({ op: "setOptions", options: { victoryPosition: 20 } })]).state;
    expect(s.options).toMatchObject({ turnTies: "reverse-seat", victoryPosition: 20, victorySchemes: 10 });
  });

  it("ends the Endeavor for allies, Monstrosities or nobody; any other winner is refused", () => {
    expect(run(start(), [gm({ op: "end", winner: null })]).state.outcome).toEqual({ winner: null, winnerId: null, reason: "gm" });
    expect(run(start(), [gm({ op: "end", winner: "monstrosities" })]).state.outcome).toEqual({ winner: "monstrosities", winnerId: null, reason: "gm" });
    expect(refusalOf(start(), gm({ op: "end", winner: "rogues" }))).toEqual({ code: "endeavor-bad-setup", details: {} });
    // Racing has no fixed sides: a racer's team may be named.
    const race = setup({ kind: "racing", participants: [{ id: "r1", stats: { Hand: 8 } }, { id: "r2", stats: { Hand: 8 } }] });
    expect(run(race, [gm({ op: "end", winner: "r2" })]).state.outcome).toMatchObject({ winner: "r2" });
  });

  it("names the chooser only among those tied, in the special phase; a leader only where the kind has one", () => {
    expect(refusalOf(turns(), gm({ op: "chooser", id: "a" }))).toEqual({ code: "endeavor-not-chooser", details: { name: "Ada" } });
    const tied = passAll(run(start(), [choose("a", "Hurt", [2, 2]), choose("b", "Head", [2, 2]), choose("m", "Hurt", [2, 2])]).state);
    expect(tied.chooser).toEqual(["a", "b", "m"]);
    const r = run(tied, [gm({ op: "chooser", id: "b" })]);
    expect(r.state.chooser).toEqual(["b"]);
    expect(r.events).toEqual([{ type: "specialChooser", candidates: ["b"] }]);
    const one = run(tied, [gm({ op: "chooser", id: "b" })]).state;
    expect(refusalOf(one, gm({ op: "chooser", id: "a" }))).toEqual({ code: "endeavor-not-chooser", details: { name: "Ada" } });
    expect(refusalOf(start(), gm({ op: "leader", id: "a" }))).toEqual({ code: "endeavor-action-unavailable", details: { action: "leader" } });
    expect(refusalOf(start(), gm({ op: "teleport" } as never))).toEqual({ code: "endeavor-unknown-command", details: {} });
  });

  it("GM overrides keep the track legal; undo is a replay of the log minus its last command", () => {
    const s0 = setup({ kind: "monstrous", participants: [ally("a"), monster("m")] });
    const r = run(s0, [choose("a", "Hurt", [2, 2]), choose("m", "Head", [1, 4, 4]), act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
    const undone = replay(s0, r.log.slice(0, -1)).state;
    expect(get(undone, "m").position).toBe(10);
    expect(undone.turn.current).toBe("a");
    refused(s0, { type: "gm", gm: { op: "addButton", kind: "defeat", position: 0, owner: "m" } }, "endeavor-bad-button");
    refused(s0, { type: "gm", gm: { op: "removeButton", button: "nope" } }, "endeavor-bad-button");
    const ended = run(s0, [{ type: "gm", gm: { op: "end", winner: "allies" } }]).state;
    expect(ended.outcome).toMatchObject({ winner: "allies", reason: "gm" });
    refused(ended, choose("a", "Hurt", [2, 2]), "endeavor-over");
  });
});

describe("GM: an Endeavor with an Eye", () => {
  it('the Eye "cannot be Attacked directly" and is not removed: the GM ends the Endeavor instead', () => {
    const s = setup({ kind: "stealth", participants: [rogue("a"), theEye("eye")], land: [{ kind: "objective", position: 12, check: { stat: "Hand", difficulty: "easy" } }] });
    expect(refusalOf(s, gm({ op: "remove", id: "eye" }))).toEqual({ code: "endeavor-bad-target", details: { name: "eye", target: "eye" } });
    // Removing the last Objective while the Eye is warry ends it.
    const objective = s.buttons.find((b) => b.kind === "objective")!;
    const r = run(s, [gm({ op: "removeButton", button: objective.id })]);
    expect(r.state.outcome).not.toBeNull();
  });
});
