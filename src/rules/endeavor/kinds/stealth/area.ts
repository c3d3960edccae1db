/**
 * The guarded area of a Stealth Endeavor (Humanity, Endeavored, "💣 Stealth Endeavors"): its sides, the Alarms' range
 * and what "next to", "within X" and "contiguous" mean on its track.
 * Alarm, Cumulative: "Any Alarm buttons that would move to or be placed at a position outside 1–20 instead move up or
 * down by 20 until they are in that range."
 * Reading (world setting areaEnds): "next to" is one position apart on the track ("line", the default: a track's end
 * has one neighbour); or the area is a loop as the Alarms' range is ("loop": 20 and 1 are next to each other, and
 * distances and contiguous Alarms are counted around it). Positions outside 1–20 are never on the loop.
 */
import type { Button, EndeavorState } from "../../state";
import { optionOf } from "../../state";

export const ROGUES = "rogues";
export const EYE_SIDE = "eye";
/** The Eye's single Stat. */
export const WATCH = "Watch";
/** "You and your fellow rogues begin at position 1." */
export const ROGUE_START = 1;
/** Alarms lie at 1–20. */
export const AREA_TOP = 20;

/** An Alarm's position brought into 1–20 ("move up or down by 20 until they are in that range"). */
export const wrapAlarm = (position: number): number => ((((position - 1) % AREA_TOP) + AREA_TOP) % AREA_TOP) + 1;

const onLoop = (state: Pick<EndeavorState, "options">, a: number, b: number): boolean =>
  optionOf(state, "areaEnds") === "loop" && a >= 1 && a <= AREA_TOP && b >= 1 && b <= AREA_TOP;

/** How many positions apart two positions are (around the loop when the reading says so). */
export function distance(state: Pick<EndeavorState, "options">, a: number, b: number): number {
  const line = Math.abs(a - b);
  return onLoop(state, a, b) ? Math.min(line, AREA_TOP - line) : line;
}

/** "on or next to". */
export const onOrNextTo = (state: Pick<EndeavorState, "options">, a: number, b: number): boolean =>
  distance(state, a, b) <= 1;

export const alarmsOf = (state: Pick<EndeavorState, "buttons">): Button[] =>
  state.buttons.filter((b) => b.kind === "alarm");

/** The Alarms contiguous with `start` (itself included): the run of consecutive positions holding Alarms around it. */
export function contiguousAlarms(state: Pick<EndeavorState, "options" | "buttons">, start: Button): Button[] {
  const at = new Set(alarmsOf(state).map((b) => b.position));
  const seen = new Set<number>([start.position]);
  const queue = [start.position];
  while (queue.length) {
    const pos = queue.shift()!;
    for (const step of [pos - 1, pos + 1]) {
      // On the loop, 1 and 20 are neighbours (every Alarm lies in 1–20).
      const next = onLoop(state, pos, 1) ? wrapAlarm(step) : step;
      if (seen.has(next) || !at.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return alarmsOf(state).filter((b) => seen.has(b.position));
}
