// An Objective added by the GM in an Endeavor with an Eye carries its Check (pure): the Stats and difficulties the
// toolbar offers.
import type { EndeavorState } from "../../../../../rules/endeavor";
import { statLabel } from "../../tracker-options";

/** An Objective's Check: "the Stat normally associated" — any Stat a rogue has (History, anyone's to use, first). */
export function objectiveStats(state: EndeavorState) {
  return [
    ...new Set(["History", ...state.participants.filter((p) => p.role !== "eye").flatMap((p) => Object.keys(p.stats))]),
  ].map((s) => ({ value: s, label: statLabel(s) }));
}

/** The toolbar's Objective fields (null with no Eye). */
export function objectiveForm(state: EndeavorState) {
  return state.eye
    ? {
        stats: objectiveStats(state),
        difficulties: (["normal", "easy", "hard"] as const).map((k) => ({ value: k, label: `HB.Difficulty.${k}` })),
      }
    : null;
}
