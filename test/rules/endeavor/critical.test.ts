// Critical (critical.ts): who spends what, and when it is charged.
import { describe, expect, it } from "vitest";
import type { EndeavorState } from "../../../src/rules/endeavor/index";
import { act, ally, choose, get, monster, refusalOf, run, setup, STATS } from "./helpers";

const start = (mStats = STATS({ Hurt: 6, Head: 6 })): EndeavorState =>
  run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", specializations: ["Critical"] }), monster("m", "10 (3)", { name: "Maw", stats: mStats })] }), [
    choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]),
  ]).state;
const attack = (roll: number, critical?: Record<string, string>) => act("a", { kind: "attack", violent: true, targets: ["m"], roll: [roll], ...(critical ? { critical } : {}) });

describe("Critical", () => {
  it("a Stat they cannot spend now is refused, naming them and it; a Stat spent already cannot be picked again", () => {
    expect(refusalOf(start(), attack(12, { m: "Head" }))).toEqual({ code: "endeavor-unknown-stat", details: { name: "Maw", stat: "Head" } });
    expect(refusalOf(start(), attack(12, { m: "Hex" }))).toEqual({ code: "endeavor-unknown-stat", details: { name: "Maw", stat: "Hex" } });
    const s = start();
    const handSpent = { ...s, participants: s.participants.map((p) => (p.id === "m" ? { ...p, spent: ["Hand"] } : p)) };
    expect(refusalOf(handSpent, attack(12, { m: "Hand" })).code).toBe("endeavor-unknown-stat");
    // At random among the rest: Heart, Home, Hurt, Hurry, History — the Rng's 0 picks the first, 0.99 the last.
    expect(get(run(handSpent, [attack(12)], () => 0).state, "m").spent).toEqual(["Hand", "Heart"]);
    expect(get(run(handSpent, [attack(12)], () => 0.999).state, "m").spent).toEqual(["Hand", "History"]);
  });

  it("someone with nothing left to spend spends nothing, and Critical is still used", () => {
    const s = start({ Head: 6, Hurt: 6 } as never);
    const none = { ...s, participants: s.participants.map((p) => (p.id === "m" ? { ...p, spent: ["Hurt"] } : p)) };
    const r = run(none, [attack(12)]);
    expect(get(r.state, "m").spent).toEqual(["Hurt"]);
    expect(r.events.filter((e) => e.type === "statsSpent")).toEqual([]);
    expect(get(r.state, "a").needsRecharge).toEqual(["Critical"]);
    expect(r.log[0]).toMatchObject({ action: { critical: {} } });
  });

  it("v0.0.18 has no Critical effect", () => {
    const s = run(setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a", { specializations: ["Critical"] }), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 12, blessings: [2, 2, 2, 2, 2, 2] }, { type: "rollPosition", by: "m", stat: "Head", roll: 14, blessings: [3, 3, 3, 3, 3, 3, 3] },
    ]).state;
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["m"] })]);
    expect(get(r.state, "m").spent).toEqual([]);
    expect(get(r.state, "a").needsRecharge).toEqual([]);
  });
});
