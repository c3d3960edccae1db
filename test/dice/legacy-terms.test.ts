// Rolls stored before 0.2 with our former term classes (legacy-terms.ts): each shape an old message can hold rebuilds
// with the same throws and total, plain dice ("1d6", no old modifiers), and whether the group could bump.
import { beforeEach, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";

const g = globalThis as any;
const die = (cls: string, modifiers: string[], results: number[], exploded = results.length - 1) => ({
  class: cls,
  options: {},
  evaluated: true,
  number: 1,
  faces: 6,
  modifiers,
  results: results.map((result, i) => ({ result, active: true, ...(i < exploded ? { exploded: true } : {}) })),
});
/** The stored roll rebuilt (its stored total, as core keeps one, the sum of its dice). */
const rebuilt = (terms: any[], options: object = { stat: "head" }) => {
  const total = terms.flatMap((t) => t.results ?? []).reduce((sum: number, r: any) => sum + r.result, 0);
  const back = g.foundry.dice.Roll.fromData({
    class: "HumanityCheckRoll",
    options,
    dice: [],
    formula: "",
    total,
    evaluated: true,
    terms,
  });
  return [back.formula, back.throws, back.total, back.canBump, back.upgraded];
};

beforeEach(() => onInit());

it("a group that could bump: its throws, its total, and it bumps", () => {
  expect(rebuilt([die("BumpDie", ["bump"], [1, 1, 5])])).toEqual(["1d6", [[1], [1], [5]], 7, true, false]);
});

it("a group that could not bump (an Ache): its 1 stands, and it does not bump", () => {
  expect(rebuilt([die("BumpDie", [], [1], 0)])).toEqual(["1d6", [[1]], 1, false, false]);
});

it("a Spark upgrade's die stored without its group's term keeps its throw", () => {
  expect(rebuilt([die("SparkUpgradeDie", ["sparkup"], [3])], { stat: "head", upgraded: true })).toEqual([
    "1d6",
    [[3]],
    3,
    true,
    true,
  ]);
});

it("a Spark upgrade that could not bump", () => {
  const terms = [
    die("BumpDie", [], [3], 0),
    { class: "OperatorTerm", options: {}, evaluated: true, operator: "+" },
    die("SparkUpgradeDie", [], [1], 0),
  ];
  expect(rebuilt(terms, { stat: "head", upgraded: true })).toEqual(["1d6 + 1d6", [[3], [1]], 4, false, true]);
});

it("a roll of current terms is left as it was", () => {
  expect(rebuilt([die("Die", [], [2], 0)], { stat: "head", canBump: true })).toEqual(["1d6", [[2]], 2, true, false]);
});
