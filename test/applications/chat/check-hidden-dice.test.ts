// Hidden Stat Dice (Humanity, Endeavored, "Using d20s") on a Check card: a Monstrosity that rolls d20s throws core
// d20 Die terms (what Dice So Nice draws), reads each through the d20 Conversion table, bumps on a converted 1 with
// another d20; the GM and owners read "d20 9 → d8 1", a player reads the d20s and the outcome and never a die size.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { onRenderChatMessageHTML } from "../../../src/hooks/render-chat-message";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { as, faces, renderCard, warnings } from "./card-helpers";

const g = globalThis as any;
/** Any die size written out ("d8", "2d6", "d10"), as a player must never read one. */
const DIE_SIZE = /\bd(2|4|6|8|10)\b/;

let monster: any;
beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  g.Hooks.on("renderChatMessageHTML", onRenderChatMessageHTML);
  as("gm");
  const Actor = g.CONFIG.Actor.documentClass;
  monster = await Actor.create({ type: "monstrosity", name: "Grendel", ownership: { default: 0 }, system: { stats: { head: 8, hand: 8, heart: 6 }, rollD20s: true } });
});

describe("a hidden Check", () => {
  it("throws d20s read through the table; a converted 1 bumps and the bump's throw is a d20 again", async () => {
    faces([9, 14], 20); // d8: 9 → 1 (bump), 14 → 6
    const message = await postCheck(monster, { stat: "head" });
    const [roll] = message!.rolls as any[];
    expect(roll.dice.map((d: any) => `${d.number}d${d.faces}`)).toEqual(["1d20"]);
    expect(roll.dice[0].results.map((r: any) => [r.result, r.count, !!r.exploded])).toEqual([[9, 1, true], [14, 6, false]]);
    expect(roll.total).toBe(7);
    expect(roll.facts).toEqual({ sizes: [8], throws: [[1], [6]], total: 7, upgraded: false, d20s: [[[9]], [[14]]] });
  });

  it("a player's card shows the d20s and the outcome, no die size, value or total; the GM's shows d20 → d8", async () => {
    faces([9, 14], 20);
    const message = await postCheck(monster, { stat: "head" });
    as("player");
    const player = await renderCard(message);
    // The card but its buttons (Analytical Help's own "four d6" is no die of the roller's).
    const text = [...player.querySelectorAll(".hb-check > :not(footer)")].map((e) => e.textContent).join(" ").replace(/\s+/g, " ");
    expect(text).not.toMatch(DIE_SIZE);
    expect(text).toContain("d20");
    expect([...player.querySelectorAll(".hb-face")].map((f) => f.textContent!.trim())).toEqual(["9", "14"]);
    expect(player.querySelector(".hb-roll-total")).toBeNull();
    expect(player.querySelector(".hb-check-outcome")!.textContent).toMatch(/Minor Success/);
    expect(player.querySelector(".hb-hidden-dice")).not.toBeNull();
    as("gm");
    const gm = await renderCard(message);
    expect([...gm.querySelectorAll(".hb-face")].map((f) => f.textContent!.trim())).toEqual(["d20 9 → d8 1", "d20 14 → d8 6"]);
    expect(gm.querySelector(".hb-roll-total")!.textContent).toContain("7");
    expect(gm.querySelector(".hb-hidden-dice")).toBeNull();
  });

  it("under the redo reading an asterisked d20 is thrown again: only the GM reads the redone one", async () => {
    await g.game.settings.set("humanity-blessed", "d20Asterisks", "redo");
    faces([20, 14], 20); // d8: 20 is "1*" → redo; 14 → 6, no bump
    const message = await postCheck(monster, { stat: "head" });
    const [roll] = message!.rolls as any[];
    expect(roll.facts).toMatchObject({ throws: [[6]], total: 6, d20s: [[[20, 14]]] });
    as("player");
    const player = await renderCard(message);
    expect(player.querySelector(".hb-check-rolls")!.textContent).not.toMatch(DIE_SIZE);
    expect([...player.querySelectorAll(".hb-face")].map((f) => f.textContent!.trim())).toEqual(["14"]);
    as("gm");
    expect((await renderCard(message)).querySelector(".hb-face")!.textContent).toMatch(/d20 14 → d8 6\s*\(redone: 20\)/);
  });

  it("Upgrade to Spark: the added die is a d20 too, and a bump throws both as d20s", async () => {
    await monster.update({ system: { blessings: [4, 4] } });
    faces([14], 20); // d8 head: 14 → 6
    const message = await postCheck(monster, { stat: "head" });
    faces([9, 3, 16], 20); // added d8 (hand): 9 → 1, bumps; the pair again: 3 → 3, 16 → 8
    await relay("check.spark", { messageId: message!.id, partner: "hand" });
    const [roll] = message!.rolls as any[];
    expect(roll.dice.every((d: any) => d.faces === 20)).toBe(true);
    expect(roll.facts).toMatchObject({ sizes: [8, 8], throws: [[6], [1], [3, 8]], total: 18, upgraded: true, d20s: [[[14]], [[9]], [[3], [16]]] });
    as("player");
    expect((await renderCard(message)).querySelector(".hb-check-rolls")!.textContent).not.toMatch(DIE_SIZE);
    as("gm");
    expect([...(await renderCard(message)).querySelectorAll(".hb-face")].map((f) => f.textContent!.trim()))
      .toEqual(["d20 14 → d8 6", "d20 9 → d8 1", "d20 3 → d8 3", "d20 16 → d8 8"]);
  });

  it("an owner reads the dice in full", async () => {
    await monster.update({ ownership: { default: 0, player: 3 } });
    faces([14], 20);
    const message = await postCheck(monster, { stat: "heart" });
    as("player");
    expect((await renderCard(message)).querySelector(".hb-face")!.textContent!.trim()).toBe("d20 14 → d6 2");
  });
});

describe("Roll d20s is the GM's", () => {
  it("a player's change to it is dropped with a warning; the rest of the update goes on", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    const mine = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 } });
    as("player");
    await mine.update({ name: "Wren the Bold", system: { rollD20s: true } });
    expect(mine.name).toBe("Wren the Bold");
    expect(mine.system.rollD20s).toBe(false);
    expect(warnings()).toContain("Only the GM changes whether an actor rolls d20s.");
    as("gm");
    await mine.update({ system: { rollD20s: true } });
    expect(mine.system.rollD20s).toBe(true);
  });

  it("a player's new actor never starts rolling d20s (warned); a player's new Monstrosity takes the world's default", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    as("player");
    const mine = await Actor.create({ type: "character", name: "Wren", system: { rollD20s: true, stats: { head: 6 } } });
    expect([mine.system.rollD20s, mine.system.stats.head]).toEqual([false, 6]);
    expect(warnings()).toContain("Only the GM changes whether an actor rolls d20s.");
    await g.game.settings.set("humanity-blessed", "d20NewMonstrosities", true);
    expect((await Actor.create({ type: "monstrosity", name: "Pet", system: { rollD20s: false } })).system.rollD20s).toBe(true);
    as("gm");
  });

  it("a new Monstrosity takes the world's default unless its data says otherwise; characters never do", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    expect((await Actor.create({ type: "monstrosity", name: "Plain" })).system.rollD20s).toBe(false);
    await g.game.settings.set("humanity-blessed", "d20NewMonstrosities", true);
    expect((await Actor.create({ type: "monstrosity", name: "Hidden" })).system.rollD20s).toBe(true);
    expect((await Actor.create({ type: "monstrosity", name: "Copied", system: { rollD20s: false } })).system.rollD20s).toBe(false);
    expect((await Actor.create({ type: "character", name: "Wren" })).system.rollD20s).toBe(false);
  });

  it("with new Monstrosities rolling d20s, a player's new character still rolls its own dice, unwarned", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    await g.game.settings.set("humanity-blessed", "d20NewMonstrosities", true);
    as("player");
    const mine = await Actor.create({ type: "character", name: "Wren" });
    const given = await Actor.create({ type: "character", name: "Ash", system: { rollD20s: false } });
    as("gm");
    expect([mine.toObject().system.rollD20s, given.toObject().system.rollD20s, warnings()]).toEqual([false, false, []]);
  });
});

describe("a player's console past their own client's guard", () => {
  // What the GM's client sees when the server relays a player's update or creation that skipped the player's
  // _preUpdate/_preCreate: the document already changed, the hook carrying the server's user id.
  const relayed = async (hook: string, actor: any, ...args: unknown[]) => {
    as("gm");
    g.Hooks.callAll(hook, actor, ...args);
    await new Promise((r) => setTimeout(r, 0));
  };

  beforeEach(async () => {
    as("gm");
    const { guardD20s } = await import("../../../src/documents/hidden-dice");
    guardD20s();
  });

  it("a flipped Roll d20s is put back by the active GM, who is told who did it; the rest stays", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    const mine = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 } });
    mine.updateSource({ name: "Wren Alder", system: { rollD20s: true } });
    await relayed("updateActor", mine, { name: "Wren Alder", system: { rollD20s: true } }, {}, "player");
    expect(mine.system.rollD20s).toBe(false);
    expect(mine.name).toBe("Wren Alder");
    expect(warnings()).toContain(`${g.game.users.get("player").name} changed whether Wren Alder rolls d20s, which only a GM may do: put back.`);
  });

  it("a GM's own change, and a change of anything else, are left as they are", async () => {
    await monster.update({ system: { rollD20s: false } });
    expect(monster.system.rollD20s).toBe(false);
    const before = warnings().length;
    const Actor = g.CONFIG.Actor.documentClass;
    const mine = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 } });
    await relayed("updateActor", mine, { name: "Wren" }, {}, "player");
    expect(mine.system.rollD20s).toBe(false);
    expect(warnings().length).toBe(before);
  });

  it("a player's new actor made rolling d20s is put back to off (a Monstrosity to the world's default)", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    const hero = await Actor.create({ type: "character", name: "Ivo", system: { rollD20s: true } });
    expect(hero.system.rollD20s).toBe(true); // the GM made it so: allowed
    await relayed("createActor", hero, {}, "player");
    expect(hero.system.rollD20s).toBe(false);
    await g.game.settings.set("humanity-blessed", "d20NewMonstrosities", true);
    const beast = await Actor.create({ type: "monstrosity", name: "Wyrm", system: { rollD20s: false } });
    await relayed("createActor", beast, {}, "player");
    expect(beast.system.rollD20s).toBe(true);
  });

  it("with new Monstrosities rolling their own dice, a player's new Monstrosity is left as it is, unwarned", async () => {
    const Actor = g.CONFIG.Actor.documentClass;
    const beast = await Actor.create({ type: "monstrosity", name: "Wyrm" });
    await relayed("createActor", beast, {}, "player");
    expect([beast.system.rollD20s, warnings()]).toEqual([false, []]);
  });

  it("with new Monstrosities rolling d20s, a player's console cannot make a new character that rolls them", async () => {
    await g.game.settings.set("humanity-blessed", "d20NewMonstrosities", true);
    const Actor = g.CONFIG.Actor.documentClass;
    const hero = await Actor.create({ type: "character", name: "Ivo", system: { rollD20s: true } });
    await relayed("createActor", hero, {}, "player");
    expect(hero.toObject().system.rollD20s).toBe(false);
    expect(warnings()).toEqual([`${g.game.users.get("player").name} changed whether Ivo rolls d20s, which only a GM may do: put back.`]);
  });
});
