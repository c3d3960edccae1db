// Analytical in an Endeavor: "Twice per session, you may provide Help by rolling four d6". The session outlasts the
// Endeavor, so each use is counted on the Helper's item — the same count the sheet's card keeps — refused when none is
// left, given back when the GM undoes the Check, and restored by the session's end.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import { postCheck } from "../../src/applications/chat/check-card";
import { relay } from "../../src/applications/shared/relay";
import { resetForNewSession } from "../../src/applications/session/session-end";
import type { Command } from "../../src/rules/endeavor";
import { isSpecialization } from "../../src/documents/item-types";
import { ui } from "../fakes/setup";
import { asUser, characterOf, endeavorWorld, snapshot } from "./combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const command = (combatId: string, c: Command) => requestEndeavor({ combatId, op: "command", command: c });

/** An Endeavor in its turns, every character with Analytical (`used` of 2 this session), as the GM. */
async function inTurns(used = 0) {
  const world = await endeavorWorld();
  const { combat, actors, ids } = world;
  for (const actor of [actors.wren, actors.oskar, actors.mina]) {
    await actor.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Analytical", system: { limit: "session", uses: 2, used } }]);
  }
  asUser("gm");
  await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
  for (const [by, stat] of [[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Hurt"]] as const) {
    await command(combat.id!, { type: "chooseActionDie", by, stat, blessings: by === ids.widow ? [4, 4, 5] : [2, 3] });
  }
  const acting = combat.endeavor!.turn.current!;
  // The Helper: a character other than the one acting (the Monstrosity acts first only if the seating says so).
  const helperId = [ids.oskar, ids.mina, ids.wren].find((id) => id !== acting)!;
  const helper = characterOf(combat, helperId);
  const analytical = () => {
    const item = helper.items.find((i) => i.name === "Analytical");
    if (!item || !isSpecialization(item)) throw new Error("the Helper has no Analytical");
    return item;
  };
  /** The acting participant advances with the Helper's Analytical Help (the engine throws the four d6). */
  const helped = () => command(combat.id!, { type: "act", by: acting, action: { kind: "advance", helpers: [{ by: helperId, pay: {}, analytical: {} }] } });
  return { ...world, acting, helperId, helper, analytical, helped };
}

describe("Analytical Help in an Endeavor counts against 'Twice per session' on the Helper's item", () => {
  it("a use lands on the Check and is counted on the item, as the sheet's card counts it", async () => {
    const { combat, analytical, helped, helper } = await inTurns(0);
    expect(analytical().system.used).toBe(0);
    expect(await helped()).toBe(true);
    expect(warnings()).toEqual([]);
    const pool = [...helper.system.blessings];
    const logged = combat.model.commands.at(-1) as { action: { helpers: { analytical: { dice: number[] } }[] } };
    expect(logged.action.helpers[0]!.analytical.dice).toHaveLength(4);
    expect(analytical().system.used).toBe(1);
    expect(helper.system.blessings).toEqual(pool); // Help "by rolling four d6": no Blessing paid
  });

  it("refused when both of this session's uses are gone: a clear warning, and nothing changes", async () => {
    const { combat, analytical, helped, helper } = await inTurns(2);
    const before = snapshot(combat);
    const messages = g.game.messages.size;
    expect(await helped()).not.toBe(true);
    expect(warnings()).toEqual([`${helper.name} has used Analytical as often as it allows this session (2): its uses come back when the GM ends the session.`]);
    expect(snapshot(combat)).toBe(before);
    expect(g.game.messages.size).toBe(messages);
    expect(analytical().system.used).toBe(2);
  });

  it("the last use left is taken; undone and sent again, it is that same one use", async () => {
    const { combat, analytical, helped } = await inTurns(1);
    expect(await helped()).toBe(true);
    expect(analytical().system.used).toBe(2);
    // The GM undoes it and sends it again: still the one use left, so it lands again.
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(analytical().system.used).toBe(1);
    expect(await helped()).toBe(true);
    expect(analytical().system.used).toBe(2);
  });

  it("undoing the Check gives the use back; undoing something else does not", async () => {
    const { combat, analytical, helped, ids } = await inTurns(0);
    const before = snapshot(combat);
    await helped();
    expect(analytical().system.used).toBe(1);
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(snapshot(combat)).toBe(before);
    expect(analytical().system.used).toBe(0);
    // A GM move that used nothing, undone: the count stays.
    await helped();
    await command(combat.id!, { type: "gm", gm: { op: "move", id: ids.wren, to: 3 } });
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(analytical().system.used).toBe(1);
  });

  it("the session's end restores the uses, as on the sheet, and the Helper may use Analytical again", async () => {
    const { helper, analytical, helped } = await inTurns(2);
    await resetForNewSession(helper);
    expect(analytical().system.used).toBe(0);
    expect(await helped()).toBe(true);
    expect(analytical().system.used).toBe(1);
  });

  it("uses on the sheet's card and in the Endeavor are the same two", async () => {
    const { actors, analytical, helped, helper } = await inTurns(0);
    const roller = [actors.wren, actors.oskar, actors.mina].find((a) => a !== helper)!;
    const owner = helper === actors.mina ? "gm" : helper === actors.oskar ? "player2" : "player";
    // Once on the card of a Check rolled from the sheet …
    asUser("gm");
    const message = await postCheck(roller, { stat: "head" });
    asUser(owner);
    await relay("check.analytical", { messageId: message!.id, actorUuid: helper.uuid });
    expect(analytical().system.used).toBe(1);
    // … once in the Endeavor, and none is left for either.
    asUser("gm");
    expect(await helped()).toBe(true);
    expect(analytical().system.used).toBe(2);
    const again = await postCheck(roller, { stat: "head" });
    asUser(owner);
    await relay("check.analytical", { messageId: again!.id, actorUuid: helper.uuid });
    expect(warnings().at(-1)).toBe("This Specialization has no uses left (2) until its limit resets.");
    expect(analytical().system.used).toBe(2);
  });
});
