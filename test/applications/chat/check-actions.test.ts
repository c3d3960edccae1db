// The Check card's actions as the GM's client runs them (check-actions.ts), asked the way a click or a console call
// asks: each refusal is the localised warning the asker reads, with nothing spent and the card unchanged; each action
// that goes through is read back from the card every viewer draws and from the stored pools.
import { beforeEach, describe, expect, it } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { as, d6, faces, renderCard, visible, warnings, wrenAndAsh } from "./card-helpers";
import { checkOf, rollOf } from "./posted-check";

const g = globalThis as any;
const outcome = (html: HTMLElement) => html.querySelector(".hb-check-outcome strong")!.textContent;
/** What the card keeps of what others did on it. */
const record = (message: any) => {
  const { helps, partner, failedBy, award, witnesses, mischievous, resolved } = checkOf(message).system;
  return { helps, partner, failedBy, award, witnesses, mischievous, resolved };
};

let roller: any;
let helper: any;
beforeEach(async () => {
  ({ roller, helper } = await wrenAndAsh());
});

describe("a request naming no Check card this user can see", () => {
  it("a missing card, a plain chat message and a call for a Check are each refused as gone or hidden", async () => {
    as("gm");
    const plain = await g.ChatMessage.implementation.create({ content: "<p>Hello</p>" });
    const call = await g.game.system.api.callForCheck({ stat: "head", difficulty: "hard" });
    as("player2");
    for (const messageId of ["XXXXXXXXXXXXXXXX", plain.id, call.id]) {
      expect(await relay("check.help", { messageId, actorUuid: helper.uuid })).toBeUndefined();
    }
    expect(warnings()).toEqual(Array(3).fill("That card is gone, or it is not shown to you."));
    expect(helper.system.blessings).toEqual([6, 2, 4]);
  });
});

describe("Help", () => {
  it("the roller's own character cannot Help the roll; a helper Helps once; an empty pool cannot pay", async () => {
    as("player");
    faces([4], 6);
    const message = await postCheck(roller, { stat: "head" });
    expect(await relay("check.help", { messageId: message!.id, actorUuid: roller.uuid })).toBeUndefined();
    expect(warnings()).toEqual(["A character cannot Help their own roll."]);
    expect(roller.system.blessings).toEqual([3, 3, 5]);
    as("player2");
    const heard: unknown[][] = [];
    g.Hooks.on("humanity-blessed.help", (...args: unknown[]) => heard.push(args));
    expect(await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid, blessing: 2 })).toMatchObject({ name: "Ash", blessing: 2 });
    expect(heard).toEqual([[helper, g.game.messages.get(message!.id), { userId: "player2", actorUuid: helper.uuid, name: "Ash", blessing: 2 }]]);
    expect(await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid, blessing: 4 })).toBeUndefined();
    expect(warnings().at(-1)).toBe("Ash already Helped this roll.");
    expect(helper.system.blessings).toEqual([6, 4]);
    // A second helper with nothing left to spend.
    as("gm");
    const mina = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Mina", ownership: { default: 0, player3: 3 }, system: { blessings: [] } });
    as("player3");
    expect(await relay("check.help", { messageId: message!.id, actorUuid: mina.uuid })).toBeUndefined();
    expect(warnings().at(-1)).toBe("The Blessings pool cannot pay ①.");
    expect(record(message).helps.map((h: any) => h.name)).toEqual(["Ash"]);
    expect(heard).toHaveLength(1);
  });
});

describe("Upgrade to Spark", () => {
  it("once per card: a second upgrade, or one on a card that kept its Spark's dice but lost the partner, is refused", async () => {
    as("player");
    faces([1, 1], 6);
    const message = await postCheck(roller, { stat: "head", difficulty: "hard" });
    const heard: unknown[][] = [];
    g.Hooks.on("humanity-blessed.spark", (...args: unknown[]) => heard.push(args));
    faces([2], 6);
    expect(await relay("check.spark", { messageId: message!.id, partner: "hand", roll: 1 })).toMatchObject({ partner: "hand" });
    expect(heard).toEqual([[roller, g.game.messages.get(message!.id), { when: "upgrade", stats: ["head", "hand"] }]]);
    expect(roller.system.blessings).toEqual([5]);
    expect(await relay("check.spark", { messageId: message!.id, partner: "heart", roll: 0 })).toBeUndefined();
    expect(warnings()).toEqual(["This roll is already a Spark."]);
    // An older or edited card: no partner stored, its second roll still thrown as a Spark's pair.
    as("gm");
    await g.game.messages.get(message!.id).update({ "system.partner": "" });
    as("player");
    await roller.update({ "system.blessings": [3, 3] });
    expect(await relay("check.spark", { messageId: message!.id, partner: "hand", roll: 0 })).toBeUndefined();
    expect(warnings()).toEqual(Array(2).fill("This roll is already a Spark."));
    expect(roller.system.blessings).toEqual([3, 3]);
    expect([rollOf(message, 0).sizes, rollOf(message, 1).sizes]).toEqual([[6], [6, 6]]);
    expect(heard).toHaveLength(1);
  });

  it("a roll the card does not have, or no partner Stat, is refused with nothing spent", async () => {
    as("player");
    faces([1], 6);
    const message = await postCheck(roller, { stat: "head" });
    expect(await relay("check.spark", { messageId: message!.id, partner: "hand", roll: 1 })).toBeUndefined();
    expect(warnings()).toEqual(["The GM's client refused a malformed request (at roll); nothing was changed."]);
    expect(await relay("check.spark", { messageId: message!.id })).toBeUndefined();
    expect(warnings()).toHaveLength(2);
    expect(warnings()[1]).toBe('There is no Stat "".');
    expect([roller.system.blessings, record(message).partner, rollOf(message).sizes]).toEqual([[3, 3, 5], "", [6]]);
  });

  it("Vexed: a Spark whose partner is the Vexed Stat can be made to fail; a Vexed roll stays so after its Spark", async () => {
    await roller.update({ "system.affected.vexed": "heart", "system.stats.heart": 6 });
    await roller.toggleStatusEffect("vexed");
    as("player");
    faces([1], 6);
    const head = await postCheck(roller, { stat: "head" });
    faces([1], 6);
    const heart = await postCheck(roller, { stat: "heart" });
    as("player2");
    expect(visible(await renderCard(head))).toEqual(["help"]);
    as("player");
    faces([2], 6);
    await relay("check.spark", { messageId: head!.id, partner: "heart" });
    await roller.update({ "system.blessings": [3, 3] });
    faces([2], 6);
    await relay("check.spark", { messageId: heart!.id, partner: "head" });
    as("player2");
    expect([visible(await renderCard(head)), visible(await renderCard(heart))]).toEqual([["help", "fail"], ["help", "fail"]]);
  });
});

describe("Make it fail", () => {
  it("a watcher makes it fail though the roller's character is gone; the first watcher's name stays", async () => {
    await roller.update({ "system.affected.vexed": "head" });
    await roller.toggleStatusEffect("vexed");
    as("player");
    faces([6], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("gm");
    await roller.delete();
    as("player2");
    expect(await relay("check.fail", { messageId: message!.id })).toBe("Second Player");
    as("player3");
    expect(await relay("check.fail", { messageId: message!.id })).toBe("Second Player");
    expect(record(message).failedBy).toBe("Second Player");
    const card = await renderCard(message);
    expect(outcome(card)).toBe("Failure");
    expect(card.textContent).toContain("Second Player made this Check fail (Vexed).");
  });
});

describe("Legend", () => {
  it("claimed on a Maximum Success; each other character witnesses once; a roller cannot witness their own", async () => {
    await roller.update({ "system.stats.head": 10, "system.ethic": "viceVirtue", "system.blessings": [] });
    await helper.update({ "system.blessings": [] });
    as("gm");
    const mina = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Mina", ownership: { default: 0, player3: 3 }, system: { blessings: [] } });
    as("player");
    faces([10], 10);
    const message = await postCheck(roller, { stat: "head", modifier: 10 });
    expect(outcome(await renderCard(message))).toBe("Maximum Success");
    as("player2");
    expect(await relay("check.witness", { messageId: message!.id, actorUuid: helper.uuid })).toBeUndefined();
    expect(warnings()).toEqual(["Only a Legend can be witnessed for a Blessing."]);
    as("player");
    d6([5]);
    expect(await relay("check.award", { messageId: message!.id })).toEqual([5]);
    expect(await relay("check.witness", { messageId: message!.id, actorUuid: roller.uuid })).toBeUndefined();
    expect(warnings().at(-1)).toBe("A character cannot Help their own roll.");
    as("player2");
    d6([3]);
    expect(await relay("check.witness", { messageId: message!.id, actorUuid: helper.uuid })).toEqual([3]);
    as("player3");
    d6([4]);
    expect(await relay("check.witness", { messageId: message!.id, actorUuid: mina.uuid })).toEqual([4]);
    expect([roller.system.blessings, helper.system.blessings, mina.system.blessings]).toEqual([[5], [3], [4]]);
    expect(warnings()).toHaveLength(2);
    expect(record(message).witnesses).toEqual([
      { actorUuid: helper.uuid, name: "Ash", values: [3] },
      { actorUuid: mina.uuid, name: "Mina", values: [4] },
    ]);
  });
});

describe("a Blessing Opportunity claimed for a Monstrosity", () => {
  it("is refused with the rule's words, never a TypeError: a Monstrosity keeps no session", async () => {
    as("gm");
    const widow = await g.CONFIG.Actor.documentClass.create({ type: "monstrosity", name: "Grey Widow", system: { stats: { head: 10 }, blessings: [] } });
    faces([10], 10);
    const message = await postCheck(widow, { stat: "head", modifier: 10 });
    expect(outcome(await renderCard(message))).toBe("Maximum Success");
    expect(await relay("check.award", { messageId: message!.id })).toBeUndefined();
    expect(warnings()).toEqual([g.game.i18n.localize("HB.Check.noAward")]);
    expect([widow.system.blessings, record(message).award]).toEqual([[], ""]);
  });
});

describe("others' Specializations on the card", () => {
  const give = (actor: any, name: string, system: Record<string, unknown>) => actor.createEmbeddedDocuments("Item", [{ type: "specialization", name, system }]);
  async function mina() {
    as("gm");
    return g.CONFIG.Actor.documentClass.create({ type: "character", name: "Mina", ownership: { default: 0, player3: 3 }, system: { blessings: [6] } });
  }

  it("the roller's own Mischievous, Analytical or Resolved is refused; Analytical goes through after another's Help", async () => {
    await roller.update({ "system.stats.hurt": 6 });
    for (const name of ["Mischievous", "Analytical", "Resolved"]) await give(roller, name, { limit: "session", uses: 2 });
    await give(helper, "Analytical", { limit: "session", uses: 2 });
    const third = await mina();
    as("player");
    faces([3, 3], 6);
    const message = await postCheck(roller, { stat: "hurt", partner: "head", attack: "violent" });
    for (const action of ["mischievous", "analytical", "resolved"]) {
      expect(await relay(`check.${action}`, { messageId: message!.id, actorUuid: roller.uuid })).toBeUndefined();
    }
    expect(warnings()).toEqual(Array(3).fill("A character cannot Help their own roll."));
    expect(roller.items.contents.map((i: any) => i.system.used)).toEqual([0, 0, 0]);
    as("player3");
    await relay("check.help", { messageId: message!.id, actorUuid: third.uuid, blessing: 6 });
    as("player2");
    d6([1, 2, 3, 4]);
    expect(await relay("check.analytical", { messageId: message!.id, actorUuid: helper.uuid })).toMatchObject({ name: "Ash", analytical: [1, 2, 3, 4] });
    expect(record(message).helps.map((h: any) => h.name)).toEqual(["Mina", "Ash"]);
    expect(await relay("check.analytical", { messageId: message!.id, actorUuid: helper.uuid })).toBeUndefined();
    expect(warnings().slice(3)).toEqual(["Ash already Helped this roll."]);
  });

  it("Mischievous once per Check, whoever else holds it; its answer is true", async () => {
    await give(helper, "Mischievous", { recharge: "⑤" });
    const third = await mina();
    await give(third, "Mischievous", { recharge: "⑤" });
    as("player");
    faces([1, 6], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    expect(await relay("check.mischievous", { messageId: message!.id, actorUuid: helper.uuid })).toBe(true);
    as("player3");
    expect(await relay("check.mischievous", { messageId: message!.id, actorUuid: third.uuid })).toBeUndefined();
    expect(warnings()).toEqual(["This Check has already been distracted."]);
    expect(third.items.contents[0].system.spent).toBe(false);
    expect(record(message).mischievous).toBe("Ash");
  });

  it("Resolved once per Defender on an Attack that names none, though Resolved could be used again", async () => {
    await roller.update({ "system.stats.hurt": 6 });
    await give(helper, "Resolved", { limit: "session", uses: 2 });
    as("player");
    faces([6, 6], 6);
    const message = await postCheck(roller, { stat: "hurt", partner: "head", attack: "violent" });
    as("player2");
    d6([4]);
    expect(await relay("check.resolved", { messageId: message!.id, actorUuid: helper.uuid })).toEqual([4]);
    expect(await relay("check.resolved", { messageId: message!.id, actorUuid: helper.uuid })).toBeUndefined();
    expect(warnings()).toEqual(["Ash has already used Resolved on this Attack."]);
    expect([helper.system.blessings, helper.items.contents[0].system.used, record(message).resolved]).toEqual([[6, 2, 4, 4], 1, ["Ash"]]);
  });
});

describe("Apply Aptitude", () => {
  const tags = (card: HTMLElement) => [...card.querySelectorAll(".hb-check-head > .hb-tag")].map((t) => t.textContent);
  const aptitudes = () =>
    roller.createEmbeddedDocuments("Item", [
      { type: "aptitude", name: "Tinkering" },
      { type: "specialization", name: "Helpful" },
      { type: "aptitude", name: "Sailing" },
    ]);

  it("the roller names one of their Aptitudes: the card's tag names it; a second Aptitude is refused", async () => {
    await aptitudes();
    as("player");
    faces([3], 6);
    const message = await postCheck(roller, { stat: "head" });
    expect(await relay("check.aptitude", { messageId: message!.id, aptitude: "Sailing" })).toBe(true);
    expect(await relay("check.aptitude", { messageId: message!.id, aptitude: "Tinkering" })).toBeUndefined();
    expect(warnings()).toEqual(["An Aptitude already applies to this Check: Sailing."]);
    const card = await renderCard(message);
    expect([outcome(card), tags(card)]).toEqual(["Minor Success", ["Normal", "Aptitude: Sailing"]]);
    as("player2");
    expect(await relay("check.aptitude", { messageId: message!.id, aptitude: "Sailing" })).toBeUndefined();
    expect(warnings().at(-1)).toBe("Only the roller can do that.");
  });

  it("an Aptitude the roller does not have, or none named, is refused with theirs listed; nothing is applied", async () => {
    await aptitudes();
    as("player");
    faces([3], 6);
    const message = await postCheck(roller, { stat: "head" });
    expect(await relay("check.aptitude", { messageId: message!.id, aptitude: "Flying" })).toBeUndefined();
    expect(await relay("check.aptitude", { messageId: message!.id })).toBeUndefined();
    expect(await relay("check.aptitude", { messageId: message!.id, aptitude: "Helpful" })).toBeUndefined();
    expect(warnings()).toEqual(Array(3).fill("Name one of Wren's Aptitudes: Tinkering, Sailing."));
    expect(await relay("check.aptitude", { messageId: message!.id, aptitude: "x".repeat(501) })).toBeUndefined();
    expect(warnings().at(-1)).toBe("The GM's client refused a malformed request (at aptitude); nothing was changed.");
    const card = await renderCard(message);
    expect([outcome(card), tags(card), visible(card)]).toEqual(["Failure", ["Normal"], ["spark", "aptitude"]]);
  });

  it("a roller with no Aptitude is told so, and the card stays as rolled", async () => {
    as("player");
    faces([3], 6);
    const message = await postCheck(roller, { stat: "head" });
    expect(await relay("check.aptitude", { messageId: message!.id, aptitude: "Tinkering" })).toBeUndefined();
    expect(warnings()).toEqual(["Wren has no Aptitude to apply."]);
    expect(checkOf(message).system.aptitude).toBe("");
  });
});
