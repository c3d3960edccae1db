// The Endeavor card: every Check an action makes is drawn by the Check card's own builder and template part — the
// same markup as any Check card for the same throws — followed by what the action did to the track.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../../src/hooks/init";
import { postCheck } from "../../../../src/applications/chat/check-card";
import { endeavorCardContext, endeavorCardFacts } from "../../../../src/applications/combat/cards/event-card-context";
import { thrownRolls } from "../../../../src/applications/combat/cards/event-card-dice";
import { template } from "../../../../src/applications/shared/templates";
import { apply, createEndeavor, type Command, type EditionId, type EndeavorEvent, type EndeavorState } from "../../../../src/rules/endeavor";
import { seededRng } from "../../../../src/rules";
import type { CheckCardRoll } from "../../../../src/applications/chat/check-card-context";
import { HumanityCheckRoll } from "../../../../src/dice/humanity-check-roll";
import { endeavorWorld } from "../../../documents/combat-helpers";

const g = globalThis as any;
const i18n = () => ({ localize: (k: string) => g.game.i18n.localize(k), format: (k: string, d: Record<string, string>) => g.game.i18n.format(k, d) });
const faces = (list: number[], n: number) => { const q = list.map((f) => 1 - (f - 0.5) / n); g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5; };
const html = (content: string) => { const div = document.createElement("div"); div.innerHTML = content; return div; };
const render = (path: string, context: object): Promise<string> => g.foundry.applications.handlebars.renderTemplate(template(path), context);
/** The card as core's chat log draws it for the current user: ChatMessage#renderHTML (our model tells it from its facts). */
const shown = async (message: any) => html((await message.renderHTML()).querySelector(".message-content")!.innerHTML);
/** A roll as the Check's own roll class, whose throws and Stats a test reads (fails here on any other roll). */
const checkRoll = (roll: unknown) => {
  if (!(roll instanceof HumanityCheckRoll)) throw new Error("not a Check's roll");
  return roll;
};
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** A Check card's check section as markup, without the per-viewer buttons (the Endeavor card draws none). */
function checkSection(root: Element): string {
  const section = root.querySelector("section.hb-check")!.cloneNode(true) as HTMLElement;
  section.querySelectorAll("[data-hb-action]").forEach((b) => b.remove());
  return section.outerHTML.replace(/>\s+</g, "><").replace(/\s+/g, " ");
}

const STATS = { Head: 6, Hand: 6, Heart: 4, Hurt: 8, Hurry: 8 } as const;

/** A Monstrous Endeavor (Wren, Ash; the Grey Widow) with Action Dice chosen (Wren: Hurt; v0.0.18: a Head position
 *  roll Sparked with Hand): Wren acts first. */
function started(edition: EditionId = "v0.0.21.10", stat = "Hurt") {
  let state: EndeavorState = createEndeavor({
    kind: "monstrous", edition,
    participants: [
      { id: "a0", name: "Wren", side: "allies", stats: { ...STATS }, blessings: [3, 3, 5] },
      { id: "a1", name: "Ash", side: "allies", stats: { ...STATS }, blessings: [6] },
      { id: "m0", name: "Grey Widow", side: "monstrosities", sp: "10 (3)", stats: { ...STATS } },
    ],
  });
  const run = (command: Command) => {
    const r = apply(state, command, seededRng(5));
    state = r.state;
    return r;
  };
  if (edition === "v0.0.18") {
    run({ type: "rollPosition", by: "a0", stat: "Head", spark: { stat: "Hand", pay: { permanent: [3, 3] } }, roll: 10, blessings: [2, 4, 6, 1, 3] });
    run({ type: "rollPosition", by: "a1", stat: "Head", roll: 12, blessings: [4, 6, 1, 2, 2, 3] });
    run({ type: "rollPosition", by: "m0", stat: "Hand", roll: 12, blessings: [5, 5, 1, 3, 4, 4] });
  } else {
    run({ type: "chooseActionDie", by: "a0", stat, blessings: [2, 4] });
    run({ type: "chooseActionDie", by: "a1", stat: "Head", blessings: [4, 6, 1, 2] });
    run({ type: "chooseActionDie", by: "m0", stat: "Hand", blessings: [5, 5, 1, 3] });
  }
  return { state: () => state, run };
}

async function endeavorCard(state: EndeavorState, command: Command, events: readonly EndeavorEvent[], rolls: CheckCardRoll[][] = []) {
  const context = endeavorCardContext(endeavorCardFacts(state, command, events, { rolls }), i18n());
  return { context, el: html(await render("combat/event-card.hbs", context)) };
}

beforeEach(() => {
  document.body.replaceChildren();
  onInit();
});

describe("an Endeavor Attack's card", () => {
  it("draws its Check with the same markup as a normal Check card for the same throws, then the track lines", async () => {
    // A normal Check: Hurt Sparked with Hurry; the pair threw 1 and 3 (a bump), then 4 and 2: total 10.
    const Actor = g.CONFIG.Actor.documentClass;
    const wren = await Actor.create({ type: "character", name: "Wren", system: { stats: { head: 6, hand: 6, heart: 4, hurt: 8, hurry: 8 }, blessings: [3, 3, 5] } });
    faces([1, 3, 4, 2], 8);
    const message = await postCheck(wren, { stat: "hurt", partner: "hurry" });
    expect(checkRoll(message!.rolls[0]).throws).toEqual([[1, 3], [4, 2]]);
    const normal = html((await message!.renderHTML()).querySelector(".message-content")!.innerHTML);

    // The same Check in an Endeavor: a violent Attack with the Hurt Action Die, Sparked with Hurry.
    const game = started();
    expect(game.state().turn.current).toBe("a0");
    const command: Command = { type: "act", by: "a0", action: { kind: "attack", violent: true, targets: ["m0"], roll: [10], spark: { stat: "Hurry", pay: { permanent: [3, 3] } } } };
    const result = game.run(command);
    const thrown = message!.rolls.map((r: any) => r.facts);
    const { el } = await endeavorCard(result.state, result.command, result.events, [thrown]);

    expect(el.querySelectorAll("section.hb-check")).toHaveLength(1);
    expect(checkSection(el)).toBe(checkSection(normal));
    // Dice with bumps, the outcome, the Spark: all there, and no Help / Upgrade / Aptitude buttons.
    const check = el.querySelector(".hb-endeavor-check")!;
    expect(text(check.querySelector(".hb-roll-die"))).toBe("2d8");
    expect([...check.querySelectorAll(".hb-throw")].map(text)).toEqual(["13bump", "42"]);
    expect(text(check.querySelector(".hb-check-outcome strong"))).toBe("Medium Success");
    expect(text(check.querySelector(".hb-check-head h3"))).toBe("Hurt + Hurry Spark");
    expect(check.querySelectorAll("button")).toHaveLength(0);
    expect(check.getAttribute("aria-label")).toBe("Wren: Attack");
    // Before the Check: the action and what it cost; after it: what it did to the track.
    const lines = [...el.querySelectorAll(".hb-endeavor-events")].map((ul) => [...ul.querySelectorAll("li")].map(text));
    expect(lines[0]).toEqual(["Wren: Attack.", "Wren spends Blessings: 3, 3."]);
    expect(lines[1]).toEqual(["Grey Widow moves from 10 to 8.", "Grey Widow's turn."]);
    expect(el.querySelector(".hb-endeavor-events + .hb-endeavor-check + .hb-endeavor-events")).not.toBeNull();
  });

  it("an Attack the engine rolled: the throws its check event records (bumps included), its Spark and Help; the same after a replay", async () => {
    const game = started();
    // Hurt d8 Sparked with Hurry d8: the pair throws 1 and 3 (a bump), then 4 and 2 — 10; Ash Helps with his ⑥.
    const d8 = [1, 3, 4, 2].map((f) => (f - 0.5) / 8);
    const command: Command = { type: "act", by: "a0", action: { kind: "attack", violent: true, targets: ["m0"], spark: { stat: "Hurry", pay: { permanent: [3, 3] } }, helpers: [{ by: "a1", pay: { temporary: [6] } }] } };
    const before = game.state();
    const result = apply(before, command, () => d8.shift()!);
    const { el } = await endeavorCard(result.state, result.command, result.events);
    const check = el.querySelector(".hb-endeavor-check")!;
    expect(text(check.querySelector(".hb-roll-die"))).toBe("2d8");
    expect([...check.querySelectorAll(".hb-throw")].map(text)).toEqual(["13bump", "42"]);
    expect(text(check.querySelector(".hb-roll-total"))).toBe("10 → 13");
    expect(text(check.querySelector(".hb-check-head h3"))).toBe("Hurt + Hurry Spark");
    expect(text(check.querySelector(".hb-helps"))).toBe("Helped by Ash (6)");
    // The applied command carries the throws: replayed (an undo), the card is drawn the same.
    const again = apply(before, result.command);
    expect(again.events).toEqual(result.events);
    expect((await endeavorCard(again.state, again.command, again.events)).el.innerHTML).toBe(el.innerHTML);
  });

  it("resolves the Check exactly as the engine did, with the Help it took and the extra ranks of a Protect", async () => {
    const game = started();
    game.run({ type: "act", by: "a0", action: { kind: "protect", target: "a0", pay: { temporary: [2] } } });
    const command: Command = { type: "act", by: "m0", action: { kind: "attack", violent: false, targets: ["a0"], roll: [9, 7] } };
    const result = game.run(command);
    const record = result.events.find((e) => e.type === "check")!;
    if (record.type !== "check") throw new Error("no check");
    const { context, el } = await endeavorCard(result.state, result.command, result.events);
    const card = context.blocks.find((b) => b.check)!.check!;
    expect([card.card.outcome, card.card.success, card.card.boons, card.card.busts]).toEqual([record.check.outcome, record.check.success, record.check.boons, record.check.busts]);
    expect(card.ranks).toBe(`${record.check.extraRanks} rank(s) harder (Protect, Fatigue)`);
    // Throws the engine did not record are not invented: each roll shows its die and total only.
    expect(el.querySelectorAll(".hb-throws")).toHaveLength(0);
    expect([...el.querySelectorAll(".hb-check-roll")].map((r) => [text(r.querySelector(".hb-roll-die")), text(r.querySelector(".hb-roll-total"))]))
      .toEqual(record.check.totals.map((t) => ["d6", String(t)]));
  });

  it("shows Help the engine took on the lowest roll, with the Helper's Blessing", async () => {
    const game = started("v0.0.21.10", "Head");
    const command: Command = { type: "act", by: "a0", action: { kind: "advance", roll: [3], helpers: [{ by: "a1", pay: { temporary: [6] } }] } };
    const result = game.run(command);
    const record = result.events.find((e) => e.type === "check")!;
    if (record.type !== "check") throw new Error("no check");
    const { el } = await endeavorCard(result.state, result.command, result.events);
    expect(text(el.querySelector(".hb-helps"))).toBe("Helped by Ash (6)");
    expect(text(el.querySelector(".hb-roll-total"))).toBe("3 → 6");
    expect(text(el.querySelector(".hb-check-outcome strong"))).toBe(g.game.i18n.localize(`HB.Outcome.${record.check.outcome}.name`));
  });

  it("a Delayed Attack: the setting line, then each Defender's Check with the targeted Stat alone (no Spark), then the hit", async () => {
    const game = started("v0.0.18");
    const set = game.run({ type: "act", by: "a0", action: { kind: "delayedAttack", violent: false, targets: ["m0"], stat: "Heart", trigger: "a forged letter" } });
    expect(text((await endeavorCard(set.state, set.command, set.events)).el)).toContain("Wren sets a Delayed Attack on Grey Widow (Heart): a forged letter");
    // v0.0.18: the Defender's Heart d4 is smaller than Wren's Attack Stat Die (Head d6): "the Check is Hard".
    const fired = game.run({ type: "triggerDelayed", id: set.state.delayed![0]!.id, rolls: { m0: [3, 2] } });
    const { el } = await endeavorCard(fired.state, fired.command, fired.events);
    expect(text(el)).toContain("Wren's Delayed Attack is set off: Grey Widow defend with Heart.");
    expect(text(el.querySelector(".hb-check-head h3"))).toBe("Heart");
    expect([...el.querySelectorAll(".hb-roll-total")].map(text)).toEqual(["3", "2"]);
    expect(text(el.querySelector(".hb-check-outcome strong"))).toBe("Failure");
    expect(text(el)).toContain("Grey Widow: Defend against a Delayed Attack");
  });

  it("v0.0.18: the first roll is the Sparked position roll", async () => {
    const game = started("v0.0.18");
    const current = game.state().turn.current!;
    expect(current).toBe("a0");
    const result = game.run({ type: "act", by: "a0", action: { kind: "advance" } });
    const { el } = await endeavorCard(result.state, result.command, result.events);
    expect(text(el.querySelector(".hb-check-head h3"))).toBe("Head + Hand Spark");
    expect([text(el.querySelector(".hb-roll-die")), text(el.querySelector(".hb-roll-total"))]).toEqual(["2d6", "10"]);
  });

  it("v0.0.18: reads the position roll's Spark from the state before the command (a round ending in it resets it)", async () => {
    const game = started("v0.0.18");
    const before = game.state();
    const result = game.run({ type: "act", by: "a0", action: { kind: "advance" } });
    // As after a round end within the same command: the new round has no position rolls yet.
    const after = { ...result.state, participants: result.state.participants.map((p) => ({ ...p, positionRoll: null, positionSpark: null, actionDie: null })) };
    const context = endeavorCardContext(endeavorCardFacts(after, result.command, result.events, { before }), i18n());
    const card = context.blocks.find((b) => b.check)!.check!.card;
    expect([card.partners, card.rolls[0]!.die]).toEqual([["HB.Stat.hand"], "2d6"]);
  });
});

describe("the dice an Endeavor card carries", () => {
  it("v0.0.18: the Sparked position roll as the engine threw it; a total handed to the engine carries no dice", () => {
    const state = createEndeavor({ kind: "monstrous", edition: "v0.0.18", participants: [
      { id: "a0", name: "Wren", side: "allies", stats: { ...STATS }, blessings: [3, 3] },
      { id: "m0", name: "Grey Widow", side: "monstrosities", sp: "10 (3)", stats: { ...STATS } },
    ] });
    // Head d6 Sparked with Hand d6: 1 and 2 bump, then 5 and 4 — 12.
    const u = [1, 2, 5, 4].map((f) => (f - 0.5) / 6);
    const rolled = apply(state, { type: "rollPosition", by: "a0", stat: "Head", spark: { stat: "Hand", pay: { permanent: [3, 3] } } }, () => u.shift() ?? 0.5);
    const [roll, ...more] = thrownRolls(rolled.events);
    expect(more).toEqual([]);
    const check = checkRoll(roll);
    expect([check.formula, check.throws, check.total, check.stat, check.partner])
      .toEqual(["2d6", [[1, 2], [5, 4]], 12, "head", "hand"]);
    expect(thrownRolls(apply(state, { type: "rollPosition", by: "a0", stat: "Head", roll: 7 }, seededRng(1)).events)).toEqual([]);
    // Not Sparked: the roll names no partner.
    const [alone] = thrownRolls(apply(state, { type: "rollPosition", by: "a0", stat: "Head" }, () => (4 - 0.5) / 6).events);
    expect([checkRoll(alone).formula, checkRoll(alone).stat, checkRoll(alone).partner]).toEqual(["1d6", "head", ""]);
  });
});

describe("through the Combat document", () => {
  it("posts the card with the Check card inside when an action is dispatched", async () => {
    const { combat, ids } = await endeavorWorld();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    for (const [by, stat] of [[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Hand"]] as const) {
      await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [2, 3] });
    }
    const by = combat.endeavor!.turn.current!;
    await combat.dispatch({ type: "act", by, action: { kind: "advance", roll: [8] } });
    const message = g.game.messages.contents.at(-1);
    // Facts, not words: the message keeps the engine's events and draws them when shown.
    expect([message.type, message.content]).toEqual(["endeavor", ""]);
    const el = await shown(message);
    expect(el.querySelector(".hb-endeavor-card section.hb-check")).not.toBeNull();
    expect(text(el.querySelector(".hb-check-outcome strong"))).toBe("Medium Success");
    expect(text(el.querySelector(".hb-roll-total"))).toBe("8");
    expect(el.querySelector("[data-hb-action]")).toBeNull();
  });

  it("keeps the engine's facts, not words: each reader's client tells the card in their own language", async () => {
    const { combat, ids } = await endeavorWorld();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await combat.dispatch({ type: "chooseActionDie", by: ids.wren, stat: "Head", blessings: [2, 3] });
    const message = g.game.messages.contents.at(-1);
    expect(message.content).toBe("");
    expect(message.system.events.map((e: EndeavorEvent) => e.type)).toContain("actionDieChosen");
    expect(message.system.names).toContainEqual({ id: ids.wren, name: "Wren" });
    expect(text(await shown(message))).toContain("Wren chooses Head as Action Die (X = 2).");
    const i18n = g.game.i18n;
    const english = i18n.format;
    i18n.format = (key: string, data: Record<string, string>) => (key === "HB.Endeavor.Event.actionDieChosen" ? `${data.actor} wählt ${data.stat} als Aktionswürfel (X = ${data.x}).` : english(key, data));
    try {
      expect(text(await shown(message))).toContain("Wren wählt Head als Aktionswürfel (X = 2).");
    } finally {
      i18n.format = english;
    }
  });

  it("a card posted before (its HTML in content, no type) is shown as it was posted", async () => {
    onInit();
    const old = '<section class="humanity-blessed chat-card hb-endeavor-card"><header class="hb-endeavor-card-head"><h3>Wren</h3></header>'
      + '<ul class="hb-endeavor-events"><li class="actionDieChosen">Wren chooses Head as Action Die (X = 2).</li></ul></section>';
    const message = await g.CONFIG.ChatMessage.documentClass.create({ content: old, speaker: { alias: "Wren" } });
    expect(message.type).toBe("base");
    const el = await shown(message);
    expect(text(el.querySelector(".hb-endeavor-card h3"))).toBe("Wren");
    expect(text(el.querySelector(".hb-endeavor-events li"))).toBe("Wren chooses Head as Action Die (X = 2).");
  });

  it("a record the events cannot be told from (edited by hand) shows a line saying so, and the chat log goes on", async () => {
    onInit();
    const message = await g.CONFIG.ChatMessage.documentClass.create({ type: "endeavor", system: { round: 2, by: "", names: [], events: [{ type: "check" }], checks: [] } });
    const el = await shown(message);
    expect(text(el.querySelector(".hb-endeavor-card h3"))).toBe("Endeavor");
    expect(text(el.querySelector(".hb-endeavor-events li"))).toBe("This Endeavor card's record could not be read.");
  });

  it("carries the dice the engine threw (Dice So Nice throws them, core sounds them); an undo's card throws none", async () => {
    const { combat, ids } = await endeavorWorld();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    for (const [by, stat] of [[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Hand"]] as const) {
      await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [2, 3] });
    }
    // Every Action Die is a d6, thrown by the engine (face = ⌊u·6⌋ + 1): a 1 bumps, then a 4 — an Advance of 5.
    const u = [1, 4].map((f) => (f - 0.5) / 6);
    g.CONFIG.Dice.randomUniform = () => u.shift() ?? 0.5;
    await combat.dispatch({ type: "act", by: combat.endeavor!.turn.current!, action: { kind: "advance" } });
    const message = g.game.messages.contents.at(-1);
    expect(message.sound).toBe("sounds/dice.wav");
    expect(message.rolls).toHaveLength(1);
    const [roll] = message.rolls;
    expect(roll.constructor.name).toBe("HumanityCheckRoll");
    expect(roll.formula).toBe("1d6");
    expect(roll.dice[0].results).toEqual([{ result: 1, active: true, exploded: true }, { result: 4, active: true }]);
    expect([roll.throws, roll.total]).toEqual([[[1], [4]], 5]);
    const el = await shown(message);
    expect(text(el.querySelector(".hb-roll-total"))).toBe("5");
    expect([...el.querySelectorAll(".hb-throw")].map(text)).toEqual(["1bump", "4"]);
    await combat.undo();
    const undone = g.game.messages.contents.at(-1);
    expect([undone.rolls, undone.sound]).toEqual([[], null]);
    // The undo card says whose action it took back and shows it, struck: the Check and what it did to the track.
    const card = await shown(undone);
    expect(card.querySelector(".hb-endeavor-card.undone")).not.toBeNull();
    expect(card.textContent).toMatch(/The GM undid \w+'s last action:/);
    expect(text(card.querySelector(".hb-roll-total"))).toBe("5");
  });
});

describe("an Endeavor card reads the Check as the engine resolved it, with all the actor brought and others' say", () => {
  /** Wren (Head d6, acting first) with these Conditions; Ash Analytical; the Grey Widow Mischievous. */
  function game(conditions: string[], affected: Record<string, string> = {}) {
    let state = createEndeavor({
      kind: "monstrous",
      participants: [
        { id: "a0", name: "Wren", side: "allies", stats: { ...STATS }, blessings: [3], traits: { conditions, affected } },
        { id: "a1", name: "Ash", side: "allies", stats: { ...STATS }, specializations: ["Analytical"] },
        { id: "m0", name: "Grey Widow", side: "monstrosities", sp: "10 (3)", stats: { ...STATS }, specializations: ["Mischievous"] },
      ],
    });
    for (const c of [
      { type: "chooseActionDie", by: "a0", stat: "Head", blessings: [2, 4] },
      { type: "chooseActionDie", by: "a1", stat: "Head", blessings: [4, 6] },
      { type: "chooseActionDie", by: "m0", stat: "Hand", blessings: [5, 5] },
    ] as Command[]) state = apply(state, c).state;
    return state;
  }
  const outcomeOf = (el: Element) => text(el.querySelector(".hb-check-outcome strong"));

  it("Uncool: the engine's 5 − 1 = 4 is a Failure on the card too (not the Minor Success of an unmodified 5)", async () => {
    const r = apply(game(["uncool"]), { type: "act", by: "a0", action: { kind: "advance", roll: [5] } });
    const { el } = await endeavorCard(r.state, r.command, r.events);
    expect(outcomeOf(el)).toBe("Failure");
    expect(text(el.querySelector(".hb-adjustments"))).toContain("Uncool");
    // An Aptitude would make it a Minor Success, but the Endeavor card offers no button at all.
    expect(el.querySelectorAll("button")).toHaveLength(0);
  });

  it("a watcher made the Vexed Head Check fail: the card says who, and reads a Failure", async () => {
    const r = apply(game(["vexed"], { vexed: "head" }), { type: "act", by: "a0", action: { kind: "advance", roll: [9], watchedBy: "m0" } });
    const { el } = await endeavorCard(r.state, r.command, r.events);
    expect(outcomeOf(el)).toBe("Failure");
    expect(text(el)).toContain("Grey Widow made this Check fail (Vexed).");
  });

  it("Mischievous and Analytical Help: named on the card, with the dice and the −3, as the engine applied them", async () => {
    const r = apply(game([]), { type: "act", by: "a0", action: { kind: "advance", roll: [3], mischievous: "m0", helpers: [{ by: "a1", pay: {}, analytical: { dice: [1, 1, 1, 2] } }] } });
    const record = r.events.find((e) => e.type === "check");
    if (record?.type !== "check") throw new Error("no check");
    const { context, el } = await endeavorCard(r.state, r.command, r.events);
    const card = context.blocks.find((b) => b.check)!.check!.card;
    // 3 + 5 (Analytical) = 8, distracted to 5: a Minor Success; Help's bust plus the Minor's.
    expect([card.outcome, card.busts]).toEqual([record.check.outcome, record.check.busts]);
    expect(outcomeOf(el)).toBe("Minor Success");
    expect(text(el.querySelector(".hb-helps"))).toBe("Helped by Ash (Analytical: 1, 1, 1, 2)");
    expect(text(el)).toContain("Grey Widow distracted this Check (Mischievous, −3).");
  });
});
