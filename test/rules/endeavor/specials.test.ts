import { describe, expect, it } from "vitest";
import { apply, comboEligibleTargets, specialsFor } from "../../../src/rules/endeavor/index";
import { act, ally, choose, get, monster, passAll, racer, refusalOf, refused, run, setup, types } from "./helpers";

const gmMove = (id: string, to: number) => ({ type: "gm" as const, gm: { op: "move" as const, id, to } });

describe("Special actions (Monstrous)", () => {
  const toSpecial = (aBless: number[], mBless: number[], over = {}) => passAll(run(setup({ kind: "monstrous", participants: [ally("a", over), ally("b"), monster("m", "12"), monster("n", "12")] }), [
    choose("a", "Head", aBless), choose("b", "Head", [2, 2]), choose("m", "Hurt", mBless), choose("n", "Hurt", [2, 2]),
  ]).state);

  it('"whoever has the highest number of Blessings chooses a special action"; others are refused', () => {
    const s = toSpecial([1, 1, 1, 3, 3], [2, 2]);
    expect(s.phase).toBe("special");
    expect(s.chooser).toEqual(["a"]);
    refused(s, { type: "special", by: "m", special: null }, "endeavor-not-chooser");
  });

  it("ties at table discretion: every tied participant may choose, or the earliest seat (option)", () => {
    const s = toSpecial([2, 2], [2, 2]);
    expect(s.chooser).toEqual(["a", "b", "m", "n"]);
    const seat = apply(s, { type: "gm", gm: { op: "setOptions", options: { specialTies: "seat" } } }).state;
    expect(seat.chooser).toEqual(["a", "b", "m", "n"]); // already chosen this round; next round uses the option
  });

  it('Ally Perform Combo: "Move up by your number of temporary Blessings … you and your allies may move down … opponents move down by a total of the amount moved"', () => {
    const s = toSpecial([1, 1, 1, 3, 3], [2, 2]);
    const r = run(s, [{ type: "special", by: "a", special: { kind: "combo", down: { a: 3, b: 0 }, opponents: { m: 1, n: 2 } } }]);
    expect(get(r.state, "a")).toMatchObject({ position: 2, temporary: [] });
    expect(get(r.state, "m").position).toBe(11);
    expect(get(r.state, "n").position).toBe(10);
    expect(r.state.round).toBe(2);
    refused(s, { type: "special", by: "a", special: { kind: "combo", down: { a: 6 } } }, "endeavor-below-zero");
    refused(s, { type: "special", by: "a", special: { kind: "combo", down: { a: 2 }, opponents: { m: 1 } } }, "endeavor-bad-distribution");
  });

  it('Ally Declare Victory: "If you are at position 30 or higher, spend all your temporary Blessings and choose an opponent to remove"', () => {
    const s = toSpecial([1, 1, 1, 3, 3], [2, 2]);
    refused(s, { type: "special", by: "a", special: { kind: "declareVictory", target: "m" } }, "endeavor-special-unmet");
    const r = run(s, [gmMove("a", 30), { type: "special", by: "a", special: { kind: "declareVictory", target: "m" } }]);
    expect(get(r.state, "m").removed).toMatchObject({ reason: "victory", by: "a" });
    expect(get(r.state, "a").temporary).toEqual([]);
  });

  it('Monstrosity Perform Combo: "additional opponents with … less than half your number of temporary Blessings … wound the chosen opponents"', () => {
    const s = toSpecial([2, 2], [1, 1, 1, 1, 6, 6]); // m has 6: half is 3; a and b have 2
    expect(s.chooser).toEqual(["m"]);
    const r = run(s, [{ type: "special", by: "m", special: { kind: "combo", targets: ["a", "b"] } }]);
    expect(r.state.buttons.filter((b) => b.kind === "wound").map((b) => b.owner)).toEqual(["a", "b"]);
    expect(get(r.state, "m").temporary).toEqual([]);
  });

  it('Monstrosity Declare Victory: "If there are 10 or more Scheme buttons in a row … choose an opponent to remove"', () => {
    let s = toSpecial([2, 2], [1, 1, 1, 1, 6, 6]);
    refused(s, { type: "special", by: "m", special: { kind: "declareVictory", target: "a" } }, "endeavor-special-unmet");
    for (let i = 0; i < 10; i += 1) s = apply(s, { type: "gm", gm: { op: "addButton", kind: "scheme", position: 12 + i, owner: null } }).state;
    const r = run(s, [{ type: "special", by: "m", special: { kind: "declareVictory", target: "a" } }]);
    expect(get(r.state, "a").removed).toMatchObject({ reason: "victory" });
    expect(types(r.events)).toContain("roundStarted");
  });
});

describe("Racing (v0.0.21.10)", () => {
  const race = () => setup({ kind: "racing", participants: [racer("r1", { blessings: [3, 5] }), racer("r2")], terrain: [{ position: 2 }, { position: 6, area: ["Hand", "Hurry"] }], options: { finishLine: 12 } });

  it('Setup: "All racers begin at position 0"; the lay of the land as personal Terrain buttons', () => {
    const s = race();
    expect(s.participants.map((p) => p.position)).toEqual([0, 0]);
    expect(s.buttons.filter((b) => b.kind === "terrain").map((b) => [b.owner, b.position])).toEqual([["r1", 2], ["r2", 2], ["r1", 6], ["r2", 6]]);
  });

  it('Terrain: "Activated when you move over it while moving up. Effect: End your movement"; Area limits Action Dice', () => {
    const s = run(race(), [choose("r1", "Hand", [2, 2]), choose("r2", "Hand", [1, 2, 2])]).state;
    const r = run(s, [act("r1", { kind: "advance", roll: [9] })]); // X 2 (d8): stops on 2
    expect(get(r.state, "r1").position).toBe(2);
    const at6 = run(race(), [gmMove("r1", 6)]).state;
    refused(at6, choose("r1", "Head", [2]), "endeavor-stat-limited");
  });

  it('Fatigue: "When you spend a Blessing, gain a Fatigue button"; the end-of-round Fatigue Check is Easy plus a rank per extra button', () => {
    let s = run(race(), [choose("r1", "Hand", [2, 2]), choose("r2", "Hand", [1, 2, 2])]).state;
    s = run(s, [act("r1", { kind: "protect", target: "r1", pay: { permanent: [3, 5] } })]).state;
    expect(s.buttons.filter((b) => b.kind === "fatigue" && b.owner === "r1").length).toBe(2);
    s = passAll(s);
    expect(s.phase).toBe("fatigue");
    refused(s, { type: "fatigueCheck", by: "r2", roll: [5] }, "endeavor-not-fatigued");
    // Two buttons: Easy + 1 rank = Normal, one roll.
    const ok = run(s, [{ type: "fatigueCheck", by: "r1", roll: [6] }]);
    expect(ok.state.buttons.some((b) => b.kind === "fatigue")).toBe(false);
    expect(ok.state.phase).toBe("special");
    const fail = run(s, [{ type: "fatigueCheck", by: "r1", roll: [2] }]);
    expect(get(fail.state, "r1").removed).toMatchObject({ reason: "fatigue" });
    expect(fail.state.outcome).toMatchObject({ winnerId: "r2", reason: "last-standing" });
  });

  it('Overcome: "Move up by X, ignoring the first Terrain button you would activate during this movement"', () => {
    let s = run(race(), [choose("r1", "Hand", [2, 2, 2]), choose("r2", "Hand", [2, 2])]).state;
    s = passAll(s);
    expect(s.chooser).toEqual(["r1"]);
    const r = run(s, [{ type: "special", by: "r1", special: { kind: "overcome" } }]);
    expect(get(r.state, "r1").position).toBe(2); // X 2 from 0, the Terrain at 2 ignored
    refused(s, { type: "special", by: "r1", special: { kind: "combo" } }, "endeavor-action-unavailable");
  });

  it('Racer violent Attack: "another racer … On other successes, they move down by X"; first to the finish line wins', () => {
    const s = run(race(), [gmMove("r1", 4), gmMove("r2", 5), choose("r1", "Hurt", [2, 2]), choose("r2", "Hand", [1, 2, 2])]).state;
    refused(s, act("r1", { kind: "attack", violent: true, targets: ["r2", "r2"], roll: [9] }), "endeavor-bad-target");
    const r = run(s, [act("r1", { kind: "attack", violent: true, targets: ["r2"], roll: [9] })]);
    expect(get(r.state, "r2").position).toBe(3);
    const s2 = run(race(), [gmMove("r1", 11), choose("r1", "Hand", [2, 2]), choose("r2", "Hand", [1, 2, 2])]).state;
    const fin = run(s2, [act("r1", { kind: "advance", roll: [9] })]);
    expect(fin.state.outcome).toMatchObject({ winnerId: "r1", reason: "finish-line" });
    expect(fin.state.phase).toBe("ended");
  });
});

describe("Special actions: edges and what a refusal names", () => {
  const toSpecial = (aBless: number[], mBless: number[]) => passAll(run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), ally("b", { name: "Bo" }), monster("m", "12", { name: "Maw" }), monster("n", "12", { name: "Nix" })] }), [
    choose("a", "Head", aBless), choose("b", "Head", [2, 2]), choose("m", "Hurt", mBless), choose("n", "Hurt", [2, 2]),
  ]).state);
  const special = (by: string, sp: unknown) => ({ type: "special" as const, by, special: sp as never });

  it("a special action not on the participant's table names it; Overcome is the racers'", () => {
    const s = toSpecial([1, 1, 1, 3, 3], [2, 2]);
    expect(refusalOf(s, special("a", { kind: "overcome" }))).toEqual({ code: "endeavor-action-unavailable", details: { name: "Ada", action: "overcome" } });
    expect(refusalOf(s, special("a", { kind: "fly" }))).toEqual({ code: "endeavor-action-unavailable", details: { name: "Ada", action: "fly" } });
    expect(specialsFor({ state: s }, get(s, "a"))).toEqual(["combo", "declareVictory"]);
  });

  it('Declare Victory at exactly 30, not 29; ten Schemes in a row, not nine', () => {
    const s = toSpecial([1, 1, 1, 3, 3], [2, 2]);
    expect(refusalOf(run(s, [gmMove("a", 29)]).state, special("a", { kind: "declareVictory", target: "m" }))).toEqual({ code: "endeavor-special-unmet", details: {} });
    const won = run(s, [gmMove("a", 30), special("a", { kind: "declareVictory", target: "m" })]);
    expect(get(won.state, "m").removed).toMatchObject({ reason: "victory", by: "a" });
    // The target must be an opponent.
    expect(refusalOf(run(s, [gmMove("a", 30)]).state, special("a", { kind: "declareVictory", target: "b" })).code).toBe("endeavor-bad-target");
    let m = toSpecial([2, 2], [1, 1, 1, 1, 6, 6]);
    for (let i = 0; i < 9; i += 1) m = apply(m, { type: "gm", gm: { op: "addButton", kind: "scheme", position: 12 + i, owner: null } }).state;
    expect(refusalOf(m, special("m", { kind: "declareVictory", target: "a" })).code).toBe("endeavor-special-unmet");
    m = apply(m, { type: "gm", gm: { op: "addButton", kind: "scheme", position: 21, owner: null } }).state;
    expect(get(run(m, [special("m", { kind: "declareVictory", target: "a" })]).state, "a").removed).toMatchObject({ reason: "victory", by: "m" });
  });

  it("Ally Perform Combo: only you and your allies move down, by whole amounts of 0 or more", () => {
    const s = toSpecial([1, 1, 1, 3, 3], [2, 2]);
    for (const down of [{ m: 1 }, { a: 1.5 }, { a: -1 }]) {
      expect(refusalOf(s, special("a", { kind: "combo", down })), JSON.stringify(down)).toEqual({ code: "endeavor-bad-distribution", details: {} });
    }
    const gone = run(s, [{ type: "gm", gm: { op: "remove", id: "b" } }]).state;
    expect(refusalOf(gone, special("a", { kind: "combo", down: { b: 1 } })).code).toBe("endeavor-bad-distribution");
    // Moved 3 in all, shared evenly over the opponents by default (the first takes the odd one).
    const r = run(s, [special("a", { kind: "combo", down: { a: 3 } })]);
    expect([get(r.state, "a").position, get(r.state, "m").position, get(r.state, "n").position]).toEqual([2, 10, 11]);
    // A share for an ally is refused.
    expect(refusalOf(s, special("a", { kind: "combo", down: { a: 2 }, opponents: { b: 2 } })).code).toBe("endeavor-bad-target");
  });

  it("Ally Perform Combo: the opponents' share can bring the last Monstrosity onto its Defeat button", () => {
    const s = toSpecial([1, 1, 1, 3, 3], [2, 2]);
    const r = run(s, [{ type: "gm", gm: { op: "remove", id: "n" } }, gmMove("m", 1), special("a", { kind: "combo", down: { a: 1 } })]);
    expect(get(r.state, "m").position).toBe(0);
    expect(get(r.state, "m").removed).toMatchObject({ reason: "defeat" });
    expect(r.state.outcome).toMatchObject({ winner: "allies" });
  });

  it("Monstrosity Perform Combo: an addition with too many Blessings is named; anyone with three Wounds in a row is removed", () => {
    const s = toSpecial([2, 2], [1, 1, 1, 1, 6, 6]);
    expect(s.chooser).toEqual(["m"]);
    const many = run(s, [{ type: "gm", gm: { op: "addButton", kind: "wound", position: 3, owner: "b" } }]).state;
    expect(refusalOf({ ...many, participants: many.participants.map((p) => (p.id === "b" ? { ...p, temporary: [1, 1, 1] } : p)) }, special("m", { kind: "combo", targets: ["a", "b"] })))
      .toEqual({ code: "endeavor-bad-target", details: { name: "Maw", target: "Bo" } });
    // b already holds Wounds at 0 and 1: the Combo's Wound at 2 makes three in a row; a, wounded once, stays.
    const wounded = run(s, [
      { type: "gm", gm: { op: "addButton", kind: "wound", position: 0, owner: "b" } }, { type: "gm", gm: { op: "addButton", kind: "wound", position: 1, owner: "b" } },
      special("m", { kind: "combo", targets: ["a", "b"] }),
    ]);
    expect(get(wounded.state, "b").removed).toMatchObject({ by: "m" });
    expect(get(wounded.state, "a").removed).toBeNull();
    expect(refusalOf(s, special("m", { kind: "combo", targets: [] })).code).toBe("endeavor-no-target");
  });
});

describe("comboEligibleTargets for someone who has left", () => {
  it("a Monstrosity no longer in the Endeavor may choose nobody", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m"), monster("n")] }), [{ type: "gm", gm: { op: "remove", id: "m" } }]).state;
    expect(comboEligibleTargets(s, "m")).toEqual({ first: [], additional: [] });
    expect(comboEligibleTargets(s, "n")).toEqual({ first: ["a"], additional: [] });
  });
});

describe("Ally Perform Combo's default share", () => {
  it("goes to the opponents still in the Endeavor", () => {
    const s = passAll(run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m", "12"), monster("n", "12"), monster("o", "12")] }), [
      { type: "gm", gm: { op: "remove", id: "n" } },
      choose("a", "Head", [1, 1, 1, 3, 3]), choose("b", "Head", [2, 2]), choose("m", "Hurt", [2, 2]), choose("o", "Hurt", [2, 2]),
    ]).state);
    expect(s.chooser).toEqual(["a"]);
    const r = run(s, [{ type: "special", by: "a", special: { kind: "combo", down: { a: 3 } } }]);
    expect([get(r.state, "m").position, get(r.state, "n").position, get(r.state, "o").position]).toEqual([10, 12, 11]);
  });
});

describe("Perform Combo records and the special-action table", () => {
  it("the Combo's own move up names who made it; the opponents' moves down too", () => {
    const s = passAll(run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m", "12")] }), [
      choose("a", "Head", [1, 1, 3]), choose("b", "Head", [2, 2]), choose("m", "Hurt", [2, 2]),
    ]).state);
    const r = run(s, [{ type: "special", by: "a", special: { kind: "combo", down: { a: 1 } } }]);
    expect(r.events.filter((e) => e.type === "moved")).toEqual([
      { type: "moved", id: "a", from: 0, to: 3, cause: "a" },
      { type: "moved", id: "a", from: 3, to: 2, cause: "a" },
      { type: "moved", id: "m", from: 12, to: 11, cause: "a" },
    ]);
  });

  it("specialsFor hands out a copy: changing it changes nobody's table", () => {
    const s = setup({ kind: "monstrous", participants: [ally("a"), monster("m")] });
    const list = specialsFor({ state: s }, get(s, "a"));
    list.push("overcome");
    expect(specialsFor({ state: s }, get(s, "a"))).toEqual(["combo", "declareVictory"]);
  });
});
