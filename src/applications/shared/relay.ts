// The GM relay: changes to documents the clicking player does not own (someone else's Check message, the Combat, a
// Blessing pool) run on the active GM's client, one at a time, after the GM re-validates them. Requests travel on the
// system socket, whose listener is given the sender's user id by the server: any player can call any client function
// from the console, so who is asking is read from that id only, never from the request. The GM's own requests run
// locally (the server never echoes a message to its sender). Handlers are registered by the feature that owns them.
// This module is what every client loads at init: the listener and relay(), whose work (relay-socket.ts, with the GM's
// side, relay-gm.ts) loads with the first request this client sends or sees.
import { RELAY_SOCKET } from "./relay-protocol";
import type * as RelaySocket from "./relay-socket";

// Refusals come from the document layer (the GM sends back its key and data); re-exported for the handlers, with the
// relay's constants and registration (relay-protocol.ts), so a feature imports the relay from this one module.
export { RelayRefusal } from "../../documents/refusal";
export {
  RELAY_SOCKET,
  RELAY_START_MS,
  RELAY_TIMEOUT_MS,
  RELAY_WORK_TIMEOUT_MS,
  registerRelayHandler,
  type RelayReply,
} from "./relay-protocol";

let work: Promise<typeof RelaySocket> | undefined;
/** The relay's work, loaded once: messages and requests handed to it while it loads keep their order (one promise,
 *  its callbacks in turn). */
const load = () => (work ??= import("./relay-socket"));

/**
 * Sends a request to the active GM (or handles it here when this client is that GM) and shows a refusal to the
 * user as a localised warning. Resolves to the handler's value, or undefined when refused (relay-socket.ts).
 */
export async function relay<T = unknown>(type: string, payload: unknown, local = false): Promise<T | undefined> {
  return (await load()).relay<T>(type, payload, local);
}

/** Init: listen on the system socket (the manifest's `"socket": true` opens it). */
export function registerRelay(): void {
  game.socket!.on(RELAY_SOCKET, (...args: unknown[]) => {
    // Read as the message arrives, not once the work has loaded: a client still loading (before core's "setup") has
    // no users yet, and answers nothing.
    if (!game.users) return;
    return load().then(({ onSocket }) => onSocket(...args));
  });
}
