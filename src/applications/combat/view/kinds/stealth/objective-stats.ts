// An Objective added by the GM in an Endeavor with an Eye carries its Check (pure): the Stats the toolbar offers.
import type { EndeavorState } from "../../../../../rules/endeavor";
import { statLabel } from "../../tracker-options";

/** An Objective's Check: "the Stat normally associated" — any Stat a rogue has (History, anyone's to use, first). */
export const objectiveStats = (state: EndeavorState) =>
  [
    ...new Set(["History", ...state.participants.filter((p) => p.role !== "eye").flatMap((p) => Object.keys(p.stats))]),
  ].map((s) => ({ value: s, label: statLabel(s) }));
