// Movement on the track (src/rules/endeavor/track.ts): buttons activated on the way, Dominating, Recovery.
import { describe, expect, it } from "vitest";
import type { Command } from "../../../src/rules/endeavor/index";
import { STATS, act, ally, choose, get, monster, pass, passAll, racer, refusalOf, refused, run, setup, types } from "./helpers";
import { rogue, theEye } from "./kinds/stealth/helpers";

describe("Dominating through a Recovery button", () => {
  // a (Dominating, Hurt d6: X 2) Attacks m (SP 10 (3): its Recovery button at 7) standing at `from`.
  const attacked = (from: number, specializations: "Dominating"[] = ["Dominating"]) => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations }), monster("m", "10 (3)")] }), [
      { type: "gm", gm: { op: "move", id: "m", to: from } },
      choose("a", "Hurt", [2, 2]), choose("m", "Head", [1, 4, 4]),
    ]).state;
    return run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
  };

  it("the movement the Recovery button prevented goes on from the starting position: 8 → 7 (back to 10) → 9", () => {
    const r = attacked(8);
    expect(get(r.state, "m").position).toBe(9);
    expect(r.events.filter((e) => e.type === "moved").map((e) => e.type === "moved" && [e.from, e.to])).toEqual([[8, 7], [7, 10], [10, 9]]);
  });

  it("nothing prevented (the button on the last position moved): back to 10 and no further", () => {
    expect(get(attacked(9).state, "m").position).toBe(10);
  });

  it("without Dominating the Recovery ends the movement at the start", () => {
    const r = attacked(8, []);
    expect(get(r.state, "m").position).toBe(10);
    expect(types(r.events)).toContain("buttonActivated");
  });
});

describe("a group movement's split (violent Attack on several)", () => {
  // a (Hurt d6: X 2) Attacks m and n, each at 10.
  const s = () => run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10"), monster("n", "10")] }), [
    choose("a", "Hurt", [2, 2]), choose("m", "Head", [3, 3]), choose("n", "Head", [3, 3]),
  ]).state;
  const attack = (split: Record<string, number>) => act("a", { kind: "attack", violent: true, targets: ["m", "n"], roll: [9], split });

  it("a share for someone not moved, a negative share or a fraction is refused (endeavor-bad-distribution), nothing changed", () => {
    refused(s(), attack({ m: 1, a: 1 }), "endeavor-bad-distribution");
    refused(s(), attack({ m: 3, n: -1 }), "endeavor-bad-distribution");
    refused(s(), attack({ m: 1.5, n: 0.5 }), "endeavor-bad-distribution");
    // Shares not adding up to X: the message says what they must add up to.
    expect(refusalOf(s(), attack({ m: 2, n: 1 }))).toEqual({ code: "endeavor-bad-distribution", details: { count: 2 } });
  });

  it("whole shares adding up to X move each by theirs; none given: evenly, the remainder to the first", () => {
    const r = run(s(), [attack({ m: 0, n: 2 })]);
    expect([get(r.state, "m").position, get(r.state, "n").position]).toEqual([10, 8]);
    const even = run(s(), [act("a", { kind: "attack", violent: true, targets: ["n", "m"], roll: [9] })]);
    expect([get(even.state, "m").position, get(even.state, "n").position]).toEqual([9, 9]);
    // Hurt d10: X 3 — n, chosen first, moves 2 and m 1.
    const s10 = run(setup({ kind: "monstrous", participants: [ally("a", { stats: STATS({ Hurt: 10 }) }), monster("m", "10"), monster("n", "10")] }), [
      choose("a", "Hurt", [2, 2, 2]), choose("m", "Head", [3, 3, 3]), choose("n", "Head", [3, 3, 3]),
    ]).state;
    const odd = run(s10, [act("a", { kind: "attack", violent: true, targets: ["n", "m"], roll: [11] })]);
    expect([get(odd.state, "m").position, get(odd.state, "n").position]).toEqual([9, 8]);
  });
});

describe("moving below position 0", () => {
  it("a move one chooses for oneself (Perform Combo's move down) is refused past 0, naming who, and changes nothing", () => {
    const s = passAll(run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), ally("b"), monster("m", "12")] }), [
      choose("a", "Head", [1, 1, 1, 3, 3]), choose("b", "Head", [2, 2]), choose("m", "Hurt", [2, 2]),
    ]).state);
    // Up by 5 (a's temporary Blessings), then down by 6.
    expect(refusalOf(s, { type: "special", by: "a", special: { kind: "combo", down: { a: 6 } } })).toEqual({ code: "endeavor-below-zero", details: { name: "Ada" } });
  });
});

describe("Dominating is an opponent's", () => {
  it("a Dominating ally advancing onto their own Zeal button stops there (the Zeal Attack pending)", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Dominating"] }), monster("m")] }), [
      { type: "gm", gm: { op: "addButton", kind: "zeal", position: 1, owner: "a" } },
      choose("a", "Head", [2, 2]), choose("m", "Head", [3, 3]),
    ]).state;
    const r = run(s, [act("a", { kind: "advance", roll: [9] })]); // X 2
    expect(get(r.state, "a").position).toBe(1);
    expect(r.state.pending).toEqual([{ kind: "zeal", by: "a", eligible: [] }]);
  });
});

describe("buttons on the way", () => {
  const gmButton = (kind: "fatigue" | "zeal" | "wound" | "defeat" | "recovery", position: number, owner: string) =>
    ({ type: "gm" as const, gm: { op: "addButton" as const, kind, position, owner } });

  it("moving down passes over one's Terrain (activated moving up only) and Fatigue (at the end of the round only)", () => {
    // r2 (Hurt d10: X 3) Attacks r1 at 5: 5 → 2 over r1's Fatigue at 4 and Terrain at 3.
    const s = run(setup({ kind: "racing", participants: [racer("r1"), racer("r2", { stats: STATS({ Hand: 8, Hurt: 10, Hurry: 6 }) })], terrain: [{ position: 3 }], options: { finishLine: 20 } }), [
      gmButton("fatigue", 4, "r1"), { type: "gm", gm: { op: "move", id: "r1", to: 5 } },
      choose("r1", "Hand", [2, 2]), choose("r2", "Hurt", [1, 2, 2]), pass("r1"),
    ]).state;
    const r = run(s, [act("r2", { kind: "attack", violent: true, targets: ["r1"], roll: [11] })]);
    expect(get(r.state, "r1").position).toBe(2);
    expect(types(r.events)).not.toContain("buttonActivated");
  });

  const overcome = (terrain: number[], more: Command[] = []) => {
    // r1 (Hand d10: X 3) holds the most temporary Blessings: it chooses the special action.
    const s = passAll(run(setup({ kind: "racing", participants: [racer("r1", { stats: STATS({ Hand: 10, Hurt: 6, Hurry: 6 }) }), racer("r2")], terrain: terrain.map((position) => ({ position })), options: { finishLine: 20 } }), [
      ...more, choose("r1", "Hand", [2, 2, 2]), choose("r2", "Hand", [2, 2]),
    ]).state);
    expect(s.chooser).toEqual(["r1"]);
    return run(s, [{ type: "special", by: "r1", special: { kind: "overcome" } }]);
  };

  it('Overcome ignores the first Terrain only: Terrain at 1 and 2, X 3 — it stops at 2', () => {
    expect(get(overcome([1, 2]).state, "r1").position).toBe(2);
  });

  it("Overcome ignores Terrain, not a Zeal button: it stops on the Zeal button at 1 (Terrain at 2)", () => {
    const r = overcome([2], [gmButton("zeal", 1, "r1")]);
    expect(get(r.state, "r1").position).toBe(1);
    expect(r.events.filter((e) => e.type === "pendingAttack")).toEqual([{ type: "pendingAttack", by: "r1", kind: "zeal" }]);
  });

  it('a Wound button passed: "decrease your remaining movement by 1" — X 3 from 0 over a Wound at 1 ends at 2', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { stats: STATS({ Head: 10, Hurt: 6, Hand: 6 }) }), monster("m")] }), [
      gmButton("wound", 1, "a"), choose("a", "Head", [2, 2, 2]), choose("m", "Head", [3, 3, 3]),
    ]).state;
    const r = run(s, [act("a", { kind: "advance", roll: [11] })]);
    expect(get(r.state, "a").position).toBe(2);
  });

  it("a Defeat button and a Recovery button on one cell: the Defeat wins, whichever was laid first", () => {
    // m (SP 10 (3)): its Recovery button at 7 is taken away and laid again after a Defeat button at 7.
    const s0 = setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)")] });
    const recovery = s0.buttons.find((b) => b.kind === "recovery")!;
    const s = run(s0, [
      { type: "gm", gm: { op: "removeButton", button: recovery.id } }, gmButton("defeat", 7, "m"), gmButton("recovery", 7, "m"),
      { type: "gm", gm: { op: "move", id: "m", to: 8 } }, choose("a", "Hurt", [2, 2]), choose("m", "Head", [1, 4, 4]),
    ]).state;
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
    expect(get(r.state, "m").removed).toMatchObject({ reason: "defeat" });
  });
});

describe("Recovery and Revenge", () => {
  it("Revenge needs an Action Die: a Monstrosity skipping the round, moved onto its Recovery, Attacks nobody", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { tags: ["Revenge"] })] }), [
      { type: "gm", gm: { op: "move", id: "m", to: 8 } }, choose("a", "Hurt", [2, 2]), { type: "skipRound", by: "m" },
    ]).state;
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
    expect(get(r.state, "m").position).toBe(10);
    expect(r.state.pending).toEqual([]);
  });

  it("Revenge needs someone who moved it down: v0.0.18, its boon moves it up onto its Recovery — back to 10, nothing pending", () => {
    // m at 6 rolls 12 (a Major Success: one boon) and Attacks a: up by one, onto its Recovery button at 7.
    const s = run(setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { tags: ["Revenge"] })] }), [
      { type: "gm", gm: { op: "move", id: "m", to: 6 } },
      { type: "rollPosition", by: "a", stat: "Head", roll: 20, blessings: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6] },
      { type: "rollPosition", by: "m", stat: "Hurt", roll: 12, blessings: [2, 2, 2, 2, 2, 2] },
    ]).state;
    expect(s.turn.current).toBe("m");
    const r = run(s, [act("m", { kind: "attack", violent: true, targets: ["a"] })]);
    expect(r.events.filter((e) => e.type === "moved" && e.id === "m").map((e) => e.type === "moved" && [e.from, e.to])).toEqual([[6, 7], [7, 10]]);
    expect(r.state.pending).toEqual([]);
  });
});

describe("Escape (an Endeavor with an Eye)", () => {
  const escapeLand = () => run(setup({ kind: "stealth", participants: [rogue("a"), rogue("b"), theEye()], land: [{ kind: "escape", position: 2 }, { kind: "objective", position: 10, check: { stat: "Head" } }] }), [
    choose("a", "Head", [2, 2]), choose("b", "Hand", [3, 3]), choose("eye", "Watch", [1, 1]),
  ]).state;

  it("moving up to escape: the first Escape button entered ends the movement and the rogue leaves (X 2 from 1: at 2)", () => {
    const r = run(escapeLand(), [act("a", { kind: "move", direction: "up", roll: [9], escape: true })]);
    expect(get(r.state, "a")).toMatchObject({ position: 2, removed: { reason: "escaped" } });
  });

  it("not escaping: the rogue moves on over it (at 3) and stays", () => {
    const r = run(escapeLand(), [act("a", { kind: "move", direction: "up", roll: [9] })]);
    expect(get(r.state, "a")).toMatchObject({ position: 3, removed: null });
  });
});

describe("forced movement stops at 0", () => {
  it("a racer at 0 Attacked (violent) stays at 0: no movement, no moved event", () => {
    const s = run(setup({ kind: "racing", participants: [racer("r1"), racer("r2")], options: { finishLine: 20 } }), [
      choose("r1", "Hurt", [2, 2]), choose("r2", "Hand", [1, 2, 2]),
    ]).state;
    const r = run(s, [act("r1", { kind: "attack", violent: true, targets: ["r2"], roll: [9] })]);
    expect(get(r.state, "r2").position).toBe(0);
    expect(types(r.events)).not.toContain("moved");
  });
});
