// The world migration really writes migrated documents back: an early character loads migrated in memory, and the
// GM's first load saves it with the new schema version, so the old shape does not linger in the database.
import { describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { migrateWorld } from "../../src/documents/migrate-world";
import { SCHEMA_VERSION } from "../../src/data/migrations";

const g = globalThis as any;

describe("the world migration", () => {
  it("saves an early character (dice as text, pool as a list) with the new version, nothing lost; a second run writes nothing", async () => {
    onInit();
    const actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Old", system: { stats: { head: "d6", hand: "D8" }, blessings: "3, 5", pronouns: "she/her" } });
    expect(actor.system.schemaVersion).toBe(0);
    const writes: unknown[] = [];
    g.Hooks.on("updateActor", (_a: unknown, diff: unknown) => writes.push(diff));
    expect(await migrateWorld()).toBe(1);
    expect(writes).toHaveLength(1);
    expect(actor._source.system).toMatchObject({ schemaVersion: SCHEMA_VERSION, stats: { head: 6, hand: 8 }, blessings: [3, 5], pronouns: "she/her" });
    expect(g.game.settings.get("humanity-blessed", "worldSchemaVersion")).toBe(SCHEMA_VERSION);
    await g.game.settings.set("humanity-blessed", "worldSchemaVersion", 0);
    expect(await migrateWorld()).toBe(0);
    expect(writes).toHaveLength(1);
  });
});
