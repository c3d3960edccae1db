// The throws of the Checks the engine rolls travel on the applied command (CheckOptions.throws, fatigueCheck.throws,
// triggerDelayed.throws), so replaying the stored log (an undo) gives identical events — the chat cards draw the same
// dice (book: "Stat Dice" — a roll of 1 bumps: "roll again and add").
import { describe, expect, it } from "vitest";
import { replay, type Command, type EndeavorState } from "../../../src/rules/endeavor/index";
import { act, ally, choose, faces, monster, racer, refused, run, setup } from "./helpers";

const sameOnReplay = (initial: EndeavorState, commands: Command[], rng: ReturnType<typeof faces>) => {
  const played = run(initial, commands, rng);
  const again = replay(initial, played.log);
  expect(again.events).toEqual(played.events);
  expect(JSON.stringify(again.state)).toBe(JSON.stringify(played.state));
  return played;
};

describe("throws on the applied command", () => {
  // a: Hurt d6, Sparked with Head (permanent ④④); acts first.
  const initial = setup({ kind: "monstrous", participants: [ally("a", { blessings: [4, 4] }), monster("m")] });
  const opening = [choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3])];
  const hardAttack: Command = act("a", { kind: "attack", violent: true, targets: ["m"], difficulty: "hard", spark: { stat: "Head", pay: { permanent: [4, 4] } } });

  it("a Hard Attack rolled by the engine: the Sparked pair bumps (1+4, then 3+2 = 10), the second roll is the Stat Die alone (6); replayed, the same events", () => {
    const played = sameOnReplay(initial, [...opening, hardAttack], faces(6, [1, 4, 3, 2, 6]));
    expect((played.log[2] as { action: { roll: number[]; throws: number[][][] } }).action).toMatchObject({ roll: [10, 6], throws: [[[1, 4], [3, 2]], [[6]]] });
    const check = played.events.find((e) => e.type === "check");
    expect(check).toMatchObject({ check: { totals: [10, 6], rolls: [{ sizes: [6, 6], throws: [[1, 4], [3, 2]], total: 10, bumps: 1 }, { sizes: [6], throws: [[6]], total: 6, bumps: 0 }] } });
  });

  it("throws supplied with the totals are checked: they must make each total, one list per roll, and come with totals", () => {
    const s = run(initial, opening).state;
    const attack = (roll: number[] | undefined, throws: number[][][]): Command =>
      act("a", { kind: "attack", violent: true, targets: ["m"], ...(roll ? { roll } : {}), throws });
    refused(s, attack([5], [[[4]]]), "endeavor-bad-roll");
    refused(s, attack([5], [[[5]], [[1]]]), "endeavor-bad-roll");
    refused(s, attack([7], [[[7]]]), "endeavor-bad-roll"); // a d6 has no face 7
    refused(s, attack(undefined, [[[5]]]), "endeavor-bad-roll");
    const ok = run(s, [attack([5], [[[1], [4]]])]);
    expect(ok.events.find((e) => e.type === "check")).toMatchObject({ check: { rolls: [{ sizes: [6], throws: [[1], [4]], total: 5, bumps: 1 }] } });
  });

  it("v0.0.18: a Hard Check's second roll (after the position roll) keeps its throws on replay", () => {
    const s0 = setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m")] });
    const played = sameOnReplay(s0, [
      { type: "rollPosition", by: "a", stat: "Head", blessings: [1, 1] },
      { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [2, 2, 2, 2] },
      act("a", { kind: "advance", difficulty: "hard" }),
    ], faces(6, [1, 4, 1, 6]));
    expect((played.log[2] as { action: object }).action).toMatchObject({ roll: [7], throws: [[[1], [6]]] });
    expect(played.events.find((e) => e.type === "check")).toMatchObject({ check: { totals: [5, 7], rolls: [{ throws: [[1], [4]] }, { throws: [[1], [6]] }] } });
  });

  it("a Racing Fatigue Check and a Delayed Attack's Defender, rolled by the engine, replay with the same events", () => {
    // r1 spends a Blessing (a Fatigue button), every turn passes, then the Fatigue Check: Easy, Hand d8 rolls 1 then 8.
    const race = setup({ kind: "racing", participants: [racer("r1", { blessings: [3] }), racer("r2")] });
    const fatigue = sameOnReplay(race, [
      choose("r1", "Hand", [2, 2]), choose("r2", "Hand", [1, 2, 2]),
      act("r1", { kind: "protect", target: "r1", pay: { permanent: [3] } }), act("r2", { kind: "pass" }),
      { type: "fatigueCheck", by: "r1" },
    ], faces(8, [1, 8]));
    expect(fatigue.log[4]).toEqual({ type: "fatigueCheck", by: "r1", roll: [9], throws: [[[1], [8]]] });
    // m defends with Hurry d4: 1 then 3 (4, a failure at Normal).
    const delayed = sameOnReplay(initial, [
      ...opening, act("a", { kind: "delayedAttack", violent: true, targets: ["m"] }), { type: "triggerDelayed", id: "delayed1-1-a" },
    ], faces(4, [1, 3]));
    expect(delayed.log[3]).toMatchObject({ rolls: { m: [4] }, throws: { m: [[[1], [3]]] } });
  });
});
