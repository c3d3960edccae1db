// Endeavor requests through the GM relay. Everyone — GM included — sends them the same way, so they queue behind
// each other on the GM's client; the GM re-checks who may send what before the engine sees the command (those
// checks, and Help offers, load as a chunk on the GM's client at the first request: endeavor-gm.ts).
import type { Command } from "../../../rules/endeavor";
import type { EndeavorStartOptions } from "../../../documents/endeavor-setup";
import type { HelpOffer } from "../offers/help-offers";
import type { ReactionKind } from "../../../data/combat/endeavor-combat";
import { registerRelayHandler, relay } from "../../shared/relay";

export const ENDEAVOR_RELAY = "endeavor";

export type EndeavorRequest =
  | { combatId: string; op: "command"; command: Command }
  | { combatId: string; op: "undo" }
  | { combatId: string; op: "start"; options: EndeavorStartOptions }
  /** A Helper's player offers Help to whoever is acting (`offer`), or withdraws it (`offer: null`). */
  | { combatId: string; op: "offerHelp"; by: string; offer: { pay: HelpOffer["pay"]; use?: HelpOffer["use"] } | null }
  /** A reactor's player offers Mischievous, watching, Resolved or Protective (for `whom`) on whoever is acting's Check
   *  (`withdraw`: takes that offer back). */
  | { combatId: string; op: "offerReaction"; by: string; kind: ReactionKind; whom?: string; withdraw?: boolean };

export function registerEndeavorRelay(): void {
  registerRelayHandler(ENDEAVOR_RELAY, async (request, user) =>
    (await import("./endeavor-gm")).handleEndeavorRequest(request, user),
  );
}

/** Ask the GM to apply an Endeavor request; refusals are shown as warnings by relay(). */
export function requestEndeavor(request: EndeavorRequest): Promise<boolean | undefined> {
  return relay<boolean>(ENDEAVOR_RELAY, request);
}
