// Book: "Recharge" — once activated, an effect cannot be activated again until its cost is paid; session limits.
import { describe, expect, it } from "vitest";
import { rechargeSpecialization, RulesError, useSpecialization, type SpecializationUse } from "../../src/rules";
import { refusalCode as code } from "./refusal";

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
    expect(rechargeSpecialization(spent, [1, 6, 3, 4])).toEqual({ spec: { ...spent, spent: false }, paid: [3], remaining: [1, 6, 4] });
    expect(rechargeSpecialization(spent, [1, 6, 3, 4], { cursed: true }).paid).toEqual([4]);
    expect(code(() => rechargeSpecialization(spent, [1, 2]))).toBe("cannot-pay");
  });

  it("never changes its inputs", () => {
    const s = Object.freeze(spec({ recharge: "②", spent: true }));
    const pool = Object.freeze([2, 2]);
    rechargeSpecialization(s, pool);
    expect(pool).toEqual([2, 2]);
  });
});
