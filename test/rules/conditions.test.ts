import { describe, expect, it } from "vitest";
import { achingStats, buildCheckSpec, checkInputFor, conditionEffects, famousUsedOn, resolveCheck, watchable } from "../../src/rules";

const dice = { head: 6, hand: 6, heart: 4, home: 8, hurt: 4, hurry: 6, history: 4 } as const;

describe("Ache: \"Rolls you make with the affected Stat cannot bump\"", () => {
  it("the Stat recorded on the character decides, whatever the roller says", () => {
    expect(achingStats("heart")).toEqual(["heart"]);
    expect(achingStats("heart", false)).toEqual(["heart"]);
  });

  it("unrecorded: the roller says another Stat aches, or every Stat does", () => {
    expect(achingStats("", false)).toEqual([]);
    expect(achingStats("")).toBeUndefined();
    expect(achingStats(undefined, true)).toBeUndefined();
  });

  it("a Check with the recorded Stat cannot bump; with another Stat it can", () => {
    const spec = (stat: string) => buildCheckSpec({ dice, stat, conditions: ["ache"], achingStats: achingStats("heart") });
    expect(spec("heart").canBump).toBe(false);
    expect(spec("head").canBump).toBe(true);
  });

  it("a Spark with the aching Stat as partner cannot bump either (\"rolls you make with the affected Stat\")", () => {
    const spec = buildCheckSpec({ dice, stat: "head", partners: ["hand"], conditions: ["ache"], achingStats: achingStats("hand") });
    expect(spec.canBump).toBe(false);
  });
});

describe("Vexed / Vulnerable: \"they may have you automatically fail\" on a Check with the affected Stat", () => {
  it("only Checks with the recorded Stat (or its Spark partner) can be made to fail", () => {
    expect(watchable(["vexed"], { vexed: "heart" }, ["heart"])).toBe(true);
    expect(watchable(["vexed"], { vexed: "heart" }, ["head", "heart"])).toBe(true);
    expect(watchable(["vexed"], { vexed: "heart" }, ["head"])).toBe(false);
    expect(watchable(["vulnerable"], { vulnerable: "hurry" }, ["hurry"])).toBe(true);
  });

  it("unrecorded, any Stat may be the affected one; without the Condition, none", () => {
    expect(watchable(["vexed"], {}, ["home"])).toBe(true);
    expect(watchable([], { vexed: "home" }, ["home"])).toBe(false);
    expect(watchable(["ache"], { ache: "home" }, ["home"])).toBe(false);
  });

  it("made to fail, a Major Success becomes a failure at 4 with the rule named", () => {
    const spec = buildCheckSpec({ dice, stat: "home" });
    const result = resolveCheck(checkInputFor(spec, [12], { autoFail: true }));
    expect(result.outcome).toBe("failure");
    expect(result.adjustments).toContainEqual({ roll: 0, rule: "autoFail", from: 12, to: 4 });
  });
});

describe("Famous: \"not against the same character more than once during the same session\"", () => {
  it("names the Defenders the fame was already exerted over this session, and only them", () => {
    expect(famousUsedOn(["ann", "bo"], ["bo", "cy"])).toEqual(["bo"]);
    expect(famousUsedOn([], ["bo"])).toEqual([]);
    expect(famousUsedOn(["ann"], [])).toEqual([]);
  });
});

describe("conditionEffects", () => {
  it("an Ache with no Stat named aches every Stat; Famous adds +2 to an Attack on the less famous", () => {
    expect(conditionEffects({ conditions: ["ache"], stats: ["head"] }).canBump).toBe(false);
    expect(conditionEffects({ conditions: ["ache"], stats: ["head"], affectedStats: ["hand"] }).canBump).toBe(true);
    expect(conditionEffects({ conditions: ["famous"], stats: ["hurt"], attackOnLessFamous: true }).modifiers).toEqual([{ source: "famous", value: 2 }]);
    expect(conditionEffects({ conditions: ["famous"], stats: ["hurt"] }).modifiers).toEqual([]);
  });
});
