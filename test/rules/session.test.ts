// rules/session.ts and rules/creation-steps.ts against the book: what a session's end resets (and what it does not),
// the first Major Success each session, Lost's free change "at the end of a later session", the shop's free
// upgrade once per session, the creation preview after Step One and Step Two, and the edition table.
import { describe, expect, it } from "vitest";
import {
  advancement, changeLifestyleThisSession, CORE_STATS, hauntedModifiers, EDITION_IDS, flagsAfterShop, highestChoices, majorSuccess, NEW_SESSION, openSessionShop, SHOP_OPENED,
  RulesError, specializationAtSessionEnd, startingStats, startingStatsSoFar, upgradeStat, type DieSize,
} from "../../src/rules";
import { refusal, refusalCode } from "./refusal";

const d4s = { head: 4, hand: 4, heart: 4, home: 4, hurt: 4, hurry: 4, history: 4 } as Record<string, DieSize>;
const code = (fn: () => unknown) => refusalCode(fn) ?? "no error";

describe("a session's end", () => {
  it("gives back 'per session' Specialization uses, but a spent Specialization stays spent (recharge costs Blessings)", () => {
    expect(specializationAtSessionEnd({ recharge: "", limit: "session", uses: 2, used: 2, spent: false })).toMatchObject({ used: 0 });
    expect(specializationAtSessionEnd({ recharge: "③", limit: "", uses: 0, used: 0, spent: true })).toMatchObject({ spent: true });
    // "Once per action": a session's end ends every action, so the use comes back — but spent stays spent (③ to pay).
    expect(specializationAtSessionEnd({ recharge: "③", limit: "action", uses: 1, used: 1, spent: true })).toMatchObject({ used: 0, spent: true });
  });

  it("first Major Success each session: Vice & Virtue's Legend and Fate & Knowledge's Revelation, once", () => {
    const legend = majorSuccess(NEW_SESSION, "viceVirtue");
    expect(legend.award).toEqual({ kind: "legend", gain: 1, othersWhoWitnessed: 1 });
    expect(majorSuccess(legend.flags, "viceVirtue").award).toBeNull();
    expect(majorSuccess(NEW_SESSION, "fateKnowledge").award).toEqual({ kind: "revelation", gainOrSteal: 3 });
    // Cunning & Capability's opportunities are not tied to a Major Success: nothing, and nothing used up.
    expect(majorSuccess(NEW_SESSION, "cunningCapability")).toEqual({ flags: NEW_SESSION, award: null });
  });
});

describe("the shop across sessions", () => {
  const init = { stats: d4s, pool: [], lifestyle: "carefree", ethic: "viceVirtue" };
  it("one free Stat Upgrade per session: a second shop in the same session has none", () => {
    const first = upgradeStat(openSessionShop(init, SHOP_OPENED), "head", { with: "free" });
    const flags = flagsAfterShop(first, SHOP_OPENED);
    expect(flags.freeUpgradeUsed).toBe(true);
    expect(flags.shopOpen).toBe(false); // a finished shop closes until the next session's end
    // Opened again in the same session (the GM ends it twice): the free upgrade stays used.
    expect(code(() => upgradeStat(openSessionShop(init, { ...flags, shopOpen: true }), "hand", { with: "free" }))).toBe("shop-no-free-upgrade");
    expect(openSessionShop(init, SHOP_OPENED).freeUsed).toBe(false);
  });

  it("Lost: free change to any Lifestyle at the end of a later session, never the same one", () => {
    // Reach d10 twice for two Lifestyle unlocks (caps allow two d10s).
    let s = openSessionShop({ ...init, stats: { ...d4s, head: 8, hand: 8 } }, SHOP_OPENED);
    s = upgradeStat(s, "head", { with: "free" });
    s = changeLifestyleThisSession(s, "lost", SHOP_OPENED);
    expect(code(() => changeLifestyleThisSession(s, "wired", SHOP_OPENED))).toBe("shop-lost-later-session");
    const flags = flagsAfterShop(s, SHOP_OPENED);
    expect(flags.becameLost).toBe(true);
    // A second shop in the same session: still refused.
    const again = openSessionShop({ ...init, lifestyle: "lost" }, flags);
    expect(code(() => changeLifestyleThisSession(again, "wired", flags))).toBe("shop-lost-later-session");
    // A later session: free, no unlock needed, any other option (even across the starting Lifestyles' paths).
    const later = changeLifestyleThisSession(openSessionShop({ ...init, lifestyle: "lost" }, SHOP_OPENED), "wired", SHOP_OPENED);
    expect(later.lifestyle).toBe("wired");
    expect(later.unlocked).toEqual([]);
  });
});

describe("the shop opens at the end of a session", () => {
  // Book (both editions): "At the end of each session, you receive one free Stat Upgrade for your character."
  const init = { stats: d4s, pool: [1, 2, 3, 4], lifestyle: "carefree", ethic: "viceVirtue" };
  it("a brand-new character (no session ended yet) gets no free upgrade, nor anything else: the shop is closed", () => {
    const shop = openSessionShop(init, NEW_SESSION);
    expect(shop.closed).toBe(true);
    expect(code(() => upgradeStat(shop, "head", { with: "free" }))).toBe("shop-closed");
    expect(code(() => upgradeStat(shop, "head", { with: "blessings" }))).toBe("shop-closed");
    expect(code(() => changeLifestyleThisSession(shop, "lost", NEW_SESSION))).toBe("shop-closed");
  });
  it("the GM's End session opens it (SHOP_OPENED), with its free upgrade", () => {
    const shop = openSessionShop(init, SHOP_OPENED);
    expect(shop.closed).toBeUndefined();
    expect(upgradeStat(shop, "head", { with: "free" }).stats.head).toBe(6);
  });
});

describe("creation step by step", () => {
  it("Step One alone: only the highest Stat is one size larger", () => {
    expect(startingStatsSoFar({ highest: "hurt" })).toEqual({ ...d4s, hurt: 6 });
    expect(startingStatsSoFar({})).toEqual(d4s);
  });

  it("after Step Two it is exactly startingStats, stacking to d8 (every table cell)", () => {
    expect(startingStatsSoFar({ highest: "heart", lifestyle: "carefree", ethic: "viceVirtue" })).toEqual({ ...d4s, heart: 8, hurry: 6 });
    for (const lifestyle of ["carefree", "eager", "wisened"]) for (const ethic of ["viceVirtue", "fateKnowledge", "cunningCapability"]) {
      expect(startingStatsSoFar({ highest: "head", lifestyle, ethic, optional: "hex" })).toEqual(startingStats({ highest: "head", lifestyle, ethic, optional: "hex" }));
    }
  });

  it("the optional Stat can be highest only when it grows (not Hardship, Haunted, Hardy, Haze)", () => {
    expect(highestChoices("hex")).toContain("hex");
    for (const fixed of ["hardship", "haunted", "hardy", "haze"]) expect(highestChoices(fixed)).not.toContain(fixed);
    expect(startingStatsSoFar({ highest: "hex", optional: "hex" })).toMatchObject({ hex: 6 });
    expect(startingStatsSoFar({ optional: "haunted" })).toMatchObject({ haunted: 10 });
  });

  it("an unknown Lifestyle or Ethic is refused like startingStats does", () => {
    expect(code(() => startingStatsSoFar({ highest: "head", lifestyle: "lost", ethic: "viceVirtue" }))).toBe("unknown-lifestyle");
    expect(code(() => startingStatsSoFar({ highest: "head", lifestyle: "eager", ethic: "greedVanity" }))).toBe("unknown-ethic");
  });
});

describe("edition differences in creation and the shop", () => {
  it("v0.0.21.10 gains items, information and alliances; v0.0.18 carries items and changes Ethics at GM discretion", () => {
    expect(advancement("v0.0.21.10")).toEqual({ thingKinds: ["item", "information", "alliance"], ethicNeedsGM: false });
    expect(advancement("v0.0.18")).toEqual({ thingKinds: ["item"], ethicNeedsGM: true });
    expect(EDITION_IDS.map((id) => typeof advancement(id))).toEqual(["object", "object"]);
    expect(code(() => advancement("v9"))).toBe("unknown-edition");
  });
});

describe("what a shop's log says about Lost, and a session's end for each limit", () => {
  const init: Parameters<typeof openSessionShop>[0] = {
    stats: { ...d4s, head: 8, hand: 8 },
    pool: [],
    lifestyle: "lost",
    ethic: "viceVirtue",
  };

  it("only a Lifestyle change to Lost made this session holds Lost's free change back", () => {
    // Lost since an earlier session; this shop upgraded a Stat: the free change is open.
    const upgraded = upgradeStat(openSessionShop(init, SHOP_OPENED), "head", { with: "free" });
    expect(changeLifestyleThisSession(upgraded, "wired", SHOP_OPENED).lifestyle).toBe("wired");
    expect(flagsAfterShop(upgraded, SHOP_OPENED)).toEqual({ ...SHOP_OPENED, freeUpgradeUsed: true, becameLost: false, shopOpen: false });
    // A change to another Lifestyle this session does not make the character Lost.
    const moved = changeLifestyleThisSession(openSessionShop(init, SHOP_OPENED), "wired", SHOP_OPENED);
    expect(flagsAfterShop(moved, SHOP_OPENED).becameLost).toBe(false);
    expect(flagsAfterShop(moved, { ...SHOP_OPENED, becameLost: true }).becameLost).toBe(true);
  });

  it("a session's end gives back session, action and Endeavor uses, resets Insured's growth, and leaves the rest as it was", () => {
    const use = { recharge: "", uses: 1, used: 1, spent: false } as const;
    for (const limit of ["session", "action", "endeavor"] as const) expect(specializationAtSessionEnd({ ...use, limit }).used).toBe(0);
    const unlimited = { ...use, limit: "" as const };
    expect(specializationAtSessionEnd(unlimited)).toBe(unlimited);
    expect(specializationAtSessionEnd({ ...unlimited, recharged: 2 })).toEqual({ ...unlimited, recharged: 0 });
    const fresh = { ...use, limit: "session" as const, used: 0 };
    expect(specializationAtSessionEnd(fresh)).toBe(fresh);
  });
});

describe("the creation preview, choice by choice", () => {
  it("Step One alone, or with only one of Lifestyle and Ethic: just the highest Stat is larger", () => {
    expect(startingStatsSoFar({ highest: "head" })).toEqual({ ...d4s, head: 6 });
    expect(startingStatsSoFar({ highest: "head", lifestyle: "carefree" })).toEqual({ ...d4s, head: 6 });
    expect(startingStatsSoFar({ highest: "head", ethic: "viceVirtue" })).toEqual({ ...d4s, head: 6 });
    expect(startingStatsSoFar({ lifestyle: "carefree", ethic: "viceVirtue" })).toEqual(d4s);
    expect(startingStatsSoFar({ ethic: "viceVirtue" })).toEqual(d4s);
  });

  it("an optional Stat joins at its starting die; one that does not grow is never made larger", () => {
    expect(startingStatsSoFar({ optional: "hex" })).toEqual({ ...d4s, hex: 4 });
    expect(startingStatsSoFar({ highest: "haunted", optional: "haunted" })).toEqual({ ...d4s, haunted: 10 });
    expect(startingStatsSoFar({ highest: "hex" })).toEqual(d4s);
    expect(highestChoices("haunted")).toEqual([...CORE_STATS]);
    expect(highestChoices(null)).toEqual([...CORE_STATS]);
    expect(highestChoices("hex")).toEqual([...CORE_STATS, "hex"]);
  });
});

describe("Haunted's throws as modifiers", () => {
  it("each throw is subtracted from the roll it followed; a throw of 0 (none made) subtracts nothing", () => {
    expect(hauntedModifiers([0, 3])).toEqual([{ source: "haunted", value: -3, roll: 1 }]);
    expect(hauntedModifiers([2, 5])).toEqual([{ source: "haunted", value: -2, roll: 0 }, { source: "haunted", value: -5, roll: 1 }]);
  });
});

describe("a finished shop's flags, and Lost held back only for a Lost character", () => {
  it("no free upgrade taken leaves it unused; a character not Lost changes along the paths even after someone became Lost", () => {
    const shop = openSessionShop({ stats: d4s, pool: [], lifestyle: "carefree", ethic: "viceVirtue" }, SHOP_OPENED);
    expect(flagsAfterShop(shop, SHOP_OPENED)).toEqual({ ...SHOP_OPENED, shopOpen: false });
    expect(changeLifestyleThisSession({ ...shop, unlocked: [10] }, "blossomed", { ...SHOP_OPENED, becameLost: true }).lifestyle).toBe("blossomed");
    expect(refusal(() => changeLifestyleThisSession({ ...shop, lifestyle: "lost" }, "wired", { ...SHOP_OPENED, becameLost: true }))).toMatchObject({ code: "shop-lost-later-session", details: { to: "wired" } });
  });
});
