// Book: "Recharge" — once activated, an effect cannot be activated again until its cost is paid; session limits.
import { describe, expect, it } from "vitest";
import {
  rechargeCost, rechargeSpecialization, RulesError, specializationAtEndeavorEnd, specializationAtNewAction, specializationAtSessionEnd,
  specializationUseUndone, useSpecialization, ESCALATING_RECHARGE, checkSpecialize, assertItemEdition, type SpecializationUse,
} from "../../src/rules";
import { refusal, refusalCode as code } from "./refusal";

const spec = (over: Partial<SpecializationUse> = {}): SpecializationUse => ({ recharge: "", limit: "", uses: 0, used: 0, spent: false, ...over });

describe("using and recharging Specializations", () => {
  it("a Specialization with a recharge cost is spent by use and refuses a second use", () => {
    const used = useSpecialization(spec({ recharge: "③" }));
    expect(used.spent).toBe(true);
    expect(code(() => useSpecialization(used))).toBe("specialization-spent");
  });

  it("twice per session means two uses, then none", () => {
    let s = spec({ limit: "session", uses: 2 });
    s = useSpecialization(useSpecialization(s));
    expect(s.used).toBe(2);
    expect(code(() => useSpecialization(s))).toBe("specialization-used-up");
  });

  it("a Specialization with neither cost nor limit can be used freely", () => {
    expect(useSpecialization(useSpecialization(spec()))).toEqual(spec());
  });

  it("recharging pays with the least valuable Blessing worth enough, and Cursed makes Blessings worth less", () => {
    const spent = spec({ recharge: "③", spent: true });
    expect(rechargeSpecialization(spent, [1, 6, 3, 4])).toEqual({ spec: { ...spent, spent: false, recharged: 1 }, paid: [3], remaining: [1, 6, 4] });
    expect(rechargeSpecialization(spent, [1, 6, 3, 4], { cursed: true }).paid).toEqual([4]);
    expect(code(() => rechargeSpecialization(spent, [1, 2]))).toBe("cannot-pay");
  });

  // Issue 27: a stored cost the notation cannot read is kept as written; it must never read as "no recharge".
  it("a recharge cost the notation cannot read is spent by use and never paid, shown as written, even when it escalates", () => {
    const used = useSpecialization(spec({ recharge: "③ and a song", tags: ["escalating-recharge"] }));
    expect(used.spent).toBe(true);
    expect(code(() => useSpecialization(used))).toBe("specialization-spent");
    expect(code(() => rechargeSpecialization(used, [6, 6, 6, 6]))).toBe("specialization-recharge-unreadable");
    expect(rechargeCost({ recharge: "③ and a song", recharged: 2, tags: ["escalating-recharge"] })).toBe("③ and a song");
  });

  it("never changes its inputs", () => {
    const s = Object.freeze(spec({ recharge: "②", spent: true }));
    const pool = Object.freeze([2, 2]);
    rechargeSpecialization(s, pool);
    expect(pool).toEqual([2, 2]);
  });

  // Determined (both books): "Once per action … Recharge: ③." A later action (and a recharge) brings the use back.
  it("once per action: a new action or a recharge brings the use back; a session's end too", () => {
    const used = useSpecialization(spec({ recharge: "③", limit: "action", uses: 1 }));
    expect(specializationAtNewAction(used).used).toBe(0);
    const recharged = rechargeSpecialization(used, [3]);
    expect([recharged.spec.used, recharged.spec.spent]).toEqual([0, false]);
    expect(() => useSpecialization(recharged.spec)).not.toThrow();
    expect(specializationAtSessionEnd({ ...used, spent: false }).used).toBe(0);
  });

  // Insured (both books): "Recharge: ①. When this effect is recharged, increase the cost to recharge it by ①①."
  it("Insured's recharge grows by ①① with each recharge, and starts over when the session ends", () => {
    const insured = spec({ recharge: "①", tags: ["escalating-recharge"], spent: true });
    expect(rechargeCost(insured)).toBe("①");
    const once = rechargeSpecialization(insured, [1, 1, 1, 5]);
    expect([once.paid, once.spec.recharged]).toEqual([[1], 1]);
    expect(rechargeCost(once.spec)).toBe("①①①");
    const twice = rechargeSpecialization({ ...once.spec, spent: true }, once.remaining);
    expect([twice.paid, twice.remaining, rechargeCost(twice.spec)]).toEqual([[1, 1, 5], [], "① × 5"]);
    expect(() => rechargeSpecialization({ ...twice.spec, spent: true }, [6, 6])).toThrow(RulesError);
    expect(specializationAtSessionEnd(twice.spec).recharged).toBe(0);
    // Without the tag, the cost never grows.
    expect(rechargeCost({ recharge: "③", recharged: 4 })).toBe("③");
  });
});

describe("an Endeavor's end and an undone use", () => {
  it("an Endeavor's end gives back \"once per Endeavor\" and \"once per action\" uses, not session ones, and leaves a spent one spent", () => {
    expect(specializationAtEndeavorEnd(spec({ limit: "endeavor", uses: 1, used: 1 })).used).toBe(0);
    expect(specializationAtEndeavorEnd(spec({ limit: "action", uses: 1, used: 1 })).used).toBe(0);
    expect(specializationAtEndeavorEnd(spec({ limit: "session", uses: 2, used: 2 })).used).toBe(2);
    const spent = spec({ recharge: "③", spent: true });
    expect(specializationAtEndeavorEnd(spent)).toBe(spent);
    // Nothing to give back: the very same object, so the caller writes nothing.
    const fresh = spec({ limit: "endeavor", uses: 1 });
    expect(specializationAtEndeavorEnd(fresh)).toBe(fresh);
  });

  it("an undone use counts one fewer against its limit, never below 0; an unlimited one is left alone", () => {
    expect(specializationUseUndone(spec({ limit: "session", uses: 2, used: 2 })).used).toBe(1);
    const none = spec({ limit: "session", uses: 2, used: 0 });
    expect(specializationUseUndone(none)).toBe(none);
    const free = spec({ used: 3 });
    expect(specializationUseUndone(free)).toBe(free);
  });
});

describe("limits, costs and recharges at their edges", () => {
  it("a limit with no count (uses 0) limits nothing; a count with no limit neither", () => {
    const open = spec({ limit: "session", uses: 0, used: 3 });
    expect(useSpecialization(open).used).toBe(4);
    expect(useSpecialization(spec({ limit: "", uses: 2, used: 2 })).used).toBe(2);
  });

  it("a new action gives back only \"once per action\" uses, and hands back the same object when none was used", () => {
    expect(specializationAtNewAction(spec({ limit: "action", uses: 1, used: 1 })).used).toBe(0);
    const session = spec({ limit: "session", uses: 2, used: 1 });
    expect(specializationAtNewAction(session)).toBe(session);
    const unused = spec({ limit: "action", uses: 1 });
    expect(specializationAtNewAction(unused)).toBe(unused);
  });

  it("recharging what is not spent, or has no cost, pays nothing and keeps the pool", () => {
    const ready = spec({ recharge: "③" });
    expect(rechargeSpecialization(ready, [3, 5])).toEqual({ spec: ready, paid: [], remaining: [3, 5] });
    const free = spec({ spent: true });
    expect(rechargeSpecialization(free, [1])).toEqual({ spec: free, paid: [], remaining: [1] });
  });

  it("the recharge cost is shown as written until it escalates: no cost stays none, even for Insured", () => {
    expect(rechargeCost({ recharge: "", recharged: 2, tags: [ESCALATING_RECHARGE] })).toBe("");
    expect(rechargeCost({ recharge: "3" })).toBe("3");
    expect(rechargeCost({ recharge: "3", recharged: 1 })).toBe("3");
    expect(rechargeCost({ recharge: "3", recharged: 1, tags: [ESCALATING_RECHARGE] })).toBe("③ ①①");
  });

  it("the same Specialization is found among several, whatever its edition suffix's spacing", () => {
    const h = { aptitudes: [{ id: "a1", name: "Knots" }, { id: "a2", name: "Maps" }, { id: "a3", name: "Boats" }], specializations: [{ name: "Calm", aptitude: "a1" }, { name: "Helpful", aptitude: "a2" }] };
    expect(refusal(() => checkSpecialize(h, "HELPFUL", "a3"))).toMatchObject({ code: "specialization-duplicate", details: { name: "HELPFUL" } });
    expect(refusal(() => checkSpecialize(h, "Helpful(v0.0.18)")).code).toBe("specialization-duplicate");
    expect(refusal(() => checkSpecialize(h, "Helpful (v0.0.18)  ")).code).toBe("specialization-duplicate");
    expect(() => checkSpecialize(h, "Helpful Hands", "a3")).not.toThrow();
  });

  it("an item with no edition list belongs to every world; a refusal names the item, its editions and the world's", () => {
    expect(() => assertItemEdition("Homebrew", undefined, "v0.0.18")).not.toThrow();
    expect(refusal(() => assertItemEdition("Kinetic", ["v0.0.18"], "v0.0.21.10")).details).toEqual({ name: "Kinetic", editions: "v0.0.18", edition: "v0.0.21.10" });
  });
});
