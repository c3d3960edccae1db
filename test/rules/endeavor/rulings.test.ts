// The book's open Endeavor readings, each an option (a world setting, read at the start): both values of each.
import { describe, expect, it } from "vitest";
import type { CheckRecord, Command, EndeavorEvent, EndeavorOptions, EndeavorState, ParticipantSetup } from "../../../src/rules/endeavor/index";
import { act, ally, choose, faces, get, monster, nextRound, refused, run, setup } from "./helpers";

const checks = (events: EndeavorEvent[]): CheckRecord[] => events.flatMap((e) => (e.type === "check" ? [e.check] : []));
const monstrous = (participants: ParticipantSetup[], options: Partial<EndeavorOptions> = {}, edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") =>
  setup({ kind: "monstrous", edition, participants, options });

describe("who counts which Blessings for the special action (specialCount)", () => {
  // a holds the most temporary Blessings; b has fewer temporary but many permanent ones.
  const chooser = (specialCount: "temporary" | "all") => {
    let s = run(monstrous([ally("a"), ally("b", { blessings: [6, 6, 6, 6, 6] }), monster("m")], { specialCount }),
      [choose("a", "Hurt", [1, 1, 1, 1]), choose("b", "Head", [2, 2]), choose("m", "Head", [3, 3])]).state;
    while (s.phase === "turns") s = run(s, [act(s.turn.current!, { kind: "pass" })]).state;
    return s.chooser;
  };
  it("temporary (default): a, with four temporary Blessings", () => expect(chooser("temporary")).toEqual(["a"]));
  it("all: b, with two temporary and five permanent", () => expect(chooser("all")).toEqual(["b"]));
});

describe("ties for the special action (specialTies, world setting specialActionTies)", () => {
  // a, b and c each end the round with two temporary Blessings, m one; everyone Passes (m, c and b first delay), so
  // the turns end a, m, c, b.
  const tied = (specialTies: EndeavorOptions["specialTies"], rng?: () => number) => {
    const start = run(monstrous([ally("a"), ally("b"), ally("c"), monster("m")], { specialTies }),
      [choose("a", "Head", [2, 2]), choose("b", "Head", [2, 2]), choose("c", "Head", [2, 2]), choose("m", "Hurry", [1])]).state;
    let s = start;
    const log: Command[] = [];
    while (s.phase === "turns") {
      const r = run(s, [act(s.turn.current!, { kind: "pass" })], rng);
      log.push(...r.log);
      s = r.state;
    }
    return { start, s, log };
  };
  it("any (older states): each tied participant may choose", () => expect(tied("any").s.chooser).toEqual(["a", "b", "c"]));
  it("seat: the earliest seat", () => expect(tied("seat").s.chooser).toEqual(["a"]));
  it("lastActed: whoever of them acted last this round", () => {
    const { s } = tied("lastActed");
    expect(s.turn.acted).toEqual(["a", "m", "c", "b"]);
    expect(s.chooser).toEqual(["b"]);
  });
  it("random: one of them, picked by the dice and written on the command, so a replay picks the same", () => {
    const { start, s, log } = tied("random", () => 0.5); // the middle of three
    expect(s.chooser).toEqual(["b"]);
    expect(log.at(-1)!.specialChooser).toBe("b");
    expect(tied("random", () => 0).s.chooser).toEqual(["a"]);
    // Replayed without dice (undo): the recorded pick. A recorded pick that was not tied is refused.
    expect(run(start, log).state.chooser).toEqual(["b"]);
    const before = run(start, log.slice(0, -1)).state;
    refused(before, { ...log.at(-1)!, specialChooser: "m" }, "endeavor-not-chooser");
  });
  it("gm: nobody chooses until the GM names one of the tied; then only they do", () => {
    const s = tied("gm").s;
    expect(s.chooser).toEqual(["a", "b", "c"]);
    refused(s, { type: "special", by: "a", special: null }, "endeavor-tie-unresolved");
    refused(s, { type: "gm", gm: { op: "chooser", id: "m" } }, "endeavor-not-chooser");
    const named = run(s, [{ type: "gm", gm: { op: "chooser", id: "b" } }]).state;
    expect(named.chooser).toEqual(["b"]);
    refused(named, { type: "special", by: "a", special: null }, "endeavor-not-chooser");
    expect(run(named, [{ type: "special", by: "b", special: null }]).state.round).toBe(2);
  });
});

describe("the die a spent Stat rolls (spentDie)", () => {
  // m spends Hurry in round 1; in round 2 a's violent Delayed Attack targets Hurry, which m must roll.
  const defence = (spentDie: "d2" | "own") => {
    let s = run(monstrous([ally("a"), monster("m")], { spentDie }), [choose("a", "Head", [1, 1]), choose("m", "Hurry", [3])]).state;
    s = nextRound(s);
    s = run(s, [choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3])]).state;
    expect(get(s, "m").spent).toEqual(["Hurry"]);
    while (s.turn.current !== "a") s = run(s, [act(s.turn.current!, { kind: "pass" })]).state;
    s = run(s, [act("a", { kind: "delayedAttack", violent: true, targets: ["m"] })]).state;
    return checks(run(s, [{ type: "triggerDelayed", id: s.delayed![0]!.id }], faces(2, [2])).events)[0]!;
  };
  it("d2 (default): the spent Hurry d4 rolls as a d2", () => expect(defence("d2").rolls![0]!.sizes).toEqual([2]));
  it("own: it rolls its own d4", () => expect(defence("own").rolls![0]!.sizes).toEqual([4]));
});

describe("a third Wound in a row (woundRemoval)", () => {
  // a already has Wound buttons at 0 and 1; m's violent Attack succeeds and wounds a again (a button at 2).
  const wounded = (woundRemoval: "immediate" | "combo") => {
    const s = run(monstrous([ally("a"), monster("m")], { woundRemoval }), [
      { type: "gm", gm: { op: "addButton", kind: "wound", position: 0, owner: "a" } },
      { type: "gm", gm: { op: "addButton", kind: "wound", position: 1, owner: "a" } },
      choose("a", "Head", [3, 3, 3]), choose("m", "Hurt", [1, 1]),
    ]).state;
    return run(s, [act("m", { kind: "attack", violent: true, targets: ["a"], roll: [9] })]).state;
  };
  it("immediate (default): removed at once", () => expect(get(wounded("immediate"), "a").removed).toMatchObject({ reason: "wounds" }));
  it("combo: still in until the Monstrosities' Perform Combo removes them", () => {
    let s = wounded("combo");
    expect(get(s, "a").removed).toBeNull();
    while (s.phase === "turns") s = run(s, [act(s.turn.current!, { kind: "pass" })]).state;
    expect(s.chooser).toEqual(["a"]);
    // a declines; next round m holds the most and performs Combo on a.
    s = run(s, [{ type: "special", by: "a", special: null }, choose("a", "Hand", [1, 1]), choose("m", "Head", [5, 5, 5])]).state;
    while (s.phase === "turns") s = run(s, [act(s.turn.current!, { kind: "pass" })]).state;
    s = run(s, [{ type: "special", by: "m", special: { kind: "combo", targets: ["a"] } }]).state;
    expect(get(s, "a").removed).toMatchObject({ reason: "wounds", by: "m" });
  });
});

describe("Protect and Delayed Attacks (protectDelayed)", () => {
  // n protects m (one rank); then a's Delayed Attack on m is triggered: m defends with Hurry.
  const defence = (protectDelayed: boolean) => {
    let s = run(monstrous([monster("n", "8"), ally("a"), monster("m")], { protectDelayed }),
      [choose("n", "Head", [1, 1]), choose("a", "Hurt", [2, 2]), choose("m", "Head", [3, 3])]).state;
    s = run(s, [act("n", { kind: "protect", target: "m", pay: { temporary: [1] } }), act("a", { kind: "delayedAttack", violent: true, targets: ["m"], difficulty: "normal" })]).state;
    return checks(run(s, [{ type: "triggerDelayed", id: s.delayed![0]!.id }], faces(4, [4])).events)[0]!;
  };
  it("off (default): the defence stays Normal", () => expect(defence(false)).toMatchObject({ difficulty: "normal", success: false }));
  it("on: one rank easier — Easy, where a 4 rounds up to 5", () => expect(defence(true)).toMatchObject({ difficulty: "easy", success: true }));
});

describe("a Stat balanced with Hurt for 'Hurt only' (hurtStandIn)", () => {
  // a's Head d6 is balanced with Hurt d6.
  const start = (hurtStandIn: boolean): EndeavorState =>
    run(monstrous([ally("a"), monster("m")], { hurtStandIn }), [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3])]).state;
  it("off (default): a violent Attack with Head is refused", () => {
    refused(start(false), act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] }), "endeavor-violent-needs-hurt");
  });
  it("on: Head stands in, and the Check is a violent Attack (Disarmed applies)", () => {
    const s = start(true);
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
    expect(get(r.state, "m").position).toBe(8);
    const disarmed = run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [12] })]);
    expect(checks(disarmed.events)[0]).toMatchObject({ boons: 1 });
    const withDisarmed = run(s, [{ type: "act", by: "a", action: { kind: "attack", violent: true, targets: ["m"], roll: [12] }, traits: { a: { conditions: ["disarmed"] } } }]);
    expect(checks(withDisarmed.events)[0]).toMatchObject({ boons: 0, busts: 1 });
  });
});

describe("v0.0.18 Protect beyond Attacks (protectReach)", () => {
  // b protects a (one rank); m then Advances, a Check that is not an Attack on a.
  const advance = (protectReach: "attacks" | "checks", roll: number[]) => {
    let s = run(monstrous([ally("b"), ally("a"), monster("m")], { protectReach }, "v0.0.18"), [
      { type: "rollPosition", by: "b", stat: "Head", roll: 2, blessings: [1] }, { type: "rollPosition", by: "a", stat: "Hand", roll: 4, blessings: [1, 1] },
      { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [3, 3, 3, 3] },
    ]).state;
    s = run(s, [act("b", { kind: "protect", target: "a", pay: { temporary: [1] } }), act("a", { kind: "pass" })]).state;
    return checks(run(s, [act("m", { kind: "advance", roll })]).events)[0]!;
  };
  it("attacks (default): m's Advance stays Normal", () => expect(advance("attacks", [])).toMatchObject({ difficulty: "normal", totals: [9] }));
  it("checks: every Check of the protector's opponents is a rank harder — Hard, two rolls", () => {
    expect(advance("checks", [7])).toMatchObject({ difficulty: "hard", extraRanks: 1, totals: [9, 7] });
  });
});

describe("the finish line (finishLine)", () => {
  const race = (finishLine?: number) => setup({ kind: "racing", participants: [{ id: "r", stats: { Hand: 6, Hurt: 6 } }, { id: "s", stats: { Hand: 6, Hurt: 6 } }], ...(finishLine ? { options: { finishLine } } : {}) });
  it("the book's 30 by default; the table's own otherwise", () => {
    expect(race().options.finishLine).toBe(30);
    expect(race(25).options.finishLine).toBe(25);
  });
  it("a racer's Advance to position 2 ends the race at a finish line of 2, and not at the book's 30", () => {
    const advanced = (finishLine?: number) => run(race(finishLine), [choose("r", "Hand", [2, 2]), choose("s", "Hurt", [2, 2]), act("r", { kind: "advance", roll: [9] })]).state;
    expect(get(advanced(2), "r").position).toBe(2);
    expect(advanced(2).outcome).toEqual({ winner: "r", winnerId: "r", reason: "finish-line" });
    expect(get(advanced(), "r").position).toBe(2);
    expect(advanced().outcome).toBeNull();
  });
});
