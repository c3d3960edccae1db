// analytical-uses.ts: whether a character's Analytical ("Twice per session, you may provide Help by rolling four d6")
// has a use left, read from the character's item as the sheet counts it: the tracker offers four d6 only then, and
// the GM's refusal names the uses allowed. Pure over the actor's items.
import { describe, expect, it } from "vitest";
import { analyticalUsedUp } from "../../../../src/applications/combat/offers/index";

const spec = (name: string, system: object) => ({ type: "specialization", name, system: { limit: "session", uses: 2, used: 0, recharge: null, spent: false, ...system } });
const actor = (...items: object[]) => ({ items: { contents: items } }) as never;

describe("Analytical's uses this session", () => {
  it("none used up while a use is left; the uses allowed once they are all used", () => {
    expect(analyticalUsedUp(actor(spec("Analytical", { used: 1 })))).toBeNull();
    expect(analyticalUsedUp(actor(spec("Analytical", { used: 2 })))).toBe(2);
    expect(analyticalUsedUp(actor(spec("Analytical (v0.0.18)", { uses: 1, used: 1 })))).toBe(1);
  });

  it("nothing to say without the Specialization or an actor (the engine's refusal speaks then)", () => {
    expect(analyticalUsedUp(actor(spec("Mischievous", { used: 2 }), { type: "thing", name: "Analytical", system: {} }))).toBeNull();
    expect(analyticalUsedUp(null)).toBeNull();
    expect(analyticalUsedUp(undefined)).toBeNull();
  });
});
