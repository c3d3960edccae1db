// Plot Victory (Rush Monstrosities), at the round's end (pure): its form names the next charge leader, and the row's
// fields read into the special action.
import type { EndeavorState, Participant, Special } from "../../../../../rules/endeavor";
import { apply } from "../../../../../rules/endeavor/engine-core";
import { mayLead } from "../../../../../rules/endeavor/kinds/rush";
import { one, type RowFields } from "../../row-fields";
import { choice, nameOf } from "../../tracker-options";

/** How many Scheme buttons Plot Victory adds now, as the engine counts them in a dry run on this client (the state is
 *  never touched): one per Recovery button the side has activated. Null if the engine refuses it. */
function schemesAdded(state: EndeavorState, p: Participant): number | null {
  try {
    const { events } = apply(state, { type: "special", by: p.id, special: { kind: "plotVictory" } });
    // The buttons it adds are Schemes alone (kinds/rush/specials.ts).
    return events.filter((e) => e.type === "buttonAdded").length;
  } catch {
    return null;
  }
}

/** The allies' choice of the next charge leader (blank: the next clockwise), who leads now, and the Schemes it adds. */
export function plotVictoryForm(state: EndeavorState, p: Participant, offered: readonly string[]) {
  return {
    plot: offered.includes("plotVictory")
      ? {
          leaders: state.participants.filter((q) => q.id !== state.leader && mayLead(state, q)).map(choice),
          leader: state.leader ? nameOf(state, state.leader) : "",
          schemes: schemesAdded(state, p),
        }
      : null,
  };
}

/** The allies' choice of the next charge leader, entered by the GM (blank: the next ally clockwise). */
function plotVictory(fields: RowFields): Special {
  const leader = one(fields, "plotLeader");
  return leader ? { kind: "plotVictory", leader } : { kind: "plotVictory" };
}

/** The row's fields read into Rush's special actions, by special kind. */
export function specialFields(): Record<string, (fields: RowFields) => Special> {
  return { plotVictory };
}
