/** Radiant (radiant.ts): refusals naming what is missing, the Check and its Help on X, the number of turns lent, and
 *  each loan going back after the ally's turns, announced. */
import { describe, expect, it } from "vitest";
import type { EndeavorState, ParticipantSetup } from "../../../src/rules/endeavor/index";
import { lendableAptitudes, radiantDie } from "../../../src/rules/endeavor/radiant";
import { act, ally, choose, get, monster, refusalOf, run, setup } from "./helpers";

const aptitudes = [{ name: "Singing", specialization: "Radiant" }, { name: "Brawling", specialization: "Imposing" }, { name: "Cooking" }];
const RADIANT: Partial<ParticipantSetup> = { specializations: ["Radiant"], aptitudes, stats: { Head: 4, Hand: 4, Heart: 6, Home: 4, Hurt: 6, Hurry: 4, History: 4 } };
/** a (Heart d6, X 2, unless `stat`), b, c (Radiant too when `two`), m; a acts first, then b, c, m. */
const start = (stat = "Heart", aSetup: Partial<ParticipantSetup> = RADIANT, two = false): EndeavorState =>
  run(setup({ kind: "monstrous", participants: [ally("a", aSetup), ally("b"), ally("c", two ? RADIANT : {}), monster("m")] }), [
    choose("a", stat, [1, 1]), choose("b", "Head", [2, 2, 2]), choose("c", "Heart", [2, 2, 2, 2]), choose("m", "Head", [3, 3, 3, 3, 3]),
  ]).state;
/** v0.0.18: a's position roll with Heart; b and m roll 9. */
const old = (aRoll: number): EndeavorState =>
  run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", RADIANT), ally("b"), monster("m")] }), [
    { type: "rollPosition", by: "a", stat: "Heart", roll: aRoll, blessings: Array(Math.floor(aRoll / 2)).fill(1) },
    { type: "rollPosition", by: "b", stat: "Head", roll: 9, blessings: [2, 2, 2, 2] }, { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [2, 2, 2, 2] },
  ]).state;

describe("who may use Radiant", () => {
  it("refusals name the participant and what is missing: the Specialization, the Action Die, another Aptitude", () => {
    expect(refusalOf(start("Heart", {}), act("a", { kind: "radiant", aptitude: "Cooking", roll: [6] }))).toEqual({ code: "endeavor-no-specialization", details: { name: "a", specialization: "Radiant" } });
    expect(refusalOf(start("Hurt", { specializations: ["Radiant"], aptitudes }), act("a", { kind: "radiant", aptitude: "Cooking", roll: [6] }))).toEqual({ code: "endeavor-action-die-not-allowed", details: { name: "a", stat: "Hurt", specialization: "Radiant" } });
    expect(refusalOf(start(), act("a", { kind: "radiant", aptitude: "Singing", roll: [6] }))).toEqual({ code: "endeavor-bad-target", details: { name: "a", aptitude: "Singing" } });
  });

  it("no Action Die yet is no Radiant die; no Aptitudes, nothing to lend", () => {
    const a = get(start(), "a");
    expect([radiantDie(a), radiantDie({ ...a, actionDie: null })]).toEqual([true, false]);
    expect(lendableAptitudes({ ...a, aptitudes: undefined })).toEqual([]);
  });
});

describe("the loan", () => {
  it("a Radiant Check; Help spent on X lengthens the loan", () => {
    const r = run(start(), [act("a", { kind: "radiant", aptitude: "Cooking", roll: [6], helpers: [{ by: "c", pay: { temporary: [2] }, use: "x" }] })]);
    expect(r.events.flatMap((e) => (e.type === "check" ? [e.check.purpose] : []))).toEqual(["radiant"]);
    expect(get(r.state, "b").granted).toEqual([{ from: "a", aptitude: "Cooking", specialization: null, turns: 3 }]);
  });

  it("v0.0.18: half the position roll; a roll of 1 lends nothing, a roll of 2 one turn, which ends with b's turn", () => {
    expect(run(old(1), [act("a", { kind: "radiant", aptitude: "Cooking" })]).events.some((e) => e.type === "aptitudeLent")).toBe(false);
    const lent = run(old(2), [act("a", { kind: "radiant", aptitude: "Cooking" })]).state;
    expect(get(lent, "b").granted).toEqual([{ from: "a", aptitude: "Cooking", specialization: null, turns: 1 }]);
    // Turns pass until b's has ended.
    let r = run(lent, [act(lent.turn.current!, { kind: "advance" })]);
    while (!get(r.state, "b").acted) r = run(r.state, [act(r.state.turn.current!, { kind: "advance" })]);
    expect(r.events.filter((e) => e.type === "aptitudeReturned")).toEqual([{ type: "aptitudeReturned", id: "b", aptitude: "Cooking", from: "a" }]);
    expect(get(r.state, "b").granted).toEqual([]);
  });

  it("two turns: after b's first, one is left and nothing goes back", () => {
    const r = run(start(), [act("a", { kind: "radiant", aptitude: "Cooking", roll: [6] }), act("b", { kind: "advance", roll: [9] })]);
    expect(r.events.filter((e) => e.type === "aptitudeReturned")).toEqual([]);
    expect(get(r.state, "b").granted).toEqual([{ from: "a", aptitude: "Cooking", specialization: null, turns: 1 }]);
  });

  it("loans from two allies add up", () => {
    const r = run(start("Heart", RADIANT, true), [act("a", { kind: "radiant", aptitude: "Cooking", roll: [6] }), act("b", { kind: "advance", roll: [9] }), act("c", { kind: "radiant", aptitude: "Brawling", roll: [6] })]);
    expect(get(r.state, "b").granted).toEqual([
      { from: "a", aptitude: "Cooking", specialization: null, turns: 1 },
      { from: "c", aptitude: "Brawling", specialization: "Imposing", turns: 2 },
    ]);
  });
});
