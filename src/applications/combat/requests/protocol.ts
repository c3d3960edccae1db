// What a client may ask the GM's client to do with an Endeavor, as it travels through the relay: the sender's side
// (endeavor-relay.ts) writes it, the GM's side reads it through the schema (endeavor-schema.ts) and acts on it
// (endeavor-gm.ts).
import type { Command } from "../../../rules/endeavor";
import type { EndeavorStartOptions } from "../../../documents/endeavor-setup";
import type { HelpOffer } from "../offers/index";
import type { ReactionKind } from "../../../data/combat/endeavor-combat";

export type EndeavorRequest =
  | { combatId: string; op: "command"; command: Command }
  | { combatId: string; op: "undo" }
  | { combatId: string; op: "start"; options: EndeavorStartOptions }
  /** A Helper's player offers Help to whoever is acting (`offer`), or withdraws it (`offer: null`). */
  | { combatId: string; op: "offerHelp"; by: string; offer: { pay: HelpOffer["pay"]; use?: HelpOffer["use"] } | null }
  /** A reactor's player offers Mischievous, watching, Resolved or Protective (for `whom`) on whoever is acting's Check
   *  (`withdraw`: takes that offer back). */
  | { combatId: string; op: "offerReaction"; by: string; kind: ReactionKind; whom?: string; withdraw?: boolean };
