import { describe, expect, it } from "vitest";
import { ENDEAVOR_ERROR_CODES, parseSp, replay, statDie } from "../../../src/rules/endeavor/index";
import { act, ally, choose, get, monster, nextRound, refused, run, setup, STATS } from "./helpers";

describe("details", () => {
  it('parses SP notation "10 (3)"', () => {
    expect(parseSp("10 (3)")).toEqual({ sp: 10, recovery: 3 });
    expect(parseSp(" 8 ")).toEqual({ sp: 8, recovery: null });
    expect(() => parseSp("ten")).toThrow();
  });

  it('Tireless: "while the chosen Stat is spent, its Stat Die is replaced with a d6 or stays its original size, whichever is smaller"; other spent Stats roll d2', () => {
    let s = run(setup({ kind: "monstrous", participants: [ally("a", { stats: STATS({ Hurt: 10, Head: 8 }), specializations: ["Tireless"], tirelessStat: "Hurt" }), ally("b", { stats: STATS({ Head: 8 }) }), monster("m")] }), [
      choose("a", "Hurt", [2, 2, 2]), choose("b", "Head", [2, 2]), choose("m", "Head", [2, 2]),
    ]).state;
    s = nextRound(s);
    expect(statDie(s, get(s, "a"), "Hurt")).toBe(6);
    expect(statDie(s, get(s, "b"), "Head")).toBe(2);
    expect(statDie(s, get(s, "b"), "Hand")).toBe(4);
  });

  it('Dominating: "when an opponent activates a button that stops their movement as a result of your action … they continue moving"', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Dominating"] }), monster("m", "10")] }), [
      { type: "gm", gm: { op: "move", id: "m", to: 5 } }, { type: "gm", gm: { op: "addButton", kind: "zeal", position: 4, owner: "m" } },
      choose("a", "Hurt", [2, 2]), choose("m", "Head", [1, 4, 4]),
    ]).state;
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
    expect(get(r.state, "m").position).toBe(3);
  });

  it("v0.0.18 Monstrosity Advance adds two Schemes, one less per bust", () => {
    const s = setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a"), monster("m")] });
    const r = run(s, [
      { type: "rollPosition", by: "a", stat: "Head", roll: 9, blessings: [2, 2, 2, 2] }, { type: "rollPosition", by: "m", stat: "Head", roll: 6, blessings: [2, 2, 2] },
      act("m", { kind: "advance" }),
    ]);
    expect(r.state.buttons.filter((b) => b.kind === "scheme").length).toBe(1);
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

  it("every error code is a stable endeavor-* string in kebab-case (for HB.Error.<code>)", () => {
    expect(new Set(ENDEAVOR_ERROR_CODES).size).toBe(ENDEAVOR_ERROR_CODES.length);
    for (const c of ENDEAVOR_ERROR_CODES) expect(c).toMatch(/^endeavor(-[a-z0-9]+)+$/);
  });
});
