// Attacks (src/rules/endeavor/attack.ts, attack-difficulty.ts): what an Attack does, and hostile shapes of the removal,
// the Blessings stolen, Protective and Resolved, refused with what their messages name and nothing changed.
import { describe, expect, it } from "vitest";
import type { Command, EndeavorEvent, EndeavorSpecialization, EndeavorState } from "../../../src/rules/endeavor/index";
import type { DieSize } from "../../../src/rules/index";
import { STATS, act, ally, choose, monster, refusalOf, run, seededRng, setup } from "./helpers";

// a (Hurt d6, or Head d6 for a non-violent Attack) acts first; m and n (SP 10) hold temporary Blessings.
const start = (stat = "Hurt") => run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m", "10", { name: "Maw" }), monster("n", "10", { name: "Nix" })] }), [
  choose("a", stat, [1, 1]), choose("m", "Head", [3, 5, 5]), choose("n", "Head", [3, 3, 3]),
]).state;

describe("a Maximum Success removes one of the targets", () => {
  it("one who was not a target: endeavor-bad-target, { name, target }", () => {
    const c: Command = act("a", { kind: "attack", violent: true, targets: ["m"], roll: [20], remove: "n" });
    expect(refusalOf(start(), c)).toEqual({ code: "endeavor-bad-target", details: { name: "Ada", target: "Nix" } });
  });
});

describe("the temporary Blessings a non-violent Attack steals", () => {
  it("not a list: endeavor-bad-distribution, { name, target }", () => {
    const c = JSON.parse(JSON.stringify(act("a", { kind: "attack", violent: false, targets: ["m"], roll: [9] }))) as Command & { action: { steal: unknown } };
    c.action.steal = { m: 5 };
    expect(refusalOf(start("Head"), c)).toEqual({ code: "endeavor-bad-distribution", details: { name: "Ada", target: "Maw" } });
  });
});

describe('v0.0.18 "Attack Difficulty": proposed from the dice when the command names none', () => {
  // a Attacks m with the Stat of its position roll; m defends with the Defense Stat (Hurt → Hurry; Head → Head).
  const difficulty = (stat: string, mStats: Partial<Record<string, DieSize>>, extra: Record<string, unknown> = {}) => {
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { stats: STATS({ Head: 6, Hurt: 6, Hurry: 6, History: 6 }) }), monster("m", "10", { stats: STATS({ Head: 6, Hurt: 6, Hurry: 6, ...mStats }) })] }), [
      { type: "rollPosition", by: "a", stat, roll: 6, blessings: [3, 3, 3] }, { type: "rollPosition", by: "m", stat: "Hand", roll: 9, blessings: [3, 3, 3, 3] },
    ]).state;
    const r = run(s, [act("a", { kind: "attack", violent: stat === "Hurt", targets: ["m"], ...extra })], seededRng(1));
    const check = r.events.find((e) => e.type === "check");
    return check?.type === "check" ? check.check.difficulty : null;
  };

  it("Hurt d6 against a Hurry d4: the Attack die is larger — Easy", () => expect(difficulty("Hurt", { Hurry: 4 })).toBe("easy"));
  it("Hurt d6 against a Hurry d8: the Defense die is larger — Hard", () => expect(difficulty("Hurt", { Hurry: 8 })).toBe("hard"));
  it("Hurt d6 against a Hurry d6 (its Hurt d10 does not defend): Normal", () => expect(difficulty("Hurt", { Hurry: 6, Hurt: 10 })).toBe("normal"));
  it("Head against Head: the same Stat defends (d8 against d6: Hard)", () => expect(difficulty("Head", { Head: 8 })).toBe("hard"));
  it("History has no Defense Stat: Normal", () => expect(difficulty("History", { History: 10 })).toBe("normal"));
  it("the command's difficulty (the GM's call) overrides the proposal", () => expect(difficulty("Hurt", { Hurry: 8 }, { difficulty: "easy" })).toBe("easy"));
});

describe("Protective and Resolved named on an Attack: refusals and what they name", () => {
  // m (SP 10, Hurt d6: up to 2 targets) acts first against b and c.
  const monsterFirst = (bSpecs: EndeavorSpecialization[], cSpecs: EndeavorSpecialization[]) =>
    run(setup({ kind: "monstrous", participants: [monster("m", "10", { name: "Maw" }), ally("b", { name: "Bo", specializations: bSpecs }), ally("c", { name: "Cy", specializations: cSpecs })] }), [
      choose("m", "Hurt", [3, 3]), choose("b", "Head", [2, 2, 2]), choose("c", "Head", [2, 2, 2]),
    ]).state;
  const attack = (targets: string[], more: Record<string, unknown>): Command => act("m", { kind: "attack", violent: true, targets, roll: [9], ...more });

  it("a protector who is a target already, or for someone not attacked: endeavor-bad-target, { name, target }", () => {
    const s = monsterFirst([], ["Protective"]);
    expect(refusalOf(s, attack(["b", "c"], { protectors: { b: "c" } }))).toEqual({ code: "endeavor-bad-target", details: { name: "Maw", target: "Cy" } });
    expect(refusalOf(s, attack(["b"], { protectors: { c: "b" } }))).toEqual({ code: "endeavor-bad-target", details: { name: "Maw", target: "Bo" } });
  });

  it("a protector without Protective: endeavor-no-specialization, { name, specialization }", () => {
    expect(refusalOf(monsterFirst([], []), attack(["b"], { protectors: { b: "c" } }))).toEqual({ code: "endeavor-no-specialization", details: { name: "Cy", specialization: "Protective" } });
  });

  it("Resolved: a Defender without it, one named twice or not a Defender", () => {
    expect(refusalOf(monsterFirst([], []), attack(["b"], { resolved: ["b"] }))).toEqual({ code: "endeavor-no-specialization", details: { name: "Bo", specialization: "Resolved" } });
    const s = monsterFirst(["Resolved"], ["Resolved"]);
    expect(refusalOf(s, attack(["b"], { resolved: ["b", "b"] }))).toEqual({ code: "endeavor-bad-target", details: { name: "Bo", target: "Bo" } });
    expect(refusalOf(s, attack(["b"], { resolved: ["c"] }))).toEqual({ code: "endeavor-bad-target", details: { name: "Cy", target: "Cy" } });
  });
});

describe("what an Attack with Protective or Resolved does", () => {
  const monsterFirst = (bSpecs: EndeavorSpecialization[], cSpecs: EndeavorSpecialization[]) =>
    run(setup({ kind: "monstrous", participants: [monster("m", "10", { name: "Maw" }), ally("b", { specializations: bSpecs }), ally("c", { specializations: cSpecs })] }), [
      choose("m", "Hurt", [3, 3]), choose("b", "Head", [2, 2, 2]), choose("c", "Head", [2, 2, 2]),
    ]).state;

  it("a Maximum Success naming b, whom c Protects: c is removed in b's place", () => {
    const r = run(monsterFirst([], ["Protective"]), [act("m", { kind: "attack", violent: true, targets: ["b"], roll: [20], protectors: { b: "c" }, remove: "b" })]);
    expect(r.state.participants.filter((p) => p.removed).map((p) => p.id)).toEqual(["c"]);
  });

  it("Resolved's Blessing is written on the applied command (a replay gains the same); none without Resolved", () => {
    const resolved = run(monsterFirst(["Resolved"], []), [act("m", { kind: "attack", violent: true, targets: ["b"], roll: [9], resolved: ["b"] })], seededRng(3));
    const gained = resolved.command.type === "act" && resolved.command.action.kind === "attack" ? resolved.command.action.gained : undefined;
    const b = resolved.state.participants.find((p) => p.id === "b")!;
    expect(gained).toEqual({ b: b.blessings });
    const plain = run(monsterFirst([], []), [act("m", { kind: "attack", violent: true, targets: ["b"], roll: [9] })]);
    expect(plain.command.type === "act" && "gained" in plain.command.action).toBe(false);
  });
});

describe("Famous, exerted already this session", () => {
  it("over both targets: endeavor-famous-used names them, { name, target: 'Maw, Nix' }", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", traits: { conditions: ["famous"], famousOver: ["m", "n"] } }), monster("m", "10", { name: "Maw" }), monster("n", "10", { name: "Nix" })] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 5, 5]), choose("n", "Head", [3, 3, 3]),
    ]).state;
    const c: Command = act("a", { kind: "attack", violent: true, targets: ["m", "n"], roll: [9], lessFamous: true });
    expect(refusalOf(s, c)).toEqual({ code: "endeavor-famous-used", details: { name: "Ada", target: "Maw, Nix" } });
  });
});

describe("the Attack's Check", () => {
  it("is recorded as an Attack (purpose attack, violent)", () => {
    const r = run(start(), [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
    expect(r.events.find((e) => e.type === "check")).toMatchObject({ check: { purpose: "attack", by: "a" } });
  });
});

describe("Immunity: 'Attacks against you related enough to your Aptitudes automatically fail'", () => {
  // m (Immunity, on its Recovery button's passive) and n (none), both at 10; a (Hurt d6 or Head d6: X 2).
  const immuneStart = (stat = "Hurt") => run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m", "10 (3)", { name: "Maw", tags: ["Immunity"] }), monster("n", "10", { name: "Nix" })] }), [
    choose("a", stat, [1, 1]), choose("m", "Head", [3, 5, 5]), choose("n", "Head", [3, 3, 3]),
  ]).state;

  it("against m and n: only m is immune (one immune event), n is moved", () => {
    const r = run(immuneStart(), [act("a", { kind: "attack", violent: true, targets: ["m", "n"], roll: [9], relatedToAptitudes: true })]);
    expect(r.events.filter((e) => e.type === "immune")).toEqual([{ type: "immune", id: "m", by: "a" }]);
    expect(r.state.participants.map((p) => p.position)).toEqual([0, 10, 8]);
  });

  it("a Maximum Success on m alone: nothing happens to it", () => {
    const r = run(immuneStart(), [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [20], relatedToAptitudes: true })]);
    expect(r.state.participants.find((p) => p.id === "m")!.removed).toBeNull();
  });

  it("stealing from m, who is immune, is refused before the roll (endeavor-bad-distribution, { name, target })", () => {
    const c: Command = act("a", { kind: "attack", violent: false, targets: ["m", "n"], roll: [9], relatedToAptitudes: true, steal: { m: [5, 5] } });
    expect(refusalOf(immuneStart("Head"), c)).toEqual({ code: "endeavor-bad-distribution", details: { name: "Ada", target: "Maw" } });
  });
});

describe("more of an Attack's effects", () => {
  it("a Maximum Success on b, whom c Protects, naming nobody: c is removed", () => {
    const s = run(setup({ kind: "monstrous", participants: [monster("m", "10"), ally("b"), ally("c", { specializations: ["Protective"] })] }), [
      choose("m", "Hurt", [3, 3]), choose("b", "Head", [2, 2, 2]), choose("c", "Head", [2, 2, 2]),
    ]).state;
    const r = run(s, [act("m", { kind: "attack", violent: true, targets: ["b"], roll: [20], protectors: { b: "c" } })]);
    expect(r.state.participants.filter((p) => p.removed).map((p) => p.id)).toEqual(["c"]);
  });

  it("Famous exerted: whom over is remembered for the rest of the Endeavor, sorted, once each", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { traits: { conditions: ["famous"], famousOver: ["z"] } }), monster("n", "10"), monster("m", "10")] }), [
      choose("a", "Hurt", [1, 1]), choose("n", "Head", [3, 5, 5]), choose("m", "Head", [3, 3, 3]),
    ]).state;
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["n", "m"], roll: [7], lessFamous: true })]);
    expect(r.events.filter((e) => e.type === "famousExerted")).toEqual([{ type: "famousExerted", by: "a", over: ["n", "m"] }]);
    expect(r.state.participants[0]!.traits!.famousOver).toEqual(["m", "n", "z"]);
  });

  it("too many targets names the count and the most allowed", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m", "10"), monster("n", "10"), monster("o", "10")] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]), choose("n", "Head", [3, 3]), choose("o", "Head", [3, 3]),
    ]).state;
    expect(refusalOf(s, act("a", { kind: "attack", violent: true, targets: ["m", "n", "o"], roll: [9] }))).toEqual({ code: "endeavor-too-many-targets", details: { name: "Ada", count: 3, max: 2 } });
  });
});

describe("a Monstrosity's successful violent Attack", () => {
  // v0.0.18: m (SP 10) rolls 12 for position (a Major Success: one boon, no bust) and Attacks a first.
  const v18 = (mAt: number) => {
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m", "10")] }), [
      { type: "gm", gm: { op: "move", id: "m", to: mAt } },
      { type: "rollPosition", by: "a", stat: "Head", roll: 20, blessings: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6] },
      { type: "rollPosition", by: "m", stat: "Hurt", roll: 12, blessings: [2, 2, 2, 2, 2, 2] },
    ]).state;
    expect(s.turn.current).toBe("m");
    return run(s, [act("m", { kind: "attack", violent: true, targets: ["a"] })]).state;
  };

  it('v0.0.18: "for each boon you move up by one, to a maximum of your SP" — from 7 to 8; from 10 nowhere; from 12 (the GM put it there) nowhere', () => {
    expect([7, 10, 12].map((at) => v18(at).participants.map((p) => p.position))).toEqual([[0, 8], [0, 10], [0, 12]]);
  });

  it("the default edition: it wounds, and a boon moves nobody (m at 9 stays at 9)", () => {
    const s = run(setup({ kind: "monstrous", participants: [monster("m", "10"), ally("a")] }), [
      { type: "gm", gm: { op: "move", id: "m", to: 9 } }, choose("m", "Hurt", [3, 3]), choose("a", "Head", [2, 2, 2]),
    ]).state;
    const r = run(s, [act("m", { kind: "attack", violent: true, targets: ["a"], roll: [15] })]);
    expect(r.events.find((e) => e.type === "check")).toMatchObject({ check: { boons: 1 } });
    expect(r.state.participants.map((p) => p.position)).toEqual([9, 0]);
    expect(r.events.filter((e) => e.type === "wounded")).toEqual([{ type: "wounded", id: "a", by: "m" }]);
  });
});

describe("stealing temporary Blessings (non-violent Attack)", () => {
  // a (Head d6: X 2) Attacks m and n; their temporary Blessings are given per test.
  const thief = (m: number[], n: number[], edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") => run(setup({ kind: "monstrous", edition, participants: [ally("a", { name: "Ada" }), monster("m", "10", { name: "Maw" }), monster("n", "10", { name: "Nix" })] }), [
    choose("a", "Head", [1, 1]), choose("m", "Head", m), choose("n", "Head", n),
  ]).state;
  const nonViolent = (more: Record<string, unknown>): Command => act("a", { kind: "attack", violent: false, targets: ["m", "n"], roll: [9], ...more });

  it("a Blessing not held: endeavor-blessing-not-held, { name, value }; not X of them: endeavor-bad-distribution, { name, count }", () => {
    const s = thief([3, 5, 5], [3, 3]);
    expect(refusalOf(s, nonViolent({ steal: { m: [6, 5] } }))).toEqual({ code: "endeavor-blessing-not-held", details: { name: "Maw", value: 6 } });
    expect(refusalOf(s, nonViolent({ steal: { m: [5] } }))).toEqual({ code: "endeavor-bad-distribution", details: { name: "Ada", count: 2 } });
  });

  it("chosen: taken from each as listed; nothing from one listed with none; the victims regain as many", () => {
    const r = run(thief([3, 5, 5], [3, 3]), [nonViolent({ steal: { m: [5, 5], n: [] }, regained: { m: [1, 2] } })]);
    expect(r.events.filter((e) => e.type === "blessingsStolen")).toEqual([{ type: "blessingsStolen", by: "a", from: "m", values: [5, 5] }]);
    expect(r.events.filter((e) => e.type === "temporaryGained" && e.id === "m")).toEqual([{ type: "temporaryGained", id: "m", values: [1, 2] }]);
  });

  it("none chosen: the largest, the earlier target first on a tie (5 from m, then n's 5)", () => {
    const r = run(thief([5, 3], [5, 2]), [nonViolent({ regained: { m: [1], n: [1] } })]);
    expect(r.events.filter((e) => e.type === "blessingsStolen")).toEqual([
      { type: "blessingsStolen", by: "a", from: "m", values: [5] }, { type: "blessingsStolen", by: "a", from: "n", values: [5] },
    ]);
  });
});

describe("stealing in v0.0.18: an order of preference, no regain", () => {
  // a rolls 9 with Head (X 4: four to steal) and Attacks m, who holds 6, 5, 5, 3 … (ten from a 20).
  const v18 = () => run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m", "10")] }), [
    { type: "rollPosition", by: "a", stat: "Head", roll: 9, blessings: [1, 1, 1, 1] },
    { type: "rollPosition", by: "m", stat: "Head", roll: 20, blessings: [6, 5, 5, 3, 3, 2, 2, 1, 1, 1] },
  ]).state;

  it("a preferred Blessing m does not hold is refused (endeavor-blessing-not-held)", () => {
    expect(refusalOf(v18(), act("a", { kind: "attack", violent: false, targets: ["m"], steal: { m: [4] } })).code).toBe("endeavor-blessing-not-held");
  });

  it("the preferred first, then the largest; the command carries what was taken and no regain", () => {
    const r = run(v18(), [act("a", { kind: "attack", violent: false, targets: ["m"], steal: { m: [1] } })]);
    const action = r.command.type === "act" && r.command.action.kind === "attack" ? r.command.action : null;
    expect(action?.steal).toEqual({ m: [1, 6, 5, 5] });
    expect(action && "regained" in action).toBe(false);
  });
});

describe("Protective and Resolved, refused", () => {
  /** A copy of the state with one participant changed (a local helper: the shared ones stay as they are). */
  const withParticipant = (s: EndeavorState, id: string, over: Record<string, unknown>): EndeavorState =>
    ({ ...s, participants: s.participants.map((p) => (p.id === id ? { ...p, ...over } : p)) });
  // m (SP 10, Hurt d6: X 2) acts first against the allies b, c, d.
  const monsterFirst = (specs: Record<string, EndeavorSpecialization[]> = {}) =>
    run(setup({ kind: "monstrous", participants: [monster("m", "10", { name: "Maw" }), ally("b", { name: "Bo", specializations: specs.b ?? [] }), ally("c", { name: "Cy", specializations: specs.c ?? [] }), ally("d", { name: "Di", specializations: specs.d ?? [] })] }), [
      choose("m", "Hurt", [3, 3]), choose("b", "Head", [2, 2, 2]), choose("c", "Head", [2, 2, 2]), choose("d", "Head", [2, 2, 2]),
    ]).state;
  const attack = (targets: string[], more: Record<string, unknown> = {}): Command => act("m", { kind: "attack", violent: true, targets, roll: [9], ...more });

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
  // m (SP 10, Hurt d6: X 2) acts first against the allies b, c, d.
  const monsterFirst = (specs: Record<string, EndeavorSpecialization[]> = {}) =>
    run(setup({ kind: "monstrous", participants: [monster("m", "10", { name: "Maw" }), ally("b", { name: "Bo", specializations: specs.b ?? [] }), ally("c", { name: "Cy", specializations: specs.c ?? [] }), ally("d", { name: "Di", specializations: specs.d ?? [] })] }), [
      choose("m", "Hurt", [3, 3]), choose("b", "Head", [2, 2, 2]), choose("c", "Head", [2, 2, 2]), choose("d", "Head", [2, 2, 2]),
    ]).state;
  const attack = (targets: string[], more: Record<string, unknown> = {}): Command => act("m", { kind: "attack", violent: true, targets, roll: [9], ...more });

  it("naming the unprotected target removes that one, not the protector", () => {
    const r = run(monsterFirst({ d: ["Protective"] }), [attack(["b", "c"], { roll: [20], protectors: { b: "d" }, remove: "c" })]);
    expect(r.state.participants.filter((p) => p.removed).map((p) => p.id)).toEqual(["c"]);
  });
});

describe("Immunity and what is named before the roll", () => {
  const checkOf = (events: EndeavorEvent[]) => {
    const e = events.find((x) => x.type === "check");
    return e?.type === "check" ? e.check : null;
  };

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
  const checkOf = (events: EndeavorEvent[]) => {
    const e = events.find((x) => x.type === "check");
    return e?.type === "check" ? e.check : null;
  };

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
