// What a roller brings and chooses, as the request buildCheckSpec takes (rules/check-request.ts): the one builder a
// sheet Check and an Endeavor Check both go through.
import { describe, expect, it } from "vitest";
import { checkRequestOf, checkSpecFor } from "../../src/rules";

const dice = { head: 8, hand: 8, heart: 8, home: 4, hurt: 6, hurry: 4, history: 4 };

describe("checkRequestOf", () => {
  it("carries every choice and what the character brings", () => {
    const roller = { dice, conditions: ["uncool"], affected: { ache: "hurry" }, lifestyle: "crafty", spent: ["home"], specializations: ["Ambidextrous"] };
    expect(checkRequestOf("v0.0.18", roller, {
      stat: "head", base: "hand", partners: ["heart"], sparkRoll: 1, difficulty: "hard", complexRolls: 4, hardRolls: 3, alone: true,
      attack: "non-violent", attackStatChecked: true, lessFamous: true, aptitude: true, ambidextrous: true, exceptional: true, modifier: 2,
      help: [4], mischievous: true, resolved: 1,
    })).toEqual({
      edition: "v0.0.18", dice, stat: "head", base: "hand", partners: ["heart"], ascendant: false, ambidextrous: true, sparkRoll: 1,
      difficulty: "hard", complexRolls: 4, hardRolls: 3, conditions: ["uncool"], achingStats: ["hurry"], alone: true, attack: "non-violent",
      attackStatChecked: true, attackOnLessFamous: true, aptitude: true, exceptional: true, lifestyle: "crafty", spent: ["home"],
      modifiers: [{ source: "table", value: 2 }], help: [4], mischievous: true, resolved: 1,
    });
  });

  it("a bare choice: no partners, no Attack, no modifier, no Help; an Ache the roller says is not this Stat's", () => {
    expect(checkRequestOf("v0.0.21.10", { dice, conditions: [] }, { stat: "head", aching: false })).toMatchObject({
      partners: [], ascendant: false, ambidextrous: false, attack: null, attackOnLessFamous: false, aptitude: false, exceptional: false,
      modifiers: [], help: [], achingStats: [],
    });
  });

  it("an Attack chosen as a yes is violent when it uses Hurt (alone or Sparked), else non-violent; Famous only in an Attack", () => {
    const roller = { dice, conditions: [] };
    expect(checkRequestOf("v0.0.21.10", roller, { stat: "hurt", attack: true }).attack).toBe("violent");
    expect(checkRequestOf("v0.0.21.10", roller, { stat: "head", partners: ["hurt"], attack: true }).attack).toBe("violent");
    expect(checkRequestOf("v0.0.21.10", roller, { stat: "head", attack: true, lessFamous: true })).toMatchObject({ attack: "non-violent", attackOnLessFamous: true });
    expect(checkRequestOf("v0.0.21.10", roller, { stat: "head", lessFamous: true }).attackOnLessFamous).toBe(false);
  });

  it("three Stats are Ascendant only with the Specialization; Ambidextrous needs the Aptitude, the choice and the Specialization", () => {
    const withAsc = { dice, conditions: [], specializations: ["Ascendant"] };
    expect(checkRequestOf("v0.0.21.10", withAsc, { stat: "head", partners: ["hand", "heart"] }).ascendant).toBe(true);
    expect(checkRequestOf("v0.0.21.10", withAsc, { stat: "head", partners: ["hand"] }).ascendant).toBe(false);
    expect(checkRequestOf("v0.0.21.10", { dice, conditions: [] }, { stat: "head", partners: ["hand", "heart"] }).ascendant).toBe(false);
    const amb = { dice, conditions: [], specializations: ["Ambidextrous"] };
    expect(checkRequestOf("v0.0.18", amb, { stat: "head", aptitude: true, ambidextrous: true }).ambidextrous).toBe(true);
    expect(checkRequestOf("v0.0.18", amb, { stat: "head", ambidextrous: true }).ambidextrous).toBe(false);
    expect(checkRequestOf("v0.0.18", amb, { stat: "head", aptitude: true }).ambidextrous).toBe(false);
    expect(checkRequestOf("v0.0.18", { dice, conditions: [] }, { stat: "head", aptitude: true, ambidextrous: true }).ambidextrous).toBe(false);
  });

  it("checkSpecFor builds the spec from it: an Ascendant Spark of three d8s is one group of three", () => {
    const spec = checkSpecFor("v0.0.21.10", { dice, conditions: [], specializations: ["Ascendant"] }, { stat: "head", partners: ["hand", "heart"] });
    expect(spec.rolls).toEqual([[8, 8, 8]]);
    expect(spec.spark).toBe(0);
  });
});
