/**
 * Leaving the Endeavor and its end. Book: Monstrous "Goal" (all opponents to 0 / three Wounds in a row),
 * Racing "Goal" (first to the finish line or the last one standing); temporary Blessings "disappear at the end of
 * the Endeavor" (Rounds, step 1).
 */
import type { Draft } from "./draft";
import type { Outcome, RemovalReason } from "./state";
import { isActive } from "./state";
import { kindRules } from "./kinds";

export function removeParticipant(d: Draft, id: string, reason: RemovalReason, by: string | null): void {
  const p = d.get(id);
  if (!isActive(p)) return;
  const w = d.edit(id);
  w.removed = { round: d.state.round, reason, by };
  d.emit({ type: "removed", id, reason, by });
  // Their interrupting Attacks and protections leave with them.
  d.state.pending = d.state.pending.filter((q) => q.by !== id);
  if (d.state.delayed) d.state.delayed = d.state.delayed.filter((x) => x.by !== id);
  d.state.protections = d.state.protections.filter((q) => q.by !== id && q.target !== id);
  d.state.chooser = d.state.chooser.filter((c) => c !== id);
  if (d.state.turn.current === id) d.state.turn.current = null;
  // What the kind does when someone leaves (Rush: a charge leader passes the lead on), once the Endeavor goes on.
  detectOutcome(d);
  if (!d.state.outcome) kindRules(d.state.kind).removed?.(d, id);
}

/** Ends the Endeavor: phase "ended", every temporary Blessing disappears, nothing is pending. */
export function endEndeavor(d: Draft, outcome: Outcome): void {
  if (d.state.outcome) return;
  d.state.outcome = outcome;
  d.state.phase = "ended";
  d.state.pending = [];
  d.state.chooser = [];
  d.state.protections = [];
  if (d.state.delayed) d.state.delayed = [];
  d.state.turn.current = null;
  for (const p of d.state.participants) {
    if (p.temporary.length === 0) continue;
    const values = p.temporary;
    d.edit(p.id).temporary = [];
    d.emit({ type: "temporaryLost", id: p.id, values });
  }
  d.emit({ type: "endeavorEnded", outcome });
}

/** Win and loss, by the kind's goal (the kinds table). Called after every removal and every move. */
export function detectOutcome(d: Draft): void {
  // An Endeavor already ended keeps its outcome (endEndeavor).
  const outcome = kindRules(d.state.kind).goal.outcome(d.state);
  if (outcome) endEndeavor(d, outcome);
}
