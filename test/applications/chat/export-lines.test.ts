// "Export Chat Log" of our cards, each line as the card shows it to this reader (export-lines.ts): what others did on
// a Check card (Help, Analytical, Mischievous, Resolved, a watcher's fail, a Legend and its witness, a Protector), a
// call for a Check with answers not yet given and the GM's sum, and an Endeavor card's Checks with their ranks and an
// immune target's failure.
import { beforeEach, describe, expect, it } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { endeavorLines } from "../../../src/applications/chat/export-lines";
import { endeavorCardContext, endeavorCardFacts } from "../../../src/applications/combat/cards/event-card-context";
import { apply, type EndeavorEvent } from "../../../src/rules/endeavor";
import { seededRng } from "../../../src/rules";
import { cardState, i18n } from "../combat/cards/card-cast";
import { as, d6, faces, wrenAndAsh } from "./card-helpers";

const g = globalThis as any;
/** The message's lines in the exported file, under core's header. */
const exported = (message: any) => g.game.messages.get(message.id).export().split("\n").slice(1);

let roller: any;
let helper: any;
let mina: any;
beforeEach(async () => {
  ({ roller, helper } = await wrenAndAsh());
  // The chat log's export loads the cards' words first (documents/chat-message.ts).
  await g.CONFIG.ChatMessage.dataModels.check.prepareExport();
  g.game.users.get("player2").character = helper;
  as("gm");
  mina = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Mina", ownership: { default: 0, player3: 3 }, system: { blessings: [6] } });
});

describe("a Check card's export", () => {
  it("a Spark Attack with an exceptional thing, helped, distracted, Resolved and made to fail: each named", async () => {
    await roller.update({ "system.stats.hurt": 6, "system.affected.vexed": "hurt", "system.blessings": [3, 3, 5, 5] });
    await roller.toggleStatusEffect("vexed");
    const uses = { limit: "session", uses: 2 };
    await helper.createEmbeddedDocuments("Item", ["Resolved", "Analytical", "Mischievous"].map((name) => ({ type: "specialization", name, system: uses })));
    as("player");
    faces([6, 5], 6);
    const message = await postCheck(roller, { stat: "hurt", partner: "head", attack: "violent", defender: helper.uuid, exceptional: "Grandfather's compass" });
    as("player2");
    d6([1, 2, 3, 4]);
    await relay("check.analytical", { messageId: message!.id, actorUuid: helper.uuid });
    await relay("check.mischievous", { messageId: message!.id, actorUuid: helper.uuid });
    d6([4]);
    await relay("check.resolved", { messageId: message!.id, actorUuid: helper.uuid });
    as("player3");
    await relay("check.help", { messageId: message!.id, actorUuid: mina.uuid, blessing: 6 });
    await relay("check.fail", { messageId: message!.id });
    // Core's header: the time, and the speaker the Check was posted as (the roller).
    expect(g.game.messages.get(message!.id).export().split("\n")[0]).toMatch(/^\[[^\]]+\] Wren$/);
    expect(exported(message)).toEqual([
      "Hurt + Head (Spark) · Normal · Violent Attack · Exceptional: Grandfather's compass",
      "2d6 [6 5] = 11 → 4",
      "Failure — the Check fails.",
      "2 busts",
      "Bust — Help from Ash",
      "Bust — Help from Mina",
      "Helped by Ash (Analytical: 1, 2, 3, 4), Mina (6)",
      "Third Player made this Check fail (Vexed).",
      "Ash distracted this Check (Mischievous, −3).",
      "Defender: Ash.",
      "Ash used Resolved against this Attack: one fewer boon, one more bust; each gained a Blessing.",
    ]);
  });

  it("the Aptitude applied; a Legend and its witness; a Protector in the Defender's place", async () => {
    as("player");
    faces([3], 6);
    const aptitude = await postCheck(roller, { stat: "head" });
    await roller.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Tinkering" }]);
    await relay("check.aptitude", { messageId: aptitude!.id, aptitude: "Tinkering" });
    expect(exported(aptitude)).toEqual([
      "Head · Normal · Aptitude: Tinkering",
      "d6 [3] = 3 → 5",
      "Minor Success — the Check succeeds, with a bust.",
      "1 bust",
      "Bust — Minor Success",
    ]);
    await roller.update({ "system.stats.head": 10, "system.ethic": "viceVirtue" });
    faces([1, 10], 10);
    const legend = await postCheck(roller, { stat: "head" });
    d6([5]);
    await relay("check.award", { messageId: legend!.id });
    as("player2");
    d6([2]);
    await relay("check.witness", { messageId: legend!.id, actorUuid: helper.uuid });
    expect(exported(legend).slice(-2)).toEqual([
      "Legend: gained 5. Each other player whose character witnessed or heard of it gains a Blessing.",
      "Ash witnessed it and gained 2.",
    ]);
    as("gm");
    await helper.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Protective", system: { recharge: "③" } }]);
    faces([3], 4);
    const attack = await postCheck(mina, { stat: "head", attack: "violent", defender: roller.uuid, protector: helper.uuid });
    expect(exported(attack)).toEqual([
      "Head · Normal · Violent Attack",
      "d4 [3] = 3",
      "Failure — the Check fails.",
      "Ash became the Defender in Wren's place before the roll (Protective, Recharge ③).",
    ]);
  });
});

describe("a call for a Check's export", () => {
  it("with no note: each answer not yet given; the GM's sum for the GM alone", async () => {
    as("gm");
    const call = await g.game.system.api.callForCheck({ stat: "head", difficulty: "hard", actors: [roller.uuid, helper.uuid, mina.uuid] });
    as("player");
    faces([6, 5], 6);
    const roll = await roller.rollCheck("head", { difficulty: "hard" });
    await relay("request.rolled", { messageId: call.id, actorUuid: roller.uuid, checkId: roll.id });
    const answers = ["The GM calls for the Hard Head Check", "Wren: Minor Success (Boons: 0 (exceptional: 0) · Busts: 2)", "Ash: Not rolled yet", "Mina: Not rolled yet"];
    as("player2");
    expect(exported(call)).toEqual(answers);
    as("gm");
    expect(exported(call)).toEqual([...answers, "1 of 3 rolled, 1 succeeded. Boons in all: 0; busts: 2."]);
  });
});

describe("what a reader may not see, exported", () => {
  it("a Maximum Success counts both its boons on one line; a blind roll by a user since deleted is an unknown user's", async () => {
    await roller.update({ "system.stats.head": 10 });
    as("player");
    faces([10], 10);
    const maximum = await postCheck(roller, { stat: "head", modifier: 10 });
    expect(exported(maximum).slice(2, 4)).toEqual(["Maximum Success — " + g.game.i18n.localize("HB.Outcome.maximum.meaning"), "1 boon · 1 exceptional"]);
    as("player2");
    await g.game.settings.set("core", "rollMode", "blindroll");
    faces([3], 6);
    const blind = await postCheck(helper, { stat: "head" });
    as("player3");
    expect(exported(blind)).toEqual(["Second Player privately rolled some dice"]);
    g.game.users.delete("player2");
    expect(exported(blind)).toEqual(["Unknown User privately rolled some dice"]);
  });

  it("a call's answer rolled blind reads as hidden, one whose card was deleted says so", async () => {
    as("gm");
    const call = await g.game.system.api.callForCheck({ stat: "head", actors: [helper.uuid, mina.uuid] });
    as("player2");
    await g.game.settings.set("core", "rollMode", "blindroll");
    faces([3], 6);
    const blind = await helper.rollCheck("head");
    await relay("request.rolled", { messageId: call.id, actorUuid: helper.uuid, checkId: blind.id });
    await g.game.settings.set("core", "rollMode", "publicroll");
    as("player3");
    faces([3], 6);
    const gone = await mina.rollCheck("head");
    await relay("request.rolled", { messageId: call.id, actorUuid: mina.uuid, checkId: gone.id });
    as("gm");
    await gone.delete();
    as("player3");
    expect(exported(call).slice(1)).toEqual(["Ash: Rolled (hidden)", "Mina: Rolled (its card was deleted)"]);
  });
});

describe("an Endeavor card's export", () => {
  it("each Check under its caption: the extra ranks when there are some, an immune target's failure after it", () => {
    let s = cardState();
    for (const [by, stat, blessings] of [["a0", "Hurt", [2, 4]], ["a1", "Head", [4, 6, 1, 2]], ["m0", "Hand", [5, 5, 1, 3]]] as const) {
      s = apply(s, { type: "chooseActionDie", by, stat, blessings: [...blessings] }, seededRng(5)).state;
    }
    const r = apply(s, { type: "act", by: "a0", action: { kind: "attack", violent: true, targets: ["m0"], roll: [9] } }, seededRng(5));
    const check = r.events.find((e) => e.type === "check");
    if (check?.type !== "check") throw new Error("no Check recorded");
    const events: EndeavorEvent[] = [{ ...check, check: { ...check.check, extraRanks: 2 } }, { ...check, check: { ...check.check, automaticFailure: true } }];
    expect(endeavorLines(endeavorCardContext(endeavorCardFacts(r.state, null, events), i18n()), i18n())).toEqual([
      "GM override · Round 1",
      "Wren: Attack (2 rank(s) harder (Protect, Fatigue))",
      "Hurt · Normal",
      "d8 = 9",
      "Medium Success — the Check succeeds.",
      "Wren: Attack",
      "Hurt · Normal",
      "d8 = 9",
      "Medium Success — the Check succeeds.",
      "Failure (Immunity)",
    ]);
  });
});
