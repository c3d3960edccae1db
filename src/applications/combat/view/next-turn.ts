// What the tracker most likely draws at the next command: the acting participant's turn ended with nothing
// else changed, by the engine's own End Turn (the GM's override), so that the row taking the turn can be drawn while
// the browser is idle (turn-ahead.ts). A guess: what was drawn ahead is used only for a row whose context turns out to
// be the very one it was drawn from.
import { seededRng } from "../../../rules";
import { apply } from "../../../rules/endeavor";
import { prepareEndeavorTracker, type TrackerInput } from "./tracker-context";

/** The tracker's context once the acting participant's turn has ended, or null when nobody's turn is under way (or
 *  the engine will not end it). Seeded, so that a round that starts anew rolls what it rolls the same every time. */
export function nextTurnContext(input: TrackerInput): ReturnType<typeof prepareEndeavorTracker> | null {
  const state = input.state;
  if (!state || state.phase !== "turns" || state.turn.current === null || state.outcome) return null;
  try {
    const { state: next, command } = apply(state, { type: "gm", gm: { op: "endTurn" } }, seededRng(0));
    return prepareEndeavorTracker({ ...input, state: next, logLength: input.logLength + 1, lastCommand: command });
  } catch {
    // Refused (the Endeavor cannot go on as it stands): nothing is drawn ahead.
    return null;
  }
}
