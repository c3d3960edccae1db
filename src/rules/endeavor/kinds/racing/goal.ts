/**
 * Racing "Goal": first to reach the finish line, or the last one standing (the last side, when racers race in teams).
 */
import { isActive, type EndeavorState, type Outcome } from "../../state";

export function racingOutcome(s: EndeavorState): Outcome | null {
  const active = s.participants.filter(isActive);
  const finisher = active.find((p) => p.position >= s.options.finishLine);
  if (finisher) return { winner: finisher.side, winnerId: finisher.id, reason: "finish-line" };
  const sides = new Set(active.map((p) => p.side));
  if (sides.size <= 1 && s.participants.length > 1) {
    const last = active[0] ?? null;
    return { winner: last?.side ?? null, winnerId: active.length === 1 ? last!.id : null, reason: "last-standing" };
  }
  return null;
}
