// HumanityCombat under the fake Foundry: setup from actors, commands through the GM relay (ownership, turn, phase
// checked on the GM's side), chat cards, Blessings written back to actors, undo by replay, and request ordering.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import { validateState, type Command } from "../../src/rules/endeavor";
import { EndeavorCombatModel } from "../../src/data/combat/endeavor-combat";
import { ui } from "../fakes/setup";
import { onClient } from "../fakes/clients";
import { isSpecialization } from "../../src/documents/item-types";
import { asUser, characterOf, combatantSystem, endeavorWorld, snapshot } from "./combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
/** A chat card's words as core's chat log shows it to the current user (ChatMessage#renderHTML). */
const shown = async (message: any) => (await message.renderHTML()).textContent!.replace(/\s+/g, " ");
const command = (combatId: string, c: Command) => requestEndeavor({ combatId, op: "command", command: c });

async function started(kind: "monstrous" | "racing" = "monstrous", terrain = "") {
  const world = await endeavorWorld();
  asUser("gm");
  await requestEndeavor({ combatId: world.combat.id!, op: "start", options: { kind, edition: "v0.0.21.10", terrain, finishLine: 25 } });
  return world;
}

/** Everyone chooses an Action Die (Hurt for the Monstrosity, Head for the rest), as the GM. */
async function toTurns(world: Awaited<ReturnType<typeof started>>) {
  const { combat, ids } = world;
  for (const [by, stat] of [[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Hurt"]] as const) {
    await command(combat.id!, { type: "chooseActionDie", by, stat, blessings: by === ids.widow ? [4, 4, 5] : [2, 3] });
  }
  expect(combat.endeavor!.phase).toBe("turns");
}

describe("starting an Endeavor from the combatants' actors", () => {
  it("puts characters at 0 as allies and a Monstrosity with SP 10 (3) at 10, with its Recovery and Defeat buttons", async () => {
    const { combat, ids } = await started();
    const s = combat.endeavor!;
    expect(s.participants.map((p) => [p.name, p.side, p.position])).toEqual(
      expect.arrayContaining([["Wren", "allies", 0], ["Oskar", "allies", 0], ["Mina", "allies", 0], ["Grey Widow", "monstrosities", 10]]),
    );
    expect(s.buttons.filter((b) => b.owner === ids.widow).map((b) => [b.kind, b.position]).sort()).toEqual([["defeat", 0], ["recovery", 7]]);
    expect(s.participants.find((p) => p.id === ids.wren)!.stats).toMatchObject({ Head: 6, Hand: 6, Hurt: 8 });
    expect(combat.round).toBe(1);
    expect(combat.model.endeavorSetup!.kind).toBe("monstrous");
    expect(combat.turns.map((c: any) => c.id)).toEqual(s.participants.map((p) => p.id));
  });

  it("starts a Racing Endeavor with the lay of the land as Terrain buttons for every racer", async () => {
    const { combat } = await started("racing", "8, 15: Hand Hurry");
    const s = combat.endeavor!;
    expect(s.kind).toBe("racing");
    expect(s.options.finishLine).toBe(25);
    expect(s.participants.every((p) => p.position === 0 && p.side === p.id)).toBe(true);
    const terrain = s.buttons.filter((b) => b.kind === "terrain");
    expect(terrain).toHaveLength(8);
    expect(terrain.find((b) => b.position === 15)!.area).toEqual(["Hand", "Hurry"]);
  });

  it("lets only the GM start or undo", async () => {
    const { combat } = await endeavorWorld();
    asUser("player");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    expect(combat.endeavor).toBeNull();
    expect(warnings()).toEqual(["Only the GM may do this."]);
  });
});

describe("a player's action through the relay", () => {
  it("changes the state, logs the command with its dice and posts a chat card", async () => {
    const world = await started();
    const { combat, ids } = world;
    asUser("player");
    await command(combat.id!, { type: "chooseActionDie", by: ids.wren, stat: "Head" });
    const wren = combat.endeavor!.participants.find((p) => p.id === ids.wren)!;
    expect(wren.actionDie).toBe("Head");
    expect(wren.temporary.length).toBeGreaterThanOrEqual(2); // X = 2 for a d6, rolled as Blessings
    expect(combat.model.commands).toHaveLength(1);
    expect((combat.model.commands[0] as { blessings?: number[] }).blessings).toEqual(wren.temporary);
    expect(warnings()).toEqual([]);
    const card = g.game.messages.contents.at(-1);
    expect(await shown(card)).toContain("Wren chooses Head as Action Die (X = 2).");
    // The Combatant reads its slice from the Combat's state.
    expect(combatantSystem(combat, ids.wren).actionDie).toBe("Head");
  });

  it("refuses a non-owner's command and an out-of-turn one, changing nothing and warning", async () => {
    const world = await started();
    const { combat, ids } = world;
    asUser("player");
    const before = snapshot(combat);
    await command(combat.id!, { type: "chooseActionDie", by: ids.oskar, stat: "Head" });
    await command(combat.id!, { type: "gm", gm: { op: "move", id: ids.wren, to: 20 } });
    expect(snapshot(combat)).toBe(before);
    expect(warnings()).toEqual(["You do not own Oskar, so you cannot act for them.", "Only the GM may do this."]);

    asUser("gm");
    await toTurns(world);
    const current = combat.endeavor!.turn.current!;
    const notMine = [ids.wren, ids.oskar].find((id) => id !== current)!;
    asUser(notMine === ids.wren ? "player" : "player2");
    const mid = snapshot(combat);
    await command(combat.id!, { type: "act", by: notMine, action: { kind: "advance" } });
    expect(snapshot(combat)).toBe(mid);
    expect(warnings().at(-1)).toBe("It is not your turn.");
  });

  it("refuses Help paid with Blessings of a participant the player does not own", async () => {
    const world = await started();
    asUser("gm");
    await toTurns(world);
    const { combat, ids } = world;
    const before = snapshot(combat);
    asUser("player");
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "advance", helpers: [{ by: ids.oskar, pay: { permanent: [2] } }] } });
    expect(snapshot(combat)).toBe(before);
    expect(warnings()).toEqual(["You do not own Oskar, so you cannot act for them."]);
  });
});

describe("undo", () => {
  it("restores the previous state exactly and gives back permanent Blessings the undone action spent", async () => {
    const world = await started();
    await toTurns(world);
    const { combat, actors } = world;
    const actor = characterOf(combat, combat.endeavor!.turn.current!);
    const pool = [...actor.system.blessings];
    const before = snapshot(combat);
    const by = combat.endeavor!.turn.current!;
    const permanent = combat.endeavor!.participants.find((p) => p.id === by)!.blessings;
    expect(permanent.length).toBeGreaterThan(0); // the fixture seats Wren or Oskar (who hold Blessings) first
    await command(combat.id!, permanent.length
      ? { type: "act", by, action: { kind: "protect", target: by, pay: { permanent: [permanent[0]!] } } }
      : { type: "act", by, action: { kind: "pass" } });
    expect(snapshot(combat)).not.toBe(before);
    if (permanent.length) expect(actor.system.blessings).toHaveLength(pool.length - 1);
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(snapshot(combat)).toBe(before);
    expect([...actor.system.blessings].sort()).toEqual([...pool].sort());
    const name = combat.endeavor!.participants.find((p) => p.id === by)!.name;
    expect(await shown(g.game.messages.contents.at(-1))).toContain(`The GM undid ${name}'s last action:`);
    void actors;
  });

  it("a GM's change of the table rulings posts no card (nothing happened in play); its undo posts one", async () => {
    const { combat } = await started();
    const messages = g.game.messages.size;
    await command(combat.id!, { type: "gm", gm: { op: "setOptions", options: { specialTies: "random" } } });
    expect([combat.endeavor!.options.specialTies, g.game.messages.size]).toEqual(["random", messages]);
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect([combat.endeavor!.options.specialTies, g.game.messages.size]).toEqual(["gm", messages + 1]);
    expect(await shown(g.game.messages.contents.at(-1))).toContain("The GM undid the last action. Round 1");
  });

  it("refuses when there is nothing to undo", async () => {
    const { combat } = await started();
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(warnings()).toEqual(["There is nothing to undo."]);
  });
});

describe("concurrent requests", () => {
  it("run one at a time: two players choosing at once both land, in the order sent", async () => {
    const world = await started();
    const { combat, ids } = world;
    // Each from its own client: a request is sent once the relay's work has loaded (relay-socket.ts), after the test's
    // own code has gone on, so game.user is each sender's client's, not the test's.
    const on = (id: string, fn: () => Promise<unknown>) => onClient(g.game.users.get(id), fn);
    const a = on("player", () => command(combat.id!, { type: "chooseActionDie", by: ids.wren, stat: "Head" }));
    const b = on("player2", () => command(combat.id!, { type: "chooseActionDie", by: ids.oskar, stat: "Hand" }));
    await Promise.all([a, b]);
    expect(combat.model.commands.map((c) => (c as { by: string }).by)).toEqual([ids.wren, ids.oskar]);
    expect(validateState(combat.endeavor!)).toEqual([]);
  });

  it("cannot double-act: the same turn sent twice at once is applied once and refused once", async () => {
    const world = await started();
    await toTurns(world);
    const { combat } = world;
    const by = combat.endeavor!.turn.current!;
    const length = combat.model.commands.length;
    const act = () => command(combat.id!, { type: "act", by, action: { kind: "pass" } });
    const act2 = () => command(combat.id!, { type: "act", by, action: { kind: "advance", roll: [9] } });
    const results = await Promise.all([act(), act2()]);
    expect(results.filter((r) => r === true)).toHaveLength(1);
    expect(combat.model.commands).toHaveLength(length + 1);
    expect(warnings()).toHaveLength(1);
    expect(validateState(combat.endeavor!)).toEqual([]);
  });
});

describe("the Endeavor's end", () => {
  // Specialization limits read "Once per session", "Once per action" and, for the books' Discovery and Stealth
  // Specializations, "Once per Discovery Endeavor": a limit comes back when what it counts ends.
  it("gives back 'per Endeavor' and 'per action' Specialization uses; 'per session' ones and spent ones wait", async () => {
    const world = await started();
    const { combat, actors } = world;
    const created = await actors.wren.createEmbeddedDocuments("Item", [
      { type: "specialization", name: "Scout", system: { limit: "endeavor", uses: 1, used: 1 } },
      { type: "specialization", name: "Analytical", system: { limit: "session", uses: 2, used: 2 } },
      { type: "specialization", name: "Determined", system: { limit: "action", uses: 1, used: 1, recharge: "③", spent: true } },
    ]);
    const [perEndeavor, perSession, perAction] = (created ?? []).filter(isSpecialization);
    if (!perEndeavor || !perSession || !perAction) throw new Error("the Specializations were not created");
    expect(perEndeavor.system.used).toBe(1);
    await command(combat.id!, { type: "gm", gm: { op: "end", winner: "allies" } });
    expect(combat.endeavor!.phase).toBe("ended");
    expect([perEndeavor.system.used, perSession.system.used, perAction.system.used, perAction.system.spent]).toEqual([0, 2, 0, true]);

    // Undoing the end counts the given-back uses again, as they stood.
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(combat.endeavor!.phase).not.toBe("ended");
    expect([perEndeavor.system.used, perSession.system.used, perAction.system.used]).toEqual([1, 2, 1]);
    expect(combat.model.endedUses).toEqual([]);
  });

  it("a Combat saved before the end's uses were kept loads with none, its Endeavor intact", async () => {
    const world = await started();
    const saved = world.combat.toObject().system as Record<string, unknown>;
    const { endedUses: _new, ...older } = saved;
    const model = new EndeavorCombatModel(structuredClone(older) as never);
    expect(model.endedUses).toEqual([]);
    expect([model.state, model.log, model.setup]).toEqual([saved.state, saved.log, saved.setup]);
  });
});
