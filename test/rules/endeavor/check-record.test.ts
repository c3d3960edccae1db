// What the `check` event records for the Endeavor chat card: each roll's throws when the engine threw them (book:
// "Stat Dice" bump — "roll a 1 and you roll again and add"), the Spark partner, and each Help's Blessing (book:
// "Helping"); and Imposing's additional roll supplied by the Foundry dice layer.
import { describe, expect, it } from "vitest";
import type { CheckRecord, Command, EndeavorEvent, EndeavorState } from "../../../src/rules/endeavor/index";
import { act, ally, choose, faces, get, monster, nextRound, refused, replayable, run, setup } from "./helpers";

const checks = (events: EndeavorEvent[]): CheckRecord[] =>
  events.flatMap((e) => (e.type === "check" ? [e.check] : []));

describe("the check event's throws, Spark and Help", () => {
  // a: Hurt, Head, Hand d6, permanent ④④ for a Spark; b Helps with a temporary ②; a acts first (fewest).
  const start = (): EndeavorState =>
    run(setup({ kind: "monstrous", participants: [ally("a", { blessings: [4, 4] }), ally("b"), monster("m")] }), [
      choose("a", "Hurt", [1, 1]), choose("b", "Head", [2, 2, 2]), choose("m", "Head", [3, 3]),
    ]).state;
  const attack = (roll?: number[]): Command => act("a", {
    kind: "attack", violent: true, targets: ["m"], spark: { stat: "Head", pay: { permanent: [4, 4] } },
    helpers: [{ by: "b", pay: { temporary: [2] } }], ...(roll ? { roll } : {}),
  });

  it("the engine's dice: the Sparked pair as one group, bumping on the 1 (1+4, then 3+2 = 10)", () => {
    const r = run(start(), [attack()], faces(6, [1, 4, 3, 2]));
    expect(checks(r.events)).toEqual([expect.objectContaining({
      totals: [10],
      rolls: [{ sizes: [6, 6], throws: [[1, 4], [3, 2]], total: 10, bumps: 1 }],
      spark: "Head",
      help: [{ by: "b", value: 2, use: "roll" }],
    })]);
  });

  it("totals supplied by the Foundry layer: no throws recorded (it knows its own), Spark and Help still are", () => {
    const [c] = checks(run(start(), [attack([10])]).events);
    expect(c!.rolls).toBeUndefined();
    expect([c!.spark, c!.help]).toEqual(["Head", [{ by: "b", value: 2, use: "roll" }]]);
  });

  it("no Spark, no Help: neither field is there", () => {
    const [c] = checks(run(start(), [act("a", { kind: "attack", violent: true, targets: ["m"] })], faces(6, [5])).events);
    expect(c).toMatchObject({ totals: [5], rolls: [{ sizes: [6], throws: [[5]], total: 5, bumps: 0 }] });
    expect("spark" in c! || "help" in c!).toBe(false);
  });

  it("v0.0.18: a Hard Check records the position roll's throws first, then the second roll's", () => {
    const s = setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m")] });
    const rolled = run(s, [{ type: "rollPosition", by: "a", stat: "Head", blessings: [1, 1] }], faces(6, [1, 4]));
    expect(rolled.events).toContainEqual({ type: "positionRolled", by: "a", stat: "Head", spark: null, total: 5, group: { sizes: [6], throws: [[1], [4]], total: 5, bumps: 1 } });
    const s2 = run(rolled.state, [{ type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [2, 2, 2, 2] }]).state;
    const [c] = checks(run(s2, [act("a", { kind: "advance", difficulty: "hard" })], faces(6, [6])).events);
    expect(c!.rolls).toEqual([{ sizes: [6], throws: [[1], [4]], total: 5, bumps: 1 }, { sizes: [6], throws: [[6]], total: 6, bumps: 0 }]);
    // A supplied position roll: its throws are unknown, so none are recorded.
    const supplied = run(s, [{ type: "rollPosition", by: "a", stat: "Head", roll: 5, blessings: [1, 1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [2, 2, 2, 2] }]).state;
    expect(checks(run(supplied, [act("a", { kind: "advance", difficulty: "hard" })], faces(6, [6])).events)[0]!.rolls).toBeUndefined();
  });

  it("v0.0.18: the position roll's throws travel on the command (written when the engine rolls, or supplied)", () => {
    const s = setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m")] });
    const rolled = run(s, [{ type: "rollPosition", by: "a", stat: "Head", blessings: [1, 1] }], faces(6, [1, 4]));
    expect(rolled.log[0]).toEqual({ type: "rollPosition", by: "a", stat: "Head", blessings: [1, 1], roll: 5, throws: [[1], [4]] });
    // Replayed (undo) without an Rng, the round keeps the throws for the cards of its Checks.
    expect(replayable(s, rolled.log, rolled.state)).toBe(true);
    // The Foundry layer's own throws: they must make the total.
    refused(s, { type: "rollPosition", by: "a", stat: "Head", roll: 5, throws: [[1], [3]] }, "endeavor-bad-roll");
    refused(s, { type: "rollPosition", by: "a", stat: "Head", roll: 7, throws: [[7]] }, "endeavor-bad-roll");
    expect(get(run(s, [{ type: "rollPosition", by: "a", stat: "Head", roll: 5, throws: [[1], [4]], blessings: [1, 1] }]).state, "a").positionGroup)
      .toEqual({ sizes: [6], throws: [[1], [4]], total: 5, bumps: 1 });
  });

  it("a Defender's Check against a Delayed Attack, rolled by the engine, records its throws", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m")] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]), act("a", { kind: "delayedAttack", violent: true, targets: ["m"] }),
    ]).state;
    const [c] = checks(run(s, [{ type: "triggerDelayed", id: s.delayed![0]!.id }], faces(4, [3])).events);
    // m's Hurry is a d4: a 3 fails the Normal Check (v0.0.21.10 needs 5).
    expect(c).toMatchObject({ by: "m", purpose: "defend", totals: [3], rolls: [{ sizes: [4], throws: [[3]], total: 3, bumps: 0 }], success: false });
  });
});

describe("Imposing with the Foundry layer's dice", () => {
  const start = (specs: "Imposing"[] = ["Imposing"]) =>
    run(setup({ kind: "monstrous", participants: [ally("a", { specializations: specs }), monster("m")] }), [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3])]).state;

  it('"roll an additional time and ignore the lowest result": `imposing` is the additional roll; the higher is kept', () => {
    const r = run(start(), [act("a", { kind: "advance", roll: [3], imposing: 6 })]);
    expect(checks(r.events)[0]!.totals).toEqual([6]);
    // The kept roll is written into the command, so the log replays to the same state.
    expect(r.log[0]).toMatchObject({ action: { roll: [6], imposing: 6 } });
    expect(replayable(start(), r.log, r.state)).toBe(true);
    // The additional roll lower than the first: the first stands.
    expect(checks(run(start(), [act("a", { kind: "advance", roll: [6], imposing: 2 })]).events)[0]!.totals).toEqual([6]);
  });

  it("refused where Imposing does not apply: without the Specialization, or after the first roll", () => {
    refused(start([]), act("a", { kind: "advance", roll: [3], imposing: 6 }), "endeavor-bad-roll");
    refused(start(), act("a", { kind: "advance", imposing: 6 }), "endeavor-bad-roll");
    const s = run(nextRound(run(start(), [act("a", { kind: "advance", roll: [6] })]).state), [choose("a", "Hand", [1, 1]), choose("m", "Hand", [3, 3])]).state;
    expect([get(s, "a").rolled, s.turn.current]).toEqual([true, "a"]);
    refused(s, act("a", { kind: "advance", roll: [3], imposing: 6 }), "endeavor-bad-roll");
  });

  it('v0.0.18: "For the first position roll …" — `imposing` on the rollPosition command', () => {
    const s = setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { specializations: ["Imposing"] }), monster("m")] });
    const r = run(s, [{ type: "rollPosition", by: "a", stat: "Head", roll: 3, imposing: 7, blessings: [1, 1, 1] }]);
    expect(get(r.state, "a").positionRoll).toBe(7);
    refused(r.state, { type: "rollPosition", by: "m", stat: "Head", roll: 3, imposing: 7 }, "endeavor-bad-roll");
  });
});

describe("the record of an Endeavor Check, as the chat card reads it", () => {
  /** The record of the (first) Check among these events. */
  const checkOf = (events: EndeavorEvent[]) => {
    const e = events.find((x) => x.type === "check");
    return e?.type === "check" ? e.check : null;
  };
  // a (Head d6) acts first; b has not acted; m last.
  const start = (aOver: Parameters<typeof ally>[1] = {}) => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada", blessings: [4, 4], ...aOver }), ally("b", { name: "Bo" }), monster("m", "10", { name: "Maw", specializations: ["Mischievous"] })] }), [
      choose("a", "Head", [1, 1]), choose("b", "Head", [2, 2, 6]), choose("m", "Head", [3, 3, 3]),
    ]).state;
    expect(s.turn.current).toBe("a");
    return s;
  };

  it("a plain Check with supplied totals: exactly what happened, no automatic failure, no adjustments listed", () => {
    expect(checkOf(run(start(), [act("a", { kind: "advance", roll: [9] })]).events)).toEqual({
      by: "a", purpose: "advance", stat: "Head", totals: [9], difficulty: "normal", extraRanks: 0, helpBonus: 0,
      outcome: "medium", success: true, boons: 0, busts: 0, automaticFailure: false,
    });
  });

  it("which roll was Sparked: none named for the first (sparkRoll 0 is allowed), the second named as 1", () => {
    const spark = { stat: "Hand", pay: { permanent: [4, 4] } };
    const first = checkOf(run(start(), [act("a", { kind: "advance", roll: [9], spark, sparkRoll: 0 })]).events)!;
    expect(first.spark).toBe("Hand");
    expect("sparkRoll" in first).toBe(false);
    const second = checkOf(run(start(), [act("a", { kind: "advance", roll: [9, 9], difficulty: "hard", spark, sparkRoll: 1 })]).events)!;
    expect(second.sparkRoll).toBe(1);
  });

  it("a Vexed Check that Help lifts to a success fails when watched, naming the watcher", () => {
    const s = start({ traits: { conditions: ["vexed"], affected: { vexed: "head" } } });
    const r = run(s, [act("a", { kind: "advance", roll: [4], helpers: [{ by: "b", pay: { temporary: [6] } }], watchedBy: "m" })]);
    expect(checkOf(r.events)).toMatchObject({ totals: [4], helpBonus: 3, success: false, outcome: "failure", failedBy: "m" });
  });
});
