/** The Monstrous Goal (goal.ts): it ends when one side has nobody left in it. */
import { describe, expect, it } from "vitest";
import type { EndeavorState } from "../../../../../src/rules/endeavor/index";
import { monstrousOutcome } from "../../../../../src/rules/endeavor/kinds/monstrous/goal";
import { ally, monster, setup } from "../../helpers";

const out = (s: EndeavorState, removed: string[]): EndeavorState => ({
  ...s, participants: s.participants.map((p) => (removed.includes(p.id) ? { ...p, removed: { reason: "gm", round: 1, by: null } } : p)),
});

describe("the Monstrous Goal", () => {
  const s = setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m"), monster("n")] });

  it("goes on while each side has someone in it", () => {
    expect(monstrousOutcome(s)).toBeNull();
    expect(monstrousOutcome(out(s, ["a", "m"]))).toBeNull();
  });

  it("the allies win when every Monstrosity is out; the Monstrosities when every ally is", () => {
    expect(monstrousOutcome(out(s, ["m", "n"]))).toEqual({ winner: "allies", winnerId: null, reason: "opponents-removed" });
    expect(monstrousOutcome(out(s, ["a", "b"]))).toEqual({ winner: "monstrosities", winnerId: null, reason: "allies-removed" });
  });
});
