// The track board's element id (one board per client): the registrar looks for it on screen before it loads the
// board (track-board.ts) to refresh it, and the board gives it to its window.
export const TRACK_BOARD_ID = "hb-track-board";
