/**
 * Rush's turn order (supplement, "Simpler Turn Order"): "Turn order moves clockwise, with the charge leader acting
 * first, and it is never reversed. If there is no charge leader, monstrosities act first." Reading: clockwise is seat
 * order (the engine's walk, turn-order.ts); a leader skipping the round hands the first turn to the next clockwise;
 * without one, the first Monstrosity in seat order, and then (table ruling rushNoLeader) every other Monstrosity before
 * any ally (default), or clockwise from it.
 */
import type { EndeavorState, Participant } from "../../state";
import { kindRules } from "../index";

/** The ruling rushNoLeader's default, recorded in a new Rush (engine.ts; the world's setting, settings.ts, agrees). */
export const RUSH_NO_LEADER_DEFAULT = "monstrosities";

/** The charge leader first (or the next clockwise in the round); without one, the first Monstrosity. */
export function leaderFirst(state: EndeavorState, ring: Participant[]): Participant | null {
  const list = state.participants;
  const leader = list.findIndex((p) => p.id === state.leader);
  if (leader >= 0) {
    // Stryker disable next-line EqualityOperator: one step more comes back to the leader, already looked at
    for (let step = 0; step < list.length; step += 1) {
      const p = list[(leader + step) % list.length]!;
      if (ring.includes(p)) return p;
    }
  }
  return ring.find((p) => p.side === kindRules(state.kind).sides.monstrosities) ?? ring[0] ?? null;
}

/** No charge leader, under the default ruling: "monstrosities act first" read as all of them, before any ally. A state
 *  saved before the ruling has no rushNoLeader: it read clockwise then, and keeps it, so its log replays as it was
 *  played (new Endeavors always record the ruling). */
export function monstrositiesFirst(state: EndeavorState): ((p: Participant) => boolean) | null {
  if (state.leader || state.options.rushNoLeader !== "monstrosities") return null;
  const monstrosity = kindRules(state.kind).sides.monstrosities;
  return (p) => p.side === monstrosity;
}
