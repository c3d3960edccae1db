// What the GM's client reads from the encounter when an Endeavor starts and as it goes (combat-endeavor.ts): each
// combatant as it stands in the encounter (its own name, the side the GM chose, its Aptitudes, Hidden Stat Dice), a
// combatant whose actor is gone left out, a restart that forgets an earlier end, and a removal shown as defeated.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import { asUser, endeavorWorld } from "./combat-helpers";
import { ui } from "../fakes/setup";

const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

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

describe("a combatant that cannot take part", () => {
  it("a party in the encounter is refused by name before anything starts; removed, the Endeavor begins", async () => {
    const world = await endeavorWorld();
    const { combat } = world;
    asUser("gm");
    const party = await CONFIG.Actor.documentClass.create({ type: "party", name: "The Lantern Crew" } as never);
    const [crew] = (await combat.createEmbeddedDocuments("Combatant", [{ actorId: party!.id }])) ?? [];
    await start(world);
    expect([warnings(), combat.endeavor]).toEqual([
      ["The Lantern Crew cannot take part in an Endeavor: only characters and Monstrosities can. Remove it from the encounter, then begin."],
      null,
    ]);
    await crew!.delete();
    await start(world);
    expect(combat.endeavor!.participants).toHaveLength(4);
  });
});

describe("the encounter's current turn follows the Endeavor's", () => {
  it("the tracker's current combatant is the one whose turn it is, past a combatant left out of the Endeavor", async () => {
    const world = await endeavorWorld();
    const { combat, ids } = world;
    asUser("gm");
    // Wren's and Mina's actors are gone before the start: their combatants (the encounter's first, and one between
    // Oskar and the Grey Widow) are seated after the participants, Ada (added last) among them.
    const ada = await CONFIG.Actor.documentClass.create({ type: "character", name: "Ada", system: { stats: { head: 6, hand: 6, hurt: 6 } } } as never);
    const [adaCombatant] = (await combat.createEmbeddedDocuments("Combatant", [{ actorId: ada!.id }])) ?? [];
    await world.actors.wren.delete();
    await world.actors.mina.delete();
    await start(world);
    expect([combat.turn, combat.combatant]).toEqual([null, null]);
    const seats = [ids.oskar, ids.widow, adaCombatant!.id!];
    for (const [by, stat] of [[ids.oskar, "Head"], [ids.widow, "Hurt"], [adaCombatant!.id!, "Hand"]] as const)
      await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "chooseActionDie", by, stat } });
    const seen: (string | null)[] = [];
    for (let guard = 0; combat.endeavor!.phase === "turns" && guard < 3; guard++) {
      const current = combat.endeavor!.turn.current!;
      seen.push(current);
      expect([combat.combatant?.id, combat.turn]).toEqual([current, seats.indexOf(current)]);
      await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: current, action: { kind: "pass" } } });
    }
    expect([...seen].sort()).toEqual([...seats].sort());
    expect(combat.turns.map((c) => c.id).slice(0, 3)).toEqual(seats);
  });

  it("the current participant's combatant removed: the encounter shows no current turn, and a GM move still lands", async () => {
    const world = await endeavorWorld();
    const { combat, ids } = world;
    asUser("gm");
    await start(world);
    for (const [by, stat] of [[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Hurt"]] as const)
      await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "chooseActionDie", by, stat } });
    const current = combat.endeavor!.turn.current!;
    await combat.combatants.get(current)!.delete();
    const other = [ids.wren, ids.oskar, ids.mina].find((id) => id !== current)!;
    expect(await gm(world, { op: "move", id: other, to: 3 })).toBe(true);
    expect([combat.endeavor!.turn.current, combat.turn, combat.combatant]).toEqual([current, null, null]);
  });

  it("a combatant the GM marked defeated outside the Endeavor stays defeated after a command", async () => {
    const world = await endeavorWorld();
    const { combat, ids } = world;
    asUser("gm");
    await world.actors.mina.delete();
    await start(world);
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: ids.mina, defeated: true }]);
    await gm(world, { op: "move", id: ids.wren, to: 3 });
    expect(combat.combatants.map((c) => [c.id, c.defeated])).toEqual([
      [ids.wren, false], [ids.oskar, false], [ids.mina, true], [ids.widow, false],
    ]);
  });
});
