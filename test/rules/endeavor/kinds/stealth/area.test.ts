/** The guarded area's geometry (area.ts): distances on the line and round the loop, and contiguous Alarms. */
import { describe, expect, it } from "vitest";
import { contiguousAlarms, distance, onOrNextTo } from "../../../../../src/rules/endeavor/kinds/stealth/area";
import { OBJ, begin } from "./play";
import { setup } from "../../helpers";
import { rogue, theEye } from "./helpers";

const area = (areaEnds: "line" | "loop") => setup({ kind: "stealth", participants: [rogue("a"), theEye()], land: [OBJ], options: { areaEnds } });

describe("distance", () => {
  it("line: the plain difference; loop: the shorter way round 1–20", () => {
    expect(distance(area("line"), 1, 20)).toBe(19);
    expect(distance(area("loop"), 1, 20)).toBe(1);
    expect(distance(area("loop"), 20, 1)).toBe(1);
    expect(distance(area("loop"), 2, 18)).toBe(4);
    expect(distance(area("loop"), 3, 7)).toBe(4);
  });

  it("loop: a position outside 1–20 (a rogue at 0 or past 20) is never on the loop", () => {
    const loop = area("loop");
    expect([distance(loop, 0, 19), distance(loop, 19, 0), distance(loop, 21, 2), distance(loop, 2, 21)]).toEqual([19, 19, 19, 19]);
    expect(onOrNextTo(loop, 0, 20)).toBe(false);
    expect(onOrNextTo(loop, 20, 1)).toBe(true);
  });
});

describe("contiguous Alarms", () => {
  it("the run of Alarms around one, both ways, and no further than a gap", () => {
    const s = begin([{ kind: "alarm", position: 3 }, { kind: "alarm", position: 4 }, { kind: "alarm", position: 5 }, { kind: "alarm", position: 7 }]);
    const at = (pos: number) => s.buttons.find((b) => b.kind === "alarm" && b.position === pos)!;
    expect(contiguousAlarms(s, at(5)).map((b) => b.position)).toEqual([3, 4, 5]);
    expect(contiguousAlarms(s, at(3)).map((b) => b.position)).toEqual([3, 4, 5]);
    expect(contiguousAlarms(s, at(7)).map((b) => b.position)).toEqual([7]);
  });

  it("loop: 20 and 1 are neighbours; line: they are not", () => {
    const land = [{ kind: "alarm", position: 19 }, { kind: "alarm", position: 20 }, { kind: "alarm", position: 1 }, { kind: "alarm", position: 2 }] as const;
    const line = begin(land.map((l) => ({ ...l })));
    const loop = begin(land.map((l) => ({ ...l })), { options: { areaEnds: "loop" } });
    const at = (s: typeof line, pos: number) => s.buttons.find((b) => b.kind === "alarm" && b.position === pos)!;
    expect(contiguousAlarms(line, at(line, 20)).map((b) => b.position)).toEqual([19, 20]);
    expect(contiguousAlarms(loop, at(loop, 20)).map((b) => b.position)).toEqual([19, 20, 1, 2]);
    expect(contiguousAlarms(loop, at(loop, 1)).map((b) => b.position)).toEqual([19, 20, 1, 2]);
  });
});
