import { describe, expect, it } from "vitest";
import { apply, type Command, type EndeavorState } from "../../../src/rules/endeavor/index";
import { allChosen } from "../../../src/rules/endeavor/round-start";
import { ally, choose, faces, get, monster, nextRound, racer, refusalOf, run, setup, STATS, types } from "./helpers";

const monstrous = (edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10", a: Parameters<typeof ally>[1] = {}) =>
  setup({ edition, kind: "monstrous", participants: [ally("a", { name: "Ada", ...a }), monster("m", "10 (3)", { name: "Maw" })] });
const position = (by: string, stat: string, more: Partial<Extract<Command, { type: "rollPosition" }>> = {}): Command =>
  ({ type: "rollPosition", by, stat, ...more });

describe('"Choose Action Die" (v0.0.21.10)', () => {
  it("records the die and X, and gains X temporary Blessings as supplied", () => {
    const r = run(monstrous(), [choose("a", "Hurt", [3, 5])]);
    expect(r.events).toEqual([
      { type: "actionDieChosen", by: "a", stat: "Hurt", x: 2 },
      { type: "temporaryGained", id: "a", values: [3, 5] },
    ]);
    expect(get(r.state, "a")).toMatchObject({ actionDie: "Hurt", xBonus: 0, temporary: [3, 5] });
  });

  it("Heavy: X one higher and one fewer Blessing — none at all from a d4, and then no gain is recorded", () => {
    const heavy = monstrous("v0.0.21.10", { specializations: ["Heavy"], stats: STATS({ Hand: 4, Home: 6, Hurt: 8 }) });
    const d4 = run(heavy, [choose("a", "Hand")], faces(6, []));
    expect(d4.events).toEqual([{ type: "actionDieChosen", by: "a", stat: "Hand", x: 2 }]);
    expect(get(d4.state, "a")).toMatchObject({ xBonus: 1, temporary: [] });
    expect(d4.log[0]).toMatchObject({ blessings: [] });
    const d6 = run(heavy, [choose("a", "Home")], faces(6, [4]));
    expect(d6.events).toEqual([
      { type: "actionDieChosen", by: "a", stat: "Home", x: 3 },
      { type: "temporaryGained", id: "a", values: [4] },
    ]);
    // Neither Hand nor Home nor balanced with either (d8): no Heavy.
    expect(run(heavy, [choose("a", "Hurt", [2, 2])]).events[0]).toEqual({ type: "actionDieChosen", by: "a", stat: "Hurt", x: 2 });
    expect(refusalOf(heavy, choose("a", "Hurt", [2])).code).toBe("endeavor-bad-roll");
  });

  it("refuses a spent Stat and a skipped-round in v0.0.18, with the names their messages read", () => {
    let s = run(monstrous(), [choose("a", "Hurt", [2, 2]), choose("m", "Head", [2, 2])]).state;
    s = nextRound(s);
    expect(refusalOf(s, choose("a", "Hurt", [2, 2]))).toEqual({ code: "endeavor-stat-spent", details: { name: "Ada", stat: "Hurt" } });
    expect(refusalOf(monstrous("v0.0.18"), { type: "skipRound", by: "a" })).toEqual({ code: "endeavor-action-unavailable", details: { name: "Ada" } });
    const skipped = apply(s, { type: "skipRound", by: "a" });
    expect(skipped.events).toEqual([{ type: "roundSkipped", by: "a" }]);
    expect(get(skipped.state, "a").skipping).toBe(true);
  });

  it('Racing "Area": it limits the Stats for Action Dice once the racer has reached it', () => {
    const s = setup({ kind: "racing", participants: [racer("r1", { name: "Rae" }), racer("r2")], terrain: [{ position: 0, area: ["Hand", "Hurry"] }, { position: 5, area: ["Head"] }] });
    expect(refusalOf(s, choose("r1", "Head", [2]))).toEqual({ code: "endeavor-stat-limited", details: { name: "Rae", stat: "Head", stats: "Hand, Hurry" } });
    expect(get(run(s, [choose("r1", "Hurry", [2, 2])]).state, "r1").actionDie).toBe("Hurry");
    // Past position 5 the nearer Area (below or at the racer) rules.
    const at5 = run(s, [{ type: "gm", gm: { op: "move", id: "r1", to: 5 } }]).state;
    expect(refusalOf(at5, choose("r1", "Hand", [2]))).toEqual({ code: "endeavor-stat-limited", details: { name: "Rae", stat: "Hand", stats: "Head" } });
    expect(get(run(at5, [choose("r1", "Head", [2])]).state, "r1").actionDie).toBe("Head");
  });

  it("allChosen: everyone in the Endeavor has a die, skips, or is removed", () => {
    const s = setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] });
    const one = run(s, [choose("a", "Hurt", [2, 2])]).state;
    expect(allChosen({ state: one })).toBe(false);
    const gone = run(one, [{ type: "gm", gm: { op: "remove", id: "b" } }]).state;
    expect(allChosen({ state: gone })).toBe(false);
    expect(allChosen({ state: { ...gone, participants: gone.participants.map((p) => (p.id === "m" ? { ...p, skipping: true } : p)) } })).toBe(true);
    expect(allChosen({ state: { ...gone, participants: gone.participants.map((p) => (p.id === "m" ? { ...p, actionDie: "Head" } : p)) } })).toBe(true);
  });
});

describe('"Roll for Position" (v0.0.18)', () => {
  const v18 = (a: Parameters<typeof ally>[1] = {}) => monstrous("v0.0.18", a);

  it("a supplied total: half of it, rounded down, in temporary Blessings; no throws, no group", () => {
    const r = run(v18(), [position("a", "Hurt", { roll: 5, blessings: [2, 6] })]);
    expect(r.events).toEqual([
      { type: "positionRolled", by: "a", stat: "Hurt", spark: null, total: 5 },
      { type: "temporaryGained", id: "a", values: [2, 6] },
    ]);
    expect(get(r.state, "a")).toMatchObject({ rolled: true, actionDie: "Hurt", positionRoll: 5, positionSpark: null, temporary: [2, 6] });
    expect(get(r.state, "a").positionGroup).toBeUndefined();
    expect(refusalOf(v18(), position("a", "Hurt", { roll: 5, blessings: [2] }))).toEqual({ code: "endeavor-bad-roll", details: { count: 2 } });
  });

  it("supplied throws must make the total; rolled dice are recorded for a replay", () => {
    const given = run(v18(), [position("a", "Hurt", { roll: 5, throws: [[5]], blessings: [2, 2] })]);
    expect(given.events[0]).toEqual({ type: "positionRolled", by: "a", stat: "Hurt", spark: null, total: 5, group: { sizes: [6], throws: [[5]], total: 5, bumps: 0 } });
    expect(get(given.state, "a").positionGroup).toEqual({ sizes: [6], throws: [[5]], total: 5, bumps: 0 });
    expect(refusalOf(v18(), position("a", "Hurt", { roll: 5, throws: [[4]] })).code).toBe("endeavor-bad-roll");
    expect(refusalOf(v18(), position("a", "Hurt", { throws: [[4]] }))).toEqual({ code: "endeavor-bad-roll", details: { name: "Ada", count: 1 } });
    // Rolled: a 5 → two Blessings.
    const rolled = run(v18(), [position("a", "Hurt")], faces(6, [5, 2, 3]));
    expect(rolled.log[0]).toMatchObject({ roll: 5, throws: [[5]], blessings: [2, 3] });
    expect(get(rolled.state, "a")).toMatchObject({ positionRoll: 5, positionGroup: { sizes: [6], throws: [[5]], total: 5, bumps: 0 } });
    // A later supplied roll without throws clears the old group.
    const next = nextRound(run(rolled.state, [position("m", "Head", { roll: 2, blessings: [1, 3] })]).state);
    const again = run(next, [position("a", "Hurt", { roll: 4, blessings: [2, 2] })]).state;
    expect(get(again, "a").positionGroup).toBeNull();
  });

  it("a Spark: ⊜⊜ paid and a balanced other Stat, rolled as one group; an unbalanced or the same Stat refused", () => {
    const sparked = v18({ blessings: [4, 4], stats: STATS({ Hurt: 6, Head: 6, Hand: 8 }) });
    const r = run(sparked, [position("a", "Hurt", { spark: { stat: "Head", pay: { permanent: [4, 4] } } })], faces(6, [2, 3, 1, 4, 5]));
    expect(r.events[0]).toMatchObject({ type: "blessingsSpent" });
    expect(r.events.find((e) => e.type === "positionRolled")).toEqual({
      type: "positionRolled", by: "a", stat: "Hurt", spark: "Head", total: 5, group: { sizes: [6, 6], throws: [[2, 3]], total: 5, bumps: 0 },
    });
    expect(get(r.state, "a")).toMatchObject({ positionSpark: "Head", blessings: [] });
    const pay = { permanent: [4, 4] };
    expect(refusalOf(sparked, position("a", "Hurt", { spark: { stat: "Hand", pay } }))).toEqual({ code: "endeavor-spark-unbalanced", details: { name: "Ada", stat: "Hurt", partner: "Hand" } });
    expect(refusalOf(sparked, position("a", "Hurt", { spark: { stat: "Hurt", pay } }))).toEqual({ code: "endeavor-spark-unbalanced", details: { name: "Ada", stat: "Hurt", partner: "Hurt" } });
    expect(refusalOf(sparked, position("a", "Hurt", { spark: { stat: "Hex", pay } })).code).toBe("endeavor-unknown-stat");
  });

  it('Imposing: "roll an additional time and ignore the lowest result" — only on the first position roll', () => {
    const imposing = v18({ specializations: ["Imposing"] });
    const r = run(imposing, [position("a", "Hurt", { roll: 3, imposing: 7, blessings: [1, 1, 1] })]);
    expect(r.log[0]).toMatchObject({ roll: 7 });
    expect(get(r.state, "a").positionRoll).toBe(7);
    const lower = run(imposing, [position("a", "Hurt", { roll: 6, imposing: 2, blessings: [1, 1, 1] })]);
    expect(get(lower.state, "a").positionRoll).toBe(6);
    expect(refusalOf(imposing, position("a", "Hurt", { imposing: 7 }))).toEqual({ code: "endeavor-bad-roll", details: { name: "Ada", count: 1 } });
    expect(refusalOf(v18(), position("a", "Hurt", { roll: 3, imposing: 7 }))).toEqual({ code: "endeavor-bad-roll", details: { name: "Ada", count: 1 } });
    // Rolled: two rolls, the higher kept (2 then 5).
    const rolled = run(imposing, [position("a", "Hurt")], faces(6, [2, 5, 1, 2, 3]));
    expect(rolled.log[0]).toMatchObject({ roll: 5, throws: [[5]] });
    // Not the second position roll.
    const later = nextRound(run(r.state, [position("m", "Head", { roll: 2, blessings: [1] })]).state);
    expect(refusalOf(later, position("a", "Hurt", { roll: 3, imposing: 7 })).code).toBe("endeavor-bad-roll");
  });
});

describe("Horde's position roll (v0.0.18)", () => {
  it('"each time you roll, roll an additional time and ignore the lowest value" — while its Recovery button stands', () => {
    const s = setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a"), monster("m", "10 (3)", { tags: ["Horde"] }), monster("n", "8", { tags: ["Horde"] })] });
    const r = run(s, [position("m", "Head")], faces(6, [2, 5, 3, 3]));
    expect(r.log[0]).toMatchObject({ roll: 5, throws: [[5]] });
    // n has no Recovery button: one roll.
    expect(run(s, [position("n", "Head")], faces(6, [2, 3])).log[0]).toMatchObject({ roll: 2, blessings: [3] });
  });
});

describe("Commanding (both editions)", () => {
  const party = (edition: "v0.0.21.10" | "v0.0.18"): EndeavorState => setup({
    edition, kind: "monstrous",
    participants: [ally("a", { name: "Ada", specializations: ["Commanding"] }), ally("b", { name: "Bo", specializations: ["Heavy"], stats: STATS({ Head: 6, Hand: 6, Hurry: 8 }) }), monster("m", "10 (3)", { name: "Maw" })],
  });

  it("default: the ally's new Action Die, with Heavy's X; their Blessings are not gained again", () => {
    const s = run(party("v0.0.21.10"), [choose("a", "Head", [1, 2]), choose("b", "Head", [2, 2]), choose("m", "Hurt", [5, 5, 5])]).state;
    expect(s.turn.current).toBe("a");
    const r = apply(s, { type: "act", by: "a", action: { kind: "commanding", target: "b", stat: "Hand" } });
    expect(get(r.state, "b")).toMatchObject({ actionDie: "Hand", xBonus: 1, temporary: [2, 2] });
    expect(r.events).toContainEqual({ type: "actionDieChanged", id: "b", stat: "Hand", by: "a" });
    expect(get(r.state, "a").needsRecharge).toEqual(["Commanding"]);
    const back = apply(s, { type: "act", by: "a", action: { kind: "commanding", target: "b", stat: "Hurry" } });
    expect(get(back.state, "b")).toMatchObject({ actionDie: "Hurry", xBonus: 0 });
    expect(refusalOf(s, { type: "act", by: "a", action: { kind: "commanding", target: "a", stat: "Hurt" } })).toEqual({ code: "endeavor-bad-target", details: { name: "Ada", target: "Ada" } });
    expect(refusalOf(s, { type: "act", by: "a", action: { kind: "commanding", target: "m", stat: "Hurt" } })).toEqual({ code: "endeavor-bad-target", details: { name: "Ada", target: "Maw" } });
  });

  it("v0.0.18: a new position roll, not Sparked, keeping the Blessings gained", () => {
    const s = run(party("v0.0.18"), [
      position("a", "Head", { roll: 2, blessings: [3] }), position("b", "Head", { roll: 4, throws: [[4]], blessings: [2, 2] }), position("m", "Hurt", { roll: 6, blessings: [5, 5, 5] }),
    ]).state;
    expect(s.turn.current).toBe("a");
    const r = apply(s, { type: "act", by: "a", action: { kind: "commanding", target: "b", stat: "Hurt", roll: 6 } });
    expect(get(r.state, "b")).toMatchObject({ actionDie: "Hurt", positionRoll: 6, positionSpark: null, positionGroup: null, temporary: [2, 2] });
    const rolled = run(s, [{ type: "act", by: "a", action: { kind: "commanding", target: "b", stat: "Hurry" } }], faces(8, [3]));
    expect(get(rolled.state, "b")).toMatchObject({ positionRoll: 3, positionGroup: { sizes: [8], throws: [[3]], total: 3, bumps: 0 } });
    expect(rolled.log[0]).toMatchObject({ action: { roll: 3, throws: [[3]] } });
    expect(types(rolled.events)).toContain("actionDieChanged");
  });
});

describe("Commanding's new position roll bumps like any roll (v0.0.18)", () => {
  it("a 1 throws the die again and adds it", () => {
    const s = run(setup({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a", { specializations: ["Commanding"] }), ally("b"), monster("m")] }), [
      position("a", "Head", { roll: 2, blessings: [3] }), position("b", "Head", { roll: 5, blessings: [3, 3] }), position("m", "Head", { roll: 9, blessings: [3, 3, 3, 3] }),
    ]).state;
    const r = run(s, [{ type: "act", by: "a", action: { kind: "commanding", target: "b", stat: "Hurt" } }], faces(6, [1, 4]));
    expect(get(r.state, "b")).toMatchObject({ positionRoll: 5, positionGroup: { sizes: [6], throws: [[1], [4]], total: 5, bumps: 1 } });
  });
});
