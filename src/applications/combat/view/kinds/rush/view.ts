// Rush's entry in the view's kinds table (../index.ts): the charge leader in the rows, the GM's toolbar and on the
// board, and Plot Victory's form.
import type { KindView } from "../kind-view";
import "./view-fields";
import { RUSH_BOARD } from "./board";
import { leaderControl } from "./leader-control";
import { plotVictoryForm, SPECIAL_FIELDS } from "./plot-victory";

export const RUSH_VIEW: KindView = {
  specials: plotVictoryForm,
  specialCommands: SPECIAL_FIELDS,
  row: (state, p) => ({ leader: state.leader === p.id, foiled: !!state.foiled?.includes(p.id) }),
  toolbar: (state) => ({ leader: leaderControl(state) }),
  board: RUSH_BOARD,
};
