// What a click on the tracker sends to the GM's client (pure): the row's fields, as core's FormDataExtended reads them
// (an unticked checkbox null, a blank number null, `name.<id>` fields grouped by id), made into the engine's command
// — the round's Action Die or position roll, a recharge, a GM override, a special action, an action's Check options.
import { describe, expect, it } from "vitest";
import { chooseCommand, gmCommand, rechargeCommand } from "../../../../src/applications/combat/view/tracker-commands";
import { specialCommand } from "../../../../src/applications/combat/view/special-commands";
import { checkOptions } from "../../../../src/applications/combat/view/check-options";
import { decodePayment, encodePayment } from "../../../../src/applications/combat/view/payment-value";
import { apply } from "../../../../src/rules/endeavor";
import { ally, monster, seededRng, setup } from "../../../rules/endeavor/helpers";

const monstrous = (edition: "v0.0.21.10" | "v0.0.18") =>
  setup({ kind: "monstrous", edition, participants: [ally("a", { name: "Wren" }), monster("m")] });

describe("the round's start", () => {
  it("default edition: the Stat clicked is the Action Die, whatever the Spark fields say", () => {
    const state = monstrous("v0.0.21.10");
    const fields = { positionSpark: "Head|Hand", positionSparkPay: "t:2" };
    expect(chooseCommand(state, "a", "Head", fields, true)).toEqual({ type: "chooseActionDie", by: "a", stat: "Head" });
    const after = apply(state, chooseCommand(state, "a", "Hand"), seededRng(1)).state;
    expect(after.participants.find((p) => p.id === "a")!.actionDie).toBe("Hand");
  });

  it("v0.0.18: a position roll with the Stat clicked, Sparked only when the Spark button is pressed", () => {
    const state = monstrous("v0.0.18");
    const fields = { positionSpark: "Head|Hand", positionSparkPay: "t:2|p:2" };
    expect(chooseCommand(state, "a", "Hurt")).toEqual({ type: "rollPosition", by: "a", stat: "Hurt" });
    expect(chooseCommand(state, "a", "Hurt", fields)).toEqual({ type: "rollPosition", by: "a", stat: "Hurt" });
    // The Spark's select names the Stat rolled and its partner; the Stat clicked is not read.
    expect(chooseCommand(state, "a", "Hurt", fields, true)).toEqual({
      type: "rollPosition",
      by: "a",
      stat: "Head",
      spark: { stat: "Hand", pay: { temporary: [2], permanent: [2] } },
    });
  });

  it("v0.0.18: a Spark with no pair chosen sends blanks, for the engine to refuse", () => {
    const state = monstrous("v0.0.18");
    expect(chooseCommand(state, "a", "Hurt", {}, true)).toEqual({
      type: "rollPosition",
      by: "a",
      stat: "",
      spark: { stat: "", pay: {} },
    });
    expect(chooseCommand(state, "a", "Hurt", { positionSpark: "Head" }, true)).toMatchObject({
      stat: "Head",
      spark: { stat: "" },
    });
  });
});

describe("a recharge and the GM's overrides", () => {
  it("pays the Blessing chosen in the Specialization's own row, not another's", () => {
    const fields = { rechargePay: { Analytical: "p:3", Tactical: "t:4" } };
    expect(rechargeCommand("a", "Analytical", fields)).toEqual({
      type: "recharge",
      by: "a",
      specialization: "Analytical",
      pay: { permanent: [3] },
    });
    expect(rechargeCommand("a", "Zealous", fields)).toEqual({ type: "recharge", by: "a", specialization: "Zealous", pay: {} });
  });

  it("sends the GM's override as it is", () => {
    expect(gmCommand({ op: "move", id: "a", to: 7 })).toEqual({ type: "gm", gm: { op: "move", id: "a", to: 7 } });
  });
});

describe("a special action at the round's end", () => {
  const special = (kind: string, fields: Record<string, unknown> = {}, role: "character" | "monstrosity" = "character") =>
    specialCommand("a", kind, fields, role);

  it("declines, Overcomes, or Declares Victory over the opponent chosen or over them all", () => {
    const fields = { specialTarget: "m" };
    expect(special("decline", fields)).toEqual({ type: "special", by: "a", special: null });
    expect(special("overcome", fields)).toEqual({ type: "special", by: "a", special: { kind: "overcome" } });
    expect(special("declareVictory", fields)).toEqual({
      type: "special",
      by: "a",
      special: { kind: "declareVictory", target: "m" },
    });
    expect(special("declareVictoryAll", fields)).toEqual({
      type: "special",
      by: "a",
      special: { kind: "declareVictoryAll" },
    });
  });

  // Strictly equal: a share left out is not sent, not even as undefined.
  it("allies' Perform Combo: the shares typed, blank ones left out; none typed, none sent", () => {
    const fields = { comboDown: { a: 2, b: null }, comboOpp: { m: 1, n: "" } };
    expect(special("combo", fields)).toStrictEqual({
      type: "special",
      by: "a",
      special: { kind: "combo", down: { a: 2 }, opponents: { m: 1 } },
    });
    expect(special("combo", { comboDown: { a: null }, comboOpp: {} })).toStrictEqual({
      type: "special",
      by: "a",
      special: { kind: "combo" },
    });
    expect(special("combo", { comboOpp: { m: 3 } })).toStrictEqual({
      type: "special",
      by: "a",
      special: { kind: "combo", opponents: { m: 3 } },
    });
  });

  it("a Monstrosity's Perform Combo: the first opponent, then those ticked, each once", () => {
    const fields = { comboFirst: "b", comboMore: ["c", null, "b", "d"], comboDown: { a: 2 } };
    expect(special("combo", fields, "monstrosity")).toEqual({
      type: "special",
      by: "a",
      special: { kind: "combo", targets: ["b", "c", "d"] },
    });
    expect(special("combo", { comboMore: "c" }, "monstrosity")).toEqual({
      type: "special",
      by: "a",
      special: { kind: "combo", targets: ["c"] },
    });
  });

  it("a kind's own special action from its fields; a name no kind has is no command", () => {
    expect(special("plotVictory", { plotLeader: "b" })).toEqual({
      type: "special",
      by: "a",
      special: { kind: "plotVictory", leader: "b" },
    });
    expect(special("sweepDefenses", { sweepFrom: "3", sweepTo: "9" })).toEqual({
      type: "special",
      by: "a",
      special: { kind: "sweepDefenses", between: ["3", "9"] },
    });
    expect(special("fly", { specialTarget: "m" })).toBeNull();
  });
});

describe("an action's Check options", () => {
  it("reads none from a form left blank", () => {
    expect(checkOptions({})).toEqual({});
    expect(checkOptions({ spark: "", sparkPay: "t:2", sparkRoll: 2, lessFamous: null, exceptional: null })).toEqual({});
  });

  it("reads the Spark, the difficulty, the Aptitude, the Spark's roll and the boxes ticked", () => {
    const fields = {
      spark: "Hand",
      sparkPay: "t:2,2",
      difficulty: "hard",
      withAptitude: "Brawling",
      sparkRoll: 2,
      lessFamous: "1",
      aching: "1",
      exceptional: "A silver knife",
      mischievous: "m",
      watchedBy: "n",
    };
    expect(checkOptions(fields)).toEqual({
      spark: { stat: "Hand", pay: { temporary: [2, 2] } },
      difficulty: "hard",
      withAptitude: "Brawling",
      sparkRoll: 2,
      lessFamous: true,
      aching: true,
      exceptional: true,
      mischievous: "m",
      watchedBy: "n",
    });
  });

  it("keeps each difficulty the select offers and drops anything else", () => {
    for (const difficulty of ["easy", "normal", "hard"]) expect(checkOptions({ difficulty })).toEqual({ difficulty });
    expect(checkOptions({ difficulty: "extreme" })).toEqual({});
  });

  it("sends the Spark's roll only for a Sparked Check, and only a roll's number", () => {
    const sparked = (sparkRoll: unknown) => checkOptions({ spark: "Hand", sparkRoll }).sparkRoll;
    expect(sparked(1)).toBe(1);
    expect(sparked(3)).toBe(3);
    expect(sparked(0)).toBeUndefined();
    expect(sparked(-1)).toBeUndefined();
    expect(sparked(1.5)).toBeUndefined();
    expect(sparked("two")).toBeUndefined();
    expect(sparked(null)).toBeUndefined();
  });

  it("an Ache's box unticked says no; a form without it says nothing", () => {
    expect(checkOptions({ aching: null })).toEqual({ aching: false });
    expect(checkOptions({ aching: "1" })).toEqual({ aching: true });
    expect("aching" in checkOptions({})).toBe(false);
  });

  it("each Helper ticked with the payment, use and Tactical call of their own row", () => {
    const fields = {
      helper: ["b", null, "c", "d", "e"],
      helpPay: { b: "t:1", c: "p:4", d: "t:2", e: "t:5" },
      helpUse: { b: "x", c: "roll", d: "analytical", e: "sideways" },
      helpTactical: { b: "1", c: "0", e: "1" },
    };
    expect(checkOptions(fields).helpers).toEqual([
      { by: "b", pay: { temporary: [1] }, use: "x", tactical: true },
      { by: "c", pay: { permanent: [4] }, use: "roll" },
      { by: "d", pay: {}, analytical: {} },
      { by: "e", pay: { temporary: [5] }, tactical: true },
    ]);
    expect(checkOptions({ helper: "b", helpUse: { b: "x-down" } }).helpers).toEqual([{ by: "b", pay: {}, use: "x-down" }]);
    expect(checkOptions({ helper: null, helpPay: { b: "t:1" } })).toEqual({});
  });
});

describe("a payment as a select's value", () => {
  it("reads each pool's Blessings, several parts of one pool together, and skips what is no Blessing", () => {
    expect(decodePayment("t:2|t:3,3|p:1|p:5")).toEqual({ temporary: [2, 3, 3], permanent: [1, 5] });
    expect(decodePayment("t:x,2.5,4|q:3|p:|p")).toEqual({ temporary: [4] });
    expect(decodePayment("")).toEqual({});
    expect(decodePayment("p:6")).toEqual({ permanent: [6] });
  });

  it("writes an empty pool as nothing", () => {
    expect(encodePayment({ temporary: [], permanent: [3] })).toBe("p:3");
    expect(encodePayment({ temporary: [2], permanent: [] })).toBe("t:2");
    expect(encodePayment({ temporary: [4, 4], permanent: [3, 5] })).toBe("t:4,4|p:3,5");
    expect(encodePayment({})).toBe("");
  });
});
