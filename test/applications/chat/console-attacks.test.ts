// Calls a player can make from the browser console, each refused by the GM's client with nothing changed: the relay
// reads who is asking from the server-given sender id, and the card actions check that the asker can see the card.
import { describe, expect, it } from "vitest";
import { RELAY_SOCKET } from "../../../src/applications/shared/relay";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { ui } from "../../fakes/setup";
import { checkOf } from "./posted-check";
import { asUser, endeavorWorld, snapshot } from "../../documents/combat-helpers";
import { requestEndeavor } from "../../../src/applications/combat/requests/endeavor-relay";
import { isSpecialization } from "../../../src/documents/item-types";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

/** A raw request emitted on the system socket from the current user's console, with whatever it claims inside. */
async function fromConsole(type: string, payload: unknown, claims: Record<string, unknown> = {}) {
  const replies: unknown[] = [];
  const me = g.game.user.id;
  g.game.socket.on(RELAY_SOCKET, (m: any) => { if (m.kind === "reply" && m.to === me && g.game.user.id === me) replies.push(m.reply); });
  g.game.socket.emit(RELAY_SOCKET, { kind: "request", id: `console-${Math.random()}`, type, payload, ...claims });
  await g.game.socket.settled();
  return replies[0] as { ok: boolean; error?: string };
}

async function started() {
  const world = await endeavorWorld();
  asUser("gm");
  await requestEndeavor({ combatId: world.combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10", terrain: "", finishLine: 25 } });
  return world;
}

describe("a player claiming to be the GM from the console", () => {
  it("cannot undo, move a Monstrosity or end the Endeavor: the server's sender id says who asks", async () => {
    const { combat, ids } = await started();
    await g.game.socket.settled();
    asUser("player");
    const before = snapshot(combat);
    const asGM = { userId: "gm", user: "gm", senderId: "gm" };
    expect(await fromConsole("endeavor", { combatId: combat.id, op: "undo" }, asGM)).toMatchObject({ ok: false, error: "HB.Error.endeavorGmOnly" });
    expect(await fromConsole("endeavor", { combatId: combat.id, op: "command", command: { type: "gm", gm: { op: "move", id: ids.widow, to: 0 } } }, asGM))
      .toMatchObject({ ok: false, error: "HB.Error.endeavorGmOnly" });
    expect(await fromConsole("endeavor", { combatId: combat.id, op: "start", options: { kind: "racing", edition: "v0.0.21.10" } }, asGM))
      .toMatchObject({ ok: false, error: "HB.Error.endeavorGmOnly" });
    expect(snapshot(combat)).toBe(before);
  });
});

describe("a player spending another player's Blessing through Help", () => {
  it("is refused whatever user the request names; the other pool is untouched", async () => {
    const { actors } = await endeavorWorld();
    asUser("player");
    g.CONFIG.Dice.randomUniform = () => 0.5;
    const message = await postCheck(actors.wren, { stat: "head" });
    // player asks for Oskar (player2's character) to Help Wren, claiming to be player2.
    const reply = await fromConsole("check.help", { messageId: message!.id, actorUuid: actors.oskar.uuid }, { userId: "player2" });
    expect(reply).toMatchObject({ ok: false, error: "HB.Error.notOwner" });
    expect(actors.oskar.system.blessings).toEqual([2]);
    expect(checkOf(message).system.helps).toEqual([]);
  });
});

describe("a card action naming an Item instead of a character", () => {
  it("Help, Analytical, witnessing, Mischievous and Resolved are refused as not a character, never a TypeError; nothing is spent", async () => {
    const { actors } = await endeavorWorld();
    const analytical = { type: "specialization", name: "Analytical", system: { limit: "session", uses: 2 } } as const;
    const [item] = (await actors.wren.createEmbeddedDocuments("Item", [analytical])) ?? [];
    if (!item) throw new Error("Analytical was not created");
    asUser("player2");
    g.CONFIG.Dice.randomUniform = () => 0.5;
    const message = await postCheck(actors.oskar, { stat: "head" });
    asUser("player");
    for (const action of ["help", "analytical", "witness", "mischievous", "resolved"]) {
      expect(await relay(`check.${action}`, { messageId: message!.id, actorUuid: item.uuid })).toBeUndefined();
    }
    expect(warnings()).toEqual(Array(5).fill("That is not a character: Help, Analytical and the card's other actions come from a character (or a Monstrosity) of yours."));
    expect(actors.wren.system.blessings).toEqual([3, 5]);
    const stored = actors.wren.items.get(item.id)!;
    expect(isSpecialization(stored) && stored.system.used).toBe(0);
    expect(g.game.messages.get(message!.id).system.helps).toEqual([]);
  });
});

describe("a card the asker cannot see", () => {
  it("a Help on a roll whispered to the GM is refused, with nothing spent; the GM still judges it on its merits", async () => {
    const { actors } = await endeavorWorld();
    await g.game.settings.set("core", "rollMode", "gmroll");
    asUser("player2");
    g.CONFIG.Dice.randomUniform = () => 0.5;
    const message = await postCheck(actors.oskar, { stat: "head" });
    expect(message!.whisper).toEqual(["gm"]);
    asUser("player");
    expect(await relay("check.help", { messageId: message!.id, actorUuid: actors.wren.uuid })).toBeUndefined();
    expect(warnings()).toEqual(["That card is gone, or it is not shown to you."]);
    expect(actors.wren.system.blessings).toEqual([3, 5]);
    expect(checkOf(message).system.helps).toEqual([]);
    // An unknown card id, or none at all, is the same refusal, never a TypeError.
    expect(await relay("check.help", { messageId: "nope", actorUuid: actors.wren.uuid })).toBeUndefined();
    expect(await relay("check.help", null)).toBeUndefined();
    expect(warnings()).toHaveLength(3);
    // The GM sees every card: a Help there is judged on its merits (Mina is the GM's own character, with no Blessing).
    asUser("gm");
    expect(await relay("check.help", { messageId: message!.id, actorUuid: actors.mina.uuid })).toBeUndefined();
    expect(warnings().at(-1)).not.toBe("That card is gone, or it is not shown to you.");
  });
});

describe("a player setting an Endeavor Check's difficulty from the console", () => {
  it("is refused (the GM sets it; a Delayed Attack's is worked out from the Aptitude named); an unknown one is refused even from the GM, never read as easier", async () => {
    const { combat, ids } = await started();
    await g.game.socket.settled();
    const act = (action: Record<string, unknown>) => ({ combatId: combat.id, op: "command", command: { type: "act", by: ids.wren, action } });
    asUser("player");
    const before = snapshot(combat);
    expect(await fromConsole("endeavor", act({ kind: "attack", violent: true, targets: [ids.widow], difficulty: "easy" })))
      .toMatchObject({ ok: false, error: "HB.Error.endeavorGmDifficulty" });
    expect(await fromConsole("endeavor", act({ kind: "advance", difficulty: "easy" }))).toMatchObject({ ok: false, error: "HB.Error.endeavorGmDifficulty" });
    expect(await fromConsole("endeavor", act({ kind: "protect", target: ids.wren, pay: { temporary: [] }, check: { difficulty: "easy" } })))
      .toMatchObject({ ok: false, error: "HB.Error.endeavorGmDifficulty" });
    expect(await fromConsole("endeavor", act({ kind: "delayedAttack", violent: false, targets: [ids.widow], stat: "Head", difficulty: "easy" })))
      .toMatchObject({ ok: false, error: "HB.Error.endeavorGmDifficulty" });
    expect(await fromConsole("endeavor", act({ kind: "delayedAttack", violent: false, targets: [ids.widow], stat: "Head", difficulty: "extreme" })))
      .toMatchObject({ ok: false, error: "HB.Error.badRequest", data: { field: "command.action.difficulty" } });
    // The GM's own request runs on their client (the server does not echo it back): refused there with a warning.
    asUser("gm");
    expect(await relay("endeavor", act({ kind: "attack", violent: true, targets: [ids.widow], difficulty: "trivial" }))).toBeUndefined();
    expect(warnings()).toEqual(["The GM's client refused a malformed request (at command.action.difficulty); nothing was changed."]);
    expect(snapshot(combat)).toBe(before);
  });
});

describe("malformed requests and prototype games from the console", () => {
  const pools = () => JSON.stringify(g.game.actors.contents.map((a: any) => a.system.blessings));

  it("null actions, helpers that are numbers, targets as a string, pay.temporary: true: each refused naming the field, never a TypeError; nothing changes", async () => {
    const { combat, ids } = await started();
    await g.game.socket.settled();
    asUser("player");
    const before = [snapshot(combat), pools()];
    const act = (action: unknown) => ({ combatId: combat.id, op: "command", command: { type: "act", by: ids.wren, action } });
    const cases: [unknown, string][] = [
      [act(null), "command.action.kind"],
      [{ combatId: combat.id, op: "command", command: null }, "command.type"],
      [act({ kind: "attack", violent: true, targets: [ids.widow], helpers: [3] }), "command.action.helpers[0]"],
      [act({ kind: "attack", violent: true, targets: ids.widow }), "command.action.targets"],
      [act({ kind: "protect", target: ids.wren, pay: { temporary: true } }), "command.action.pay.temporary"],
      [act({ kind: "unique", pay: {}, actions: [null, null] }), "command.action.actions[0].kind"],
    ];
    for (const [payload, field] of cases) {
      expect(await fromConsole("endeavor", payload), field).toEqual({ ok: false, error: "HB.Error.badRequest", data: { field } });
    }
    expect([snapshot(combat), pools()]).toEqual(before);
  });

  it("an own \"__proto__\" key is an unknown key, not a prototype; \"constructor\" and \"toString\" are unknown Stats; a Delayed Attack's Stat and trigger are checked before they are stored", async () => {
    const { combat, ids } = await started();
    await g.game.socket.settled();
    asUser("player");
    const before = [snapshot(combat), pools()];
    const choose = (stat: string) => ({ combatId: combat.id, op: "command", command: { type: "chooseActionDie", by: ids.wren, stat } });
    const delayed = (extra: Record<string, unknown>) =>
      ({ combatId: combat.id, op: "command", command: { type: "act", by: ids.wren, action: { kind: "delayedAttack", violent: false, targets: [ids.widow], ...extra } } });
    // JSON.parse makes "__proto__" an own key, as a console's request arrives.
    const forged = JSON.parse(`{"combatId":"${combat.id}","op":"command","command":{"type":"chooseActionDie","by":"${ids.wren}","stat":"Head","__proto__":{"isGM":true,"polluted":true}}}`);
    const cases: [unknown, string][] = [
      [forged, "command.__proto__"],
      [choose("constructor"), "command.stat"],
      [choose("toString"), "command.stat"],
      [choose("__proto__"), "command.stat"],
      [delayed({ stat: "constructor", trigger: "when it sleeps" }), "command.action.stat"],
      [delayed({ stat: "Head", trigger: "x".repeat(501) }), "command.action.trigger"],
      [delayed({ stat: "Head", trigger: { toString: "when it sleeps" } }), "command.action.trigger"],
    ];
    for (const [payload, field] of cases) {
      expect(await fromConsole("endeavor", payload), field).toEqual({ ok: false, error: "HB.Error.badRequest", data: { field } });
    }
    expect([snapshot(combat), pools()]).toEqual(before);
    expect(({} as any).polluted).toBeUndefined();
    expect(({} as any).isGM).toBeUndefined();
    // The same Stat choice without the forged key goes through: the refusals above were the key's, not the request's.
    expect(await fromConsole("endeavor", choose("Head"))).toMatchObject({ ok: true });
  });
});
