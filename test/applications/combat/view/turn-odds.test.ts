// The acting form's Check step as its context draws it (turn-odds.ts): the odds caption and legend of the Check the
// engine would make, the notes saying what they assume (a stand-in target, a known position roll, Hidden Stat Dice, a
// watcher), the dice the engine rolls more than once (Horde, Imposing), and the choices offered beside them (the GM's
// difficulties, own and lent Aptitudes, the Spark's roll, Fame already exerted, the edition's Gains words).
import { describe, expect, it } from "vitest";
import { checkOdds, checkStep } from "../../../../src/applications/combat/view/turn-odds";
import { outcomeOdds, OUTCOMES, type OddsSpec } from "../../../../src/rules";
import type { EndeavorState, Participant } from "../../../../src/rules/endeavor/index";
import { act, ally, choose, monster, pass, run, setup } from "../../../rules/endeavor/helpers";
import { moveTo } from "../../../builders/endeavor";

const shown = (view: ReturnType<typeof checkOdds>) => view!.outcomes.map((o) => o.percent);
const expected = (spec: OddsSpec) => OUTCOMES.map((o) => (outcomeOdds(spec)[o] * 100).toFixed(1));

/** Wren (Head d6 as Action Die) against the Grey Widow (SP 10, her Recovery button at 3), Wren acting first. */
function duel(wren: Partial<Participant> = {}, widow: Partial<Parameters<typeof monster>[2]> = {}): EndeavorState {
  const s = setup({
    kind: "monstrous",
    participants: [ally("a", { name: "Wren", ...(wren as object) }), monster("m", "10 (3)", { name: "Grey Widow", ...widow })],
  });
  return run(s, [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3])]).state;
}

/** v0.0.18: Wren (Head 9) and the Grey Widow (Hurt 6; `widow` adds to her) have made their position rolls; the
 *  Widow, lower, acts first. */
function positionsRolled(widow: Partial<Parameters<typeof monster>[2]> = {}): EndeavorState {
  const s = setup({
    kind: "monstrous", edition: "v0.0.18",
    participants: [ally("a", { name: "Wren" }), monster("m", "10", { name: "Grey Widow", ...widow })],
  });
  return run(s, [
    { type: "rollPosition", by: "a", stat: "Head", roll: 9, blessings: [6, 6, 6, 6] },
    { type: "rollPosition", by: "m", stat: "Hurt", roll: 6, blessings: [2, 2, 2] },
  ]).state;
}

describe("the odds the acting form draws", () => {
  it("an Attack with no target ticked: the odds against the first opponent, said so; its caption names the dice", () => {
    const odds = checkOdds(duel(), "a", "attack", {})!;
    expect(odds.caption).toEqual({ key: "HB.Endeavor.Odds.caption", difficulty: "HB.Difficulty.normal", dice: "d6" });
    expect(odds.notes).toEqual([{ key: "HB.Endeavor.Odds.assumed", data: { name: "Grey Widow" } }]);
    expect(shown(odds)).toEqual(expected({ sizes: [6] }));
    expect(odds.rolls).toBe(1);
    // Hard: two rolls.
    const hard = checkOdds(duel(), "a", "attack", { targets: ["m"], difficulty: "hard" })!;
    expect([hard.caption.dice, hard.caption.difficulty, hard.rolls, hard.notes]).toEqual(["d6 · d6", "HB.Difficulty.hard", 2, []]);
  });

  it("no Check to draw for an unknown participant or an action without one", () => {
    expect(checkOdds(duel(), "gone", "attack", {})).toBeNull();
    expect(checkOdds(duel(), "a", "pass", {})).toBeNull();
    expect(checkOdds(duel(), "a", "nonsense", {})).toBeNull();
  });

  it("a pending Attack's form with nothing pending: drawn against the first opponent, and the engine's refusal said", () => {
    expect(checkOdds(duel(), "a", "violent", {}, true)!.notes).toEqual([
      { key: "HB.Endeavor.Odds.assumed", data: { name: "Grey Widow" } },
      { key: "HB.Error.endeavor-nothing-pending", data: {} },
    ]);
  });

  it("the engine's refusal is told with its details; a state it cannot read at all, as a failed request", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Wren" }), monster("m", "10 (3)")] }), [
      choose("a", "Head", [3, 3]), choose("m", "Head", [3, 3]),
    ]).state;
    expect(checkOdds(s, "a", "attack", { targets: ["m"], spark: "Hand", sparkPay: "t:3", difficulty: "hard" })!.notes).toEqual([
      { key: "HB.Error.endeavor-cost-not-met", data: { name: "Wren", cost: "⊜⊜" } },
    ]);
    const unreadable = { ...s, participants: s.participants.map((p) => ({ ...p, stats: null })) } as unknown as EndeavorState;
    const odds = checkOdds(unreadable, "a", "attack", { targets: ["m"] })!;
    expect([odds.caption.key, odds.notes]).toEqual(["HB.Endeavor.Odds.refused", [{ key: "HB.Error.relayFailed", data: {} }]]);
  });

  it("refused by the engine: every outcome at 0 %, the caption says no Check and names neither difficulty nor dice", () => {
    const s = duel({ traits: { conditions: ["famous"], famousOver: ["m"] } } as Partial<Participant>);
    const odds = checkOdds(s, "a", "attack", { targets: ["m"], lessFamous: "1" })!;
    expect(odds.caption).toEqual({ key: "HB.Endeavor.Odds.refused", difficulty: "", dice: "" });
    expect(shown(odds)).toEqual(["0.0", "0.0", "0.0", "0.0", "0.0"]);
    expect(odds.outcomes.map((o) => [o.label, o.width])).toEqual(OUTCOMES.map((o) => [`HB.Outcome.${o}.name`, 0]));
    expect(odds.rolls).toBe(1);
  });

  it("a pending Revenge Attack with no target ticked is drawn against the first opponent it may Attack, not the first", () => {
    const s0 = setup({
      kind: "monstrous",
      participants: [ally("b", { name: "Oskar" }), ally("a", { name: "Wren" }), monster("m", "10 (3)", { name: "Grey Widow", tags: ["Revenge"] })],
    });
    const s = run(s0, [
      moveTo("m", 8), choose("b", "Hurt", [4, 4]), choose("a", "Hurt", [2, 2]), choose("m", "Hurt", [1, 4, 4]),
    ]).state;
    const acted = run(s, [...(s.turn.current === "b" ? [pass("b")] : []), act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]).state;
    expect(acted.pending).toEqual([{ kind: "revenge", by: "m", eligible: ["a"] }]);
    const odds = checkOdds(acted, "m", "violent", {}, true)!;
    expect(odds.notes).toEqual([{ key: "HB.Endeavor.Odds.assumed", data: { name: "Wren" } }]);
    expect(odds.caption.key).toBe("HB.Endeavor.Odds.caption");
    // Wren removed by the GM: nobody left it may Attack; no stand-in is named, and the refusal says why.
    const gone = run(acted, [{ type: "gm", gm: { op: "remove", id: "a" } }]).state;
    expect(gone.pending).toEqual([{ kind: "revenge", by: "m", eligible: ["a"] }]);
    expect(checkOdds(gone, "m", "violent", {}, true)!.notes).toEqual([{ key: "HB.Error.endeavor-no-target", data: {} }]);
  });

  it("a Horde with its Recovery button still on the track rolls once more, keeping the best; without one, not", () => {
    const horde = duel({}, { tags: ["Horde"] });
    const widowTurn = run(horde, [pass("a")]).state;
    expect(shown(checkOdds(widowTurn, "m", "advance", {}))).toEqual(expected({ sizes: [6], best: [1] }));
    const plain = run(duel(), [pass("a")]).state;
    expect(shown(checkOdds(plain, "m", "advance", {}))).toEqual(expected({ sizes: [6] }));
  });

  it("Imposing: the Endeavor's first roll is rolled once more, keeping the best — a Hard Check's first roll only", () => {
    const s = duel({ specializations: ["Imposing"] } as Partial<Participant>);
    expect(shown(checkOdds(s, "a", "advance", { difficulty: "hard" }))).toEqual(
      expected({ sizes: [6], difficulty: "hard", best: [1, 0] }),
    );
    expect(shown(checkOdds(duel(), "a", "advance", { difficulty: "hard" }))).toEqual(expected({ sizes: [6], difficulty: "hard" }));
    // Sparked, the first roll is the pair: the one rolled again.
    const sparked = run(setup({ kind: "monstrous", participants: [
      ally("a", { name: "Wren", specializations: ["Imposing"] } as never), monster("m", "10 (3)"),
    ] }), [choose("a", "Head", [3, 3]), choose("m", "Head", [3, 3])]).state;
    expect(shown(checkOdds(sparked, "a", "attack", { targets: ["m"], spark: "Hand", sparkPay: "t:3,3", difficulty: "hard" })))
      .toEqual(expected({ sizes: [6, 6], difficulty: "hard", spark: 0, best: [1, 0] }));
  });

  it("v0.0.18: Imposing's first roll is the position roll, already made — even in a state saved before it was recorded", () => {
    const s = positionsRolled({ specializations: ["Imposing"] } as never);
    const old = { ...s, participants: s.participants.map(({ rolled: _rolled, ...p }) => p) } as EndeavorState;
    const odds = checkOdds(old, "m", "violent", { targets: ["a"], difficulty: "hard" })!;
    expect(shown(odds)).toEqual(expected({ sizes: [6], difficulty: "hard", edition: "v0.0.18", known: [6] }));
  });

  it("Hidden Stat Dice: said so, and the odds are the d20 table's", () => {
    const s = duel({ rollD20s: true } as Partial<Participant>);
    const odds = checkOdds(s, "a", "advance", {})!;
    expect(odds.notes).toEqual([{ key: "HB.Endeavor.Odds.hidden", data: {} }]);
    expect(shown(odds)).not.toEqual(expected({ sizes: [6] }));
  });

  it("v0.0.18: the position roll is the Check's first roll, said with its total and fixed in the odds", () => {
    const s = positionsRolled();
    expect(s.turn.current).toBe("m");
    const odds = checkOdds(s, "m", "violent", { targets: ["a"] })!;
    expect(odds.notes).toEqual([{ key: "HB.Endeavor.Odds.known", data: { total: 6 } }]);
    // One roll, already made: its outcome is certain.
    expect(shown(odds).filter((p) => p !== "0.0")).toEqual(["100.0"]);
  });
});

describe("a watcher named on a Vexed Check", () => {
  it("every success becomes a failure: the odds are all Failure, and the note names the watcher", () => {
    const s0 = setup({
      kind: "monstrous",
      participants: [
        ally("a0", { name: "Wren", traits: { conditions: ["vexed"], affected: { vexed: "hurt" } } }),
        ally("a2", { name: "Mina" }),
        monster("m0", "10 (3)", { name: "Grey Widow", specializations: ["Mischievous"] } as never),
      ],
    });
    const s = run(s0, [choose("a0", "Hurt", [2, 3]), choose("a2", "Hand", [4, 4]), choose("m0", "Hurt", [5, 5, 6])]).state;
    expect(s.turn.current).toBe("a0");
    const odds = checkOdds(s, "a0", "violent", { targets: ["m0"], watchedBy: "a2" })!;
    expect(shown(odds)).toEqual(["100.0", "0.0", "0.0", "0.0", "0.0"]);
    expect(odds.notes).toEqual([{ key: "HB.Endeavor.Odds.watched", data: { name: "Mina" } }]);
    expect(shown(checkOdds(s, "a0", "violent", { targets: ["m0"] }))).toEqual(expected({ sizes: [6] }));
    // Another reaction named (the Widow's Mischievous) is no watcher: the Check may still succeed.
    const distracted = checkOdds(s, "a0", "violent", { targets: ["m0"], mischievous: "m0" })!;
    expect([distracted.notes, shown(distracted)[1] !== "0.0"]).toEqual([[], true]);
  });
});

describe("the Check's choices beside the odds", () => {
  const step = (s: EndeavorState, id: string, kind: string, spark = false, isGM = true) =>
    checkStep(s, s.participants.find((p) => p.id === id)!, kind, [], spark, isGM);

  it("the GM picks the difficulty (Normal is the engine's blank); a player is offered none", () => {
    expect(step(duel(), "a", "advance").difficulties).toEqual([
      { value: "easy", label: "HB.Difficulty.easy" },
      { value: "", label: "HB.Difficulty.normal" },
      { value: "hard", label: "HB.Difficulty.hard" },
    ]);
    expect(step(duel(), "a", "advance", false, false).difficulties).toBeNull();
  });

  it("v0.0.18: the blank is what the rules propose, Normal is named; no Spark roll to choose; Gains are an aid", () => {
    const s = positionsRolled();
    const check = step(s, "m", "violent", true);
    expect(check.difficulties!.map((d) => d.value)).toEqual(["", "easy", "normal", "hard"]);
    expect(check.difficulties![0]!.label).toBe("HB.Endeavor.Odds.proposed");
    expect(check.spark).toBe(false);
    expect(check.exceptionalLabel).toBe("HB.Roll.exceptionalAid");
    const now = step(duel(), "a", "advance", true);
    expect([now.spark, now.sparkRollShown, now.exceptionalLabel]).toEqual([true, false, "HB.Roll.exceptional"]);
  });

  it("own Aptitudes, then those lent by a Radiant ally that are not already one's own", () => {
    // Lent Aptitudes are the engine's own record (Radiant), not a setup field.
    const d = duel({ aptitudes: [{ name: "Singing" }, { name: "Dancing" }] } as unknown as Partial<Participant>);
    const lent = [
      { from: "b", aptitude: "Singing", specialization: null, turns: 1 },
      { from: "b", aptitude: "Climbing", specialization: "Radiant", turns: 1 },
    ];
    const s = { ...d, participants: d.participants.map((p) => (p.id === "a" ? { ...p, granted: lent } : p)) };
    expect(step(s, "a", "advance").aptitudes).toEqual([
      { value: "Singing", label: "Singing" },
      { value: "Dancing", label: "Dancing" },
      { value: "Climbing", label: "Climbing" },
    ]);
    expect(step(duel(), "a", "advance").aptitudes).toEqual([]);
    // A state saved before Aptitudes were recorded: none offered.
    const old = { ...d, participants: d.participants.map(({ aptitudes: _a, granted: _g, ...p }) => p) } as EndeavorState;
    expect(step(old, "a", "advance").aptitudes).toEqual([]);
  });

  it("the Spark's roll: as many as the Check has rolls, the rest hidden; none for an action without a Check", () => {
    const hidden = (c: ReturnType<typeof step>) => c.sparkRolls.map((r) => [r.n, r.hidden]);
    expect(hidden(step(duel(), "a", "advance"))).toEqual([[1, false], [2, true], [3, true], [4, true]]);
    expect(hidden(step(duel(), "a", "pass"))).toEqual([[1, false], [2, true], [3, true], [4, true]]);
    expect(step(duel(), "a", "pass").odds).toBeNull();
    // Targets ticked already: no stand-in named.
    const s = duel();
    const ticked = checkStep(s, s.participants[0]!, "attack", ["m"], false, true);
    expect(ticked.odds!.notes).toEqual([]);
    // Not a pending Attack unless told: the Check of Wren's own Attack.
    expect(step(duel(), "a", "attack").odds!.caption.key).toBe("HB.Endeavor.Odds.caption");
  });

  it("Fame exerted over named participants, by name (one no longer in the Endeavor left out); an Ache offered", () => {
    const s = duel({ traits: { conditions: ["famous", "ache"], famousOver: ["m", "gone", "a"] } } as Partial<Participant>);
    const check = step(s, "a", "attack");
    expect([check.famous, check.famousOver, check.aching]).toEqual([true, "Grey Widow, Wren", true]);
    const plain = step(duel(), "a", "attack");
    expect([plain.famous, plain.famousOver, plain.aching, plain.exceptional]).toEqual([false, "", false, []]);
  });
});
