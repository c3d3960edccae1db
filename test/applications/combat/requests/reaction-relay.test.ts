// Reactions offered from the reactor's own row, through the GM relay as players send them from the console: the GM's
// client decides from the sender the server names and the data it re-reads, never from what the request says.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import type { Command } from "../../../../src/rules/endeavor";
import { ui } from "../../../fakes/setup";
import { asUser, endeavorWorld, snapshot } from "../../../documents/combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

/** Wren's turn (her player: "player"); Oskar (player2's) has Mischievous and Analytical; Mina is the GM's (with
 *  Mischievous when asked; Oskar's Protective too). */
async function wrensTurn(minaMischievous = false, oskarProtective = false) {
  const world = await endeavorWorld();
  const { combat, ids, actors } = world;
  asUser("gm");
  await actors.oskar.createEmbeddedDocuments("Item", [{ name: "Mischievous", type: "specialization" }, { name: "Analytical", type: "specialization" }]);
  if (minaMischievous) await actors.mina.createEmbeddedDocuments("Item", [{ name: "Mischievous", type: "specialization" }]);
  if (oskarProtective) await actors.oskar.createEmbeddedDocuments("Item", [{ name: "Protective", type: "specialization" }]);
  await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
  for (const [by, stat] of [[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Hurt"]] as const) {
    await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: by === ids.widow ? [4, 4, 5] : [2, 3] });
  }
  while (combat.endeavor!.turn.current !== ids.wren) await combat.dispatch({ type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
  ui.messages.length = 0;
  const send = (c: Command) => requestEndeavor({ combatId: combat.id!, op: "command", command: c });
  return { ...world, send };
}

describe("a reaction through the GM relay", () => {
  it("a player naming another player's Mischievous without their offer is refused, told why, and nothing changes; with it, it goes through", async () => {
    const { combat, ids, send } = await wrensTurn();
    const advance: Command = { type: "act", by: ids.wren, action: { kind: "advance", mischievous: ids.oskar } };
    const before = snapshot(combat);
    asUser("player");
    await send(advance);
    expect(warnings()).toEqual(["Oskar's player has not offered Mischievous on this Check: they offer it from their own row in the tracker."]);
    expect(snapshot(combat)).toBe(before);

    // Someone else cannot offer it for Oskar.
    ui.messages.length = 0;
    await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "mischievous" });
    expect(warnings()).toEqual([g.game.i18n.format("HB.Error.endeavorNotOwner", { name: "Oskar" })]);
    expect(combat.system.reactionOffers).toEqual([]);

    // Oskar's player offers it; Wren's command now goes through, Mischievous in it.
    asUser("player2");
    await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "mischievous" });
    expect(combat.system.reactionOffers).toEqual([{ by: ids.oskar, to: ids.wren, round: combat.endeavor!.round, kind: "mischievous", whom: "", used: null }]);
    asUser("player");
    ui.messages.length = 0;
    await send(advance);
    expect(warnings()).toEqual([]);
    const applied = combat.model.commands.at(-1) as Extract<Command, { type: "act" }>;
    expect(applied).toMatchObject({ by: ids.wren, action: { kind: "advance", mischievous: ids.oskar } });
    // Its turn is over: the offer lapsed (kept, marked used by that command).
    expect(combat.system.reactionOffers).toMatchObject([{ by: ids.oskar, used: combat.model.commands.length }]);
  });

  it("undoing the Check that used an offer stands it again; the Check sent anew carries it again", async () => {
    const { combat, ids, send } = await wrensTurn();
    asUser("player2");
    await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "mischievous" });
    asUser("player");
    const advance: Command = { type: "act", by: ids.wren, action: { kind: "advance", mischievous: ids.oskar } };
    await send(advance);
    const after = combat.model.commands.length;
    expect(combat.model.reactions[0]!.used).toBe(after);
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(combat.model.commands).toHaveLength(after - 1);
    expect(combat.endeavor!.turn.current).toBe(ids.wren);
    expect(combat.model.reactions).toEqual([{ by: ids.oskar, to: ids.wren, round: combat.endeavor!.round, kind: "mischievous", whom: "", used: null }]);
    // A used offer authorises nothing; restored, it does again.
    asUser("player");
    ui.messages.length = 0;
    await send(advance);
    expect(warnings()).toEqual([]);
    expect(combat.model.commands).toHaveLength(after);
  });

  it("once offered, Wren's player cannot leave Oskar's Mischievous out of her Check (a stale page, the console)", async () => {
    const { combat, ids, send } = await wrensTurn();
    asUser("player2");
    await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "mischievous" });
    const before = snapshot(combat);
    asUser("player");
    await send({ type: "act", by: ids.wren, action: { kind: "advance" } });
    expect(warnings()).toEqual(["Oskar offered Mischievous on this Check: it goes with the Check as offered. Reload the tracker and act again."]);
    expect(snapshot(combat)).toBe(before);
    // Passing makes no Check: nothing to leave out.
    ui.messages.length = 0;
    await send({ type: "act", by: ids.wren, action: { kind: "pass" } });
    expect(warnings()).toEqual([]);
    expect(combat.endeavor!.turn.current).not.toBe(ids.wren);
  });

  it("offering again replaces only one's own standing offer of that kind: another reactor's, and one already used, stay", async () => {
    const { combat, ids, send } = await wrensTurn(true);
    asUser("gm");
    const offer = (by: string, kind = "mischievous", withdraw?: boolean) =>
      requestEndeavor({ combatId: combat.id!, op: "offerReaction", by, kind, ...(withdraw ? { withdraw } : {}) } as never);
    const round = combat.endeavor!.round;
    const standing = (by: string, to: string) => ({ by, to, round, kind: "mischievous", whom: "", used: null });
    await offer(ids.mina);
    asUser("player2");
    await offer(ids.oskar);
    await offer(ids.oskar);
    expect(warnings()).toEqual([]);
    expect(combat.system.reactionOffers).toEqual([standing(ids.mina, ids.wren), standing(ids.oskar, ids.wren)]);
    await offer(ids.oskar, "mischievous", true);
    expect(combat.system.reactionOffers).toEqual([standing(ids.mina, ids.wren)]);
    await offer(ids.oskar);
    // Wren's Check uses Oskar's offer; Mina's, not named, lapses with the turn: both kept, marked by that command.
    asUser("player");
    await send({ type: "act", by: ids.wren, action: { kind: "advance", mischievous: ids.oskar } });
    expect(warnings()).toEqual([]);
    const used = (by: string) => ({ ...standing(by, ids.wren), used: combat.model.commands.length });
    const lapsed = [used(ids.mina), used(ids.oskar)];
    expect(combat.system.reactionOffers).toEqual(lapsed);
    // On the next actor's (Oskar's) Check Mina offers again: the used offers stay beside it (an undo stands them again).
    expect(combat.endeavor!.turn.current).toBe(ids.oskar);
    asUser("gm");
    await offer(ids.mina);
    expect(warnings()).toEqual([]);
    expect(combat.system.reactionOffers).toEqual([...lapsed, standing(ids.mina, ids.oskar)]);
  });

  it("Protective is offered for someone the Grey Widow's violent Attack could hit, one at a time; anyone else is refused", async () => {
    const { combat, ids } = await wrensTurn(false, true);
    asUser("gm");
    while (combat.endeavor!.turn.current !== ids.widow) await combat.dispatch({ type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
    const round = combat.endeavor!.round;
    const offer = (kind: string, whom?: string) =>
      requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind, ...(whom ? { whom } : {}) } as never);
    const closed = g.game.i18n.format("HB.Endeavor.Reaction.closed.protective", { name: "Oskar", actor: "Grey Widow" });
    asUser("player2");
    ui.messages.length = 0;
    await offer("protective", ids.wren);
    expect(warnings()).toEqual([]);
    expect(combat.system.reactionOffers).toEqual([{ by: ids.oskar, to: ids.widow, round, kind: "protective", whom: ids.wren, used: null }]);
    // Offering again for Mina replaces the offer; the Widow herself, nobody or Oskar himself are refused, nothing changed.
    await offer("protective", ids.mina);
    expect(combat.system.reactionOffers).toEqual([{ by: ids.oskar, to: ids.widow, round, kind: "protective", whom: ids.mina, used: null }]);
    const before = snapshot(combat);
    for (const whom of [ids.widow, undefined, ids.oskar]) await offer("protective", whom);
    expect(warnings()).toEqual([closed, closed, closed]);
    expect(snapshot(combat)).toBe(before);
    // A whom sent with another kind from the console is not stored: only Protective names whom.
    ui.messages.length = 0;
    await offer("mischievous", ids.wren);
    expect(warnings()).toEqual([]);
    expect(combat.system.reactionOffers).toEqual([
      { by: ids.oskar, to: ids.widow, round, kind: "protective", whom: ids.mina, used: null },
      { by: ids.oskar, to: ids.widow, round, kind: "mischievous", whom: "", used: null },
    ]);
  });

  it("a reaction the rules do not open now is refused with its reason; withdrawing takes the offer back", async () => {
    const { combat, ids } = await wrensTurn();
    asUser("player2");
    await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "resolved" });
    await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "watch" });
    expect(warnings()).toEqual([
      "Oskar cannot offer Resolved on Wren's Attack now (an opponent's Attack, with Resolved recharged).",
      "Wren's Check cannot be made to fail by watching: no Vexed or Vulnerable on a Stat it could use.",
    ]);
    await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "mischievous" });
    expect(combat.system.reactionOffers).toHaveLength(1);
    await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "mischievous", withdraw: true });
    expect(combat.system.reactionOffers).toEqual([]);
  });

  it("Analytical Help goes through only as offered (four d6, no Blessing), and only from a character with Analytical", async () => {
    const { combat, ids, send } = await wrensTurn();
    const advance: Command = { type: "act", by: ids.wren, action: { kind: "advance", helpers: [{ by: ids.oskar, pay: {}, analytical: {} }] } };
    const before = snapshot(combat);
    asUser("player");
    await send(advance);
    expect(warnings()).toEqual([g.game.i18n.format("HB.Error.endeavorNotOwner", { name: "Oskar" })]);
    expect(snapshot(combat)).toBe(before);
    asUser("player2");
    await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: { temporary: [3] }, use: "analytical" } });
    expect(combat.system.helpOffers).toEqual([{ by: ids.oskar, to: ids.wren, round: combat.endeavor!.round, pay: { temporary: [], permanent: [] }, use: "analytical" }]);
    // Mina has no Analytical: the GM cannot offer it for her either.
    asUser("gm");
    ui.messages.length = 0;
    await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.mina, offer: { pay: {}, use: "analytical" } });
    expect(warnings()).toHaveLength(1);
    asUser("player");
    ui.messages.length = 0;
    await send(advance);
    expect(warnings()).toEqual([]);
    const check = combat.model.commands.at(-1) as Extract<Command, { type: "act" }>;
    expect(check.action).toMatchObject({ kind: "advance", helpers: [{ by: ids.oskar, analytical: { dice: expect.any(Array) } }] });
  });

  it("Analytical used up this session (Twice per session, counted on the item): not offered on the row, refused from the console", async () => {
    const { combat, ids, actors } = await wrensTurn();
    const item = actors.oskar.items.find((i) => i.name === "Analytical")!;
    await item.update({ system: { limit: "session", uses: 2, used: 2 } });
    const { trackerContext } = await import("../../../../src/applications/combat/tracker/tracker-actions");
    asUser("player2");
    const ctx = trackerContext({ combat } as never);
    if (!ctx.started) throw new Error("not started");
    expect(ctx.rows.find((r) => r.id === ids.oskar)!.offer).toMatchObject({ help: true, analytical: false });
    await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: {}, use: "analytical" } });
    expect(warnings()).toEqual(["Oskar has used Analytical as often as it allows this session (2): its uses come back when the GM ends the session."]);
    expect(combat.system.helpOffers).toEqual([]);
    // One left: offered again.
    await item.update({ system: { used: 1 } });
    const again = trackerContext({ combat } as never);
    if (!again.started) throw new Error("not started");
    expect(again.rows.find((r) => r.id === ids.oskar)!.offer).toMatchObject({ analytical: true });
  });

  it("an old Combat, with Help offers and no reaction offers field, loads with its Help offers as they were and none standing", async () => {
    const { combat, ids } = await wrensTurn();
    asUser("player2");
    await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: { temporary: [3] }, use: "x" } });
    const source = combat.toObject();
    expect(source.system.helpOffers).toHaveLength(1);
    delete source.system.reactionOffers;
    const loaded = new g.CONFIG.Combat.documentClass(structuredClone(source));
    expect(loaded.system.helpOffers).toEqual(source.system.helpOffers);
    expect(loaded.model.offers).toEqual(combat.model.offers);
    expect(loaded.system.reactionOffers).toEqual([]);
    expect(snapshot(loaded)).toBe(snapshot(combat));
  });
});
