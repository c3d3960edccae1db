// Checks in an Endeavor (src/rules/endeavor/checks.ts): what the Check's record says, and refusals of hostile or
// mistaken command shapes, with what their messages name and nothing changed.
import { describe, expect, it } from "vitest";
import type { Command, EndeavorEvent, EndeavorState } from "../../../src/rules/endeavor/index";
import { findAptitude } from "../../../src/rules/endeavor/checks";
import { act, ally, choose, monster, refusalOf, run, setup } from "./helpers";

/** The record of the (first) Check among these events. */
const checkOf = (events: EndeavorEvent[]) => {
  const e = events.find((x) => x.type === "check");
  return e?.type === "check" ? e.check : null;
};

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

describe("the record of an Endeavor Check, as the chat card reads it", () => {
  it("a plain Check with supplied totals: exactly what happened, no automatic failure, no adjustments listed", () => {
    expect(checkOf(run(start(), [act("a", { kind: "advance", roll: [9] })]).events)).toEqual({
      by: "a", purpose: "advance", stat: "Head", totals: [9], difficulty: "normal", extraRanks: 0, helpBonus: 0,
      outcome: "medium", success: true, boons: 0, busts: 0, automaticFailure: false,
    });
  });

  it("which roll was Sparked: none named for the first (sparkRoll 0 is allowed), the second named as 1", () => {
    const spark = { stat: "Hand", pay: { permanent: [4, 4] } };
    const first = checkOf(run(start(), [act("a", { kind: "advance", roll: [9], spark, sparkRoll: 0 })]).events)!;
    expect(first.spark).toBe("Hand");
    expect("sparkRoll" in first).toBe(false);
    const second = checkOf(run(start(), [act("a", { kind: "advance", roll: [9, 9], difficulty: "hard", spark, sparkRoll: 1 })]).events)!;
    expect(second.sparkRoll).toBe(1);
  });

  it("a Vexed Check that Help lifts to a success fails when watched, naming the watcher", () => {
    const s = start({ traits: { conditions: ["vexed"], affected: { vexed: "head" } } });
    const r = run(s, [act("a", { kind: "advance", roll: [4], helpers: [{ by: "b", pay: { temporary: [6] } }], watchedBy: "m" })]);
    expect(checkOf(r.events)).toMatchObject({ totals: [4], helpBonus: 3, success: false, outcome: "failure", failedBy: "m" });
  });
});

describe("refusals of a Check's options", () => {
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
    expect(refusalOf(start(), act("a", { kind: "advance", throws: [[4, 5]] }))).toEqual(bad);
    expect(refusalOf(start(), act("a", { kind: "advance", roll: [9], throws: [] }))).toEqual(bad);
  });
});

describe("Aptitudes named with stray spaces on the sheet", () => {
  it("' Brawling ' on the sheet answers to 'brawling'", () => {
    const p = setup({ kind: "monstrous", participants: [ally("a", { aptitudes: [{ name: " Brawling ", specialization: null }] }), monster("m")] }).participants[0]!;
    expect(findAptitude(p, "brawling")).toEqual({ name: " Brawling ", specialization: null });
  });
});

describe("v0.0.18: a position roll Sparked before Surprised", () => {
  it("the action's Check is not refused for the Spark (it was judged with the position roll)", () => {
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { blessings: [4, 4] }), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 4, spark: { stat: "Head", pay: { permanent: [4, 4] } }, blessings: [1, 1] },
      { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [3, 3, 3, 3] },
    ]).state;
    const r = run(s, [{ ...act("a", { kind: "attack", violent: true, targets: ["m"] }), traits: { a: { conditions: ["surprised"] } } }]);
    expect(checkOf(r.events)).toMatchObject({ by: "a", spark: "Head" });
  });
});
