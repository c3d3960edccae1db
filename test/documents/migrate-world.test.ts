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

describe("the world migration, as the database keeps it", () => {
  it("writes the migrated character whole: the next load reads the new shape, no old field left in the record", async () => {
    const { loadStored } = await import("../fakes/documents");
    onInit();
    const record = { _id: "oldcharacter0001", type: "character", name: "Old",
      system: { stats: { head: "d6", hand: "D8" }, blessings: "3, 5", used: ["hand"], pronouns: "she/her" } };
    const actor = loadStored(g.CONFIG.Actor.documentClass, record);
    expect(actor._stored.system).toEqual(record.system);
    expect(await migrateWorld()).toBe(1);
    expect(actor._stored.system).toEqual(actor.toObject().system);
    expect(actor._stored.system).toMatchObject({ schemaVersion: SCHEMA_VERSION, stats: { head: 6, hand: 8 }, blessings: [3, 5],
      spent: ["hand"], pronouns: "she/her" });
    expect(actor._stored.system).not.toHaveProperty("used");
  });

  it("a character saved after a report keeps in its record what was read, not the value that could not be", async () => {
    const { loadStored } = await import("../fakes/documents");
    const { reportUnreadable } = await import("../../src/documents/unreadable");
    onInit();
    const record = { _id: "wrenwrenwrenwren", type: "character", name: "Wren",
      system: { stats: { head: "d12" }, blessings: "3, 5, 7", schemaVersion: SCHEMA_VERSION, mood: "left by a module" } };
    const actor = loadStored(g.CONFIG.Actor.documentClass, record);
    expect(await reportUnreadable()).toBe(1);
    expect(actor._stored.system).toEqual(actor.toObject().system);
    expect(actor._stored.system).toMatchObject({ stats: { head: 10 }, blessings: [3, 5], unreadable: [] });
    // Saved whole: a field the model does not keep leaves the record too.
    expect(actor._stored.system).not.toHaveProperty("mood");
  });
});

describe("the world migration, as the GM reads it", () => {
  const infos = async () => (await import("../fakes/setup")).ui.messages.filter((m) => m.type === "info").map((m) => m.message);

  it("tells the GM it starts and finishes; a world with no old character says nothing and is marked migrated", async () => {
    onInit();
    await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Old", system: { pronouns: "she/her" } });
    expect(await migrateWorld()).toBe(1);
    expect(await infos()).toEqual([
      "Humanity, Blessed is updating stored characters to the current data format. Please wait…",
      "Humanity, Blessed finished updating stored characters.",
    ]);
    await g.game.settings.set("humanity-blessed", "worldSchemaVersion", 0);
    expect(await migrateWorld()).toBe(0);
    expect(await infos()).toHaveLength(2);
    expect(g.game.settings.get("humanity-blessed", "worldSchemaVersion")).toBe(SCHEMA_VERSION);
  });

  it("a character already at the current version keeps its spent Stats; one with both the old and new lists keeps the new", async () => {
    onInit();
    const current = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "New", system: { schemaVersion: SCHEMA_VERSION, used: ["hand"] } });
    const both = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Both", system: { used: ["hand"], spent: ["head"] } });
    await migrateWorld();
    expect(current.system.spent).toEqual([]);
    expect(both._source.system.spent).toEqual(["head"]);
  });
});

describe("values loading could not read", () => {
  it("the GM is told once (a warning that stays, a GM-only chat line), and the actor is saved with what was read", async () => {
    const { onReady } = await import("../../src/hooks/ready");
    const { ui } = await import("../fakes/setup");
    onInit();
    await g.game.settings.set("humanity-blessed", "worldSchemaVersion", SCHEMA_VERSION);
    const actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", system: { stats: { head: "d12" }, blessings: "3, 5, 7", schemaVersion: SCHEMA_VERSION } });
    const fine = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Oskar", system: { blessings: [2] } });
    expect(actor.system.blessings).toEqual([3, 5]);
    const writes: string[] = [];
    g.Hooks.on("updateActor", (a: any) => writes.push(a.name));
    await onReady();
    const told = "Wren: some stored values could not be read. Head: “d12” is not a Stat Die; it loaded as d10. Blessings: “7” is not a Blessing worth 1 to 6; it was left out, the rest of the pool kept. Check the sheet and correct what needs it.";
    expect(ui.messages.filter((m) => m.type === "warn").map((m) => m.message)).toEqual([told]);
    const line = g.game.messages.contents.at(-1);
    expect(line.whisper).toEqual(["gm"]);
    expect(line.content).toBe(`<p>${told}</p>`);
    expect(writes).toEqual(["Wren"]);
    expect(actor._source.system).toMatchObject({ stats: { head: 10 }, blessings: [3, 5], unreadable: [] });
    expect(fine.system.blessings).toEqual([2]);
    // Told once: the next load has nothing to report.
    await onReady();
    expect(ui.messages.filter((m) => m.type === "warn")).toHaveLength(1);
  });

  it("a party's members that were no actor's uuid are reported to the GM once, and the party saved with the others", async () => {
    const { onReady } = await import("../../src/hooks/ready");
    const { ui } = await import("../fakes/setup");
    onInit();
    await g.game.settings.set("humanity-blessed", "worldSchemaVersion", SCHEMA_VERSION);
    const party = await g.CONFIG.Actor.documentClass.create({ type: "party", name: "The Lantern Crew", system: { members: ["aaaaaaaaaaaaaaaa", "Bob's sister"], schemaVersion: SCHEMA_VERSION } });
    await onReady();
    expect(ui.messages.filter((m) => m.type === "warn").map((m) => m.message)).toEqual([
      "The Lantern Crew: some stored values could not be read. Members: “Bob's sister” is not an actor’s uuid; it was left out, the other members kept. Check the sheet and correct what needs it.",
    ]);
    expect(party._source.system).toMatchObject({ members: ["Actor.aaaaaaaaaaaaaaaa"], unreadable: [] });
  });

  it("a player's client reports nothing and writes nothing", async () => {
    const { onReady } = await import("../../src/hooks/ready");
    onInit();
    await g.game.settings.set("humanity-blessed", "worldSchemaVersion", SCHEMA_VERSION);
    const actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", system: { blessings: "3, 7" } });
    g.game.user = g.game.users.get("player");
    await onReady();
    expect(actor._source.system.unreadable).toEqual([{ field: "blessings", value: "7", kept: "" }]);
    expect(g.game.messages.size).toBe(0);
  });
});

describe("an old world with broken data", () => {
  it("the GM's first load migrates, tells once and saves the actor with everything readable kept", async () => {
    const { onReady } = await import("../../src/hooks/ready");
    const { ui } = await import("../fakes/setup");
    onInit();
    const actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Old", system: { stats: { head: "d12", hand: "d8" }, blessings: "3, 5, 7", used: ["hand"], pronouns: "he/him" } });
    await onReady();
    expect(actor._source.system).toMatchObject({ schemaVersion: SCHEMA_VERSION, stats: { head: 10, hand: 8 }, blessings: [3, 5], spent: ["hand"], pronouns: "he/him", unreadable: [] });
    expect(actor._source.system).not.toHaveProperty("used");
    expect(ui.messages.filter((m) => m.type === "warn")).toHaveLength(1);
    expect(g.game.messages.size).toBe(1);
    await onReady();
    expect(ui.messages.filter((m) => m.type === "warn")).toHaveLength(1);
    expect(g.game.messages.size).toBe(1);
  });
});

// Issue 27, "Nothing lost on load": core loads a stored field that fails validation as its initial value (a whole pool
// for one bad Blessing), and the world migration then saved that. Each document here is stored as an older version
// wrote it and loaded as the world loads one (not strictly: core falls back to the field's initial value).
describe("nothing readable is lost on load", () => {
  const stored = (documentName: "Actor" | "Item", data: Record<string, unknown>) => {
    const doc = g.CONFIG[documentName].documentClass.fromSource({ _id: g.foundry.utils.randomID(), ...structuredClone(data) }, { strict: false });
    g.game[documentName === "Actor" ? "actors" : "items"].set(doc.id, doc);
    return doc;
  };
  const warnings = async () => (await import("../fakes/setup")).ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

  it("a character's pool [3, 9, 5] keeps 3 and 5 and a Head stored as 12 loads as d10; the migration saves that, the GM is told of the 9 and the 12", async () => {
    const { onReady } = await import("../../src/hooks/ready");
    onInit();
    const actor = stored("Actor", { type: "character", name: "Old", system: { stats: { head: 12, hand: 8 }, blessings: [3, 9, 5], pronouns: "they/them" } });
    expect(await migrateWorld()).toBe(1);
    expect(actor._source.system).toMatchObject({ schemaVersion: SCHEMA_VERSION, stats: { head: 10, hand: 8 }, blessings: [3, 5], pronouns: "they/them",
      unreadable: [{ field: "stats.head", value: "12", kept: "d10" }, { field: "blessings", value: "9", kept: "" }] });
    await onReady();
    expect(await warnings()).toEqual(["Old: some stored values could not be read. Head: “12” is not a Stat Die; it loaded as d10. Blessings: “9” is not a Blessing worth 1 to 6; it was left out, the rest of the pool kept. Check the sheet and correct what needs it."]);
    expect(actor._source.system).toMatchObject({ stats: { head: 10, hand: 8 }, blessings: [3, 5], unreadable: [] });
  });

  it("a Monstrosity with one unknown tag keeps the others through the migration; the unknown one is told", async () => {
    const { onReady } = await import("../../src/hooks/ready");
    onInit();
    const actor = stored("Actor", { type: "monstrosity", name: "The Hollow King", system: { tags: ["Revenge", "Sneaky", "Horde"], sp: { start: 12, recovery: 4 } } });
    await onReady();
    expect(actor._source.system).toMatchObject({ schemaVersion: SCHEMA_VERSION, tags: ["Revenge", "Horde"], sp: { start: 12, recovery: 4 }, unreadable: [] });
    expect(await warnings()).toEqual(["The Hollow King: some stored values could not be read. Tags: “Sneaky” is not a Monstrosity tag; it was left out, the other tags kept. Check the sheet and correct what needs it."]);
  });

  it("a Specialization's recharge cost the notation cannot read keeps its text (never free) and is told at each load until the GM corrects it", async () => {
    const { onReady } = await import("../../src/hooks/ready");
    onInit();
    const spec = stored("Item", { type: "specialization", name: "Determined", system: { recharge: "③ and a song", limit: "action", uses: 1 } });
    const actor = stored("Actor", { type: "character", name: "Wren", system: { blessings: [4] }, items: [{ _id: g.foundry.utils.randomID(), type: "specialization", name: "Insured", system: { recharge: "①①x", spent: true } }] });
    expect(spec.system.recharge).toBe("③ and a song");
    await onReady();
    const told = (name: string, item: string, cost: string) => `${name}: some stored values could not be read. ${item}: the recharge cost “${cost}” cannot be read; it is kept as written and cannot be paid until it is corrected. Check the sheet and correct what needs it.`;
    expect(await warnings()).toEqual([told("Wren", "Insured", "①①x"), told("Determined", "Determined", "③ and a song")]);
    expect(spec._source.system.recharge).toBe("③ and a song");
    expect(actor.items.contents[0]._source.system).toMatchObject({ recharge: "①①x", spent: true });
    await spec.update({ "system.recharge": "③" });
    await onReady();
    expect((await warnings()).slice(2)).toEqual([told("Wren", "Insured", "①①x")]);
  });

  it("a party whose members were stored as an object keyed by index keeps them all through the migration", async () => {
    onInit();
    const [a, b] = ["Actor.aaaaaaaaaaaaaaaa", "Actor.bbbbbbbbbbbbbbbb"];
    const party = stored("Actor", { type: "party", name: "The Lantern Crew", system: { members: { 0: a, 1: b } } });
    expect(await migrateWorld()).toBe(1);
    expect(party._source.system).toMatchObject({ schemaVersion: SCHEMA_VERSION, members: [a, b], unreadable: [] });
  });

  const offer = { by: "aaaaaaaaaaaaaaaa", to: "bbbbbbbbbbbbbbbb", round: 2, kind: "mischievous", whom: "", used: null };

  it("an encounter's reaction offer of an unknown kind is left out and told; the others stay, saved so", async () => {
    const { onReady } = await import("../../src/hooks/ready");
    onInit();
    const odd = { ...offer, kind: "dance" };
    const system = { reactionOffers: [offer, odd, { ...offer, kind: "watch" }] };
    const source = { _id: g.foundry.utils.randomID(), type: "base", system };
    const combat = g.CONFIG.Combat.documentClass.fromSource(source, { strict: false });
    g.game.combats.set(combat.id, combat);
    expect(combat.system.reactions.map((r: { kind: string }) => r.kind)).toEqual(["mischievous", "watch"]);
    await onReady();
    expect(await warnings()).toEqual([`An encounter: some stored values could not be read. Reactions offered: \
“${JSON.stringify(odd)}” could not be read; it was left out, the rest of the list kept. \
Check the sheet and correct what needs it.`]);
    const kept = [offer, { ...offer, kind: "watch" }];
    expect(combat._source.system).toMatchObject({ reactionOffers: kept, unreadable: [] });
    // Told once.
    await onReady();
    expect(await warnings()).toHaveLength(1);
  });

  it("an update with an offer of an unknown kind is still refused whole, changing nothing", async () => {
    onInit();
    const combat = await g.CONFIG.Combat.documentClass.create({ system: { reactionOffers: [offer] } });
    expect(await combat.update({ "system.reactionOffers": [offer, { ...offer, kind: "dance" }] })).toBeUndefined();
    expect(combat._source.system).toMatchObject({ reactionOffers: [offer], unreadable: [] });
  });
});
