// Book: "Bank" — boons and busts set aside, counted per effect that banked them.
import { describe, expect, it } from "vitest";
import { bankOne, spendBanked } from "../../src/rules";

describe("banked boons and busts", () => {
  it("counts each effect's boons or busts together and starts a new entry for a new effect or kind", () => {
    let banked = bankOne([], "boon", "greedVanity");
    banked = bankOne(banked, "boon", "greedVanity");
    banked = bankOne(banked, "bust", "greedVanity");
    banked = bankOne(banked, "boon", "precisionAccuracy");
    expect(banked).toEqual([
      { kind: "boon", effect: "greedVanity", count: 2 },
      { kind: "bust", effect: "greedVanity", count: 1 },
      { kind: "boon", effect: "precisionAccuracy", count: 1 },
    ]);
  });

  it("spends one at a time, drops an entry spent to nothing, and refuses what is not there", () => {
    const banked = [{ kind: "boon" as const, effect: "greedVanity", count: 2 }, { kind: "bust" as const, effect: "riteDivinity", count: 1 }];
    expect(spendBanked(banked, 0)).toEqual([{ kind: "boon", effect: "greedVanity", count: 1 }, { kind: "bust", effect: "riteDivinity", count: 1 }]);
    expect(spendBanked(banked, 1)).toEqual([{ kind: "boon", effect: "greedVanity", count: 2 }]);
    expect(spendBanked(banked, 2)).toBeNull();
    expect(spendBanked(banked, -1)).toBeNull();
    expect(banked[0]!.count).toBe(2); // the stored list is never changed in place
  });
});

describe("banked entries at their edges", () => {
  it("banking with one effect leaves the other entries as they were; an entry holding none spends nothing", () => {
    const banked = [{ kind: "boon" as const, effect: "greedVanity", count: 1 }, { kind: "bust" as const, effect: "riteDivinity", count: 1 }];
    expect(bankOne(banked, "bust", "riteDivinity")).toEqual([{ kind: "boon", effect: "greedVanity", count: 1 }, { kind: "bust", effect: "riteDivinity", count: 2 }]);
    expect(spendBanked([{ kind: "boon", effect: "greedVanity", count: 0 }], 0)).toBeNull();
  });
});
