import { describe, expect, it } from "vitest";
import { createEndeavor, DEFAULT_OPTIONS, parseSp, type EndeavorSetup } from "../../../src/rules/endeavor/index";
import { ally, monster, racer, STATS } from "./helpers";

/** What creating this Endeavor refuses with: the code and the details its localised message reads. */
function refusal(make: () => unknown): { code: string; details: Record<string, unknown> } {
  try {
    make();
  } catch (e) {
    const err = e as { code: string; details: Record<string, unknown> };
    return { code: err.code, details: err.details };
  }
  throw new Error("expected a refusal");
}
const monstrous = (participants: EndeavorSetup["participants"], more: Partial<EndeavorSetup> = {}) =>
  createEndeavor({ kind: "monstrous", participants, ...more });

describe("SP notation", () => {
  it('reads "10 (3)" with any spacing, and a bare SP without Recovery', () => {
    expect(parseSp("10(3)")).toEqual({ sp: 10, recovery: 3 });
    expect(parseSp("  12  (  4  )  ")).toEqual({ sp: 12, recovery: 4 });
    expect(parseSp("8")).toEqual({ sp: 8, recovery: null });
    expect(parseSp("0 (0)")).toEqual({ sp: 0, recovery: 0 });
  });

  it("refuses anything else, naming the text", () => {
    for (const bad of ["", "ten", "10 (3", "10 3)", "10 (x)", "x10", "10x", "10 (3) 4", "(3)", "-10", "1.5"]) {
      expect(refusal(() => parseSp(bad)), bad).toEqual({ code: "endeavor-bad-setup", details: { sp: bad } });
    }
  });

  it('parses SP notation "10 (3)"', () => {
    expect(parseSp("10 (3)")).toEqual({ sp: 10, recovery: 3 });
    expect(parseSp(" 8 ")).toEqual({ sp: 8, recovery: null });
    expect(() => parseSp("ten")).toThrow();
  });
});

describe("Creating an Endeavor", () => {
  it('"You and your allies begin at position 0 … an opponent … at position 10 … a Recovery button 3 below … a Defeat button at position 0"', () => {
    const s = monstrous([ally("a", { traits: { conditions: [] } }), monster("m", "10 (3)", { name: "Grey Widow", tags: ["Horde"] })]);
    expect(s).toMatchObject({ version: 1, edition: "v0.0.21.10", kind: "monstrous", round: 1, phase: "choosing", outcome: null, nextButton: 3 });
    expect(s.options).toEqual(DEFAULT_OPTIONS);
    expect(s.turn).toEqual({ direction: 1, anchor: null, current: null, lastSeat: -1 });
    expect([s.protections, s.pending, s.chooser, s.delayed]).toEqual([[], [], [], []]);
    expect(s.buttons).toEqual([
      { id: "b1", kind: "recovery", position: 7, owner: "m" },
      { id: "b2", kind: "defeat", position: 0, owner: "m" },
    ]);
    const fresh = {
      blessings: [], temporary: [], specializations: [], tirelessStat: null, needsRecharge: [], removed: null, actionDie: null,
      positionRoll: null, positionSpark: null, xBonus: 0, delayed: false, skipping: false, acted: false, movedDownBy: [], spent: [],
      recoveries: 0, rolled: false, aptitudes: [], granted: [],
    };
    expect(s.participants).toEqual([
      { ...fresh, id: "a", name: "a", side: "allies", role: "character", stats: STATS({ Hurt: 6, Head: 6, Hand: 6 }), position: 0, start: 0, tags: [], traits: { conditions: [] } },
      { ...fresh, id: "m", name: "Grey Widow", side: "monstrosities", role: "monstrosity", stats: STATS({ Hurt: 6, Head: 6 }), position: 10, start: 10, tags: ["Horde"] },
    ]);
  });

  it("keeps what the sheet brings, copied: Blessings, Specializations, Tireless, Aptitudes, Hidden Stat Dice; options over the defaults", () => {
    const blessings = [3, 5];
    const s = monstrous([
      ally("a", {
        name: "Wren", blessings, specializations: ["Tireless", "Radiant"], tirelessStat: "Hurt", rollD20s: true,
        aptitudes: [{ name: "Climbing", specialization: "Ropes" }, { name: "Cooking" }],
      }),
      ally("b", { rollD20s: false }),
      monster("m", 6, { recovery: 2 }),
    ], { options: { turnTies: "reverse-seat" } });
    blessings.push(6);
    expect(s.participants[0]).toMatchObject({
      name: "Wren", blessings: [3, 5], specializations: ["Tireless", "Radiant"], tirelessStat: "Hurt", rollD20s: true,
      aptitudes: [{ name: "Climbing", specialization: "Ropes" }, { name: "Cooking", specialization: null }],
    });
    expect(s.participants[1]!.rollD20s).toBeUndefined();
    expect(s.participants[1]!.traits).toBeUndefined();
    expect(s.options).toEqual({ ...DEFAULT_OPTIONS, turnTies: "reverse-seat" });
    // SP and Recovery as numbers.
    expect(s.participants[2]).toMatchObject({ position: 6, start: 6 });
    expect(s.buttons.map((b) => [b.kind, b.position])).toEqual([["recovery", 4], ["defeat", 0]]);
  });

  it("only a kind with a leader has one (and a list of the foiled); only a kind with land or terrain lays it", () => {
    const plain = monstrous([ally("a"), monster("m")]);
    expect(["leader", "foiled", "eye"].filter((k) => k in plain)).toEqual([]);
    const rush = createEndeavor({ kind: "rush", participants: [ally("a"), ally("b"), monster("m")], leader: "b" });
    expect([rush.leader, rush.foiled]).toEqual(["b", []]);
    const race = createEndeavor({ kind: "racing", participants: [racer("r1")], terrain: [{ position: 3 }] });
    expect(race.buttons).toEqual([{ id: "b1", kind: "terrain", position: 3, owner: "r1" }]);
    // Terrain given to a Monstrous Endeavor is not laid.
    expect(monstrous([ally("a"), monster("m", "8")], { terrain: [{ position: 3 }] }).buttons.map((b) => b.kind)).toEqual(["defeat"]);
    const stealth = createEndeavor({ kind: "stealth", participants: [{ id: "r", side: "rogues", stats: STATS() }, { id: "eye", side: "eye", stats: { Watch: 8 } }], land: [{ kind: "objective", position: 12, check: { stat: "Hand", difficulty: "easy" } }] });
    expect(stealth.buttons.map((b) => [b.kind, b.position])).toEqual([["objective", 12]]);
    expect(stealth.participants.map((p) => [p.id, p.role])).toEqual([["r", "character"], ["eye", "eye"]]);
  });

  it("a Monstrosity without Recovery has only its Defeat button; a blank side is the allies'", () => {
    const s = monstrous([{ id: "a", stats: STATS() }, monster("m", "8")]);
    expect(s.participants[0]!.side).toBe("allies");
    expect(s.buttons.map((b) => [b.kind, b.position, b.owner])).toEqual([["defeat", 0, "m"]]);
  });

  it('Racing: "All racers begin at position 0", each their own side unless a team is named', () => {
    const s = createEndeavor({ kind: "racing", participants: [racer("r1"), racer("r2", { side: "team" })] });
    expect(s.participants.map((p) => [p.side, p.role, p.position])).toEqual([["r1", "character", 0], ["team", "character", 0]]);
    expect(s.buttons).toEqual([]);
  });

  it("refuses a participant without an id or Stats, an unknown side or tag, naming them", () => {
    expect(refusal(() => monstrous([{ id: "", stats: STATS() }]))).toEqual({ code: "endeavor-bad-setup", details: {} });
    expect(refusal(() => monstrous([{ id: "a", stats: {} }]))).toEqual({ code: "endeavor-bad-setup", details: {} });
    expect(refusal(() => monstrous([{ id: "a", stats: undefined as unknown as Record<string, 4> }]))).toEqual({ code: "endeavor-bad-setup", details: {} });
    expect(refusal(() => monstrous([ally("a", { side: "villains", name: "Wren" })]))).toEqual({ code: "endeavor-bad-setup", details: { name: "Wren", side: "villains" } });
    expect(refusal(() => monstrous([ally("a", { side: "villains" })]))).toEqual({ code: "endeavor-bad-setup", details: { name: "a", side: "villains" } });
    expect(refusal(() => monstrous([monster("m", "10 (3)", { tags: ["Horde", "Shy" as "Horde"] })]))).toEqual({ code: "endeavor-bad-setup", details: { name: "m", tag: "Shy" } });
    expect(refusal(() => monstrous([monster("m", "10 (3)", { name: "Grey", tags: ["Shy" as "Horde"] })]))).toEqual({ code: "endeavor-bad-setup", details: { name: "Grey", tag: "Shy" } });
  });

  it("refuses a Monstrosity SP below 1 or not whole, and a Recovery button not strictly between 0 and the SP", () => {
    const spOf = (sp: number | string | undefined, recovery?: number, name?: string) =>
      refusal(() => monstrous([ally("a"), monster("m", "1", { sp, ...(recovery === undefined ? {} : { recovery }), ...(name ? { name } : {}) })]));
    expect(spOf(0)).toEqual({ code: "endeavor-bad-setup", details: { name: "m" } });
    expect(spOf(undefined, undefined, "Grey")).toEqual({ code: "endeavor-bad-setup", details: { name: "Grey" } });
    expect(spOf(2.5)).toEqual({ code: "endeavor-bad-setup", details: { name: "m" } });
    expect(spOf("0 (0)")).toEqual({ code: "endeavor-bad-setup", details: { name: "m" } });
    for (const sp of ["10 (10)", "10 (12)", "10 (0)"]) expect(spOf(sp, undefined, "Grey"), sp).toEqual({ code: "endeavor-bad-setup", details: { name: "Grey" } });
    for (const recovery of [0, 10, 1.5, -1]) expect(spOf(10, recovery), String(recovery)).toEqual({ code: "endeavor-bad-setup", details: { name: "m" } });
    // The edges that are allowed: SP 1 without Recovery; Recovery 1 and SP − 1.
    expect(monstrous([monster("m", "1")]).participants[0]!.position).toBe(1);
    expect(monstrous([monster("m", "10 (1)")]).buttons[0]).toMatchObject({ kind: "recovery", position: 9 });
    expect(monstrous([monster("m", "10 (9)")]).buttons[0]).toMatchObject({ kind: "recovery", position: 1 });
  });

  it("refuses repeated ids, an unknown edition, and a kind the edition lacks", () => {
    expect(refusal(() => monstrous([ally("a"), ally("a")]))).toEqual({ code: "endeavor-bad-setup", details: {} });
    expect(refusal(() => monstrous([ally("a")], { edition: "v9" as "v0.0.18" }))).toEqual({ code: "endeavor-bad-setup", details: { edition: "v9" } });
    expect(refusal(() => createEndeavor({ edition: "v0.0.18", kind: "racing", participants: [racer("r1")] })))
      .toEqual({ code: "endeavor-unsupported-edition", details: { edition: "v0.0.18", kind: "racing" } });
    expect(refusal(() => createEndeavor({ kind: "duel" as "racing", participants: [racer("r1")] })))
      .toEqual({ code: "endeavor-unsupported-edition", details: { edition: "v0.0.21.10", kind: "duel" } });
    expect(createEndeavor({ edition: "v0.0.18", kind: "monstrous", participants: [ally("a")] }).edition).toBe("v0.0.18");
  });
});

describe("Creating an Endeavor: copies and a guarded area", () => {
  it("tags and Specializations are copied: the sheet's lists changing later change nothing", () => {
    const tags: ("Horde" | "Revenge")[] = ["Horde"];
    const specializations: ("Heavy" | "Zealous")[] = ["Heavy"];
    const s = monstrous([ally("a", { specializations }), monster("m", "8", { tags })]);
    tags.push("Revenge");
    specializations.push("Zealous");
    expect([s.participants[0]!.specializations, s.participants[1]!.tags]).toEqual([["Heavy"], ["Horde"]]);
  });

  it("a Stealth Endeavor needs its land; a participant on no side of it is named (by id when nameless)", () => {
    const rogue = { id: "r", side: "rogues", stats: STATS() };
    const eye = { id: "eye", side: "eye", stats: { Watch: 8 as const } };
    expect(refusal(() => createEndeavor({ kind: "stealth", participants: [rogue, eye] })).code).toBe("endeavor-bad-land");
    expect(refusal(() => createEndeavor({ kind: "stealth", participants: [{ ...rogue, side: "allies" }, eye], land: [{ kind: "objective", position: 12, check: { stat: "Hand", difficulty: "easy" } }] })))
      .toEqual({ code: "endeavor-bad-land", details: { name: "r", side: "allies" } });
    expect(refusal(() => createEndeavor({ kind: "stealth", participants: [{ ...rogue, name: "Rook", side: "allies" }, eye], land: [{ kind: "objective", position: 12, check: { stat: "Hand", difficulty: "easy" } }] })))
      .toEqual({ code: "endeavor-bad-land", details: { name: "Rook", side: "allies" } });
  });
});
