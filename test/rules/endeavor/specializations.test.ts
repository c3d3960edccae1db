// Specializations with an Endeavor effect (book: "Specialization Options"), each test quoting the effect it checks.
import { describe, expect, it } from "vitest";
import { STATS, act, ally, choose, get, monster, nextRound, refused, run, setup } from "./helpers";
import { statDie, type Command, type EndeavorEvent } from "../../../src/rules/endeavor/index";
import type { Rng } from "../../../src/rules/index";

/** An Rng reading faces off a list: face f of a dS is u = (f − 0.5) / S (rules faceOf: floor(u·S) + 1). */
const faces = (size: number, list: number[]): Rng => {
  const q = list.map((f) => (f - 0.5) / size);
  return () => {
    if (!q.length) throw new Error("the test ran out of faces");
    return q.shift()!;
  };
};
const checkOf = (events: EndeavorEvent[]) => events.flatMap((e) => (e.type === "check" ? [e.check] : []))[0]!;

describe("Imposing", () => {
  // a: Head d6 (X 2), acts first (fewest temporary Blessings); m: a Monstrosity.
  const start = (specs: ("Imposing")[] = ["Imposing"], edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") =>
    setup({ kind: "monstrous", edition, participants: [ally("a", { specializations: specs }), monster("m")] });

  it('"For the first roll you make during an Endeavor, roll an additional time and ignore the lowest result"', () => {
    const s = run(start(), [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3])]).state;
    // First roll: 2 and 5 — the 2 is ignored. With no Imposing the 2 stands.
    const first = run(s, [act("a", { kind: "advance" })], faces(6, [2, 5]));
    expect(checkOf(first.events).totals).toEqual([5]);
    expect(get(first.state, "a").rolled).toBe(true);
    const plain = run(run(start([]), [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3])]).state, [act("a", { kind: "advance" })], faces(6, [2, 5]));
    expect(checkOf(plain.events).totals).toEqual([2]);
  });

  it("only the first: the next round's roll is a single roll again", () => {
    let s = run(start(), [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3]), act("a", { kind: "advance", roll: [6] })]).state;
    expect(get(s, "a").rolled).toBe(true);
    s = run(s, [act("m", { kind: "advance", roll: [3] }), { type: "special", by: get(s, "m").id, special: null }]).state;
    // A supplied first roll counted as the first roll: later rolls are single (2 stands against a following 5).
    const round2 = run(s, [choose("a", "Hand", [1, 1]), choose("m", "Hand", [3, 3])]).state;
    const next = run(round2, [act("a", { kind: "advance" })], faces(6, [2, 5]));
    expect(checkOf(next.events).totals).toEqual([2]);
  });

  it('v0.0.18: "For the first position roll you make during an Endeavor, roll an additional time and ignore the lowest"', () => {
    const s = start(["Imposing"], "v0.0.18");
    const r2 = run(s, [{ type: "rollPosition", by: "a", stat: "Head", blessings: [1, 1, 1] }], faces(6, [2, 6]));
    expect(get(r2.state, "a").positionRoll).toBe(6);
    expect(get(r2.state, "a").rolled).toBe(true);
  });
});

describe("Critical", () => {
  // a: Hurt d6 Action Die, acts first; m's Action Die is Head.
  const start = () =>
    run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Critical"] }), monster("m")] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]),
    ]).state;
  const attack = (roll: number, critical?: Record<string, string>) => act("a", { kind: "attack", violent: true, targets: ["m"], roll: [roll], ...(critical ? { critical } : {}) });

  it('"when you roll 10 or more attacking an opponent … they spend an unspent Stat at random. Recharge: ②"', () => {
    // m's Stats: Head (its Action Die, left out), Hand, Heart, Home, Hurt, Hurry, History: the Rng picks the 2nd → Heart.
    const r = run(start(), [attack(10)], () => 0.2);
    expect(get(r.state, "m").spent).toEqual(["Heart"]);
    expect(r.events.filter((e) => e.type === "statsSpent" || e.type === "specializationUsed")).toEqual([
      { type: "statsSpent", id: "m", stats: ["Heart"] },
      { type: "specializationUsed", id: "a", specialization: "Critical" },
    ]);
    expect(get(r.state, "a").needsRecharge).toEqual(["Critical"]);
    // The pick is written into the command: replaying needs no Rng.
    expect(r.log[0]).toMatchObject({ action: { critical: { m: "Heart" } } });
    expect(run(start(), r.log).state).toEqual(r.state);
  });

  it("a 9 does nothing; a spent Critical does nothing until recharged; a chosen Stat must be one they could spend", () => {
    expect(get(run(start(), [attack(9)]).state, "m").spent).toEqual([]);
    // As after an earlier use this Endeavor: Critical waits for its ② before it fires again.
    const s = start();
    const spentCritical = { ...s, participants: s.participants.map((p) => (p.id === "a" ? { ...p, needsRecharge: ["Critical" as const] } : p)) };
    expect(get(run(spentCritical, [attack(15)]).state, "m").spent).toEqual([]);
    const used = run(start(), [attack(12, { m: "Hand" })]).state;
    expect(get(used, "m").spent).toEqual(["Hand"]);
    // The Action Die cannot be picked (the round's end spends it).
    expect(() => run(start(), [attack(12, { m: "Head" })])).toThrow(/cannot spend Head/);
  });
});

describe("Critical's recharge", () => {
  it('"Recharge: ②": paid with a Blessing worth 2 or more, Critical fires again', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Critical"], blessings: [1, 2] }), monster("m")] }), [
      choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3]),
      act("a", { kind: "attack", violent: true, targets: ["m"], roll: [10], critical: { m: "Hand" } }),
      { type: "recharge", by: "a", specialization: "Critical", pay: { permanent: [2] } },
    ]).state;
    expect([get(s, "a").needsRecharge, get(s, "a").blessings]).toEqual([[], [1]]);
  });
});

describe("Sure-footed", () => {
  const start = (specs: "Sure-footed"[] = ["Sure-footed"]) =>
    run(setup({ kind: "monstrous", participants: [ally("a", { specializations: specs }), monster("m")] }), [
      choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3]),
    ]).state;
  const protect = (check?: { roll: number[] }) => act("a", { kind: "protect", target: "a", pay: { temporary: [1] }, ...(check ? { check } : {}) });

  it('"On a success, the Protect effect lasts X additional rounds" (Head d6: X 2 → until round 4 instead of 2)', () => {
    expect(run(start(), [protect()]).state.protections).toEqual([{ by: "a", target: "a", ranks: 1, until: 2 }]);
    const r = run(start(), [protect({ roll: [8] })]);
    expect(r.state.protections).toEqual([{ by: "a", target: "a", ranks: 1, until: 4 }]);
    expect(r.events.find((e) => e.type === "check")).toMatchObject({ check: { purpose: "protect", success: true } });
    // Round 2: a's turn comes and the protection holds (it would have ended here without Sure-footed).
    const round2 = run(r.state, [
      act("m", { kind: "advance", roll: [3] }), { type: "special", by: "m", special: null },
      choose("a", "Hand", [1, 1]), choose("m", "Hand", [3, 3]),
    ]);
    expect(round2.state.turn.current).toBe("a");
    expect(round2.state.protections).toHaveLength(1);
    expect(round2.events.some((e) => e.type === "protectionEnded")).toBe(false);
  });

  it("a failed Check adds nothing; without Sure-footed, or for an ally, the Check is refused", () => {
    expect(run(start(), [protect({ roll: [3] })]).state.protections[0]!.until).toBe(2);
    expect(() => run(start([]), [protect({ roll: [8] })])).toThrow(/lacks Sure-footed/);
    const withAlly = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Sure-footed"] }), ally("b"), monster("m")] }), [
      choose("a", "Head", [1, 1]), choose("b", "Head", [1, 1, 1]), choose("m", "Head", [3, 3]),
    ]).state;
    expect(() => run(withAlly, [act("a", { kind: "protect", target: "b", pay: { temporary: [1] }, check: { roll: [8] } })])).toThrow(/yourself only/);
  });

  it('v0.0.18: "its effect lasts a number of rounds equal to half your position roll, rounded down"', () => {
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { specializations: ["Sure-footed"] }), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Head", roll: 7, blessings: [1, 1, 1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [2, 2, 2, 2] },
    ]).state;
    // Half of 7 is 3 rounds: this one's remainder, and it ends at a's turn three rounds on.
    expect(run(s, [protect()]).state.protections).toEqual([{ by: "a", target: "a", ranks: 1, until: 4 }]);
  });
});

describe("Tactical", () => {
  const start = (specs: "Tactical"[] = ["Tactical"], edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") =>
    run(setup({ kind: "monstrous", edition, participants: [ally("a", { specializations: specs }), ally("b"), monster("m")] }), [
      choose("a", "Head", [1, 1]), choose("b", "Head", [2, 2, 2]), choose("m", "Head", [3, 3]),
    ]).state;
  const advance = (tactical: boolean) => act("a", { kind: "advance", roll: [6], helpers: [{ by: "b", pay: { temporary: [2] }, ...(tactical ? { tactical } : {}) }] });

  it('"on your turn you may have an ally Help you who has not acted yet. If they do, they skip their turn this round"', () => {
    const r = run(start(), [advance(true)]);
    expect(r.events.find((e) => e.type === "helped")).toEqual({ type: "helped", by: "b", target: "a", bonus: 1, use: "roll" });
    expect([get(r.state, "b").acted, get(r.state, "b").temporary]).toEqual([true, [2, 2]]);
    // b's turn is skipped: the turn goes to m.
    expect(r.state.turn.current).toBe("m");
  });

  it("without Tactical, calling on an ally is refused (plain Help stays the Helper's own offer)", () => {
    expect(() => run(start([]), [advance(true)])).toThrow(/Tactical/);
    expect(get(run(start([]), [advance(false)]).state, "b").acted).toBe(true);
  });
});

describe("Radiant", () => {
  const aptitudes = [{ name: "Singing", specialization: "Radiant" }, { name: "Brawling", specialization: "Imposing" }, { name: "Cooking" }];
  // a: Heart d6 (X 2) with Radiant on Singing; b an ally; m a Monstrosity. a acts first.
  const start = (edition: "v0.0.21.10" | "v0.0.18" = "v0.0.21.10") => {
    const s = setup({ kind: "monstrous", edition, participants: [
      ally("a", { specializations: ["Radiant"], aptitudes, stats: { Head: 4, Hand: 4, Heart: 6, Home: 4, Hurt: 6, Hurry: 4, History: 4 } }), ally("b"), monster("m"),
    ] });
    return edition === "v0.0.18"
      ? run(s, [{ type: "rollPosition", by: "a", stat: "Heart", roll: 6, blessings: [1, 1, 1] }, { type: "rollPosition", by: "b", stat: "Head", roll: 9, blessings: [2, 2, 2, 2] }, { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [2, 2, 2, 2] }]).state
      : run(s, [choose("a", "Heart", [1, 1]), choose("b", "Head", [2, 2, 2]), choose("m", "Head", [3, 3])]).state;
  };

  it('"On a success, they gain one of your other Aptitudes, including its Specialization if applicable, for X turns. Recharge: ④"', () => {
    const r = run(start(), [act("a", { kind: "radiant", aptitude: "Brawling", roll: [6] })]);
    expect(get(r.state, "b").granted).toEqual([{ from: "a", aptitude: "Brawling", specialization: "Imposing", turns: 2 }]);
    expect(get(r.state, "a").granted).toEqual([]);
    expect(get(r.state, "a").needsRecharge).toEqual(["Radiant"]);
    expect(r.events.find((e) => e.type === "aptitudeLent")).toEqual({ type: "aptitudeLent", by: "a", aptitude: "Brawling", specialization: "Imposing", turns: 2, to: ["b"] });
  });

  it("the lent Specialization works for the ally (Imposing on b's first roll) and goes back after X of b's turns", () => {
    const s = run(start(), [act("a", { kind: "radiant", aptitude: "Brawling", roll: [6] }), act("m", { kind: "advance", roll: [3] })]).state;
    // b's turn: Imposing rolls twice (2 and 5) and keeps the 5; then one turn of the loan is used.
    const b = run(s, [act("b", { kind: "advance" })], faces(6, [2, 5]));
    expect(checkOf(b.events).totals).toEqual([5]);
    expect(get(b.state, "b").granted).toEqual([{ from: "a", aptitude: "Brawling", specialization: "Imposing", turns: 1 }]);
  });

  it("refused: Radiant's own Aptitude, an Action Die not Heart/Home or balanced, a second use before the ④; a failed Check lends nothing", () => {
    expect(() => run(start(), [act("a", { kind: "radiant", aptitude: "Singing", roll: [6] })])).toThrow(/not another/);
    expect(get(run(start(), [act("a", { kind: "radiant", aptitude: "Cooking", roll: [3] })]).state, "b").granted).toEqual([]);
    const hurt = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Radiant"], aptitudes }), monster("m")] }), [choose("a", "Hurt", [1, 1]), choose("m", "Head", [3, 3])]).state;
    expect(() => run(hurt, [act("a", { kind: "radiant", aptitude: "Cooking", roll: [6] })])).toThrow(/Heart, Home/);
  });

  it('v0.0.18: no Check; "for a number of turns equal to half your position roll rounded down"', () => {
    const r = run(start("v0.0.18"), [act("a", { kind: "radiant", aptitude: "Cooking" })]);
    expect(get(r.state, "b").granted).toEqual([{ from: "a", aptitude: "Cooking", specialization: null, turns: 3 }]);
    expect(r.events.some((e) => e.type === "check")).toBe(false);
  });
});

describe("Kinetic (v0.0.18)", () => {
  const roll = (by: string, stat: string, total: number, blessings: number[]): Command => ({ type: "rollPosition", by, stat, roll: total, blessings });
  // a rolls 10 with Hand (5 temporary Blessings), b rolls 4 (2), m rolls 6.
  const rolled = (aStat = "Hand", specs: "Kinetic"[] = ["Kinetic"]) =>
    run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { specializations: specs, stats: { Head: 8, Hand: 6, Heart: 4, Home: 6, Hurt: 4, Hurry: 4, History: 4 } }), ally("b"), monster("m")] }), [
      roll("a", aStat, 10, [1, 2, 3, 4, 5]), roll("b", "Head", 4, [6, 6]), roll("m", "Head", 6, [2, 2, 2]),
    ]).state;

  it('"after position rolls have been made … you may exchange your position roll with an ally who rolled lower"', () => {
    const s = rolled();
    // Everyone has rolled, but the round waits for a's choice.
    expect([s.phase, s.turn.current]).toEqual(["choosing", null]);
    const r = run(s, [{ type: "kinetic", by: "a", ally: "b", blessings: [3, 4, 5] }]);
    expect([get(r.state, "a").positionRoll, get(r.state, "b").positionRoll]).toEqual([4, 10]);
    // As if gained after the exchange: a keeps half of 4 (the first two), b gains up to half of 10.
    expect([get(r.state, "a").temporary, get(r.state, "b").temporary]).toEqual([[1, 2], [6, 6, 3, 4, 5]]);
    // "This does not change your Stats in use"; Recharge ③; then turns begin.
    expect([get(r.state, "a").actionDie, get(r.state, "a").needsRecharge, r.state.phase]).toEqual(["Hand", ["Kinetic"], "turns"]);
  });

  it("keeping the roll lets the round begin; a Head d8 roll (not Hand, Home or balanced with them) never waits", () => {
    const kept = run(rolled(), [{ type: "kinetic", by: "a", ally: null }]).state;
    expect([kept.phase, get(kept, "a").positionRoll, get(kept, "a").needsRecharge]).toEqual(["turns", 10, []]);
    expect(rolled("Head").phase).toBe("turns");
    expect(rolled("Hand", []).phase).toBe("turns");
  });

  it("refused: an ally who did not roll lower, or an opponent", () => {
    refused(rolled(), { type: "kinetic", by: "a", ally: "m" }, "endeavor-bad-target");
    refused(rolled(), { type: "kinetic", by: "b", ally: "a" }, "endeavor-action-unavailable");
  });
});

describe("Tireless", () => {
  it('Tireless: "while the chosen Stat is spent, its Stat Die is replaced with a d6 or stays its original size, whichever is smaller"; other spent Stats roll d2', () => {
    let s = run(setup({ kind: "monstrous", participants: [ally("a", { stats: STATS({ Hurt: 10, Head: 8 }), specializations: ["Tireless"], tirelessStat: "Hurt" }), ally("b", { stats: STATS({ Head: 8 }) }), monster("m")] }), [
      choose("a", "Hurt", [2, 2, 2]), choose("b", "Head", [2, 2]), choose("m", "Head", [2, 2]),
    ]).state;
    s = nextRound(s);
    expect(statDie(s, get(s, "a"), "Hurt")).toBe(6);
    expect(statDie(s, get(s, "b"), "Head")).toBe(2);
    expect(statDie(s, get(s, "b"), "Hand")).toBe(4);
  });
});

describe("Dominating", () => {
  it('Dominating: "when an opponent activates a button that stops their movement as a result of your action … they continue moving"', () => {
    const s = run(setup({ kind: "monstrous", participants: [ally("a", { specializations: ["Dominating"] }), monster("m", "10")] }), [
      { type: "gm", gm: { op: "move", id: "m", to: 5 } }, { type: "gm", gm: { op: "addButton", kind: "zeal", position: 4, owner: "m" } },
      choose("a", "Hurt", [2, 2]), choose("m", "Head", [1, 4, 4]),
    ]).state;
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], roll: [9] })]);
    expect(get(r.state, "m").position).toBe(3);
  });
});
