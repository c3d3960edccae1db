/**
 * Rush's charge leader (supplement, "⏩ Rush Endeavors"): "Before the first round, elect a 'charge leader' from among
 * you and your allies. Only the charge leader and the opponents are considered for determining who takes special
 * actions." "When a charge leader is 'foiled,' another ally becomes the charge leader instead. Once you are foiled, you
 * cannot become the charge leader again."
 * Readings: the GM enters the allies' election (start form; Plot Victory's form names the next leader); left out, the
 * lead passes to the next ally clockwise (seat order) still in the Endeavor and never foiled. A charge leader removed
 * from the Endeavor (three Wounds, Declare Victory) passes the lead the same way, without being foiled.
 */
import type { Draft } from "./draft";
import { refuse } from "./errors";
import { isActive, type EndeavorState, type Participant } from "./state";

/** May `p` lead the charge now? An ally (not a Monstrosity) still in the Endeavor, never foiled. */
export function mayLead(state: EndeavorState, p: Participant | undefined): boolean {
  return !!p && isActive(p) && p.role !== "monstrosity" && !(state.foiled ?? []).includes(p.id);
}

/** The next ally clockwise from `from`'s seat who may lead (null: nobody may). */
export function nextLeader(state: EndeavorState, from: string | null): string | null {
  const list = state.participants;
  const start = from === null ? -1 : list.findIndex((p) => p.id === from);
  for (let step = 1; step <= list.length; step += 1) {
    const p = list[(start + step + list.length) % list.length];
    if (mayLead(state, p)) return p!.id;
  }
  return null;
}

/** The leader elected at the start: an ally (refused otherwise). */
export function electedLeader(state: EndeavorState, id: string | undefined): string | null {
  if (id === undefined) return null;
  const p = state.participants.find((q) => q.id === id);
  if (!mayLead(state, p)) refuse("endeavor-bad-leader", `${p?.name ?? id} cannot lead the charge.`, { name: p?.name ?? id });
  return id;
}

/** Pass the lead from the current leader to `wanted` (who must be able to lead) or the next ally clockwise. */
export function passLead(d: Draft, wanted?: string): void {
  const from = d.state.leader ?? null;
  let next: string | null;
  if (wanted !== undefined) {
    const p = d.state.participants.find((q) => q.id === wanted);
    if (!mayLead(d.state, p)) refuse("endeavor-bad-leader", `${p?.name ?? wanted} cannot lead the charge.`, { name: p?.name ?? wanted });
    next = wanted;
  } else {
    next = nextLeader(d.state, from);
  }
  if (next === from) return;
  d.state.leader = next;
  d.emit({ type: "leaderChanged", id: next });
}

/** Foil the charge leader (Plot Victory): they can never lead again; another ally leads, if any may. */
export function foilLeader(d: Draft, by: string, wanted?: string): void {
  const id = d.state.leader ?? null;
  if (id === null) {
    // Every ally already foiled (or none elected): there is nobody to foil, and nobody to elect.
    if (wanted !== undefined) refuse("endeavor-bad-leader", "There is no charge leader to replace.", { name: d.get(wanted).name });
    return;
  }
  d.state.foiled = [...(d.state.foiled ?? []), id];
  d.emit({ type: "foiled", id, by });
  passLead(d, wanted);
}
