// The actor document's own answers (documents/actor.ts), read as the sheet and the roll read them: the Stat Dice a
// character rolls in this world, the Haunted die while the haunting is present, a Specialization under either
// edition's name, and a Check asked before the chat layer is ready.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { HumanityActor } from "../../src/documents/actor";

const g = globalThis as any;
const Actor = () => g.CONFIG.Actor.documentClass;
const optional = (stat: string) => g.game.settings.set("humanity-blessed", "optionalStat", stat);

let wren: any;
beforeEach(async () => {
  onInit();
  wren = await Actor().create({
    type: "character",
    name: "Wren",
    system: { stats: { head: 10, hand: 6, heart: 6, home: 4, hurt: 8, hurry: 2, history: 4 }, optional: 6 },
  });
});

describe("the Stat Dice an actor rolls", () => {
  it("a character's seven, and the world's optional Stat at its own size", async () => {
    expect(wren.statDice()).toEqual({ head: 10, hand: 6, heart: 6, home: 4, hurt: 8, hurry: 2, history: 4 });
    await optional("hex");
    expect(wren.statDice()).toEqual({ head: 10, hand: 6, heart: 6, home: 4, hurt: 8, hurry: 2, history: 4, hex: 6 });
  });

  it("with Hardy, the table's one shared die, whatever the character's own says", async () => {
    await optional("hardy");
    await g.game.settings.set("humanity-blessed", "hardyDie", 10);
    expect(wren.statDice().hardy).toBe(10);
  });

  it("a Monstrosity's own Stats, a copy; a party none", async () => {
    const widow = await Actor().create({ type: "monstrosity", name: "Widow", system: { stats: { head: 8, hand: 6 } } });
    const dice = widow.statDice();
    dice.head = 2;
    expect(widow.statDice()).toEqual({ head: 8, hand: 6, heart: 4, home: 4, hurt: 4, hurry: 4, history: 4 });
    const party = await Actor().create({ type: "party", name: "Crew" });
    expect(party.statDice()).toEqual({});
    expect([party.isCharacter(), party.isMonstrosity(), widow.isMonstrosity(), wren.isMonstrosity()]).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });
});

describe("the Haunted die", () => {
  it("only while the world plays with Haunted and the haunting is marked present", async () => {
    expect(wren.hauntedDie()).toBeNull();
    await optional("haunted");
    expect(wren.hauntedDie()).toBeNull();
    await wren.update({ "system.hauntingPresent": true });
    expect(wren.hauntedDie()).toBe(6);
    await optional("hex");
    expect(wren.hauntedDie()).toBeNull();
  });

  it("a Monstrosity has none, even marked", async () => {
    await optional("haunted");
    const widow = await Actor().create({ type: "monstrosity", name: "Widow", system: { stats: { head: 8 } } });
    expect(widow.hauntedDie()).toBeNull();
  });
});

describe("a new actor's token", () => {
  it("what the creation data names wins unless it comes from a compendium", async () => {
    const made = await Actor().create(
      { type: "character", name: "Ana", prototypeToken: { disposition: -1 } },
      { fromCompendium: false },
    );
    expect(made.prototypeToken.disposition).toBe(-1);
  });
});

describe("Specializations by the book's name", () => {
  it("either edition's copy counts, an Aptitude of that name does not", async () => {
    await wren.createEmbeddedDocuments("Item", [
      { type: "specialization", name: "Calm (v0.0.18)" },
      { type: "aptitude", name: "Protective" },
    ]);
    expect([wren.hasSpecialization("Calm"), wren.hasSpecialization("Protective")]).toEqual([true, false]);
  });
});

describe("rolling a Check", () => {
  it("asked before the chat layer is ready, it says so", () => {
    const roller = HumanityActor.checkRoller;
    HumanityActor.checkRoller = null;
    try {
      expect(() => wren.rollCheck("head")).toThrow("humanity-blessed | rollCheck before init");
    } finally {
      HumanityActor.checkRoller = roller;
    }
  });

  it("once ready, hands the Stat and the options to the chat layer's roller", async () => {
    const roller = HumanityActor.checkRoller;
    const asked: unknown[] = [];
    HumanityActor.checkRoller = async (actor, stat, options) => {
      asked.push([actor, stat, options]);
      return null;
    };
    try {
      await wren.rollCheck("head");
      await wren.rollCheck("hand", { difficulty: "easy" });
      expect(asked).toEqual([
        [wren, "head", {}],
        [wren, "hand", { difficulty: "easy" }],
      ]);
    } finally {
      HumanityActor.checkRoller = roller;
    }
  });
});
