// A Combat saved before the Specializations and Delayed Attacks were known holds a version-1 state without their
// fields. It must go on playing with nothing lost: the engine reads each absent field as "none yet".
import { describe, expect, it } from "vitest";
import { act, ally, choose, get, monster, run, setup } from "./helpers";
import type { EndeavorState } from "../../../src/rules/endeavor/index";

/** The state as an older engine stored it: no rolled, aptitudes, kineticDone, granted, positionGroup, until, specialDone, delayed. */
function older(state: EndeavorState): EndeavorState {
  const json = JSON.parse(JSON.stringify(state)) as Record<string, unknown> & { participants: Record<string, unknown>[]; protections: Record<string, unknown>[] };
  for (const p of json.participants) for (const k of ["rolled", "aptitudes", "kineticDone", "granted", "positionGroup"]) delete p[k];
  for (const pr of json.protections) delete pr.until;
  delete json.specialDone;
  delete json.delayed;
  return json as unknown as EndeavorState;
}

describe("states saved by an older engine", () => {
  it("play a whole round on: actions, a protection that ends at the next turn, the special action, the next round", () => {
    const before = run(setup({ kind: "monstrous", participants: [ally("a"), ally("b"), monster("m")] }), [
      choose("a", "Head", [1, 1]), choose("b", "Head", [2, 2, 2]), choose("m", "Head", [3, 3]),
      act("a", { kind: "protect", target: "b", pay: { temporary: [1] } }),
    ]).state;
    const saved = older(before);
    expect(saved.protections).toEqual([{ by: "a", target: "b", ranks: 1 }]);
    const r = run(saved, [
      act("m", { kind: "advance", roll: [3] }), act("b", { kind: "advance", roll: [9] }),
      { type: "special", by: "b", special: null },
      choose("a", "Hand", [1, 1]), choose("b", "Hand", [2, 2, 2]), choose("m", "Hand", [3, 3]),
    ]);
    // Nothing lost: positions, Blessings and spent Stats carry on; a's old protection ends at a's next turn.
    expect(r.state.round).toBe(2);
    expect(get(r.state, "b").position).toBe(2);
    expect(get(r.state, "a").spent).toEqual(["Head"]);
    expect(r.state.turn.current).toBe("a");
    expect(r.state.protections).toEqual([]);
    expect(r.events.some((e) => e.type === "protectionEnded")).toBe(true);
    // New things work on it at once: a Delayed Attack can be set.
    const delayed = run(r.state, [act("a", { kind: "delayedAttack", violent: false, targets: ["m"], stat: "Heart" })]).state;
    expect(delayed.delayed).toHaveLength(1);
  });
});
