// Movement on the track (src/rules/endeavor/track.ts): buttons activated on the way, Dominating, Recovery.
import { describe, expect, it } from "vitest";
import { STATS, act, ally, choose, get, monster, passAll, refusalOf, refused, run, setup, types } from "./helpers";

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
