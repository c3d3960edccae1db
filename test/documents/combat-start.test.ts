// What the GM's client reads from the encounter when an Endeavor starts and as it goes (combat-endeavor.ts): each
// combatant as it stands in the encounter (its own name, the side the GM chose, its Aptitudes, Hidden Stat Dice), a
// combatant whose actor is gone left out, a restart that forgets an earlier end, and a removal shown as defeated.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import { asUser, endeavorWorld } from "./combat-helpers";

type World = Awaited<ReturnType<typeof endeavorWorld>>;
const start = (world: World, kind = "monstrous") =>
  requestEndeavor({ combatId: world.combat.id!, op: "start", options: { kind, edition: "v0.0.21.10" } as never });
const gm = (world: World, op: object) =>
  requestEndeavor({ combatId: world.combat.id!, op: "command", command: { type: "gm", gm: op } as never });
/** The stored setup's participant for a combatant. */
const stored = (world: World, id: string) =>
  (world.combat.toObject().system as { setup: { participants: Record<string, unknown>[] } }).setup.participants.find(
    (p) => p.id === id,
  );

describe("an Endeavor's start reads the encounter", () => {
  it("each combatant by its own name and chosen side, with its Aptitudes and Hidden Stat Dice; one with no actor, not", async () => {
    const world = await endeavorWorld();
    const { combat, ids, actors } = world;
    asUser("gm");
    const [climbing] = (await actors.wren.createEmbeddedDocuments("Item", [{ type: "aptitude", name: "Climbing" }])) ?? [];
    await actors.wren.createEmbeddedDocuments("Item", [
      { type: "aptitude", name: "Cooking" },
      { type: "specialization", name: "Radiant", system: { aptitude: climbing!.id } },
    ]);
    await actors.oskar.update({ system: { rollD20s: true } });
    await combat.updateEmbeddedDocuments("Combatant", [
      { _id: ids.wren, name: "The Masked Wren" },
      { _id: ids.oskar, system: { side: "monstrosities" } },
    ]);
    await actors.mina.delete();
    await start(world);
    expect(combat.endeavor!.participants.map((p) => [p.name, p.side])).toEqual([
      ["The Masked Wren", "allies"],
      ["Oskar", "monstrosities"],
      ["Grey Widow", "monstrosities"],
    ]);
    expect(stored(world, ids.wren)).toMatchObject({
      blessings: [3, 5],
      traits: { specializations: ["Radiant"] },
      specializations: ["Radiant"],
      aptitudes: [
        { name: "Climbing", specialization: "Radiant" },
        { name: "Cooking", specialization: null },
      ],
    });
    expect([stored(world, ids.wren)!.rollD20s, stored(world, ids.oskar)!.rollD20s]).toEqual([undefined, true]);
    expect(stored(world, ids.mina)).toBeUndefined();
    expect(stored(world, ids.widow)!.traits).toEqual({ conditions: [], specializations: [] });
  });

  it("a racer's team is the one the GM typed", async () => {
    const world = await endeavorWorld();
    asUser("gm");
    await world.combat.updateEmbeddedDocuments("Combatant", [
      { _id: world.ids.wren, system: { team: "Red" } },
      { _id: world.ids.oskar, system: { team: "Red" } },
    ]);
    await requestEndeavor({
      combatId: world.combat.id!,
      op: "start",
      options: { kind: "racing", edition: "v0.0.21.10", terrain: "", finishLine: 25 },
    });
    expect(world.combat.endeavor!.participants.map((p) => p.side)).toEqual([
      "Red",
      "Red",
      world.ids.mina,
      world.ids.widow,
    ]);
  });

  it("a restart forgets the uses an earlier end gave back: undoing in the new Endeavor takes none again", async () => {
    const world = await endeavorWorld();
    asUser("gm");
    await world.actors.wren.createEmbeddedDocuments("Item", [
      { type: "specialization", name: "Scout", system: { limit: "endeavor", uses: 1, used: 1 } },
    ]);
    await start(world);
    await gm(world, { op: "end", winner: "allies" });
    expect((world.combat.toObject().system as { endedUses: unknown[] }).endedUses).toHaveLength(1);
    await start(world);
    expect((world.combat.toObject().system as { endedUses: unknown[] }).endedUses).toEqual([]);
  });
});

describe("a participant removed", () => {
  it("is shown defeated in the encounter, and undefeated again when the removal is undone", async () => {
    const world = await endeavorWorld();
    asUser("gm");
    await start(world);
    await gm(world, { op: "remove", id: world.ids.widow });
    const widow = () => world.combat.combatants.get(world.ids.widow)!;
    expect([widow().defeated, world.combat.combatants.get(world.ids.wren)!.defeated]).toEqual([true, false]);
    await requestEndeavor({ combatId: world.combat.id!, op: "undo" });
    expect(widow().defeated).toBe(false);
  });
});
