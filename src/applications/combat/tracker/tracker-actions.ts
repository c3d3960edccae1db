// The Endeavor tracker's bodies, loaded once there is a Combat to show (endeavor-tracker.ts is the shell init
// registers as CONFIG.ui.combat): the rows' context, the live sums, and every click as an Endeavor request to the GM.
import type { Action } from "../../shared/lazy";
import { TrackBoard } from "../board/index";
import { gmActions } from "./gm-actions";
import { jumpToRow } from "./jump-to-row";
import { rowActions } from "./row-actions";
import { startEndeavor } from "./start-endeavor";
import type { TrackerAction, TrackerHost } from "./tracker-host";
export { followActors } from "./follow-actors";
export { afterRender, onCheckInput, onLabelInput, onLiveInput } from "./live-forms";
export { menuMove, menuRemove } from "./gm-actions";
export { trackerContext } from "./row-context";

// Stryker disable next-line ObjectLiteral: module-level (static); tracker-actions.test.ts fails on it written in
export const actions: Record<TrackerAction, Action<TrackerHost>> = {
  hbStart: startEndeavor,
  ...rowActions,
  ...gmActions,
  /** The tracker's header: the track board, for everyone. */
  async hbOpenBoard(this: TrackerHost) {
    await TrackBoard.open(this.combat);
  },
  hbJumpToRow: jumpToRow,
};
