// The character data model under the fake Foundry: defaults, refusals, derived data and migration.
import { describe, expect, it } from "vitest";
import { CharacterModel, type CharacterSchema } from "../../src/data/actor/character";
import { MonstrosityModel } from "../../src/data/actor/monstrosity";
import type { MonstrosityTag } from "../../src/rules/endeavor/state";
import { SpecializationModel, type SpecializationSchema } from "../../src/data/item/specialization";
import { SCHEMA_VERSION } from "../../src/data/migrations";
import { CheckMessageModel, type CheckMessageSchema } from "../../src/data/chat/check-message";
import { onInit } from "../../src/hooks/init";
import { storedSource } from "./stored-source";

/** Changes by dotted path, as core's updateSource takes them too (fvtt-types types only the nested form: its TODO). */
const dotted = (changes: Record<string, unknown>) => changes as Parameters<CharacterModel["updateSource"]>[0];

describe("CharacterModel", () => {
  it("starts with the seven H's at d4, an empty pool and the current schema version", () => {
    const c = new CharacterModel({});
    expect(c.stats).toEqual({ head: 4, hand: 4, heart: 4, home: 4, hurt: 4, hurry: 4, history: 4 });
    expect(c.blessings).toEqual([]);
    expect(c.lifestyle).toBe("carefree");
  });

  it("refuses a d3 and a Blessing worth 9 in an update with messages naming the field (a stored one is read: below)", () => {
    const failures = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return Object.entries((err as { getAllFailures(): Record<string, { message?: string }> }).getAllFailures()).map(([path, f]) => `${path}: ${f.message ?? f}`);
      }
      return [];
    };
    expect(failures(() => new CharacterModel({}).updateSource({ stats: { head: 3 } })).join("\n")).toMatch(/head.*must be a Stat Die size/);
    expect(failures(() => new CharacterModel({}).updateSource({ blessings: [3, 9] })).join("\n")).toMatch(/1.*must be a Blessing worth 1 to 6/);
  });

  it("leaves the data unchanged when an update is refused", () => {
    const c = new CharacterModel({ stats: { head: 6 }, blessings: [2, 5] });
    expect(() => c.updateSource({ stats: { head: 7 } })).toThrow();
    expect(c.stats.head).toBe(6);
    c.updateSource(dotted({ "stats.head": 8 }));
    expect(c.stats.head).toBe(8);
  });

  it("derives balanced groups, Ignited Stats and X from the dice and the Lifestyle", () => {
    const c = new CharacterModel({ stats: { head: 8, hand: 8, heart: 6, hurry: 6, home: 4, hurt: 2, history: 10 }, lifestyle: "blossomed" });
    c.prepareDerivedData();
    expect(c.balanced).toEqual([
      { size: 10, stats: ["history"] },
      { size: 8, stats: ["head", "hand"] },
      { size: 6, stats: ["heart", "hurry"] },
      { size: 4, stats: ["home"] },
      { size: 2, stats: ["hurt"] },
    ]);
    expect(c.ignited).toEqual(["heart", "hurry"]);
    expect(c.x).toMatchObject({ history: 3, head: 2, heart: 2, home: 1, hurt: 1 });
  });

  it("migrates an early character (dice as text, pool as a list, 'used' Stats) with nothing lost", () => {
    const old = {
      stats: { head: "d6", hand: "D8", heart: "4", home: "d4", hurt: "d2", hurry: "d10", history: "d4" },
      optional: "d6",
      blessings: "3, 5, 1",
      used: ["hurt"],
      backstory: "<p>Raised by lighthouse keepers.</p>",
      pronouns: "they/them",
      lifestyle: "eager",
      ethic: "fateKnowledge",
    };
    const c = new CharacterModel(storedSource<CharacterSchema>(structuredClone(old)));
    expect(c.stats).toEqual({ head: 6, hand: 8, heart: 4, home: 4, hurt: 2, hurry: 10, history: 4 });
    expect(c.optional).toBe(6);
    expect(c.blessings).toEqual([3, 5, 1]);
    expect(c.spent).toEqual(["hurt"]);
    expect(c.backstory).toBe(old.backstory);
    expect(c.pronouns).toBe("they/them");
    expect([c.lifestyle, c.ethic]).toEqual(["eager", "fateKnowledge"]);
    // Read in memory only: the version says it still has to be written back (the world migration does it).
    expect(c.schemaVersion).toBe(0);
    expect(SCHEMA_VERSION).toBeGreaterThan(0);
    expect(c.toObject()).not.toHaveProperty("used");
  });
});

describe("loading broken data keeps what it can read", () => {
  // As the world loads a stored actor: the document from its source, not strict, so core's fallback would replace
  // what fails. Lists are read element by element while a document is built, never on a bare model or an update.
  const stored = (type: string, system: Record<string, unknown>) => {
    onInit();
    const Actor = (globalThis as any).CONFIG.Actor.documentClass;
    const source = { _id: "aaaaaaaaaaaaaaaa", type, name: "Stored", system: structuredClone(system) };
    return Actor.fromSource(source, { strict: false }).system as Record<string, any>;
  };
  const load = (system: Record<string, unknown>) => stored("character", system);

  it("a pool \"3, 5, 7\" keeps 3 and 5 and records the 7; an unknown die loads as the nearest one and is recorded, at any version", () => {
    for (const schemaVersion of [0, SCHEMA_VERSION]) {
      const c = load({ stats: { head: "d12", hand: "d3", heart: "big", hurry: "d8" }, optional: "d20", blessings: "3, 5, 7", pronouns: "she/her", schemaVersion });
      expect(c.blessings).toEqual([3, 5]);
      expect(c.stats).toMatchObject({ head: 10, hand: 2, heart: 4, hurry: 8 });
      expect(c.optional).toBe(10);
      expect(c.pronouns).toBe("she/her");
      expect(c.unreadable).toEqual([
        { field: "stats.head", value: "d12", kept: "d10" },
        { field: "stats.hand", value: "d3", kept: "d2" },
        { field: "stats.heart", value: "big", kept: "" },
        { field: "optional", value: "d20", kept: "d10" },
        { field: "blessings", value: "7", kept: "" },
      ]);
    }
  });

  it("a Monstrosity's pool too; a document with nothing wrong records nothing", () => {
    const m = stored("monstrosity", { blessings: "6 x 2", stats: { head: 6 } });
    expect(m.blessings).toEqual([6, 2]);
    expect(m.unreadable).toEqual([{ field: "blessings", value: "x", kept: "" }]);
    expect(load({ stats: { head: "d6" }, blessings: "1, 2" }).unreadable).toEqual([]);
  });

  it("a pool typed with spaces around it reads every Blessing and records nothing; Stats stored as null load as d4s", () => {
    const c = load({ stats: null, blessings: " 3; 5 ,6 ", schemaVersion: 0 });
    expect(c.blessings).toEqual([3, 5, 6]);
    expect(c.stats).toMatchObject({ head: 4, hand: 4, heart: 4, hurry: 4 });
    expect(c.unreadable).toEqual([]);
  });

  // Issue 27: core replaces a whole field that fails validation with its initial value, and a save keeps that.
  it("a stored pool [3, 9, 5] keeps 3 and 5 and records the 9; a stored number that is no Stat Die is read as text is", () => {
    const c = load({ stats: { head: 12, hand: 8, heart: 0, hurry: 7.6, home: 1 }, optional: 12, blessings: [3, 9, 5], pronouns: "they" });
    expect(c.blessings).toEqual([3, 5]);
    expect(c.stats).toMatchObject({ head: 10, hand: 8, heart: 4, hurry: 8, home: 2 });
    expect([c.optional, c.pronouns]).toEqual([10, "they"]);
    expect(c.unreadable).toEqual([
      { field: "stats.head", value: "12", kept: "d10" },
      { field: "stats.heart", value: "0", kept: "" },
      { field: "stats.home", value: "1", kept: "d2" },
      { field: "optional", value: "12", kept: "d10" },
      { field: "blessings", value: "9", kept: "" },
    ]);
  });

  it("a Monstrosity's unknown tag is left out and recorded, its known tags kept", () => {
    const m = stored("monstrosity", { tags: ["Horde", "Sneaky", "Unique"], stats: { head: 6 } });
    expect(m.tags).toEqual(["Horde", "Unique"]);
    expect(m.stats.head).toBe(6);
    expect(m.unreadable).toEqual([{ field: "tags", value: "Sneaky", kept: "" }]);
  });

  it("a banked boon or bust of an unknown kind is left out and recorded, the others kept; a blank spent Stat costs nothing", () => {
    const c = load({ banked: [{ kind: "boon", effect: "A door opens", count: 2 }, { kind: "boom", effect: "Loud" }], spent: ["hand", ""], session: { famousOver: ["Actor.x", ""] } });
    expect(c.banked).toEqual([{ kind: "boon", effect: "A door opens", count: 2 }]);
    expect(c.spent).toEqual(["hand"]);
    expect(c.session.famousOver).toEqual(["Actor.x"]);
    const odd = JSON.stringify({ kind: "boom", effect: "Loud" });
    expect(c.unreadable).toEqual([{ field: "banked", value: odd, kept: "" }]);
  });

  it("an update of the model's source (which core does not migrate) with a number out of range is still refused", () => {
    const c = new CharacterModel({ blessings: [2] });
    expect(() => c.updateSource({ blessings: [2, 7] })).toThrow(/Blessing worth 1 to 6/);
    expect(c.blessings).toEqual([2]);
  });
});

describe("affected Stats (Ache, Vexed, Vulnerable)", () => {
  it("a character saved before the field existed loads with none recorded and everything else intact", () => {
    const saved = {
      stats: { head: 6, hand: 8, heart: 4, home: 4, hurt: 2, hurry: 10, history: 4 },
      blessings: [3, 5], banked: [{ kind: "boon", effect: "ethic", count: 2 }], spent: ["hurt"],
      session: { majorSuccess: true, freeUpgradeUsed: false, becameLost: false },
      notes: "<p>Owes the ferryman.</p>", schemaVersion: SCHEMA_VERSION,
    };
    const c = new CharacterModel(storedSource<CharacterSchema>(structuredClone(saved)));
    expect(c.affected).toEqual({ ache: "", vexed: "", vulnerable: "" });
    expect(c.toObject()).toMatchObject(saved);
  });

  it("keeps the Stat an Ache affects through an update", () => {
    const c = new CharacterModel({});
    c.updateSource(dotted({ "affected.ache": "heart" }));
    expect(c.affected.ache).toBe("heart");
    expect(c.affected.vexed).toBe("");
  });
});

describe("other models", () => {
  it("a Monstrosity keeps SP 10 (3) and refuses an unknown tag in an update", () => {
    const m = new MonstrosityModel({ sp: { start: 10, recovery: 3 }, tags: ["Horde"] });
    expect(m.sp).toEqual({ start: 10, recovery: 3 });
    // A tag outside the book's list, on purpose: the model must refuse it.
    const unknownTag = ["Horde", "Sneaky"] as MonstrosityTag[];
    expect(() => m.updateSource({ tags: unknownTag })).toThrow(/Sneaky/);
    expect(m.tags).toEqual(["Horde"]);
  });

  it("a Specialization keeps a recharge the notation cannot read as written (the rules refuse to pay it)", () => {
    expect(new SpecializationModel({ recharge: "③" }).recharge).toBe("③");
    expect(new SpecializationModel({ recharge: "three" }).recharge).toBe("three");
  });
});

describe("SpecializationModel", () => {
  it("a Specialization stored before Insured's recharge count loads with none paid, nothing else lost", () => {
    const old = { recharge: "①", limit: "", uses: 0, used: 0, spent: true, tags: ["healing", "escalating-recharge"], aptitude: "abc" };
    const spec = new SpecializationModel(storedSource<SpecializationSchema>(old));
    expect(spec.recharged).toBe(0);
    expect([spec.recharge, spec.spent, spec.tags, spec.aptitude]).toEqual(["①", true, ["healing", "escalating-recharge"], "abc"]);
  });
});

describe("Haunted's fields on documents saved before them", () => {
  it("a character saved before the haunting could be marked present loads with it not present and nothing lost", () => {
    const saved = {
      stats: { head: 6, hand: 8, heart: 4, home: 4, hurt: 2, hurry: 10, history: 4 }, optional: 6, blessings: [3, 5],
      lifestyle: "eager", ethic: "fateKnowledge", spent: ["hurt"], affected: { ache: "hand" }, backstory: "<p>Kept the lighthouse.</p>",
    };
    const c = new CharacterModel(structuredClone(saved));
    expect(c.hauntingPresent).toBe(false);
    expect(c.stats).toEqual(saved.stats);
    expect([c.optional, c.blessings, c.lifestyle, c.ethic, c.spent, c.affected, c.backstory]).toEqual(
      [6, [3, 5], "eager", "fateKnowledge", ["hurt"], { ache: "hand", vexed: "", vulnerable: "" }, saved.backstory]);
  });

  it("a Check message saved before Haunted was thrown loads as not haunted, with its roll's facts intact", () => {
    const saved = { actorUuid: "Actor.wren", stat: "head", partner: "hand", difficulty: "hard", edition: "v0.0.18", aptitude: "Sailing",
      conditions: ["uncool"], modifier: -1, helps: [{ userId: "u1", actorUuid: "Actor.ash", name: "Ash", blessing: 4 }] };
    const m = new CheckMessageModel(storedSource<CheckMessageSchema>(structuredClone(saved)));
    expect(m.haunted).toEqual([]);
    expect(m.toObject()).toMatchObject(saved);
  });

  it("a Check message saved before Ambidextrous was kept loads with one aid source, its roll's facts intact", () => {
    const saved = { actorUuid: "Actor.wren", stat: "head", partner: "", difficulty: "easy", edition: "v0.0.18", aptitude: "Tinkering",
      conditions: [], modifier: 0, helps: [] };
    const m = new CheckMessageModel(storedSource<CheckMessageSchema>(structuredClone(saved)));
    expect(m.ambidextrous).toBe(false);
    expect(m.toObject()).toMatchObject(saved);
  });

  it("a Check message saved before Attacks named their Defender loads with none (Resolved open to whoever says they are)", () => {
    const saved = { actorUuid: "Actor.widow", stat: "hurt", partner: "", difficulty: "normal", edition: "v0.0.21.10", aptitude: "", conditions: [], modifier: 0,
      attack: "violent", resolved: ["Wren"], helps: [] };
    const m = new CheckMessageModel(storedSource<CheckMessageSchema>(structuredClone(saved)));
    expect([m.defender, m.defenderUuid, m.protectedFrom]).toEqual(["", "", ""]);
    expect(m.toObject()).toMatchObject(saved);
  });
});
