/**
 * Turn order.
 * default (v0.0.21.10, "Follow Turn Order"): "Turns … start with whoever has the least temporary Blessings, rotating
 *   in the direction away from whoever has the most temporary Blessings, resolving ties at table discretion."
 *   Reading: participants sit in the tracker's order as a circle; "away" is the direction in which the one with the
 *   most is farther from the starting participant (equal distance: a tie, resolved by the `turnTies` option).
 *   "Reversing Turn Order": the one the rotation moves away from may reverse it once they no longer have the most
 *   (someone has strictly more); the rotation then moves away from the new holder of the most.
 * v0.0.18 ("Follow Turn Order", "Shifting Turn Order"): "The next turn always goes to whoever has not acted yet with
 *   the least temporary Blessings" — recomputed before every turn.
 * Pass (delay): delayed participants are passed over while anyone else is waiting, then get their turn back.
 * A kind with its own order (the table's `turnOrder`, Rush's) names who goes first and who goes before the others
 *   (its `firstTurn` and `goesFirst`); the turn then walks clockwise from there and is never reversed.
 */
import type { Draft } from "./draft";
import type { EndeavorState, Participant } from "./state";
import { isActive } from "./state";
import { endeavorRules } from "./endeavor-editions";
import { kindRules } from "./kinds";
import { kindEngine } from "./kinds/engine";

/** Does this Endeavor follow its edition's turn order (rather than its kind's own, Rush's)? */
const editionOrder = (state: EndeavorState): boolean => kindRules(state.kind).turnOrder === "edition";

/** Those taking turns this round: in the Endeavor and not skipping it. */
export function inRound(state: EndeavorState): Participant[] {
  return state.participants.filter((p) => isActive(p) && !p.skipping);
}

/** Pick by temporary Blessing count, the fewest or the most; ties by seat per the `turnTies` option. */
function pick(state: EndeavorState, list: Participant[], fewest: boolean): Participant | null {
  let best: Participant | null = null;
  const later = state.options.turnTies === "reverse-seat";
  for (const p of list) {
    if (!best) {
      best = p;
      continue;
    }
    const a = p.temporary.length;
    const b = best.temporary.length;
    if (fewest ? a < b : a > b) best = p;
    else if (a === b && later) best = p;
  }
  return best;
}

/** Rotation direction away from `anchor`, starting at `first`. */
export function directionAway(
  state: EndeavorState,
  ring: Participant[],
  first: Participant,
  anchor: Participant,
): 1 | -1 {
  const tieDir: 1 | -1 = state.options.turnTies === "reverse-seat" ? -1 : 1;
  const n = ring.length;
  const s = ring.indexOf(first);
  const m = ring.indexOf(anchor);
  const d = (m - s + n) % n;
  if (d === 0 || d * 2 === n) return tieDir;
  return d * 2 > n ? 1 : -1;
}

/** Who goes next (null: every turn of the round has been taken). */
export function nextActor(state: EndeavorState): string | null {
  const list = state.participants;
  const waiting = (p: Participant): boolean => p.removed === null && !p.skipping && !p.acted;
  let anyUndelayed = false;
  let anyWaiting = false;
  for (const p of list) {
    if (!waiting(p)) continue;
    anyWaiting = true;
    if (!p.delayed) anyUndelayed = true;
  }
  if (!anyWaiting) return null;
  const eligible = (p: Participant): boolean => waiting(p) && (!anyUndelayed || !p.delayed);
  if (editionOrder(state) && endeavorRules(state.edition).turnOrder === "fewest-first")
    return pick(state, list.filter(eligible), true)!.id;
  // Those the kind sends before the others (Rush without a charge leader: the Monstrosities) go first, each in
  // seating order from the first; the others then go clockwise from the seat of the last of them to act, where the
  // turn stands (the walk below): the turn keeps moving round the table, as a table passes it, rather than jumping
  // back to the first seat.
  const first = editionOrder(state) ? null : kindEngine(state.kind).goesFirst?.(state);
  if (first) {
    const next = walk(state, (p) => eligible(p) && first(p));
    if (next) return next;
  }
  return walk(state, eligible);
}

/** The first participant clockwise (or in the turn's direction) from the last seat who is `ok`. */
function walk(state: EndeavorState, ok: (p: Participant) => boolean): string | null {
  const list = state.participants;
  const n = list.length;
  const dir = state.turn.direction;
  for (let step = 1; step <= n; step += 1) {
    const p = list[(((state.turn.lastSeat + dir * step) % n) + n) % n]!;
    if (ok(p)) return p.id;
  }
  return null;
}

/** Start of the turns: set the direction (default edition) and the first participant. */
export function beginTurns(d: Draft): void {
  const state = d.state;
  state.phase = "turns";
  const ring = inRound(state);
  if (!editionOrder(state)) {
    const first = kindEngine(state.kind).firstTurn?.(state, ring) ?? null;
    state.turn.anchor = null;
    state.turn.direction = 1;
    // Stryker disable next-line UnaryOperator: nobody in the round (no first) has no turn to walk to
    state.turn.lastSeat = first ? state.participants.indexOf(first) - 1 : -1;
    d.emit({ type: "turnOrderSet", direction: 1, anchor: null, first: first?.id ?? null });
    return;
  }
  const first = pick(state, ring, true);
  // Otherwise (v0.0.18, or nobody in the round) the turn stays as beginRound set it: no anchor, forward.
  if (endeavorRules(state.edition).turnOrder === "rotate" && first) {
    const anchor = pick(state, ring, false)!;
    state.turn.anchor = anchor.id;
    state.turn.direction = directionAway(state, ring, first, anchor);
    // lastSeat is set so that the walk's first step lands on `first`.
    state.turn.lastSeat = state.participants.indexOf(first) - state.turn.direction;
  }
  d.emit({
    type: "turnOrderSet",
    direction: state.turn.direction,
    anchor: state.turn.anchor,
    first: first?.id ?? null,
  });
}

/** May `id` reverse the turn order now? (Rush: "it is never reversed".) */
export function canReverse(state: EndeavorState, id: string): boolean {
  if (!editionOrder(state) || endeavorRules(state.edition).turnOrder !== "rotate" || state.phase !== "turns")
    return false;
  if (state.turn.anchor !== id) return false;
  const me = state.participants.find((p) => p.id === id);
  if (!me || !isActive(me)) return false;
  return inRound(state).some((p) => p.temporary.length > me.temporary.length);
}

export function reverse(d: Draft, by: string): void {
  const state = d.state;
  state.turn.direction = state.turn.direction === 1 ? -1 : 1;
  // canReverse holds: someone in the round has the most.
  state.turn.anchor = pick(state, inRound(state), false)!.id;
  d.emit({ type: "turnOrderReversed", by, direction: state.turn.direction });
}

/** The predicted order of the rest of the round (for the tracker); real order may shift as counts change. */
export function previewOrder(state: EndeavorState): string[] {
  if (state.phase !== "turns") return [];
  const out: string[] = [];
  const sim: EndeavorState = {
    ...state,
    turn: { ...state.turn },
    participants: state.participants.map((p) => (p.acted ? p : { ...p })),
  };
  if (state.turn.current) {
    out.push(state.turn.current);
    const cur = sim.participants.find((p) => p.id === state.turn.current)!;
    cur.acted = true;
    sim.turn.lastSeat = sim.participants.indexOf(cur);
  }
  for (let next = nextActor(sim); next; next = nextActor(sim)) {
    out.push(next);
    const p = sim.participants.find((q) => q.id === next)!;
    p.acted = true;
    sim.turn.lastSeat = sim.participants.indexOf(p);
  }
  return out;
}
