// Posting a Check and the card's Upgrade to Spark offers (check-card.ts): which balanced Stats the roller is offered
// (never a spent one, never Hurt for a non-violent Attack, none while Taxed or when the pool cannot pay ⊜⊜, none
// for a roller no longer in the world), what a module cancelling the message changes, the Haunted dice thrown for
// Dice So Nice, and the chat log's export of a card whose data the rules refuse.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { exportCheckMessage, renderCheckMessage, postCheck } from "../../../src/applications/chat/check-card";
import { HOOKS } from "../../../src/api/hooks";
import { as, faces, freshChat, renderCard, warnings } from "./card-helpers";
import { checkOf } from "./posted-check";

const g = globalThis as any;
/** Every Upgrade to Spark the card draws for the roller's view (hidden or not), as "roll:partner". */
const sparkOffers = (card: HTMLElement) =>
  [...card.querySelectorAll<HTMLElement>('[data-hb-action="spark"]')].map((b) => `${b.dataset.roll}:${b.dataset.partner}`);
/** Each call of `hook`, with its arguments. */
function watch(hook: string) {
  const calls: unknown[][] = [];
  g.Hooks.on(hook, (...args: unknown[]) => void calls.push(args));
  return calls;
}

let wren: any;
beforeEach(async () => {
  freshChat();
  // Head, Hand and Hurt balanced at d6; Heart a d4.
  wren = await g.CONFIG.Actor.documentClass.create({
    type: "character", name: "Wren", ownership: { default: 0, player: 3 },
    system: { stats: { head: 6, hand: 6, heart: 4, hurt: 6, hurry: 8 }, blessings: [3, 3, 5] },
  });
  as("player");
});

describe("the Upgrade to Spark offers on the roller's card", () => {
  it("a violent Attack offers every balanced Stat, Hurt too; a non-violent one never Hurt", async () => {
    faces([3], 6);
    const violent = await postCheck(wren, { stat: "head", attack: "violent" });
    expect(sparkOffers(await renderCard(violent))).toEqual(["0:hand", "0:hurt"]);
    faces([3], 6);
    const gentle = await postCheck(wren, { stat: "head", attack: "non-violent" });
    expect(sparkOffers(await renderCard(gentle))).toEqual(["0:hand"]);
  });

  it("a Stat spent as an Action Die is not offered", async () => {
    await wren.update({ "system.spent": ["hand"] });
    faces([3], 6);
    const message = await postCheck(wren, { stat: "head" });
    expect(sparkOffers(await renderCard(message))).toEqual(["0:hurt"]);
  });

  it("a Taxed roller is offered none", async () => {
    await wren.toggleStatusEffect("taxed");
    faces([3], 6);
    const message = await postCheck(wren, { stat: "head" });
    expect(sparkOffers(await renderCard(message))).toEqual([]);
  });

  it("a pool without a matching pair cannot pay ⊜⊜: none is offered", async () => {
    await wren.update({ "system.blessings": [3, 5] });
    faces([3], 6);
    const message = await postCheck(wren, { stat: "head" });
    expect(sparkOffers(await renderCard(message))).toEqual([]);
  });

  it("a Monstrosity (no Action Dice spent) is offered its balanced Stats", async () => {
    as("gm");
    const monster = await g.CONFIG.Actor.documentClass.create({
      type: "monstrosity", name: "Grendel", system: { stats: { head: 8, hand: 8, heart: 6 }, blessings: [4, 4] },
    });
    faces([3], 8);
    const message = await postCheck(monster, { stat: "head" });
    expect(sparkOffers(await renderCard(message))).toEqual(["0:hand"]);
  });

  it("a card whose roller was deleted offers nothing to upgrade", async () => {
    faces([3], 6);
    const message = await postCheck(wren, { stat: "head" });
    as("gm");
    await wren.delete();
    const card = await renderCard(message);
    expect(card.querySelector(".hb-check-outcome strong")!.textContent).toBe("Failure");
    expect(sparkOffers(card)).toEqual([]);
  });
});

describe("posting", () => {
  it("a plain roll fires rollCheck and no spark hook", async () => {
    const rolled = watch(HOOKS.rollCheck);
    const sparks = watch(HOOKS.spark);
    faces([4], 6);
    const message = await postCheck(wren, { stat: "head" });
    expect([rolled, sparks]).toEqual([[[wren, message]], []]);
  });

  it("a module cancelling the message: nothing posted, no rollCheck or spark hook", async () => {
    g.Hooks.on("preCreateChatMessage", () => false);
    const rolled = watch(HOOKS.rollCheck);
    const sparks = watch(HOOKS.spark);
    faces([4, 2], 6);
    expect(await postCheck(wren, { stat: "head", partner: "hand" })).toBeNull();
    expect([g.game.messages.size, rolled, sparks]).toEqual([0, [], []]);
  });

  it("an error that is no rule's refusal is not turned into a warning: the caller gets it", async () => {
    vi.spyOn(g.ChatMessage.implementation, "create").mockRejectedValueOnce(new TypeError("the server closed"));
    faces([4], 6);
    await expect(postCheck(wren, { stat: "head" })).rejects.toThrow("the server closed");
    expect(warnings()).toEqual([]);
  });

  it("the Haunted die subtracted after the roll is thrown for Dice So Nice on the roller's client", async () => {
    const shown: [string, string][] = [];
    g.game.dice3d = { showForRoll: async (roll: any, user: any) => void shown.push([roll.formula, user.id]) };
    await g.game.settings.set("humanity-blessed", "optionalStat", "haunted");
    await wren.update({ "system.optional": 6, "system.hauntingPresent": true });
    faces([5, 2], 6);
    const message = await postCheck(wren, { stat: "head" });
    expect(checkOf(message).system.haunted).toEqual([2]);
    // Thrown once spark-dice.ts has loaded (a dynamic import).
    await vi.waitFor(() => expect(shown).toEqual([["1d6", "player"]]));
  });
});

describe("the chat log's export", () => {
  it("a card whose data the rules refuse is left to core's export (its stored HTML)", async () => {
    as("gm");
    const stale = '<section class="humanity-blessed chat-card hb-check"><p><strong>Medium Success</strong></p></section>';
    const roll = await g.CONFIG.Dice.rolls.find((c: any) => c.name === "HumanityCheckRoll").group(6, 1, { stat: "head" }).evaluate();
    // A Hard Check needs two rolls: this one kept one (hand-edited, or written by a module).
    const broken = await g.ChatMessage.create({ type: "check", content: stale, rolls: [roll], system: { actorUuid: wren.uuid, stat: "head", difficulty: "hard" } });
    expect(exportCheckMessage(broken)).toBeNull();
  });

  it("a roll of another kind in a Check message (a module's) is no Check's: core's export, and the card as stored", async () => {
    as("gm");
    const roll = await new g.Roll("1d6").evaluate();
    const odd = await g.ChatMessage.create({ type: "check", content: "<p>A module's 4</p>", rolls: [roll], system: { actorUuid: wren.uuid, stat: "head", difficulty: "normal" } });
    expect(exportCheckMessage(odd)).toBeNull();
    expect((await renderCheckMessage(odd, {} as never)).textContent).toContain("A module's 4");
  });
});
