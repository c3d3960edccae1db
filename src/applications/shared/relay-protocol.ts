// What the GM relay's shell (relay.ts, always loaded) shares with its work (relay-socket.ts, relay-gm.ts, loaded with
// the first request): the socket, its time limits, the answer's shape, and the handlers each feature registers at init.
import { SYSTEM_ID } from "../../settings";

export const RELAY_SOCKET = `system.${SYSTEM_ID}` as const;
/** How long a player waits for the GM to start on a request before giving up on it. */
export const RELAY_TIMEOUT_MS = 15_000;
/**
 * The GM starts a request only this long after it arrived (on the GM's own clock: two clients' clocks are never
 * compared). A request still queued past it is refused unchanged, so one the asker gave up on (a Spark its roll was
 * dropped for, a Session Shop purchase) never takes Blessings later. The margin under RELAY_TIMEOUT_MS covers the
 * "started" notice's way back to the asker.
 */
export const RELAY_START_MS = 10_000;
/** Once the GM has started on a request, how long the asker waits for its answer (the GM is applying it). */
export const RELAY_WORK_TIMEOUT_MS = 60_000;

export type RelayReply = { ok: true; value: unknown } | { ok: false; error: string; data?: Record<string, string> };

/** A GM-side handler: the payload is whatever a client sent, so each handler parses it (request-schema.ts). */
type Handler = (payload: unknown, user: User.Implementation) => Promise<unknown>;
// Keyed by the type's text; looked up with whatever a client sent (a number or a list is simply not found).
export const handlers = new Map<unknown, Handler>();

export function registerRelayHandler(type: string, handler: Handler): void {
  handlers.set(type, handler);
}
