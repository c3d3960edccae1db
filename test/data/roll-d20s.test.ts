// Hidden Stat Dice (issue 30): "Roll d20s" on characters and Monstrosities. No migration step writes it (one would run
// on partial updates too, migrations.ts): an actor saved before it loads with it off and nothing else changed, and a
// partial update leaves it as it is.
import { describe, expect, it } from "vitest";
import { CharacterModel, type CharacterSchema } from "../../src/data/actor/character";
import { MonstrosityModel, type MonstrositySchema } from "../../src/data/actor/monstrosity";
import { migrateActorSource } from "../../src/data/migrations";
import { storedSource } from "./stored-source";

describe("Roll d20s", () => {
  it("is off on a new actor of either kind, and takes a boolean only", () => {
    expect(new MonstrosityModel({}).rollD20s).toBe(false);
    expect(new CharacterModel({}).rollD20s).toBe(false);
    expect(new MonstrosityModel({ rollD20s: true }).rollD20s).toBe(true);
  });

  it("an old Monstrosity (schema 1) survives migration and loading with nothing lost, rolling its own dice", () => {
    const saved = {
      stats: { head: 8, hand: 6, heart: 4, home: 2, hurt: 10, hurry: 6, history: 4 }, sp: { start: 12, recovery: 4 },
      tags: ["Horde"], blessings: [2, 5], notes: "<p>Lives under the bridge.</p>", unreadable: [], schemaVersion: 1,
    };
    expect(migrateActorSource(structuredClone(saved))).toEqual(saved);
    const m = new MonstrosityModel(storedSource<MonstrositySchema>(structuredClone(saved)));
    expect(m.toObject()).toEqual({ ...saved, rollD20s: false });
  });

  it("an old character (schema 0, text dice) survives too; a value already written is kept", () => {
    const saved = { stats: { head: "d6", hand: 8 }, blessings: [3], spent: ["hurt"], schemaVersion: 0 };
    const c = new CharacterModel(storedSource<CharacterSchema>(structuredClone(saved)));
    expect(c.rollD20s).toBe(false);
    expect(c.stats.head).toBe(6);
    expect(c.spent).toEqual(["hurt"]);
    expect(migrateActorSource({ rollD20s: true, schemaVersion: 1 }).rollD20s).toBe(true);
    // A partial update (migrateData sees the changes alone) gains nothing.
    expect(migrateActorSource({ tags: ["Horde"] })).toEqual({ tags: ["Horde"] });
  });
});
