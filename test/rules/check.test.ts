// Book: "Checks", "Easy and Hard Checks", "Helping", "Receiving Situational Aid" (v0.0.18), "Spark Rolls",
// "Additional Terms" (Ignite / Overcharged), Gains Upgrade, "Conditions" — resolveCheck in both editions.
import { describe, expect, it } from "vitest";
import {
  CONDITIONS, DEFAULT_EDITION, RulesError, conditionEffects, conditionsOf, edition, editions, helpBonus, helpTotal,
  helpWorth, resolveCheck, type CheckInput, type EditionId,
} from "../../src/rules";
import { refusal, refusalCode as codeOf } from "./refusal";

const NEW = "v0.0.21.10" as const;
const OLD = "v0.0.18" as const;


function deepFreeze<T>(o: T): T {
  if (o && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as object)) deepFreeze(v);
  }
  return o;
}

/** The final value and outcome of a one-roll Check. */
const one = (input: Omit<CheckInput, "totals">, total: number) => {
  const r = resolveCheck({ ...input, totals: [total] });
  return { final: r.rolls[0]!.final, outcome: r.outcome, success: r.success, rules: r.adjustments.map((a) => a.rule) };
};

describe("editions", () => {
  it("v0.0.21.10 is the default; edition() finds both and refuses others", () => {
    expect(DEFAULT_EDITION).toBe(NEW);
    expect(edition().id).toBe(NEW);
    expect(edition(OLD)).toBe(editions[OLD]);
    expect(codeOf(() => edition("v0.0.19"))).toBe("unknown-edition");
    expect(codeOf(() => resolveCheck({ totals: [5], edition: "v1" as EditionId }))).toBe("unknown-edition");
  });

  it("the table records what differs: ease, Spark boost, Complex, the watched Condition", () => {
    expect(editions[NEW].ease).toEqual({ kind: "round", from: [3, 4], to: 5 });
    expect(editions[OLD].ease).toEqual({ kind: "aid", amount: 2 });
    expect(editions[NEW].sparkBoost).toEqual({ kind: "ignite", from: [6, 7], to: 8 });
    expect(editions[OLD].sparkBoost).toEqual({ kind: "overcharge", amount: 3 });
    expect(editions[NEW].watchedCondition).toBe("vexed");
    expect(editions[OLD].watchedCondition).toBe("vulnerable");
  });
});

describe("a Normal Check reads the Check Outcomes table", () => {
  it.each([
    [4, "failure", 0, 0], [5, "minor", 0, 1], [7, "minor", 0, 1], [8, "medium", 0, 0], [10, "medium", 0, 0],
    [11, "major", 1, 0], [19, "major", 1, 0], [20, "maximum", 1, 0],
  ] as const)("%i: %s, %i boons, %i busts (both books)", (total, outcome, boons, busts) => {
    for (const ed of [NEW, OLD]) {
      const r = resolveCheck({ totals: [total], edition: ed });
      expect(r.outcome).toBe(outcome);
      expect(r.success).toBe(outcome !== "failure");
      expect(r.boons).toBe(boons);
      expect(r.busts).toBe(busts);
      expect(r.exceptionalBoons).toBe(outcome === "maximum" ? 1 : 0);
      expect(r.adjustments).toEqual([]);
    }
  });
});

describe("Easy Checks and Aptitudes, v0.0.21.10: round 3 or 4 up to 5", () => {
  it.each([[1, 1], [2, 2], [3, 5], [4, 5], [5, 5], [6, 6], [7, 7]])("Easy: %i reads %i", (raw, final) => {
    expect(one({ difficulty: "easy", edition: NEW }, raw).final).toBe(final);
  });

  it("Aptitude Ease is the same rounding, on a Normal Check", () => {
    expect(one({ aptitude: true, edition: NEW }, 3)).toEqual({ final: 5, outcome: "minor", success: true, rules: ["aptitude"] });
    expect(one({ aptitude: true, edition: NEW }, 2).final).toBe(2);
  });

  it("Easy and Aptitude together still round once, to 5 (a rounded 5 is not Ignited to 8)", () => {
    expect(one({ difficulty: "easy", aptitude: true, edition: NEW }, 4)).toEqual({ final: 5, outcome: "minor", success: true, rules: ["easy"] });
    const r = resolveCheck({ totals: [4], difficulty: "easy", edition: NEW, spark: 0, boosted: true });
    expect(r.rolls[0]!.final).toBe(5);
  });

  it("the rounded roll is a Minor Success: it succeeds with a bust", () => {
    const r = resolveCheck({ totals: [3], difficulty: "easy", edition: NEW });
    expect([r.success, r.outcome, r.busts]).toEqual([true, "minor", 1]);
    expect(r.adjustments).toEqual([{ roll: 0, rule: "easy", from: 3, to: 5 }]);
  });
});

describe("Easy Checks and Aptitudes, v0.0.18: +2 in aid when you would fail", () => {
  it.each([[1, 3], [2, 4], [3, 5], [4, 6], [5, 5], [9, 9]])("Easy: %i reads %i", (raw, final) => {
    expect(one({ difficulty: "easy", edition: OLD }, raw).final).toBe(final);
  });

  it("Aptitude Aid: +2 on a failure only", () => {
    expect(one({ aptitude: true, edition: OLD }, 4)).toEqual({ final: 6, outcome: "minor", success: true, rules: ["aptitude"] });
    expect(one({ aptitude: true, edition: OLD }, 5).rules).toEqual([]);
  });

  it("One Aid at a Time: Easy and an Aptitude on a 2 give +2, not +4", () => {
    expect(one({ difficulty: "easy", aptitude: true, edition: OLD }, 2)).toEqual({ final: 4, outcome: "failure", success: false, rules: ["easy"] });
  });

  it("you choose which aid: the best applies (Overcharge +3 over Easy +2; an exceptional thing +3)", () => {
    const r = resolveCheck({ totals: [2], difficulty: "easy", aptitude: true, spark: 0, boosted: true, edition: OLD });
    expect(r.rolls[0]!.final).toBe(5);
    expect(r.adjustments).toEqual([{ roll: 0, rule: "overcharge", from: 2, to: 5 }]);
    expect(one({ difficulty: "easy", exceptional: true, edition: OLD }, 2)).toEqual({ final: 5, outcome: "minor", success: true, rules: ["exceptional"] });
  });

  it("Ambidextrous: two aid sources at once add up (+2 and +3 on a 1 is 6)", () => {
    const r = resolveCheck({ totals: [1], difficulty: "easy", exceptional: true, aidSources: 2, edition: OLD });
    expect(r.rolls[0]!.final).toBe(6);
  });
});

describe("Ignite (v0.0.21.10) and Overcharge (v0.0.18) on a Spark", () => {
  it.each([[5, 5], [6, 8], [7, 8], [8, 8], [3, 3]])("Ignite: a Spark with an Ignited Stat reads %i as %i", (raw, final) => {
    expect(one({ spark: 0, boosted: true, edition: NEW }, raw).final).toBe(final);
  });

  it("Ignite needs both the Spark and an Ignited Stat", () => {
    expect(one({ spark: 0, boosted: false, edition: NEW }, 6).final).toBe(6);
    expect(one({ spark: null, boosted: true, edition: NEW }, 6).final).toBe(6);
  });

  it("a 6 Ignited is a Medium Success: no bust", () => {
    const r = resolveCheck({ totals: [6], spark: 0, boosted: true, edition: NEW });
    expect([r.outcome, r.busts]).toEqual(["medium", 0]);
    expect(r.adjustments).toEqual([{ roll: 0, rule: "ignite", from: 6, to: 8 }]);
  });

  it.each([[1, 4], [4, 7], [5, 5], [6, 6]])("Overcharge: a failed Spark with an Overcharged Stat gets +3 (%i → %i)", (raw, final) => {
    expect(one({ spark: 0, boosted: true, edition: OLD }, raw).final).toBe(final);
  });

  it("Overcharge on an unboosted or unsparked roll does nothing", () => {
    expect(one({ spark: 0, boosted: false, edition: OLD }, 4).final).toBe(4);
    expect(one({ spark: null, boosted: true, edition: OLD }, 4).final).toBe(4);
  });

  it("Sparking a Hard Check: only the chosen roll is boosted", () => {
    const r = resolveCheck({ totals: [6, 7], difficulty: "hard", spark: 1, boosted: true, edition: NEW });
    expect(r.rolls.map((x) => x.final)).toEqual([6, 8]);
    expect(r.rolls.map((x) => x.sparked)).toEqual([false, true]);
    expect(r.outcome).toBe("minor");
  });

  it("Gains Upgrade: an exceptional thing rounds 6–7 to 8 (v0.0.21.10) or gives +3 aid (v0.0.18)", () => {
    expect(one({ exceptional: true, edition: NEW }, 7).final).toBe(8);
    expect(one({ exceptional: true, edition: NEW }, 4).final).toBe(4);
    expect(one({ exceptional: true, edition: OLD }, 4).final).toBe(7);
    expect(one({ exceptional: true, edition: OLD }, 7).final).toBe(7);
  });
});

describe("Hard Checks: roll twice; if either fails, the Check fails; boons and busts stack", () => {
  it.each([NEW, OLD])("%s: 12 and 4 fail", (ed) => {
    const r = resolveCheck({ totals: [12, 4], difficulty: "hard", edition: ed });
    expect([r.success, r.outcome, r.boons, r.busts]).toEqual([false, "failure", 0, 0]);
    expect(r.rolls.map((x) => x.outcome)).toEqual(["major", "failure"]);
  });

  it("12 and 6 succeed as a Minor Success with a boon AND a bust (they stack, they do not cancel)", () => {
    const r = resolveCheck({ totals: [12, 6], difficulty: "hard" });
    expect([r.success, r.outcome, r.boons, r.busts]).toEqual([true, "minor", 1, 1]);
  });

  it("two Major Successes give two boons; Maximum and Major give two boons, one exceptional", () => {
    expect(resolveCheck({ totals: [11, 19], difficulty: "hard" }).boons).toBe(2);
    const r = resolveCheck({ totals: [20, 11], difficulty: "hard" });
    expect([r.outcome, r.boons, r.exceptionalBoons]).toEqual(["major", 2, 1]);
  });

  it("two Minor Successes give two busts", () => {
    expect(resolveCheck({ totals: [5, 7], difficulty: "hard" }).busts).toBe(2);
  });

  it("v0.0.21.10 Aptitude Ease rounds each roll of a Hard Check", () => {
    const r = resolveCheck({ totals: [3, 9], difficulty: "hard", aptitude: true, edition: NEW });
    expect(r.rolls.map((x) => x.final)).toEqual([5, 9]);
    expect(r.success).toBe(true);
  });

  it("needs two rolls", () => {
    expect(codeOf(() => resolveCheck({ totals: [12], difficulty: "hard" }))).toBe("check-rolls-difficulty");
  });
});

describe("Complex Checks", () => {
  it("v0.0.21.10: two or more failures fail the Check", () => {
    expect(resolveCheck({ totals: [4, 8, 12], difficulty: "complex", edition: NEW }).success).toBe(true);
    expect(resolveCheck({ totals: [3, 4, 12], difficulty: "complex", edition: NEW }).success).toBe(false);
    expect(resolveCheck({ totals: [2, 3, 9, 9], difficulty: "complex", edition: NEW }).success).toBe(false);
    expect(resolveCheck({ totals: [2, 9, 9, 9, 9], difficulty: "complex", edition: NEW }).success).toBe(true);
  });

  it("v0.0.18: more than half failing fails the Check", () => {
    expect(resolveCheck({ totals: [2, 9, 9], difficulty: "complex", edition: OLD }).success).toBe(true);
    expect(resolveCheck({ totals: [2, 3, 9], difficulty: "complex", edition: OLD }).success).toBe(false);
    // 2 of 4 is half, not more than half: the editions disagree here.
    expect(resolveCheck({ totals: [2, 3, 9, 9], difficulty: "complex", edition: OLD }).success).toBe(true);
    expect(resolveCheck({ totals: [2, 3, 4, 9, 9], difficulty: "complex", edition: OLD }).success).toBe(false);
    expect(resolveCheck({ totals: [2, 3, 9, 9, 9], difficulty: "complex", edition: OLD }).success).toBe(true);
  });

  it("the edition table's rule, directly", () => {
    expect([1, 2, 3].map((f) => editions[NEW].complexFails(f, 6))).toEqual([false, true, true]);
    expect([2, 3, 4].map((f) => editions[OLD].complexFails(f, 6))).toEqual([false, false, true]);
    expect([1, 2].map((f) => editions[OLD].complexFails(f, 3))).toEqual([false, true]);
  });

  it("a Complex success reads as its lowest successful roll; boons and busts of the successes stack", () => {
    const r = resolveCheck({ totals: [4, 6, 12, 20], difficulty: "complex", edition: OLD });
    expect([r.success, r.outcome, r.boons, r.exceptionalBoons, r.busts]).toEqual([true, "minor", 2, 1, 1]);
  });

  it("needs several rolls", () => {
    expect(codeOf(() => resolveCheck({ totals: [12], difficulty: "complex" }))).toBe("check-rolls-difficulty");
  });
});

describe("Help: spend ①, add half its worth rounded down (minimum 1), one bust each", () => {
  it.each([[0, 1], [1, 1], [2, 1], [3, 1], [4, 2], [5, 2], [6, 3]])("a Blessing worth %i Helps +%i", (worth, bonus) => {
    expect(helpBonus(worth)).toBe(bonus);
    expect(one({ help: [worth] }, 4).final).toBe(4 + bonus);
  });

  it.each([NEW, OLD])("%s: a ⑥ lifts a 4 to a 7, a Minor Success with two busts (Minor and Help)", (ed) => {
    const r = resolveCheck({ totals: [4], help: [6], edition: ed });
    expect([r.success, r.outcome, r.busts, r.helpBusts]).toEqual([true, "minor", 2, 1]);
    expect(r.adjustments).toEqual([{ roll: 0, rule: "help", from: 4, to: 7 }]);
  });

  it("the Help bust comes regardless of the result, even on a failure", () => {
    const r = resolveCheck({ totals: [2], help: [1] });
    expect([r.success, r.busts]).toEqual([false, 1]);
  });

  it("multiple helpers each pay and each add a bust: ⑥ and ④ add 3 + 2", () => {
    const r = resolveCheck({ totals: [6], help: [6, 4] });
    expect(r.rolls[0]!.final).toBe(11);
    expect([r.outcome, r.boons, r.busts]).toEqual(["major", 1, 2]);
    expect(helpTotal([6, 4])).toBe(5);
  });

  it("on a Hard or Complex Check only the lowest roll is Helped (ties: the first)", () => {
    const r = resolveCheck({ totals: [9, 3], difficulty: "hard", help: [6] });
    expect(r.rolls.map((x) => [x.final, x.helped])).toEqual([[9, false], [6, true]]);
    expect([r.success, r.outcome, r.busts]).toEqual([true, "minor", 2]);
    const tie = resolveCheck({ totals: [4, 4, 9], difficulty: "complex", help: [4] });
    expect(tie.rolls.map((x) => x.helped)).toEqual([true, false, false]);
    expect(tie.rolls.map((x) => x.final)).toEqual([6, 4, 9]);
  });

  it("the lowest roll is found after modifiers", () => {
    const r = resolveCheck({ totals: [3, 8], difficulty: "hard", help: [6], modifiers: [{ source: "uncool", value: -1 }] });
    expect(r.rolls.map((x) => x.final)).toEqual([5, 7]);
  });

  it("a fixed Help bonus (Analytical +5) is Help too: one bust", () => {
    const r = resolveCheck({ totals: [3], help: [{ bonus: 5, source: "analytical" }] });
    expect(r.rolls[0]!.final).toBe(8);
    expect(r.busts).toBe(1);
    expect(r.adjustments[0]).toMatchObject({ rule: "help", source: "analytical" });
  });

  it("Help comes before ease: v0.0.21.10 Easy, 2 + ② (+1) = 3 rounds to 5", () => {
    const r = resolveCheck({ totals: [2], help: [2], difficulty: "easy", edition: NEW });
    expect(r.adjustments.map((a) => [a.rule, a.from, a.to])).toEqual([["help", 2, 3], ["easy", 3, 5]]);
  });

  it("what a Blessing spent to Help is worth: Cursed 1 less (min 0), Helpful 1 more (max 6)", () => {
    expect(helpWorth(4, { cursed: true })).toBe(3);
    expect(helpWorth(1, { cursed: true })).toBe(0);
    expect(helpWorth(6, { helpful: true })).toBe(6);
    expect(helpWorth(5, { helpful: true })).toBe(6);
    expect(helpWorth(6, { cursed: true, helpful: true })).toBe(6);
    // A Cursed ⑥ (worth 5) Helps +2, not +3.
    expect(helpBonus(helpWorth(6, { cursed: true }))).toBe(2);
  });
});

describe("Conditions on a roll", () => {
  it("Uncool: −1 unless alone", () => {
    expect(conditionEffects({ conditions: ["uncool"], stats: ["heart"] }).modifiers).toEqual([{ source: "uncool", value: -1 }]);
    expect(conditionEffects({ conditions: ["uncool"], stats: ["heart"], alone: true }).modifiers).toEqual([]);
    const r = resolveCheck({ totals: [5], modifiers: [{ source: "uncool", value: -1 }] });
    expect([r.rolls[0]!.final, r.outcome]).toEqual([4, "failure"]);
    expect(r.adjustments).toEqual([{ roll: 0, rule: "modifier", source: "uncool", from: 5, to: 4 }]);
  });

  it("Famous: +2 in Attacks against the less famous, but not while Uncool", () => {
    expect(conditionEffects({ conditions: ["famous"], stats: ["hurt"], attackOnLessFamous: true }).modifiers).toEqual([{ source: "famous", value: 2 }]);
    expect(conditionEffects({ conditions: ["famous"], stats: ["hurt"] }).modifiers).toEqual([]);
    expect(conditionEffects({ conditions: ["famous", "uncool"], stats: ["hurt"], attackOnLessFamous: true }).modifiers).toEqual([{ source: "uncool", value: -1 }]);
    expect(resolveCheck({ totals: [3], modifiers: [{ source: "famous", value: 2 }] }).outcome).toBe("minor");
  });

  it("v0.0.21.10 Easy with Uncool: a 5 drops to 4, then rounds up to 5", () => {
    const r = resolveCheck({ totals: [5], difficulty: "easy", modifiers: [{ source: "uncool", value: -1 }], edition: NEW });
    expect(r.adjustments.map((a) => [a.rule, a.from, a.to])).toEqual([["modifier", 5, 4], ["easy", 4, 5]]);
  });

  it("Ache: rolls with the affected Stat cannot bump; Surprised: no bump, no Spark, no unconventional Stat", () => {
    expect(conditionEffects({ conditions: ["ache"], stats: ["hand"], affectedStats: ["hand"] }).canBump).toBe(false);
    expect(conditionEffects({ conditions: ["ache"], stats: ["head"], affectedStats: ["hand"] }).canBump).toBe(true);
    expect(conditionEffects({ conditions: ["ache"], stats: ["head", "hand"], affectedStats: ["hand"] }).canBump).toBe(false);
    const s = conditionEffects({ conditions: ["surprised"], stats: ["head"] });
    expect([s.canBump, s.canSpark, s.canUnconventional]).toEqual([false, false, false]);
    expect(CONDITIONS.surprised.endsAfterRoll).toBe(true);
  });

  it("Taxed: cannot Spark; Cursed: Blessings worth 1 less", () => {
    const t = conditionEffects({ conditions: ["taxed"], stats: ["head"] });
    expect([t.canBump, t.canSpark, t.canUnconventional]).toEqual([true, false, true]);
    expect(conditionEffects({ conditions: ["cursed"], stats: ["head"] }).cursed).toBe(true);
  });

  it("Disarmed: a successful violent Attack gets one fewer boon and one more bust", () => {
    const major = resolveCheck({ totals: [12], violent: true, disarmed: true });
    expect([major.success, major.boons, major.busts]).toEqual([true, 0, 1]);
    const max = resolveCheck({ totals: [22], violent: true, disarmed: true });
    expect([max.outcome, max.boons, max.exceptionalBoons, max.busts]).toEqual(["maximum", 0, 0, 1]);
    const minor = resolveCheck({ totals: [6], violent: true, disarmed: true });
    expect([minor.boons, minor.busts]).toEqual([0, 2]);
    const hard = resolveCheck({ totals: [12, 15], difficulty: "hard", violent: true, disarmed: true });
    expect([hard.boons, hard.busts]).toEqual([1, 1]);
  });

  it("Disarmed does nothing to a non-violent Attack or a failed one", () => {
    expect(resolveCheck({ totals: [12], violent: false, disarmed: true })).toMatchObject({ boons: 1, busts: 0 });
    expect(resolveCheck({ totals: [3], violent: true, disarmed: true })).toMatchObject({ boons: 0, busts: 0 });
  });

  it("Vexed (v0.0.21.10) / Vulnerable (v0.0.18): a watcher may make the Check fail automatically", () => {
    expect(conditionsOf(NEW)).toContain("vexed");
    expect(conditionsOf(NEW)).not.toContain("vulnerable");
    expect(conditionsOf(OLD)).toContain("vulnerable");
    expect(conditionsOf(OLD)).not.toContain("vexed");
    expect(conditionsOf(NEW)).toHaveLength(8);
    for (const ed of [NEW, OLD]) {
      const r = resolveCheck({ totals: [15], autoFail: true, edition: ed });
      expect([r.success, r.outcome, r.boons]).toEqual([false, "failure", 0]);
      expect(r.adjustments.at(-1)).toMatchObject({ rule: "autoFail", from: 15 });
    }
  });
});

describe("illegal Checks are refused and change nothing", () => {
  it("no totals, a non-number total, or the wrong number of rolls", () => {
    expect(codeOf(() => resolveCheck({ totals: [] }))).toBe("check-no-rolls");
    expect(codeOf(() => resolveCheck({ totals: [Number.NaN] }))).toBe("check-no-rolls");
    expect(codeOf(() => resolveCheck({ totals: [5, 6] }))).toBe("check-rolls-difficulty");
    expect(codeOf(() => resolveCheck({ totals: [5, 6], difficulty: "easy" }))).toBe("check-rolls-difficulty");
  });

  it("resolveCheck never mutates its (deeply frozen) input", () => {
    const input = deepFreeze<CheckInput>({
      totals: [3, 9, 4], difficulty: "complex", edition: OLD, aptitude: true, spark: 1, boosted: true,
      modifiers: [{ source: "uncool", value: -1 }], help: [6, { bonus: 5, source: "analytical" }], violent: true, disarmed: true,
    });
    const copy = structuredClone(input);
    expect(() => resolveCheck(input)).not.toThrow();
    expect(input).toEqual(copy);
  });
});

describe("the whole result a card shows: every roll, every adjustment in order, boons and busts", () => {
  it("a Hard Attack: Uncool on each roll, Help to the lowest, ease on it, Disarmed and Resolved on the success", () => {
    const r = resolveCheck({
      totals: [13, 4], difficulty: "hard", aptitude: true, violent: true, disarmed: true, resolved: 1,
      modifiers: [{ source: "uncool", value: -1 }, { source: "table", value: 0 }], help: [2, { bonus: 0, source: "analytical" }],
    });
    expect(r).toEqual({
      edition: NEW, difficulty: "hard", success: true, outcome: "minor",
      rolls: [
        { raw: 13, final: 12, outcome: "major", helped: false, sparked: false },
        { raw: 4, final: 5, outcome: "minor", helped: true, sparked: false },
      ],
      // Major's boon and Minor's bust; Disarmed and Resolved each take the one boon (never below 0) and add a bust.
      boons: 0, exceptionalBoons: 0, busts: 5, helpBusts: 2,
      adjustments: [
        { roll: 0, rule: "modifier", source: "uncool", from: 13, to: 12 },
        { roll: 1, rule: "modifier", source: "uncool", from: 4, to: 3 },
        { roll: 1, rule: "help", from: 3, to: 4 },
        { roll: 1, rule: "help", source: "analytical", from: 4, to: 4 },
        { roll: 1, rule: "aptitude", from: 4, to: 5 },
        { roll: 0, rule: "disarmed", from: 1, to: 0 },
        { roll: 0, rule: "resolved", from: 0, to: 0 },
      ],
    });
  });

  it("Resolved twice on a Maximum Success: the boon and its exceptionality go, two busts come", () => {
    const r = resolveCheck({ totals: [21], resolved: 2 });
    expect([r.boons, r.exceptionalBoons, r.busts]).toEqual([0, 0, 2]);
    expect(r.adjustments).toEqual([{ roll: 0, rule: "resolved", from: 1, to: 0 }, { roll: 0, rule: "resolved", from: 0, to: 0 }]);
    expect(resolveCheck({ totals: [3], resolved: 2 })).toMatchObject({ boons: 0, busts: 0, adjustments: [] });
  });

  it("a watcher's automatic failure touches only rolls that would succeed, and lowers them to 4", () => {
    const r = resolveCheck({ totals: [3, 9], difficulty: "hard", autoFail: true });
    expect(r.rolls.map((x) => x.final)).toEqual([3, 4]);
    expect(r.adjustments).toEqual([{ roll: 1, rule: "autoFail", from: 9, to: 4 }]);
  });

  it("Mischievous takes 3 from each roll's final result, after ease, and is written down for each", () => {
    const r = resolveCheck({ totals: [3, 10], difficulty: "hard", aptitude: true, mischievous: true });
    expect(r.rolls.map((x) => x.final)).toEqual([2, 7]);
    expect(r.adjustments).toEqual([
      { roll: 0, rule: "aptitude", from: 3, to: 5 }, { roll: 0, rule: "mischievous", from: 5, to: 2 },
      { roll: 1, rule: "mischievous", from: 10, to: 7 },
    ]);
    expect(r.success).toBe(false);
  });

  it("a modifier for one roll only (Haunted's throw after each roll) changes that roll alone", () => {
    const r = resolveCheck({ totals: [9, 9], difficulty: "hard", modifiers: [{ source: "haunted", value: -3, roll: 1 }] });
    expect(r.rolls.map((x) => x.final)).toEqual([9, 6]);
    expect(r.adjustments).toEqual([{ roll: 1, rule: "modifier", source: "haunted", from: 9, to: 6 }]);
  });

  it("a refusal says which difficulty and how many rolls it was given", () => {
    expect(refusal(() => resolveCheck({ totals: [5, 6] })).details).toEqual({ difficulty: "normal", rolls: 2 });
    expect(refusal(() => resolveCheck({ totals: [5], difficulty: "complex" })).details).toEqual({ difficulty: "complex", rolls: 1 });
    expect(codeOf(() => resolveCheck({ totals: [5], difficulty: "hard" }))).toBe("check-rolls-difficulty");
    expect(codeOf(() => resolveCheck({ totals: [5, Number.POSITIVE_INFINITY], difficulty: "hard" }))).toBe("check-no-rolls");
  });

  it("v0.0.18 aid: with no aid source allowed the best one still applies; two sources take the two largest", () => {
    const none = resolveCheck({ totals: [1], edition: OLD, difficulty: "easy", exceptional: true, aidSources: 0 });
    expect(none.rolls[0]!.final).toBe(4);
    expect(none.adjustments).toEqual([{ roll: 0, rule: "exceptional", from: 1, to: 4 }]);
    const two = resolveCheck({ totals: [1], edition: OLD, difficulty: "easy", aptitude: true, exceptional: true, aidSources: 2 });
    expect(two.rolls[0]!.final).toBe(6);
    // Each aid taken is named, the larger first; of two equal (Easy's and the Aptitude's +2) the first listed.
    expect(two.adjustments).toEqual([{ roll: 0, rule: "exceptional", from: 1, to: 4 }, { roll: 0, rule: "easy", from: 4, to: 6 }]);
  });
});

describe("a refusal's own words", () => {
  it("a RulesError without a message says its code; an unknown edition is named in its refusal", () => {
    expect(new RulesError("die-size").message).toBe("die-size");
    expect(new RulesError("die-size").name).toBe("RulesError");
    expect(new RulesError("die-size", "A d3?").message).toBe("A d3?");
    expect(refusal(() => edition("v9"))).toMatchObject({ code: "unknown-edition", details: { edition: "v9" } });
  });
});
