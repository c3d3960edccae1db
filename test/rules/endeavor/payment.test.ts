// Paying Blessings (payment.ts) and using a Specialization (specialization-use.ts): what is taken, what a refusal names.
import { describe, expect, it } from "vitest";
import type { EndeavorState } from "../../../src/rules/endeavor/index";
import { Draft } from "../../../src/rules/endeavor/draft";
import { spendAllTemporary } from "../../../src/rules/endeavor/payment";
import { act, ally, choose, get, monster, racer, refusalOf, run, setup } from "./helpers";

const start = (blessings = [2, 5, 5]): EndeavorState =>
  run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", blessings, specializations: ["Zealous"] }), ally("b", { name: "Bo" }), monster("m", "10 (3)", { name: "Maw" })] }), [
    choose("a", "Head", [1, 3]), choose("b", "Head", [3, 3, 3]), choose("m", "Hurt", [4, 4, 4, 4]),
  ]).state;
const protect = (pay: { temporary?: number[]; permanent?: number[] }) => act("a", { kind: "protect", target: "a", pay });

describe("paying Blessings", () => {
  it("takes the values named from each pool, one of each value per Blessing, and says what was spent", () => {
    const r = run(start(), [protect({ temporary: [3], permanent: [5, 2] })]);
    expect(get(r.state, "a")).toMatchObject({ temporary: [1], blessings: [5] });
    expect(r.events).toContainEqual({ type: "blessingsSpent", id: "a", temporary: [3], permanent: [5, 2] });
    expect(r.state.protections[0]).toMatchObject({ ranks: 3 });
    const twice = run(start(), [protect({ permanent: [5, 5] })]);
    expect(get(twice.state, "a").blessings).toEqual([2]);
    expect(run(start(), [protect({ permanent: [5] })]).events).toContainEqual({ type: "blessingsSpent", id: "a", temporary: [], permanent: [5] });
  });

  it("a Blessing not held is named with its value; an empty payment for Protect is refused; nothing changes", () => {
    expect(refusalOf(start(), protect({ temporary: [6] }))).toEqual({ code: "endeavor-blessing-not-held", details: { name: "Ada", value: 6 } });
    expect(refusalOf(start(), protect({ permanent: [2, 2] }))).toEqual({ code: "endeavor-blessing-not-held", details: { name: "Ada", value: 2 } });
    expect(refusalOf(start(), protect({}))).toEqual({ code: "endeavor-cost-not-met", details: { name: "Ada", cost: "any" } });
    expect(refusalOf(start(), act("a", { kind: "protect", target: "a", pay: undefined as never }))).toEqual({ code: "endeavor-cost-not-met", details: { name: "Ada", cost: "any" } });
  });

  it("a cost in Blessing notation must be met: Unique Skill's ⊜⊜ is two equal Blessings", () => {
    const unique = (pay: { temporary?: number[]; permanent?: number[] }) => act("a", { kind: "unique", pay, actions: [{ kind: "advance", roll: [9] }, { kind: "advance", roll: [9] }] });
    expect(refusalOf(start(), unique({ permanent: [2, 5] }))).toEqual({ code: "endeavor-cost-not-met", details: { name: "Ada", cost: "⊜⊜" } });
    expect(get(run(start(), [unique({ permanent: [5, 5] })]).state, "a").position).toBe(4);
  });

  it('Racing: "When you spend a Blessing, gain a Fatigue button" — one per Blessing; Monstrous none', () => {
    const s = run(setup({ kind: "racing", participants: [racer("r1", { blessings: [3, 5, 6] }), racer("r2")] }), [choose("r1", "Hand", [2, 2]), choose("r2", "Hand", [1, 2, 2])]).state;
    const r = run(s, [act("r1", { kind: "protect", target: "r1", pay: { temporary: [2], permanent: [3, 6] } })]);
    expect(r.state.buttons.filter((b) => b.kind === "fatigue").map((b) => [b.owner, b.position])).toEqual([["r1", 0], ["r1", 1], ["r1", 2]]);
    expect(run(start(), [protect({ permanent: [5, 5] })]).state.buttons.filter((b) => b.kind === "fatigue")).toEqual([]);
  });
});

describe("using a Specialization", () => {
  it("one lacked, or not yet recharged, is named; a use marks it for recharge", () => {
    const s = start();
    const r = run(s, [act("a", { kind: "zealous" })]);
    expect(r.events).toContainEqual({ type: "specializationUsed", id: "a", specialization: "Zealous" });
    expect(get(r.state, "a").needsRecharge).toEqual(["Zealous"]);
    const again = { ...s, participants: s.participants.map((p) => (p.id === "a" ? { ...p, needsRecharge: ["Zealous" as const] } : p)) };
    expect(refusalOf(again, act("a", { kind: "zealous" }))).toEqual({ code: "endeavor-needs-recharge", details: { name: "Ada", specialization: "Zealous" } });
    const without = { ...s, participants: s.participants.map((p) => (p.id === "a" ? { ...p, specializations: [] } : p)) };
    expect(refusalOf(without, act("a", { kind: "zealous" }))).toEqual({ code: "endeavor-no-specialization", details: { name: "Ada", specialization: "Zealous" } });
  });
});

describe("using a Specialization for someone", () => {
  it("Protective names whom its user stands in for", () => {
    const s = run(setup({ kind: "monstrous", participants: [monster("m", "10"), ally("b"), ally("c", { specializations: ["Protective"] })] }), [
      choose("m", "Hurt", [3, 3]), choose("b", "Head", [2, 2, 2]), choose("c", "Head", [2, 2, 2]),
    ]).state;
    const r = run(s, [act("m", { kind: "attack", violent: true, targets: ["b"], roll: [9], protectors: { b: "c" } })]);
    expect(r.events).toContainEqual({ type: "specializationUsed", id: "c", specialization: "Protective", target: "b" });
    expect(get(r.state, "c").needsRecharge).toEqual(["Protective"]);
  });
});

describe('"spend all your temporary Blessings"', () => {
  it("spending all takes every temporary Blessing and says so; with none held it takes and says nothing", () => {
    const d = new Draft(start());
    expect(spendAllTemporary(d, "a")).toEqual([1, 3]);
    expect(get(d.state, "a")).toMatchObject({ temporary: [], blessings: [2, 5, 5] });
    expect(d.events).toEqual([{ type: "blessingsSpent", id: "a", temporary: [1, 3], permanent: [] }]);
    expect(spendAllTemporary(d, "a")).toEqual([]);
    expect(d.events).toHaveLength(1);
  });
});
