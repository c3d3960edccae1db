// Issue 8 added `system.session` (per-session flags) without a migration step: an older character must load with
// everything intact and a fresh session (all flags false).
import { describe, expect, it } from "vitest";
import { CharacterModel, type CharacterSchema } from "../../src/data/actor/character";
import { storedSource } from "./stored-source";

describe("CharacterModel session flags", () => {
  it("an old character without them loads unchanged, in a fresh session", () => {
    const old = { stats: { head: "d6", hand: 8 }, blessings: "3, 5", lifestyle: "lost", backstory: "<p>Exiled.</p>" };
    const c = new CharacterModel(storedSource<CharacterSchema>(structuredClone(old)));
    expect(c.session).toEqual({ majorSuccess: false, freeUpgradeUsed: false, becameLost: false, shopOpen: false, famousOver: [] });
    // Issue 14: the shop stays closed until the GM's next End session; no Specialization Upgrade is waiting.
    expect(c.specializationUnlocks).toBe(0);
    expect(c.stats).toMatchObject({ head: 6, hand: 8 });
    expect([c.blessings, c.lifestyle, c.backstory]).toEqual([[3, 5], "lost", "<p>Exiled.</p>"]);
  });

  it("keeps flags that were set", () => {
    expect(new CharacterModel({ session: { freeUpgradeUsed: true } }).session).toEqual({ majorSuccess: false, freeUpgradeUsed: true, becameLost: false, shopOpen: false, famousOver: [] });
    expect(new CharacterModel({ session: { shopOpen: true }, specializationUnlocks: 2 })).toMatchObject({ session: { shopOpen: true }, specializationUnlocks: 2 });
  });

  it("a character stored before Famous was counted (issue 15) keeps its session flags and starts with nobody exerted over", () => {
    const stored = { session: { majorSuccess: true, freeUpgradeUsed: true, becameLost: true, shopOpen: true }, blessings: [4] };
    const c = new CharacterModel(structuredClone(stored));
    expect(c.session).toEqual({ ...stored.session, famousOver: [] });
    expect(c.blessings).toEqual([4]);
    expect(new CharacterModel({ session: { famousOver: ["Actor.abc"] } }).session.famousOver).toEqual(["Actor.abc"]);
  });
});
