// Plot Victory (Rush Monstrosities), at the round's end (pure): its form names the next charge leader, and the row's
// fields read into the special action.
import type { EndeavorState, Participant, Special } from "../../../../../rules/endeavor";
import { mayLead } from "../../../../../rules/endeavor/kinds/rush";
import { one, type RowFields } from "../../row-fields";
import { choice, nameOf } from "../../tracker-options";

/** The allies' choice of the next charge leader (blank: the next clockwise), and who leads now. */
export function plotVictoryForm(state: EndeavorState, _p: Participant, offered: readonly string[]) {
  return {
    plot: offered.includes("plotVictory")
      ? {
          leaders: state.participants.filter((q) => q.id !== state.leader && mayLead(state, q)).map(choice),
          leader: state.leader ? nameOf(state, state.leader) : "",
        }
      : null,
  };
}

export const SPECIAL_FIELDS: Record<string, (fields: RowFields) => Special> = {
  // The allies' choice of the next charge leader, entered by the GM (blank: the next ally clockwise).
  plotVictory: (fields) => {
    const leader = one(fields, "plotLeader");
    return leader ? { kind: "plotVictory", leader } : { kind: "plotVictory" };
  },
};
