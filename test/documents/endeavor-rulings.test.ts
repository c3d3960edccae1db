/** The world's Endeavor rulings read into the engine's options when an Endeavor starts (endeavor-setup.ts
 *  rulingOptions): every ruling, the kinds' own included, each setting `endeavor<Option>` into its option. */
import { describe, expect, it } from "vitest";
import { rulingOptions } from "../../src/documents/endeavor-setup";

describe("the rulings as the engine's options", () => {
  it("the second reading of every ruling, and a finish line typed", () => {
    const world: Record<string, unknown> = {
      specialActionTies: "fewestActed",
      endeavorSpecialCount: "all",
      endeavorSpentDie: "own",
      endeavorWoundRemoval: "combo",
      endeavorProtectReach: "checks",
      endeavorProtectDelayed: true,
      endeavorHurtStandIn: true,
      endeavorGroupSplit: "attacker",
      endeavorFinishLine: 12,
      d20Asterisks: "redo",
      endeavorObjectiveStat: "any",
      endeavorAreaEnds: "loop",
      endeavorRushNoLeader: "clockwise",
    };
    expect(rulingOptions((key) => world[key])).toEqual({
      specialTies: "lastActed",
      specialCount: "all",
      spentDie: "own",
      woundRemoval: "combo",
      protectReach: "checks",
      protectDelayed: true,
      hurtStandIn: true,
      groupSplit: "attacker",
      finishLine: 12,
      d20Asterisks: "redo",
      objectiveStat: "any",
      areaEnds: "loop",
      rushNoLeader: "clockwise",
    });
  });

  it("anything unreadable is the documented default; a finish line not a whole number from 1 is left out", () => {
    for (const finish of [0, 2.5, "12", undefined]) {
      const world: Record<string, unknown> = {
        specialActionTies: "random",
        endeavorSpentDie: "d20",
        endeavorProtectDelayed: "true",
        endeavorFinishLine: finish,
        endeavorObjectiveStat: "toString",
        d20Asterisks: "keep",
      };
      expect(rulingOptions((key) => world[key])).toEqual({
        specialTies: "random",
        specialCount: "temporary",
        spentDie: "d2",
        woundRemoval: "immediate",
        protectReach: "attacks",
        protectDelayed: false,
        hurtStandIn: false,
        groupSplit: "group",
        objectiveStat: "choose",
        areaEnds: "line",
        rushNoLeader: "monstrosities",
      });
    }
    expect(rulingOptions(() => undefined).specialTies).toBe("gm");
  });
});
