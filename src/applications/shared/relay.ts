// The GM relay: changes to documents the clicking player does not own (someone else's Check message, the Combat, a
// Blessing pool) run on the active GM's client, one at a time, after the GM re-validates them. Requests travel on the
// system socket, whose listener is given the sender's user id by the server: any player can call any client function
// from the console, so who is asking is read from that id only, never from the request. The GM's own requests run
// locally (the server never echoes a message to its sender). Handlers are registered by the feature that owns them.
import { SYSTEM_ID } from "../../settings";
import { localiseDetails } from "./refusal";

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

/** On the wire: a player's request, the GM's notice that it started on it, and the GM's answer (both to the asker). */
type Wire =
  | { kind: "request"; id: string; type: string; payload: unknown }
  | { kind: "started"; id: string; to: string }
  | { kind: "reply"; id: string; to: string; reply: RelayReply };

export type RelayReply = { ok: true; value: unknown } | { ok: false; error: string; data?: Record<string, string> };

// Refusals come from the document layer (the GM sends back its key and data); re-exported for the handlers here.
import { RelayRefusal } from "../../documents/refusal";
export { RelayRefusal };

/** A GM-side handler: the payload is whatever a client sent, so each handler parses it (request-schema.ts). */
type Handler = (payload: unknown, user: User.Implementation) => Promise<unknown>;
// Keyed by the type's text; looked up with whatever a client sent (a number or a list is simply not found).
const handlers = new Map<unknown, Handler>();

export function registerRelayHandler(type: string, handler: Handler): void {
  handlers.set(type, handler);
}

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

/** Requests this client sent and still waits on, by request id: told when the GM starts, and given the answer. */
const waiting = new Map<string, { started: () => void; answer: (reply: RelayReply) => void }>();

/**
 * Whether a value's fields can be read: anything JSON carries but null (and a missing field's undefined). A number,
 * text or a list simply has none of the fields read below, so each is refused by the check on that field.
 */
const readable = (v: unknown): v is Record<string, unknown> => v !== null && v !== undefined;

/** A GM's answer: a value, or a refusal that names its message. Anything else (a GM's console) is no answer. */
const isReply = (v: unknown): v is RelayReply => readable(v) && (v.ok === true || typeof v.error === "string");

/**
 * The socket listener, on every client: the active GM answers requests; the asker takes its own answers. The server
 * passes on every argument a client emitted and then adds the sender's id, so the sender is the LAST argument: a
 * console `emit(event, message, "<gm id>")` arrives as (message, "<gm id>", realId) and is refused for its arity
 * rather than believed.
 */
function onSocket(...args: unknown[]): Promise<void> | void {
  if (args.length !== 2) return;
  const message = args[0];
  const senderId = String(args[1]); // the server's: always a user id
  // A client still loading (before core's "setup") has no users yet: it answers nothing and waits on nothing.
  const users = game.users;
  if (!users || !readable(message) || typeof message.id !== "string" || message.id.length > 64) return;
  if (message.kind === "request") {
    if (!users.activeGM?.isSelf) return;
    const id = message.id;
    const onStart = () => void game.socket!.emit(RELAY_SOCKET, { kind: "started", id, to: senderId } satisfies Wire);
    return handleRelay(message.type, message.payload, senderId, { arrived: Date.now(), onStart }).then((reply) => {
      game.socket!.emit(RELAY_SOCKET, { kind: "reply", id, to: senderId, reply } satisfies Wire);
    });
  }
  // A notice or an answer counts only when meant for this user and sent by a GM (a player cannot fake the GM's).
  // Stryker disable next-line OptionalChaining: the server's sender is a user every ready client knows
  if (message.to !== game.user!.id || !users.get(senderId)?.isGM) return;
  const asker = waiting.get(message.id);
  if (!asker) return;
  if (message.kind === "started") return asker.started();
  if (message.kind !== "reply" || !isReply(message.reply)) return;
  waiting.delete(message.id);
  asker.answer(message.reply);
}

/**
 * Sends a request to the GM on the socket and waits for the answer. Rejects when the GM has not started on it within
 * RELAY_TIMEOUT_MS (it then never will: RELAY_START_MS), or has started but not answered within RELAY_WORK_TIMEOUT_MS.
 */
function ask(type: string, payload: unknown): Promise<RelayReply> {
  const id = foundry.utils.randomID();
  return new Promise<RelayReply>((resolve, reject) => {
    const giveUp = () => {
      waiting.delete(id);
      reject(new Error(type));
    };
    let timer = setTimeout(giveUp, RELAY_TIMEOUT_MS);
    waiting.set(id, {
      started: () => {
        clearTimeout(timer);
        timer = setTimeout(giveUp, RELAY_WORK_TIMEOUT_MS);
      },
      answer: (reply) => {
        clearTimeout(timer);
        resolve(reply);
      },
    });
    game.socket!.emit(RELAY_SOCKET, { kind: "request", id, type, payload } satisfies Wire);
  });
}

/**
 * Sends a request to the active GM (or handles it here when this client is that GM) and shows a refusal to the
 * user as a localised warning. Resolves to the handler's value, or undefined when refused.
 */
export async function relay<T = unknown>(type: string, payload: unknown, local = false): Promise<T | undefined> {
  const gm = game.users!.activeGM; // from a click: the world is ready
  // `local`: a change the asker's own client may make itself (their own Blessing pool) runs here, on this client's
  // queue, when no GM is connected; everything else needs the GM.
  if (!gm && !local) {
    ui.notifications?.warn("HB.Error.noGM", { localize: true });
    return undefined;
  }
  let reply: RelayReply;
  try {
    // The GM's own request is not sent through the server: it is JSON-copied so it sees what a player's would.
    reply =
      !gm || gm.isSelf
        ? await handleRelay(type, JSON.parse(JSON.stringify(payload ?? null)), game.user!.id!)
        : await ask(type, payload);
  } catch {
    // A timeout or a GM who left: the request may still be applied later, so the user is told to look first.
    ui.notifications?.warn("HB.Error.relayNoAnswer", { localize: true });
    return undefined;
  }
  if (!reply.ok) {
    ui.notifications?.warn(
      game.i18n!.format(
        reply.error,
        localiseDetails(reply.data ?? {}, (k) => game.i18n!.localize(k)),
      ),
    );
    return undefined;
  }
  return reply.value as T;
}

/** Init: listen on the system socket (the manifest's `"socket": true` opens it). */
export function registerRelay(): void {
  game.socket!.on(RELAY_SOCKET, onSocket);
}
