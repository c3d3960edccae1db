// Protective and the Defender on a sheet Check (rules check-reactions.ts): "When another nearby character would be
// violently Attacked, before rolls are performed, you may become the Defender instead. Recharge: ③." The roll names
// the Attack's Defender (the roller's target) and, before rolling, who Protects them; the card names the Defender, and
// Resolved ("When an Attack succeeds against you") is theirs.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { onRenderChatMessageHTML } from "../../../src/hooks/render-chat-message";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { initialRollState, prepareRollDialog, type RollDialogActor } from "../../../src/applications/dialogs/roll-dialog-context";
import { EDITION_IDS } from "../../../src/rules/ids";
import { as, d6, faces, renderCard, visible, warnings } from "./card-helpers";
import { checkOf } from "./posted-check";

const g = globalThis as any;

let widow: any; // the Attacker (the GM's)
let wren: any; // the Defender (player's)
let ash: any; // Wren's ally with Protective (player2's)
const protective = () => ash.items.find((i: any) => i.name === "Protective");
beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  g.Hooks.on("renderChatMessageHTML", onRenderChatMessageHTML);
  const Actor = g.CONFIG.Actor.documentClass;
  widow = await Actor.create({ type: "character", name: "Widow", system: { stats: { head: 6, hand: 6, hurt: 6 }, blessings: [3, 3] } });
  wren = await Actor.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6, hurt: 8 }, blessings: [2] } });
  ash = await Actor.create({ type: "character", name: "Ash", ownership: { default: 0, player2: 3 }, system: { stats: { head: 6, hurt: 4 }, blessings: [2] } });
  g.game.users.get("player").character = wren;
  g.game.users.get("player2").character = ash;
  await ash.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Protective", system: { recharge: "③" } }]);
});

describe("the Defender of a sheet Attack, and Protective before the roll", () => {
  it("the card names the Defender the roll was made against", async () => {
    as("gm");
    faces([6, 3], 6);
    const message = await postCheck(widow, { stat: "hurt", attack: "violent", defender: wren.uuid });
    expect((await renderCard(message)).querySelector(".hb-defender")!.textContent).toBe("Defender: Wren.");
  });

  it("Ash becomes the Defender in Wren's place: named on the card, Protective spent (Recharge ③)", async () => {
    as("gm");
    faces([6, 3], 6);
    const message = await postCheck(widow, { stat: "hurt", attack: "violent", defender: wren.uuid, protector: ash.uuid });
    expect((await renderCard(message)).querySelector(".hb-defender")!.textContent)
      .toBe("Ash became the Defender in Wren's place before the roll (Protective, Recharge ③).");
    expect(checkOf(message).system.defenderUuid).toBe(ash.uuid);
    expect(protective().system.spent).toBe(true);
  });

  it("refused, with nothing rolled or spent: a non-violent Attack, no Defender named, Protective spent, someone else's character", async () => {
    const refused = async (request: Record<string, unknown>, warning: string) => {
      const before = g.game.messages.size;
      expect(await postCheck(widow, { stat: "head", ...request } as never)).toBeNull();
      expect(warnings().at(-1)).toBe(warning);
      expect(g.game.messages.size).toBe(before);
    };
    as("gm");
    await refused({ attack: "non-violent", defender: wren.uuid, protector: ash.uuid }, "Protective answers a violent Attack.");
    await refused({ stat: "hurt", attack: "violent", protector: ash.uuid }, "Protective takes the Defender's place: target the Defender of this Attack first.");
    await refused({ stat: "hurt", attack: "violent", defender: wren.uuid, protector: wren.uuid }, "Protective is used on another character's Check.");
    await refused({ stat: "hurt", attack: "violent", defender: ash.uuid, protector: wren.uuid }, "Wren does not have Protective, or it is not theirs to use.");
    expect(protective().system.spent).toBe(false);
    // Wren's player attacks with their own character: Ash is player2's to commit, not theirs.
    as("player");
    const before = g.game.messages.size;
    expect(await postCheck(wren, { stat: "hurt", attack: "violent", defender: widow.uuid, protector: ash.uuid })).toBeNull();
    expect(warnings().at(-1)).toBe("Ash's player decides whether they use Protective: you do not own Ash.");
    expect(g.game.messages.size).toBe(before);
    as("gm");
    await protective().update({ system: { spent: true } });
    await refused({ stat: "hurt", attack: "violent", defender: wren.uuid, protector: ash.uuid }, "This Specialization is spent: pay its recharge cost ③ first.");
  });

  it("Resolved on a card that names its Defender is theirs alone: the button for the Defender's player, others refused", async () => {
    await ash.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Resolved", system: { recharge: "④" } }]);
    await wren.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Resolved", system: { recharge: "④" } }]);
    as("gm");
    await protective().update({ system: { spent: false } });
    faces([6, 6], 6);
    const message = await postCheck(widow, { stat: "hurt", partner: "head", attack: "violent", defender: wren.uuid, protector: ash.uuid });
    as("player");
    expect(visible(await renderCard(message))).not.toContain("resolved");
    await relay("check.resolved", { messageId: message!.id, actorUuid: wren.uuid });
    expect(warnings().at(-1)).toBe("Only Ash, this Attack's Defender, may use Resolved against it.");
    as("player2");
    expect(visible(await renderCard(message))).toContain("resolved");
    d6([4]);
    await relay("check.resolved", { messageId: message!.id, actorUuid: ash.uuid });
    expect((await renderCard(message)).textContent).toContain("Ash used Resolved against this Attack");
    expect(wren.system.blessings).toEqual([2]);
    expect(ash.system.blessings).toEqual([2, 4]);
  });
});

describe("the roll dialog offers Protective for a violent Attack on a targeted Defender", () => {
  const attacker: RollDialogActor = { dice: { head: 6, hand: 6, hurt: 6 }, statuses: [], blessings: [], lifestyle: "", aptitudes: [], spent: [], affected: {}, ascendant: false,
    defender: { name: "Wren", dice: { head: 6, hand: 6, hurry: 4 }, uuid: "Actor.wren" }, defenders: 1,
    protectors: [{ uuid: "Actor.ash", name: "Ash", dice: { head: 6, hand: 6, hurry: 8 } }] };

  it("lists who may Protect only for a violent Attack with a Defender, and keeps the choice", () => {
    const violent = prepareRollDialog(attacker, { ...initialRollState("hurt"), attack: "violent", protector: "Actor.ash" }, EDITION_IDS[0]);
    expect(violent.protectors).toEqual([{ uuid: "Actor.ash", name: "Ash", selected: true }]);
    expect(violent.state.protector).toBe("Actor.ash");
    const calm = prepareRollDialog(attacker, { ...initialRollState("head"), attack: "non-violent", protector: "Actor.ash" }, EDITION_IDS[0]);
    expect([calm.protectors, calm.state.protector]).toEqual([[], ""]);
    const untargeted = prepareRollDialog({ ...attacker, defender: null }, { ...initialRollState("hurt"), attack: "violent" }, EDITION_IDS[0]);
    expect(untargeted.protectors).toEqual([]);
  });

  it("v0.0.18: the Attack difficulty by the book is against the Protector's Defense die", () => {
    const against = (protector: string) => prepareRollDialog(attacker, { ...initialRollState("hurt"), attack: "violent", protector }, "v0.0.18").proposal!;
    // Hurt is defended with Hurry: Wren's d4 is smaller than the d6 Attack (Easy), Ash's d8 larger (Hard).
    expect([against("").label, against("").defender]).toEqual(["HB.Difficulty.easy", "Wren"]);
    expect([against("Actor.ash").label, against("Actor.ash").defender]).toEqual(["HB.Difficulty.hard", "Ash"]);
  });
});
