// Rush's entry in the view's kinds table (../index.ts): the charge leader in the rows, the GM's toolbar and on the
// board, and Plot Victory's form.
import type { EndeavorState, Participant } from "../../../../../rules/endeavor";
import type { KindRowFields, KindToolbarFields, KindView } from "../kind-view";
import "./view-fields";
import { rushBoard } from "./board";
import { leaderControl } from "./leader-control";
import { plotVictoryForm, specialFields } from "./plot-victory";

/** A row's tags: the charge leader, and an ally foiled (who can never lead again). */
function leaderRow(state: EndeavorState, p: Participant): KindRowFields {
  return { leader: state.leader === p.id, foiled: !!state.foiled?.includes(p.id) };
}

function leaderToolbar(state: EndeavorState): KindToolbarFields {
  return { leader: leaderControl(state) };
}

/** Rush's views (built when asked, like the rest of a view). */
export function rushView(): KindView {
  return {
    specials: plotVictoryForm,
    specialCommands: specialFields(),
    row: leaderRow,
    toolbar: leaderToolbar,
    board: rushBoard(),
  };
}
