// Endeavor Checks apply every effect "as Normal" (book, "Actions": "You may also activate your other effects as
// normal"): what the participant's actor brings (Conditions, Lifestyle, Aptitudes, Gains) changes the Check exactly
// as it changes a Check from the sheet, through the same core check builder.
import { describe, expect, it } from "vitest";
import type { CheckRecord, CheckTraits, Command, EndeavorEvent, EndeavorState } from "../../../src/rules/endeavor/index";
import { act, ally, choose, faces, get, monster, refused, run, setup } from "./helpers";

const checks = (events: EndeavorEvent[]): CheckRecord[] => events.flatMap((e) => (e.type === "check" ? [e.check] : []));
const only = (events: EndeavorEvent[]): CheckRecord => checks(events)[0]!;

/** a (Hurt, Head, Hand d6; permanent ④④) acts first; b may Help; m is the Monstrosity. */
const start = (traits: Partial<Record<"a" | "b", CheckTraits>> = {}, aOver: Parameters<typeof ally>[1] = {}): EndeavorState =>
  run(setup({
    kind: "monstrous",
    participants: [
      ally("a", { blessings: [4, 4], ...(traits.a ? { traits: traits.a } : {}), ...aOver }),
      ally("b", traits.b ? { traits: traits.b } : {}),
      monster("m"),
    ],
  }), [choose("a", "Hurt", [1, 1]), choose("b", "Head", [2, 2, 2]), choose("m", "Head", [3, 3])]).state;

const sparkAttack = (extra: Record<string, unknown> = {}): Command =>
  act("a", { kind: "attack", violent: true, targets: ["m"], spark: { stat: "Head", pay: { permanent: [4, 4] } }, ...extra });

describe("Conditions in Endeavor Checks", () => {
  it("Taxed: 'You cannot Spark' — a Taxed participant's Spark is refused, nothing paid", () => {
    refused(start({ a: { conditions: ["taxed"] } }), sparkAttack(), "spark-taxed");
  });

  it("Ache: 'You cannot bump rolls with the affected Stat' — a 1 on Hurt stays a 1 (a failure), no second throw", () => {
    const aching = run(start({ a: { conditions: ["ache"], affected: { ache: "hurt" } } }), [act("a", { kind: "attack", violent: true, targets: ["m"] })], faces(6, [1]));
    expect(only(aching.events)).toMatchObject({ totals: [1], success: false, rolls: [{ throws: [[1]], bumps: 0 }] });
    // The Ache on another Stat leaves Hurt free to bump: 1, then 5.
    const elsewhere = run(start({ a: { conditions: ["ache"], affected: { ache: "heart" } } }), [act("a", { kind: "attack", violent: true, targets: ["m"] })], faces(6, [1, 5]));
    expect(only(elsewhere.events)).toMatchObject({ totals: [6], success: true });
  });

  it("Uncool: −1 to every roll — an Advance's 5 becomes a failing 4", () => {
    const headFirst = (traits?: CheckTraits) => run(setup({ kind: "monstrous", participants: [ally("a", traits ? { traits } : {}), monster("m")] }),
      [choose("a", "Head", [1, 1]), choose("m", "Head", [3, 3])]).state;
    expect(only(run(headFirst(), [act("a", { kind: "advance" })], faces(6, [5])).events)).toMatchObject({ totals: [5], success: true });
    const uncool = only(run(headFirst({ conditions: ["uncool"] }), [act("a", { kind: "advance" })], faces(6, [5])).events);
    expect(uncool).toMatchObject({ totals: [5], success: false, adjustments: [{ rule: "modifier", source: "uncool", from: 5, to: 4 }] });
  });

  it("Disarmed: a successful violent Attack receives one fewer boon and one more bust", () => {
    // 6 + 6 Sparked = 12: Major (one boon); Disarmed: no boon, one bust.
    const plain = only(run(start(), [sparkAttack()], faces(6, [6, 6])).events);
    const disarmed = only(run(start({ a: { conditions: ["disarmed"] } }), [sparkAttack()], faces(6, [6, 6])).events);
    expect([plain.boons, plain.busts]).toEqual([1, 0]);
    expect([disarmed.boons, disarmed.busts]).toEqual([0, 1]);
  });

  it("Cursed helper: 'Blessings are worth 1 less' — b's ④ Helps as a ③: +1 instead of +2, and a 3 stays a failure", () => {
    const helped = (traits?: CheckTraits) => {
      const s = run(setup({ kind: "monstrous", participants: [ally("a"), ally("b", { blessings: [4], ...(traits ? { traits } : {}) }), monster("m")] }),
        [choose("a", "Hurt", [1, 1]), choose("b", "Head", [2, 2, 2]), choose("m", "Head", [3, 3])]).state;
      return only(run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], helpers: [{ by: "b", pay: { permanent: [4] } }] })], faces(6, [3])).events);
    };
    expect(helped()).toMatchObject({ totals: [3], helpBonus: 2, help: [{ by: "b", value: 4, use: "roll" }], success: true });
    expect(helped({ conditions: ["cursed"] })).toMatchObject({ totals: [3], helpBonus: 1, help: [{ by: "b", value: 3, use: "roll" }], success: false });
  });
});

describe("Lifestyle, Aptitudes and Gains in Endeavor Checks", () => {
  it("Ignite (v0.0.21.10): an Ignited Spark of 7 is an 8, a Medium Success, not a Minor one", () => {
    // prodigious Ignites Head and Hurt: Hurt + Head Sparked, 3 + 4 = 7.
    const plain = only(run(start(), [sparkAttack()], faces(6, [3, 4])).events);
    const ignited = only(run(start({ a: { conditions: [], lifestyle: "prodigious" } }), [sparkAttack()], faces(6, [3, 4])).events);
    expect(plain.outcome).toBe("minor");
    expect(ignited).toMatchObject({ totals: [7], outcome: "medium", adjustments: [{ rule: "ignite", from: 7, to: 8 }] });
  });

  it("Aptitude Ease (v0.0.21.10): a 3 or 4 on a Check related enough to an Aptitude is a 5 — own or lent by Radiant", () => {
    const apt = { aptitudes: [{ name: "Brawling", specialization: null }] };
    const r = run(start({}, apt), [act("a", { kind: "attack", violent: true, targets: ["m"], withAptitude: "Brawling" })], faces(6, [4]));
    expect(only(r.events)).toMatchObject({ totals: [4], outcome: "minor", success: true, aptitude: "Brawling" });
    refused(start({}, apt), act("a", { kind: "attack", violent: true, targets: ["m"], withAptitude: "Cooking" }), "endeavor-no-aptitude");
  });

  it("Gains (v0.0.21.10): an exceptional thing gained rounds a 6 or 7 up to 8", () => {
    const r = run(start(), [act("a", { kind: "attack", violent: true, targets: ["m"], exceptional: true })], faces(6, [6]));
    expect(only(r.events)).toMatchObject({ totals: [6], outcome: "medium" });
  });

  it("v0.0.18 aid: an Aptitude gives +2 on a failure, and amounts move with the boons and busts it brings", () => {
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { aptitudes: [{ name: "Brawling" }] }), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 4, blessings: [1, 1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 6, blessings: [3, 3, 3] },
    ]).state;
    // Position roll 4 (a failure) + Aptitude aid 2 = 6: a Minor Success (one bust).
    const r = run(s, [act("a", { kind: "attack", violent: true, targets: ["m"], difficulty: "normal", withAptitude: "Brawling" })]);
    expect(only(r.events)).toMatchObject({ totals: [4], success: true, outcome: "minor", busts: 1, adjustments: [{ rule: "aptitude", from: 4, to: 6 }] });
  });
});

describe("what the actor brings is re-read at each Check", () => {
  it("a Condition toggled on the sheet mid-Endeavor reaches the next Check (the command carries it; replays agree)", () => {
    const s = start();
    const taxed: Command = { ...sparkAttack(), traits: { a: { conditions: ["taxed"] } } };
    refused(s, taxed, "spark-taxed");
    const untaxed = run(s, [{ ...sparkAttack(), traits: { a: { conditions: [] } } }], faces(6, [3, 4]));
    expect(get(untaxed.state, "a").traits).toEqual({ conditions: [] });
    expect(only(untaxed.events).success).toBe(true);
  });

  it("malformed traits are refused and change nothing", () => {
    refused(start(), { ...sparkAttack(), traits: { a: { conditions: "taxed" } as unknown as CheckTraits } }, "endeavor-bad-setup");
  });
});

describe("which roll to Spark on a Hard Check ('you choose which roll to Spark')", () => {
  it("the second roll is the Sparked pair; the first the Action Die alone", () => {
    const r = run(start(), [sparkAttack({ difficulty: "hard", sparkRoll: 1 })], faces(6, [5, 3, 4]));
    expect(only(r.events)).toMatchObject({ totals: [5, 7], sparkRoll: 1, rolls: [{ sizes: [6] }, { sizes: [6, 6] }] });
    refused(start(), sparkAttack({ sparkRoll: 1 }), "endeavor-bad-roll");
    refused(start(), act("a", { kind: "attack", violent: true, targets: ["m"], difficulty: "hard", sparkRoll: 1 }), "endeavor-bad-roll");
  });
});

describe("previewCheck: the live odds of the Check a command will make", () => {
  it("the command's own Check, up to its dice: Ignite raises the odds of Medium; nothing is paid or rolled", async () => {
    const { previewCheck } = await import("../../../src/rules/endeavor/index");
    const { outcomeOdds } = await import("../../../src/rules/index");
    const s = start({ a: { conditions: [], lifestyle: "prodigious" } });
    const before = JSON.stringify(s);
    const plain = outcomeOdds(previewCheck(start(), sparkAttack())!.spec);
    const preview = previewCheck(s, sparkAttack())!;
    const ignited = outcomeOdds(preview.spec);
    expect(JSON.stringify(s)).toBe(before);
    expect(plain).toEqual(outcomeOdds({ sizes: [6, 6] }));
    expect(preview.spec).toMatchObject({ boosted: true, rolls: [[6, 6]] });
    expect(ignited.medium).toBeGreaterThan(plain.medium);
    expect(Object.values(ignited).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("a refused command throws its refusal (Taxed); a command without a Check has no odds", async () => {
    const { previewCheck } = await import("../../../src/rules/endeavor/index");
    expect(() => previewCheck(start({ a: { conditions: ["taxed"] } }), sparkAttack())).toThrow(/Taxed/);
    expect(previewCheck(start(), act("a", { kind: "pass" }))).toBeNull();
  });

  it("v0.0.18: the position roll is known, so a one-roll Check's outcome is certain", async () => {
    const { previewCheck } = await import("../../../src/rules/endeavor/index");
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { aptitudes: [{ name: "Brawling" }] }), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 4, blessings: [1, 1] }, { type: "rollPosition", by: "m", stat: "Head", roll: 6, blessings: [3, 3, 3] },
    ]).state;
    expect(previewCheck(s, act("a", { kind: "attack", violent: true, targets: ["m"], difficulty: "normal" }))!).toMatchObject({ known: 4, certain: "failure" });
    expect(previewCheck(s, act("a", { kind: "attack", violent: true, targets: ["m"], difficulty: "normal", withAptitude: "Brawling" }))!).toMatchObject({ known: 4, certain: "minor" });
  });
});
