// A Check's roll drawn on its own (core's Roll#render: a roll shown alone, or a private roll to those who may not see
// it): its heading, its throws and total as a player and as the GM read them, and Hidden Stat Dice kept hidden.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { postCheck } from "../../../src/applications/chat/check-card";
import { HumanityCheckRoll } from "../../../src/dice/humanity-check-roll";
import { upgradeToSpark } from "../../../src/dice/spark-upgrade-roll";
import { MAX_THROWS } from "../../../src/rules";
import { as, faces } from "./card-helpers";

const g = globalThis as any;
const text = (el: Element, s: string) => el.querySelector(s)?.textContent!.replace(/\s+/g, " ").trim() ?? null;
const read = async (roll: any, options?: object) => {
  const el = Object.assign(document.createElement("div"), { innerHTML: await roll.render(options) });
  const text = (s: string) => el.querySelector(s)?.textContent!.trim() ?? null;
  return { heading: text("h3"), die: text(".hb-roll-die"), faces: [...el.querySelectorAll(".hb-face")].map((f) => f.textContent!.trim()), total: text(".hb-roll-total") };
};

/** The die, each throw's faces (a 1 that bumped marked "1*", then "bumped" when the throw was thrown again) and the total. */
const marked = async (roll: any): Promise<[string | null, string[][], string | null]> => {
  const el = Object.assign(document.createElement("div"), { innerHTML: await roll.render() });
  const throws = [...el.querySelectorAll(".hb-throw")].map((t) =>
    [...t.querySelectorAll(".hb-face")].map((f) => f.textContent!.trim() + (f.classList.contains("bump") ? "*" : ""))
      .concat(t.querySelector(".hb-bump-mark") ? ["bumped"] : []));
  return [text(el, ".hb-roll-die"), throws, text(el, ".hb-roll-total")];
};

let monster: any;
let wren: any;
beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  as("gm");
  const Actor = g.CONFIG.Actor.documentClass;
  monster = await Actor.create({ type: "monstrosity", name: "Grendel", ownership: { default: 0 }, system: { stats: { head: 8, hand: 8, heart: 6 }, rollD20s: true } });
  wren = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6, hand: 6, heart: 4 }, blessings: [] } });
});

describe("a Check's roll drawn alone", () => {
  it("Hidden Stat Dice: a player reads the d20s only — no die size, no value, no total; the GM reads them in full", async () => {
    faces([9, 14], 20); // d8: 9 → 1 (bump), 14 → 6
    const message = await postCheck(monster, { stat: "head" });
    const [roll] = message!.rolls as any[];
    as("player");
    expect(await read(roll)).toEqual({ heading: "Head", die: "d20", faces: ["9", "14"], total: null });
    as("gm");
    expect(await read(roll)).toEqual({ heading: "Head", die: "d8", faces: ["d20 9 → d8 1", "d20 14 → d8 6"], total: "7" });
    // Kept hidden after the message is stored and read back.
    const back = g.foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())));
    as("player");
    expect(await read(back)).toEqual({ heading: "Head", die: "d20", faces: ["9", "14"], total: null });
  });

  it("real dice: a player reads them and the total; a private roll only that a roll was made", async () => {
    faces([1, 5], 6);
    const message = await postCheck(wren, { stat: "hand" });
    as("player2");
    const [roll] = message!.rolls as any[];
    expect(await read(roll)).toEqual({ heading: "Hand", die: "d6", faces: ["1", "5"], total: "6" });
    expect(await read(roll, { isPrivate: true })).toEqual({ heading: "A private roll", die: "?", faces: [], total: "?" });
  });

  it("a Spark pair of two sizes reads \"d6 + d4\"; a 1 on either die bumps both, and only that 1 is marked", async () => {
    const roll = HumanityCheckRoll.groupOf([6, 4], { stat: "head" });
    // Foundry's random source, as core's Die reads it: face f of n from 1 − (f − 0.5) / n. d6 1, d4 3; d6 5, d4 2.
    const q = [[1, 6], [3, 4], [5, 6], [2, 4]].map(([f, n]) => 1 - (f! - 0.5) / n!);
    g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5;
    await roll.evaluate();
    const el = Object.assign(document.createElement("div"), { innerHTML: await roll.render() });
    const throws = [...el.querySelectorAll(".hb-throw")].map((t) =>
      [...t.querySelectorAll(".hb-face")].map((f) => f.textContent!.trim() + (f.classList.contains("bump") ? "*" : ""))
        .concat(t.querySelector(".hb-bump-mark") ? ["bumped"] : []));
    expect([text(el, ".hb-roll-die"), throws, text(el, ".hb-roll-total")])
      .toEqual(["d6 + d4", [["1*", "3", "bumped"], ["5", "2"]], "11"]);
  });

  it("Hidden Stat Dice upgraded with a die of another size: the GM reads the added d20 as that die", async () => {
    faces([14], 20); // d8 head: 14 → 6
    const message = await postCheck(monster, { stat: "head" });
    faces([14], 20); // the added d6: 14 → 2, no bump
    const spark = await upgradeToSpark(message!.rolls[0] as HumanityCheckRoll, 6, "heart");
    expect(await read(spark)).toEqual({ heading: "Head", die: "d8 + d6 upgraded to Spark", faces: ["d20 14 → d8 6", "d20 14 → d6 2"], total: "8" });
  });

  it("Hidden Stat Dice upgraded, the added die bumping: the GM reads each die of the group's re-throw as its own size", async () => {
    faces([14], 20); // d8 head: 14 → 6
    const message = await postCheck(monster, { stat: "head" });
    faces([1, 14, 14], 20); // the added d6: 1 → 1, bumps; the pair again: d8 14 → 6, d6 14 → 2
    const spark = await upgradeToSpark(message!.rolls[0] as HumanityCheckRoll, 6, "heart");
    expect(await read(spark)).toEqual({ heading: "Head", die: "d8 + d6 upgraded to Spark",
      faces: ["d20 14 → d8 6", "d20 1 → d6 1", "d20 14 → d8 6", "d20 14 → d6 2"], total: "15" });
  });

  it("an upgrade that may not bump (Ache): the added die's 1 is thrown once, unmarked", async () => {
    faces([3], 6);
    const roll = await HumanityCheckRoll.group(6, 1, { stat: "head", canBump: false }).evaluate();
    faces([1, 4, 4], 6);
    const spark = await upgradeToSpark(roll, 6, "hand", { canBump: false });
    expect(await marked(spark)).toEqual(["2d6 upgraded to Spark", [["3"], ["1"]], "4"]);
  });

  it("a roll that may not bump (Ache) ending on a 1: that 1 is not marked as bumping", async () => {
    faces([1, 5], 6);
    const roll = await HumanityCheckRoll.group(6, 1, { stat: "head", canBump: false }).evaluate();
    expect(await marked(roll)).toEqual(["d6", [["1"]], "1"]);
  });

  it("an upgrade whose dice only ever show 1 stops at the last throw allowed, counting the first die's throws", async () => {
    faces([3], 6);
    const roll = await HumanityCheckRoll.group(6, 1, { stat: "head" }).evaluate();
    g.CONFIG.Dice.randomUniform = () => 0.99; // a d6 face of 1, every time
    const spark = await upgradeToSpark(roll, 6, "hand");
    const [, throws, total] = await marked(spark);
    // The first die's throw, the added die's, then the pair's re-throws up to MAX_THROWS; the last is not marked.
    expect([throws.length, throws.slice(0, 3), throws.at(-1), total])
      .toEqual([MAX_THROWS, [["3"], ["1*", "bumped"], ["1*", "1*", "bumped"]], ["1", "1"], String(3 + 1 + (MAX_THROWS - 2) * 2)]);
  });

  it("a Spark upgrade stored with the former terms, flags unstored, draws each throw and the upgrade", async () => {
    const die = (cls: string, modifiers: string[], results: number[]) =>
      ({ class: cls, options: {}, evaluated: true, number: 1, faces: 6, modifiers,
        results: results.map((result) => ({ result, active: true })) });
    const plus = { class: "OperatorTerm", options: {}, evaluated: true, operator: "+" };
    const stored = { class: "HumanityCheckRoll", options: { stat: "head" }, dice: [], formula: "1d6bump + 1d6sparkup",
      total: 17, evaluated: true,
      terms: [die("BumpDie", ["bump"], [1, 3]), plus, die("SparkUpgradeDie", ["sparkup"], [1, 1, 2, 5, 4])] };
    const back = g.foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(stored)));
    const el = Object.assign(document.createElement("div"), { innerHTML: await back.render() });
    const throws = [...el.querySelectorAll(".hb-throw")]
      .map((t) => `${t.textContent!.trim()}${t.classList.contains("bumped") ? " (bumped)" : ""}`);
    expect([text(el, ".hb-roll-die"), throws, text(el, ".hb-roll-total")])
      .toEqual(["2d6 upgraded to Spark",
        ["1bump (bumped)", "3", "1bump (bumped)", "12bump (bumped)", "54"], "17"]);
  });

  it("a roll of no Stat (a group thrown by itself) has no heading", async () => {
    faces([3], 6);
    const roll = await HumanityCheckRoll.group(6, 1).evaluate();
    expect(await read(roll)).toEqual({ heading: null, die: "d6", faces: ["3"], total: "3" });
  });

  it("a die that only ever shows 1 stops bumping at the last throw allowed, as the rules' loop does", async () => {
    g.CONFIG.Dice.randomUniform = () => 0.99; // a d6 face of 1, every time
    const roll = await HumanityCheckRoll.group(6, 1, { stat: "head" }).evaluate();
    expect([roll.throws.length, roll.total]).toEqual([MAX_THROWS, MAX_THROWS]);
    const faces = (await read(roll)).faces;
    expect([faces.length, faces.at(-1)]).toEqual([MAX_THROWS, "1"]);
  });
});
