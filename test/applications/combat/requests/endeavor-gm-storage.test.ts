// What the GM's client writes after an Endeavor request (endeavor-gm.ts): a button kind the Endeavor does not use is
// refused before the engine; Help used by a Check lapses from the stored offers; a request that leaves the offers as
// they were writes nothing (each write re-renders every client's tracker); a new encounter gets no legacy flag; a
// participant the encounter does not know is named by the id the request gave.
import { describe, expect, it, vi } from "vitest";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import type { Command } from "../../../../src/rules/endeavor";
import { ui } from "../../../fakes/setup";
import { asUser, endeavorWorld, snapshot, startedWithWrenFirst } from "../../../documents/combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const en = (key: string, data: Record<string, string> = {}) => g.game.i18n.format(key, data);
/** The updates that wrote the stored Help offers or reaction offers alone (a command's own update writes the state). */
const writes = (update: { mock: { calls: unknown[][] } }, field: "helpOffers" | "reactionOffers") =>
  update.mock.calls.filter(([change]) => Object.keys((change as { system?: object }).system ?? {}).join() === field).length;

describe("the GM's client after an Endeavor request", () => {
  it("a button kind this Endeavor does not use (an Alarm in a Monstrous one) is refused, told, nothing changes; one it uses is added", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    ui.messages.length = 0;
    const before = snapshot(combat);
    const add = (kind: string, owner: string | null) => requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "gm", gm: { op: "addButton", kind, position: 4, owner } } } as never);
    expect(await add("alarm", null)).toBeUndefined();
    expect(warnings()).toEqual([en("HB.Endeavor.Gm.buttonUnused")]);
    expect(snapshot(combat)).toBe(before);
    expect(await add("wound", ids.wren)).toBe(true);
    expect(warnings()).toHaveLength(1);
    expect(combat.endeavor!.buttons.filter((b) => b.kind === "wound" && b.position === 4 && b.owner === ids.wren)).toHaveLength(1);
  });

  it("a button added before the Endeavor starts is refused as not started, nothing stored", async () => {
    const { combat } = await endeavorWorld();
    asUser("gm");
    expect(await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "gm", gm: { op: "addButton", kind: "scheme", position: 4, owner: null } } })).toBeUndefined();
    expect(warnings()).toEqual([en("HB.Error.endeavorNotStarted")]);
    expect(combat.endeavor).toBeNull();
  });

  it("Help used by the Check lapses from the stored offers; a command that leaves them as they were writes none", async () => {
    const { combat, ids } = await startedWithWrenFirst(await endeavorWorld());
    const flags = structuredClone(combat.toObject().flags);
    asUser("player2");
    await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: { temporary: [3] } } });
    expect(combat.system.helpOffers).toHaveLength(1);
    // A Combat that never kept its offers in a flag gets none written.
    expect(combat.toObject().flags).toEqual(flags);
    const update = vi.spyOn(combat, "update");
    asUser("player");
    expect(await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action: { kind: "advance", helpers: [{ by: ids.oskar, pay: { temporary: [3] }, use: "roll" }] } } })).toBe(true);
    expect(warnings()).toEqual([]);
    expect(combat.system.helpOffers).toEqual([]);
    expect(writes(update, "helpOffers")).toBe(1);
    // The next actor passes: no offer stood, none is written, nor any reaction offer.
    update.mockClear();
    asUser("gm");
    expect(await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } } })).toBe(true);
    expect([writes(update, "helpOffers"), writes(update, "reactionOffers")]).toEqual([0, 0]);
    expect(update).toHaveBeenCalled();
  });

  it("withdrawing a reaction never offered writes nothing and answers as done", async () => {
    const { combat, ids } = await startedWithWrenFirst(await endeavorWorld());
    const update = vi.spyOn(combat, "update");
    asUser("player2");
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "mischievous", withdraw: true })).toBe(true);
    expect(warnings()).toEqual([]);
    expect(update).not.toHaveBeenCalled();
    expect(combat.system.reactionOffers).toEqual([]);
  });

  it("a Helper the encounter does not know is named by the id the request gave, and nothing changes", async () => {
    const { combat, ids } = await startedWithWrenFirst(await endeavorWorld());
    const before = snapshot(combat);
    asUser("player");
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: ids.wren, action: { kind: "advance", helpers: [{ by: "nosuchhelper0000", pay: { temporary: [2] } }] } } });
    expect(warnings()).toEqual([en("HB.Error.endeavorNotOwner", { name: "nosuchhelper0000" })]);
    expect(snapshot(combat)).toBe(before);
  });

  /** Wren's turn; Oskar (player2's) has Mischievous and Analytical; Mina is the GM's. */
  async function wrensTurn() {
    const world = await endeavorWorld();
    const { combat, ids, actors } = world;
    asUser("gm");
    await actors.oskar.createEmbeddedDocuments("Item", [{ name: "Mischievous", type: "specialization" }, { name: "Analytical", type: "specialization" }]);
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    for (const [by, stat] of [[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Hurt"]] as const) {
      await combat.dispatch({ type: "chooseActionDie", by, stat, blessings: by === ids.widow ? [4, 4, 5] : [2, 3] });
    }
    while (combat.endeavor!.turn.current !== ids.wren) await combat.dispatch({ type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
    ui.messages.length = 0;
    return world;
  }

  it("a GM command that leaves a standing reaction offer as it was writes no reaction offers", async () => {
    const { combat, ids } = await wrensTurn();
    asUser("player2");
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "mischievous" })).toBe(true);
    const offers = structuredClone(combat.system.reactionOffers);
    expect(offers).toHaveLength(1);
    const update = vi.spyOn(combat, "update");
    asUser("gm");
    expect(await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "gm", gm: { op: "move", id: ids.widow, to: 5 } } })).toBe(true);
    expect(combat.endeavor!.participants.find((p) => p.id === ids.widow)!.position).toBe(5);
    expect(writes(update, "reactionOffers")).toBe(0);
    expect(combat.system.reactionOffers).toEqual(offers);
    // The GM's undo answers as done too; the marker is back.
    expect(await requestEndeavor({ combatId: combat.id!, op: "undo" })).toBe(true);
    expect(combat.endeavor!.participants.find((p) => p.id === ids.widow)!.position).not.toBe(5);
  });

  it("each Helper's offer stands on its own: one withdrawn, the other stays", async () => {
    const { combat, ids } = await wrensTurn();
    const round = combat.endeavor!.round;
    asUser("gm");
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.mina, offer: { pay: {} } })).toBe(true);
    asUser("player2");
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: { temporary: [2] }, use: "x" } })).toBe(true);
    const mina = { by: ids.mina, to: ids.wren, round, pay: { temporary: [], permanent: [] }, use: "roll" };
    expect(combat.system.helpOffers).toEqual([mina, { by: ids.oskar, to: ids.wren, round, pay: { temporary: [2], permanent: [] }, use: "x" }]);
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: null })).toBe(true);
    expect(combat.system.helpOffers).toEqual([mina]);
    expect(warnings()).toEqual([]);
  });

  it("Analytical used up this session still lets its character offer Help on the roll", async () => {
    const { combat, ids, actors } = await wrensTurn();
    const analytical = actors.oskar.items.find((i) => i.name === "Analytical")!;
    await analytical.update({ system: { limit: "session", uses: 2, used: 2 } });
    asUser("player2");
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: { temporary: [3] }, use: "roll" } })).toBe(true);
    expect(warnings()).toEqual([]);
    expect(combat.system.helpOffers).toMatchObject([{ by: ids.oskar, use: "roll", pay: { temporary: [3] } }]);
  });
});

describe("requests about a participant the encounter lost (an actor or a combatant deleted mid-Endeavor)", () => {
  it("a player's request for one is refused as not theirs, nothing changes; the GM's still goes through", async () => {
    const world = await endeavorWorld();
    const { combat, ids, actors } = world;
    asUser("gm");
    await actors.oskar.createEmbeddedDocuments("Item", [{ name: "Analytical", type: "specialization" }]);
    await startedWithWrenFirst(world);
    await actors.oskar.delete();
    ui.messages.length = 0;
    const before = snapshot(combat);
    asUser("player2");
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: { temporary: [3] } } })).toBeUndefined();
    expect(await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: ids.oskar, action: { kind: "pass" } } })).toBeUndefined();
    expect(warnings()).toEqual([en("HB.Error.endeavorNotOwner", { name: "Oskar" }), en("HB.Error.endeavorNotOwner", { name: "Oskar" })]);
    expect(snapshot(combat)).toBe(before);
    // Its combatant deleted too: still refused for the player; the GM's Analytical Help for Oskar (in the state) stands.
    asUser("gm");
    await combat.deleteEmbeddedDocuments("Combatant", [ids.oskar]);
    ui.messages.length = 0;
    asUser("player2");
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: { temporary: [3] } } })).toBeUndefined();
    expect(warnings()).toEqual([en("HB.Error.endeavorNotOwner", { name: "Oskar" })]);
    asUser("gm");
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: {}, use: "analytical" } })).toBe(true);
    expect(combat.system.helpOffers).toMatchObject([{ by: ids.oskar, use: "analytical" }]);
  });

  it("the GM's throws with a d20's face (15) before the Endeavor starts, or for someone not in it (no d20s rolled): refused, told, nothing changes", async () => {
    const world = await endeavorWorld();
    const { combat, ids } = world;
    asUser("gm");
    const throws: Extract<Command, { type: "act" }> = {
      type: "act", by: ids.wren, action: { kind: "advance", throws: [[[15]]] },
    };
    const told = en("HB.Error.badRequest", { field: "command.action.throws[0][0][0]" });
    expect(await requestEndeavor({ combatId: combat.id!, op: "command", command: throws })).toBeUndefined();
    expect(warnings()).toEqual([told]);
    await startedWithWrenFirst(world);
    ui.messages.length = 0;
    const before = snapshot(combat);
    expect(await requestEndeavor({ combatId: combat.id!, op: "command", command: { ...throws, by: "nosuchparticipant" } })).toBeUndefined();
    expect(warnings()).toEqual([told]);
    expect(snapshot(combat)).toBe(before);
  });
});

describe("a request about another module's kind of combat (no Endeavor model)", () => {
  it("is refused before anything is read or written, whichever request it is", async () => {
    const { combat, ids } = await startedWithWrenFirst(await endeavorWorld());
    const before = snapshot(combat);
    const model = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(combat), "model")!;
    Object.defineProperty(combat, "model", { get: () => null, configurable: true });
    const update = vi.spyOn(combat, "update");
    const requests = [
      { op: "offerHelp", by: ids.oskar, offer: { pay: { temporary: [3] } } },
      { op: "offerReaction", by: ids.oskar, kind: "mischievous", withdraw: true },
      { op: "undo" },
      { op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } },
      { op: "command", command: { type: "act", by: ids.wren, action: { kind: "pass" } } },
    ];
    for (const request of requests) {
      ui.messages.length = 0;
      asUser("gm");
      expect(await requestEndeavor({ combatId: combat.id!, ...request } as never)).toBeUndefined();
      expect(warnings()).toEqual([en("HB.Error.endeavorForeignCombat")]);
    }
    expect(update).not.toHaveBeenCalled();
    Object.defineProperty(combat, "model", model);
    expect(snapshot(combat)).toBe(before);
  });
});
