// Dice So Nice by role on an Endeavor card (issue 29): the dice the engine threw, handed back to Foundry for the card,
// wear the colour set of their role — a Spark's second die, the Hardy die, Analytical's Help dice — each die a term
// of its own, with the same throws, totals, bumps, hidden d20 readings and card as without colours. The GM's client
// builds every card, so the GM's choice applies. With Dice So Nice absent nothing changes.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../../src/hooks/init";
import { thrownRolls } from "../../../../src/applications/combat/cards/event-card-dice";
import { registerDiceSettings } from "../../../../src/applications/first-run/dice-colours";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import type { EndeavorEvent } from "../../../../src/rules/endeavor";
import { asUser, endeavorWorld } from "../../../documents/combat-helpers";

const g = globalThis as any;
/** Each dice term of a roll as "1d6" with the colour set it carries ("1d6:hb-spark"). */
const dressed = (roll: any) => roll.dice.map((d: any) => `${d.number}d${d.faces}${d.options.colorset ? `:${d.options.colorset}` : ""}`);
/** Each die of a roll, in order, with its results throw after throw: face, value read (hidden dice), bump flag. */
const perDie = (roll: any) => roll.dice.flatMap((d: any) => Array.from({ length: d.number }, (_, k) =>
  [d.faces, d.results.filter((_: unknown, j: number) => j % d.number === k).map((r: any) => [r.result, r.count ?? null, !!r.exploded, r.redone ?? null])]));
/** What the card and Dice So Nice read of a roll, colours aside. */
const facts = (roll: any) => ({ throws: roll.throws, total: roll.total, sizes: roll.sizes, d20s: roll.d20s ?? null, dice: perDie(roll), stat: roll.options.stat, partner: roll.options.partner ?? null });
/** A roll as the message stores it and every client rebuilds it. */
const stored = (roll: any) => g.foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())));

/** Dice So Nice active in this world: each role's client setting registered (its own colours by default). */
function diceSoNice() {
  g.game.modules.set("dice-so-nice", { id: "dice-so-nice", active: true });
  registerDiceSettings();
}
const choose = async (choice: Record<string, string>) => {
  for (const [role, colorset] of Object.entries(choice)) await g.game.settings.set("humanity-blessed", `dice-${role}`, colorset);
};
const NONE = { spark: "none", help: "none", haunted: "none", hardy: "none" };

/** A Sparked Check that bumped, rolled twice (Hard): the Spark on the second roll; Analytical Help taken. */
const sparked = [
  { type: "check", check: { by: "a", stat: "Hurry", spark: "Hunch", sparkRoll: 1, rolls: [
    { sizes: [10], throws: [[6]], total: 6, bumps: 0 },
    { sizes: [10, 10], throws: [[1, 7], [1, 1], [9, 2]], total: 21, bumps: 2 },
  ], help: [{ by: "b", value: 0, use: "roll", analytical: [1, 1, 3, 6] }] } },
] as unknown as EndeavorEvent[];
/** A hidden Monstrosity's Sparked position roll of two sizes (v0.0.18) and its Hardy Check, as d20s read through the
 *  table (a redone d20 kept on the die). */
const hidden = [
  { type: "positionRolled", by: "m", stat: "Head", spark: "Hand", total: 13, group: { sizes: [6, 8], throws: [[1, 3], [5, 4]], total: 13, bumps: 1, d20s: [[[7], [3]], [[5], [16]]] } },
  { type: "check", check: { by: "m", stat: "Hardy", rolls: [{ sizes: [6], throws: [[1], [6]], total: 7, bumps: 1, d20s: [[[2, 9]], [[14]]] }] } },
] as unknown as EndeavorEvent[];

beforeEach(() => {
  document.body.replaceChildren();
  onInit();
});

describe("an Endeavor card's rolls, dressed by role", () => {
  it("a Spark's second die is a term of its own in the Spark colours, on the roll the Spark went to; the Help d6 in Help's", () => {
    const plain = thrownRolls(sparked);
    diceSoNice();
    const rolls = thrownRolls(sparked);
    expect(rolls.map(dressed)).toEqual([["1d10"], ["1d10", "1d10:hb-spark"], ["4d6:hb-help"]]);
    // The same dice as undressed: throws, totals, bumps, each die's results.
    expect(rolls.slice(0, 2).map(facts)).toEqual(plain.map(facts));
    expect(facts(rolls[1])).toMatchObject({ throws: [[1, 7], [1, 1], [9, 2]], total: 21, partner: "hunch" });
    expect([rolls[2]!.total, rolls[2]!.dice[0]!.results.map((r) => r.result)]).toEqual([11, [1, 1, 3, 6]]);
    // Stored and rebuilt on every client: the colour sets travel with the terms.
    expect(rolls.map(stored).map(dressed)).toEqual([["1d10"], ["1d10", "1d10:hb-spark"], ["4d6:hb-help"]]);
    expect(rolls.slice(0, 2).map(stored).map(facts)).toEqual(plain.map(facts));
  });

  it("hidden d20s: the Spark's d20 in the Spark colours, the Hardy Stat's d20 in the Hardy colours, read as before", () => {
    const plain = thrownRolls(hidden, "redo");
    expect(plain.map(dressed)).toEqual([["2d20"], ["1d20"]]);
    diceSoNice();
    const rolls = thrownRolls(hidden, "redo");
    expect(rolls.map(dressed)).toEqual([["1d20", "1d20:hb-spark"], ["1d20:hb-hardy"]]);
    expect(rolls.map(facts)).toEqual(plain.map(facts));
    expect(rolls.map((r: any) => [r.total, r.d20s])).toEqual([[13, [[[7], [3]], [[5], [16]]]], [7, [[[2, 9]], [[14]]]]]);
    expect(rolls.map(stored).map(facts)).toEqual(plain.map(facts));
  });

  it("a Hardy die as a Spark's partner wears the Hardy colours", () => {
    diceSoNice();
    const events = [{ type: "check", check: { by: "a", stat: "Head", spark: "Hardy", rolls: [{ sizes: [6, 2], throws: [[4, 2]], total: 6, bumps: 0 }] } }] as unknown as EndeavorEvent[];
    expect(thrownRolls(events).map(dressed)).toEqual([["1d6", "1d2:hb-hardy"]]);
  });

  it("the choice made on this client (the GM's, who builds the card) wins: another set, or none (as without colours)", async () => {
    diceSoNice();
    await choose({ spark: "hb-hardy", help: "hb-haunted" });
    expect(thrownRolls(sparked).map(dressed)).toEqual([["1d10"], ["1d10", "1d10:hb-hardy"], ["4d6:hb-haunted"]]);
    await choose(NONE);
    const none = thrownRolls(sparked);
    // Help dice still thrown with Dice So Nice, in the GM's own dice; the pair one 2d10 term, as without colours.
    expect(none.map(dressed)).toEqual([["1d10"], ["2d10"], ["4d6"]]);
    expect(none[1]!.formula).toBe("2d10");
  });

  it("with Dice So Nice absent: no colour set, no Help dice, the rolls as before", () => {
    const rolls = thrownRolls([...sparked, ...hidden], "redo");
    expect(rolls.map(dressed)).toEqual([["1d10"], ["2d10"], ["2d20"], ["1d20"]]);
    expect(rolls.map((r) => r.formula)).toEqual(["1d10", "2d10", "2d20", "1d20"]);
    expect(g.game.settings.settings.has("humanity-blessed.dice-spark")).toBe(false);
  });
});

describe("the dice Dice So Nice throws for an Endeavor card, as the engine threw them", () => {
  it("a pair of two sizes that bumped twice: each die its own faces, throw after throw, the bumps flagged", () => {
    // v0.0.18: Head d6 Sparked with the Hardy d2, thrown three times (a 1 on the d6, then on the d2).
    const events = [{ type: "positionRolled", by: "a", stat: "Head", spark: "Hardy", total: 13, group: { sizes: [6, 2], throws: [[1, 2], [4, 1], [3, 2]], total: 13, bumps: 2 } }] as unknown as EndeavorEvent[];
    const [roll] = thrownRolls(events);
    expect(roll!.formula).toBe("1d6 + 1d2");
    expect(facts(roll)).toEqual({
      throws: [[1, 2], [4, 1], [3, 2]], total: 13, sizes: [6, 2], d20s: null, stat: "head", partner: "hardy",
      dice: [[6, [[1, null, true, null], [4, null, true, null], [3, null, false, null]]], [2, [[2, null, true, null], [1, null, true, null], [2, null, false, null]]]],
    });
  });

  it("totals handed to the engine carry no dice, nor their Help's; plain Help none; the Spark's die on its own roll alone", () => {
    diceSoNice();
    const analytical = { by: "b", value: 0, use: "roll", analytical: [2, 2, 4, 5] };
    const events = [
      // v0.0.18: a position roll and a Check whose totals were handed to the engine (no throws recorded).
      { type: "positionRolled", by: "a", stat: "Head", spark: null, total: 7 },
      { type: "check", check: { by: "a", stat: "Head", spark: "Hand", help: [analytical] } },
      // A Hard Check Sparked on its first roll, with a plain Help of 4 on it.
      { type: "check", check: { by: "a", stat: "Hurry", spark: "Hunch", sparkRoll: 0, help: [{ by: "b", value: 4, use: "roll" }], rolls: [
        { sizes: [8, 8], throws: [[3, 5]], total: 8, bumps: 0 },
        { sizes: [8], throws: [[6]], total: 6, bumps: 0 },
      ] } },
    ] as unknown as EndeavorEvent[];
    const rolls = thrownRolls(events);
    expect(rolls.map(dressed)).toEqual([["1d8", "1d8:hb-spark"], ["1d8"]]);
    expect(rolls.map((r: any) => [r.formula, r.total, r.options.stat, r.options.partner ?? null])).toEqual([["1d8 + 1d8", 8, "hurry", "hunch"], ["1d8", 6, "hurry", null]]);
  });

  it("hidden d20s: a d20 redone twice keeps both before the one read; a pair's second die redone alone; bumps flagged", () => {
    // Two d8 as d20s, thrown twice: the first throw's second die redone twice (2 and 5, then 9 read: a 1, a bump).
    const events = [{ type: "check", check: { by: "m", stat: "Head", rolls: [{ sizes: [8, 8], throws: [[6, 1], [3, 4]], total: 14, bumps: 1, d20s: [[[14], [2, 5, 9]], [[7], [8]]] }] } }] as unknown as EndeavorEvent[];
    const [roll] = thrownRolls(events, "redo");
    expect(roll!.formula).toBe("2d20");
    expect(facts(roll)).toEqual({
      throws: [[6, 1], [3, 4]], total: 14, sizes: [8, 8], d20s: [[[14], [2, 5, 9]], [[7], [8]]], stat: "head", partner: null,
      dice: [[20, [[14, 6, true, null], [7, 3, false, null]]], [20, [[9, 1, true, [2, 5]], [8, 4, false, null]]]],
    });
  });
});

/** An Endeavor in its turns, as the GM: Oskar has Analytical, Wren acts first (Head, with ③③ to Spark Hand). */
async function inTurns({ hardy = false } = {}) {
  const world = await endeavorWorld();
  const { combat, actors, ids } = world;
  if (hardy) {
    await g.game.settings.set("humanity-blessed", "optionalStat", "hardy");
    await g.game.settings.set("humanity-blessed", "hardyDie", 6);
  }
  await actors.oskar.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Analytical", system: { limit: "session", uses: 2 } }]);
  asUser("gm");
  await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
  for (const [by, stat, blessings] of [[ids.wren, hardy ? "Hardy" : "Head", [3, 3]], [ids.oskar, "Head", [2, 4]], [ids.mina, "Hand", [1, 6]], [ids.widow, "Hurt", [4, 4, 5]]] as const) {
    await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [...blessings] });
  }
  expect(combat.endeavor!.turn.current).toBe(ids.wren);
  return world;
}
/** The next faces the engine throws on Foundry's random source (a face is floor(u × size) + 1), die size by die size. */
const throwing = (faces: [number, number][]) => {
  const q = faces.map(([face, size]) => (face - 0.5) / size);
  g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5;
};
const lastCard = () => g.game.messages.contents.at(-1);
/** The card as core's chat log draws it for this reader (ChatMessage#renderHTML). */
const cardHTML = async (message: any) => (await message.renderHTML()).querySelector(".message-content")!.innerHTML;

describe("through the Combat document, on the GM's client", () => {
  // Analytical's four d6 (the engine throws the Help first): 2, 2, 5, 1; then Head d6 Sparked with Hand d6: (1, 4)
  // bumps, then (6, 3).
  const dice: [number, number][] = [[2, 6], [2, 6], [5, 6], [1, 6], [1, 6], [4, 6], [6, 6], [3, 6]];
  const advance = (ids: { wren: string; oskar: string }) => ({ type: "act" as const, by: ids.wren, action: { kind: "advance" as const, spark: { stat: "Hand", pay: { temporary: [3, 3] } }, helpers: [{ by: ids.oskar, pay: {}, analytical: {} }] } });

  it("a Sparked Advance with Analytical Help: dressed dice, the same throws, total and card as with no colours chosen", async () => {
    diceSoNice();
    const { combat, ids } = await inTurns();
    throwing(dice);
    await combat.dispatch(advance(ids));
    const message = lastCard();
    expect(message.rolls.map(dressed)).toEqual([["1d6", "1d6:hb-spark"], ["4d6:hb-help"]]);
    expect(message.sound).toBe("sounds/dice.wav");
    const card = await cardHTML(message);
    const colours = message.rolls.map(facts);
    // The GM takes it back, chooses their own dice for every role, and the same action throws the same dice.
    await combat.undo();
    await choose(NONE);
    throwing(dice);
    await combat.dispatch(advance(ids));
    const plain = lastCard();
    expect(plain.rolls.map(dressed)).toEqual([["2d6"], ["4d6"]]);
    expect(plain.rolls.map(facts)).toEqual(colours);
    expect(colours[0]).toMatchObject({ throws: [[1, 4], [6, 3]], total: 14 });
    expect(await cardHTML(plain)).toBe(card);
    // The card reads the Check as any Check card does: its die, its throws, its total.
    const el = document.createElement("div");
    el.innerHTML = card;
    expect([el.querySelector(".hb-roll-die")?.textContent, el.querySelector(".hb-roll-total")?.textContent?.trim()]).toEqual(["2d6", "14"]);
  });

  it("the Hardy Stat as Action Die: its die in the Hardy colours", async () => {
    diceSoNice();
    const { combat, ids } = await inTurns({ hardy: true });
    throwing([[5, 6]]);
    await combat.dispatch({ type: "act", by: ids.wren, action: { kind: "advance" } });
    const [roll] = lastCard().rolls;
    expect([dressed(roll), roll.total, roll.options.stat]).toEqual([["1d6:hb-hardy"], 5, "hardy"]);
  });

  it("a player's request: the GM's client builds the card, so the GM's choice applies, not the player's", async () => {
    diceSoNice();
    const { combat, ids } = await inTurns();
    // Client settings live on each client (core keeps them in that browser's storage); the fake keeps one store, so
    // each client's own choice is played here: the player chose none, the GM the Help colours for a Spark's die.
    const own: Record<string, Record<string, string>> = { player: { ...NONE }, gm: { ...NONE, spark: "hb-help" } };
    const get = g.game.settings.get.bind(g.game.settings);
    g.game.settings.get = (scope: string, key: string) => own[g.game.user.id]?.[key.replace("dice-", "")] ?? get(scope, key);
    asUser("player");
    throwing(dice.slice(4));
    const command = { type: "act" as const, by: ids.wren, action: { kind: "advance" as const, spark: { stat: "Hand", pay: { temporary: [3, 3] } } } };
    expect(await requestEndeavor({ combatId: combat.id!, op: "command", command })).toBe(true);
    const message = lastCard();
    expect([message.author.id, message.rolls.map(dressed), message.rolls[0].total]).toEqual(["gm", [["1d6", "1d6:hb-help"]], 14]);
  });

  it("with Dice So Nice absent the card carries the Check's dice alone, undressed", async () => {
    const { combat, ids } = await inTurns();
    throwing(dice);
    await combat.dispatch(advance(ids));
    const message = lastCard();
    expect([message.rolls.map(dressed), message.rolls.map((r: any) => r.formula), message.rolls[0].total]).toEqual([[["2d6"]], ["2d6"], 14]);
  });
});
