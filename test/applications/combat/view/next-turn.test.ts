// next-turn.ts: the tracker's context as the next turn most likely draws it (the acting participant's turn ended by the
// engine's End Turn, nothing else changed), which the idle browser draws ahead (turn-ahead.ts).
import { describe, expect, it } from "vitest";
import { nextTurnContext } from "../../../../src/applications/combat/view/next-turn";
import { prepareEndeavorTracker, type TrackerInput } from "../../../../src/applications/combat/view/tracker-context";
import { apply } from "../../../../src/rules/endeavor";
import { seededRng } from "../../../../src/rules";
import { endeavorFixture } from "../../../harness/fixtures/endeavor";

const fx = endeavorFixture(50);
const input = (state = fx.state): TrackerInput => ({ state, combatants: fx.combatants, viewer: { isGM: true }, logLength: fx.log.length, lastCommand: fx.log.at(-1), edition: "v0.0.21.10" });
const rowsOf = (context: ReturnType<typeof prepareEndeavorTracker> | null) => (context?.started ? context.rows : []);

describe("nextTurnContext", () => {
  it("draws the next participant's turn, the acting one's done, and leaves the state it is given as it was", () => {
    const before = structuredClone(fx.state);
    const acting = fx.state.turn.current!;
    const next = nextTurnContext(input());
    expect(fx.state).toEqual(before);
    const turns = rowsOf(next).filter((row) => row.turn).map((row) => row.id);
    expect(turns).toHaveLength(1);
    expect(turns[0]).not.toBe(acting);
    expect(rowsOf(next).find((row) => row.id === acting)).toMatchObject({ acted: true, turn: null });
    // The GM's Undo would name the End Turn (an override), as after the command.
    expect(next?.started && next.gm?.undo).toEqual({ key: "HB.Endeavor.Gm.undoOverride" });
    // Even with nothing in the log before, the turn ended can be undone.
    const first = nextTurnContext({ ...input(), logLength: 0, lastCommand: null });
    expect(first?.started && first.gm?.canUndo).toBe(true);
  });

  it("guesses the very row an Advance then draws for the next participant, 6 KB of its context alike (what is drawn ahead is used)", () => {
    const by = fx.state.turn.current!;
    const real = apply(fx.state, { type: "act", by, action: { kind: "advance", roll: [9] } }, seededRng(5));
    const drawn = prepareEndeavorTracker({ ...input(real.state), logLength: fx.log.length + 1, lastCommand: real.command });
    const taker = rowsOf(drawn).find((row) => row.turn)!;
    const guessed = rowsOf(nextTurnContext(input())).find((row) => row.id === taker.id)!;
    expect(JSON.stringify(guessed)).toBe(JSON.stringify(taker));
    expect(JSON.stringify(taker).length).toBeGreaterThan(6000);
    // The row that acted is not (it Advanced: its position and X differ from a turn merely ended).
    expect(JSON.stringify(rowsOf(nextTurnContext(input())).find((row) => row.id === by))).not.toBe(JSON.stringify(rowsOf(drawn).find((row) => row.id === by)));
  });

  it("is null when nobody's turn is under way (Action Dice being chosen, no Endeavor) or the engine refuses to end it", () => {
    const choosing = structuredClone(fx.state);
    choosing.phase = "choosing";
    expect(nextTurnContext(input(choosing))).toBeNull();
    expect(nextTurnContext({ ...input(), state: null })).toBeNull();
    const nobody = structuredClone(fx.state);
    nobody.turn.current = null;
    expect(nextTurnContext(input(nobody))).toBeNull();
    const gone = structuredClone(fx.state);
    gone.turn.current = "nobody here";
    expect(nextTurnContext(input(gone))).toBeNull();
  });
});
