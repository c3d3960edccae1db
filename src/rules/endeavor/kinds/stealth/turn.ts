/**
 * What an Endeavor with an Eye adds to turns and rounds (Humanity, Endeavored, "Stealth Buttons"): the Alarm and
 * Objective buttons activated at the end of a rogue's turn, the Alarms' passive after a rogue's Check, Quicken Pace's
 * additional actions, and temporary buttons gone at the end of a round. (Which actions each side has: the kinds table.)
 */
import type { Draft } from "../../draft";
import { expireButtons, spreadAlarms } from "./alarms";
import { alarmsOf, onOrNextTo } from "./area";
import { isActive } from "../../state";

/** Alarm, Passive: once for each Check a rogue failed or Sparked among the events since `mark`. */
export function alarmPassive(d: Draft, mark: number): void {
  // An action is its command's first event (apply.ts), so nothing before the mark is a Check.
  // Stryker disable next-line MethodExpression: equivalent (see above)
  for (const e of d.events.slice(mark)) {
    if (e.type !== "check") continue;
    // Only rogues make Checks: the Eye's actions make none, and it is never Attacked to defend.
    if (e.check.success && e.check.spark === undefined) continue;
    if (d.state.outcome) return;
    spreadAlarms(d, e.check.by);
  }
}

/**
 * The end of a rogue's turn. Alarm — "Activated when you end your turn on it. Effect: The Eye enters wake mode" —
 * unless a Sanctuary is on or next to them ("You do not activate Alarm buttons while on or next to this button").
 * Objective — "Activated when you end your turn on or next to it": its Check may be the next turn's action.
 * Reading: a turn delayed by Cover ends too (its position counts).
 */
export function endOfTurn(d: Draft, id: string): void {
  const p = d.get(id);
  const eye = d.state.eye;
  if (!eye || p.role === "eye" || !isActive(p)) return;
  const sheltered = d.state.buttons.some((b) => b.kind === "sanctuary" && onOrNextTo(d.state, b.position, p.position));
  const alarm = alarmsOf(d.state).find((b) => b.position === p.position);
  if (alarm && !sheltered) {
    d.emit({ type: "buttonActivated", button: alarm, id });
    if (eye.mode === "warry") {
      d.state.eye = { ...eye, mode: "wake", alerted: { round: d.state.round, by: id, button: alarm } };
      d.emit({ type: "eyeAlerted", by: id, button: alarm });
    }
  }
  const near = d.state.buttons.filter((b) => b.kind === "objective" && onOrNextTo(d.state, b.position, p.position));
  const ready = near.map((b) => b.id);
  if (ready.length || p.objectivesReady?.length) d.edit(id).objectivesReady = ready;
  // The positions travel with the event: the card names where they are, not the buttons' ids.
  if (ready.length) d.emit({ type: "objectivesActivated", id, buttons: ready, positions: near.map((b) => b.position) });
}

/** Quicken Pace: an additional action left this round? Takes it (the caller starts the turn again). */
export function takeExtraAction(d: Draft, id: string): boolean {
  const x = d.get(id).extraActions;
  if (!x || x.left < 1) return false;
  // A quickened rogue's turn in that round always ends and takes it, so none is left for a later round.
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BooleanLiteral: equivalent (see above)
  if (x.round !== d.state.round) return false;
  d.edit(id).extraActions = { round: x.round, left: x.left - 1 };
  d.emit({ type: "extraAction", by: id });
  return true;
}

/** The end of a round: temporary buttons whose round it was are removed. */
export function endOfRound(d: Draft): void {
  expireButtons(d);
}
