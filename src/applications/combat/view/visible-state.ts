// What a player may see of an Endeavor while the GM keeps some combatants hidden (core's "hidden" toggle): the state
// without them — their rows, markers, personal buttons, turns, pending Attacks and Delayed Attacks, and their names
// in the header's order and the forms' target lists. For drawing only: the GM's client judges every request on the
// whole state.
import type { EndeavorState } from "../../../rules/endeavor";

export function visibleState(state: EndeavorState, hidden: ReadonlySet<string>): EndeavorState {
  if (hidden.size === 0) return state;
  // Stryker disable next-line ConditionalExpression: no one (null) is never among the hidden either
  const shown = (id: string | null) => id === null || !hidden.has(id);
  return {
    ...state,
    participants: state.participants.filter((p) => shown(p.id)),
    buttons: state.buttons.filter((b) => shown(b.owner)),
    turn: shown(state.turn.current) ? state.turn : { ...state.turn, current: null },
    protections: state.protections.filter((p) => shown(p.by) && shown(p.target)),
    pending: state.pending.filter((p) => shown(p.by)),
    chooser: state.chooser.filter(shown),
    ...(state.delayed ? { delayed: state.delayed.filter((d) => shown(d.by) && d.targets.every(shown)) } : {}),
  };
}
