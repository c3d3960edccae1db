/**
 * Alarm buttons (Humanity, Endeavored, "Stealth Buttons"): placed, moved (Scan), spread by their passive, swept in
 * (Sweep Defenses) and gone again at the end of a round when temporary.
 * Cumulative: "Any Alarm buttons that would move to or be placed at a position outside 1–20 instead move up or down by
 * 20 until they are in that range. If multiple Alarms would move to or be placed at the same position, all but one at
 * that position are removed." Reading: an Alarm placed where one is already is the one removed (the Alarm there stays,
 * lasting or temporary).
 */
import type { Draft } from "../../draft";
import type { Button } from "../../state";
import { refuse } from "../../errors";
import { alarmsOf, wrapAlarm } from "./area";

/** Add an Alarm at `position` (wrapped into 1–20) unless one is there already. Returns it, or null. */
export function placeAlarm(d: Draft, position: number, expires?: number): Button | null {
  const at = wrapAlarm(position);
  if (alarmsOf(d.state).some((b) => b.position === at)) return null;
  return d.addButton({ kind: "alarm", position: at, owner: null, ...(expires === undefined ? {} : { expires }) });
}

/** Scan: "Move all Alarm buttons in that direction by X." All move by the same amount around 1–20, so no two of them
 *  ever meet (the Cumulative rule's duplicates arise only where an Alarm is placed: placeAlarm). */
export function moveAlarms(d: Draft, by: string, amount: number): void {
  const list = d.buttons();
  for (let i = 0; i < list.length; i += 1) {
    const b = list[i]!;
    if (b.kind === "alarm") list[i] = { ...b, position: wrapAlarm(b.position + amount) };
  }
  d.emit({ type: "alarmsMoved", by, amount });
}

/** Alarm, Passive: "When a rogue fails a Check or Sparks a roll, add another Alarm button above this one if there is
 *  not one there already." Every Alarm at once (those it adds do not add more). Reading: once per Check, even when it
 *  is both failed and Sparked. */
export function spreadAlarms(d: Draft, by: string): void {
  const positions = new Set(alarmsOf(d.state).map((b) => b.position));
  const added: number[] = [];
  for (const pos of [...positions].sort((a, b) => a - b)) {
    const above = wrapAlarm(pos + 1);
    // Each position has one position above it, so no two Alarms add the same one.
    if (positions.has(above)) continue;
    added.push(above);
  }
  d.emit({ type: "alarmsSpread", by, positions: added });
  for (const pos of added) placeAlarm(d, pos);
}

/** Sweep Defenses: "Choose two Alarm buttons that have no Alarm buttons between them. Add temporary Alarm buttons to
 *  all positions between them, removed at the end of next round." */
export function sweepDefenses(d: Draft, between: [string, string]): void {
  // Stryker disable ArrayDeclaration: anything but a list finds no Alarm, whatever it is replaced with
  const [a, b] = Array.isArray(between)
    ? between.map((id) => d.state.buttons.find((x) => x.id === id && x.kind === "alarm"))
    : [];
  // Stryker restore ArrayDeclaration
  if (!a || !b) refuse("endeavor-bad-button", "Choose two Alarm buttons.");
  if (a.id === b.id) refuse("endeavor-alarm-between", "Choose two different Alarm buttons.", { position: a.position });
  const lo = Math.min(a.position, b.position);
  const hi = Math.max(a.position, b.position);
  if (alarmsOf(d.state).some((x) => x.position > lo && x.position < hi)) {
    refuse("endeavor-alarm-between", "Another Alarm lies between those two.", { position: lo });
  }
  for (const pos of Array.from({ length: hi - lo - 1 }, (_, i) => lo + 1 + i)) placeAlarm(d, pos, d.state.round + 1);
}

/** Temporary buttons whose round has ended (Sweep Defenses' Alarms; Hidden's Sanctuary "removed X rounds from now at
 *  the end of the round"). */
export function expireButtons(d: Draft): void {
  for (const b of d.state.buttons.filter((x) => (x.expires ?? Infinity) <= d.state.round)) d.removeButton(b.id);
}
