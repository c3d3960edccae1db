// The Checks a command has its actor make (command-checks.ts), by edition.
import { describe, expect, it } from "vitest";
import { checksInCommand, isAttackCheck } from "../../../src/rules/endeavor/command-checks";
import type { Command } from "../../../src/rules/endeavor";

const act = (action: object): Command => ({ type: "act", by: "a0", action } as Command);
const attack = { kind: "attack", violent: true, targets: ["m0"] };

describe("checksInCommand", () => {
  it("an Attack, an Advance, a pending Attack: one each; Pass, Zealous, Commanding, a Delayed Attack, declining: none", () => {
    expect(checksInCommand(act(attack), "v0.0.21.10")).toEqual([attack]);
    expect(checksInCommand(act({ kind: "advance" }), "v0.0.18")).toEqual([{ kind: "advance" }]);
    expect(checksInCommand({ type: "resolvePending", by: "a0", attack } as Command, "v0.0.21.10")).toEqual([attack]);
    for (const action of [{ kind: "pass" }, { kind: "zealous" }, { kind: "commanding", target: "a1", stat: "Head" }, { kind: "delayedAttack", violent: false, targets: ["m0"] }]) {
      expect(checksInCommand(act(action), "v0.0.21.10")).toEqual([]);
    }
    expect(checksInCommand({ type: "resolvePending", by: "a0", attack: null }, "v0.0.21.10")).toEqual([]);
    expect(checksInCommand({ type: "skipRound", by: "a0" }, "v0.0.21.10")).toEqual([]);
  });

  it("a Unique Skill's parts in order; Protect only with Sure-footed's Check; Radiant only in the default edition", () => {
    const check = { mischievous: "a1" };
    const unique = act({ kind: "unique", pay: {}, actions: [{ kind: "protect", target: "a0", pay: {}, check }, attack] });
    expect(checksInCommand(unique, "v0.0.21.10")).toEqual([check, attack]);
    expect(checksInCommand(act({ kind: "protect", target: "a0", pay: {} }), "v0.0.21.10")).toEqual([]);
    const radiant = { kind: "radiant", aptitude: "Sailing" };
    expect(checksInCommand(act(radiant), "v0.0.21.10")).toEqual([radiant]);
    expect(checksInCommand(act(radiant), "v0.0.18")).toEqual([]);
    expect(checksInCommand(unique, "v0.0.21.10").map(isAttackCheck)).toEqual([false, true]);
  });

  it("an Endeavor with an Eye: Move, an Objective's Check and Hidden make one each; Cover and the Eye's actions none", () => {
    for (const action of [{ kind: "move", direction: "up" }, { kind: "objective", button: "b1" }, { kind: "hidden" }]) {
      expect(checksInCommand(act(action), "v0.0.21.10")).toEqual([action]);
    }
    for (const action of [{ kind: "cover" }, { kind: "search", position: 3 }, { kind: "wound", target: "a0" }]) {
      expect(checksInCommand(act(action), "v0.0.21.10")).toEqual([]);
    }
  });

  it("a hostile Unique Skill shape (parts not a list, or not objects) makes no Check rather than throwing", () => {
    expect(checksInCommand(act({ kind: "unique", pay: {}, actions: "attack" }), "v0.0.21.10")).toEqual([]);
    expect(checksInCommand(act({ kind: "unique", pay: {}, actions: [null, "advance", attack] }), "v0.0.21.10")).toEqual([attack]);
    expect(checksInCommand({ type: "fatigueCheck", by: "a0", roll: [5] }, "v0.0.21.10")).toEqual([]);
  });
});
