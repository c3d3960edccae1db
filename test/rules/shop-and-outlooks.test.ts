// Book: Session Shop "Upgrade Options" (both editions), Optional Stats' own rules (Haunted, Hardship, Hardy, Haze),
// Lifestyle/Ethic upgrade paths and Options, Lifestyle/Ethic Starting Stats, the Analytical Specialization, and the
// edition table.
import { describe, expect, it } from "vitest";
import {
  analyticalGrouping, changeEthic, changeLifestyle, CONDITIONS, conditionsOf, edition, editions, ETHIC_BANKS, ethicUpgrades,
  lifestyleBoost, lifestyleUpgrades, openShop, rollAnalytical, RULES_ERROR_CODES, RulesError, seededRng, startingStats,
  takeTaggedUpgrade, upgradeStat, type DieSize, type ShopState, assertOutlookChange, assertItemEdition, spendSpecializationUnlock,
} from "../../src/rules";
import { refusal, refusalCode as code } from "./refusal";

const shop = (stats: Record<string, DieSize>, over: Partial<ShopState> = {}) =>
  ({ ...openShop({ stats, pool: [], lifestyle: "carefree", ethic: "viceVirtue" }), ...over });
const base: Record<string, DieSize> = { head: 4, hand: 4, heart: 4, home: 4, hurt: 4, hurry: 4, history: 4 };

describe("Session Shop", () => {
  it("one free Stat Upgrade; more for ①①① (least valuable Blessings) or by lowering another d4 to a d2", () => {
    let s = upgradeStat(shop(base, { pool: [6, 1, 2, 1, 5] }), "head", { with: "free" });
    expect(s.stats.head).toBe(6);
    expect(code(() => upgradeStat(s, "hand", { with: "free" }))).toBe("shop-no-free-upgrade");
    s = upgradeStat(s, "hand", { with: "blessings" });
    expect(s.pool).toEqual([6, 5]);
    expect(code(() => upgradeStat(s, "heart", { with: "blessings" }))).toBe("cannot-pay");
    s = upgradeStat(s, "heart", { with: "downgrade", stat: "hurt" });
    expect([s.stats.heart, s.stats.hurt]).toEqual([6, 2]);
    expect(code(() => upgradeStat(s, "home", { with: "downgrade", stat: "head" }))).toBe("shop-downgrade-not-d4");
  });

  it("Cursed: ①①① cannot be paid with 1s (each worth 0)", () => {
    expect(code(() => upgradeStat(shop(base, { pool: [1, 1, 1, 2] }), "head", { with: "blessings", cursed: true }))).toBe("cannot-pay");
    expect(upgradeStat(shop(base, { pool: [2, 2, 2, 1] }), "head", { with: "blessings", cursed: true }).pool).toEqual([1]);
  });

  it("at most two d10 and three d8; nothing past d10", () => {
    const tens = { ...base, head: 10, hand: 10, heart: 8 } as Record<string, DieSize>;
    expect(code(() => upgradeStat(shop(tens), "heart", { with: "free" }))).toBe("shop-cap-d10");
    const eights = { ...base, head: 8, hand: 8, heart: 8, home: 6 } as Record<string, DieSize>;
    expect(code(() => upgradeStat(shop(eights), "home", { with: "free" }))).toBe("shop-cap-d8");
    expect(code(() => upgradeStat(shop({ ...base, head: 10 }), "head", { with: "free" }))).toBe("shop-max-size");
  });

  it("a d6, d8 or d10 reached unlocks one upgrade with that tag", () => {
    let s = upgradeStat(shop({ ...base, head: 8 }), "head", { with: "free" });
    expect(s.unlocked).toEqual([10]);
    expect(code(() => takeTaggedUpgrade(s, "backstory"))).toBe("shop-tag-locked");
    s = takeTaggedUpgrade(s, "gains");
    expect(s.unlocked).toEqual([]);
    expect(code(() => changeLifestyle(s, "blossomed"))).toBe("shop-tag-locked");
  });

  it("Lifestyle and Ethic paths need a d10 unlock; Lost is open to all and leaves for any option for free", () => {
    expect(lifestyleUpgrades("carefree").sort()).toEqual(["blossomed", "crafty", "lost", "prodigious"]);
    expect(lifestyleUpgrades("blossomed")).toEqual(["lost"]);
    expect(lifestyleUpgrades("lost")).toContain("eager");
    expect(ethicUpgrades("viceVirtue").sort()).toEqual(["greedVanity", "precisionAccuracy", "pridePrudence", "riteDivinity"]);
    expect(ethicUpgrades("fateKnowledge").sort()).toEqual(["fairnessValue", "greedVanity", "powerInfluence", "riteDivinity"]);
    expect(ethicUpgrades("cunningCapability").sort()).toEqual(["fairnessValue", "powerInfluence", "precisionAccuracy", "pridePrudence"]);
    const unlocked = shop({ ...base, head: 10 }, { unlocked: [10, 10] });
    expect(code(() => changeLifestyle(unlocked, "driven"))).toBe("shop-lifestyle-path");
    expect(code(() => changeEthic(unlocked, "fairnessValue"))).toBe("shop-ethic-path");
    const lost = changeLifestyle(unlocked, "lost");
    expect(lost.unlocked).toEqual([10]);
    expect(changeLifestyle({ ...lost, unlocked: [] }, "wired").lifestyle).toBe("wired");
  });

  it("Haunted goes down one size per upgrade, to a d2, within no cap; Hardship, Hardy and Haze refuse", () => {
    const stats = { ...base, head: 10, hand: 10, haunted: 10 } as Record<string, DieSize>;
    let s = upgradeStat(shop(stats), "haunted", { with: "free" });
    expect(s.stats.haunted).toBe(8);
    expect(s.unlocked).toEqual([]);
    s = upgradeStat({ ...s, stats: { ...s.stats, haunted: 4 } }, "haunted", { with: "downgrade", stat: "home" });
    expect(s.stats.haunted).toBe(2);
    expect(code(() => upgradeStat(s, "haunted", { with: "free" }))).toBe("shop-min-size");
    for (const id of ["hardship", "hardy", "haze"]) {
      expect(code(() => upgradeStat(shop({ ...base, [id]: 4 }), id, { with: "free" }))).toBe("stat-fixed");
      expect(code(() => upgradeStat(shop({ ...base, [id]: 4 }), "head", { with: "downgrade", stat: id }))).toBe("shop-downgrade-not-d4");
    }
  });

  it("Haunted at a d4 cannot be lowered to pay for an upgrade (it goes down by its own rule); the caps count only Stats a player grows", () => {
    expect(refusal(() => upgradeStat(shop({ ...base, haunted: 4 }), "head", { with: "downgrade", stat: "haunted" }))).toMatchObject({ code: "shop-downgrade-not-d4", details: { stat: "haunted" } });
    // Haunted's d10 is not one of the two d10s a player may grow; Hex's is.
    expect(upgradeStat(shop({ ...base, head: 10, hand: 8, haunted: 10 }), "hand", { with: "free" }).stats.hand).toBe(10);
    expect(refusal(() => upgradeStat(shop({ ...base, head: 10, hand: 8, hex: 10 }), "hand", { with: "free" }))).toMatchObject({ code: "shop-cap-d10", details: { size: 10, cap: 2 } });
    expect(refusal(() => upgradeStat(shop({ ...base, head: 8, hand: 8, heart: 8, home: 6 }), "home", { with: "free" }))).toMatchObject({ code: "shop-cap-d8", details: { size: 8, cap: 3 } });
  });

  it("each change is added to the shop's log after the ones before", () => {
    let s = shop({ ...base, head: 8, hand: 8 });
    s = upgradeStat(s, "head", { with: "free" });
    s = upgradeStat(s, "hand", { with: "downgrade", stat: "home" });
    s = changeEthic(s, "greedVanity");
    s = changeLifestyle(s, "blossomed");
    expect(s.log.map((e) => e.kind)).toEqual(["stat", "stat", "ethic", "lifestyle"]);
    expect(s.log[2]).toEqual({ kind: "ethic", from: "viceVirtue", to: "greedVanity" });
  });

  it("never changes the state it is given", () => {
    const s = Object.freeze(shop(base, { pool: Object.freeze([1, 1, 1]) as number[] }));
    expect(() => upgradeStat(s, "head", { with: "blessings" })).not.toThrow();
    expect(s.stats.head).toBe(4);
  });
});

describe("Starting Stats, Lifestyles and Ethics", () => {
  it("all d4, the highest one size larger, the Lifestyle/Ethic pair one size larger each, stacking", () => {
    expect(startingStats({ highest: "heart", lifestyle: "carefree", ethic: "viceVirtue" })).toEqual({ head: 4, hand: 4, heart: 8, home: 4, hurt: 4, hurry: 6, history: 4 });
    expect(startingStats({ highest: "history", lifestyle: "wisened", ethic: "cunningCapability" })).toMatchObject({ heart: 6, hurt: 6, history: 6 });
    expect(startingStats({ highest: "head", lifestyle: "eager", ethic: "fateKnowledge", optional: "haunted" })).toMatchObject({ haunted: 10, heart: 6, home: 6, head: 6 });
  });

  it("each upgraded Lifestyle Ignites (v0.0.21.10) or Overcharges (v0.0.18) the same Stats; Lost the History Stat", () => {
    expect(lifestyleBoost("blossomed")).toEqual({ kind: "ignite", stats: ["heart", "hurry"] });
    expect(lifestyleBoost("blossomed", "v0.0.18")).toEqual({ kind: "overcharge", stats: ["heart", "hurry"] });
    expect(lifestyleBoost("lost").stats).toEqual(["history"]);
    expect(lifestyleBoost("carefree").stats).toEqual([]);
    expect(code(() => lifestyleBoost("bored"))).toBe("unknown-lifestyle");
  });

  it("upgraded Ethics bank boons or busts", () => {
    expect(ETHIC_BANKS.pridePrudence).toEqual({ banks: "bust", from: "opponent-attack" });
    expect(ETHIC_BANKS.precisionAccuracy).toEqual({ banks: "boon", from: "own-check" });
  });
});

describe("Analytical Specialization", () => {
  it("the book's example: 1, 1, 1 and 2 group as 1×2=1+1", () => {
    expect(analyticalGrouping([1, 1, 1, 2])).toMatchObject({ text: "1×2=1+1", value: 2 });
  });
  it("finds sums and products across any pairing, or none", () => {
    expect(analyticalGrouping([6, 1, 3, 4])).toMatchObject({ value: 7 }); // 6+1 = 3+4
    expect(analyticalGrouping([2, 6, 3, 4])).toMatchObject({ value: 12 }); // 2×6 = 3×4
    expect(analyticalGrouping([1, 1, 6, 6])).toMatchObject({ value: 6 }); // 1×6 = 1×6
    expect(analyticalGrouping([1, 1, 5, 6])).toMatchObject({ value: 6 }); // 1+5 = 1×6
    expect(analyticalGrouping([1, 2, 2, 6])).toBeNull(); // 2,3 | 8,12 · 6,7 | 4,4
    expect(analyticalGrouping([5, 6, 6, 3])).toBeNull();
    expect(code(() => analyticalGrouping([1, 2, 3]))).toBe("analytical-dice");
  });
  it("every one of the 1296 throws: a grouping exactly when two piles of its dice can be made equal, and a true one", () => {
    const ops = [(x: number, y: number) => x + y, (x: number, y: number) => x * y];
    for (let n = 0; n < 1296; n++) {
      const dice = [n % 6, Math.floor(n / 6) % 6, Math.floor(n / 36) % 6, Math.floor(n / 216)].map((v) => v + 1);
      const [a, b, c, d] = dice as [number, number, number, number];
      const possible = [[[a, b], [c, d]], [[a, c], [b, d]], [[a, d], [b, c]]].some(([p, q]) =>
        ops.some((f) => ops.some((g) => f(p![0]!, p![1]!) === g(q![0]!, q![1]!))));
      const g = analyticalGrouping(dice);
      expect(g !== null, dice.join(",")).toBe(possible);
      if (!g) continue;
      expect([...g.piles[0], ...g.piles[1]].sort()).toEqual([...dice].sort());
      const value = (pile: readonly number[], op: string) => (op === "+" ? pile[0]! + pile[1]! : pile[0]! * pile[1]!);
      expect([value(g.piles[0], g.ops[0]), value(g.piles[1], g.ops[1])]).toEqual([g.value, g.value]);
      expect(g.text).toBe(`${g.piles[0][0]}${g.ops[0]}${g.piles[0][1]}=${g.piles[1][0]}${g.ops[1]}${g.piles[1][1]}`);
    }
  });

  it("four d6 results, each 1 to 6, and nothing else; the refusal shows the dice given", () => {
    for (const bad of [[1, 2, 3, 4, 5], [0, 1, 2, 3], [1, 2, 3, 7], [1, 2.5, 3, 4], []]) {
      expect(refusal(() => analyticalGrouping(bad))).toMatchObject({ code: "analytical-dice", details: { dice: bad.join(",") } });
    }
    expect(analyticalGrouping([6, 6, 6, 6])).toMatchObject({ text: "6×6=6×6" });
    expect(analyticalGrouping([1, 1, 1, 1])).toMatchObject({ text: "1×1=1×1" });
  });

  it("rolled Help: +5 on a match, +0 otherwise, always Help", () => {
    const r = rollAnalytical(seededRng(5));
    expect(r.dice).toHaveLength(4);
    expect(r.help).toEqual({ bonus: r.grouping ? 5 : 0, source: "analytical" });
  });
});

describe("editions and Conditions as data", () => {
  it("the default is v0.0.21.10; unknown editions are refused", () => {
    expect(edition().id).toBe("v0.0.21.10");
    expect(Object.keys(editions)).toEqual(["v0.0.21.10", "v0.0.18"]);
    expect(code(() => edition("v1"))).toBe("unknown-edition");
  });
  it("Vexed belongs to v0.0.21.10, Vulnerable to v0.0.18; each Condition says what it does to a roll", () => {
    expect(conditionsOf("v0.0.21.10")).toContain("vexed");
    expect(conditionsOf("v0.0.21.10")).not.toContain("vulnerable");
    expect(conditionsOf("v0.0.18")).toContain("vulnerable");
    expect(CONDITIONS.surprised).toMatchObject({ noBump: "all", noSpark: true, noUnconventional: true, duration: "roll" });
    expect(CONDITIONS.uncool.modifier).toEqual({ value: -1, when: "always-unless-alone" });
  });
  it("every error code is listed once for the language file", () => {
    expect(new Set(RULES_ERROR_CODES).size).toBe(RULES_ERROR_CODES.length);
  });
});

describe("Lifestyles, Ethics and Specializations added outside the shop (drops)", () => {
  const built = { built: true };
  it("a built character's Lifestyle and Ethic move only along the Session Shop's paths", () => {
    // "If your Lifestyle is Carefree, you may change it to Blossomed, Prodigious, or Crafty … regardless of your
    // Lifestyle, you may change it to Lost. If you do, at the end of a later session, you may change it to any other"
    expect(code(() => assertOutlookChange("lifestyle", "carefree", "blossomed", built))).toBeNull();
    expect(code(() => assertOutlookChange("lifestyle", "eager", "lost", built))).toBeNull();
    expect(code(() => assertOutlookChange("lifestyle", "lost", "wired", built))).toBeNull();
    expect(code(() => assertOutlookChange("lifestyle", "carefree", "wired", built))).toBe("shop-lifestyle-path");
    expect(code(() => assertOutlookChange("ethic", "fateKnowledge", "fairnessValue", built))).toBeNull();
    expect(code(() => assertOutlookChange("ethic", "viceVirtue", "fairnessValue", built))).toBe("shop-ethic-path");
    expect(code(() => assertOutlookChange("lifestyle", "carefree", "carefree", built))).toBe("outlook-unchanged");
  });
  it("an unknown key is refused, never stored; own keys only", () => {
    expect(code(() => assertOutlookChange("lifestyle", "carefree", "homebrew", built))).toBe("unknown-lifestyle");
    expect(code(() => assertOutlookChange("ethic", "viceVirtue", "toString", built))).toBe("unknown-ethic");
  });
  it("before creation is done, any starting option (Step Two) and no upgraded one", () => {
    expect(code(() => assertOutlookChange("lifestyle", "carefree", "wisened", { built: false }))).toBeNull();
    expect(code(() => assertOutlookChange("ethic", "viceVirtue", "riteDivinity", { built: false }))).toBe("outlook-not-starting");
  });
  it("v0.0.18: \"Ethics can only be changed with GM discretion\"; v0.0.21.10 has no such line", () => {
    expect(code(() => assertOutlookChange("ethic", "viceVirtue", "riteDivinity", { built: true, edition: "v0.0.18" }))).toBe("ethic-needs-gm");
    expect(code(() => assertOutlookChange("ethic", "viceVirtue", "riteDivinity", { built: true, edition: "v0.0.18", gm: true }))).toBeNull();
    expect(code(() => assertOutlookChange("ethic", "viceVirtue", "riteDivinity", { built: true, edition: "v0.0.21.10" }))).toBeNull();
  });
  it("\"You won't begin the game with Specializations\": each needs a Specialization Upgrade, which it uses", () => {
    expect(spendSpecializationUnlock(2)).toBe(1);
    expect(code(() => spendSpecializationUnlock(0))).toBe("specialization-needs-unlock");
    expect(spendSpecializationUnlock(0, { gm: true })).toBe(0); // at table discretion: the GM grants one
  });
  it("an item marked for one edition is refused in the other's world", () => {
    expect(code(() => assertItemEdition("Kinetic", ["v0.0.18"], "v0.0.21.10"))).toBe("item-other-edition");
    expect(code(() => assertItemEdition("Calm", ["v0.0.21.10", "v0.0.18"], "v0.0.18"))).toBeNull();
    expect(code(() => assertItemEdition("Homebrew", [], "v0.0.18"))).toBeNull();
  });
});
