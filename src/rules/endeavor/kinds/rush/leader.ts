/**
 * Rush's charge leader (supplement, "⏩ Rush Endeavors"): "Before the first round, elect a 'charge leader' from among
 * you and your allies. Only the charge leader and the opponents are considered for determining who takes special
 * actions." "When a charge leader is 'foiled,' another ally becomes the charge leader instead. Once you are foiled, you
 * cannot become the charge leader again."
 * Readings: the GM enters the allies' election (start form; Plot Victory's form names the next leader); left out, the
 * lead passes to the next ally clockwise (seat order) still in the Endeavor and never foiled. A charge leader removed
 * from the Endeavor (three Wounds, Declare Victory) passes the lead the same way, without being foiled. The allies may
 * elect again mid-Endeavor (the GM's "leader" override, electLeader): the new leader counts from then on — for the
 * special action when the round's actions end (if its chooser is not named yet) and for the next round's first turn;
 * the round's turns already under way keep their order, and the one replaced is not foiled.
 */
import type { Draft } from "../../draft";
import { refuse } from "../../errors";
import { isActive, type EndeavorState, type Participant } from "../../state";

/** May `p` lead the charge now? An ally (not a Monstrosity) still in the Endeavor, never foiled. */
export function mayLead(state: EndeavorState, p: Participant | undefined): boolean {
  // Stryker disable next-line ArrayDeclaration: no participant's id is Stryker's string
  return !!p && isActive(p) && p.role !== "monstrosity" && !(state.foiled ?? []).includes(p.id);
}

/** The next ally clockwise from `from`'s seat who may lead (null: nobody may). */
export function nextLeader(state: EndeavorState, from: string | null): string | null {
  const list = state.participants;
  // The seats after `from`'s, then round from the first (no `from`: every seat from the first). `from` itself never
  // leads again (foiled, or out of the Endeavor), nor do those after it, already passed over.
  const at = list.findIndex((p) => p.id === from);
  const next = [...list.slice(at + 1), ...list].find((p) => mayLead(state, p));
  return next?.id ?? null;
}

/** Refuse `id` as the charge leader unless they may lead, saying why: a Monstrosity, foiled, or not in the Endeavor. */
function assertMayLead(state: EndeavorState, id: string): void {
  const p = state.participants.find((q) => q.id === id);
  const name = p?.name ?? id;
  if (p?.role === "monstrosity")
    refuse("endeavor-leader-monstrosity", `${name} is a Monstrosity: only an ally leads the charge.`, { name });
  // Stryker disable ArrayDeclaration: no participant's id is Stryker's string
  if (p && (state.foiled ?? []).includes(p.id))
    refuse("endeavor-leader-foiled", `${name} was foiled and can never lead the charge again.`, { name });
  // Stryker restore ArrayDeclaration
  if (!mayLead(state, p)) refuse("endeavor-bad-leader", `${name} cannot lead the charge.`, { name });
}

/** The leader elected at the start: an ally (refused otherwise). */
export function electedLeader(state: EndeavorState, id: string | undefined): string | null {
  if (id === undefined) return null;
  assertMayLead(state, id);
  return id;
}

/** The allies elect another charge leader mid-Endeavor (the GM enters it): an ally who may lead and does not
 *  already. */
export function electLeader(d: Draft, id: string): void {
  const from = d.state.leader ?? null;
  if (from === id)
    refuse("endeavor-leader-already", `${d.get(id).name} already leads the charge.`, { name: d.get(id).name });
  assertMayLead(d.state, id);
  d.state.leader = id;
  d.emit({ type: "leaderElected", id, from });
}

/** Pass the lead from the current leader to `wanted` (who must be able to lead) or the next ally clockwise. */
export function passLead(d: Draft, wanted?: string): void {
  const from = d.state.leader ?? null;
  let next: string | null;
  if (wanted !== undefined) {
    assertMayLead(d.state, wanted);
    next = wanted;
  } else {
    next = nextLeader(d.state, from);
  }
  // Never the same: the leader passing it on was foiled or has left, and neither may lead.
  d.state.leader = next;
  d.emit({ type: "leaderChanged", id: next });
}

/** Foil the charge leader (Plot Victory): they can never lead again; another ally leads, if any may. */
export function foilLeader(d: Draft, by: string, wanted?: string): void {
  const id = d.state.leader ?? null;
  if (id === null) {
    // Every ally already foiled (or none elected): there is nobody to foil, and nobody to elect.
    if (wanted !== undefined)
      refuse("endeavor-bad-leader", "There is no charge leader to replace.", { name: d.get(wanted).name });
    return;
  }
  d.state.foiled = [...(d.state.foiled ?? []), id];
  d.emit({ type: "foiled", id, by });
  passLead(d, wanted);
}
