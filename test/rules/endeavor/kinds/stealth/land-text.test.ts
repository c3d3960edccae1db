/** The lay of the land as the GM types it in the start form (land-text.ts), and what a Stealth start reads of the form
 *  and refuses (start.ts): each part read or named as unreadable, never guessed. */
import { describe, expect, it } from "vitest";
import { LAND_FIELDS, readLand } from "../../../../../src/rules/endeavor/kinds/stealth/land-text";
import { STEALTH_START } from "../../../../../src/rules/endeavor/kinds/stealth/start";

describe("the lay of the land as typed", () => {
  it("reads positions by spaces, commas or semicolons, and Objectives with their Stat and difficulty", () => {
    expect(
      readLand({
        alarms: "4 5,6;12",
        objectives: "9 Head hard, 14 hand; 3 HURRY Easy",
        escapes: "18",
        sanctuaries: " 2 ",
      }),
    ).toEqual({
      land: [
        { kind: "alarm", position: 4 },
        { kind: "alarm", position: 5 },
        { kind: "alarm", position: 6 },
        { kind: "alarm", position: 12 },
        { kind: "escape", position: 18 },
        { kind: "sanctuary", position: 2 },
        { kind: "objective", position: 9, check: { stat: "Head", difficulty: "hard" } },
        { kind: "objective", position: 14, check: { stat: "Hand", difficulty: "normal" } },
        { kind: "objective", position: 3, check: { stat: "Hurry", difficulty: "easy" } },
      ],
      unreadable: [],
    });
  });

  it("names every part it cannot read: a position that is not a whole number, a Stat the game lacks, no Stat", () => {
    expect(readLand({ alarms: "4 -1 x", escapes: "2.5", objectives: "9 Nose, 10, 11 Head complex, 12 Head" })).toEqual({
      land: [
        { kind: "alarm", position: 4 },
        { kind: "objective", position: 12, check: { stat: "Head", difficulty: "normal" } },
      ],
      unreadable: ["-1", "x", "2.5", "9 Nose", "10", "11 Head complex"],
    });
  });

  it("an Objective spaced out reads; one with anything before its position does not", () => {
    expect(readLand({ objectives: "9   Head \t hard, x9 Head, #4 Hand" })).toEqual({
      land: [{ kind: "objective", position: 9, check: { stat: "Head", difficulty: "hard" } }],
      unreadable: ["x9 Head", "#4 Hand"],
    });
  });

  it("an empty land is nothing to lay, and the form's four fields are in its order", () => {
    expect(readLand({})).toEqual({ land: [], unreadable: [] });
    expect(LAND_FIELDS).toEqual(["alarms", "objectives", "escapes", "sanctuaries"]);
  });
});

describe("a Stealth start", () => {
  it("asks the sides and the lay of the land, no finish line, Terrain or teams", () => {
    expect(STEALTH_START).toMatchObject({
      finishLine: false,
      terrain: false,
      teams: false,
      sides: true,
      fields: ["land"],
    });
  });

  it("the Monstrosities' side, or a Monstrosity left blank, stands for the Eye; everyone else is a rogue", () => {
    const side = STEALTH_START.side!;
    expect([side("monstrosities", false), side("monstrosities", true), side("", true)]).toEqual(["eye", "eye", "eye"]);
    expect([side("allies", true), side("allies", false), side("", false)]).toEqual(["rogues", "rogues", "rogues"]);
  });

  it("the Eye plays with its one Watch Stat, a d8 unless set, and no Blessings; a rogue with its actor's", () => {
    expect(STEALTH_START.stand?.("eye", { watch: 4 })).toEqual({ stats: { Watch: 4 }, blessings: [] });
    expect(STEALTH_START.stand?.("eye", {})).toEqual({ stats: { Watch: 8 }, blessings: [] });
    expect(STEALTH_START.stand?.("rogues", { watch: 4 })).toBeNull();
  });

  it("reads the form's four land fields (blank when empty) and a Watch die chosen", () => {
    expect(STEALTH_START.fromForm?.({ land: { alarms: "4", escapes: 18 }, watch: "6", terrain: "1" })).toEqual({
      land: { alarms: "4", objectives: "", escapes: "18", sanctuaries: "" },
      watch: 6,
    });
    expect(STEALTH_START.fromForm?.({ land: "4", watch: "" })).toEqual({});
    expect(STEALTH_START.fromForm?.({ watch: "d8" })).toEqual({});
    expect(STEALTH_START.fromForm?.({ land: null, watch: null })).toEqual({});
  });

  it("lays the land read; refuses a Watch die that is no Stat Die, then a land part it cannot read", () => {
    expect(STEALTH_START.read?.({ land: { escapes: "18" }, watch: 10 })).toEqual({
      setup: { land: [{ kind: "escape", position: 18 }] },
    });
    expect(STEALTH_START.read?.({ land: { escapes: "x" }, watch: 7 })).toEqual({
      refusal: "HB.Endeavor.Start.badWatch",
      data: { value: "7" },
    });
    expect(STEALTH_START.read?.({ land: { escapes: "x", alarms: "y 3" } })).toEqual({
      refusal: "HB.Endeavor.Start.badLand",
      data: { parts: "y, x" },
    });
    expect(STEALTH_START.read?.({})).toEqual({ setup: { land: [] } });
  });

  it("offers the Watch dice d2 to d10", () => {
    expect(STEALTH_START.choices?.([])).toEqual({
      watchDice: ["2", "4", "6", "8", "10"].map((n) => ({ value: n, label: `d${n}` })),
    });
  });
});
