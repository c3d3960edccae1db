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

/** a (Hurt d6, permanent ④④) acts first against the Monstrosity m. */
const startWith = (traits?: CheckTraits, stat = "Hurt"): EndeavorState =>
  run(setup({ kind: "monstrous", participants: [ally("a", { blessings: [4, 4], ...(traits ? { traits } : {}) }), monster("m")] }),
    [choose("a", stat, [1, 1]), choose("m", "Head", [3, 3])]).state;
const attack = (extra: Record<string, unknown> = {}): Command => act("a", { kind: "attack", violent: true, targets: ["m"], ...extra });

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

describe("Famous: 'a +2 bonus in Attacks against them [those less famous] … but not … while you are Uncool'", () => {
  it("a Famous Attacker's 4 against someone less famous is a 6 (a success); without the claim, a failing 4", () => {
    const famous = { conditions: ["famous"] };
    expect(only(run(startWith(famous), [attack()], faces(6, [4])).events)).toMatchObject({ totals: [4], success: false });
    expect(only(run(startWith(famous), [attack({ lessFamous: true })], faces(6, [4])).events)).toMatchObject({
      totals: [4], success: true, adjustments: [{ rule: "modifier", source: "famous", from: 4, to: 6 }],
    });
  });

  it("not while Uncool (the −1 alone applies), not on an Advance, and nothing without the Condition", () => {
    expect(only(run(startWith({ conditions: ["famous", "uncool"] }), [attack({ lessFamous: true })], faces(6, [6])).events))
      .toMatchObject({ totals: [6], adjustments: [{ rule: "modifier", source: "uncool", from: 6, to: 5 }] });
    const advance = only(run(startWith({ conditions: ["famous"] }, "Head"), [act("a", { kind: "advance", lessFamous: true })], faces(6, [4])).events);
    expect([advance.totals, advance.success, advance.adjustments ?? []]).toEqual([[4], false, []]);
    const unknown = only(run(startWith(), [attack({ lessFamous: true })], faces(6, [4])).events);
    expect([unknown.success, unknown.adjustments ?? []]).toEqual([false, []]);
  });
});

describe("Famous: '… but not against the same character more than once during the same session'", () => {
  const famousOf = (s: EndeavorState) => s.participants.find((p) => p.id === "a")!.traits?.famousOver;

  it("an Attack whose +2 applied records whom it was exerted over; one with the claim unmet (Uncool) or unclaimed records nothing", () => {
    const done = run(startWith({ conditions: ["famous"] }), [attack({ lessFamous: true })], faces(6, [4]));
    expect(done.events.filter((e) => e.type === "famousExerted")).toEqual([{ type: "famousExerted", by: "a", over: ["m"] }]);
    expect(famousOf(done.state)).toEqual(["m"]);
    const unmet: [CheckTraits, Record<string, unknown>][] = [[{ conditions: ["famous", "uncool"] }, { lessFamous: true }], [{ conditions: ["famous"] }, {}]];
    for (const [traits, extra] of unmet) {
      const none = run(startWith(traits), [attack(extra)], faces(6, [4]));
      expect([none.events.some((e) => e.type === "famousExerted"), famousOf(none.state)]).toEqual([false, undefined]);
    }
  });

  it("claimed again over the same character (the actor's count this session): refused, nothing rolled or changed", () => {
    const s = startWith({ conditions: ["famous"], famousOver: ["m"] });
    refused(s, attack({ lessFamous: true }), "endeavor-famous-used");
    // Without the claim, the same Attack is an ordinary one.
    expect(only(run(s, [attack()], faces(6, [4])).events)).toMatchObject({ totals: [4], success: false });
  });
});

describe("Surprised: 'You cannot bump, Spark, or use unconventional Stats'", () => {
  it("a 1 stays a 1 (no second throw), and a Spark is refused with nothing paid", () => {
    const surprised = { conditions: ["surprised"] };
    expect(only(run(startWith(surprised), [attack()], faces(6, [1, 6])).events)).toMatchObject({ totals: [1], rolls: [{ throws: [[1]], bumps: 0 }] });
    refused(startWith(surprised), attack({ spark: { stat: "Head", pay: { permanent: [4, 4] } } }), "spark-surprised");
  });
});

describe("Ache with no Stat on the sheet: the roller says whether the Stat rolled aches", () => {
  it("aching (or unsaid): no bump; 'another Stat aches': Hurt bumps 1 then 5", () => {
    const ache = { conditions: ["ache"] };
    expect(only(run(startWith(ache), [attack()], faces(6, [1, 5])).events)).toMatchObject({ totals: [1], success: false });
    expect(only(run(startWith(ache), [attack({ aching: true })], faces(6, [1, 5])).events)).toMatchObject({ totals: [1], success: false });
    expect(only(run(startWith(ache), [attack({ aching: false })], faces(6, [1, 5])).events)).toMatchObject({ totals: [6], success: true });
  });
});

describe("Gains: 'One thing you have gained improves to an exceptional quality'", () => {
  it("an actor's exceptional thing rounds a 6 up to 8 (Medium); an actor with none is refused, nothing paid", () => {
    const map = { conditions: [], exceptional: ["Grandmother's map"] };
    expect(only(run(startWith(map), [attack({ exceptional: true })], faces(6, [6])).events)).toMatchObject({
      totals: [6], outcome: "medium", adjustments: [{ rule: "exceptional", from: 6, to: 8 }],
    });
    expect(only(run(startWith(map), [attack()], faces(6, [6])).events)).toMatchObject({ totals: [6], outcome: "minor" });
    refused(startWith({ conditions: [] }), attack({ exceptional: true }), "endeavor-no-exceptional");
  });

  it("malformed exceptional things are refused", () => {
    refused(startWith(), { ...attack(), traits: { a: { conditions: [], exceptional: "map" } as unknown as CheckTraits } }, "endeavor-bad-setup");
  });
});

describe("v0.0.18 in Endeavor Checks", () => {
  /** a's position roll (Hurt, Sparked with Head when `spark`), then m's; a then Attacks with one roll: the position roll. */
  const positioned = (a: Parameters<typeof ally>[1], roll: number, spark: boolean): EndeavorState =>
    run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { blessings: [4, 4], ...a }), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll, blessings: [1, 1], ...(spark ? { spark: { stat: "Head", pay: { permanent: [4, 4] } } } : {}) },
      { type: "rollPosition", by: "m", stat: "Head", roll: 6, blessings: [3, 3, 3] },
    ]).state;
  const normal = (extra: Record<string, unknown> = {}) => attack({ difficulty: "normal", ...extra });

  it("Overcharged: 'When you would fail a Check while performing a Spark roll using an overcharged Stat, receive +3 in aid'", () => {
    // prodigious Overcharges Head and Hurt: a Sparked 4 (a failure) is a 7.
    const over = only(run(positioned({ traits: { conditions: [], lifestyle: "prodigious" } }, 4, true), [normal()]).events);
    expect(over).toMatchObject({ totals: [4], success: true, adjustments: [{ rule: "overcharge", from: 4, to: 7 }] });
    // Not Sparked, or Sparked without an overcharged Stat (carefree: Heart and Hurry): the 4 fails.
    expect(only(run(positioned({ traits: { conditions: [], lifestyle: "prodigious" } }, 4, false), [normal()]).events)).toMatchObject({ success: false });
    expect(only(run(positioned({ traits: { conditions: [], lifestyle: "carefree" } }, 4, true), [normal()]).events)).toMatchObject({ success: false });
  });

  it("'One Aid at a Time: You may only receive situational aid once per roll' — Easy and an Aptitude on a 4 give +2 once", () => {
    const s = positioned({ aptitudes: [{ name: "Brawling" }] }, 4, false);
    const both = only(run(s, [attack({ difficulty: "easy", withAptitude: "Brawling" })]).events);
    expect(both.adjustments).toHaveLength(1);
    expect(both.adjustments?.[0]).toMatchObject({ from: 4, to: 6 });
    // Overcharge and Easy on a Sparked 4: the larger aid, +3, once.
    const sparked = only(run(positioned({ traits: { conditions: [], lifestyle: "prodigious" } }, 4, true), [attack({ difficulty: "easy" })]).events);
    expect(sparked.adjustments).toEqual([expect.objectContaining({ rule: "overcharge", from: 4, to: 7 })]);
  });

  // Ambidextrous: "You may receive aid from two sources at once related enough to this Aptitude."
  it("Ambidextrous on the Aptitude used: Easy's aid and the Aptitude's add up — a 4 is an 8 — and the record says so", () => {
    const traits = { conditions: [], specializations: ["Ambidextrous"] };
    const on = positioned({ aptitudes: [{ name: "Brawling", specialization: "Ambidextrous" }, { name: "Sailing" }], traits }, 4, false);
    const both = only(run(on, [attack({ difficulty: "easy", withAptitude: "Brawling" })]).events);
    expect(both).toMatchObject({ success: true, outcome: "medium", ambidextrous: true,
      adjustments: [{ rule: "easy", from: 4, to: 6 }, { rule: "aptitude", from: 6, to: 8 }] });
    // Another Aptitude: one aid at a time.
    const other = only(run(on, [attack({ difficulty: "easy", withAptitude: "Sailing" })]).events);
    expect([other.adjustments, other.ambidextrous]).toEqual([[expect.objectContaining({ from: 4, to: 6 })], undefined]);
  });

  it("an exceptional thing: 'receive +3 in aid' on a failure — a 4 is a 7", () => {
    const s = positioned({ traits: { conditions: [], exceptional: ["Map"] } }, 4, false);
    expect(only(run(s, [normal({ exceptional: true })]).events)).toMatchObject({ totals: [4], success: true, adjustments: [{ rule: "exceptional", from: 4, to: 7 }] });
  });
});

describe("v0.0.18: a position roll Sparked before Surprised", () => {
  it("the action's Check is not refused for the Spark (it was judged with the position roll)", () => {
    const s = run(setup({ kind: "monstrous", edition: "v0.0.18", participants: [ally("a", { blessings: [4, 4] }), monster("m")] }), [
      { type: "rollPosition", by: "a", stat: "Hurt", roll: 4, spark: { stat: "Head", pay: { permanent: [4, 4] } }, blessings: [1, 1] },
      { type: "rollPosition", by: "m", stat: "Head", roll: 9, blessings: [3, 3, 3, 3] },
    ]).state;
    const r = run(s, [{ ...act("a", { kind: "attack", violent: true, targets: ["m"] }), traits: { a: { conditions: ["surprised"] } } }]);
    expect(only(r.events)).toMatchObject({ by: "a", spark: "Head" });
  });
});
