// What every field of the actor, item and chat models holds once core has read a stored document: a new one's
// defaults, a stored null or a missing value, a fraction, a number past its bounds, a word outside a field's choices,
// an empty entry in a list. Each document is loaded as the world loads it (not strictly: core falls back on what
// fails) and read back as the database would save it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../src/hooks/init";
import { DIFFICULTIES, EDITION_IDS } from "../../src/rules/ids";
import { MONSTROSITY_TAGS } from "../../src/rules/endeavor/state";
import { SPECIALIZATION_LIMITS, THING_KINDS } from "../../src/data/item/choices";

const g = globalThis as any;
type Source = Record<string, unknown>;

/** Core builds a model's schema once per class (DataModel.schema) and keeps it: each load registers a subclass of the
 *  model, whose schema is built anew, so every test reads the fields as the model defines them now. */
function fresh(documentName: string, type: string): any {
  onInit();
  const models = g.CONFIG[documentName].dataModels;
  models[type] = class extends models[type] {};
  return models[type];
}

/** A stored document's `system`, loaded as the world loads it. */
function load(documentName: string, type: string, system: Source): any {
  fresh(documentName, type);
  const cls = g.CONFIG[documentName].documentClass;
  const source = { _id: "aaaaaaaaaaaaaaaa", type, name: "Stored", system: structuredClone(system) };
  return cls.fromSource(source, { strict: false }).system;
}
const saved = (documentName: string, type: string, system: Source) => load(documentName, type, system).toObject();

// Core warns in the console of each value it falls back on; the values are what these tests read.
beforeEach(() => void vi.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => void vi.restoreAllMocks());

const d4s = { head: 4, hand: 4, heart: 4, home: 4, hurt: 4, hurry: 4, history: 4 };
const both = [...EDITION_IDS];

/** What a new document of each kind holds. */
const NEW: [string, string, Source][] = [
  ["Actor", "character", {
    stats: d4s, optional: 4, highest: "", lifestyle: "carefree", ethic: "viceVirtue", blessings: [], banked: [],
    affected: { ache: "", vexed: "", vulnerable: "" }, spent: [], pronouns: "", age: "", appearance: "", backstory: "",
    notes: "", hauntingPresent: false, specializationUnlocks: 0, rollD20s: false, unreadable: [], schemaVersion: 0,
    session: { majorSuccess: false, freeUpgradeUsed: false, becameLost: false, shopOpen: false, famousOver: [] },
  }],
  ["Actor", "monstrosity", {
    stats: d4s, sp: { start: 10, recovery: 3 }, tags: [], blessings: [], notes: "", rollD20s: false, unreadable: [],
    schemaVersion: 0,
  }],
  ["ChatMessage", "check", {
    actorUuid: "", stat: "", partner: "", difficulty: "normal", edition: "v0.0.21.10", aptitude: "", exceptional: "",
    ignited: false, conditions: [], modifier: 0, haunted: [], canBump: true, surprised: false, watchable: false,
    attack: "", failedBy: "", award: "", awardGained: [], witnesses: [], offered: [], helps: [], mischievous: "",
    resolved: [], defender: "", defenderUuid: "", protectedFrom: "", ambidextrous: false, unreadable: [],
  }],
  ["ChatMessage", "request", { stat: "", difficulty: "normal", rolls: null, note: "", entries: [], unreadable: [] }],
  ["ChatMessage", "endeavor", {
    round: 0, edition: "v0.0.21.10", by: "", undone: false, names: [], events: [], checks: [], unreadable: [],
  }],
  ["Item", "specialization", {
    description: "", editions: both, recharge: "", limit: "", uses: 0, used: 0, endeavorOnly: false, tags: [],
    aptitude: "", spent: false, recharged: 0, source: "", unreadable: [],
  }],
  ["Item", "lifestyle", { key: "carefree", stage: "starting", description: "", editions: both, unreadable: [] }],
  ["Item", "ethic", { key: "carefree", stage: "starting", description: "", editions: both, unreadable: [] }],
  ["Item", "thing", { kind: "item", exceptional: false, description: "" }],
  ["Item", "aptitude", { description: "" }],
];

describe("a new document", () => {
  it.each(NEW)("%s %s holds its defaults", (documentName, type, expected) => {
    expect(saved(documentName, type, {})).toStrictEqual(expected);
  });

  it.each(NEW)("%s %s stored with every value null loads its defaults (a Call's rolls unset)", (doc, type, want) => {
    const nulls = Object.fromEntries(Object.keys(want).map((key) => [key, null]));
    expect(saved(doc, type, nulls)).toStrictEqual(want);
  });

  it.each(NEW)("%s %s refuses an update deleting any of its values", (documentName, type, expected) => {
    const model = load(documentName, type, {});
    for (const key of Object.keys(expected)) {
      const deleted = model.validate({ changes: { [`-=${key}`]: null }, clean: true, strict: false });
      expect(deleted, key).toBe(false);
    }
  });
});

describe("a list's entries", () => {
  it("take their defaults: a banked effect is a boon of 1, a Help is one Blessing, a call's entry is unrolled", () => {
    expect(saved("Actor", "character", { banked: [{ effect: "A door opens" }] }).banked)
      .toStrictEqual([{ kind: "boon", effect: "A door opens", count: 1 }]);
    const check = saved("ChatMessage", "check", { helps: [{ name: "Ash" }], witnesses: [{ name: "Wren" }] });
    expect(check.helps).toStrictEqual([{ userId: "", actorUuid: "", name: "Ash", blessing: 1, analytical: [] }]);
    expect(check.witnesses).toStrictEqual([{ actorUuid: "", name: "Wren", values: [] }]);
    expect(saved("ChatMessage", "request", { entries: [{ name: "Wren" }] }).entries)
      .toStrictEqual([{ actorUuid: "", name: "Wren", checkId: "", userId: "" }]);
    const endeavor = saved("ChatMessage", "endeavor",
      { names: [{ name: "Ash" }], checks: [{ rolls: [{ total: 7 }] }] });
    expect(endeavor.names).toStrictEqual([{ id: "", name: "Ash" }]);
    expect(endeavor.checks).toStrictEqual([{ size: 0, rolls: [{ sizes: [], throws: [], total: 7, upgraded: false }] }]);
  });

  it("stored empty (null or blank) are left out without a word, the others kept", () => {
    const c = load("Actor", "character", {
      blessings: [3, null, 5], spent: ["hand", null, ""], session: { famousOver: [null, "Actor.x", ""] },
    });
    expect([c.blessings, c.spent, c.session.famousOver]).toStrictEqual([[3, 5], ["hand"], ["Actor.x"]]);
    expect(c.unreadable).toStrictEqual([]);
    const m = load("Actor", "monstrosity", { tags: ["Horde", null], blessings: [null] });
    expect([m.tags, m.blessings]).toStrictEqual([["Horde"], []]);
    const check = saved("ChatMessage", "check", {
      conditions: ["uncool", null, ""], haunted: [null, 4], awardGained: [2, null], offered: [null, 6],
      resolved: ["Wren", null], witnesses: [{ name: "Wren", values: [null, 3] }],
      helps: [{ name: "Ash", blessing: 0, analytical: [1, null, 6] }],
    });
    expect(check).toMatchObject({
      conditions: ["uncool"], haunted: [4], awardGained: [2], offered: [6], resolved: ["Wren", ""],
      witnesses: [{ name: "Wren", values: [3] }], helps: [{ name: "Ash", blessing: 0, analytical: [1, 6] }],
    });
    expect(check.unreadable).toStrictEqual([]);
    const spec = saved("Item", "specialization", { editions: ["v0.0.18", null], tags: ["healing", null, ""] });
    expect([spec.editions, spec.tags]).toStrictEqual([["v0.0.18"], ["healing"]]);
    expect(saved("Item", "lifestyle", { editions: [null, "v0.0.18"] }).editions).toStrictEqual(["v0.0.18"]);
    // A roll's dice are read by place (the nth size is the nth throw's die): an empty one keeps its place, as 0.
    const endeavor = saved("ChatMessage", "endeavor",
      { checks: [{ rolls: [{ sizes: [6, null], throws: [[3, null]] }] }] });
    expect(endeavor.checks[0].rolls[0]).toMatchObject({ sizes: [6, 0], throws: [[3, 0]] });
  });

  it("of choices keep every word the book uses and leave out another, recorded", () => {
    const m = load("Actor", "monstrosity", { tags: [...MONSTROSITY_TAGS, "Sneaky"] });
    expect(m.tags).toStrictEqual([...MONSTROSITY_TAGS]);
    expect(m.unreadable).toStrictEqual([{ field: "tags", value: "Sneaky", kept: "" }]);
    const spec = load("Item", "specialization", { editions: [...EDITION_IDS, "v9"] });
    expect(spec.editions).toStrictEqual(both);
    expect(spec.unreadable).toStrictEqual([{ field: "editions", value: "v9", kept: "" }]);
    expect(saved("Item", "ethic", { editions: ["v0.0.18", "v9"] }).editions).toStrictEqual(["v0.0.18"]);
    const banked = [{ kind: "bust", effect: "A guard wakes", count: 2 }, { kind: "boon", effect: "Luck", count: 1 }];
    expect(saved("Actor", "character", { banked }).banked).toStrictEqual(banked);
  });

  it("stored as an object keyed by index are read in order; another key is recorded (a call's entries too)", () => {
    const request = load("ChatMessage", "request", {
      entries: { 0: { name: "Wren", checkId: "m1" }, 1: { name: "Ash" }, note: { name: "Kit" } },
    });
    expect(request.entries.map((e: Source) => e.name)).toStrictEqual(["Wren", "Ash"]);
    expect(request.unreadable).toStrictEqual([{ field: "entries", value: JSON.stringify({ name: "Kit" }), kept: "" }]);
  });
});

describe("numbers", () => {
  it("a fraction is rounded and a number past its bounds loads as the bound", () => {
    const c = saved("Actor", "character", {
      banked: [{ kind: "boon", count: 2.6 }, { kind: "bust", count: -1 }], specializationUnlocks: 1.6, blessings: [2.6],
      stats: { head: 5.8 },
    });
    expect(c.banked.map((b: Source) => b.count)).toStrictEqual([3, 0]);
    expect([c.specializationUnlocks, c.blessings, c.stats.head]).toStrictEqual([2, [3], 6]);
    expect(saved("Actor", "character", { specializationUnlocks: -2, schemaVersion: -1 })).toMatchObject(
      { specializationUnlocks: 0, schemaVersion: 0 });
    const sp = (stored: Source) => saved("Actor", "monstrosity", { sp: stored }).sp;
    expect(sp({ start: 0, recovery: -1 })).toStrictEqual({ start: 1, recovery: 0 });
    expect(sp({ start: 9.7, recovery: 2.5 })).toStrictEqual({ start: 10, recovery: 3 });
    const check = saved("ChatMessage", "check", {
      modifier: -1.6, haunted: [12, 0.6, 4], awardGained: [7, 0, 2.4], offered: [9, 1.5],
      witnesses: [{ values: [8, 0.2] }],
      helps: [{ blessing: 9, analytical: [7, 0] }, { blessing: -1 }, { blessing: 2.5 }],
    });
    expect(check).toMatchObject({
      modifier: -2, haunted: [10, 1, 4], awardGained: [6, 1, 2], offered: [6, 2], witnesses: [{ values: [6, 1] }],
    });
    expect(check.helps.map((h: Source) => [h.blessing, h.analytical])).toStrictEqual([[7, [6, 1]], [0, []], [3, []]]);
    expect([1, 9, 3.4].map((rolls) => saved("ChatMessage", "request", { rolls }).rolls)).toStrictEqual([2, 8, 3]);
    // A Call's rolls left to the roller again.
    const call = load("ChatMessage", "request", { rolls: 3 });
    call.updateSource({ rolls: null });
    expect(call.rolls).toBe(null);
    expect(saved("ChatMessage", "endeavor", { round: 2.4, checks: [{ size: -2, rolls: [{ total: 6.6 }] }] }))
      .toMatchObject({ round: 2, checks: [{ size: 0, rolls: [{ total: 7 }] }] });
    expect(saved("ChatMessage", "endeavor", { round: -1 }).round).toBe(0);
    expect(saved("Item", "specialization", { uses: 1.5, used: -1, recharged: 2.2 })).toMatchObject(
      { uses: 2, used: 0, recharged: 2 });
  });

  it("an update typing a Stat Die between sizes keeps the nearest whole one, and a size no die has is refused", () => {
    const c = load("Actor", "character", { stats: { head: 6 }, blessings: [2] });
    c.updateSource({ stats: { hand: 5.8 } });
    expect(c.stats.hand).toBe(6);
    expect(() => c.updateSource({ stats: { head: 3 } })).toThrow(/head: must be a Stat Die size: 2, 4, 6, 8 or 10/);
    expect(() => c.updateSource({ blessings: [2, 9] })).toThrow(/1: must be a Blessing worth 1 to 6/);
    expect([c.stats.head, c.blessings]).toStrictEqual([6, [2]]);
  });
});

describe("choices", () => {
  it("a word outside a field's choices loads as its default; every word it offers is kept", () => {
    const odd = saved("ChatMessage", "check", { difficulty: "deadly", edition: "v9", attack: "sneaky", award: "x" });
    expect(odd).toMatchObject({ difficulty: "normal", edition: "v0.0.21.10", attack: "", award: "" });
    for (const difficulty of DIFFICULTIES) {
      expect(saved("ChatMessage", "check", { difficulty }).difficulty).toBe(difficulty);
      expect(saved("ChatMessage", "request", { difficulty }).difficulty).toBe(difficulty);
    }
    expect(saved("ChatMessage", "request", { difficulty: "deadly" }).difficulty).toBe("normal");
    for (const [attack, award] of [["violent", "legend"], ["non-violent", "revelation"]]) {
      expect(saved("ChatMessage", "check", { attack, award })).toMatchObject({ attack, award });
    }
    for (const edition of EDITION_IDS) {
      expect(saved("ChatMessage", "check", { edition }).edition).toBe(edition);
      expect(saved("ChatMessage", "endeavor", { edition }).edition).toBe(edition);
    }
    expect(saved("ChatMessage", "endeavor", { edition: "v9" }).edition).toBe("v0.0.21.10");
    for (const limit of SPECIALIZATION_LIMITS) expect(saved("Item", "specialization", { limit }).limit).toBe(limit);
    expect(saved("Item", "specialization", { limit: "daily" }).limit).toBe("");
    for (const kind of THING_KINDS) expect(saved("Item", "thing", { kind }).kind).toBe(kind);
    expect(saved("Item", "thing", { kind: "rumour" }).kind).toBe("item");
    expect(saved("Item", "lifestyle", { stage: "legendary", key: "" })).toMatchObject(
      { stage: "starting", key: "carefree" });
    expect(saved("Item", "lifestyle", { stage: "upgraded", key: "blossomed" })).toMatchObject(
      { stage: "upgraded", key: "blossomed" });
  });
});

describe("derived values", () => {
  it("a character's Stat Dice include the world's optional Stat only when the world names one", () => {
    const c = load("Actor", "character", { stats: { head: 8 }, optional: 6 });
    expect(c.statDice("hex")).toStrictEqual({ ...d4s, head: 8, hex: 6 });
    expect(c.statDice(null)).toStrictEqual({ ...d4s, head: 8 });
  });
});

describe("an update of a Lifestyle", () => {
  it("that changes its text keeps its stage", async () => {
    fresh("Item", "lifestyle");
    const Item = g.CONFIG.Item.documentClass;
    const item = new Item({ name: "Blossomed", type: "lifestyle", system: { key: "blossomed", stage: "upgraded" } });
    await item.update({ "system.description": "<p>Blossomed</p>" });
    expect([item.system.stage, item.system.description]).toStrictEqual(["upgraded", "<p>Blossomed</p>"]);
  });
});
