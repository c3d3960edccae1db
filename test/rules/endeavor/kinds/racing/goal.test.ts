/** The Racing Goal (goal.ts): first to the finish line, or the last racer (or team) standing. */
import { describe, expect, it } from "vitest";
import type { EndeavorState } from "../../../../../src/rules/endeavor/index";
import { racingOutcome } from "../../../../../src/rules/endeavor/kinds/racing/goal";
import { racer, setup } from "../../helpers";

const race = (teams: Record<string, string | undefined>): EndeavorState =>
  setup({ kind: "racing", participants: Object.entries(teams).map(([id, side]) => racer(id, side ? { side } : {})), options: { finishLine: 10 } });
/** The race with racers moved (id → position) and removed (ids). */
const at = (s: EndeavorState, positions: Record<string, number>, removed: string[] = []): EndeavorState => ({
  ...s,
  participants: s.participants.map((p) => ({ ...p, position: positions[p.id] ?? p.position, removed: removed.includes(p.id) ? { reason: "fatigue", round: 1, by: null } : p.removed })),
});

describe("the Racing Goal", () => {
  it("the first racer at or past the finish line wins; one short of it does not", () => {
    const s = race({ r1: undefined, r2: undefined });
    expect(racingOutcome(at(s, { r1: 9, r2: 3 }))).toBeNull();
    expect(racingOutcome(at(s, { r1: 3, r2: 10 }))).toEqual({ winner: s.participants[1]!.side, winnerId: "r2", reason: "finish-line" });
  });

  it("a racer removed at the line has not finished", () => {
    const s = race({ r1: undefined, r2: undefined, r3: undefined });
    expect(racingOutcome(at(s, { r1: 12 }, ["r1"]))).toBeNull();
  });

  it("the last racer standing wins, by name; the last team standing wins as a team", () => {
    const solo = race({ r1: undefined, r2: undefined, r3: undefined });
    expect(racingOutcome(at(solo, {}, ["r1", "r3"]))).toEqual({ winner: solo.participants[1]!.side, winnerId: "r2", reason: "last-standing" });
    const teams = race({ r1: "red", r2: "red", r3: "blue" });
    expect(racingOutcome(at(teams, {}, ["r3"]))).toEqual({ winner: "red", winnerId: null, reason: "last-standing" });
    expect(racingOutcome(at(teams, {}, ["r1"]))).toBeNull();
    expect(racingOutcome(at(teams, {}, ["r1", "r2", "r3"]))).toEqual({ winner: null, winnerId: null, reason: "last-standing" });
  });

  it("a race of one racer goes on until the line", () => {
    expect(racingOutcome(race({ r1: undefined }))).toBeNull();
  });
});
