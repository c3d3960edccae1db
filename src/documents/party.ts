// Parties as a free type guard (only on-demand code reads them: the party sheet, Call for a Check, the GM's report of
// unreadable data), so HumanityActor in the always-loaded bundle does not carry it.
import type { HumanityActor, PartyActor } from "./actor";

/** Type guard: `actor.type` alone does not narrow `actor.system` in fvtt-types 13.345.1. */
export function isParty(actor: HumanityActor | null | undefined): actor is PartyActor {
  return actor?.type === "party";
}
