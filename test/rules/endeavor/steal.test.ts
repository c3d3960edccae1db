// Non-violent Attacks: the temporary Blessings chosen to steal (AttackAction.steal). Book v0.0.21.10, Monstrous "Ally
// Actions" → Attack, non-violent: "On a success, steal a total of X temporary Blessings of your choice from them";
// v0.0.18: "On a success, steal a number of temporary Blessings from them equal to half your position roll, rounded
// down, minus one for each bust and plus one for each boon."
import { describe, expect, it } from "vitest";
import { replay, type AttackAction, type Command, type EndeavorState } from "../../../src/rules/endeavor/index";
import type { Rng } from "../../../src/rules/index";
import { act, ally, choose, get, monster, refusalOf, refused, run, seededRng, setup } from "./helpers";

/** An Rng that refuses to be used: a refusal it meets proves nothing was rolled before it. */
const noDice: Rng = () => {
  throw new Error("a die was rolled");
};
const stolen = (events: { type: string }[]) => events.filter((e) => e.type === "blessingsStolen");

describe("default edition: the choice is checked before any die is rolled", () => {
  // a: Head d6 (X 2), acts first (fewest temporary Blessings); b may Help; m holds ①③⑤ (Hurt d6: two Blessings, the 1
  // gaining another).
  const start = (): EndeavorState => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] }), [
      choose("a", "Head", [2, 2]), choose("b", "Head", [4, 4]), choose("m", "Hurt", [1, 3, 5]),
    ]).state;
    expect(s.turn.current).toBe("a");
    return s;
  };
  const attack = (steal: Record<string, number[]>, extra: Partial<AttackAction> = {}): Command =>
    act("a", { kind: "attack", violent: false, targets: ["m"], steal, ...extra });

  it("too few or too many (X is 2): endeavor-bad-distribution on a failure, on a success, and with the engine's dice before it rolls", () => {
    for (const steal of [{ m: [5] }, { m: [1, 3, 5] }]) {
      refused(start(), attack(steal, { roll: [1] }), "endeavor-bad-distribution");
      refused(start(), attack(steal, { roll: [9] }), "endeavor-bad-distribution");
      refused(start(), attack(steal), "endeavor-bad-distribution", noDice);
    }
  });

  it("from someone who is not a target: endeavor-bad-distribution; a Blessing the target does not hold: endeavor-blessing-not-held — whatever the dice", () => {
    refused(start(), attack({ m: [5], b: [4] }, { roll: [1] }), "endeavor-bad-distribution");
    refused(start(), attack({ m: [5, 6] }, { roll: [1] }), "endeavor-blessing-not-held");
    refused(start(), attack({ m: [5, 5] }), "endeavor-blessing-not-held", noDice);
  });

  it("a good choice: a failure steals nothing; a success steals exactly it", () => {
    const failed = run(start(), [attack({ m: [1, 5] }, { roll: [1] })]);
    expect(stolen(failed.events)).toEqual([]);
    expect(get(failed.state, "m").temporary).toEqual([1, 3, 5]);
    const hit = run(start(), [attack({ m: [1, 5] }, { roll: [9], regained: { m: [6, 6] } })]);
    expect(stolen(hit.events)).toEqual([{ type: "blessingsStolen", by: "a", from: "m", values: [1, 5] }]);
  });

  it('Help on X counts before the roll: b\'s ④ adds 2 (X 4), more than m has, so "all they have" (3) is the exact amount', () => {
    const helped = (steal: Record<string, number[]>) => attack(steal, { roll: [1], helpers: [{ by: "b", pay: { temporary: [4] }, use: "x" }] });
    refused(start(), helped({ m: [1, 5] }), "endeavor-bad-distribution");
    expect(stolen(run(start(), [helped({ m: [1, 3, 5] })]).events)).toEqual([]);
  });
});

describe("v0.0.18: the number stolen depends on the roll, so the choice is an order of preference", () => {
  const pos = (by: string, stat: string, roll: number, blessings: number[]): Command => ({ type: "rollPosition", by, stat, roll, blessings });
  // a rolls 6 (a Minor Success, one bust: steals 6/2 − 1 = 2) and acts first; m rolls 10 (②③④⑤⑥); n rolls 8.
  const initial = setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a"), monster("m"), monster("n")] });
  const opening = [pos("a", "Head", 6, [2, 2, 2]), pos("m", "Head", 10, [2, 3, 4, 5, 6]), pos("n", "Head", 8, [3, 3, 3, 3])];
  const start = (): EndeavorState => {
    const s = run(initial, opening).state;
    expect(s.turn.current).toBe("a");
    return s;
  };
  const attack = (steal?: Record<string, number[]>, extra: Partial<AttackAction> = {}): Command =>
    act("a", { kind: "attack", violent: false, targets: ["m"], ...(steal ? { steal } : {}), ...extra });

  it("those preferred from the front, then the largest remaining: ② preferred → ② and ⑥; the applied command holds what was taken", () => {
    const r = run(start(), [attack({ m: [2] })]);
    expect(stolen(r.events)).toEqual([{ type: "blessingsStolen", by: "a", from: "m", values: [2, 6] }]);
    expect(get(r.state, "m").temporary).toEqual([3, 4, 5]);
    expect((r.log[0] as { action: AttackAction }).action.steal).toEqual({ m: [2, 6] });
    // Replaying the applied log gives the same events.
    const full = run(initial, [...opening, attack({ m: [2] })]);
    expect(replay(initial, full.log).events).toEqual(full.events);
  });

  it("a longer preference than the amount: only its front (② ③ of ② ③ ④); none: the largest (⑥ ⑤)", () => {
    expect(stolen(run(start(), [attack({ m: [2, 3, 4] })]).events)).toEqual([{ type: "blessingsStolen", by: "a", from: "m", values: [2, 3] }]);
    expect(stolen(run(start(), [attack()]).events)).toEqual([{ type: "blessingsStolen", by: "a", from: "m", values: [6, 5] }]);
  });

  it("still checked before any die is rolled: only the target's (BAD_DISTRIBUTION), only Blessings held (BLESSING_NOT_HELD)", () => {
    // Hard: the second roll would be the engine's.
    refused(start(), attack({ n: [3] }, { difficulty: "hard" }), "endeavor-bad-distribution", noDice);
    refused(start(), attack({ m: [1] }, { difficulty: "hard" }), "endeavor-blessing-not-held", noDice);
    refused(start(), attack({ m: [2, 2] }, { difficulty: "hard" }), "endeavor-blessing-not-held", noDice);
  });
});

describe("the Blessings a non-violent Attack's victims regain", () => {
  it("are rolled once and written on the applied command: replaying it needs no dice", () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a"), monster("m", "10")] }), [choose("a", "Head", [1, 1]), choose("m", "Head", [5, 5, 3])]).state;
    const r = run(s, [act("a", { kind: "attack", violent: false, targets: ["m"], roll: [9] })], seededRng(4));
    const action = r.command.type === "act" && r.command.action.kind === "attack" ? r.command.action : null;
    const m = r.state.participants.find((p) => p.id === "m")!;
    expect(action?.regained).toEqual({ m: m.temporary.slice(1) });
    expect(JSON.stringify(run(s, [r.command]).state)).toBe(JSON.stringify(r.state));
  });
});

describe("a non-violent Delayed Attack's Blessings to steal, when its Defender fails", () => {
  it("are exactly X, not an order of preference: one of two is refused (endeavor-bad-distribution, { name, count })", () => {
    const s0 = run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m", "10", { name: "Maw" })] }), [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3])]).state;
    const s = run(s0, [act("a", { kind: "delayedAttack", violent: false, targets: ["m"], stat: "Heart", trigger: "a forged letter" })]).state;
    const trigger: Command = { type: "triggerDelayed", id: s.delayed![0]!.id, rolls: { m: [4] }, steal: { m: [3] } };
    expect(refusalOf(s, trigger)).toEqual({ code: "endeavor-bad-distribution", details: { name: "Ada", count: 2 } });
  });
});
