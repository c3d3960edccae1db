// Endeavor requests through the GM relay. Everyone — GM included — sends them the same way, so they queue behind
// each other on the GM's client; the GM re-checks who may send what before the engine sees the command (those
// checks, and Help offers, load as a chunk on the GM's client at the first request: endeavor-gm.ts).
import type { EndeavorRequest } from "./protocol";
import { registerRelayHandler, relay } from "../../shared/relay";

export const ENDEAVOR_RELAY = "endeavor";

export function registerEndeavorRelay(): void {
  registerRelayHandler(ENDEAVOR_RELAY, async (request, user) =>
    (await import("./endeavor-gm")).handleEndeavorRequest(request, user),
  );
}

/** Ask the GM to apply an Endeavor request; refusals are shown as warnings by relay(). */
export function requestEndeavor(request: EndeavorRequest): Promise<boolean | undefined> {
  return relay<boolean>(ENDEAVOR_RELAY, request);
}
