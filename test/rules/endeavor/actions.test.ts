import { describe, expect, it } from "vitest";
import { apply, sureFootedCheck, zealousDie } from "../../../src/rules/endeavor/index";
import { STATS, act, ally, choose, get, monster, pass, refusalOf, refused, run, seededRng, setup, types } from "./helpers";

// a (Hurt d6, X 2) acts first with one temporary Blessing; m (SP 10 (3)) second.
const start = (extra: Parameters<typeof ally>[1] = {}, mExtra: Parameters<typeof monster>[2] = {}, aStat = "Hurt") =>
  run(setup({ kind: "monstrous", participants: [ally("a", extra), ally("b"), monster("m", "10 (3)", mExtra)] }), [
    choose("a", aStat, [1, 2]), choose("b", "Head", [3, 3, 3].slice(0, 2).concat([1])), choose("m", "Hurt", [1, 1, 4, 4]),
  ]).state;

describe("Ally actions (v0.0.21.10, Monstrous)", () => {
  it('Attack, violent: "Hurt only … On other successes, they move down by a total of X"', () => {
    const r = run(start(), [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
    expect(get(r.state, "m").position).toBe(8);
    expect(r.events.find((e) => e.type === "check")).toMatchObject({ check: { outcome: "medium", success: true } });
  });

  it('Attack, violent: "On a Maximum Success, remove one of them from the Endeavor" — and the allies win', () => {
    const r = run(start(), [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [20] })]);
    expect(get(r.state, "m").removed).toMatchObject({ reason: "maximum", by: "a" });
    expect(r.state.outcome).toMatchObject({ winner: "allies", reason: "opponents-removed" });
    expect(r.state.participants.every((p) => p.temporary.length === 0)).toBe(true);
  });

  it("Attack, violent, not with Hurt is refused (endeavor-violent-needs-hurt); non-violent with Hurt too", () => {
    refused(start({}, {}, "Head"), act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] }), "endeavor-violent-needs-hurt");
    refused(start(), act("a", { kind: "attack", violent: false, targets: ["m"], roll: [9] }), "endeavor-not-hurt");
    refused(start(), act("a", { kind: "advance", roll: [9] }), "endeavor-not-hurt");
  });

  it('"up to X opponents": more targets than X are refused; group movement is split as the Attacker chooses', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m"), monster("n", "8"), monster("o", "6")] }), [
      choose("a", "Hurt", [2, 2]), choose("m", "Head", [3, 3]), choose("n", "Head", [3, 3]), choose("o", "Head", [3, 3]),
    ]).state;
    refused(s, act("a", { kind: "attack", violent: true, targets: ["m", "n", "o"], roll: [9] }), "endeavor-too-many-targets");
    refused(s, act("a", { kind: "attack", violent: true, targets: ["m", "m"], roll: [9] }), "endeavor-bad-target");
    refused(s, act("a", { kind: "attack", violent: true, targets: ["m", "n"], roll: [9], split: { m: 2, n: 1 } }), "endeavor-bad-distribution");
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["m", "n"], roll: [9], split: { m: 0, n: 2 } })]);
    expect(get(r.state, "n").position).toBe(6);
    expect(get(r.state, "m").position).toBe(10);
  });

  it('Attack, non-violent: "steal a total of X temporary Blessings … They then gain a number of new temporary Blessings equal to the amount they lost"', () => {
    const s = start({}, {}, "Head");
    const r = run(s, [act("a", { kind: "attack", violent: false, targets: ["m"], roll: [9], regained: { m: [6, 2] } })]);
    expect(get(r.state, "a").temporary).toEqual([1, 2, 4, 4]);
    expect(get(r.state, "m").temporary).toEqual([1, 1, 6, 2]);
  });

  it('Advance: "On a success, move up by X"; a failure changes nothing on the track', () => {
    expect(get(run(start({}, {}, "Head"), [act("a", { kind: "advance", roll: [8] })]).state, "a").position).toBe(2);
    expect(get(run(start({}, {}, "Head"), [act("a", { kind: "advance", roll: [4] })]).state, "a").position).toBe(0);
  });

  it("acting out of turn is refused (endeavor-not-your-turn) and changes nothing", () => {
    refused(start(), act("m", { kind: "advance", roll: [9] }), "endeavor-not-your-turn");
    refused(start(), act("nobody", { kind: "pass" }), "endeavor-unknown-participant");
  });

  it('Protect: "For each Blessing spent, their relevant Attacks are one rank more difficult, until your next turn"', () => {
    let s = run(start(), [act("a", { kind: "protect", target: "b", pay: { temporary: [1, 2] } })]).state;
    expect(s.protections).toEqual([{ by: "a", target: "b", ranks: 2, until: 2 }]);
    s = run(s, [pass("b")]).state; // b delays
    expect(s.turn.current).toBe("m");
    // Normal + 2 ranks = Hard + 1 more roll (reading): three rolls, all must succeed.
    refused(s, act("m", { kind: "attack", violent: true, targets: ["b"], roll: [9] }), "endeavor-bad-roll");
    const r = run(s, [act("m", { kind: "attack", violent: true, targets: ["b"], roll: [9, 9, 3] })]);
    expect(r.events.find((e) => e.type === "check")).toMatchObject({ check: { success: false, extraRanks: 2 } });
    expect(r.state.buttons.filter((b) => b.kind === "wound")).toEqual([]);
    // Unprotected a is attacked normally.
    const r2 = run(s, [act("m", { kind: "attack", violent: true, targets: ["a"], roll: [9] })]);
    expect(types(r2.events)).toContain("wounded");
  });

  it('Pass: "Delay your action so you can Help another character who has not acted … Help may be used to increase X values"', () => {
    let s = run(start({ blessings: [5] }), [pass("a")]).state;
    expect(s.turn.current).toBe("b");
    // b (Head) advances; a, delayed, Helps with a 5: +2 on X (half, rounded down).
    const r = run(s, [act("b", { kind: "advance", roll: [8], helpers: [{ by: "a", pay: { permanent: [5] }, use: "x" }] })]);
    expect(get(r.state, "b").position).toBe(4);
    expect(get(r.state, "a").acted).toBe(true);
    expect(get(r.state, "a").blessings).toEqual([]);
    s = r.state;
    expect(s.turn.current).toBe("m");
    refused(s, act("m", { kind: "attack", violent: true, targets: ["b"], roll: [8], helpers: [{ by: "a", pay: { temporary: [1] } }] }), "endeavor-bad-helper");
  });

  it('Unique Skill: "Spend ⊜⊜ … Take two other actions combined"; a Monstrosity needs the Unique tag', () => {
    const s = start({}, {}, "Head");
    refused(s, act("a", { kind: "unique", pay: { temporary: [1, 2] }, actions: [{ kind: "advance", roll: [8] }, { kind: "advance", roll: [8] }] }), "endeavor-cost-not-met");
    const s2 = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }), [choose("a", "Head", [3, 3]), choose("m", "Head", [1, 4, 4])]).state;
    const r = run(s2, [act("a", { kind: "unique", pay: { temporary: [3, 3] }, actions: [{ kind: "advance", roll: [8] }, { kind: "advance", roll: [9] }] })]);
    expect(get(r.state, "a").position).toBe(4);
    refused(r.state, act("m", { kind: "unique", pay: { temporary: [4, 4] }, actions: [{ kind: "advance", roll: [8] }, { kind: "advance", roll: [8] }] }), "endeavor-not-unique");
    const s3 = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { tags: ["Unique"] })] }), [choose("a", "Head", [3, 3]), choose("m", "Head", [1, 4, 4])]).state;
    const r3 = run(s3, [pass("a"), act("m", { kind: "unique", pay: { temporary: [4, 4] }, actions: [{ kind: "advance", roll: [8] }, { kind: "advance", roll: [8] }] })]);
    expect(r3.state.buttons.filter((b) => b.kind === "scheme").map((b) => b.position)).toEqual([10, 11, 12, 13]);
  });

  it("Zealous: Zeal buttons 1 below you and your allies; Head/Heart only; Recharge ④ before using it again", () => {
    let s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Zealous"], blessings: [4] }), ally("b"), monster("m")] }), [
      choose("a", "Head", [2, 2]), choose("b", "Head", [1, 3, 3]), choose("m", "Hurt", [1, 1, 4, 4]),
    ]).state;
    s = run(s, [{ type: "gm", gm: { op: "move", id: "a", to: 3 } }, { type: "gm", gm: { op: "move", id: "b", to: 1 } }]).state;
    const r = run(s, [act("a", { kind: "zealous" })]);
    expect(r.state.buttons.filter((b) => b.kind === "zeal").map((b) => [b.owner, b.position])).toEqual([["a", 2], ["b", 0]]);
    expect(get(r.state, "a").needsRecharge).toEqual(["Zealous"]);
    const paid = run(r.state, [{ type: "recharge", by: "a", specialization: "Zealous", pay: { permanent: [4] } }]);
    expect(get(paid.state, "a").needsRecharge).toEqual([]);
    const wrong = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Zealous"], stats: STATS({ Head: 6, Heart: 6, Hurt: 8 }) }), monster("m")] }), [choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [1, 1, 4, 4])]).state;
    refused(wrong, act("a", { kind: "zealous" }), "endeavor-action-die-not-allowed");
  });

  it('Commanding: "choose an ally who has not acted yet. They may choose a new Stat for their Action Die"', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Commanding"] }), ally("b"), monster("m")] }), [
      choose("a", "Head", [2, 2]), choose("b", "Head", [1, 3, 3]), choose("m", "Hurt", [1, 1, 4, 4]),
    ]).state;
    const r = run(s, [act("a", { kind: "commanding", target: "b", stat: "Hurt" })]);
    expect(get(r.state, "b").actionDie).toBe("Hurt");
    expect(get(r.state, "a").needsRecharge).toEqual(["Commanding"]);
    refused(s, act("a", { kind: "commanding", target: "m", stat: "Hurt" }), "endeavor-bad-target");
  });
});

describe("Monstrosity actions", () => {
  const mFirst = () => run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] }), [
    choose("a", "Hurt", [1, 2, 2]), choose("b", "Head", [3, 3, 1]), choose("m", "Hurt", [4, 4]),
  ]).state;

  it('Attack, violent: "On other successes, wound each of them" — Wound at the first free position at or above', () => {
    const r = run(mFirst(), [act("m", { kind: "attack", violent: true, targets: ["a", "b"], roll: [9] })]);
    expect(r.state.buttons.filter((b) => b.kind === "wound").map((b) => [b.owner, b.position])).toEqual([["a", 0], ["b", 0]]);
  });

  it('Advance: "add two Scheme buttons at the first positions at or above your current position without one already"', () => {
    const s = setup({ kind: "monstrous", participants: [ally("a"), monster("m")] });
    const r = run(s, [choose("a", "Hurt", [1, 2, 2]), choose("m", "Head", [4, 4]), act("m", { kind: "advance", roll: [9] })]);
    expect(r.state.buttons.filter((b) => b.kind === "scheme").map((b) => [b.owner, b.position])).toEqual([[null, 10], [null, 11]]);
  });
});

describe("Actions (v0.0.18)", () => {
  const s18 = () => setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a"), monster("m", "10")] });
  it('Ally violent Attack: "move down by half your position roll, rounded down, minus one for each bust and plus one for each boon"', () => {
    // 12 is a Major Success: one boon → 6 + 1 = 7.
    const r = run(s18(), [{ type: "rollPosition", by: "a", stat: "Hurt", roll: 12, blessings: [1, 2, 2, 2, 2, 2, 2] }, { type: "rollPosition", by: "m", stat: "Head", roll: 20, blessings: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6] }]);
    expect(r.state.turn.current).toBe("a");
    const hit = run(r.state, [act("a", { kind: "attack", violent: true, targets: ["m"] })]);
    expect(get(hit.state, "m").position).toBe(3);
  });

  it('Monstrosity violent Attack: "wound them. Then for each bust they move up by one, and for each boon you move up by one, to a maximum of your SP"', () => {
    const r = run(s18(), [{ type: "rollPosition", by: "a", stat: "Head", roll: 9, blessings: [6, 6, 6, 6] }, { type: "rollPosition", by: "m", stat: "Hurt", roll: 6, blessings: [2, 2, 2] }]);
    expect(r.state.turn.current).toBe("m");
    const hit = run(r.state, [act("m", { kind: "attack", violent: true, targets: ["a"] })]); // 6: Minor, one bust
    expect(get(hit.state, "a").position).toBe(1);
    expect(hit.state.buttons.filter((b) => b.kind === "wound").map((b) => b.position)).toEqual([0]);
    // Attacks target one opponent in v0.0.18.
    refused(r.state, act("m", { kind: "attack", violent: true, targets: ["a", "a"] }), "endeavor-bad-target");
  });

  it("v0.0.18 Commanding: the ally rolls a new position roll", () => {
    const s = setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a", { specializations: ["Commanding"] }), ally("b"), monster("m")] });
    const r = run(s, [
      { type: "rollPosition", by: "a", stat: "Head", roll: 2, blessings: [3] }, { type: "rollPosition", by: "b", stat: "Head", roll: 5, blessings: [3, 3] },
      { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [3, 3, 3, 3] }, act("a", { kind: "commanding", target: "b", stat: "Hurt", roll: 11 }),
    ], seededRng(1));
    expect(get(r.state, "b")).toMatchObject({ actionDie: "Hurt", positionRoll: 11 });
  });

  it("v0.0.18 Monstrosity Advance adds two Schemes, one less per bust", () => {
    const s = setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a"), monster("m")] });
    const r = run(s, [
      { type: "rollPosition", by: "a", stat: "Head", roll: 9, blessings: [2, 2, 2, 2] }, { type: "rollPosition", by: "m", stat: "Head", roll: 6, blessings: [2, 2, 2] },
      act("m", { kind: "advance" }),
    ]);
    expect(r.state.buttons.filter((b) => b.kind === "scheme").length).toBe(1);
  });
});

void apply;

describe("actions: what a refusal names, and the edges", () => {
  // Ada (Head d6) first, then Bo, then Maw.
  const named = (a: Parameters<typeof ally>[1] = {}, aStat = "Head", edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") => {
    const s = setup({ edition, kind: "monstrous", participants: [ally("a", { name: "Ada", ...a }), ally("b", { name: "Bo" }), monster("m", "10 (3)", { name: "Maw" })] });
    return edition === "v0.0.18"
      ? run(s, [{ type: "rollPosition", by: "a", stat: aStat, roll: 7, blessings: [1, 2, 2] }, { type: "rollPosition", by: "b", stat: "Head", roll: 8, blessings: [3, 3, 3, 3] }, { type: "rollPosition", by: "m", stat: "Hurt", roll: 10, blessings: [4, 4, 4, 4, 4] }]).state
      : run(s, [choose("a", aStat, [1, 2]), choose("b", "Head", [3, 3, 3]), choose("m", "Hurt", [1, 1, 4, 4])]).state;
  };

  it("an unknown action names itself; Unique Skill takes exactly two", () => {
    expect(refusalOf(named(), act("a", { kind: "teleport" } as never)))
      .toEqual({ code: "endeavor-action-unavailable", details: { name: "Ada", action: "teleport" } });
    expect(refusalOf(named(), act("a", { kind: "unique", pay: { temporary: [1, 2] }, actions: [{ kind: "advance", roll: [8] }] as never }))).toEqual({ code: "endeavor-action-unavailable", details: {} });
    expect(refusalOf(named(), act("a", { kind: "unique", pay: { temporary: [1, 2] }, actions: "advance" as never }))).toEqual({ code: "endeavor-action-unavailable", details: {} });
  });

  it("a Monstrosity without the Unique tag is named", () => {
    const s = run(named(), [pass("a"), pass("b")]).state;
    expect(s.turn.current).toBe("m");
    expect(refusalOf(s, act("m", { kind: "unique", pay: { temporary: [4, 4] }, actions: [{ kind: "advance", roll: [8] }, { kind: "advance", roll: [8] }] }))).toEqual({ code: "endeavor-not-unique", details: { name: "Maw" } });
  });

  it("Unique Skill stops when its first action ends the Endeavor", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "2")] }), [choose("a", "Hurt", [3, 3]), choose("m", "Head", [1, 4, 4])]).state;
    const r = run(s, [act("a", { kind: "unique", pay: { temporary: [3, 3] }, actions: [{ kind: "attack", violent: true, targets: ["m"], roll: [9] }, { kind: "advance", roll: [9] }] })]);
    expect(r.state.outcome).toMatchObject({ winner: "allies" });
    expect(r.events.filter((e) => e.type === "check")).toHaveLength(1);
    expect(get(r.state, "a").position).toBe(0);
  });

  it("Protect yourself or an ally: an opponent or a removed ally is refused, naming both", () => {
    expect(refusalOf(named(), act("a", { kind: "protect", target: "m", pay: { temporary: [1] } }))).toEqual({ code: "endeavor-bad-target", details: { name: "Ada", target: "Maw" } });
    const gone = run(named(), [{ type: "gm", gm: { op: "remove", id: "b" } }]).state;
    expect(refusalOf(gone, act("a", { kind: "protect", target: "b", pay: { temporary: [1] } }))).toEqual({ code: "endeavor-bad-target", details: { name: "Ada", target: "Bo" } });
    const r = run(named(), [act("a", { kind: "protect", target: "a", pay: { temporary: [1, 2] } })]);
    expect(r.state.protections).toEqual([{ by: "a", target: "a", ranks: 2, until: 2 }]);
    expect(r.events).toContainEqual({ type: "protected", by: "a", target: "a", ranks: 2 });
  });

  it('Sure-footed (default): "On a success, the Protect effect lasts X additional rounds" — yourself only, and only with it', () => {
    const sure = named({ specializations: ["Sure-footed"] });
    const ok = run(sure, [act("a", { kind: "protect", target: "a", pay: { temporary: [1] }, check: { roll: [8] } })]);
    expect(ok.state.protections).toEqual([{ by: "a", target: "a", ranks: 1, until: 4 }]); // round 1 + 1 + X (2)
    expect(ok.events.find((e) => e.type === "check")).toMatchObject({ check: { purpose: "protect", success: true } });
    const failed = run(sure, [act("a", { kind: "protect", target: "a", pay: { temporary: [1] }, check: { roll: [3] } })]);
    expect(failed.state.protections).toEqual([{ by: "a", target: "a", ranks: 1, until: 2 }]);
    // No Check asked: no extra rounds.
    expect(run(sure, [act("a", { kind: "protect", target: "a", pay: { temporary: [1] } })]).state.protections[0]!.until).toBe(2);
    expect(refusalOf(sure, act("a", { kind: "protect", target: "b", pay: { temporary: [1] }, check: { roll: [8] } }))).toEqual({ code: "endeavor-bad-target", details: { name: "Ada", target: "Bo" } });
    expect(refusalOf(named(), act("a", { kind: "protect", target: "a", pay: { temporary: [1] }, check: { roll: [8] } }))).toEqual({ code: "endeavor-no-specialization", details: { name: "Ada", specialization: "Sure-footed" } });
  });

  it('Sure-footed (v0.0.18): "lasts a number of rounds equal to half your position roll" when protecting yourself; no Check', () => {
    const sure = named({ specializations: ["Sure-footed"] }, "Head", "v0.0.18");
    expect(sure.turn.current).toBe("a");
    // Position roll 7: three rounds in all, from the next one — two more than the usual.
    expect(run(sure, [act("a", { kind: "protect", target: "a", pay: { temporary: [1] } })]).state.protections[0]!.until).toBe(4);
    expect(run(sure, [act("a", { kind: "protect", target: "b", pay: { temporary: [1] } })]).state.protections[0]!.until).toBe(2);
    expect(run(named({}, "Head", "v0.0.18"), [act("a", { kind: "protect", target: "a", pay: { temporary: [1] } })]).state.protections[0]!.until).toBe(2);
    expect(refusalOf(sure, act("a", { kind: "protect", target: "a", pay: { temporary: [1] }, check: { roll: [8] } }))).toEqual({ code: "endeavor-action-unavailable", details: {} });
    // A position roll of 1 or 2 is never shorter than the usual.
    const low = run(setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a", { specializations: ["Sure-footed"], blessings: [5] }), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Head", roll: 1, blessings: [] }, { type: "rollPosition", by: "m", stat: "Hurt", roll: 10, blessings: [4, 4, 4, 4, 4] },
    ]).state;
    expect(run(low, [act("a", { kind: "protect", target: "a", pay: { permanent: [5] } })]).state.protections[0]!.until).toBe(2);
  });

  it("Pass: a first Pass delays while others wait; passing again, or with nobody else waiting, ends the turn", () => {
    let s = run(named(), [pass("a")]).state;
    expect(get(s, "a")).toMatchObject({ delayed: true, acted: false });
    s = run(s, [pass("b")]).state;
    expect(get(s, "b")).toMatchObject({ delayed: true, acted: false });
    // Only m undelayed and waiting: m passes and that ends m's turn.
    expect(s.turn.current).toBe("m");
    s = run(s, [pass("m")]).state;
    expect(get(s, "m")).toMatchObject({ delayed: false, acted: true });
    const r = run(s, [pass(s.turn.current!)]);
    expect(r.events.filter((e) => e.type === "passed")).toHaveLength(1);
    expect(get(r.state, "a").acted).toBe(true);
  });

  it("Zealous: nobody at 0 gains a Zeal button, nor anyone already holding one there, nor an opponent; the die is named", () => {
    let s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Zealous"] }), ally("b"), ally("c"), monster("m")] }), [
      choose("a", "Heart", [2]), choose("b", "Head", [1, 3, 3]), choose("c", "Head", [3, 3]), choose("m", "Hurt", [1, 1, 4, 4]),
    ]).state;
    s = run(s, [
      { type: "gm", gm: { op: "move", id: "a", to: 3 } }, { type: "gm", gm: { op: "move", id: "b", to: 5 } },
      { type: "gm", gm: { op: "addButton", kind: "zeal", position: 4, owner: "b" } }, { type: "gm", gm: { op: "addButton", kind: "zeal", position: 1, owner: "a" } },
    ]).state;
    const r = run(s, [act("a", { kind: "zealous" })]);
    expect(r.state.buttons.filter((b) => b.kind === "zeal").map((b) => [b.owner, b.position])).toEqual([["b", 4], ["a", 1], ["a", 2]]);
    const hurt = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", specializations: ["Zealous"], stats: STATS({ Head: 6, Heart: 6, Hurt: 8 }) }), monster("m")] }), [choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [1, 1, 4, 4])]).state;
    expect(refusalOf(hurt, act("a", { kind: "zealous" }))).toEqual({ code: "endeavor-action-die-not-allowed", details: { name: "Ada", stat: "Hurt", specialization: "Zealous" } });
  });
});

describe("Pass: who counts as waiting", () => {
  it("nobody who has acted, skips the round or has left counts: the last one waiting passes and ends the turn", () => {
    let s = setup({ kind: "monstrous", participants: [ally("a"), ally("b"), ally("c"), ally("d"), monster("m")] });
    s = run(s, [
      { type: "gm", gm: { op: "remove", id: "d" } }, { type: "skipRound", by: "c" },
      choose("a", "Home", [2, 2, 2]), choose("b", "Head", [2, 2]), choose("m", "Hurt", [2, 2, 2]),
    ]).state;
    expect([s.turn.current, s.turn.direction]).toEqual(["b", 1]);
    s = run(s, [act("b", { kind: "advance", roll: [9] })]).state;
    expect(s.turn.current).toBe("m");
    const m = apply(s, pass("m"));
    expect(m.events.slice(0, 2)).toEqual([{ type: "actionTaken", by: "m", action: "pass" }, { type: "passed", by: "m" }]);
    expect(get(m.state, "m")).toMatchObject({ delayed: true, acted: false });
    const a = apply(m.state, pass("a"));
    expect(get(a.state, "a")).toMatchObject({ delayed: false, acted: true });
    expect(a.state.turn.current).toBe("m");
  });

  it("sureFootedCheck and zealousDie, as the acting form reads them", () => {
    const s = setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Sure-footed"] }), ally("b"), monster("m")] });
    const old = setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a", { specializations: ["Sure-footed"] }), monster("m")] });
    expect([sureFootedCheck(s, get(s, "a")), sureFootedCheck(s, get(s, "b")), sureFootedCheck(old, get(old, "a"))]).toEqual([true, false, false]);
    const a = get(s, "a");
    expect([zealousDie({ ...a, actionDie: null }), zealousDie({ ...a, actionDie: "Heart" }), zealousDie({ ...a, actionDie: "Hand" }), zealousDie({ ...a, actionDie: "Hurry", stats: STATS({ Head: 6, Hurry: 8 }) })]).toEqual([false, true, true, false]);
  });
});

describe("Zealous and Commanding: who may be chosen", () => {
  it("Zealous gives no Zeal button to an ally who has left", () => {
    let s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Zealous"] }), ally("b"), monster("m")] }), [
      choose("a", "Heart", [2]), choose("b", "Head", [1, 3, 3]), choose("m", "Hurt", [1, 1, 4, 4]),
    ]).state;
    s = run(s, [{ type: "gm", gm: { op: "move", id: "b", to: 4 } }, { type: "gm", gm: { op: "move", id: "a", to: 2 } }, { type: "gm", gm: { op: "remove", id: "b" } }]).state;
    expect(run(s, [act("a", { kind: "zealous" })]).state.buttons.filter((b) => b.kind === "zeal").map((b) => b.owner)).toEqual(["a"]);
  });

  it("Commanding refuses an ally who has acted, skips the round or has left", () => {
    const party = () => setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", specializations: ["Commanding"] }), ally("b", { name: "Bo" }), ally("c", { name: "Cy" }), monster("m")] });
    const command = (target: string) => act("a", { kind: "commanding", target, stat: "Hurt" });
    const skipping = run(party(), [choose("a", "Head", [1, 2]), { type: "skipRound", by: "b" }, choose("c", "Head", [2, 2]), choose("m", "Hurt", [4, 4, 4])]).state;
    expect(skipping.turn.current).toBe("a");
    expect(refusalOf(skipping, command("b"))).toEqual({ code: "endeavor-bad-target", details: { name: "Ada", target: "Bo" } });
    const gone = run(skipping, [{ type: "gm", gm: { op: "remove", id: "c" } }]).state;
    expect(refusalOf(gone, command("c"))).toEqual({ code: "endeavor-bad-target", details: { name: "Ada", target: "Cy" } });
    // c acts before a: a 3 Blessings, c 1.
    const acted = run(party(), [choose("a", "Head", [1, 2, 2]), choose("b", "Head", [2, 2, 2, 2]), choose("c", "Home", [2]), choose("m", "Hurt", [4, 4, 4, 4, 4])]).state;
    expect(acted.turn.current).toBe("c");
    const later = run(acted, [act("c", { kind: "advance", roll: [3] }), pass("b")]).state;
    expect(later.turn.current).toBe("a");
    expect(refusalOf(later, command("c"))).toEqual({ code: "endeavor-bad-target", details: { name: "Ada", target: "Cy" } });
    expect(get(run(later, [command("b")]).state, "b").actionDie).toBe("Hurt");
  });

  it("v0.0.18 Commanding with a supplied total and no throws leaves the ally without a drawn roll", () => {
    const s = run(setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a", { specializations: ["Commanding"] }), ally("b"), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Head", roll: 2, blessings: [3] }, { type: "rollPosition", by: "b", stat: "Head", roll: 5, blessings: [3, 3] },
      { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [3, 3, 3, 3] },
    ]).state;
    const b = get(run(s, [act("a", { kind: "commanding", target: "b", stat: "Hurt", roll: 11 })]).state, "b");
    expect(b.positionRoll).toBe(11);
    expect(b.positionGroup).toBeUndefined();
  });
});

describe("what an action records", () => {
  it("Advance: its Check is an advance's, and the move names who caused it", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }), [choose("a", "Head", [2, 2]), choose("m", "Hurt", [4, 4, 4])]).state;
    const r = run(s, [act("a", { kind: "advance", roll: [9] })]);
    expect(r.events.find((e) => e.type === "check")).toMatchObject({ check: { by: "a", purpose: "advance" } });
    expect(r.events).toContainEqual({ type: "moved", id: "a", from: 0, to: 2, cause: "a" });
  });

  it("Sure-footed with Help on X: the extra rounds are X plus that Help", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Sure-footed"], blessings: [1] }), ally("b", { blessings: [4] }), monster("m")] }), [
      choose("a", "Head", [2, 2]), choose("b", "Head", [2, 2, 2]), choose("m", "Hurt", [4, 4, 4]),
    ]).state;
    expect(s.turn.current).toBe("a");
    const r = run(s, [act("a", { kind: "protect", target: "a", pay: { permanent: [1] }, check: { roll: [9], helpers: [{ by: "b", pay: { permanent: [4] }, use: "x" }] } })]);
    // round 1 + 1 + X (2) + Help on X (4 → 2).
    expect(r.state.protections).toEqual([{ by: "a", target: "a", ranks: 1, until: 6 }]);
  });

  it("Zealous: only a Zeal button of the ally's own at that cell keeps them from gaining one", () => {
    let s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Zealous"] }), ally("b"), monster("m")] }), [
      choose("a", "Heart", [2]), choose("b", "Head", [1, 3, 3]), choose("m", "Hurt", [1, 1, 4, 4]),
    ]).state;
    s = run(s, [
      { type: "gm", gm: { op: "move", id: "a", to: 3 } }, { type: "gm", gm: { op: "move", id: "b", to: 3 } },
      { type: "gm", gm: { op: "addButton", kind: "zeal", position: 2, owner: "b" } }, { type: "gm", gm: { op: "addButton", kind: "wound", position: 2, owner: "a" } },
    ]).state;
    const r = run(s, [act("a", { kind: "zealous" })]);
    expect(r.state.buttons.filter((b) => b.kind === "zeal").map((b) => [b.owner, b.position])).toEqual([["b", 2], ["a", 2]]);
  });
});
