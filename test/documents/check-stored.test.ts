// What a Stat click stores (documents/check.ts through the chat layer's postCheck): the Check message read back from
// the world after the round trip — every field the card is drawn from, the sound, who speaks — and what the roll
// writes on the roller (the pool paid for a Spark, Surprised ended, a once-per-action use back).
import { beforeEach, describe, expect, it } from "vitest";
import { postCheck } from "../../src/applications/chat/check-card";
import { rollCheckData } from "../../src/documents/check";
import { as, faces, freshChat, warnings } from "../applications/chat/card-helpers";

const g = globalThis as any;
const Actor = () => g.CONFIG.Actor.documentClass;
let wren: any;

/** The message as the world stored it, read again from the messages collection. */
const stored = (message: any) => g.game.messages.get(message.id).toObject();
const system = (message: any) => stored(message).system;
/** Each stored roll's partner option (the Spark's second Stat, on the Spark's roll alone). */
const partners = (message: any) => stored(message).rolls.map((r: string) => JSON.parse(r).options.partner ?? null);

beforeEach(async () => {
  freshChat();
  wren = await Actor().create({
    type: "character",
    name: "Wren",
    ownership: { default: 0, player: 3 },
    system: { stats: { head: 6, hand: 6, heart: 4, hurt: 6, hurry: 8 }, blessings: [3, 3, 5] },
  });
  as("player");
});

describe("a plain Check", () => {
  it("stores every field the card reads, the dice sound and the roller as speaker", async () => {
    faces([4], 6);
    const message = await postCheck(wren, { stat: "head" });
    const { system: data, sound, speaker } = stored(message);
    expect(data).toEqual({
      actorUuid: wren.uuid,
      stat: "head",
      partner: "",
      difficulty: "normal",
      edition: "v0.0.21.10",
      aptitude: "",
      exceptional: "",
      ignited: false,
      conditions: [],
      attack: "",
      modifier: 0,
      haunted: [],
      canBump: true,
      surprised: false,
      watchable: false,
      failedBy: "",
      award: "",
      awardGained: [],
      witnesses: [],
      offered: [],
      helps: [],
      defender: "",
      defenderUuid: "",
      protectedFrom: "",
      ambidextrous: false,
      mischievous: "",
      resolved: [],
      unreadable: [],
    });
    expect([sound, speaker.actor, speaker.alias]).toEqual([g.CONFIG.sounds.dice, wren.id, "Wren"]);
    expect(partners(message)).toEqual([null]);
  });

  it("keeps only the offered Blessings a Help can be: whole numbers from 1 to 6", async () => {
    faces([4], 6);
    const message = await postCheck(wren, { stat: "head", offered: [0, 1, 2.5, 6, 7, 3, -1] });
    expect(system(message).offered).toEqual([1, 6, 3]);
  });

  it("Surprised lasts until the next roll: stored as rolled Surprised, then gone from the roller", async () => {
    await wren.toggleStatusEffect("surprised");
    faces([4], 6);
    const message = await postCheck(wren, { stat: "head" });
    expect([system(message).surprised, system(message).canBump, [...wren.statuses]]).toEqual([true, false, []]);
    faces([4], 6);
    const next = await postCheck(wren, { stat: "head" });
    expect([system(next).surprised, [...wren.statuses]]).toEqual([false, []]);
  });

  it("Vexed on a recorded Stat makes a roll of that Stat watchable, a Spark with it too, another Stat's not", async () => {
    await wren.toggleStatusEffect("vexed");
    await wren.update({ "system.affected": { vexed: "hand" } });
    faces([4], 6);
    expect(system(await postCheck(wren, { stat: "head" })).watchable).toBe(false);
    faces([4], 6);
    expect(system(await postCheck(wren, { stat: "hand" })).watchable).toBe(true);
    faces([4, 2], 6);
    expect(system(await postCheck(wren, { stat: "head", partner: "hand" })).watchable).toBe(true);
  });

  it("Ache on a recorded Stat stops that Stat's roll bumping, not another's", async () => {
    await wren.toggleStatusEffect("ache");
    await wren.update({ "system.affected": { ache: "hand" } });
    faces([4], 6);
    expect(system(await postCheck(wren, { stat: "head" })).canBump).toBe(true);
    faces([4], 6);
    expect(system(await postCheck(wren, { stat: "hand" })).canBump).toBe(false);
  });
});

describe("a Spark", () => {
  it("stores its partner on the Spark's roll alone, and the pool pays ⊜⊜", async () => {
    faces([4, 2, 5], 6);
    const message = await postCheck(wren, { stat: "head", partner: "hand", difficulty: "hard" });
    expect([system(message).partner, partners(message)]).toEqual(["hand", ["hand", null]]);
    expect(wren.system.blessings).toEqual([5]);
  });

  it("Ascendant: three d8 Stats stored as one Spark, and the pool pays ⊜⊜ ⊜⊜", async () => {
    const ana = await Actor().create({
      type: "character",
      name: "Ana",
      system: { stats: { head: 8, hand: 8, heart: 8, hurt: 4 }, blessings: [3, 3, 5, 5, 2] },
    });
    await ana.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Ascendant" }]);
    as("gm");
    faces([4, 2, 7], 8);
    const rolled = await rollCheckData(ana, { stat: "head", partner: "hand", third: "heart" });
    expect([rolled!.system.partner, rolled!.rolls[0]!.dice.length]).toEqual(["hand+heart", 1]);
    expect(rolled!.rolls[0]!.total).toBe(13);
    expect(ana.system.blessings).toEqual([2]);
  });

  it("without Ascendant a third Stat is refused, and nothing is paid", async () => {
    const ana = await Actor().create({
      type: "character",
      name: "Ana",
      system: { stats: { head: 8, hand: 8, heart: 8 }, blessings: [3, 3, 5, 5] },
    });
    await ana.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Ambidextrous" }]);
    as("gm");
    expect(await postCheck(ana, { stat: "head", partner: "hand", third: "heart" })).toBeNull();
    expect(warnings()).toEqual([
      "A Spark combines 2 balanced Stats, not 3 (three only with the Ascendant Specialization).",
    ]);
    expect([g.game.messages.size, ana.system.blessings]).toEqual([0, [3, 3, 5, 5]]);
  });

  it("rolled with no payer, the roller's client takes ⊜⊜ from the pool; a payer's yes leaves the pool to the payer", async () => {
    as("gm");
    faces([4, 2], 6);
    await rollCheckData(wren, { stat: "head", partner: "hand" });
    expect(wren.system.blessings).toEqual([5]);
    await wren.update({ "system.blessings": [3, 3, 5] });
    const asked: string[][] = [];
    faces([4, 2], 6);
    const rolled = await rollCheckData(wren, { stat: "head", partner: "hand" }, async (stats) => {
      asked.push(stats);
      return true;
    });
    expect([asked, wren.system.blessings, rolled!.system.partner]).toEqual([[["head", "hand"]], [3, 3, 5], "hand"]);
  });

  it("a payer's no rolls nothing and stores nothing", async () => {
    as("gm");
    const rolled = await rollCheckData(wren, { stat: "head", partner: "hand" }, async () => false);
    expect([rolled, wren.system.blessings]).toEqual([null, [3, 3, 5]]);
  });

  it("a plain roll with no payer leaves the pool as it was", async () => {
    as("gm");
    await wren.update({ "system.blessings": [3, 3, 5] });
    faces([4], 6);
    await rollCheckData(wren, { stat: "head" });
    expect(wren.system.blessings).toEqual([3, 3, 5]);
  });
});

describe("a new action", () => {
  it("Determined's once-per-action use comes back with the next Check; a once-per-session use does not", async () => {
    await wren.createEmbeddedDocuments("Item", [
      { type: "aptitude", name: "Acting" },
      { type: "specialization", name: "Determined", system: { recharge: "③", limit: "action", uses: 1, used: 1 } },
      { type: "specialization", name: "Analytical", system: { limit: "session", uses: 2, used: 1 } },
    ]);
    faces([4], 6);
    await postCheck(wren, { stat: "head" });
    const used = (name: string) => wren.items.find((i: any) => i.name === name).system.used;
    expect([used("Determined"), used("Analytical")]).toEqual([0, 1]);
  });
});

describe("Famous and the Defender", () => {
  it("once Famous was claimed over the Widow, an Attack on her without claiming it still rolls", async () => {
    as("gm");
    const widow = await Actor().create({ type: "character", name: "Widow" });
    await wren.toggleStatusEffect("famous");
    faces([4], 6);
    await postCheck(wren, { stat: "hurt", attack: "violent", defender: widow.uuid, lessFamous: true });
    expect(wren.system.session.famousOver).toEqual([widow.uuid]);
    faces([4], 6);
    const again = await postCheck(wren, { stat: "hurt", attack: "violent", defender: widow.uuid });
    expect([system(again).defender, system(again).attack, warnings()]).toEqual(["Widow", "violent", []]);
    expect(wren.system.session.famousOver).toEqual([widow.uuid]);
  });

  it("claiming it over her again is refused by her name", async () => {
    as("gm");
    const widow = await Actor().create({ type: "character", name: "Widow" });
    await wren.toggleStatusEffect("famous");
    await wren.update({ "system.session.famousOver": [widow.uuid] });
    const request = { stat: "hurt", attack: "violent", defender: widow.uuid, lessFamous: true } as const;
    expect(await postCheck(wren, request)).toBeNull();
    expect(warnings()).toEqual([
      "You have already exerted your fame over Widow this session: Famous gives its +2 against the same character only once per session.",
    ]);
  });

  it("a Protector no longer in the world is named \"?\"; an Attacker cannot Protect their own target", async () => {
    as("gm");
    const ash = await Actor().create({ type: "character", name: "Ash", system: { stats: { hurt: 6 } } });
    await ash.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Protective", system: { recharge: "③" } }]);
    const gone = await Actor().create({ type: "character", name: "Gone" });
    const goneUuid = gone.uuid;
    await gone.delete();
    const attack = { stat: "hurt", attack: "violent" } as const;
    expect(await postCheck(ash, { ...attack, defender: wren.uuid, protector: goneUuid })).toBeNull();
    expect(await postCheck(ash, { ...attack, defender: wren.uuid, protector: ash.uuid })).toBeNull();
    expect(warnings()).toEqual([
      "? does not have Protective, or it is not theirs to use.",
      "Protective is used on another character's Check.",
    ]);
    expect(g.game.messages.size).toBe(0);
  });
});

describe("the Haunted die", () => {
  beforeEach(async () => {
    await g.game.settings.set("humanity-blessed", "optionalStat", "haunted");
    await wren.update({ "system.optional": 4, "system.hauntingPresent": true });
    as("gm");
  });

  it("never bumps: a 1 is subtracted as 1, its die thrown once", async () => {
    faces([5, 1, 3], 4);
    const rolled = await rollCheckData(wren, { stat: "hurry" });
    expect(rolled!.system.haunted).toEqual([1]);
    expect(rolled!.ghosts!.map((r) => r.dice[0]!.results.map((x) => x.result))).toEqual([[1]]);
  });

  it("with Hidden Stat Dice it is a d20 read as the Haunted die, drawn under the Haunted heading", async () => {
    await wren.update({ "system.rollD20s": true });
    faces([10, 20], 20);
    const rolled = await rollCheckData(wren, { stat: "hurry" });
    const [ghost] = rolled!.ghosts!;
    expect(rolled!.system.haunted).toEqual([4]);
    // As the GM reads it wherever it is drawn: its heading, then the d20 and what it reads as.
    const drawn = new DOMParser().parseFromString(await ghost!.render(), "text/html");
    expect([drawn.querySelector("h3")?.textContent, drawn.querySelector(".hb-face")?.textContent]).toEqual([
      "Haunted",
      "d20 20 → d4 4",
    ]);
  });
});

describe("Dice So Nice's colours on a Hard Check", () => {
  it("Hardy Sparked with Head: the Spark's roll wears both roles, the other roll Hardy's alone", async () => {
    g.game.modules.set("dice-so-nice", { id: "dice-so-nice", active: true });
    const { registerDiceSettings } = await import("../../src/applications/first-run/dice-colours");
    registerDiceSettings();
    await g.game.settings.set("humanity-blessed", "optionalStat", "hardy");
    await g.game.settings.set("humanity-blessed", "hardyDie", 6);
    faces([5, 2, 4], 6);
    const message = await postCheck(wren, { stat: "hardy", partner: "head", difficulty: "hard" });
    const dressed = message!.rolls.map((roll: any) =>
      roll.dice.map((d: any) => `${d.number}d${d.faces}${d.options.colorset ? `:${d.options.colorset}` : ""}`),
    );
    expect(dressed).toEqual([["1d6:hb-hardy", "1d6:hb-spark"], ["1d6:hb-hardy"]]);
  });
});
