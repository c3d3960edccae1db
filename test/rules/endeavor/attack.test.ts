// Attacks (src/rules/endeavor/attack.ts): hostile shapes of the removal and of the Blessings stolen, refused with what
// their messages name and nothing changed.
import { describe, expect, it } from "vitest";
import type { Command } from "../../../src/rules/endeavor/index";
import { act, ally, choose, monster, refusalOf, run, setup } from "./helpers";

// a (Hurt d6, or Head d6 for a non-violent Attack) acts first; m and n (SP 10) hold temporary Blessings.
const start = (stat = "Hurt") => run(setup({ kind: "monstrous", participants: [ally("a", { name: "Ada" }), monster("m", "10", { name: "Maw" }), monster("n", "10", { name: "Nix" })] }), [
  choose("a", stat, [1, 1]), choose("m", "Head", [3, 5, 5]), choose("n", "Head", [3, 3, 3]),
]).state;

describe("a Maximum Success removes one of the targets", () => {
  it("one who was not a target: endeavor-bad-target, { name, target }", () => {
    const c: Command = act("a", { kind: "attack", violent: true, targets: ["m"], roll: [20], remove: "n" });
    expect(refusalOf(start(), c)).toEqual({ code: "endeavor-bad-target", details: { name: "Ada", target: "Nix" } });
  });
});

describe("the temporary Blessings a non-violent Attack steals", () => {
  it("not a list: endeavor-bad-distribution, { name, target }", () => {
    const c = JSON.parse(JSON.stringify(act("a", { kind: "attack", violent: false, targets: ["m"], roll: [9] }))) as Command & { action: { steal: unknown } };
    c.action.steal = { m: 5 };
    expect(refusalOf(start("Head"), c)).toEqual({ code: "endeavor-bad-distribution", details: { name: "Ada", target: "Maw" } });
  });
});
