// The Endeavor's end gives back "per Endeavor" Specialization uses, and undoing the end takes them again, whatever
// happened to the encounter in between: a combatant removed, an actor deleted, a Specialization deleted or used, a
// duplicated character whose items kept the original's ids, one actor behind two combatants.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import type { HumanityActor } from "../../src/documents/actor";
import { asUser, endeavorWorld } from "./combat-helpers";

type World = Awaited<ReturnType<typeof endeavorWorld>>;

/** A per-Endeavor Specialization with `used` of `uses` counted, created with the id given (core's Duplicate keeps
 *  embedded ids, so two actors' items can share one). */
async function scout(actor: HumanityActor, _id: string, uses: number, used: number) {
  const [item] =
    (await actor.createEmbeddedDocuments(
      "Item",
      [{ _id, type: "specialization", name: "Scout", system: { limit: "endeavor", uses, used } }],
      { keepId: true },
    )) ?? [];
  if (!item) throw new Error("the Specialization was not created");
}

/** Each Specialization's count as the actor's stored record has it, by item id. */
const counts = (actor: HumanityActor) =>
  Object.fromEntries(
    (actor.toObject().items as { _id: string; system: { used?: number } }[]).map((i) => [i._id, i.system.used]),
  );

/** The uses the end gave back, as the Combat's stored record keeps them. */
const storedUses = (world: World) => (world.combat.toObject().system as { endedUses: unknown[] }).endedUses;

async function start(world: World) {
  asUser("gm");
  await requestEndeavor({ combatId: world.combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
}
const end = (world: World) =>
  requestEndeavor({ combatId: world.combat.id!, op: "command", command: { type: "gm", gm: { op: "end", winner: "allies" } } });
const undo = (world: World) => requestEndeavor({ combatId: world.combat.id!, op: "undo" });

describe("the uses the Endeavor's end gives back", () => {
  it("come back for everyone with an actor when one combatant's actor was deleted", async () => {
    const world = await endeavorWorld();
    await scout(world.actors.wren, "wrenScout0000001", 1, 1);
    await start(world);
    await world.actors.mina.delete();
    expect(await end(world)).toBe(true);
    expect(counts(world.actors.wren)).toEqual({ wrenScout0000001: 0 });
    expect(storedUses(world)).toEqual([{ combatantId: world.ids.wren, itemId: "wrenScout0000001", used: 1 }]);
  });

  it("come back once for an actor with two combatants, and undoing the end counts them once again", async () => {
    const world = await endeavorWorld();
    await scout(world.actors.wren, "wrenScout0000001", 2, 2);
    await world.combat.createEmbeddedDocuments("Combatant", [{ actorId: world.actors.wren.id }]);
    await start(world);
    await end(world);
    expect(counts(world.actors.wren)).toEqual({ wrenScout0000001: 0 });
    expect(storedUses(world)).toEqual([{ combatantId: world.ids.wren, itemId: "wrenScout0000001", used: 2 }]);
    await undo(world);
    expect(counts(world.actors.wren)).toEqual({ wrenScout0000001: 2 });
    expect(storedUses(world)).toEqual([]);
  });
});

describe("undoing the end", () => {
  it("gives each of two duplicated characters its own count back, though their items share ids", async () => {
    const world = await endeavorWorld();
    await scout(world.actors.wren, "sharedScout00001", 2, 2);
    await scout(world.actors.oskar, "sharedScout00001", 2, 1);
    await start(world);
    await end(world);
    expect([counts(world.actors.wren), counts(world.actors.oskar)]).toEqual([
      { sharedScout00001: 0 },
      { sharedScout00001: 0 },
    ]);
    await undo(world);
    expect([counts(world.actors.wren), counts(world.actors.oskar)]).toEqual([
      { sharedScout00001: 2 },
      { sharedScout00001: 1 },
    ]);
  });

  it("leaves a use made since as it is, and a deleted Specialization deleted", async () => {
    const world = await endeavorWorld();
    await scout(world.actors.wren, "wrenScout0000001", 2, 2);
    await scout(world.actors.oskar, "oskarScout000001", 1, 1);
    await scout(world.actors.mina, "minaScout0000001", 1, 1);
    await start(world);
    await end(world);
    await world.actors.wren.updateEmbeddedDocuments("Item", [{ _id: "wrenScout0000001", system: { used: 1 } }]);
    await world.actors.oskar.deleteEmbeddedDocuments("Item", ["oskarScout000001"]);
    expect(await undo(world)).toBe(true);
    expect([counts(world.actors.wren), counts(world.actors.oskar), counts(world.actors.mina)]).toEqual([
      { wrenScout0000001: 1 },
      {},
      { minaScout0000001: 1 },
    ]);
    expect(storedUses(world)).toEqual([]);
  });

  it("counts the uses again for those still there when a combatant left and another's actor was deleted", async () => {
    const world = await endeavorWorld();
    await scout(world.actors.wren, "wrenScout0000001", 1, 1);
    await scout(world.actors.oskar, "oskarScout000001", 1, 1);
    await scout(world.actors.mina, "minaScout0000001", 1, 1);
    await start(world);
    await end(world);
    await world.combat.deleteEmbeddedDocuments("Combatant", [world.ids.oskar]);
    await world.actors.mina.delete();
    expect(await undo(world)).toBe(true);
    expect(world.combat.endeavor!.phase).not.toBe("ended");
    expect([counts(world.actors.wren), counts(world.actors.oskar)]).toEqual([
      { wrenScout0000001: 1 },
      { oskarScout000001: 0 },
    ]);
    expect(storedUses(world)).toEqual([]);
  });
});
