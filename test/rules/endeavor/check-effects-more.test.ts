// More of "as Normal" in Endeavor Checks (book, "Actions": "You may also activate your other effects as normal"):
// Famous, Surprised, an Ache whose Stat the sheet does not record, Gains' exceptional things, and v0.0.18's Overcharged
// and "One Aid at a Time".
import { describe, expect, it } from "vitest";
import type { CheckRecord, CheckTraits, Command, EndeavorEvent, EndeavorState } from "../../../src/rules/endeavor/index";
import { act, ally, choose, faces, monster, refused, run, setup } from "./helpers";

const only = (events: EndeavorEvent[]): CheckRecord => events.flatMap((e) => (e.type === "check" ? [e.check] : []))[0]!;

/** a (Hurt d6, permanent ④④) acts first against the Monstrosity m. */
const start = (traits?: CheckTraits, stat = "Hurt"): EndeavorState =>
  run(setup({ kind: "monstrous", participants: [ally("a", { blessings: [4, 4], ...(traits ? { traits } : {}) }), monster("m")] }),
    [choose("a", stat, [1, 1]), choose("m", "Head", [3, 3])]).state;
const attack = (extra: Record<string, unknown> = {}): Command => act("a", { kind: "attack", violent: true, targets: ["m"], ...extra });

describe("Famous: 'a +2 bonus in Attacks against them [those less famous] … but not … while you are Uncool'", () => {
  it("a Famous Attacker's 4 against someone less famous is a 6 (a success); without the claim, a failing 4", () => {
    const famous = { conditions: ["famous"] };
    expect(only(run(start(famous), [attack()], faces(6, [4])).events)).toMatchObject({ totals: [4], success: false });
    expect(only(run(start(famous), [attack({ lessFamous: true })], faces(6, [4])).events)).toMatchObject({
      totals: [4], success: true, adjustments: [{ rule: "modifier", source: "famous", from: 4, to: 6 }],
    });
  });

  it("not while Uncool (the −1 alone applies), not on an Advance, and nothing without the Condition", () => {
    expect(only(run(start({ conditions: ["famous", "uncool"] }), [attack({ lessFamous: true })], faces(6, [6])).events))
      .toMatchObject({ totals: [6], adjustments: [{ rule: "modifier", source: "uncool", from: 6, to: 5 }] });
    const advance = only(run(start({ conditions: ["famous"] }, "Head"), [act("a", { kind: "advance", lessFamous: true })], faces(6, [4])).events);
    expect([advance.totals, advance.success, advance.adjustments ?? []]).toEqual([[4], false, []]);
    const unknown = only(run(start(), [attack({ lessFamous: true })], faces(6, [4])).events);
    expect([unknown.success, unknown.adjustments ?? []]).toEqual([false, []]);
  });
});

describe("Famous: '… but not against the same character more than once during the same session'", () => {
  const famousOf = (s: EndeavorState) => s.participants.find((p) => p.id === "a")!.traits?.famousOver;

  it("an Attack whose +2 applied records whom it was exerted over; one with the claim unmet (Uncool) or unclaimed records nothing", () => {
    const done = run(start({ conditions: ["famous"] }), [attack({ lessFamous: true })], faces(6, [4]));
    expect(done.events.filter((e) => e.type === "famousExerted")).toEqual([{ type: "famousExerted", by: "a", over: ["m"] }]);
    expect(famousOf(done.state)).toEqual(["m"]);
    for (const [traits, extra] of [[{ conditions: ["famous", "uncool"] }, { lessFamous: true }], [{ conditions: ["famous"] }, {}]] as const) {
      const none = run(start(traits), [attack(extra)], faces(6, [4]));
      expect([none.events.some((e) => e.type === "famousExerted"), famousOf(none.state)]).toEqual([false, undefined]);
    }
  });

  it("claimed again over the same character (the actor's count this session): refused, nothing rolled or changed", () => {
    const s = start({ conditions: ["famous"], famousOver: ["m"] });
    refused(s, attack({ lessFamous: true }), "endeavor-famous-used");
    // Without the claim, the same Attack is an ordinary one.
    expect(only(run(s, [attack()], faces(6, [4])).events)).toMatchObject({ totals: [4], success: false });
  });
});

describe("Surprised: 'You cannot bump, Spark, or use unconventional Stats'", () => {
  it("a 1 stays a 1 (no second throw), and a Spark is refused with nothing paid", () => {
    const surprised = { conditions: ["surprised"] };
    expect(only(run(start(surprised), [attack()], faces(6, [1, 6])).events)).toMatchObject({ totals: [1], rolls: [{ throws: [[1]], bumps: 0 }] });
    refused(start(surprised), attack({ spark: { stat: "Head", pay: { permanent: [4, 4] } } }), "spark-surprised");
  });
});

describe("Ache with no Stat on the sheet: the roller says whether the Stat rolled aches", () => {
  it("aching (or unsaid): no bump; 'another Stat aches': Hurt bumps 1 then 5", () => {
    const ache = { conditions: ["ache"] };
    expect(only(run(start(ache), [attack()], faces(6, [1, 5])).events)).toMatchObject({ totals: [1], success: false });
    expect(only(run(start(ache), [attack({ aching: true })], faces(6, [1, 5])).events)).toMatchObject({ totals: [1], success: false });
    expect(only(run(start(ache), [attack({ aching: false })], faces(6, [1, 5])).events)).toMatchObject({ totals: [6], success: true });
  });
});

describe("Gains: 'One thing you have gained improves to an exceptional quality'", () => {
  it("an actor's exceptional thing rounds a 6 up to 8 (Medium); an actor with none is refused, nothing paid", () => {
    const map = { conditions: [], exceptional: ["Grandmother's map"] };
    expect(only(run(start(map), [attack({ exceptional: true })], faces(6, [6])).events)).toMatchObject({
      totals: [6], outcome: "medium", adjustments: [{ rule: "exceptional", from: 6, to: 8 }],
    });
    expect(only(run(start(map), [attack()], faces(6, [6])).events)).toMatchObject({ totals: [6], outcome: "minor" });
    refused(start({ conditions: [] }), attack({ exceptional: true }), "endeavor-no-exceptional");
  });

  it("malformed exceptional things are refused", () => {
    refused(start(), { ...attack(), traits: { a: { conditions: [], exceptional: "map" } as unknown as CheckTraits } }, "endeavor-bad-setup");
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
    expect(both.adjustments[0]).toMatchObject({ from: 4, to: 6 });
    // Overcharge and Easy on a Sparked 4: the larger aid, +3, once.
    const sparked = only(run(positioned({ traits: { conditions: [], lifestyle: "prodigious" } }, 4, true), [attack({ difficulty: "easy" })]).events);
    expect(sparked.adjustments).toEqual([expect.objectContaining({ rule: "overcharge", from: 4, to: 7 })]);
  });

  it("an exceptional thing: 'receive +3 in aid' on a failure — a 4 is a 7", () => {
    const s = positioned({ traits: { conditions: [], exceptional: ["Map"] } }, 4, false);
    expect(only(run(s, [normal({ exceptional: true })]).events)).toMatchObject({ totals: [4], success: true, adjustments: [{ rule: "exceptional", from: 4, to: 7 }] });
  });
});
