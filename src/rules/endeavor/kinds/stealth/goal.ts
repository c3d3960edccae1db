/**
 * How an Endeavor with an Eye ends (Humanity, Endeavored, "Goal: Remove all Objective buttons without alerting the
 * Eye"). Readings: the rogues win when the last Objective is removed while the Eye is still warry. Once it is awake the
 * Goal can no longer be met, and the Endeavor goes on until every rogue has left it — by an Escape button (safely) or
 * removed (Engage Sentry). Then nobody wins if any rogue escaped (they got away, the Goal unmet), and the Eye wins if
 * none did.
 */
import type { EndeavorState, Outcome } from "../../state";
import { isActive } from "../../state";
import { EYE_SIDE, ROGUES } from "./area";

export function stealthOutcome(state: EndeavorState): Outcome | null {
  const eye = state.eye;
  if (!eye) return null;
  if (eye.mode === "warry" && !state.buttons.some((b) => b.kind === "objective"))
    return { winner: ROGUES, winnerId: null, reason: "objectives" };
  const rogues = state.participants.filter((p) => p.role !== "eye");
  if (rogues.some(isActive)) return null;
  const escaped = rogues.some((p) => p.removed!.reason === "escaped");
  return { winner: escaped ? null : EYE_SIDE, winnerId: null, reason: "rogues-out" };
}
