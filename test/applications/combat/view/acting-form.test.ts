// The acting row's form as the tracker's context draws it from an engine state (pure): what it offers for the
// table rulings, the Check's choices and their exact odds.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker, type TrackerRow } from "../../../../src/applications/combat/view/tracker-context";
import type { EndeavorOptions, EndeavorState, ParticipantSetup } from "../../../../src/rules/endeavor/index";
import { checkOdds } from "../../../../src/applications/combat/view/turn-odds";
import { outcomeOdds, OUTCOMES } from "../../../../src/rules";
import { ally, choose, monster, run, setup } from "../../../rules/endeavor/helpers";

const monstrous = (participants: ParticipantSetup[], options: Partial<EndeavorOptions> = {}, edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") =>
  setup({ kind: "monstrous", edition, participants, options });

/** The acting row as the GM sees it. */
export function actingRow(state: EndeavorState): TrackerRow {
  const combatants = state.participants.map((p) => ({ id: p.id, name: p.name, img: "", hidden: false, isOwner: true }));
  const ctx = prepareEndeavorTracker({ state, combatants, viewer: { isGM: true }, logLength: 0, edition: state.edition });
  if (!ctx.started) throw new Error("not started");
  const row = ctx.rows.find((r) => r.id === state.turn.current);
  if (!row?.turn) throw new Error("nobody acting");
  return row;
}
const offered = (row: TrackerRow) => row.turn!.actions.map((a) => a.value);

describe("a Stat balanced with Hurt for 'Hurt only' (table ruling hurtStandIn) in the acting form", () => {
  // a's Head d6 is balanced with Hurt d6; b's Head d4 is not.
  const start = (hurtStandIn: boolean, stat = "Head") =>
    run(monstrous([ally("a"), monster("m")], { hurtStandIn }), [choose("a", stat, [1, 1]), choose("m", "Head", [3, 3])]).state;

  it("off (default): Head offers the non-violent Attack and Advance, not the violent Attack", () => {
    expect(offered(actingRow(start(false)))).toEqual(expect.arrayContaining(["attack", "advance"]));
    expect(offered(actingRow(start(false)))).not.toContain("violent");
  });
  it("on: Head (balanced with Hurt) offers the violent Attack too; Hurry d4 (not balanced) does not", () => {
    expect(offered(actingRow(start(true))).slice(0, 3)).toEqual(["violent", "attack", "advance"]);
    expect(offered(actingRow(start(true, "Hurry")))).not.toContain("violent");
  });
  it("Hurt itself offers the violent Attack and not the non-violent one, either way", () => {
    for (const on of [false, true]) {
      const actions = offered(actingRow(start(on, "Hurt")));
      expect(actions).toContain("violent");
      expect(actions).not.toContain("attack");
    }
  });
});

// ---- The Check step: the roll dialog's choices, with the exact odds of the Check the form will make ----

const percents = (odds: Record<string, number>) => Object.fromEntries(OUTCOMES.map((o) => [o, (odds[o]! * 100).toFixed(1)]));
const shown = (view: ReturnType<typeof checkOdds>) => Object.fromEntries(view!.outcomes.map((o) => [o.outcome, o.percent]));

describe("the acting form's Check: its choices and their exact odds", () => {
  // a: Head d6 as Action Die, Hand d6 balanced with it (a Spark partner), the Aptitude Brawling; m has no protection.
  const start = (edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") => edition === "v0.0.18"
    ? run(monstrous([ally("a", { aptitudes: [{ name: "Brawling" }] }), monster("m")], {}, "v0.0.18"),
      [{ type: "rollPosition", by: "a", stat: "Head", roll: 5, blessings: [1, 1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 8, blessings: [3, 3, 3, 3] }]).state
    : run(monstrous([ally("a", { aptitudes: [{ name: "Brawling" }] }), monster("m")]), [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3])]).state;

  it("offers the difficulty (Normal first chosen), the character's Aptitudes and the Spark's roll, with the first action's odds", () => {
    const row = actingRow(start());
    const check = row.turn!.check!;
    expect(check.kind).toBe("attack");
    expect(check.difficulties).toEqual([
      { value: "easy", label: "HB.Difficulty.easy" }, { value: "", label: "HB.Difficulty.normal" }, { value: "hard", label: "HB.Difficulty.hard" },
    ]);
    expect(check.aptitudes).toEqual([{ value: "Brawling", label: "Brawling" }]);
    expect(check.spark).toBe(true);
    // m is the only opponent (ticked already): a Normal Check with Head d6.
    expect(shown(check.odds)).toEqual(percents(outcomeOdds({ sizes: [6] })));
    expect(check.odds!.caption).toEqual({ key: "HB.Endeavor.Odds.caption", difficulty: "HB.Difficulty.normal", dice: "d6" });
    expect(check.odds!.notes).toEqual([]);
  });

  it.each([
    ["easy", { sizes: [6], difficulty: "easy" }, "d6"],
    ["", { sizes: [6] }, "d6"],
    ["normal", { sizes: [6] }, "d6"],
    ["hard", { sizes: [6], rolls: [[6], [6]], difficulty: "hard" }, "d6 · d6"],
  ] as const)("difficulty %j: the odds shown are the core rules' exact odds of that Check", (difficulty, spec, dice) => {
    const view = checkOdds(start(), "a", "advance", { difficulty: [difficulty] });
    expect(shown(view)).toEqual(percents(outcomeOdds(spec as never)));
    expect(view!.caption.dice).toBe(dice);
    expect(view!.rolls).toBe(difficulty === "hard" ? 2 : 1);
  });

  it("an Aptitude, a Spark and the Sparked roll of a Hard Check each change the odds as the roll dialog's would", () => {
    const s = start();
    expect(shown(checkOdds(s, "a", "advance", { withAptitude: ["Brawling"] }))).toEqual(percents(outcomeOdds({ sizes: [6], aptitude: true })));
    const spark = { spark: ["Hand"], sparkPay: ["t:1,1"] };
    expect(shown(checkOdds(s, "a", "advance", spark))).toEqual(percents(outcomeOdds({ sizes: [6, 6], spark: 0 })));
    // "you choose which roll to Spark": the second roll of a Hard Check.
    const second = checkOdds(s, "a", "advance", { ...spark, difficulty: ["hard"], sparkRoll: ["1"] });
    expect(second!.caption.dice).toBe("d6 · d6+d6");
    expect(shown(second)).toEqual(percents(outcomeOdds({ sizes: [6], rolls: [[6], [6, 6]], spark: 1, difficulty: "hard" })));
  });

  it("a choice the engine refuses shows its refusal and no odds; no target ticked is previewed against the first opponent", () => {
    const s = start();
    const refused = checkOdds(s, "a", "advance", { withAptitude: ["Cooking"] })!;
    expect(refused.notes).toEqual([{ key: "HB.Error.endeavor-no-aptitude", data: expect.objectContaining({ aptitude: "Cooking" }) }]);
    expect(refused.outcomes.every((o) => o.percent === "0.0")).toBe(true);
    const assumed = checkOdds(s, "a", "attack", {})!;
    expect(assumed.notes).toEqual([{ key: "HB.Endeavor.Odds.assumed", data: { name: "m" } }]);
  });

  it("v0.0.18: the position roll is the first roll, already made — a Normal Check's outcome is certain, the proposal is offered", () => {
    const s = start("v0.0.18");
    const row = actingRow(s);
    expect(row.turn!.check!.difficulties![0]).toEqual({ value: "", label: "HB.Endeavor.Odds.proposed" });
    expect(row.turn!.check!.spark).toBe(false);
    const view = checkOdds(s, "a", "advance", {})!;
    expect(view.notes).toEqual([{ key: "HB.Endeavor.Odds.known", data: { total: 5 } }]);
    expect(shown(view)).toEqual({ failure: "0.0", minor: "100.0", medium: "0.0", major: "0.0", maximum: "0.0" });
    // Hard: the second roll is still to come (Head d6), the first a 5.
    const hard = checkOdds(s, "a", "advance", { difficulty: ["hard"] })!;
    const expected = outcomeOdds({ sizes: [6], rolls: [[6], [6]], difficulty: "hard", known: [5] });
    expect(shown(hard)).toEqual(percents(expected));
    // The 5 is a Minor Success: the Check fails exactly when the d6 still to come fails, and is otherwise a Minor one.
    expect(expected.failure).toBeCloseTo(outcomeOdds({ sizes: [6] }).failure, 12);
    expect(expected.minor + expected.failure).toBeCloseTo(1, 12);
  });
});

describe("outcomeOdds with rolls already made and rolls kept best of several (Horde, Imposing)", () => {
  it("a known roll is fixed; best of two of a d4 is the maximum's distribution", () => {
    expect(outcomeOdds({ sizes: [6], known: [9] }).medium).toBe(1);
    // d8 without bumps, best of two: P(max ≤ v) = (v/8)²; up to 4 fails, 5–7 Minor, 8 Medium.
    const best = outcomeOdds({ sizes: [8], canBump: false, best: [1] });
    expect(best.failure).toBeCloseTo(16 / 64, 12);
    expect(best.minor).toBeCloseTo(33 / 64, 12);
    expect(best.medium).toBeCloseTo(15 / 64, 12);
  });
});
