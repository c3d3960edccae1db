// Quicken Pace's additional actions, as a row's tag (pure).
import { isActive, type EndeavorState, type Participant } from "../../../../../rules/endeavor";

/** Quicken Pace (Humanity, Endeavored): the additional action under way (its turn comes right after the rogue's own,
 *  the engine counting it taken as it starts), or one still to come this round or next. */
export function extraActionTag(
  state: EndeavorState,
  p: Participant,
  isCurrent: boolean,
): { key: string; round: number } | null {
  const x = p.extraActions;
  if (!x || !isActive(p) || x.round < state.round) return null;
  // None left: taken this round (Quicken Pace gives one, in the next round; it is taken only in its own round).
  if (x.left < 1) return isCurrent ? { key: "HB.Endeavor.Eye.extraNow", round: x.round } : null;
  return { key: "HB.Endeavor.Eye.extraComing", round: x.round };
}
