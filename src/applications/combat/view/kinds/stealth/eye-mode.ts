// The Eye's mode as the tracker's header, the Eye's row and the board's header say it (pure): "warry" or "wake".
import type { EndeavorState } from "../../../../../rules/endeavor";

/** Its label ("" with no Eye). */
export function eyeModeLabel(state: EndeavorState): string {
  return state.eye ? `HB.Endeavor.Board.eye.${state.eye.mode}` : "";
}

/** Wake mode: drawn as a danger. */
export function awake(state: EndeavorState): boolean {
  return state.eye?.mode === "wake";
}

/** What the mode means, as its tooltip says: what wakes a warry Eye; what an awake one does. */
export function eyeModeTip(state: EndeavorState): string {
  return state.eye ? `HB.Endeavor.Board.eyeTip.${state.eye.mode}` : "";
}
