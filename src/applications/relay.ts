// The GM relay: changes to documents the clicking player does not own (someone else's Check message, the Combat)
// run on the active GM's client, one at a time, after the GM re-validates them. One query name routes every
// request type; handlers are registered by the feature that owns them (chat card actions, the Endeavor tracker).
import { SYSTEM_ID } from "../settings";
import { localiseDetails } from "./refusal";

export const RELAY_QUERY = `${SYSTEM_ID}.relay` as const;

export interface RelayRequest {
  type: string;
  /** The requesting user. V13 queries do not tell the handler who sent them, so the id travels with the data. */
  userId: string;
  payload: unknown;
}

export type RelayReply = { ok: true; value: unknown } | { ok: false; error: string; data?: Record<string, string> };

// Refusals come from the document layer (the GM sends back its key and data); re-exported for the handlers here.
import { RelayRefusal } from "../documents/refusal";
export { RelayRefusal };

type Handler = (payload: never, user: User.Implementation) => Promise<unknown>;
const handlers = new Map<string, Handler>();

export function registerRelayHandler<P>(type: string, handler: (payload: P, user: User.Implementation) => Promise<unknown>): void {
  handlers.set(type, handler as Handler);
}

// Requests run strictly one after another, so two players Helping at once cannot both spend the same Blessing.
let queue: Promise<unknown> = Promise.resolve();

export async function handleRelay(request: RelayRequest): Promise<RelayReply> {
  const run = async (): Promise<RelayReply> => {
    const handler = handlers.get(request?.type);
    const user = game.users?.get(request?.userId ?? "");
    if (!handler) return { ok: false, error: "HB.Error.relayUnknown" };
    if (!user) return { ok: false, error: "HB.Error.relayUser" };
    try {
      return { ok: true, value: await handler(request.payload as never, user) };
    } catch (err) {
      if (err instanceof RelayRefusal) return { ok: false, error: err.key, data: err.data };
      const code = (err as { code?: unknown }).code;
      if (typeof code === "string") return { ok: false, error: `HB.Error.${code}`, data: stringify((err as { details?: unknown }).details) };
      console.error(`${SYSTEM_ID} | relay ${request.type} failed`, err);
      return { ok: false, error: "HB.Error.relayFailed" };
    }
  };
  const result = queue.then(run, run);
  queue = result;
  return result;
}

function stringify(details: unknown): Record<string, string> {
  if (!details || typeof details !== "object") return {};
  return Object.fromEntries(Object.entries(details).map(([k, v]) => [k, String(v)]));
}

/**
 * Sends a request to the active GM (or handles it here when this client is that GM) and shows a refusal to the
 * user as a localised warning. Resolves to the handler's value, or undefined when refused.
 */
export async function relay<T = unknown>(type: string, payload: unknown): Promise<T | undefined> {
  const gm = game.users?.activeGM;
  if (!gm) {
    ui.notifications?.warn("HB.Error.noGM", { localize: true });
    return undefined;
  }
  const request: RelayRequest = { type, userId: game.user!.id!, payload };
  let reply: RelayReply;
  try {
    reply = gm.isSelf ? await handleRelay(request) : ((await gm.query(RELAY_QUERY as never, request as never, { timeout: 15_000 })) as RelayReply);
  } catch (err) {
    // A timeout or a GM who left: the request may still be applied later, so the user is told to look first.
    console.warn(`${SYSTEM_ID} | relay ${type}: no answer from the GM`, err);
    ui.notifications?.warn("HB.Error.relayNoAnswer", { localize: true });
    return undefined;
  }
  if (!reply.ok) {
    ui.notifications?.warn(game.i18n!.format(reply.error, localiseDetails(reply.data ?? {}, (k) => game.i18n!.localize(k))));
    return undefined;
  }
  return reply.value as T;
}

declare global {
  namespace CONFIG {
    interface Queries {
      "humanity-blessed.relay": (request: RelayRequest) => Promise<RelayReply>;
    }
  }
}

export function registerQueries(): void {
  CONFIG.queries[RELAY_QUERY] = handleRelay;
}
