// What Dice So Nice is handed for dice a Check card's message does not carry (spark-dice.ts): to whom they are
// thrown, which client does without Dice So Nice, and the colour sets they wear on the thrower's client.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { throwAnswer, throwDice } from "../../../src/applications/chat/spark-dice";

const g = globalThis as any;
let shown: any[][];
/** A Check's message as Dice So Nice reads it: who may see it, and whether its roller may not. */
const message = (whisper: (string | null)[], blind = false) => ({ whisper, blind }) as unknown as ChatMessage.Implementation;
const roll = () => g.foundry.dice.Roll.fromTerms([new g.foundry.dice.terms.Die({ number: 1, faces: 6, results: [{ result: 4, active: true }] })]);
/** Each thrown roll's dice as "1d6", with its colour set ("1d6:hb-spark"). */
const dressed = (r: any) => r.dice.map((d: any) => `${d.number}d${d.faces}${d.options.colorset ? `:${d.options.colorset}` : ""}`);

beforeEach(() => {
  onInit();
  shown = [];
  g.game.dice3d = { showForRoll: async (...args: any[]) => void shown.push(args) };
});

describe("to whom", () => {
  it("a public roll to everyone, a whispered one to its recipients, a blind one hidden from its roller", () => {
    throwDice([roll()], message([]));
    throwDice([roll()], message(["gm", null]));
    throwDice([roll()], message(["gm"], true));
    expect(shown.map(([, user, sync, whisper, blind]) => [user.id, sync, whisper, blind])).toEqual([
      ["gm", true, null, false],
      ["gm", true, ["gm"], false],
      ["gm", true, ["gm"], true],
    ]);
  });

  it("without Dice So Nice (or with something else in its place) nothing is thrown and nothing breaks", () => {
    for (const dice3d of [undefined, null, "dice", {}, { showForRoll: "no" }]) {
      g.game.dice3d = dice3d;
      expect(() => throwDice([roll()], message([]))).not.toThrow();
    }
    expect(shown).toEqual([]);
  });
});

describe("a card action's answer", () => {
  beforeEach(() => {
    for (const role of ["spark", "help", "hardy"]) {
      g.game.settings.register("humanity-blessed", `dice-${role}`, { scope: "client", default: `hb-${role}` });
    }
  });

  it("a Spark's added dice in this client's colours, not the ones they were built with", () => {
    const added = g.foundry.dice.Roll.fromTerms([
      new g.foundry.dice.terms.Die({ number: 1, faces: 6, results: [{ result: 2, active: true }], options: { colorset: "gm-own" } }),
      g.foundry.dice.terms.RollTerm.fromData({ class: "OperatorTerm", operator: "+", evaluated: true }),
      new g.foundry.dice.terms.Die({ number: 1, faces: 6, results: [{ result: 5, active: true }], options: { colorset: "gm-own" } }),
    ]);
    added.options.stat = "head";
    throwAnswer("spark", { partner: "hand", added: added.toJSON() }, message([]));
    expect(shown.map(([r]) => dressed(r))).toEqual([["1d6", "1d6:hb-spark"]]);
  });

  it("a Spark of the Hardy die: the Hardy die in the Hardy colours", () => {
    const added = g.foundry.dice.Roll.fromTerms([new g.foundry.dice.terms.Die({ number: 1, faces: 6, results: [{ result: 2, active: true }] })]);
    added.options.stat = "hardy";
    throwAnswer("spark", { partner: "hand", added: added.toJSON() }, message([]));
    expect(shown.map(([r]) => dressed(r))).toEqual([["1d6:hb-hardy"]]);
  });

  it("a Spark the GM refused throws nothing; Analytical's dice in the Help colours; no dice, nothing thrown", async () => {
    throwAnswer("spark", { partner: "hand", added: null }, message([]));
    throwAnswer("analytical", { analytical: [] }, message([]));
    throwAnswer("analytical", null, message([]));
    throwAnswer("spark", { analytical: [1, 2, 3, 4] }, message([]));
    expect(shown).toEqual([]);
    throwAnswer("analytical", { analytical: [1, 2, 3, 4] }, message([]));
    await g.game.settings.set("humanity-blessed", "dice-help", "none");
    throwAnswer("analytical", { analytical: [6, 6, 6, 6] }, message([]));
    expect(shown.map(([r]) => [dressed(r), r.total])).toEqual([[["4d6:hb-help"], 10], [["4d6"], 24]]);
    // The roller's own dice: no colour set stored on the term at all.
    expect(shown[1]![0].toJSON().terms[0].options).toEqual({});
  });
});
