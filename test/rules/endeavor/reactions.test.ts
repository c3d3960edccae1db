// Specializations other participants bring to an Endeavor Check (both books, "Specialization Options"), and a watcher
// making a Vexed (v0.0.21.10) / Vulnerable (v0.0.18) Check fail: the same core rules as a Check from the sheet
// (check-reactions.test.ts), named on the command before the roll and used only when the book's moment comes.
import { describe, expect, it } from "vitest";
import type { CheckRecord, CheckTraits, Command, EndeavorEvent, EndeavorSpecialization, EndeavorState } from "../../../src/rules/endeavor/index";
import { act, pass, ally, choose, faces, get, monster, refused, run, setup } from "./helpers";

const checkOf = (events: EndeavorEvent[]): CheckRecord => events.flatMap((e) => (e.type === "check" ? [e.check] : []))[0]!;

/** a (Head/Hurt/Hand d6) acts first; b and c are a's allies; m the Monstrosity (Hurt d6). */
function start(o: { a?: CheckTraits; b?: EndeavorSpecialization[]; c?: EndeavorSpecialization[]; m?: EndeavorSpecialization[]; edition?: "v0.0.18" } = {}): EndeavorState {
  const s = setup({
    kind: "monstrous",
    ...(o.edition ? { edition: o.edition } : {}),
    participants: [
      ally("a", o.a ? { traits: o.a } : {}),
      ally("b", { specializations: o.b ?? [], blessings: [3] }),
      ally("c", { specializations: o.c ?? [] }),
      monster("m", "10 (3)", { specializations: o.m ?? [] }),
    ],
  });
  return run(s, [choose("a", "Head", [1, 1]), choose("b", "Head", [2, 2]), choose("c", "Head", [2, 2]), choose("m", "Hurt", [3, 3])]).state;
}

/** Others pass until it is `id`'s turn (they keep their action for Help: Pass delays it). */
function untilTurn(s: EndeavorState, id: string): EndeavorState {
  for (let i = 0; i < 6 && s.turn.current !== id; i += 1) s = run(s, [pass(s.turn.current!)]).state;
  return s;
}

const advance = (extra: Record<string, unknown> = {}): Command => act("a", { kind: "advance", ...extra });

describe("Mischievous in an Endeavor — 'When another character would succeed a Check … modify that character's result by −3'", () => {
  it("a's 7 would succeed: m distracts, it is a failing 4, and Mischievous awaits its ⑤ recharge", () => {
    const r = run(start({ m: ["Mischievous"] }), [advance({ mischievous: "m" })], faces(6, [1, 6]));
    expect(checkOf(r.events)).toMatchObject({ totals: [7], success: false, mischievous: "m", adjustments: [{ rule: "mischievous", from: 7, to: 4 }] });
    expect(get(r.state, "m").needsRecharge).toEqual(["Mischievous"]);
    expect(get(r.state, "a").position).toBe(get(start(), "a").position);
  });

  it("a Check that fails anyway is not distracted: nothing is used", () => {
    const r = run(start({ m: ["Mischievous"] }), [advance({ mischievous: "m" })], faces(6, [3]));
    expect(checkOf(r.events)).toMatchObject({ totals: [3], success: false });
    expect(checkOf(r.events).mischievous).toBeUndefined();
    expect(get(r.state, "m").needsRecharge).toEqual([]);
  });

  it("refused without the Specialization, on oneself, or before its recharge is paid", () => {
    refused(start(), advance({ mischievous: "m" }), "endeavor-no-specialization");
    refused(start({ m: ["Mischievous"] }), advance({ mischievous: "a" }), "endeavor-bad-helper");
    const used = run(start({ m: ["Mischievous"] }), [advance({ mischievous: "m" })], faces(6, [1, 6])).state;
    expect(get(used, "m").needsRecharge).toContain("Mischievous");
  });
});

describe("Vexed / Vulnerable in an Endeavor — 'When another character sees you perform a Check with the affected Stat, they may have you automatically fail'", () => {
  it("a Vexed on Head: the watcher's Check fails a 9 (named on the card's record); the track does not move", () => {
    const vexed = start({ a: { conditions: ["vexed"], affected: { vexed: "head" } } });
    const r = run(vexed, [advance({ watchedBy: "m" })], faces(6, [1, 1, 1, 6]));
    expect(checkOf(r.events)).toMatchObject({ totals: [9], success: false, outcome: "failure", failedBy: "m", adjustments: [{ rule: "autoFail", from: 9, to: 4 }] });
    expect(get(r.state, "a").position).toBe(get(vexed, "a").position);
  });

  it("v0.0.18 Vulnerable the same", () => {
    const traits = { conditions: ["vulnerable"], affected: { vulnerable: "head" } };
    const s = setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { traits }), monster("m", "10 (3)", { traits })] });
    const rolled = run(s, [{ type: "rollPosition", by: "a", stat: "Head", roll: 9, blessings: [1, 1, 1, 1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [1, 1, 1, 1] }]).state;
    const actor = rolled.turn.current!;
    const r = run(rolled, [act(actor, { kind: "advance", watchedBy: actor === "a" ? "m" : "a" })]);
    expect(checkOf(r.events)).toMatchObject({ totals: [9], success: false, failedBy: actor === "a" ? "m" : "a" });
  });

  it("refused when the Check does not use the affected Stat (Vexed on Hand), or the actor is not Vexed", () => {
    refused(start({ a: { conditions: ["vexed"], affected: { vexed: "hand" } } }), advance({ watchedBy: "m" }), "endeavor-not-watchable");
    refused(start(), advance({ watchedBy: "m" }), "endeavor-not-watchable");
  });
});

describe("Resolved in an Endeavor — 'the Attacker receives one fewer boon and one additional bust than usual, and you gain a Blessing'", () => {
  // m (Hurt d10) acts first and attacks b, the Defender who may have Resolved.
  const monsterFirst = (bSpecs: EndeavorSpecialization[]) => {
    const s = setup({ kind: "monstrous", participants: [monster("m", "10 (3)", { stats: { Head: 6, Hand: 4, Heart: 4, Home: 4, Hurt: 10, Hurry: 4, History: 4 } }), ally("b", { specializations: bSpecs, blessings: [3] }), ally("c")] });
    const s2 = run(s, [choose("m", "Hurt", [3, 3, 3]), choose("b", "Head", [2, 2]), choose("c", "Head", [2, 2])]).state;
    return untilTurn(s2, "m");
  };
  const attackB = (extra: Record<string, unknown> = {}): Command => act("m", { kind: "attack", violent: true, targets: ["b"], ...extra });

  it("m's 11 (d10: 1, bump, 10) against Resolved b: no boon, one bust; b gains a Blessing (④) and Resolved awaits its recharge", () => {
    const plain = checkOf(run(monsterFirst([]), [attackB()], faces(10, [1, 10])).events);
    expect([plain.boons, plain.busts]).toEqual([1, 0]);
    // The Blessing: a d6 read off the same list (face 6 of a d10 reads as a 4 on a d6).
    const r = run(monsterFirst(["Resolved"]), [attackB({ resolved: ["b"] })], faces(10, [1, 10, 6]));
    expect(checkOf(r.events)).toMatchObject({ boons: 0, busts: 1, resolved: ["b"] });
    expect(get(r.state, "b").blessings).toEqual([3, 4]);
    expect(get(r.state, "b").needsRecharge).toEqual(["Resolved"]);
    expect(r.events).toContainEqual({ type: "blessingsGained", id: "b", values: [4] });
  });

  it("an Attack that fails uses nothing and gains nothing", () => {
    const r = run(monsterFirst(["Resolved"]), [attackB({ resolved: ["b"] })], faces(10, [3]));
    expect(get(r.state, "b")).toMatchObject({ blessings: [3], needsRecharge: [] });
  });

  it("only a Defender of this Attack who has it", () => {
    refused(monsterFirst([]), attackB({ resolved: ["b"] }), "endeavor-no-specialization");
    refused(monsterFirst(["Resolved"]), attackB({ resolved: ["c"] }), "endeavor-bad-target");
  });
});

describe("Protective in an Endeavor — 'you may become the Defender instead'", () => {
  const monsterFirst = (cSpecs: EndeavorSpecialization[]) => {
    const s = setup({ kind: "monstrous", participants: [monster("m"), ally("b"), ally("c", { specializations: cSpecs })] });
    return run(s, [choose("m", "Hurt", [3, 3]), choose("b", "Head", [2, 2]), choose("c", "Head", [2, 2])]).state;
  };

  it("m's violent Attack on b wounds c, who stepped in; b is untouched and Protective awaits its ③ recharge", () => {
    const r = run(monsterFirst(["Protective"]), [act("m", { kind: "attack", violent: true, targets: ["b"], protectors: { b: "c" } })], faces(6, [6, 2]));
    expect(r.events).toContainEqual({ type: "wounded", id: "c", by: "m" });
    expect(r.events.some((e) => e.type === "wounded" && e.id === "b")).toBe(false);
    expect(get(r.state, "c").needsRecharge).toEqual(["Protective"]);
  });

  it("refused on a non-violent Attack, without the Specialization, or for someone on the Attacker's side", () => {
    const s = setup({ kind: "monstrous", participants: [monster("m", "10 (3)", { stats: { Head: 6, Hand: 6, Heart: 4, Home: 4, Hurt: 6, Hurry: 4, History: 4 } }), ally("b"), ally("c", { specializations: ["Protective"] })] });
    const headFirst = run(s, [choose("m", "Head", [3, 3]), choose("b", "Head", [2, 2]), choose("c", "Head", [2, 2])]).state;
    refused(headFirst, act("m", { kind: "attack", violent: false, targets: ["b"], protectors: { b: "c" } }), "reaction-not-violent");
    refused(monsterFirst([]), act("m", { kind: "attack", violent: true, targets: ["b"], protectors: { b: "c" } }), "endeavor-no-specialization");
    refused(monsterFirst(["Protective"]), act("m", { kind: "attack", violent: true, targets: ["b"], protectors: { b: "m" } }), "endeavor-bad-target");
  });
});

describe("Analytical in an Endeavor — 'you may provide Help by rolling four d6 …'", () => {
  it("b's 1, 1, 1, 2 (1×2=1+1) Helps a's 2 to a 7 with no Blessing spent; the Check gains Help's bust; b has acted", () => {
    const r = run(start({ b: ["Analytical"] }), [advance({ helpers: [{ by: "b", pay: {}, analytical: {} }] })], faces(6, [1, 1, 1, 2, 2]));
    expect(checkOf(r.events)).toMatchObject({ totals: [2], success: true, helpBonus: 5, busts: 2, help: [{ by: "b", value: 0, analytical: [1, 1, 1, 2] }] });
    expect(get(r.state, "b")).toMatchObject({ blessings: [3], acted: true });
  });

  it("piles that cannot be made equal Help by +0 — still Help, still a bust", () => {
    const r = run(start({ b: ["Analytical"] }), [advance({ helpers: [{ by: "b", pay: {}, analytical: { dice: [1, 3, 5, 6] } }] })], faces(6, [2]));
    expect(checkOf(r.events)).toMatchObject({ totals: [2], success: false, helpBonus: 0, busts: 1 });
  });

  it("refused without the Specialization", () => {
    refused(start(), advance({ helpers: [{ by: "b", pay: {}, analytical: {} }] }), "endeavor-no-specialization");
  });
});
