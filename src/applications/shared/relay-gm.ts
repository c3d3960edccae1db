// The GM's side of the relay (relay.ts): each request run on one queue, after the GM re-validates it, for the user the
// server names — on the active GM's client, or on a player's for their own change made with no GM connected
// (relay(…, local)). Loaded with the relay's traffic (relay-socket.ts).
import { SYSTEM_ID } from "../../settings";
import { RelayRefusal } from "../../documents/refusal";
import { handlers, RELAY_START_MS, RELAY_WORK_TIMEOUT_MS, type RelayReply } from "./relay-protocol";

// Requests run strictly one after another, so two players Helping at once cannot both spend the same Blessing.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` on the GM's queue, after every request (and pool change) already waiting. A piece of work that never
 * settles (a write the server never confirms) holds the queue for RELAY_WORK_TIMEOUT_MS at most — its asker has
 * given up by then — so one stuck request cannot freeze the GM's client for everyone after it.
 */
export function serialised<T>(work: () => Promise<T>): Promise<T> {
  const previous = queue;
  const result = previous.then(work, work);
  // The queue itself never rejects; the hold is timed from when this work starts.
  queue = previous.then(
    () =>
      new Promise<void>((release) => {
        const timer = setTimeout(release, RELAY_WORK_TIMEOUT_MS);
        void result
          .catch(() => undefined)
          .finally(() => {
            clearTimeout(timer);
            release();
          });
      }),
  );
  return result;
}

/** When a player's request arrived (the GM's clock), and what to do once the GM starts on it. */
export interface RelayArrival {
  arrived: number;
  onStart: () => void;
}

/**
 * The GM's side: runs the request's handler for the user the server says sent it. `senderId` must come from the
 * socket (or be this GM's own id for a local request), never from the request's data. A player's request (`arrival`)
 * that waited in the queue past RELAY_START_MS is refused without running: its asker has given up on it.
 */
export function handleRelay(
  type: unknown,
  payload: unknown,
  senderId: string,
  arrival?: RelayArrival,
): Promise<RelayReply> {
  return serialised(async (): Promise<RelayReply> => {
    const handler = handlers.get(type);
    // Requests are handled from the GM's ready world (the socket listener skips a client still loading).
    const user = game.users!.get(senderId);
    if (!handler) return { ok: false, error: "HB.Error.relayUnknown" };
    if (!user) return { ok: false, error: "HB.Error.relayUser" };
    if (arrival && Date.now() - arrival.arrived > RELAY_START_MS) return { ok: false, error: "HB.Error.relayExpired" };
    arrival?.onStart();
    try {
      return { ok: true, value: await handler(payload, user) };
    } catch (err) {
      if (err instanceof RelayRefusal) return { ok: false, error: err.key, data: err.data };
      const code = (err as { code?: unknown } | null)?.code;
      if (typeof code === "string")
        return { ok: false, error: `HB.Error.${code}`, data: stringify((err as { details?: unknown }).details) };
      // Stryker disable next-line StringLiteral: the console's wording, for the GM reading a bug report
      console.error(`${SYSTEM_ID} | relay ${type as string} failed`, err);
      return { ok: false, error: "HB.Error.relayFailed" };
    }
  });
}

function stringify(details: unknown): Record<string, string> {
  // Object.entries reads any value but null and undefined: a number gives nothing, text its letters, which no
  // message's placeholders name.
  return Object.fromEntries(Object.entries(details ?? {}).map(([k, v]) => [k, String(v)]));
}
