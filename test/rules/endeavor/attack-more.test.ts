// Attacks (src/rules/endeavor/attack.ts): more of what an Attack does and refuses, as a player or the GM would see it.
import { describe, expect, it } from "vitest";
import type { Command, EndeavorEvent, EndeavorSpecialization, EndeavorState } from "../../../src/rules/endeavor/index";
import { STATS, act, ally, choose, monster, racer, refusalOf, run, seededRng, setup } from "./helpers";

const checkOf = (events: EndeavorEvent[]) => {
  const e = events.find((x) => x.type === "check");
  return e?.type === "check" ? e.check : null;
};
/** A copy of the state with one participant changed (a local helper: the shared ones stay as they are). */
const withParticipant = (s: EndeavorState, id: string, over: Record<string, unknown>): EndeavorState =>
  ({ ...s, participants: s.participants.map((p) => (p.id === id ? { ...p, ...over } : p)) });

// m (SP 10, Hurt d6: X 2) acts first against the allies b, c, d.
const monsterFirst = (specs: Record<string, EndeavorSpecialization[]> = {}) =>
  run(setup({ kind: "monstrous", participants: [monster("m", "10", { name: "Maw" }), ally("b", { name: "Bo", specializations: specs.b ?? [] }), ally("c", { name: "Cy", specializations: specs.c ?? [] }), ally("d", { name: "Di", specializations: specs.d ?? [] })] }), [
    choose("m", "Hurt", [3, 3]), choose("b", "Head", [2, 2, 2]), choose("c", "Head", [2, 2, 2]), choose("d", "Head", [2, 2, 2]),
  ]).state;
const attack = (targets: string[], more: Record<string, unknown> = {}): Command => act("m", { kind: "attack", violent: true, targets, roll: [9], ...more });

describe("whom an Attack may target", () => {
  it("an ally: endeavor-bad-target, { name, target }", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), ally("b", { name: "Bo" }), monster("m")] }), [
      choose("a", "Hurt", [1, 1]), choose("b", "Head", [2, 2]), choose("m", "Head", [3, 3]),
    ]).state;
    expect(refusalOf(s, act("a", { kind: "attack", violent: true, targets: ["b"], roll: [9] }))).toEqual({ code: "endeavor-bad-target", details: { name: "Ada", target: "Bo" } });
  });

  it("Racing: another racer — one, whatever X (endeavor-too-many-targets, max 1)", () => {
    const s = run(setup({ kind: "racing", participants: [racer("r1", { name: "Ria" }), racer("r2"), racer("r3")], options: { finishLine: 20 } }), [
      choose("r1", "Hurt", [1, 1]), choose("r2", "Head", [2, 2, 2]), choose("r3", "Head", [2, 2, 2]),
    ]).state;
    expect(s.turn.current).toBe("r1");
    expect(refusalOf(s, act("r1", { kind: "attack", violent: true, targets: ["r2", "r3"], roll: [9] }))).toEqual({ code: "endeavor-too-many-targets", details: { name: "Ria", count: 2, max: 1 } });
  });
});

describe("Protective and Resolved, refused", () => {
  it("a protector standing in for someone not attacked: endeavor-bad-target, nothing changed", () => {
    expect(refusalOf(monsterFirst({ c: ["Protective"] }), attack(["b"], { protectors: { d: "c" } }))).toEqual({ code: "endeavor-bad-target", details: { name: "Maw", target: "Cy" } });
  });

  it("Protective used and not recharged: endeavor-needs-recharge, { name, specialization }", () => {
    const s = withParticipant(monsterFirst({ c: ["Protective"] }), "c", { needsRecharge: ["Protective"] });
    expect(refusalOf(s, attack(["b"], { protectors: { b: "c" } }))).toEqual({ code: "endeavor-needs-recharge", details: { name: "Cy", specialization: "Protective" } });
  });

  it("Resolved used and not recharged: endeavor-needs-recharge, { name, specialization }", () => {
    const s = withParticipant(monsterFirst({ b: ["Resolved"] }), "b", { needsRecharge: ["Resolved"] });
    expect(refusalOf(s, attack(["b"], { resolved: ["b"] }))).toEqual({ code: "endeavor-needs-recharge", details: { name: "Bo", specialization: "Resolved" } });
  });
});

describe("a Maximum Success with a protected target among others", () => {
  it("naming the unprotected target removes that one, not the protector", () => {
    const r = run(monsterFirst({ d: ["Protective"] }), [attack(["b", "c"], { roll: [20], protectors: { b: "d" }, remove: "c" })]);
    expect(r.state.participants.filter((p) => p.removed).map((p) => p.id)).toEqual(["c"]);
  });
});

describe("Immunity and what is named before the roll", () => {
  // m (Immunity on its Recovery passive, Resolved) and n, both at 10; a (Hurt or Head d6: X 2) Attacks.
  const immuneStart = (stat = "Hurt") => run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m", "10 (3)", { name: "Maw", tags: ["Immunity"], specializations: ["Resolved"] }), monster("n", "10", { name: "Nix" })] }), [
    choose("a", stat, [1, 1]), choose("m", "Head", [3, 5, 5]), choose("n", "Head", [3, 3, 3]),
  ]).state;

  it("an immune Defender's Resolved is not used: no fewer boons, no Blessing gained, still charged", () => {
    const r = run(immuneStart(), [act("a", { kind: "attack", violent: true, targets: ["m", "n"], roll: [12], relatedToAptitudes: true, resolved: ["m"] })], seededRng(2));
    expect(checkOf(r.events)).toMatchObject({ success: true, boons: 1, busts: 0 });
    expect(r.events.filter((e) => e.type === "blessingsGained" || e.type === "specializationUsed")).toEqual([]);
    expect(r.state.participants.find((p) => p.id === "m")!.needsRecharge).toEqual([]);
  });

  it("stealing from an immune m is refused even when the roll fails (it is judged before the roll)", () => {
    const c: Command = act("a", { kind: "attack", violent: false, targets: ["m", "n"], roll: [2], relatedToAptitudes: true, steal: { m: [5, 5] } });
    expect(refusalOf(immuneStart("Head"), c)).toEqual({ code: "endeavor-bad-distribution", details: { name: "Ada", target: "Maw" } });
  });
});

describe('v0.0.18 "Attack Difficulty": a Defender without the Defense Stat', () => {
  it("has no die to compare: Normal", () => {
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { stats: STATS({ Hurt: 6 }) }), monster("m", "10", { stats: { Head: 6, Hurt: 6 } })] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 6, blessings: [3, 3, 3] }, { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [3, 3, 3, 3] },
    ]).state;
    expect(checkOf(run(s, [act("a", { kind: "attack", violent: true, targets: ["m"] })], seededRng(1)).events)?.difficulty).toBe("normal");
  });
});

describe("a v0.0.18 Monstrosity's successful violent Attack moves", () => {
  it("the Defender up by its busts and itself up by its boons, each move caused by the Monstrosity", () => {
    const moves = (mRoll: number) => {
        const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m", "10")] }), [
        { type: "gm", gm: { op: "move", id: "m", to: 7 } }, { type: "gm", gm: { op: "move", id: "a", to: 3 } },
        { type: "rollPosition", by: "a", stat: "Head", roll: 20, blessings: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6] },
        { type: "rollPosition", by: "m", stat: "Hurt", roll: mRoll, blessings: [2, 2, 2, 2, 2, 2] },
      ]).state;
      const r = run(s, [act("m", { kind: "attack", violent: true, targets: ["a"] })]);
      return r.events.flatMap((e) => (e.type === "moved" ? [[e.id, e.from, e.to, e.cause]] : []));
    };
    // 12: a Major Success, one boon (m 7 → 8); 6: a Minor Success, one bust (a 3 → 4).
    expect(moves(12)).toEqual([["m", 7, 8, "m"]]);
    expect(moves(6)).toEqual([["a", 3, 4, "m"]]);
  });
});

describe("the Blessings a non-violent Attack's victims regain", () => {
  it("are rolled once and written on the applied command: replaying it needs no dice", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10")] }), [choose("a", "Head", [1, 1]), choose("m", "Head", [5, 5, 3])]).state;
    const r = run(s, [act("a", { kind: "attack", violent: false, targets: ["m"], roll: [9] })], seededRng(4));
    const action = r.command.type === "act" && r.command.action.kind === "attack" ? r.command.action : null;
    const m = r.state.participants.find((p) => p.id === "m")!;
    expect(action?.regained).toEqual({ m: m.temporary.slice(1) });
    expect(JSON.stringify(run(s, [r.command]).state)).toBe(JSON.stringify(r.state));
  });
});

describe("a non-violent Delayed Attack's Blessings to steal, when its Defender fails", () => {
  it("are exactly X, not an order of preference: one of two is refused (endeavor-bad-distribution, { name, count })", () => {
    const s0 = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m", "10", { name: "Maw" })] }), [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3])]).state;
    const s = run(s0, [act("a", { kind: "delayedAttack", violent: false, targets: ["m"], stat: "Heart", trigger: "a forged letter" })]).state;
    const trigger: Command = { type: "triggerDelayed", id: s.delayed![0]!.id, rolls: { m: [4] }, steal: { m: [3] } };
    expect(refusalOf(s, trigger)).toEqual({ code: "endeavor-bad-distribution", details: { name: "Ada", count: 2 } });
  });
});
