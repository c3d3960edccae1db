// Who an Attack can reach (attack-targets.ts): one rule for the engine, the acting form and the reaction offers.
import { describe, expect, it } from "vitest";
import { attackable, mayStandIn } from "../../../src/rules/endeavor/attack-targets";
import { act, ally, choose, get, monster, racer, refusalOf, run, setup } from "./helpers";

const state = () => {
  const s = setup({ kind: "monstrous", participants: [ally("a0", { name: "Wren" }), ally("a1", { name: "Oskar" }), monster("m0", "10 (3)", { name: "Grey Widow" })] });
  return run(s, [choose("a0", "Hurt", [2, 3]), choose("a1", "Head", [3, 4]), choose("m0", "Hurt", [5, 5, 6])]).state;
};

describe("attackable", () => {
  it("an active opponent; within a pending Attack's eligible Defenders when it names some", () => {
    const s = state();
    const [wren, oskar, widow] = [get(s, "a0"), get(s, "a1"), get(s, "m0")];
    expect([attackable(widow, wren), attackable(widow, oskar), attackable(widow, widow), attackable(wren, oskar)]).toEqual([true, true, false, false]);
    expect([attackable(widow, wren, ["a1"]), attackable(widow, oskar, ["a1"])]).toEqual([false, true]);
    expect(attackable(widow, { ...wren, removed: { round: 1, reason: "defeat", by: "m0" } } as typeof wren)).toBe(false);
  });
});

describe("mayStandIn (Protective)", () => {
  it("another active character on the Defender's side, never the Defender themself or an opponent", () => {
    const s = state();
    const [wren, oskar, widow] = [get(s, "a0"), get(s, "a1"), get(s, "m0")];
    expect([mayStandIn(oskar, wren), mayStandIn(wren, wren), mayStandIn(widow, wren)]).toEqual([true, false, false]);
    expect(mayStandIn({ ...oskar, removed: { round: 1, reason: "defeat", by: "m0" } } as typeof oskar, wren)).toBe(false);
    // Nobody stands in for a Defender who has left the Endeavor.
    expect(mayStandIn(oskar, { ...wren, removed: { round: 1, reason: "defeat", by: "m0" } } as typeof wren)).toBe(false);
    expect(mayStandIn(widow, widow)).toBe(false);
  });
});

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
