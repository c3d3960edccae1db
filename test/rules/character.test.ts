// Book (both editions): "Stat Dice" (balanced, unconventional, History), "Spark Rolls" and Conditions Taxed/Surprised,
// "Step One" / "Step Two" (Lifestyle/Ethic Starting Stats table), "Step Four" (two Aptitudes, three with a d8),
// "Specialization Limits", "Session Shop" (Stat Upgrade, caps, tags, Lifestyle and Ethic Upgrades), Lifestyle options.
import { describe, expect, it } from "vitest";
import {
  CORE_STATS, ETHIC_IDS, LIFESTYLE_IDS, OPTIONAL_STATS, RulesError, balancedGroups, canSpark, changeEthic,
  changeLifestyle, checkSpecialize, ethicUpgrades, ignitedStats, lifestyleUpgrades, openShop, sparkPayment,
  startingAptitudes, startingStats, statChoices, statGivesAptitude, assertStatChoice, sharedStats, sparkAllowed, assertSparkable, takeTaggedUpgrade, upgradeStat, type DieSize, type ShopState,
} from "../../src/rules";
import { refusal } from "./refusal";

const codeOf = (fn: () => unknown) => refusal(fn).code;

function deepFreeze<T>(o: T): T {
  if (o && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as object)) deepFreeze(v);
  }
  return o;
}

const d4s = (over: Record<string, DieSize> = {}): Record<string, DieSize> => ({
  head: 4, hand: 4, heart: 4, home: 4, hurt: 4, hurry: 4, history: 4, ...over,
});

// The Lifestyle/Ethic Starting Stats table, copied from the book (rows Carefree, Eager, Wisened).
const BOOK_TABLE: Record<string, Record<string, [string, string]>> = {
  carefree: { viceVirtue: ["heart", "hurry"], fateKnowledge: ["head", "hurt"], cunningCapability: ["hand", "home"] },
  eager: { viceVirtue: ["hand", "hurt"], fateKnowledge: ["heart", "home"], cunningCapability: ["head", "hurry"] },
  wisened: { viceVirtue: ["head", "home"], fateKnowledge: ["hand", "hurry"], cunningCapability: ["heart", "hurt"] },
};

describe("balanced and unconventional Stats, History", () => {
  const dice = d4s({ head: 6, hand: 6, heart: 8 });

  it("Stats with the same die size are balanced", () => {
    expect(balancedGroups(dice)).toEqual([
      { size: 8, stats: ["heart"] },
      { size: 6, stats: ["head", "hand"] },
      { size: 4, stats: ["home", "hurt", "hurry", "history"] },
    ]);
  });

  it("a Check may use the Stat or any Stat balanced with it — not while Surprised", () => {
    expect(statChoices(dice, "head")).toEqual(["head", "hand"]);
    expect(statChoices(dice, "heart")).toEqual(["heart"]);
    expect(statChoices(dice, "head", { surprised: true })).toEqual(["head"]);
    expect(codeOf(() => statChoices(dice, "hex"))).toBe("unknown-stat");
  });
});

describe("Stat names are the character's own: inherited object keys are not Stats", () => {
  it.each(["toString", "constructor", "__proto__"])("%s is an unknown Stat everywhere", (name) => {
    const dice = d4s({ head: 6, hand: 6 });
    expect(codeOf(() => statChoices(dice, name))).toBe("unknown-stat");
    expect(codeOf(() => sparkPayment({ dice, stats: ["head", name], pool: [2, 2] }))).toBe("unknown-stat");
    expect(codeOf(() => startingStats({ highest: name, lifestyle: "carefree", ethic: "viceVirtue" }))).toBe("unknown-stat");
    const shop = openShop({ stats: dice, pool: [], lifestyle: "carefree", ethic: "viceVirtue" });
    expect(codeOf(() => upgradeStat(shop, name, { with: "free" }))).toBe("unknown-stat");
  });
});

describe("Spark legality: ⊜⊜ to roll two balanced Stats as one group", () => {
  const dice = d4s({ head: 6, hand: 6 });

  it("two balanced Stats and a pair of equal Blessings: pays the least valuable pair", () => {
    expect(sparkPayment({ dice, stats: ["head", "hand"], pool: [5, 2, 5, 2, 6] })).toEqual({ paid: [2, 2], remaining: [5, 5, 6] });
    expect(sparkPayment({ dice, stats: ["home", "hurt"], pool: [1, 1] }).paid).toEqual([1, 1]);
  });

  it.each([
    ["unbalanced Stats", { stats: ["head", "heart"] }, "spark-unbalanced"],
    ["a single Stat", { stats: ["head"] }, "spark-unbalanced"],
    ["the same Stat twice", { stats: ["head", "head"] }, "spark-same-stat"],
    ["Taxed", { stats: ["head", "hand"], conditions: ["taxed"] }, "spark-taxed"],
    ["Surprised", { stats: ["head", "hand"], conditions: ["surprised"] }, "spark-surprised"],
    ["a spent Stat (Endeavors)", { stats: ["head", "hand"], spent: ["hand"] }, "spark-spent"],
    ["an unknown Stat", { stats: ["head", "hex"] }, "unknown-stat"],
    ["a pool with no pair", { stats: ["head", "hand"], pool: [1, 2, 3] }, "cannot-pay"],
  ] as const)("%s is refused with %s and changes nothing", (_, over, code) => {
    const req = deepFreeze({ dice, pool: [3, 3], ...over });
    const err = refusal(() => sparkPayment(req as Parameters<typeof sparkPayment>[0]));
    expect(err.code).toBe(code);
    expect(err.message.length).toBeGreaterThan(10);
  });

  it("Cursed: a pair is still two Blessings of the same worth", () => {
    expect(sparkPayment({ dice, stats: ["head", "hand"], pool: [2, 4, 2], cursed: true }).paid).toEqual([2, 2]);
  });

  it("canSpark: the sheet's hint agrees", () => {
    expect(canSpark([4, 4])).toBe(true);
    expect(canSpark([4, 5])).toBe(false);
    expect(canSpark([4, 4], { conditions: ["taxed"] })).toBe(false);
    expect(canSpark([4, 4], { conditions: ["surprised"] })).toBe(false);
    expect(canSpark([4, 4], { conditions: ["uncool"] })).toBe(true);
  });
});

describe("Steps One and Two: starting Stat Dice", () => {
  it("the engine's table is the book's", () => {
    for (const [lifestyle, row] of Object.entries(BOOK_TABLE)) {
      for (const [ethic, pair] of Object.entries(row)) {
        const dice = startingStats({ highest: "history", lifestyle, ethic });
        expect(dice).toEqual(d4s({ history: 6, [pair[0]]: 6, [pair[1]]: 6 }));
      }
    }
  });

  it("every highest Stat with every Lifestyle/Ethic pair: all d4, highest +1, the pair +1 each, stacking", () => {
    let cells = 0;
    for (const [lifestyle, row] of Object.entries(BOOK_TABLE)) {
      for (const [ethic, pair] of Object.entries(row)) {
        for (const highest of CORE_STATS) {
          const expected: Record<string, number> = d4s();
          for (const grow of [highest, ...pair]) expected[grow] = expected[grow]! + 2;
          expect(startingStats({ highest, lifestyle, ethic })).toEqual(expected);
          cells++;
        }
      }
    }
    expect(cells).toBe(3 * 3 * 7);
  });

  it("the book's own example of stacking: highest Heart, Carefree and Vice & Virtue make Heart a d8", () => {
    expect(startingStats({ highest: "heart", lifestyle: "carefree", ethic: "viceVirtue" })).toEqual(d4s({ heart: 8, hurry: 6 }));
  });

  it("an optional Stat starts at its own die and grows when chosen highest", () => {
    expect(startingStats({ highest: "head", lifestyle: "eager", ethic: "fateKnowledge", optional: "hex" })).toEqual(d4s({ head: 6, heart: 6, home: 6, hex: 4 }));
    expect(startingStats({ highest: "hex", lifestyle: "eager", ethic: "fateKnowledge", optional: "hex" }).hex).toBe(6);
  });

  it("Hardship (only a d4), Haunted (d10), Hardy and Haze (d2) are fixed: choosing one as highest grows nothing", () => {
    const start = { hardship: 4, haunted: 10, hardy: 2, haze: 2 } as const;
    for (const [optional, size] of Object.entries(start)) {
      expect(OPTIONAL_STATS.find((s) => s.id === optional)!.start).toBe(size);
      const dice = startingStats({ highest: optional, lifestyle: "wisened", ethic: "viceVirtue", optional });
      expect(dice).toEqual(d4s({ head: 6, home: 6, [optional]: size }));
    }
  });

  it("unknown or non-starting choices are refused", () => {
    expect(codeOf(() => startingStats({ highest: "head", lifestyle: "blossomed", ethic: "viceVirtue" }))).toBe("unknown-lifestyle");
    expect(codeOf(() => startingStats({ highest: "head", lifestyle: "carefree", ethic: "greedVanity" }))).toBe("unknown-ethic");
    expect(codeOf(() => startingStats({ highest: "hat", lifestyle: "carefree", ethic: "viceVirtue" }))).toBe("unknown-stat");
    expect(codeOf(() => startingStats({ highest: "hex", lifestyle: "carefree", ethic: "viceVirtue" }))).toBe("unknown-stat");
    expect(codeOf(() => startingStats({ highest: "head", lifestyle: "carefree", ethic: "viceVirtue", optional: "hair" }))).toBe("unknown-stat");
  });
});

describe("Step Four: starting Aptitudes", () => {
  it("two Aptitudes, three when a Stat starts at d8", () => {
    expect(startingAptitudes(startingStats({ highest: "heart", lifestyle: "carefree", ethic: "viceVirtue" }))).toBe(3);
    expect(startingAptitudes(startingStats({ highest: "head", lifestyle: "carefree", ethic: "viceVirtue" }))).toBe(2);
    expect(startingAptitudes(d4s())).toBe(2);
  });

  it("exactly the highest-in-the-pair characters get three (18 of the 63 cells)", () => {
    let three = 0;
    for (const [lifestyle, row] of Object.entries(BOOK_TABLE)) {
      for (const [ethic, pair] of Object.entries(row)) {
        for (const highest of CORE_STATS) {
          const n = startingAptitudes(startingStats({ highest, lifestyle, ethic }));
          expect(n).toBe(pair.includes(highest) ? 3 : 2);
          if (n === 3) three++;
        }
      }
    }
    expect(three).toBe(18);
  });

  it("Haunted's d10 is not a d8", () => {
    expect(startingAptitudes(startingStats({ highest: "head", lifestyle: "carefree", ethic: "viceVirtue", optional: "haunted" }))).toBe(2);
  });
});

describe("Specialization Limits", () => {
  const holder = {
    aptitudes: [{ id: "a1", name: "Obstacle Courses" }, { id: "a2", name: "Tying Knots" }],
    specializations: [{ name: "Friendly", aptitude: "a1" }],
  };

  it("a new Specialization on an Aptitude not yet specialized is fine", () => {
    expect(() => checkSpecialize(holder, "Helpful", "a2")).not.toThrow();
    expect(() => checkSpecialize(holder, "Helpful")).not.toThrow();
  });

  it("not the same Specialization twice (the edition suffix and case do not make it new)", () => {
    expect(codeOf(() => checkSpecialize(holder, "Friendly", "a2"))).toBe("specialization-duplicate");
    expect(codeOf(() => checkSpecialize(holder, "friendly (v0.0.18)", "a2"))).toBe("specialization-duplicate");
  });

  it("not the same Aptitude twice", () => {
    const err = refusal(() => checkSpecialize(holder, "Helpful", "a1"));
    expect(err.code).toBe("specialization-aptitude-taken");
    expect(err.message).toContain("Obstacle Courses");
  });

  it("every Aptitude already specialized, or an Aptitude the character lacks", () => {
    const full = { ...holder, specializations: [...holder.specializations, { name: "Helpful", aptitude: "a2" }] };
    expect(codeOf(() => checkSpecialize(full, "Analytical"))).toBe("specialization-no-aptitude");
    expect(codeOf(() => checkSpecialize(holder, "Analytical", "a9"))).toBe("specialization-no-aptitude");
  });
});

describe("Lifestyles and Ethics", () => {
  it("each upgraded Lifestyle Ignites (v0.0.21.10) / Overcharges (v0.0.18) the book's Stats", () => {
    expect(Object.fromEntries(LIFESTYLE_IDS.map((l) => [l, [...ignitedStats(l)].sort()]))).toEqual({
      carefree: [], eager: [], wisened: [],
      blossomed: ["heart", "hurry"], prodigious: ["head", "hurt"], crafty: ["hand", "home"],
      driven: ["hand", "hurt"], chosen: ["heart", "home"], wired: ["head", "hurry"],
      steadfast: ["head", "home"], warry: ["hand", "hurry"], compelling: ["heart", "hurt"],
      lost: ["history"],
    });
    expect(ignitedStats("unknown")).toEqual([]);
  });

  it("Lifestyle Upgrade paths: each starting Lifestyle to its three, and anything to Lost", () => {
    expect(lifestyleUpgrades("carefree").sort()).toEqual(["blossomed", "crafty", "lost", "prodigious"]);
    expect(lifestyleUpgrades("eager").sort()).toEqual(["chosen", "driven", "lost", "wired"]);
    expect(lifestyleUpgrades("wisened").sort()).toEqual(["compelling", "lost", "steadfast", "warry"]);
    expect(lifestyleUpgrades("blossomed")).toEqual(["lost"]);
    expect(lifestyleUpgrades("lost").sort()).toEqual(LIFESTYLE_IDS.filter((l) => l !== "lost").sort());
    expect(codeOf(() => lifestyleUpgrades("cheerful"))).toBe("unknown-lifestyle");
  });

  it("Ethic Upgrade paths: the book's four from each starting Ethic", () => {
    expect(ethicUpgrades("viceVirtue").sort()).toEqual(["greedVanity", "precisionAccuracy", "pridePrudence", "riteDivinity"]);
    expect(ethicUpgrades("fateKnowledge").sort()).toEqual(["fairnessValue", "greedVanity", "powerInfluence", "riteDivinity"]);
    expect(ethicUpgrades("cunningCapability").sort()).toEqual(["fairnessValue", "powerInfluence", "precisionAccuracy", "pridePrudence"]);
    expect(ethicUpgrades("greedVanity")).toEqual([]);
    expect(ETHIC_IDS).toHaveLength(9);
    expect(codeOf(() => ethicUpgrades("chaos"))).toBe("unknown-ethic");
  });
});

describe("Session Shop", () => {
  // Highest Heart, Carefree, Vice & Virtue: Heart d8, Hurry d6, the rest d4.
  const shop = (over: Partial<Parameters<typeof openShop>[0]> = {}): ShopState =>
    openShop({
      stats: startingStats({ highest: "heart", lifestyle: "carefree", ethic: "viceVirtue" }),
      pool: [6, 1, 3, 2], lifestyle: "carefree", ethic: "viceVirtue", ...over,
    });

  it("one free Stat Upgrade: one size up, once", () => {
    const s = upgradeStat(shop(), "head", { with: "free" });
    expect(s.stats.head).toBe(6);
    expect(s.freeUsed).toBe(true);
    expect(s.log).toEqual([{ kind: "stat", stat: "head", from: 4, to: 6, paidWith: "free" }]);
    expect(codeOf(() => upgradeStat(s, "hand", { with: "free" }))).toBe("shop-no-free-upgrade");
  });

  it("another upgrade for ①①① takes the three least valuable Blessings", () => {
    const s = upgradeStat(upgradeStat(shop(), "head", { with: "free" }), "hand", { with: "blessings" });
    expect(s.stats.hand).toBe(6);
    expect(s.pool).toEqual([6]);
    expect(s.log[1]).toMatchObject({ paidWith: "blessings", paid: [1, 2, 3] });
    expect(codeOf(() => upgradeStat(s, "home", { with: "blessings" }))).toBe("cannot-pay");
  });

  it("Cursed Blessings are worth 1 less: 1s cannot pay ①", () => {
    expect(codeOf(() => upgradeStat(shop({ pool: [1, 1, 1, 2] }), "head", { with: "blessings", cursed: true }))).toBe("cannot-pay");
    expect(upgradeStat(shop({ pool: [1, 2, 2, 2] }), "head", { with: "blessings", cursed: true }).pool).toEqual([1]);
  });

  it("or by downgrading another Stat from a d4 to a d2", () => {
    const s = upgradeStat(shop(), "home", { with: "downgrade", stat: "hand" });
    expect([s.stats.home, s.stats.hand]).toEqual([6, 2]);
    expect(s.log[0]).toMatchObject({ paidWith: "downgrade", downgraded: "hand" });
    expect(codeOf(() => upgradeStat(s, "head", { with: "downgrade", stat: "hand" }))).toBe("shop-downgrade-not-d4");
    expect(codeOf(() => upgradeStat(s, "head", { with: "downgrade", stat: "hurry" }))).toBe("shop-downgrade-not-d4");
    expect(codeOf(() => upgradeStat(s, "head", { with: "downgrade", stat: "head" }))).toBe("shop-downgrade-not-d4");
  });

  it("as many purchases as you can pay for", () => {
    let s = shop({ pool: [1, 1, 1, 2, 2, 2, 3, 3, 3] });
    for (const stat of ["head", "hand", "home"]) s = upgradeStat(s, stat, { with: "blessings" });
    expect(s.pool).toEqual([]);
    expect([s.stats.head, s.stats.hand, s.stats.home]).toEqual([6, 6, 6]);
  });

  it("at most three d8", () => {
    let s = shop({ stats: d4s({ head: 8, hand: 8, heart: 6, home: 6 }) });
    s = upgradeStat(s, "heart", { with: "free" });
    expect(codeOf(() => upgradeStat(s, "home", { with: "blessings" }))).toBe("shop-cap-d8");
    // Raising a d8 to a d10 makes room again.
    const t = upgradeStat(s, "head", { with: "blessings" });
    expect(t.stats.head).toBe(10);
  });

  it("at most two d10, and nothing above a d10", () => {
    const s = shop({ stats: d4s({ head: 10, hand: 10, heart: 8 }) });
    expect(codeOf(() => upgradeStat(s, "heart", { with: "free" }))).toBe("shop-cap-d10");
    expect(codeOf(() => upgradeStat(s, "head", { with: "free" }))).toBe("shop-max-size");
  });

  it("a refused upgrade changes nothing", () => {
    const s = deepFreeze(shop({ stats: d4s({ head: 10, hand: 10, heart: 8 }) }));
    const copy = structuredClone(s);
    expect(() => upgradeStat(s, "heart", { with: "blessings" })).toThrow(RulesError);
    expect(s).toEqual(copy);
    // And a legal one returns a new state, leaving the old one alone.
    const t = upgradeStat(s, "home", { with: "free" });
    expect(t).not.toBe(s);
    expect(s).toEqual(copy);
  });

  it("Stats the shop may not change (fixed) are refused", () => {
    const s = shop({ stats: { ...d4s(), haunted: 10 }, fixed: ["haunted"] });
    expect(codeOf(() => upgradeStat(s, "haunted", { with: "free" }))).toBe("stat-fixed");
    expect(codeOf(() => upgradeStat(s, "hex", { with: "free" }))).toBe("unknown-stat");
  });

  it("reaching a d6 unlocks one d6-tagged upgrade (Backstory or Rumor), once", () => {
    expect(codeOf(() => takeTaggedUpgrade(shop(), "backstory"))).toBe("shop-tag-locked");
    const s = upgradeStat(shop(), "head", { with: "free" });
    expect(s.unlocked).toEqual([6]);
    const t = takeTaggedUpgrade(s, "rumor", "the mayor is a vampire");
    expect(t.unlocked).toEqual([]);
    expect(t.log.at(-1)).toEqual({ kind: "tagged", tag: "rumor", detail: "the mayor is a vampire" });
    expect(codeOf(() => takeTaggedUpgrade(t, "backstory"))).toBe("shop-tag-locked");
    // A d6 does not unlock d8 upgrades.
    expect(codeOf(() => takeTaggedUpgrade(s, "aptitude"))).toBe("shop-tag-locked");
  });

  it("a d8 unlocks Aptitude or Specialization; a d10 Gains, Lifestyle or Ethic; a d4 nothing", () => {
    const s = upgradeStat(shop(), "hurry", { with: "free" }); // d6 → d8
    expect(s.unlocked).toEqual([8]);
    expect(takeTaggedUpgrade(s, "specialization").unlocked).toEqual([]);
    const t = upgradeStat(shop(), "heart", { with: "free" }); // d8 → d10
    expect(t.unlocked).toEqual([10]);
    expect(takeTaggedUpgrade(t, "gains").unlocked).toEqual([]);
    const u = upgradeStat(shop({ stats: d4s({ head: 2 }) }), "head", { with: "free" }); // d2 → d4
    expect(u.unlocked).toEqual([]);
  });

  it("Lifestyle Upgrade (d10): along the book's paths, and to Lost", () => {
    expect(codeOf(() => changeLifestyle(shop(), "blossomed"))).toBe("shop-tag-locked");
    const s = upgradeStat(shop(), "heart", { with: "free" });
    expect(codeOf(() => changeLifestyle(s, "driven"))).toBe("shop-lifestyle-path");
    const t = changeLifestyle(s, "blossomed");
    expect([t.lifestyle, t.unlocked]).toEqual(["blossomed", []]);
    expect(changeLifestyle(s, "lost").lifestyle).toBe("lost");
  });

  it("from Lost, the change to any other option is free (no d10 needed); Lost to Lost is not a change", () => {
    const s = shop({ lifestyle: "lost" });
    for (const to of ["warry", "carefree", "compelling"]) expect(changeLifestyle(s, to).lifestyle).toBe(to);
    expect(codeOf(() => changeLifestyle(s, "lost"))).toBe("shop-lifestyle-path");
  });

  it("Ethic Upgrade (d10): along the book's paths", () => {
    const s = upgradeStat(shop(), "heart", { with: "free" });
    expect(codeOf(() => changeEthic(s, "powerInfluence"))).toBe("shop-ethic-path");
    const t = changeEthic(s, "greedVanity");
    expect(t.ethic).toBe("greedVanity");
    expect(codeOf(() => changeLifestyle(t, "blossomed"))).toBe("shop-tag-locked"); // the d10 was used
    expect(codeOf(() => changeEthic(shop(), "greedVanity"))).toBe("shop-tag-locked");
  });
});

describe("Host acts as the edition's Aptitude", () => {
  it("a Check using Host, alone or in a Spark, may be made as though apt, in both books; without Host it may not", () => {
    expect(statGivesAptitude(["host"])).toBe(true);
    expect(statGivesAptitude(["hand", "host"], "v0.0.18")).toBe(true);
    expect(statGivesAptitude(["hand", "home"])).toBe(false);
    expect(statGivesAptitude([], "v0.0.18")).toBe(false);
  });
});

describe("Hardy, History and unconventional Stats standing in", () => {
  // Hardy: "Any player may choose to use the Hardy Stat Die instead of one of their other Stat Dice for any roll."
  const dice = d4s({ head: 6, hand: 6, hardy: 2 });

  it("the shared Hardy die is offered for any Stat, even while Surprised, and once", () => {
    expect(sharedStats(dice)).toEqual(["hardy"]);
    expect(sharedStats(d4s())).toEqual([]);
    expect(statChoices(dice, "head")).toEqual(["head", "hand", "hardy"]);
    expect(statChoices(dice, "head", { surprised: true })).toEqual(["head", "hardy"]);
    expect(statChoices(dice, "hardy")).toEqual(["hardy"]);
    // A Hardy die balanced with the Stat is offered once, as the shared die, last.
    const same = statChoices(d4s({ hardy: 4 }), "home");
    expect(same.filter((s) => s === "hardy")).toEqual(["hardy"]);
    expect(same.at(-1)).toBe("hardy");
  });

  it("Hardy and History (related enough) may stand in unbalanced; an unknown Stat is refused as unknown, naming it", () => {
    expect(() => assertStatChoice(dice, "head", "hardy")).not.toThrow();
    expect(() => assertStatChoice(dice, "head", "history")).not.toThrow();
    expect(refusal(() => assertStatChoice(dice, "head", "history", { history: false }))).toMatchObject({ code: "stat-not-balanced", details: { stat: "history", base: "head" } });
    expect(refusal(() => assertStatChoice(dice, "head", "hex"))).toMatchObject({ code: "unknown-stat", details: { stat: "hex" } });
    expect(refusal(() => assertStatChoice(dice, "hex", "hand"))).toMatchObject({ code: "unknown-stat", details: { stat: "hex" } });
    expect(refusal(() => assertStatChoice(dice, "head", "hand", { surprised: true }))).toMatchObject({ code: "unconventional-surprised", details: { stat: "hand", base: "head" } });
  });

  it("a Spark of the wrong count is refused for its count; Ascendant wants three of d8 or more, non-violent", () => {
    const big = d4s({ head: 8, hand: 8, heart: 8 });
    expect(refusal(() => assertSparkable({ dice: big, stats: ["head", "hand", "heart"] }))).toMatchObject({ code: "spark-count", details: { count: 3, want: 2 } });
    expect(refusal(() => assertSparkable({ dice: big, stats: ["head", "hand"], ascendant: true }))).toMatchObject({ code: "spark-count", details: { count: 2, want: 3 } });
    expect(refusal(() => assertSparkable({ dice: big, stats: ["head", "hand", "heart", "home"] })).code).toBe("spark-unbalanced");
    expect(() => assertSparkable({ dice: big, stats: ["head", "hand", "heart"], ascendant: true })).not.toThrow();
    expect(refusal(() => assertSparkable({ dice: d4s({ head: 6, hand: 6, heart: 6 }), stats: ["head", "hand", "heart"], ascendant: true }))).toMatchObject({ code: "spark-ascendant-size", details: { size: 6 } });
    expect(refusal(() => assertSparkable({ dice: big, stats: ["head", "hand", "heart"], ascendant: true, violent: true })).code).toBe("spark-ascendant-violent");
    expect(refusal(() => assertSparkable({ dice: big, stats: ["head", "home"] }))).toMatchObject({ code: "spark-unbalanced", details: { a: "head", b: "home" } });
  });

  it("a Condition among others still forbids the Spark; a broken request is a bug, not a \"no\"", () => {
    expect(canSpark([4, 4], { conditions: ["uncool", "taxed"] })).toBe(false);
    expect(sparkAllowed({ dice, stats: ["head", "hand"], conditions: ["cursed", "surprised"] })).toBe(false);
    expect(sparkAllowed({ dice, stats: ["head", "hand"] })).toBe(true);
    expect(() => sparkAllowed(JSON.parse('{ "dice": null, "stats": ["head", "hand"] }'))).toThrow(TypeError);
  });
});
