// The tracker's and the track board's partial re-render (loaded with the first Endeavor or board shown): what changed
// since the last render is planned from the contexts (tracker-plan.ts, board-plan.ts) and only that is redrawn.
export {
  adoptKept,
  KEPT,
  onBoard,
  patchKept,
  planBoard,
  planTracker,
  redrawnRows,
  replaceTracker,
  rowHtml,
  type BoardDrawn,
  type TrackerKeep,
} from "./partial-render";
