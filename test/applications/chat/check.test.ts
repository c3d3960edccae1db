// Rolling a Check and acting on its card, through the real roll classes, card actions and GM relay, under the fake.
import { beforeEach, describe, expect, it } from "vitest";
import { addedDiceOf, upgradeToSpark as upgradeRoll } from "../../../src/dice/spark-upgrade-roll";
import { onInit } from "../../../src/hooks/init";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { HumanityCheckRoll } from "../../../src/dice/humanity-check-roll";
import { thrownRoll } from "../../../src/applications/combat/cards/event-card-dice";
import { rollGroup, seededRng, upgradeToSpark, type DieSize } from "../../../src/rules";
import { ui } from "../../fakes/setup";
import { checkOf, rollOf } from "./posted-check";

const g = globalThis as any;
/** Foundry maps u to ceil((1 - u) * faces); feeding it 1 - u makes it read the same faces as the rules engine. */
const foundryStream = (seed: number) => { const rng = seededRng(seed); return () => 1 - rng(); };
/** Forces faces on dN, in order (Foundry's mapping). */
const faces = (list: number[], n: number) => { const q = list.map((f) => 1 - (f - 0.5) / n); g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5; };
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

let roller: any;
let helper: any;
beforeEach(async () => {
  onInit();
  const Actor = g.CONFIG.Actor.documentClass;
  roller = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6, hand: 6 }, blessings: [3, 3, 5], lifestyle: "crafty" } });
  helper = await Actor.create({ type: "character", name: "Ash", ownership: { default: 0, player2: 3 }, system: { blessings: [6, 2, 4] } });
});
const as = (id: string) => { g.game.user = g.game.users.get(id); };

describe("HumanityCheckRoll", () => {
  it("bumps a single die: a 1 throws again and adds", async () => {
    faces([1, 1, 4], 6);
    const roll = await HumanityCheckRoll.group(6, 1).evaluate();
    expect(roll.throws).toEqual([[1], [1], [4]]);
    expect(roll.total).toBe(6);
  });

  it("bumps a group: any 1 throws the whole group again", async () => {
    faces([5, 1, 2, 6, 3, 3], 8);
    const roll = await HumanityCheckRoll.group(8, 2).evaluate();
    expect(roll.throws).toEqual([[5, 1], [2, 6], [3, 3]].slice(0, 2));
    expect(roll.total).toBe(14);
  });

  it("cannot bump when a Condition forbids it", async () => {
    faces([1, 6], 6);
    const roll = await HumanityCheckRoll.group(6, 1, { canBump: false }).evaluate();
    expect(roll.throws).toEqual([[1]]);
    expect(roll.total).toBe(1);
  });

  it("totals equal the rules engine's rollGroup for the same random stream", async () => {
    for (const [size, count] of [[2, 1], [4, 1], [6, 1], [8, 1], [10, 1], [6, 2], [10, 2], [8, 3]] as [DieSize, number][]) {
      g.CONFIG.Dice.randomUniform = foundryStream(size * 10 + count);
      const rng = seededRng(size * 10 + count);
      for (let i = 0; i < 300; i++) {
        const roll = await HumanityCheckRoll.group(size, count).evaluate();
        const engine = rollGroup(Array(count).fill(size), rng);
        expect([roll.throws, roll.total]).toEqual([engine.throws, engine.total]);
      }
    }
  });

  it("survives toJSON → fromData with every throw, as its own class", async () => {
    faces([1, 2, 4, 4], 4);
    const roll = await HumanityCheckRoll.group(4, 2, { stat: "hurry" }).evaluate();
    const back = g.foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())));
    expect(back).toBeInstanceOf(HumanityCheckRoll);
    expect([back.throws, back.total, back.stat]).toEqual([[[1, 2], [4, 4]], 11, "hurry"]);
  });

  it("built from throws already made (an Endeavor's), it is the roll Foundry would have thrown: same dice, flags and total", async () => {
    for (const [size, count] of [[6, 1], [8, 2], [2, 1]] as [DieSize, number][]) {
      g.CONFIG.Dice.randomUniform = foundryStream(size);
      const rng = seededRng(size);
      for (let i = 0; i < 100; i++) {
        const thrown = await HumanityCheckRoll.group(size, count, { stat: "hurt" }).evaluate();
        const rebuilt = g.foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(thrownRoll(rollGroup(Array(count).fill(size), rng), { stat: "hurt" }).toJSON())));
        expect(rebuilt).toBeInstanceOf(HumanityCheckRoll);
        const expected = [thrown.formula, thrown.dice[0]!.results, thrown.total, "hurt"];
        expect([rebuilt.formula, rebuilt.dice[0].results, rebuilt.total, rebuilt.stat]).toEqual(expected);
      }
    }
  });
});

describe("HumanityCheckRoll upgraded to a Spark", () => {
  it("equals the rules engine's upgradeToSpark for the same random stream", async () => {
    for (const size of [2, 4, 6, 8, 10] as DieSize[]) {
      g.CONFIG.Dice.randomUniform = foundryStream(size);
      const rng = seededRng(size);
      for (let i = 0; i < 200; i++) {
        const roll = await HumanityCheckRoll.group(size, 1).evaluate();
        const spark = await upgradeRoll(roll, size, "partner");
        const engine = upgradeToSpark(rollGroup([size], rng), size, rng);
        expect([spark.throws, spark.total, spark.sizes]).toEqual([engine.throws, engine.total, engine.sizes]);
      }
    }
  });

  it("survives toJSON → fromData with the added die's throws, its partner and the upgrade", async () => {
    faces([1, 3], 6);
    const roll = await HumanityCheckRoll.group(6, 1, { stat: "head" }).evaluate();
    faces([1, 1, 2, 5, 4], 6);
    const spark = await upgradeRoll(roll, 6, "hand");
    expect(spark.throws).toEqual([[1], [3], [1], [1, 2], [5, 4]]);
    const back = g.foundry.dice.Roll.fromData(JSON.parse(JSON.stringify(spark.toJSON())));
    expect(back).toBeInstanceOf(HumanityCheckRoll);
    expect([back.throws, back.total, back.sizes, back.upgraded, back.stat, back.partner]).toEqual([spark.throws, 17, [6, 6], true, "head", "hand"]);
    expect(back.dice.map((d: any) => d.constructor.name)).toEqual(["Die", "Die"]);
  });
});

/** The card as core's chat log draws it for the current user (ChatMessage#renderHTML → our message model). */
const shown = async (message: any): Promise<string> => (await message.renderHTML()).innerHTML;

describe("the Check card", () => {
  it("posts a check message whose card shows every throw and the outcome", async () => {
    faces([1, 6], 6);
    const message = await postCheck(roller, { stat: "head" });
    expect(message!.type).toBe("check");
    expect(rollOf(message).throws).toEqual([[1], [6]]);
    expect(message!.sound).toBe("sounds/dice.wav");
    const html = await shown(message);
    expect(html).toContain("Minor Success"); // 1 + 6 = 7
    expect(html.match(/hb-face/g)).toHaveLength(2);
  });

  it("Help: another player spends their least valuable ①; half its worth goes to the roll, plus a bust", async () => {
    faces([4], 6);
    as("player");
    const message = await postCheck(roller, { stat: "head" });
    expect((await shown(message))).toContain("Failure");
    as("player2");
    const help = await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid, partner: "" });
    expect(help).toMatchObject({ name: "Ash", blessing: 2 });
    expect(helper.system.blessings).toEqual([6, 4]);
    expect((await shown(message))).toContain("Minor Success"); // 4 + 1 = 5
    expect((await shown(message))).toContain("2 busts"); // the Minor Success's bust and the Help's
    expect((await shown(message))).toContain("Help gives the Check a bust, whatever its result, one per helper: busts 1 → 2");
  });

  it("a second Help from the same character, or a Help with an empty pool, changes nothing", async () => {
    faces([4], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    await Promise.all([
      relay("check.help", { messageId: message!.id, actorUuid: helper.uuid, partner: "" }),
      relay("check.help", { messageId: message!.id, actorUuid: helper.uuid, partner: "" }),
    ]);
    expect(helper.system.blessings).toEqual([6, 4]);
    expect(checkOf(message).system.helps).toHaveLength(1);
    await helper.update({ "system.blessings": [] });
    const other = await postCheck(roller, { stat: "head" });
    await relay("check.help", { messageId: other!.id, actorUuid: helper.uuid, partner: "" });
    expect(checkOf(other).system.helps).toHaveLength(0);
    expect(warnings()).toEqual(["Ash already Helped this roll.", "The Blessings pool cannot pay ①."]);
  });

  it("someone who does not own the roller cannot upgrade it to a Spark", async () => {
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    await relay("check.spark", { messageId: message!.id, actorUuid: "", partner: "hand" });
    expect(warnings()).toEqual(["Only the roller can do that."]);
    expect(roller.system.blessings).toEqual([3, 3, 5]);
    expect(checkOf(message).system.partner).toBe("");
  });

  it("Upgrade to Spark: the roller pays ⊜⊜ and a balanced die joins the roll, bumping as a group", async () => {
    faces([3], 6);
    as("player");
    const message = await postCheck(roller, { stat: "head" });
    faces([1, 2, 5], 6);
    await relay("check.spark", { messageId: message!.id, actorUuid: "", partner: "hand" });
    expect(roller.system.blessings).toEqual([5]);
    const roll = rollOf(message);
    expect(roll.upgraded).toBe(true);
    expect(roll.throws).toEqual([[3], [1], [2, 5]]);
    expect(roll.total).toBe(11);
    expect((await shown(message))).toContain("Major Success");
    expect(checkOf(message).system.partner).toBe("hand");
  });

  it("refuses a Spark the pool cannot pay or while Taxed, posting nothing and spending nothing", async () => {
    await roller.update({ "system.blessings": [1, 2] });
    expect(await postCheck(roller, { stat: "head", partner: "hand" })).toBeNull();
    await roller.update({ "system.blessings": [2, 2] });
    await roller.toggleStatusEffect("taxed");
    expect(await postCheck(roller, { stat: "head", partner: "hand" })).toBeNull();
    expect(roller.system.blessings).toEqual([2, 2]);
    expect(warnings()).toEqual(["The Blessings pool cannot pay ⊜⊜.", "Taxed characters cannot Spark."]);
    expect(g.game.messages.size).toBe(0);
  });

  it("a Spark before rolling pays ⊜⊜ and rolls both dice as one group; Surprised ends after the roll", async () => {
    await roller.toggleStatusEffect("surprised");
    faces([6, 1], 6);
    const message = await postCheck(roller, { stat: "head" });
    expect(rollOf(message).throws).toEqual([[6]]); // Surprised: no bump
    expect(roller.statuses.has("surprised")).toBe(false);
    faces([2, 1, 4, 4], 6);
    const spark = await postCheck(roller, { stat: "head", partner: "hand" });
    expect(rollOf(spark).throws).toEqual([[2, 1], [4, 4]]);
    expect(roller.system.blessings).toEqual([5]);
  });
});
