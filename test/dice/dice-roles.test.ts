// Dice So Nice by role, the terms a roll hands it (dice-roles.ts): which die wears which colour set, which rolls are
// left as they were, and what a die without a colour of its own stores (nothing: the roller's own dice).
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { HumanityCheckRoll } from "../../src/dice/humanity-check-roll";
import { dressCheckRoll, dressTerm, dressThrownRoll } from "../../src/dice/dice-roles";
import { thrownRoll } from "../../src/applications/combat/cards/event-card-dice";

const g = globalThis as any;
/** Each dice term as stored with the roll: "1d6" and the options it carries. */
const stored = (roll: Roll.Any) =>
  (roll.toJSON() as any).terms
    .filter((t: any) => t.class === "Die")
    .map((t: any) => [`${t.number}d${t.faces}`, t.options]);

beforeEach(() => {
  onInit();
  for (const role of ["spark", "help", "hardy"]) {
    g.game.settings.register("humanity-blessed", `dice-${role}`, { scope: "client", default: `hb-${role}` });
  }
});

describe("a Check's roll before it is thrown", () => {
  it("a Spark pair: the first die stores no colour set, the second the Spark's", () => {
    const roll = dressCheckRoll(HumanityCheckRoll.group(6, 2), ["head", "hand"]);
    expect([roll.formula, stored(roll)]).toEqual([
      "1d6 + 1d6",
      [
        ["1d6", {}],
        ["1d6", { colorset: "hb-spark" }],
      ],
    ]);
  });

  it("a Spark pair of two sizes: the d8 wears the Spark's colours", () => {
    const roll = dressCheckRoll(HumanityCheckRoll.groupOf([6, 8]), ["head", "hand"]);
    expect([roll.formula, stored(roll)]).toEqual([
      "1d6 + 1d8",
      [
        ["1d6", {}],
        ["1d8", { colorset: "hb-spark" }],
      ],
    ]);
  });

  it("dice that are not one per Stat are left as they were", () => {
    const roll = dressCheckRoll(HumanityCheckRoll.group(6, 3), ["head", "hand"]);
    expect([roll.formula, stored(roll)]).toEqual(["3d6", [["3d6", {}]]]);
  });
});

describe("an Endeavor's thrown roll", () => {
  it("a Hardy die and a Spark: each die its own term, its own colours, the same throws and total", () => {
    const roll = dressThrownRoll(
      thrownRoll({
        sizes: [6, 6, 6],
        throws: [
          [1, 3, 2],
          [4, 5, 6],
        ],
      }),
      ["head", "hand", "hardy"],
    );
    expect([roll.formula, stored(roll).map(([, options]: any) => options)]).toEqual([
      "1d6 + 1d6 + 1d6",
      [{}, { colorset: "hb-spark" }, { colorset: "hb-hardy" }],
    ]);
    expect([(roll as HumanityCheckRoll).throws, roll.total]).toEqual([
      [
        [1, 3, 2],
        [4, 5, 6],
      ],
      21,
    ]);
  });

  it("dice that are not one per Stat are left as they were", () => {
    const roll = dressThrownRoll(thrownRoll({ sizes: [6, 6, 6], throws: [[2, 3, 4]] }), ["head", "hand"]);
    expect([roll.formula, roll.total]).toEqual(["3d6", 9]);
  });
});

describe("a single die dressed (a Spark upgrade's, a Help die)", () => {
  it("a die with no role, or a role the player chose no colours for, stores none", async () => {
    await g.game.settings.set("humanity-blessed", "dice-help", "none");
    const dice = ([null, "help", "spark"] as const).map((role) => {
      const die = new g.foundry.dice.terms.Die({ number: 1, faces: 6 });
      dressTerm(die, role);
      return die.toJSON().options;
    });
    expect(dice).toEqual([{}, {}, { colorset: "hb-spark" }]);
  });
});
