// The relay's traffic (relay.ts wires it at init): the socket listener's work on every client — the active GM answers
// requests, the asker takes its own answers — and a request sent and waited on. Loaded with the first request this
// client sends or the first message on the relay's socket it receives: a world loads without it.
import { localiseDetails } from "./refusal";
import { RELAY_SOCKET, RELAY_TIMEOUT_MS, RELAY_WORK_TIMEOUT_MS, type RelayReply } from "./relay-protocol";
import { handleRelay } from "./relay-gm";

/** On the wire: a player's request, the GM's notice that it started on it, and the GM's answer (both to the asker). */
type Wire =
  | { kind: "request"; id: string; type: string; payload: unknown }
  | { kind: "started"; id: string; to: string }
  | { kind: "reply"; id: string; to: string; reply: RelayReply };

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
export function onSocket(...args: unknown[]): Promise<void> | void {
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
export async function relay<T>(type: string, payload: unknown, local: boolean): Promise<T | undefined> {
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
