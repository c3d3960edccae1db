import { describe, expect, it } from "vitest";
import { apply, previewOrder, type Command } from "../../../src/rules/endeavor/index";
import { ally, choose, get, monster, refused, run, seededRng, setup, STATS, types } from "./helpers";

const act = (by: string, action: Command extends infer C ? C extends { type: "act"; action: infer A } ? A : never : never): Command =>
  ({ type: "act", by, action });
const pass = (by: string): Command => act(by, { kind: "pass" });

describe("Rounds (v0.0.21.10)", () => {
  const s0 = () => setup({ kind: "monstrous", participants: [ally("a"), ally("b"), ally("c"), monster("m")] });

  it('"Choose Action Die … Then gain X temporary Blessings": X is one fourth the die, rounded up (d6 → 2)', () => {
    const r = run(s0(), [choose("a", "Hurt")], seededRng(7));
    const a = get(r.state, "a");
    expect(a.actionDie).toBe("Hurt");
    // Blessings bump: a 1 gains another, so at least X.
    expect(a.temporary.length).toBeGreaterThanOrEqual(2);
    expect(r.events.find((e) => e.type === "actionDieChosen")).toMatchObject({ x: 2 });
    expect(r.log[0]).toMatchObject({ blessings: a.temporary }); // rolled values recorded for replay
  });

  it('"Choose Action Die": Blessings rolled by the Foundry layer are used as given', () => {
    const r = run(s0(), [choose("a", "Hurt", [1, 5, 3])]);
    expect(get(r.state, "a").temporary).toEqual([1, 5, 3]);
  });

  it('"While a Stat is spent, it can\'t be an Action Die": refused with endeavor-stat-spent', () => {
    let s = s0();
    s = run(s, [choose("a", "Hurt", [2, 2]), choose("b", "Head", [2, 2]), choose("c", "Head", [2, 2]), choose("m", "Head", [2, 2])]).state;
    while (s.phase === "turns") s = apply(s, pass(s.turn.current!)).state;
    expect(s.phase).toBe("special");
    s = apply(s, { type: "special", by: s.chooser[0]!, special: null }).state;
    expect(s.round).toBe(2);
    expect(get(s, "a").spent).toEqual(["Hurt"]);
    refused(s, choose("a", "Hurt", [2, 2]), "endeavor-stat-spent");
  });

  it('"You may skip the next round to instead regain all spent Stats"', () => {
    let s = s0();
    s = run(s, [choose("a", "Hurt", [2, 2]), choose("b", "Head", [2, 2]), choose("c", "Head", [2, 2]), choose("m", "Head", [2, 2])]).state;
    while (s.phase === "turns") s = apply(s, pass(s.turn.current!)).state;
    s = apply(s, { type: "special", by: s.chooser[0]!, special: null }).state;
    const r = run(s, [{ type: "skipRound", by: "a" }, choose("b", "Hand", [2, 2]), choose("c", "Hand", [2, 2]), choose("m", "Hurt", [2, 2])]);
    expect(previewOrder(r.state)).not.toContain("a");
    s = r.state;
    while (s.phase === "turns") s = apply(s, pass(s.turn.current!)).state;
    const end = apply(s, { type: "special", by: s.chooser[0]!, special: null });
    expect(get(end.state, "a").spent).toEqual([]);
    expect(types(end.events)).toContain("statsRegained");
    expect(get(end.state, "b").spent).toEqual(["Head", "Hand"]);
  });

  it('"Turns … start with whoever has the least temporary Blessings, rotating in the direction away from whoever has the most"', () => {
    // Seats a, b, c, m. Fewest: c (1). Most: b (4), right before c, so the turn goes c → m → a → b.
    const r = run(s0(), [choose("a", "Hurt", [2, 2]), choose("b", "Hurt", [1, 1, 2, 2]), choose("c", "Home", [3]), choose("m", "Hurt", [1, 4, 4])]);
    expect(r.state.turn.current).toBe("c");
    expect(previewOrder(r.state)).toEqual(["c", "m", "a", "b"]);
    expect(r.events.find((e) => e.type === "turnOrderSet")).toMatchObject({ direction: 1, anchor: "b", first: "c" });
  });

  it('"Reversing Turn Order": once the one with the most no longer has it, they may reverse, skipping those who acted', () => {
    // a(1) first; most is m(4) right before a, so rotation goes a → b → c → m.
    let r = run(s0(), [choose("a", "Home", [2]), choose("b", "Head", [2, 2]), choose("c", "Head", [1, 2, 2]), choose("m", "Hurt", [1, 1, 5, 5])]);
    expect(previewOrder(r.state)).toEqual(["a", "b", "c", "m"]);
    refused(r.state, { type: "reverseTurnOrder", by: "m" }, "endeavor-cannot-reverse");
    r = run(r.state, [pass("a")]); // a delays
    expect(r.state.turn.current).toBe("b");
    r = run(r.state, [act("b", { kind: "attack", violent: false, targets: ["m"], roll: [9], regained: { m: [1, 3] } })]);
    // b stole m's two largest (5, 5); m keeps [1, 1] and regains two new ones.
    expect(get(r.state, "b").temporary.length).toBe(4);
    expect(get(r.state, "m").temporary.length).toBe(4);
    r = run(r.state, [act("c", { kind: "attack", violent: false, targets: ["m"], roll: [9], steal: { m: [1, 3] }, regained: { m: [6, 6] } })]);
    expect(get(r.state, "c").temporary.length).toBe(5);
    const rev = run(r.state, [{ type: "reverseTurnOrder", by: "m" }]);
    expect(types(rev.events)).toContain("turnOrderReversed");
    expect(rev.state.turn.direction).toBe(-1);
  });

  it('"Spend Action Die … Even if ignored, Action Dice are still spent after the round" (Protect ignores it)', () => {
    let s = s0();
    s = run(s, [choose("a", "Home", [2, 2]), choose("b", "Head", [2, 2]), choose("c", "Head", [2, 2]), choose("m", "Head", [2, 2])]).state;
    const cur = s.turn.current!;
    s = apply(s, act(cur, { kind: "protect", target: cur, pay: { temporary: [2] } })).state;
    while (s.phase === "turns") s = apply(s, pass(s.turn.current!)).state;
    s = apply(s, { type: "special", by: s.chooser[0]!, special: null }).state;
    expect(get(s, cur).spent.length).toBe(1);
  });

  it("Heavy Specialization: Hand/Home Action Die gives one fewer temporary Blessing and X one higher", () => {
    const s = setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Heavy"] }), monster("m")] });
    const r = run(s, [choose("a", "Hand")], seededRng(3));
    expect(r.events.find((e) => e.type === "actionDieChosen")).toMatchObject({ x: 3 });
    const gained = r.events.find((e) => e.type === "temporaryGained");
    expect(gained && "values" in gained ? gained.values.filter((v) => v !== 1).length : -1).toBe(1);
  });

  it("refuses out-of-order round commands: acting while choosing, choosing twice, unknown participant", () => {
    const s = run(s0(), [choose("a", "Hurt", [2, 2])]).state;
    refused(s, choose("a", "Head", [2, 2]), "endeavor-already-chosen");
    refused(s, act("a", { kind: "pass" }), "endeavor-wrong-phase");
    refused(s, choose("zz", "Head", [2, 2]), "endeavor-unknown-participant");
    refused(s, choose("b", "Hex", [2, 2]), "endeavor-unknown-stat");
    refused(s, { type: "rollPosition", by: "b", stat: "Head", roll: 5 }, "endeavor-action-unavailable");
  });
});

describe("Rounds (v0.0.18)", () => {
  const s0 = () => setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] });
  const pos = (by: string, stat: string, roll: number, blessings?: number[]): Command =>
    ({ type: "rollPosition", by, stat, roll, ...(blessings ? { blessings } : {}) });

  it('"Gain a number of temporary Blessings equal to half your position roll, rounded down"', () => {
    const r = run(s0(), [pos("a", "Hurt", 7)], seededRng(5));
    expect(get(r.state, "a").positionRoll).toBe(7);
    expect(get(r.state, "a").temporary.filter((v) => v !== 1).length).toBe(3);
  });

  it('"Roll for Position": a Sparked position roll pays ⊜⊜ and rolls the two balanced dice as one group', () => {
    const s = setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a", { blessings: [4, 4] }), monster("m")] });
    const r = run(s, [{ type: "rollPosition", by: "a", stat: "Hurt", spark: { stat: "Head", pay: { permanent: [4, 4] } } }], seededRng(9));
    expect(get(r.state, "a").blessings).toEqual([]);
    expect(get(r.state, "a").positionSpark).toBe("Head");
    refused(s, { type: "rollPosition", by: "a", stat: "Hurt", spark: { stat: "Home", pay: { permanent: [4, 4] } } }, "endeavor-spark-unbalanced");
  });

  it('"The next turn always goes to whoever has not acted yet with the least temporary Blessings" (re-sorting)', () => {
    let r = run(s0(), [pos("a", "Head", 6, [2, 2, 2]), pos("b", "Head", 8, [2, 2, 2, 2]), pos("m", "Head", 10, [3, 3, 3, 3, 3])]);
    expect(previewOrder(r.state)).toEqual(["a", "b", "m"]);
    // a's 6 is a Minor Success (one bust): steals 6/2 - 1 = 2 from m, who drops to 3 and now goes before b.
    r = run(r.state, [act("a", { kind: "attack", violent: false, targets: ["m"] })]);
    expect(get(r.state, "m").temporary.length).toBe(3);
    expect(r.state.turn.current).toBe("m");
  });

  it("v0.0.18 has no spent Stats and no skipping, and no Racing Endeavors", () => {
    let s = run(s0(), [pos("a", "Hurt", 4), pos("b", "Head", 4), pos("m", "Head", 4)], seededRng(2)).state;
    while (s.phase === "turns") s = apply(s, pass(s.turn.current!)).state;
    s = apply(s, { type: "special", by: s.chooser[0]!, special: null }).state;
    expect(get(s, "a").spent).toEqual([]);
    refused(s, { type: "skipRound", by: "a" }, "endeavor-action-unavailable");
    expect(() => setup({ edition: "v0.0.18", kind: "racing", participants: [] })).toThrow();
  });
});

void STATS;
