// What the tracker's context is computed from: the Endeavor state, the combatants as the viewing user sees them, and
// who is looking (the viewer, with the offers standing). The tracker's shell gathers it from Foundry, the view reads
// it alone.
import type { Command, EditionId, EndeavorState } from "../../../rules/endeavor";
import type { HelpOffer, ReactionOffer } from "../offers/index";

export interface TrackerCombatant {
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  /** The viewing user owns the combatant's actor. */
  isOwner: boolean;
  /** A player (not a GM) owns the actor: the GM then leaves offering Help from its row to that player. */
  playerOwned?: boolean;
  /** Specializations whose uses the actor's item counts with none left this session (Analytical's "Twice per
   *  session"): not offered. */
  usedUp?: readonly string[];
  /** The side and Racing team the GM set on the Combatant (the start form shows them). */
  side?: string;
  team?: string;
}

export interface TrackerInput {
  state: EndeavorState | null;
  combatants: readonly TrackerCombatant[];
  viewer: { isGM: boolean };
  /** Commands in the Combat's log (undo is offered when there is one). */
  logLength: number;
  /** The world's edition: the start form offers the Endeavor types it has. */
  edition: EditionId;
  /** Help offered from Helpers' own rows (help-offers.ts); stale ones are ignored. */
  helpOffers?: readonly HelpOffer[];
  /** Mischievous, watching, Resolved and Protective offered from reactors' own rows (reaction-offers.ts). */
  reactionOffers?: readonly ReactionOffer[];
  /** The command undo would take back (the GM's Undo names whose it is). */
  lastCommand?: Command | null;
}

export interface Viewer {
  isGM: boolean;
  owns: (id: string) => boolean;
  playerOwned: (id: string) => boolean;
  /** A Specialization the actor's item counts has no use left this session (Analytical). */
  usedUp: (id: string, specialization: string) => boolean;
  offers: readonly HelpOffer[];
  /** Standing reaction offers (reaction-offers.ts), live ones only. */
  reactions: readonly ReactionOffer[];
  /** Does the viewer offer Help from this row, rather than include it from the acting row's form? */
  offersFor: (c: TrackerCombatant | undefined) => boolean;
}
