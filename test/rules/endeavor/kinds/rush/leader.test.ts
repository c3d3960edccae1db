/**
 * Rush's charge leader changed mid-Endeavor (the GM's "leader" override, leader.ts electLeader): the allies elect
 * another ally, who counts from then on — for the special action when the round's actions end and for the next
 * round's first turn — while the turns under way keep their order; the one replaced is not foiled; undo takes it back;
 * a foiled ally, a Monstrosity, the leader already leading, someone out of the Endeavor, or a kind without a leader is
 * refused and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { apply, previewOrder, replay, type Command, type EndeavorState } from "../../../../../src/rules/endeavor/index";
import { act, ally, choose, get, monster, refusalOf, refused, run, setup } from "../../helpers";

const elect = (id: string): Command => ({ type: "gm", gm: { op: "leader", id } });
const party = () => [ally("a"), ally("b"), ally("c"), monster("m", "6 (2)")];
/** Round 1 chosen, b leading: turns b, c, m, a. a holds the most temporary Blessings of the allies. */
const round1 = (): EndeavorState => run(setup({ kind: "rush", leader: "b", participants: party() }), [
  choose("a", "Head", [1, 1, 1, 1, 2, 2]), choose("b", "Head", [2, 2]), choose("c", "Head", [2, 2]), choose("m", "Head", [1, 1, 2]),
]).state;
const passAll = (s: EndeavorState) => {
  while (s.phase === "turns") s = apply(s, act(s.turn.current!, { kind: "pass" })).state;
  return s;
};

describe("the GM enters the allies' new charge leader", () => {
  it("mid-round: the leader changes at once, nobody is foiled, the turns under way keep their order", () => {
    const s = round1();
    expect([s.turn.current, previewOrder(s)]).toEqual(["b", ["b", "c", "m", "a"]]);
    const r = apply(s, elect("a"));
    expect([r.state.leader, r.state.foiled]).toEqual(["a", []]);
    expect(r.events).toEqual([{ type: "leaderElected", id: "a", from: "b" }]);
    expect([r.state.turn.current, previewOrder(r.state)]).toEqual(["b", ["b", "c", "m", "a"]]);
  });

  it("counts for the special action at the round's end (a, not b, is considered) and leads the next round", () => {
    const s = passAll(apply(round1(), elect("a")).state);
    // a (6 temporary Blessings) is now the ally considered; m holds 3.
    expect([s.phase, s.chooser]).toEqual(["special", ["a"]]);
    const next = apply(s, { type: "special", by: "a", special: null }).state;
    const chosen = [choose("a", "Hand", [2, 2]), choose("b", "Hand", [2, 2]), choose("c", "Hand", [2, 2]), choose("m", "Hurt", [2, 2])];
    const r2 = run(next, chosen).state;
    expect([r2.round, r2.turn.current, previewOrder(r2)]).toEqual([2, "a", ["a", "b", "c", "m"]]);
  });

  it("in the special phase, the chooser already named stays; the new leader counts from the next determination", () => {
    const s = passAll(round1());
    expect(s.chooser).toEqual(["m"]);
    expect(apply(s, elect("c")).state.chooser).toEqual(["m"]);
  });

  it("undo (the log replayed without it) gives the leader back", () => {
    const s0 = setup({ kind: "rush", leader: "b", participants: party() });
    const log: Command[] = [choose("a", "Head", [1, 1, 1, 1, 2, 2]), choose("b", "Head", [2, 2]), choose("c", "Head", [2, 2]), choose("m", "Head", [1, 1, 2]), elect("c")];
    const after = replay(s0, log).state;
    expect(after.leader).toBe("c");
    expect(replay(s0, log.slice(0, -1)).state).toEqual(round1());
  });

  it("refuses a foiled ally, a Monstrosity, the leader already leading, an ally out of the Endeavor, and any kind without a leader", () => {
    let s = passAll(round1());
    // m's Plot Victory foils b; c leads.
    s = apply(s, { type: "special", by: "m", special: { kind: "plotVictory", leader: "c" } }).state;
    expect([s.leader, s.foiled]).toEqual(["c", ["b"]]);
    refused(s, elect("b"), "endeavor-leader-foiled");
    refused(s, elect("m"), "endeavor-leader-monstrosity");
    refused(s, elect("c"), "endeavor-leader-already");
    const out = apply(s, { type: "gm", gm: { op: "remove", id: "a" } }).state;
    expect(get(out, "a").removed).not.toBeNull();
    refused(out, elect("a"), "endeavor-bad-leader");
    refused(out, elect("zz"), "endeavor-bad-leader");
    const monstrous = setup({ kind: "monstrous", participants: party() });
    refused(monstrous, elect("a"), "endeavor-action-unavailable");
    expect(apply(s, elect("a")).state.leader).toBe("a");
  });

  it("Declare Victory removes every ally at once: the leader last, so the lead is never passed to an ally it removes", () => {
    const schemes = Array.from({ length: 10 }, (_, i): Command => ({ type: "gm", gm: { op: "addButton", kind: "scheme", position: 10 + i, owner: null } }));
    const s = passAll(run(round1(), schemes).state);
    expect(s.chooser).toEqual(["m"]);
    const r = apply(s, { type: "special", by: "m", special: { kind: "declareVictoryAll" } });
    expect(r.events.flatMap((e) => (e.type === "removed" ? [e.id] : e.type === "leaderChanged" ? [`lead ${e.id}`] : []))).toEqual(["a", "c", "b"]);
    expect(r.state.outcome).toEqual({ winner: "monstrosities", winnerId: null, reason: "allies-removed" });
    expect(["a", "b", "c"].map((id) => get(r.state, id).removed?.reason)).toEqual(["victory", "victory", "victory"]);
  });

  it("each refusal names the one refused (the localised message reads it)", () => {
    const s = apply(passAll(round1()), { type: "special", by: "m", special: { kind: "plotVictory", leader: "c" } }).state;
    expect(refusalOf(s, elect("b"))).toEqual({ code: "endeavor-leader-foiled", details: { name: "b" } });
    expect(refusalOf(s, elect("m"))).toEqual({ code: "endeavor-leader-monstrosity", details: { name: "m" } });
    expect(refusalOf(s, elect("c"))).toEqual({ code: "endeavor-leader-already", details: { name: "c" } });
    expect(refusalOf(s, elect("zz"))).toEqual({ code: "endeavor-bad-leader", details: { name: "zz" } });
  });

  it("a GM override named by anything but its name (a console call's array or object) is unknown and changes nothing", () => {
    const s = apply(passAll(round1()), { type: "special", by: "m", special: { kind: "plotVictory", leader: "c" } }).state;
    for (const op of [["leader"], { toString: () => "leader" }]) {
      expect(refusalOf(s, { type: "gm", gm: { op, id: "a" } } as never)).toEqual({ code: "endeavor-unknown-command", details: {} });
    }
    expect(s.leader).toBe("c");
  });

  it("a refusal names the ally by name; with every ally foiled there is no leader to replace, and naming one is refused", () => {
    const named = setup({ kind: "rush", leader: "a", participants: [ally("a", { name: "Ada" }), ally("b", { name: "Bea" }), monster("m", "6 (2)")] });
    const round = (s: EndeavorState) => passAll(run(s, [choose("a", "Head", [2, 2]), choose("b", "Head", [2, 2]), choose("m", "Head", [1, 1, 2, 2])]).state);
    let s = apply(round(named), { type: "special", by: "m", special: { kind: "plotVictory" } }).state;
    expect([s.leader, s.foiled]).toEqual(["b", ["a"]]);
    expect(refusalOf(s, elect("a"))).toEqual({ code: "endeavor-leader-foiled", details: { name: "Ada" } });
    s = run(s, [choose("a", "Hand", [2, 2]), choose("b", "Hand", [2, 2]), choose("m", "Hand", [1, 1, 2, 2])]).state;
    s = apply(passAll(s), { type: "special", by: "m", special: { kind: "plotVictory" } }).state;
    expect([s.leader, s.foiled]).toEqual([null, ["a", "b"]]);
    s = run(s, [choose("a", "Heart", [2]), choose("b", "Heart", [2]), choose("m", "Heart", [1, 1, 2])]).state;
    s = passAll(s);
    expect(s.chooser).toEqual(["m"]);
    expect(refusalOf(s, { type: "special", by: "m", special: { kind: "plotVictory", leader: "a" } })).toEqual({ code: "endeavor-bad-leader", details: { name: "Ada" } });
    const none = apply(s, { type: "special", by: "m", special: { kind: "plotVictory" } });
    expect([none.state.leader, none.state.foiled, none.events.some((e) => e.type === "foiled" || e.type === "leaderChanged")]).toEqual([null, ["a", "b"], false]);
  });
});
