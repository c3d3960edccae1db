/**
 * Leaving the Endeavor and its end. Book: Monstrous "Goal" (all opponents to 0 / three Wounds in a row),
 * Racing "Goal" (first to the finish line or the last one standing); temporary Blessings "disappear at the end of
 * the Endeavor" (Rounds, step 1).
 */
import type { Draft } from "./draft";
import type { Outcome, RemovalReason } from "./state";
import { ALLIES, MONSTROSITIES, isActive } from "./state";
import { stealthOutcome } from "./stealth-goal";

export function removeParticipant(d: Draft, id: string, reason: RemovalReason, by: string | null): void {
  const p = d.get(id);
  if (!isActive(p)) return;
  const w = d.edit(id);
  w.removed = { round: d.state.round, reason, by };
  d.emit({ type: "removed", id, reason, by });
  // Their interrupting Attacks and protections leave with them.
  d.state.pending = d.state.pending.filter((q) => q.by !== id);
  if (d.state.delayed?.some((x) => x.by === id)) d.state.delayed = d.state.delayed.filter((x) => x.by !== id);
  d.state.protections = d.state.protections.filter((q) => q.by !== id && q.target !== id);
  d.state.chooser = d.state.chooser.filter((c) => c !== id);
  if (d.state.turn.current === id) d.state.turn.current = null;
  detectOutcome(d);
}

/** Ends the Endeavor: phase "ended", every temporary Blessing disappears, nothing is pending. */
export function endEndeavor(d: Draft, outcome: Outcome): void {
  if (d.state.outcome) return;
  d.state.outcome = outcome;
  d.state.phase = "ended";
  d.state.pending = [];
  d.state.chooser = [];
  d.state.protections = [];
  if (d.state.delayed?.length) d.state.delayed = [];
  d.state.turn.current = null;
  for (const p of d.state.participants) {
    if (p.temporary.length === 0) continue;
    const values = p.temporary;
    d.edit(p.id).temporary = [];
    d.emit({ type: "temporaryLost", id: p.id, values });
  }
  d.emit({ type: "endeavorEnded", outcome });
}

/** Win and loss. Called after every removal and every move. */
export function detectOutcome(d: Draft): void {
  const s = d.state;
  if (s.outcome) return;
  if (s.eye) {
    const outcome = stealthOutcome(s);
    if (outcome) endEndeavor(d, outcome);
    return;
  }
  const active = s.participants.filter(isActive);
  if (s.kind === "monstrous") {
    const monsters = active.filter((p) => p.side === MONSTROSITIES).length;
    const allies = active.filter((p) => p.side === ALLIES).length;
    if (monsters === 0) endEndeavor(d, { winner: ALLIES, winnerId: null, reason: "opponents-removed" });
    else if (allies === 0) endEndeavor(d, { winner: MONSTROSITIES, winnerId: null, reason: "allies-removed" });
    return;
  }
  // Racing: first to reach the finish line …
  const finisher = active.find((p) => p.position >= s.options.finishLine);
  if (finisher) {
    endEndeavor(d, { winner: finisher.side, winnerId: finisher.id, reason: "finish-line" });
    return;
  }
  // … or the last one standing (last side standing when racers race in teams).
  const sides = new Set(active.map((p) => p.side));
  if (sides.size <= 1 && s.participants.length > 1) {
    const last = active[0] ?? null;
    endEndeavor(d, { winner: last?.side ?? null, winnerId: active.length === 1 ? last!.id : null, reason: "last-standing" });
  }
}
