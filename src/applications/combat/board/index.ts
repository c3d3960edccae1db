// The track board: the paper track as a window any user can open, and the id it is found by on screen.
export { TrackBoard } from "./track-board";
export { TRACK_BOARD_ID } from "./track-board-id";
