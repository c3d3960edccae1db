// Checks in an Endeavor (src/rules/endeavor/checks.ts and its check-*.ts parts): refusals of a Spark, of Help and of a
// Check's options, with what their messages name.
import { describe, expect, it } from "vitest";
import { difficultyWithRanks, type Command, type EndeavorState, type Participant } from "../../../src/rules/endeavor/index";
import { findAptitude } from "../../../src/rules/endeavor/check-choices";
import { watchedCheck } from "../../../src/rules/endeavor/check-reactions";
import { rollerOf } from "../../../src/rules/endeavor/check-roller";
import { act, ally, choose, faces, monster, nextRound, refusalOf, run, setup } from "./helpers";

describe("Sparking an Endeavor Check", () => {
  it("v0.0.18: an action's Check is not Sparked (the position roll was): endeavor-action-unavailable, { name }", () => {
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { name: "Ada", blessings: [4, 4] }), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 4, blessings: [1, 1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [3, 3, 3, 3] },
    ]).state;
    const spark: Command = act("a", { kind: "attack", violent: true, targets: ["m"], spark: { stat: "Head", pay: { permanent: [4, 4] } } });
    expect(refusalOf(s, spark)).toEqual({ code: "endeavor-action-unavailable", details: { name: "Ada" } });
  });

  it("a spent Stat cannot Spark: endeavor-stat-spent, { name, stat }", () => {
    // Round 1: a's Action Die is Head (spent at the round's end); round 2: Hurt, Sparked with Head.
    let s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", blessings: [4, 4] }), monster("m")] }), [
      choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3]),
    ]).state;
    s = run(nextRound(s), [choose("a", "Hurt", [1, 1]), choose("m", "Hurt", [3, 3])]).state;
    expect(s.turn.current).toBe("a");
    const spark: Command = act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9], spark: { stat: "Head", pay: { permanent: [4, 4] } } });
    expect(refusalOf(s, spark)).toEqual({ code: "endeavor-stat-spent", details: { name: "Ada", stat: "Head" } });
  });
});

describe("Analytical Help", () => {
  it("raises the roll only: on X it is refused (endeavor-action-unavailable, { name, helper })", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), ally("b", { name: "Bo", specializations: ["Analytical"] }), monster("m")] }), [
      choose("a", "Head", [1, 1]), choose("b", "Head", [2, 2]), choose("m", "Head", [3, 3]),
    ]).state;
    const x: Command = act("a", { kind: "advance", roll: [9], helpers: [{ by: "b", pay: {}, analytical: { dice: [1, 1, 1, 2] }, use: "x" }] });
    expect(refusalOf(s, x)).toEqual({ code: "endeavor-action-unavailable", details: { name: "Ada", helper: "Bo" } });
  });
});

describe("difficultyWithRanks: a base difficulty and the ranks Protect and Fatigue add", () => {
  it("ranks above Hard stay Hard with one more roll each; ranks taken away stop at Easy", () => {
    expect(difficultyWithRanks("normal", 0)).toEqual({ difficulty: "normal", rolls: 1 });
    expect(difficultyWithRanks("normal", 1)).toEqual({ difficulty: "hard", rolls: 2 });
    expect(difficultyWithRanks("hard", 1)).toEqual({ difficulty: "hard", rolls: 3 });
    expect(difficultyWithRanks("normal", -3)).toEqual({ difficulty: "easy", rolls: 1 });
  });

  it("a difficulty the engine does not know is refused on a command, naming it (endeavor-bad-difficulty, { difficulty })", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }), [choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3])]).state;
    const c = JSON.parse(JSON.stringify(act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] }))) as Command & { action: { difficulty: string } };
    c.action.difficulty = "extreme";
    expect(refusalOf(s, c)).toEqual({ code: "endeavor-bad-difficulty", details: { difficulty: "extreme" } });
  });
});

describe("who may Help (book: Pass)", () => {
  // a acts first (Head d6); b, c and d have not acted; m last. d skips the round.
  const helpStart = (aSpecs: ("Tactical")[] = []) => run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", specializations: aSpecs }), ally("b", { name: "Bo" }), ally("c", { name: "Cy" }), ally("d", { name: "Di" }), monster("m", "10", { name: "Maw" })] }), [
    choose("a", "Head", [1, 1]), choose("b", "Head", [2, 2, 2]), choose("c", "Head", [2, 2, 2]), { type: "skipRound", by: "d" }, choose("m", "Head", [3, 3, 3]),
  ]).state;
  const advance = (helpers: unknown[]): Command => act("a", { kind: "advance", roll: [5], helpers: helpers as never[] });
  const badHelper = (helper: string) => ({ code: "endeavor-bad-helper", details: { name: "Ada", helper } });

  it("not oneself, not twice, not one removed or skipping the round: endeavor-bad-helper, { name, helper }", () => {
    const s = helpStart();
    expect(refusalOf(s, advance([{ by: "a", pay: { temporary: [1] } }]))).toEqual(badHelper("Ada"));
    expect(refusalOf(s, advance([{ by: "b", pay: { temporary: [2] } }, { by: "b", pay: { temporary: [2] } }]))).toEqual(badHelper("Bo"));
    expect(refusalOf(s, advance([{ by: "d", pay: { temporary: [1] } }]))).toEqual(badHelper("Di"));
    const cGone = run(s, [{ type: "gm", gm: { op: "remove", id: "c" } }]).state;
    expect(refusalOf(cGone, advance([{ by: "c", pay: { temporary: [2] } }]))).toEqual(badHelper("Cy"));
  });

  it("Help called on without Tactical, or from an opponent with it: endeavor-no-specialization, { name, helper, specialization }", () => {
    expect(refusalOf(helpStart(), advance([{ by: "b", pay: { temporary: [2] }, tactical: true }]))).toEqual({ code: "endeavor-no-specialization", details: { name: "Ada", helper: "Bo", specialization: "Tactical" } });
    expect(refusalOf(helpStart(["Tactical"]), advance([{ by: "m", pay: { temporary: [3] }, tactical: true }]))).toEqual({ code: "endeavor-no-specialization", details: { name: "Ada", helper: "Maw", specialization: "Tactical" } });
  });

  it("two who may, each once: both Help (two helped events)", () => {
    const r = run(helpStart(), [advance([{ by: "b", pay: { temporary: [2] } }, { by: "c", pay: { temporary: [2] } }])]);
    expect(r.events.filter((e) => e.type === "helped").map((e) => e.type === "helped" && e.by)).toEqual(["b", "c"]);
  });
});

describe("what Help may raise", () => {
  it("v0.0.18: the roll only — on X it is refused (endeavor-action-unavailable, { name, helper }); lowering X is Cover's alone", () => {
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { name: "Ada" }), ally("b", { name: "Bo" }), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Head", roll: 4, blessings: [1, 1] }, { type: "rollPosition", by: "b", stat: "Head", roll: 8, blessings: [2, 2, 2, 2] },
      { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [3, 3, 3, 3] },
    ]).state;
    expect(s.turn.current).toBe("a");
    const help = (use: string): Command => act("a", { kind: "advance", helpers: [{ by: "b", pay: { temporary: [2] }, use: use as "x" }] });
    const unavailable = { code: "endeavor-action-unavailable", details: { name: "Ada", helper: "Bo" } };
    expect(refusalOf(s, help("x"))).toEqual(unavailable);
    expect(refusalOf(s, help("x-down"))).toEqual(unavailable);
  });
});

describe("Help spends the Helper's turn", () => {
  it("b, who delayed (Pass), Helps a: b has acted and is no longer delayed", () => {
    const s0 = setup({ kind: "monstrous", participants: [ally("b", { name: "Bo" }), ally("a", { name: "Ada" }), monster("m")] });
    let s = run(s0, [choose("b", "Head", [1, 1]), choose("a", "Head", [2, 2, 2]), choose("m", "Head", [3, 3, 3, 3])]).state;
    expect(s.turn.current).toBe("b");
    s = run(s, [act("b", { kind: "pass" })]).state;
    expect(s.turn.current).toBe("a");
    const r = run(s, [act("a", { kind: "advance", roll: [5], helpers: [{ by: "b", pay: { temporary: [1] } }] })]);
    expect(r.state.participants[0]).toMatchObject({ id: "b", acted: true, delayed: false });
  });

  it("Analytical Help from one without it: endeavor-no-specialization, { name, specialization }", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), ally("b", { name: "Bo" }), monster("m")] }), [
      choose("a", "Head", [1, 1]), choose("b", "Head", [2, 2]), choose("m", "Head", [3, 3]),
    ]).state;
    const c: Command = act("a", { kind: "advance", roll: [9], helpers: [{ by: "b", pay: {}, analytical: { dice: [1, 1, 1, 2] } }] });
    expect(refusalOf(s, c)).toEqual({ code: "endeavor-no-specialization", details: { name: "Bo", specialization: "Analytical" } });
  });
});

describe("watchedCheck: a Vexed (Vulnerable) Stat in this Check — its Action Die or the Stat Sparking it", () => {
  const vexedOnHead = (edition: "v0.0.21.10" | "v0.0.18", over: Partial<Participant>) => {
    const s = setup({ kind: "monstrous", edition, participants: [ally("a", { traits: { conditions: ["vexed"], affected: { vexed: "head" } } }), monster("m")] });
    return { s, p: { ...s.participants[0]!, actionDie: "Hurt", ...over } };
  };

  it("default edition: the Spark's Stat counts (Hurt Sparked with Head), not a Check without it", () => {
    const { s, p } = vexedOnHead("v0.0.21.10", {});
    expect([watchedCheck(s, p, "Head"), watchedCheck(s, p, null), watchedCheck(s, { ...p, actionDie: "Head" }, null)]).toEqual([true, false, true]);
  });

  it("v0.0.18: the position roll's partner counts, whatever Spark is passed", () => {
    expect(watchedCheck(vexedOnHead("v0.0.18", { positionSpark: "Head" }).s, vexedOnHead("v0.0.18", { positionSpark: "Head" }).p, null)).toBe(true);
    const { s, p } = vexedOnHead("v0.0.18", { positionSpark: null });
    expect(watchedCheck(s, p, "Head")).toBe(false);
  });

  it("no traits, or no Action Die: nobody can watch", () => {
    const { s, p } = vexedOnHead("v0.0.21.10", {});
    expect([watchedCheck(s, { ...p, traits: undefined }, "Head"), watchedCheck(s, { ...p, actionDie: null }, "Head")]).toEqual([false, false]);
  });
});

describe("Analytical Help, as the card and a replay read it", () => {
  it("the dice thrown travel on the command; the record, the Specialization used and the Help are told", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("b", { specializations: ["Analytical"] }), ally("a"), monster("m")] }), [
      choose("b", "Head", [1, 1]), choose("a", "Head", [2, 2, 2]), choose("m", "Head", [3, 3, 3, 3]), act("b", { kind: "pass" }),
    ]).state;
    const r = run(s, [act("a", { kind: "advance", roll: [2], helpers: [{ by: "b", pay: {}, analytical: {} }] })], faces(6, [1, 1, 1, 2]));
    const helper = r.command.type === "act" && r.command.action.kind === "advance" ? r.command.action.helpers![0] : null;
    expect(helper?.analytical).toEqual({ dice: [1, 1, 1, 2] });
    expect(r.events.filter((e) => e.type === "specializationUsed" || e.type === "helped")).toEqual([
      { type: "specializationUsed", id: "b", specialization: "Analytical" }, { type: "helped", by: "b", target: "a", bonus: 5, use: "roll" },
    ]);
    const check = r.events.find((e) => e.type === "check");
    expect(check?.type === "check" && check.check.help).toEqual([{ by: "b", value: 0, use: "roll", analytical: [1, 1, 1, 2] }]);
    expect(r.state.participants[0]).toMatchObject({ acted: true, delayed: false });
  });
});

describe("Mischievous named on a Check", () => {
  const s = () => run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m", "10", { name: "Maw" })] }), [
    choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3]),
  ]).state;
  it("by the actor themself: endeavor-bad-helper, { name, helper }; by one without it: endeavor-no-specialization, { name, specialization }", () => {
    expect(refusalOf(s(), act("a", { kind: "advance", roll: [9], mischievous: "a" }))).toEqual({ code: "endeavor-bad-helper", details: { name: "Ada", helper: "Ada" } });
    expect(refusalOf(s(), act("a", { kind: "advance", roll: [9], mischievous: "m" }))).toEqual({ code: "endeavor-no-specialization", details: { name: "Maw", specialization: "Mischievous" } });
  });
});

describe("more refusals of a Check", () => {
  const s = () => run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", traits: { conditions: ["vexed"], affected: { vexed: "head" } } }), monster("m", "10", { name: "Maw" })] }), [
    choose("a", "Hand", [1, 1]), choose("m", "Head", [3, 3]),
  ]).state;
  it("watched by oneself, or on a Check without the Vexed Stat: endeavor-not-watchable, { name }", () => {
    const notWatchable = { code: "endeavor-not-watchable", details: { name: "Ada" } };
    expect(refusalOf(s(), act("a", { kind: "advance", roll: [9], watchedBy: "m" }))).toEqual(notWatchable);
    expect(refusalOf(s(), act("a", { kind: "advance", roll: [9], watchedBy: "a", spark: { stat: "Head", pay: { temporary: [1, 1] } } }))).toEqual(notWatchable);
  });
  it("a Stat the character does not have: endeavor-unknown-stat, { name, stat }", () => {
    const s0 = setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m")] });
    expect(refusalOf(s0, choose("a", "Luck", [1]))).toEqual({ code: "endeavor-unknown-stat", details: { name: "Ada", stat: "Luck" } });
  });
});

describe('v0.0.18 Protect reaching "their relevant Checks" (protectReach "checks")', () => {
  // a protects b; then m (fewest left) acts.
  const protectedRound = (edition: "v0.0.18" | "v0.0.21.10") => {
    const s0 = setup({ kind: "monstrous", edition, participants: [ally("a"), ally("b"), monster("m", "10")], options: { protectReach: "checks" } });
    const start: Command[] = edition === "v0.0.18"
      ? [{ type: "rollPosition", by: "a", stat: "Head", roll: 2, blessings: [1] }, { type: "rollPosition", by: "b", stat: "Head", roll: 8, blessings: [2, 2, 2, 2] }, { type: "rollPosition", by: "m", stat: "Head", roll: 6, blessings: [3, 3, 3] }]
      : [choose("a", "Head", [1, 1]), choose("b", "Head", [2, 2, 2, 2]), choose("m", "Head", [3, 3, 3])];
    const s = run(s0, [...start, act("a", { kind: "protect", target: "b", pay: { temporary: [1] } })]).state;
    expect(s.turn.current).toBe("m");
    return s;
  };
  const ranksOf = (s: ReturnType<typeof protectedRound>, c: Command) => {
    const e = run(s, [c], faces(6, [6, 6, 6])).events.find((x) => x.type === "check");
    return e?.type === "check" ? e.check.extraRanks : null;
  };

  it("an opponent's other Check is one rank harder; its Attack on someone unprotected is not", () => {
    const s = protectedRound("v0.0.18");
    expect(ranksOf(s, act("m", { kind: "advance" }))).toBe(1);
    expect(ranksOf(s, act("m", { kind: "attack", violent: false, targets: ["a"] }))).toBe(0);
    // b, whom a protects, is a's ally: b's own Check is not harder.
    const bTurn = run(s, [act("m", { kind: "pass" })]).state;
    expect(bTurn.turn.current).toBe("b");
    expect(ranksOf(bTurn, act("b", { kind: "advance" }))).toBe(0);
  });

  it("the default edition: Protect reaches Attacks only", () => {
    expect(ranksOf(protectedRound("v0.0.21.10"), act("m", { kind: "advance", roll: [9] }))).toBe(0);
  });
});

describe("Aptitudes a Check may call on", () => {
  const base = () => setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", aptitudes: [{ name: "Brawling", specialization: "Heavy" }] }), monster("m")] }).participants[0]!;

  it("named as a table would say them (case and spaces aside); lent by Radiant while the grant lasts; else none", () => {
    const p = base();
    expect(findAptitude(p, "  brawling ")).toEqual({ name: "Brawling", specialization: "Heavy" });
    expect(findAptitude({ ...p, aptitudes: undefined }, "Brawling")).toBeNull();
    const lent = { ...p, aptitudes: [], granted: [{ from: "b", aptitude: "Glow", specialization: "Radiant", turns: 1 }] };
    expect(findAptitude(lent, "GLOW")).toEqual({ name: "Glow", specialization: "Radiant" });
    expect(findAptitude({ ...p, granted: undefined }, "Glow")).toBeNull();
  });

  it("an Aptitude the character does not have: endeavor-no-aptitude, { name, aptitude }", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", aptitudes: [{ name: "Brawling", specialization: null }] }), monster("m")] }), [
      choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3]),
    ]).state;
    expect(refusalOf(s, act("a", { kind: "advance", roll: [9], withAptitude: "Lore" }))).toEqual({ code: "endeavor-no-aptitude", details: { name: "Ada", aptitude: "Lore" } });
  });
});

describe("rollerOf: what a participant brings to the core check builder", () => {
  it("no traits: no conditions; conditions dropped for this Check only (the others kept)", () => {
    const s = setup({ kind: "monstrous", participants: [ally("a", { traits: { conditions: ["taxed", "famous"] } }), monster("m")] });
    expect(rollerOf(s, { ...s.participants[0]!, traits: undefined }).conditions).toEqual([]);
    expect(rollerOf(s, s.participants[0]!, ["taxed"]).conditions).toEqual(["famous"]);
    expect(rollerOf(s, s.participants[0]!).conditions).toEqual(["taxed", "famous"]);
  });
});

describe("a Check's Spark and Gains, refused", () => {
  const s = () => run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", blessings: [4, 4], traits: { conditions: [] } }), monster("m")] }), [
    choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]),
  ]).state;
  it("Sparking the Action Die with itself: endeavor-spark-unbalanced, { name, stat, partner }", () => {
    const c: Command = act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9], spark: { stat: "Hurt", pay: { permanent: [4, 4] } } });
    expect(refusalOf(s(), c)).toEqual({ code: "endeavor-spark-unbalanced", details: { name: "Ada", stat: "Hurt", partner: "Hurt" } });
  });
  it("a thing of exceptional quality the actor has not gained: endeavor-no-exceptional, { name }", () => {
    const c: Command = act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9], exceptional: true });
    expect(refusalOf(s(), c)).toEqual({ code: "endeavor-no-exceptional", details: { name: "Ada" } });
  });
});

describe("which roll to Spark (sparkRoll), refused", () => {
  const s = () => run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", blessings: [4, 4] }), monster("m")] }), [
    choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]),
  ]).state;
  const attack = (more: Record<string, unknown>): Command => act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9], ...more });
  const spark = { stat: "Head", pay: { permanent: [4, 4] } };
  it("without a Spark, negative or not whole: endeavor-bad-roll, { name, count: 1 }; past the Check's rolls: { count: rolls }", () => {
    const bad = { code: "endeavor-bad-roll", details: { name: "Ada", count: 1 } };
    expect(refusalOf(s(), attack({ sparkRoll: 0 }))).toEqual(bad);
    expect(refusalOf(s(), attack({ spark, sparkRoll: -1 }))).toEqual(bad);
    expect(refusalOf(s(), attack({ spark, sparkRoll: 0.5 }))).toEqual(bad);
    expect(refusalOf(s(), attack({ spark, sparkRoll: 1 }))).toEqual(bad);
    expect(refusalOf(s(), attack({ spark, sparkRoll: 2, difficulty: "hard", roll: [9, 9] }))).toEqual({ code: "endeavor-bad-roll", details: { name: "Ada", count: 2 } });
  });
});

describe("v0.0.18: a position roll Sparked before Taxed", () => {
  it("the action's Check is not refused for the Spark (it was judged with the position roll)", () => {
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { blessings: [4, 4] }), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 4, spark: { stat: "Head", pay: { permanent: [4, 4] } }, blessings: [1, 1] },
      { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [3, 3, 3, 3] },
    ]).state;
    const r = run(s, [{ ...act("a", { kind: "attack", violent: true, targets: ["m"] }), traits: { a: { conditions: ["taxed"] } } }]);
    expect(r.events.some((e) => e.type === "check")).toBe(true);
  });
});

describe("refusals of a Check's options", () => {
  /** A copy of the state with one participant changed (a local helper: the shared ones stay as they are). */
  const withParticipant = (s: EndeavorState, id: string, over: Record<string, unknown>): EndeavorState =>
    ({ ...s, participants: s.participants.map((p) => (p.id === id ? { ...p, ...over } : p)) });
  // a (Head d6) acts first; b has not acted; m last.
  const start = (aOver: Parameters<typeof ally>[1] = {}) => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", blessings: [4, 4], ...aOver }), ally("b", { name: "Bo" }), monster("m", "10", { name: "Maw", specializations: ["Mischievous"] })] }), [
      choose("a", "Head", [1, 1]), choose("b", "Head", [2, 2, 6]), choose("m", "Head", [3, 3, 3]),
    ]).state;
    expect(s.turn.current).toBe("a");
    return s;
  };

  it("Mischievous used and not recharged: endeavor-needs-recharge, { name, specialization }", () => {
    const s = withParticipant(start(), "m", { needsRecharge: ["Mischievous"] });
    expect(refusalOf(s, act("a", { kind: "advance", roll: [9], mischievous: "m" }))).toEqual({ code: "endeavor-needs-recharge", details: { name: "Maw", specialization: "Mischievous" } });
  });

  it("an Aptitude named by something not text (a console shape): endeavor-no-aptitude, { name, aptitude }", () => {
    const c = JSON.parse(JSON.stringify(act("a", { kind: "advance", roll: [9] }))) as Command & { action: { withAptitude: unknown } };
    c.action.withAptitude = 5;
    expect(refusalOf(start({ aptitudes: [{ name: "5", specialization: null }] }), c)).toEqual({ code: "endeavor-no-aptitude", details: { name: "Ada", aptitude: "5" } });
  });

  it("an additional Imposing roll without supplied totals, throws without totals, throws of too few rolls: endeavor-bad-roll, { name, count }", () => {
    const bad = { code: "endeavor-bad-roll", details: { name: "Ada", count: 1 } };
    expect(refusalOf(start(), act("a", { kind: "advance", imposing: 9 }))).toEqual(bad);
    expect(refusalOf(start(), act("a", { kind: "advance", throws: [[[4, 5]]] }))).toEqual(bad);
    expect(refusalOf(start(), act("a", { kind: "advance", roll: [9], throws: [] }))).toEqual(bad);
  });
});

describe("Aptitudes named with stray spaces on the sheet", () => {
  it("' Brawling ' on the sheet answers to 'brawling'", () => {
    const p = setup({ kind: "monstrous", participants: [ally("a", { aptitudes: [{ name: " Brawling ", specialization: null }] }), monster("m")] }).participants[0]!;
    expect(findAptitude(p, "brawling")).toEqual({ name: " Brawling ", specialization: null });
  });
});
