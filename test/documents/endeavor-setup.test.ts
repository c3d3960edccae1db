// What an Endeavor's start stores (endeavor-setup.ts): each combatant's side, Stats, pool, Specializations, Aptitudes,
// SP and tags as the engine reads them; the lay of the land; the rulings a table changed; and the start refused, with
// the GM's words, where it cannot be read.
import { describe, expect, it } from "vitest";
import {
  buildEndeavorSetup,
  changedTraits,
  participantSetup,
  readTerrain,
  rulingOptions,
  traitsOf,
  type SetupSource,
} from "../../src/documents/endeavor-setup";
import { RelayRefusal } from "../../src/documents/refusal";

const source = (over: Partial<SetupSource> = {}): SetupSource => ({
  id: "wren",
  name: "Wren",
  actorType: "character",
  stats: { head: 6, hand: 4, hollyJolly: 8 },
  blessings: [3, 5],
  specializations: [],
  side: "",
  team: "",
  ...over,
});
const widow = (over: Partial<SetupSource> = {}) =>
  source({
    id: "widow",
    name: "Grey Widow",
    actorType: "monstrosity",
    stats: { hurt: 8 },
    blessings: [],
    sp: { start: 10, recovery: 3 },
    tags: ["Revenge", "Sneaky", "Horde"],
    ...over,
  });

/** The refusal a start gets: its localisation key and the words it shows the GM. */
function refusal(start: () => unknown): [string, Record<string, string> | undefined] {
  try {
    start();
  } catch (err) {
    if (err instanceof RelayRefusal) return [err.key, err.data];
    throw err;
  }
  throw new Error("the start was not refused");
}

describe("the lay of the land as the GM types it", () => {
  it("reads positions, and Areas with the Stats after a colon, by ',' or ';', blank parts skipped", () => {
    expect(readTerrain(" 8 ,15:  hand  Hurry ;; 22, 30: ,  ")).toEqual({
      terrain: [{ position: 8 }, { position: 15, area: ["Hand", "Hurry"] }, { position: 22 }, { position: 30 }],
      unreadable: [],
    });
  });

  it("lists what it cannot read as typed: a position that is not a whole number, a Stat the game lacks", () => {
    expect(readTerrain("x, 7.5, 4: Fly, 3 4, 9: Head, -2")).toEqual({
      terrain: [{ position: 9, area: ["Head"] }],
      unreadable: ["x", "7.5", "4: Fly", "3 4", "-2"],
    });
  });

  it("reads an optional Stat by its name, whatever its case", () => {
    expect(readTerrain("5: HollyJolly hollyjolly").terrain).toEqual([
      { position: 5, area: ["HollyJolly", "HollyJolly"] },
    ]);
  });
});

describe("a combatant as the engine starts it", () => {
  it("a character: its Stats by the book's names, its pool, the Specializations the engine plays, once each", () => {
    const setup = participantSetup(
      source({
        specializations: ["Zealous (v0.0.18)", "Zealous", "Cooking", "Heavy"],
        aptitudes: [
          { name: "Climbing", specialization: "Sure-footed (v0.0.18)" },
          { name: "Cooking", specialization: null },
        ],
      }),
      "monstrous",
    );
    expect(setup).toEqual({
      id: "wren",
      name: "Wren",
      side: "allies",
      stats: { Head: 6, Hand: 4, HollyJolly: 8 },
      blessings: [3, 5],
      specializations: ["Zealous", "Heavy"],
      aptitudes: [
        { name: "Climbing", specialization: "Sure-footed" },
        { name: "Cooking", specialization: null },
      ],
    });
  });

  it("every Specialization the engine plays reaches it by its base name", () => {
    const engine = [
      "Zealous",
      "Heavy",
      "Tireless",
      "Commanding",
      "Dominating",
      "Imposing",
      "Critical",
      "Sure-footed",
      "Tactical",
      "Radiant",
      "Kinetic",
      "Helpful",
      "Mischievous",
      "Resolved",
      "Protective",
      "Analytical",
      "Hidden",
    ];
    const names = engine.map((name, i) => (i % 2 ? `${name} (v0.0.18)` : name));
    expect(participantSetup(source({ specializations: ["Scout", ...names] }), "monstrous").specializations).toEqual(
      engine,
    );
  });

  it("keeps traits and Hidden Stat Dice only when the actor has them", () => {
    const traits = { conditions: ["ache"], specializations: [] };
    expect(participantSetup(source({ traits, rollD20s: true, aptitudes: [] }), "monstrous")).toMatchObject({
      traits,
      rollD20s: true,
    });
    const plain = participantSetup(source({ rollD20s: false }), "monstrous");
    expect(["traits", "rollD20s", "aptitudes", "sp", "tags"].filter((k) => k in plain)).toEqual([]);
  });

  it("a Monstrosity: its SP and Recovery, and only the tags the book has", () => {
    expect(participantSetup(widow(), "monstrous")).toMatchObject({
      side: "monstrosities",
      sp: 10,
      recovery: 3,
      tags: ["Revenge", "Horde"],
    });
  });

  it("a Recovery of 0, or not below the start, lays no Recovery button; no tags is none", () => {
    for (const recovery of [0, 10, 12]) {
      const setup = participantSetup(widow({ sp: { start: 10, recovery }, tags: undefined }), "monstrous");
      expect([setup.sp, "recovery" in setup, setup.tags]).toEqual([10, false, []]);
    }
    expect(participantSetup(widow({ sp: { start: 10, recovery: 9 } }), "monstrous").recovery).toBe(9);
  });

  it("a character the GM puts with the Monstrosities starts at SP 1; a Monstrosity put with the allies has no SP", () => {
    expect(participantSetup(source({ side: "monstrosities" }), "monstrous")).toMatchObject({
      side: "monstrosities",
      sp: 1,
      tags: [],
    });
    const ally = participantSetup(widow({ side: "allies" }), "monstrous");
    expect([ally.side, "sp" in ally]).toEqual(["allies", false]);
  });

  it("a side that is no side of the kind reads as the actor's", () => {
    expect(participantSetup(widow({ side: "team red" }), "monstrous").side).toBe("monstrosities");
  });

  it("a racer: its team as typed, else racing alone", () => {
    expect(participantSetup(source({ team: "  Red Team " }), "racing").side).toBe("Red Team");
    expect(participantSetup(source({ team: "   " }), "racing").side).toBe("wren");
  });

  it("a guarded area: the Monstrosity stands for the Eye with its Watch die and no pool, the rest are rogues", () => {
    expect(participantSetup(widow(), "stealth", { watch: 6 })).toEqual({
      id: "widow",
      name: "Grey Widow",
      side: "eye",
      stats: { Watch: 6 },
      blessings: [],
    });
    expect(participantSetup(widow({ side: "allies" }), "stealth").side).toBe("rogues");
    expect(participantSetup(source(), "stealth").side).toBe("rogues");
  });
});

describe("what an actor brings to Checks", () => {
  it("its Conditions once each and sorted, the Stats they affect, its Lifestyle, Specializations and things", () => {
    expect(
      traitsOf({
        statuses: ["vexed", "dead", "ache", "vexed"],
        lifestyle: "eager",
        affected: { vexed: "hand", ache: "", taxed: "head" },
        specializations: ["Zealous (v0.0.18)", "Heavy", "Zealous"],
        exceptional: ["Rope", "Lamp", "Rope"],
        famousOver: ["b", "a", "b"],
      }),
    ).toEqual({
      conditions: ["ache", "vexed"],
      affected: { vexed: "hand" },
      lifestyle: "eager",
      specializations: ["Heavy", "Zealous"],
      exceptional: ["Lamp", "Rope"],
      famousOver: ["a", "b"],
    });
  });

  it("an actor with nothing to bring carries only the two lists", () => {
    expect(traitsOf({ statuses: [], affected: {}, specializations: [], exceptional: [], famousOver: [] })).toEqual({
      conditions: [],
      specializations: [],
    });
    expect(traitsOf({ statuses: new Set(["taxed"]), specializations: [] })).toEqual({
      conditions: ["taxed"],
      specializations: [],
    });
  });

  it("reads the same however the sheet ordered the Stats its Conditions affect", () => {
    const traits = traitsOf({
      statuses: ["vexed", "ache"],
      affected: { vexed: "hand", ache: "head" },
      specializations: [],
    });
    expect(JSON.stringify(traits.affected)).toBe('{"ache":"head","vexed":"hand"}');
  });

  it("a command carries only the traits that changed since the engine stored them", () => {
    const none = { conditions: [], specializations: [] };
    const ache = { conditions: ["ache"], specializations: [] };
    const current = new Map([
      ["a", none],
      ["b", ache],
      ["c", ache],
    ]);
    expect(changedTraits([{ id: "a" }, { id: "b", traits: ache }, { id: "d" }], current)).toBeNull();
    expect(changedTraits([{ id: "a", traits: ache }, { id: "b", traits: ache }, { id: "c" }], current)).toEqual({
      a: none,
      c: ache,
    });
  });
});

describe("the world's rulings", () => {
  it("a finish line from 1, as a whole number", () => {
    const finish = (value: unknown) =>
      rulingOptions((key) => (key === "endeavorFinishLine" ? value : undefined)).finishLine;
    expect([finish(1), finish(0), finish("12"), finish(3.5)]).toEqual([1, undefined, undefined, undefined]);
  });
});

describe("the start", () => {
  const options = { kind: "monstrous", edition: "v0.0.21.10" } as const;

  it("stores the edition, the kind, every combatant, and only the rulings a table changed", () => {
    const setup = buildEndeavorSetup(
      [source(), widow()],
      { ...options, finishLine: 12 },
      {
        spentDie: "d2",
        specialTies: "random",
        finishLine: 12,
      },
    );
    expect(setup).toEqual({
      edition: "v0.0.21.10",
      kind: "monstrous",
      participants: [participantSetup(source(), "monstrous"), participantSetup(widow(), "monstrous")],
      options: { specialTies: "random" },
    });
    expect("options" in buildEndeavorSetup([source()], options, { spentDie: "d2" })).toBe(false);
  });

  it("a race: the Terrain laid, the world's finish line, or the one typed", () => {
    const race = { kind: "racing", edition: "v0.0.21.10" } as const;
    expect(buildEndeavorSetup([source()], { ...race, terrain: "8: Hand" }, { finishLine: 20 })).toMatchObject({
      terrain: [{ position: 8, area: ["Hand"] }],
      options: { finishLine: 20 },
    });
    const typed = buildEndeavorSetup([source()], { ...race, finishLine: 1 }, { finishLine: 20, spentDie: "own" });
    expect([typed.terrain, typed.options]).toEqual([[], { finishLine: 1, spentDie: "own" }]);
  });

  it("refuses a race whose lay of the land or finish line cannot be read, naming what was typed", () => {
    const race = { kind: "racing", edition: "v0.0.21.10" } as const;
    expect(refusal(() => buildEndeavorSetup([source()], { ...race, terrain: "8, x, 9: Fly" }))).toEqual([
      "HB.Endeavor.Start.badTerrain",
      { parts: "x, 9: Fly" },
    ]);
    for (const finishLine of [0, 2.5]) {
      expect(refusal(() => buildEndeavorSetup([source()], { ...race, finishLine }))).toEqual([
        "HB.Endeavor.Start.badFinishLine",
        { value: String(finishLine) },
      ]);
    }
  });

  it("a kind's own start is stored: a Rush's charge leader", () => {
    const rush = { kind: "rush", edition: "v0.0.21.10", leader: "wren" } as const;
    expect(buildEndeavorSetup([source(), widow()], rush).leader).toBe("wren");
  });

  it("a kind's own start: a guarded area's Watch die refused, as the kind says", () => {
    const stealth = { kind: "stealth", edition: "v0.0.21.10", watch: 7 } as const;
    expect(refusal(() => buildEndeavorSetup([source(), widow()], stealth))).toEqual([
      "HB.Endeavor.Start.badWatch",
      { value: "7" },
    ]);
  });
});
