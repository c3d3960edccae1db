// Call for a Check: which rolls answer it, read die by die. A Check upgraded with a Spark before it is linked, and a
// Monstrosity's Hidden Stat Dice (d20s read through the d20 Conversion table), answer when every throw reads as the
// roll's total; the same roll edited from a console (a die that is no d20, a size no Stat Die has, a d20 showing a
// face it does not have) answers nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { as, faces, warnings } from "./card-helpers";
import { callTable } from "./request-helpers";

const g = globalThis as any;
const en = (key: string, data: Record<string, string> = {}) => g.game.i18n.format(key, data);
const Actor = () => g.CONFIG.Actor.documentClass;

/** A copy of `message` posted as a new Check, each of its rolls' JSON edited first (what a console can post). */
async function forged(message: any, edit: (roll: any) => void): Promise<any> {
  const data = message.toObject();
  data.rolls = data.rolls.map((json: string) => {
    const roll = JSON.parse(json);
    edit(roll);
    return JSON.stringify(roll);
  });
  delete data._id;
  return g.CONFIG.ChatMessage.documentClass.create(data);
}

const answer = (call: any, actor: any, check: any) => relay("request.rolled", { messageId: call.id, actorUuid: actor.uuid, checkId: check.id });
const linked = (call: any) => g.game.messages.get(call.id).system.entries.map((e: any) => e.checkId);

beforeEach(async () => {
  await callTable();
});

describe("a Check upgraded with a Spark before it is linked", () => {
  it("answers the call, the added die counted in its total", async () => {
    const wren = await Actor().create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6, hand: 6 }, blessings: [4, 4] } });
    const call = await g.game.system.api.callForCheck({ stat: "head", actors: [wren] });
    as("player");
    faces([5], 6);
    const check = await postCheck(wren, { stat: "head" });
    faces([3], 6);
    await relay("check.spark", { messageId: check!.id, partner: "hand" });
    const [roll] = g.game.messages.get(check!.id).rolls as any[];
    expect([roll.upgraded, roll.total]).toEqual([true, 8]);
    expect(await answer(call, wren, check)).toBe(true);
    expect(warnings()).toEqual([]);
    expect(linked(call)).toEqual([check!.id]);
  });
});

describe("Hidden Stat Dice on a call", () => {
  let monster: any;
  let call: any;
  beforeEach(async () => {
    monster = await Actor().create({ type: "monstrosity", name: "Grendel", ownership: { default: 0 }, system: { stats: { head: 8, hand: 8 }, blessings: [4, 4], rollD20s: true } });
    call = await g.game.system.api.callForCheck({ stat: "head", actors: [monster] });
  });
  const impossible = () => en("HB.Call.error.impossibleRoll", { name: "Grendel" });

  it("a Sparked roll of d20s answers; the same with its added die made a d8, or a size no Stat Die has, does not", async () => {
    faces([14], 20); // d8: 14 → 6
    const check = await postCheck(monster, { stat: "head" });
    faces([9, 3, 16], 20); // the added d8: 9 → 1, bumps; the pair again: 3 → 3, 16 → 8
    await relay("check.spark", { messageId: check!.id, partner: "hand" });
    expect((g.game.messages.get(check!.id).rolls[0] as any).facts).toMatchObject({ sizes: [8, 8], total: 18, upgraded: true, d20s: [[[14]], [[9]], [[3], [16]]] });
    const d8 = await forged(g.game.messages.get(check!.id), (roll) => { roll.terms.filter((t: any) => t.faces).at(-1).faces = 8; });
    const size = await forged(g.game.messages.get(check!.id), (roll) => { roll.options.d20.sizes = [7, 8]; });
    for (const bad of [d8, size]) expect(await answer(call, monster, bad)).toBeUndefined();
    expect(warnings()).toEqual([impossible(), impossible()]);
    expect(linked(call)).toEqual([""]);
    expect(await answer(call, monster, check)).toBe(true);
  });

  it("a d20 showing 25 reads as nothing: refused, whatever total it claims", async () => {
    faces([14], 20);
    const check = await postCheck(monster, { stat: "head" });
    const bad = await forged(check, (roll) => {
      roll.terms[0].results[0].result = 25;
      roll.total = 0;
    });
    expect(await answer(call, monster, bad)).toBeUndefined();
    expect(warnings()).toEqual([impossible()]);
    expect(linked(call)).toEqual([""]);
  });
});

describe("a roll with a result marked inactive from a console", () => {
  it("answers nothing: the card reads every result, so the answer is checked on every result", async () => {
    const wren = await Actor().create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6 } } });
    const call = await g.game.system.api.callForCheck({ stat: "head", actors: [wren] });
    as("player");
    faces([5], 6);
    const check = await postCheck(wren, { stat: "head" });
    // An extra throw the total leaves out, marked inactive (core's mark for a result a modifier set aside).
    const bad = await forged(check, (roll) => { roll.terms[0].results.push({ result: 6, active: false }); });
    expect((bad.rolls[0] as any).facts.throws).toEqual([[5], [6]]);
    expect(await answer(call, wren, bad)).toBeUndefined();
    expect(warnings()).toEqual([en("HB.Call.error.impossibleRoll", { name: "Wren" })]);
    expect(linked(call)).toEqual([""]);
  });
});

describe("a roll thrown with dice the character does not have", () => {
  const playerOwns = { default: 0, player: 3 };
  const headD6 = { stats: { head: 6 } };
  const notTheirs = (name: string) => en("HB.Call.error.notTheirDice", { name });

  it("a d10 showing 7 for a Head that is a d6 answers nothing, though its face and total are possible", async () => {
    const wren = await Actor().create({ type: "character", name: "Wren", ownership: playerOwns, system: headD6 });
    const call = await g.game.system.api.callForCheck({ stat: "head", actors: [wren] });
    as("player");
    faces([5], 6);
    const check = await postCheck(wren, { stat: "head" });
    const d10 = await forged(check, (roll) => {
      Object.assign(roll.terms[0], { faces: 10, results: [{ result: 7, active: true }] });
      roll.total = 7;
    });
    expect((d10.rolls[0] as any).facts).toMatchObject({ sizes: [10], throws: [[7]], total: 7 });
    expect(await answer(call, wren, d10)).toBeUndefined();
    expect(warnings()).toEqual([notTheirs("Wren")]);
    expect(linked(call)).toEqual([""]);
    expect(await answer(call, wren, check)).toBe(true);
  });

  it("d20s answer only for a character who rolls d20s, and real dice only for one who does not", async () => {
    const wren = await Actor().create({ type: "character", name: "Wren", ownership: playerOwns, system: headD6 });
    const system = { stats: { head: 8, hand: 8 }, rollD20s: true };
    const beast = await Actor().create({ type: "monstrosity", name: "Pet", ownership: playerOwns, system });
    const call = await g.game.system.api.callForCheck({ stat: "head", actors: [wren, beast] });
    as("player");
    faces([5], 6);
    const real = await postCheck(wren, { stat: "head" });
    faces([14], 20); // d8: 14 → 6
    const hidden = await postCheck(beast, { stat: "head" });
    // Wren's d6 made a d20 read as a d6 (14 → 2); Pet's d20 made a plain d8 showing 6.
    const d20s = await forged(real, (roll) => {
      Object.assign(roll.terms[0], { faces: 20, results: [{ result: 14, active: true, count: 2 }] });
      Object.assign(roll, { total: 2, options: { ...roll.options, d20: { sizes: [6], reading: "table" } } });
    });
    const plain = await forged(hidden, (roll) => {
      Object.assign(roll.terms[0], { faces: 8, results: [{ result: 6, active: true }] });
      delete roll.options.d20;
    });
    expect([(d20s.rolls[0] as any).facts.total, (plain.rolls[0] as any).facts.total]).toEqual([2, 6]);
    expect(await answer(call, wren, d20s)).toBeUndefined();
    expect(await answer(call, beast, plain)).toBeUndefined();
    expect(warnings()).toEqual([notTheirs("Wren"), notTheirs("Pet")]);
    expect(linked(call)).toEqual(["", ""]);
  });
});
