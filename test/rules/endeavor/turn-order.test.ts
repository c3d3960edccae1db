import { describe, expect, it } from "vitest";
import { apply, canReverse, nextActor, previewOrder, type Command, type EndeavorState } from "../../../src/rules/endeavor/index";
import { directionAway, inRound } from "../../../src/rules/endeavor/turn-order";
import { ally, choose, deepFreeze, get, monster, nextRound, pass, passAll, refused, run, setup } from "./helpers";

/** The state with these participants' temporary Blessings set to that many 2s. */
function withCounts(s: EndeavorState, counts: Record<string, number>): EndeavorState {
  return { ...s, participants: s.participants.map((p) => (p.id in counts ? { ...p, temporary: Array.from({ length: counts[p.id]! }, () => 2) } : p)) };
}

/** Four seats a, b, c, m (default edition) with each one's temporary Blessings as given, all chosen. */
function seated(counts: [number, number, number, number], options: Record<string, unknown> = {}): EndeavorState {
  const s = setup({ kind: "monstrous", participants: [ally("a"), ally("b"), ally("c"), monster("m")], options });
  const twos = (n: number) => Array.from({ length: n }, () => 2);
  // Home (d4): X is 1, so one Blessing or more may be supplied (bumps add more).
  return run(s, ["a", "b", "c", "m"].map((id, i): Command => choose(id, "Home", twos(counts[i]!)))).state;
}

describe("Turn order (v0.0.21.10, rotate)", () => {
  it("rotates away from the one with the most, by the shorter way round", () => {
    // Fewest a (1); most b (5) right after a: the turns go a → m → c → b (away from b).
    const s = seated([1, 5, 2, 3]);
    expect(previewOrder(s)).toEqual(["a", "m", "c", "b"]);
    expect(s.turn).toMatchObject({ direction: -1, anchor: "b", current: "a" });
  });

  it("the one with the most straight across the circle is a tie: seat order goes forward, reverse-seat backward", () => {
    const ring = (s: EndeavorState) => inRound(s);
    const s = seated([1, 2, 5, 3]);
    const [a, b, c, m] = ring(s);
    expect(directionAway(s, ring(s), a!, c!)).toBe(1);
    expect(directionAway(s, ring(s), a!, a!)).toBe(1);
    expect(directionAway(s, ring(s), a!, b!)).toBe(-1);
    expect(directionAway(s, ring(s), a!, m!)).toBe(1);
    expect(directionAway(s, ring(s), c!, b!)).toBe(1);
    expect(directionAway(s, ring(s), c!, m!)).toBe(-1);
    const r = seated([1, 2, 5, 3], { turnTies: "reverse-seat" });
    expect(directionAway(r, ring(r), a!, c!)).toBe(-1);
    expect(directionAway(r, ring(r), a!, a!)).toBe(-1);
    expect(directionAway(r, ring(r), a!, b!)).toBe(-1);
    expect(previewOrder(r)).toEqual(["a", "m", "c", "b"]);
    expect(previewOrder(s)).toEqual(["a", "b", "c", "m"]);
  });

  it('ties for fewest and most "at table discretion": earliest seat, or latest with reverse-seat', () => {
    // b and c both fewest (1), a and m both most (4).
    const s = seated([4, 1, 1, 4]);
    expect(s.turn).toMatchObject({ current: "b", anchor: "a", direction: 1 });
    expect(previewOrder(s)).toEqual(["b", "c", "m", "a"]);
    const r = seated([4, 1, 1, 4], { turnTies: "reverse-seat" });
    expect(r.turn).toMatchObject({ current: "c", anchor: "m", direction: -1 });
    expect(previewOrder(r)).toEqual(["c", "b", "a", "m"]);
  });

  it("a delayed participant is passed over while anyone else waits, then gets the turn back", () => {
    let s = seated([1, 2, 3, 4]);
    expect(previewOrder(s)).toEqual(["a", "b", "c", "m"]);
    s = apply(s, pass("a")).state;
    expect(get(s, "a").delayed).toBe(true);
    expect([s.turn.current, previewOrder(s)]).toEqual(["b", ["b", "c", "m", "a"]]);
    s = run(s, [pass("b"), pass("c")]).state;
    // Only m undelayed: m next, then the delayed in seat order from m.
    expect([s.turn.current, nextActor(s), previewOrder(s)]).toEqual(["m", "m", ["m", "a", "b", "c"]]);
  });

  it("nobody waiting: no next actor, and no preview outside the turns", () => {
    const s = setup({ kind: "monstrous", participants: [ally("a"), monster("m")] });
    expect(s.phase).toBe("choosing");
    expect(previewOrder(s)).toEqual([]);
    const t = passAll(run(s, [choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [2, 2])]).state);
    expect(t.phase).toBe("special");
    expect(nextActor(t)).toBeNull();
    expect(previewOrder(t)).toEqual([]);
  });

  it('"Reversing Turn Order": only the anchor, only once someone has strictly more, only in the turns', () => {
    // a fewest (1), m most (4) right before a: a → b → c → m.
    const s = seated([1, 2, 3, 4]);
    expect([s.turn.anchor, s.turn.direction]).toEqual(["m", 1]);
    expect(canReverse(s, "m")).toBe(false); // m still has the most
    refused(s, { type: "reverseTurnOrder", by: "m" }, "endeavor-cannot-reverse");
    // c now holds as many as m: still nobody with strictly more.
    expect(canReverse(withCounts(s, { c: 4 }), "m")).toBe(false);
    const over = withCounts(s, { c: 5 });
    expect(canReverse(over, "m")).toBe(true);
    expect(canReverse(over, "c")).toBe(false); // only the one the rotation moves away from
    expect(canReverse(over, "a")).toBe(false);
    expect(canReverse(over, "zz")).toBe(false);
    const r = apply(over, { type: "reverseTurnOrder", by: "m" });
    expect(r.state.turn.direction).toBe(-1);
    // The rotation now moves away from the new holder of the most.
    expect(r.state.turn.anchor).toBe("c");
    expect(r.events).toContainEqual({ type: "turnOrderReversed", by: "m", direction: -1 });
    expect(canReverse(r.state, "m")).toBe(false);
    expect(previewOrder(r.state)).toEqual(["a", "m", "c", "b"]);
    // Reversing again (now c, once someone has more than c) turns it forward.
    const again = apply(withCounts(r.state, { b: 6 }), { type: "reverseTurnOrder", by: "c" });
    expect([again.state.turn.direction, again.state.turn.anchor]).toEqual([1, "b"]);
  });

  it("a removed anchor cannot reverse, nor anyone outside the turns or in v0.0.18", () => {
    const s = withCounts(seated([1, 2, 3, 4]), { c: 5 });
    const gone = apply(s, { type: "gm", gm: { op: "remove", id: "m" } }).state;
    expect(canReverse({ ...gone, turn: { ...gone.turn, anchor: "m" } }, "m")).toBe(false);
    expect(canReverse({ ...s, phase: "special" }, "m")).toBe(false);
    const old = setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] });
    const t = run(old, [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 2, blessings: [2] },
      { type: "rollPosition", by: "b", stat: "Hurt", roll: 4, blessings: [2, 2, 2, 2, 2] },
      { type: "rollPosition", by: "m", stat: "Hurt", roll: 6, blessings: [2, 2, 2] },
    ]).state;
    expect(t.turn.anchor).toBeNull();
    expect(canReverse({ ...t, turn: { ...t.turn, anchor: "m" } }, "m")).toBe(false);
  });
});

describe("Turn order (v0.0.18, fewest first)", () => {
  it('"whoever has not acted yet with the least": ties earliest seat, or latest with reverse-seat', () => {
    const pos = (by: string, blessings: number[]): Command => ({ type: "rollPosition", by, stat: "Hurt", roll: 4, blessings });
    const make = (options = {}) => run(setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a"), ally("b"), ally("c"), monster("m")], options }), [
      pos("a", [2, 2, 2, 2]), pos("b", [2, 2]), pos("c", [2, 2]), pos("m", [2, 2, 2, 2, 2]),
    ]).state;
    expect(previewOrder(make())).toEqual(["b", "c", "a", "m"]);
    expect(previewOrder(make({ turnTies: "reverse-seat" }))).toEqual(["c", "b", "a", "m"]);
    expect(make().turn).toMatchObject({ direction: 1, anchor: null, current: "b" });
  });
});

describe("Turn order (Rush, clockwise from the charge leader)", () => {
  const party = () => [ally("a"), ally("b"), ally("c"), monster("m", "6 (2)"), ally("d")];
  const chooseAll = (s: EndeavorState, skip: string[]) =>
    run(s, s.participants.map((p): Command => (skip.includes(p.id) ? { type: "skipRound", by: p.id } : choose(p.id, "Hurt", [2, 2])))).state;

  it("a leader skipping the round hands the first turn to the next clockwise in the round", () => {
    const s = chooseAll(setup({ kind: "rush", leader: "c", participants: party() }), ["c", "m"]);
    expect(s.turn).toMatchObject({ current: "d", direction: 1, anchor: null });
    expect(previewOrder(s)).toEqual(["d", "a", "b"]);
    const led = chooseAll(setup({ kind: "rush", leader: "b", participants: party() }), []);
    expect(previewOrder(led)).toEqual(["b", "c", "m", "d", "a"]);
  });

  it("without a leader the first Monstrosity in the round goes first; with none in the round, the first seat", () => {
    const s = chooseAll(setup({ kind: "rush", participants: party() }), []);
    expect(previewOrder(s)).toEqual(["m", "d", "a", "b", "c"]);
    const noMonster = chooseAll(setup({ kind: "rush", participants: party() }), ["m", "a"]);
    expect(previewOrder(noMonster)).toEqual(["b", "c", "d"]);
  });
});

describe("Turn order: a delayed participant whose waiting ally leaves", () => {
  it("a delays, the one waiting leaves in their turn: the turn goes on round to a", () => {
    let s = run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] }), [
      choose("a", "Home", [2, 2]), choose("b", "Home", [2, 2, 2]), choose("m", "Home", [2]),
    ]).state;
    expect(previewOrder(s)).toEqual(["m", "a", "b"]);
    s = run(s, [{ type: "act", by: "m", action: { kind: "advance", roll: [3] } }, pass("a")]).state;
    expect([s.turn.current, get(s, "a").delayed]).toEqual(["b", true]);
    s = run(s, [{ type: "gm", gm: { op: "remove", id: "b" } }]).state;
    expect(s.turn.current).toBe("a");
    expect(nextActor(s)).toBe("a");
  });
});

describe("Turn order: reading it changes nothing; a round nobody takes", () => {
  it("previewOrder leaves the state as it was (it plays the rest of the round on a copy)", () => {
    let s = seated([1, 2, 3, 4]);
    s = apply(s, pass("a")).state;
    const frozen = deepFreeze(s);
    const before = JSON.stringify(frozen);
    expect(previewOrder(frozen)).toEqual(["b", "c", "m", "a"]);
    expect(previewOrder(frozen)).toEqual(["b", "c", "m", "a"]);
    expect(JSON.stringify(frozen)).toBe(before);
  });

  it("everyone skipping the round: no turns, and the next round begins", () => {
    let s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }), [choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [2, 2])]).state;
    s = nextRound(s);
    expect(s.round).toBe(2);
    const r = run(s, [{ type: "skipRound", by: "a" }, { type: "skipRound", by: "m" }]);
    expect(r.events.filter((e) => e.type === "turnStarted")).toEqual([]);
    expect(r.events).toContainEqual({ type: "turnOrderSet", direction: 1, anchor: null, first: null });
    expect(r.state.round).toBe(3);
  });
});

describe("Rush: the turn order as the tracker hears it", () => {
  it("says clockwise from whoever goes first, with no one to turn away from", () => {
    const r = run(setup({ kind: "rush", leader: "b", participants: [ally("a"), ally("b"), monster("m", "6 (2)")] }), [
      choose("a", "Hurt", [2, 2]), choose("b", "Hurt", [2, 2]), choose("m", "Hurt", [2, 2]),
    ]);
    expect(r.events).toContainEqual({ type: "turnOrderSet", direction: 1, anchor: null, first: "b" });
  });
});
