// What the track board keeps at a re-render: each cell drawn from the same context as the one on screen;
// in a cell redrawn (a marker came or went), each marker and button drawn from the same context, in the same cell; and
// the pieces above the track (its header, the dangers, the legend) alike. At the start of a big Endeavor every marker
// stands on one cell: a move out of it then redraws that cell around its forty markers kept. Pure: contexts in, keys
// and signatures out.
import { planKeep, type Drawn } from "./tracker-plan";
import type { TrackBoardContext } from "../view/index";

/** What the board on screen was drawn from: its cells (by position), its markers and buttons (`m:` and `b:` with the
 *  participant's or the button's id), its pieces (by name). */
export interface BoardDrawn {
  cells: Drawn;
  items: Drawn;
  pieces: Drawn;
}

/** The board's header (which names the dock it is in), the dangers, the legend: their contexts. */
function boardPieces(board: TrackBoardContext, docked: boolean) {
  if (!board.started) return [];
  const { round, goal, goalLabel, schemes, goalTip, dangers, legend } = board;
  return [
    ["head", { round, goal, goalLabel, schemes, goalTip, docked }],
    ["dangers", dangers],
    ["legend", legend],
  ] as const;
}

/** Each marker and button with the cell it is in (kept only in the same cell). */
function boardItems(board: TrackBoardContext) {
  return board.cells.flatMap((cell) => [
    ...cell.markers.map((marker) => [`m:${marker.id}`, { marker, at: cell.position }] as const),
    ...cell.buttons.map((button) => [`b:${button.id}`, { button, at: cell.position }] as const),
  ]);
}

/** What the template keeps (`hbKept`: cells by position, markers and buttons by id, pieces by name) and what the
 *  board will then show. `prior` null (a first render, parts named by the caller …) keeps nothing; `scope` is what
 *  every piece reads besides its own context (the viewer, the Combat). */
export function planBoard(board: TrackBoardContext, docked: boolean, prior: BoardDrawn | null, scope: string) {
  const items = planKeep(boardItems(board), prior?.items ?? null, scope);
  const markers: Record<string, true> = {};
  const buttons: Record<string, true> = {};
  for (const key of Object.keys(items.kept)) (key.startsWith("m:") ? markers : buttons)[key.slice(2)] = true;
  // A cell's own context names its markers and buttons (each compared on its own above): kept when the same, and
  // every one of them kept.
  const cells = planKeep(
    board.cells.map(
      ({ markers: m, buttons: b, ...cell }) =>
        [String(cell.position), { ...cell, markers: m.map(({ id }) => id), buttons: b.map(({ id }) => id) }] as const,
    ),
    prior?.cells ?? null,
    scope,
  );
  for (const cell of board.cells)
    if (cell.markers.some(({ id }) => !markers[id]) || cell.buttons.some(({ id }) => !buttons[id]))
      delete cells.kept[String(cell.position)];
  const pieces = planKeep(boardPieces(board, docked), prior?.pieces ?? null, scope);
  return {
    hbKept: { cells: cells.kept, markers, buttons, pieces: pieces.kept },
    next: { cells: cells.next, items: items.next, pieces: pieces.next } as BoardDrawn,
  };
}
