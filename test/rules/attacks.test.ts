// Book: "Attacks", "Delayed Attacks", "Aptitude Difficulty" (v0.0.21.10) and v0.0.18's dice comparison and
// Attack and Defense Stats table.
import { describe, expect, it } from "vitest";
import {
  attackDifficulty, defenseStats, delayedAttackDifficulty, delayedAttackOutcome, delayedAttackTarget, isViolent, resolveCheck,
  assertAttackStats, attackStatAllowed, buildCheckSpec, rankDifficulty, shiftDifficulty, attackBase,
} from "../../src/rules";
import { difficultyWithRanks } from "../../src/rules/endeavor/check-difficulty";
import { refusal } from "./refusal";

const v18 = "v0.0.18" as const;

describe("Attacks", () => {
  it("a violent Attack uses Hurt; any other Stat is non-violent", () => {
    expect(isViolent("hurt")).toBe(true);
    expect(isViolent("heart")).toBe(false);
  });

  // One reading of "one rank higher" than Hard everywhere (the Endeavor engine's too): Hard with one more roll.
  it("difficulty ranks: Easy < Normal < Hard, and each rank past Hard adds a roll that must succeed", () => {
    expect(shiftDifficulty("normal", 1)).toBe("hard");
    expect(rankDifficulty("normal", 2)).toEqual({ difficulty: "hard", rolls: 3 });
    expect(rankDifficulty("hard", 5)).toEqual({ difficulty: "hard", rolls: 7 });
    expect(rankDifficulty("hard", -1, 3)).toEqual({ difficulty: "hard", rolls: 2 });
    expect(rankDifficulty("normal", -3)).toEqual({ difficulty: "easy", rolls: 1 });
    for (const [base, extra] of [["easy", 0], ["normal", 1], ["normal", 2], ["easy", 4], ["hard", 2]] as const) {
      expect(rankDifficulty(base, extra)).toEqual(difficultyWithRanks(base, extra));
    }
  });

  // Book (v0.0.21.10, "Attacks"): "The Attacker chooses if their Attack is violent or non-violent and selects the
  // appropriate Stat for it." — "A violent Attack is when a character performs an action against another character's
  // will using Hurt." / "using any Stat besides Hurt." An unconventional Stat balanced with Hurt keeps it violent.
  it("the Attacker chooses violent or non-violent; the Stat must fit the kind chosen", () => {
    const dice = { head: 6, hand: 8, heart: 4, hurt: 8, hurry: 2, history: 4 };
    expect(attackStatAllowed("violent", dice, "hurt")).toBe(true);
    expect(attackStatAllowed("violent", dice, "hand")).toBe(true); // balanced with Hurt (both d8)
    expect(attackStatAllowed("violent", dice, "head")).toBe(false);
    expect(attackStatAllowed("non-violent", dice, "hurt")).toBe(false);
    expect(attackStatAllowed("non-violent", dice, "hand")).toBe(true);
    expect(refusal(() => assertAttackStats("violent", dice, ["head"]))).toMatchObject({ code: "attack-violent-stat", details: { stat: "head" } });
    expect(refusal(() => assertAttackStats("non-violent", dice, ["hand", "hurt"]))).toMatchObject({ code: "attack-non-violent-hurt", details: { stat: "hurt" } });
    // Disarmed: "successful violent Attacks" — a violent Attack made with Hand (balanced with Hurt) is still one.
    const spec = buildCheckSpec({ dice, stat: "hand", base: "hurt", attack: "violent", conditions: ["disarmed"] });
    expect([spec.violent, spec.disarmed]).toEqual([true, true]);
    expect(buildCheckSpec({ dice, stat: "hand", attack: "non-violent", conditions: ["disarmed"] }).disarmed).toBe(false);
  });

  it("v0.0.21.10: Normal by default, one rank higher for the Defender's Aptitude, another if specialized", () => {
    expect(attackDifficulty({}).difficulty).toBe("normal");
    expect(attackDifficulty({ defenderApt: true })).toEqual({ difficulty: "hard", rolls: 2, reasons: ["aptitude"] });
    // "its difficulty is one rank higher, and if the relevant Aptitude is specialized, the difficulty is an additional
    // rank higher": one rank past Hard.
    expect(attackDifficulty({ defenderApt: true, defenderSpecialized: true })).toEqual({ difficulty: "hard", rolls: 3, reasons: ["aptitude", "specialized"] });
    // The dice do not matter in this edition.
    expect(attackDifficulty({ attackDie: 4, defenseDie: 10 }).difficulty).toBe("normal");
    expect(attackDifficulty({ shift: -1 })).toEqual({ difficulty: "easy", rolls: 1, reasons: ["table"] });
  });

  it("v0.0.18: a larger Defense Stat Die or more Defenders makes it Hard; the reverse Easy; a complex action Complex", () => {
    expect(attackDifficulty({ edition: v18, attackDie: 6, defenseDie: 8 }).difficulty).toBe("hard");
    expect(attackDifficulty({ edition: v18, attackDie: 8, defenseDie: 6 }).difficulty).toBe("easy");
    expect(attackDifficulty({ edition: v18, attackDie: 6, defenseDie: 6 }).difficulty).toBe("normal");
    expect(attackDifficulty({ edition: v18, attackDie: 6, defenseDie: 6, attackers: 1, defenders: 2 }).difficulty).toBe("hard");
    expect(attackDifficulty({ edition: v18, attackDie: 6, defenseDie: 6, attackers: 3, defenders: 1 }).difficulty).toBe("easy");
    // Hard by the dice and Easy by the numbers cancel (our reading).
    expect(attackDifficulty({ edition: v18, attackDie: 4, defenseDie: 8, attackers: 2, defenders: 1 }).difficulty).toBe("normal");
    expect(attackDifficulty({ edition: v18, attackDie: 10, defenseDie: 4, complexAction: true }).difficulty).toBe("complex");
    // Aptitudes do not change an Attack's difficulty in v0.0.18.
    expect(attackDifficulty({ edition: v18, defenderApt: true }).difficulty).toBe("normal");
  });

  it("v0.0.18's Defense Stats: Hurt is defended with Hurry, Hurry with Hurt, History by the GM, others with the same Stat", () => {
    expect(defenseStats("hurt", v18)).toEqual(["hurry"]);
    expect(defenseStats("hurry", v18)).toEqual(["hurt"]);
    expect(defenseStats("history", v18)).toBeNull();
    expect(defenseStats("heart", v18)).toEqual(["heart"]);
    expect(defenseStats("hurt")).toBeNull(); // v0.0.21.10 has no Defense Stat
  });
});

describe("Delayed Attacks", () => {
  it("v0.0.21.10: a violent Delayed Attack targets Hurry; otherwise the table decides", () => {
    expect(delayedAttackTarget(true)).toBe("hurry");
    expect(delayedAttackTarget(false)).toBeNull();
    expect(delayedAttackTarget(true, v18)).toBeNull();
  });

  it("v0.0.21.10: the Attacker's Apts and Specs (when the trigger is set) raise the Defender's difficulty", () => {
    expect(delayedAttackDifficulty({}).difficulty).toBe("normal");
    expect(delayedAttackDifficulty({ attackerApt: true }).difficulty).toBe("hard");
    expect(delayedAttackDifficulty({ attackerApt: true, attackerSpecialized: true })).toMatchObject({ difficulty: "hard", rolls: 3 });
  });

  it("v0.0.18: a larger Defense Stat Die makes the Defender's Check Easy, a smaller one Hard", () => {
    expect(delayedAttackDifficulty({ edition: v18, attackDie: 6, defenseDie: 8 }).difficulty).toBe("easy");
    expect(delayedAttackDifficulty({ edition: v18, attackDie: 8, defenseDie: 6 }).difficulty).toBe("hard");
    expect(delayedAttackDifficulty({ edition: v18, attackDie: 8, defenseDie: 8 }).difficulty).toBe("normal");
  });

  it("if the Defender's Check fails, the Attack succeeds without boon or bust", () => {
    expect(delayedAttackOutcome(resolveCheck({ totals: [3] }))).toEqual({ attackSucceeds: true, boons: 0, busts: 0 });
    expect(delayedAttackOutcome(resolveCheck({ totals: [14] }))).toEqual({ attackSucceeds: false, boons: 0, busts: 0 });
  });
});

describe("the Stat an Attack is normally made with", () => {
  it("a violent Attack is normally made with Hurt; a non-violent one (or none) with the Stat clicked", () => {
    expect(attackBase("violent", "heart")).toBe("hurt");
    expect(attackBase("non-violent", "heart")).toBe("heart");
    expect(attackBase(null, "head")).toBe("head");
    expect(attackBase(undefined, "head")).toBe("head");
  });
});

describe("an Attack's Stat, case by case", () => {
  const dice = { head: 6, hand: 8, heart: 4, hurt: 8, hurry: 2, history: 4 };

  it("History may make a violent Attack (related enough) though not balanced with Hurt; a Stat the character lacks never fits", () => {
    expect(attackStatAllowed("violent", dice, "history")).toBe(true);
    expect(attackStatAllowed("violent", dice, "heart")).toBe(false);
    expect(attackStatAllowed("non-violent", dice, "hex")).toBe(false);
    expect(attackStatAllowed("non-violent", dice, "toString")).toBe(false);
    expect(attackStatAllowed("violent", { head: 6 }, "head")).toBe(false); // no Hurt to be balanced with
  });

  it("a non-violent Attack rolled with Hurt is refused for being Hurt, naming it", () => {
    expect(refusal(() => assertAttackStats("non-violent", dice, ["hurt"]))).toMatchObject({ code: "attack-non-violent-hurt", details: { stat: "hurt" } });
    expect(() => assertAttackStats("non-violent", dice, ["head", "hand"])).not.toThrow();
    expect(() => assertAttackStats("violent", dice, ["hand", "hurt"])).not.toThrow();
  });

  it("an Endeavor action's Stat (chosen by its own rules) is not held to the Attack; its Spark partner is", () => {
    expect(() => assertAttackStats("violent", dice, ["head"], true)).not.toThrow();
    expect(() => assertAttackStats("non-violent", dice, ["hurt"], true)).not.toThrow();
    expect(refusal(() => assertAttackStats("non-violent", dice, ["head", "hurt"], true))).toMatchObject({ code: "attack-non-violent-hurt", details: { stat: "hurt" } });
  });
});

describe("difficulty, reason by reason", () => {
  it("a Complex Check is not shifted by ranks; it keeps its rolls (three by default, at least two)", () => {
    expect(rankDifficulty("complex", 2)).toEqual({ difficulty: "complex", rolls: 3 });
    expect(rankDifficulty("complex", -1, 5)).toEqual({ difficulty: "complex", rolls: 5 });
    expect(rankDifficulty("complex", 0, 1)).toEqual({ difficulty: "complex", rolls: 2 });
  });

  it("v0.0.18: each comparison names its reason; the people alone decide when no dice are given", () => {
    expect(attackDifficulty({ edition: v18, attackDie: 6, defenseDie: 8 })).toEqual({ difficulty: "hard", rolls: 2, reasons: ["defense-die"] });
    expect(attackDifficulty({ edition: v18, attackDie: 8, defenseDie: 6 })).toEqual({ difficulty: "easy", rolls: 1, reasons: ["attack-die"] });
    expect(attackDifficulty({ edition: v18, attackers: 1, defenders: 2 })).toEqual({ difficulty: "hard", rolls: 2, reasons: ["defenders"] });
    expect(attackDifficulty({ edition: v18, attackers: 3, defenders: 2 })).toEqual({ difficulty: "easy", rolls: 1, reasons: ["attackers"] });
    expect(attackDifficulty({ edition: v18, attackDie: 8, defenseDie: 8, attackers: 1, defenders: 1 })).toEqual({ difficulty: "normal", rolls: 1, reasons: [] });
    // One says Hard, the other Easy: they cancel to Normal, both named.
    expect(attackDifficulty({ edition: v18, attackDie: 6, defenseDie: 8, attackers: 2, defenders: 1 })).toEqual({ difficulty: "normal", rolls: 1, reasons: ["defense-die", "attackers"] });
    expect(attackDifficulty({ edition: v18, complexAction: true, attackDie: 4, defenseDie: 10 })).toEqual({ difficulty: "complex", rolls: 3, reasons: ["complex"] });
  });

  it("the table's own shift is named \"table\", after the book's reasons", () => {
    expect(attackDifficulty({ shift: 1 })).toEqual({ difficulty: "hard", rolls: 2, reasons: ["table"] });
    expect(attackDifficulty({ defenderApt: true, defenderSpecialized: true, shift: -1 })).toEqual({ difficulty: "hard", rolls: 2, reasons: ["aptitude", "specialized", "table"] });
    expect(delayedAttackDifficulty({ edition: v18, attackDie: 6, defenseDie: 8, shift: 1 })).toEqual({ difficulty: "normal", rolls: 1, reasons: ["defense-die", "table"] });
    expect(delayedAttackDifficulty({ edition: v18, attackDie: 8, defenseDie: 6 })).toEqual({ difficulty: "hard", rolls: 2, reasons: ["attack-die"] });
    expect(delayedAttackDifficulty({ edition: v18 })).toEqual({ difficulty: "normal", rolls: 1, reasons: [] });
  });
});
