// The Eye's mode as the tracker's header, the Eye's row and the board's header say it (pure): "warry" or "wake".
import type { EndeavorState } from "../../../../../rules/endeavor";

/** Its label ("" with no Eye). */
export const eyeModeLabel = (state: EndeavorState): string =>
  state.eye ? `HB.Endeavor.Board.eye.${state.eye.mode}` : "";

/** Wake mode: drawn as a danger. */
export const awake = (state: EndeavorState): boolean => state.eye?.mode === "wake";

/** What the mode means, as its tooltip says: what wakes a warry Eye; what an awake one does. */
export const eyeModeTip = (state: EndeavorState): string =>
  state.eye ? `HB.Endeavor.Board.eyeTip.${state.eye.mode}` : "";
