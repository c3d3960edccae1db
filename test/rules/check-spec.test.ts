// The CheckSpec builder: what a roll dialog asks for becomes one spec for outcomeOdds and resolveCheck, or a RulesError.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildCheckSpec, checkInputFor, checkRecordOf, resolveCheck, RulesError, specOfRecord, outcomeOdds, type CheckRequest } from "../../src/rules";
import { refusal, refusalCode as code } from "./refusal";

const dice = { head: 6, hand: 6, heart: 4, home: 8, hurt: 8, hurry: 4, history: 6 };
const req = (over: Partial<CheckRequest> = {}): CheckRequest => ({ dice, stat: "head", ...over });

describe("buildCheckSpec", () => {
  it("a plain Check: one roll of the Stat Die, bumping allowed", () => {
    expect(buildCheckSpec(req())).toMatchObject({ rolls: [[6]], sizes: [6], canBump: true, spark: null, boosted: false, modifiers: [], difficulty: "normal", edition: "v0.0.21.10" });
  });

  it("an unconventional Stat must be balanced with the usual one, and not while Surprised; History may stand in", () => {
    expect(buildCheckSpec(req({ base: "hand" })).rolls).toEqual([[6]]);
    expect(code(() => buildCheckSpec(req({ base: "home" })))).toBe("stat-not-balanced");
    expect(code(() => buildCheckSpec(req({ base: "hand", conditions: ["surprised"] })))).toBe("unconventional-surprised");
    expect(buildCheckSpec(req({ stat: "history", base: "home" })).rolls).toEqual([[6]]);
    expect(code(() => buildCheckSpec(req({ stat: "history", base: "home", history: false })))).toBe("stat-not-balanced");
  });

  it("a Spark groups two balanced Stats; a Hard Check Sparks the chosen roll only", () => {
    expect(buildCheckSpec(req({ partners: ["hand"] })).rolls).toEqual([[6, 6]]);
    const hard = buildCheckSpec(req({ partners: ["hand"], difficulty: "hard", sparkRoll: 1 }));
    expect(hard.rolls).toEqual([[6], [6, 6]]);
    expect(hard.spark).toBe(1);
    expect(code(() => buildCheckSpec(req({ partners: ["home"] })))).toBe("spark-unbalanced");
    expect(code(() => buildCheckSpec(req({ partners: ["hand"], conditions: ["taxed"] })))).toBe("spark-taxed");
    expect(code(() => buildCheckSpec(req({ partners: ["hand"], conditions: ["surprised"] })))).toBe("spark-surprised");
  });

  it("a Spark with an Ignited Stat (either one) is boosted: Crafty Ignites Hand and Home", () => {
    expect(buildCheckSpec(req({ partners: ["hand"], lifestyle: "crafty" })).boosted).toBe(true);
    expect(buildCheckSpec(req({ partners: ["hand"], lifestyle: "wired" })).boosted).toBe(true); // Head
    expect(buildCheckSpec(req({ partners: ["hand"], lifestyle: "chosen" })).boosted).toBe(false);
    expect(buildCheckSpec(req({ lifestyle: "crafty", stat: "hand" })).boosted).toBe(false); // not a Spark
  });

  it("Conditions: Surprised and Ache stop bumping; Uncool −1 unless alone; Disarmed on violent Attacks only", () => {
    expect(buildCheckSpec(req({ conditions: ["surprised"] })).canBump).toBe(false);
    expect(buildCheckSpec(req({ conditions: ["ache"], achingStats: ["hurt"] })).canBump).toBe(true);
    expect(buildCheckSpec(req({ conditions: ["ache"], achingStats: ["hand"], partners: ["hand"] })).canBump).toBe(false);
    expect(buildCheckSpec(req({ conditions: ["uncool"] })).modifiers).toEqual([{ source: "uncool", value: -1 }]);
    expect(buildCheckSpec(req({ conditions: ["uncool"], alone: true })).modifiers).toEqual([]);
    expect(buildCheckSpec(req({ stat: "hurt", attack: "violent", conditions: ["disarmed"] })).disarmed).toBe(true);
    expect(buildCheckSpec(req({ attack: "non-violent", conditions: ["disarmed"] })).disarmed).toBe(false);
  });

  it("Ascendant: three balanced d8+ Stats, non-violent", () => {
    const big = { ...dice, head: 8 };
    expect(buildCheckSpec({ dice: big, stat: "head", partners: ["home", "hurt"], ascendant: true }).rolls).toEqual([[8, 8, 8]]);
    expect(code(() => buildCheckSpec({ dice: big, stat: "head", partners: ["home", "hurt"] }))).toBe("spark-count");
    expect(code(() => buildCheckSpec({ dice: big, stat: "hurt", partners: ["home", "head"], ascendant: true, attack: "violent" }))).toBe("spark-ascendant-violent");
    expect(code(() => buildCheckSpec({ dice, stat: "head", partners: ["hand", "history"], ascendant: true }))).toBe("spark-ascendant-size");
  });

  it("the spec feeds outcomeOdds and, with totals, resolveCheck — the same rules for both", () => {
    const spec = buildCheckSpec(req({ difficulty: "hard", conditions: ["uncool"], help: [4], aptitude: true }));
    const odds = outcomeOdds(spec);
    expect(Object.values(odds).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const r = resolveCheck(checkInputFor(spec, [9, 4]));
    // 9−1 = 8; 4−1 = 3, Helped ④ +2 = 5: Medium and Minor → a Minor Success, two busts (Minor + Help).
    expect(r.rolls.map((x) => x.final)).toEqual([8, 5]);
    expect(r).toMatchObject({ success: true, outcome: "minor", busts: 2 });
    expect(resolveCheck(checkInputFor(spec, [9, 9], { autoFail: true })).success).toBe(false);
  });

  it("never changes the request", () => {
    const frozen = Object.freeze(req({ partners: Object.freeze(["hand"]), conditions: Object.freeze(["uncool"]), help: Object.freeze([3]) }));
    expect(() => buildCheckSpec(frozen)).not.toThrow();
  });
});

describe("a posted Check resolved again from its record", () => {
  // The card stores checkRecordOf(spec) and resolves through specOfRecord + checkInputFor: the same builder as the
  // Check before it was rolled, so a card can never show another outcome than the spec gives for the same totals.
  it("gives the outcome the spec gives, for any Check the rules allow", () => {
    const conditionsArb = fc.subarray(["uncool", "famous", "disarmed", "ache", "surprised", "cursed"]);
    fc.assert(
      fc.property(
        fc.record({
          partners: fc.constantFrom([], ["hand"]),
          difficulty: fc.constantFrom("easy", "normal", "hard", "complex"),
          edition: fc.constantFrom("v0.0.21.10", "v0.0.18"),
          conditions: conditionsArb,
          alone: fc.boolean(),
          attack: fc.constantFrom(null, "violent", "non-violent"),
          attackOnLessFamous: fc.boolean(),
          aptitude: fc.boolean(),
          ambidextrous: fc.boolean(),
          exceptional: fc.boolean(),
          lifestyle: fc.constantFrom("", "Brainy", "Lucky"),
          modifier: fc.integer({ min: -3, max: 3 }),
        }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }),
        fc.boolean(),
        (r, totals, help, failed) => {
          const stat = r.attack === "non-violent" ? "head" : "hurt";
          const partners = r.partners.length && r.attack !== "non-violent" ? ["home"] : r.partners;
          let spec;
          try {
            spec = buildCheckSpec({ ...r, dice, stat, partners, conditions: r.conditions.filter((c) => !(partners.length && c === "surprised")),
              difficulty: r.difficulty as CheckRequest["difficulty"], edition: r.edition as CheckRequest["edition"],
              attack: r.attack as CheckRequest["attack"], modifiers: r.modifier ? [{ source: "table", value: r.modifier }] : [], help });
          } catch (err) {
            if (err instanceof RulesError) return;
            throw err;
          }
          const rolled = totals.slice(0, spec.rolls.length);
          const recorded = specOfRecord(checkRecordOf(spec), { spark: spec.spark, help });
          expect(resolveCheck(checkInputFor(recorded, rolled, { autoFail: failed }))).toEqual(resolveCheck(checkInputFor(spec, rolled, { autoFail: failed })));
        },
      ),
      { seed: 20, numRuns: 400 },
    );
  });

  // v0.0.18, Ambidextrous: "You may receive aid from two sources at once related enough to this Aptitude."
  it("keeps Ambidextrous's two aid sources (an older record, without it, takes one)", () => {
    const spec = buildCheckSpec(req({ edition: "v0.0.18", difficulty: "easy", aptitude: true, ambidextrous: true }));
    const record = checkRecordOf(spec);
    expect(record.ambidextrous).toBe(true);
    expect(checkRecordOf(buildCheckSpec(req({ edition: "v0.0.18", aptitude: true }))).ambidextrous).toBeUndefined();
    const resolved = (r: typeof record) => resolveCheck(checkInputFor(specOfRecord(r, { spark: null, help: [] }), [2]));
    expect(resolved(record).rolls[0]!.final).toBe(6);
    const { ambidextrous: _a, ...old } = record;
    expect(resolved(old).rolls[0]!.final).toBe(4);
  });
});

describe("Haunted is never chosen", () => {
  // Both books, Haunted Stat: "Players do not choose to use this Stat."
  it("a Check or a Spark with Haunted is refused", () => {
    const haunted = { ...dice, haunted: 6 };
    expect(code(() => buildCheckSpec(req({ dice: haunted, stat: "haunted" })))).toBe("stat-not-chosen");
    expect(code(() => buildCheckSpec(req({ dice: haunted, partners: ["haunted"] })))).toBe("stat-not-chosen");
    expect(code(() => buildCheckSpec(req({ dice: haunted })))).toBeNull();
  });
});

describe("buildCheckSpec, field by field", () => {
  it("keeps the edition asked for", () => {
    expect(buildCheckSpec(req({ edition: "v0.0.18" })).edition).toBe("v0.0.18");
    expect(code(() => buildCheckSpec(req({ edition: "v9" as "v0.0.18" })))).toBe("unknown-edition");
  });

  it("rolls: Complex three by default (at least two), Hard two or as raised; the Spark on the roll chosen, within the rolls", () => {
    expect(buildCheckSpec(req({ difficulty: "complex" })).rolls).toEqual([[6], [6], [6]]);
    expect(buildCheckSpec(req({ difficulty: "complex", complexRolls: 1 })).rolls).toHaveLength(2);
    expect(buildCheckSpec(req({ difficulty: "hard", hardRolls: 4 })).rolls).toHaveLength(4);
    expect(buildCheckSpec(req({ difficulty: "hard", hardRolls: 1 })).rolls).toHaveLength(2);
    const hard = (sparkRoll: number) => buildCheckSpec(req({ difficulty: "hard", partners: ["hand"], sparkRoll }));
    expect(hard(5)).toMatchObject({ spark: 1, rolls: [[6], [6, 6]] });
    expect(hard(0)).toMatchObject({ spark: 0, rolls: [[6, 6], [6]] });
    expect(hard(-2)).toMatchObject({ spark: 0 });
  });

  it("a violent Attack holds the Stat to Hurt; a non-violent one refuses Hurt", () => {
    expect(refusal(() => buildCheckSpec(req({ attack: "violent" })))).toMatchObject({ code: "attack-violent-stat", details: { stat: "head" } });
    expect(code(() => buildCheckSpec(req({ stat: "hurt", attack: "non-violent" })))).toBe("attack-non-violent-hurt");
    expect(buildCheckSpec(req({ stat: "hurt", attack: "violent" })).violent).toBe(true);
  });

  it("the record keeps the Conditions that applied (not the table's or Haunted's modifiers), and reads back the same modifiers", () => {
    const spec = buildCheckSpec(req({ conditions: ["uncool"], modifiers: [{ source: "table", value: 2 }, { source: "haunted", value: -3 }] }));
    const record = checkRecordOf(spec);
    expect(record).toEqual({ difficulty: "normal", edition: "v0.0.21.10", aptitude: false, exceptional: false, boosted: false, conditions: ["uncool"], modifier: 2, violent: false });
    expect(specOfRecord(record, { spark: null, help: [] }).modifiers).toEqual([{ source: "uncool", value: -1 }, { source: "table", value: 2 }]);
  });

  it("a record's Conditions without a modifier, or unknown to the rules (an older or edited card), add no modifier", () => {
    const record = { difficulty: "normal" as const, edition: "v0.0.21.10" as const, aptitude: false, exceptional: false, boosted: false, conditions: ["cursed", "bogus", "famous"], modifier: 0, violent: false };
    expect(specOfRecord(record, { spark: null, help: [] }).modifiers).toEqual([{ source: "famous", value: 2 }]);
    expect(specOfRecord({ ...record, haunted: [0, 4] }, { spark: null, help: [] }).modifiers).toEqual([{ source: "famous", value: 2 }, { source: "haunted", value: -4, roll: 1 }]);
  });
});
