// Hooks: on/once/off/call/callAll with Foundry's semantics (call stops when a handler returns false).
// Each client has its own hooks in core. Here one registry serves every client: a handler registered while code runs as
// a client (onClient, a socket listener) is that client's — call/callAll run it only on that client, and a document
// event the server broadcasts (_broadcast) runs it as that client, if connected. Other handlers run as before, on
// whichever client fires the hook.
import { client } from "./clients";
import type { CoreHooks } from "./core-types";
import type { FakeUser } from "./game";

// A handler takes whatever its hook passes: core types each hook's arguments (HookConfig), this registry serves all.
type Fn = (...args: any[]) => unknown;
type Handler = { fn: Fn; once: boolean; id: number; owner: FakeUser | undefined };
const events = new Map<string, Handler[]>();
let nextId = 1;

const add = (name: string, fn: Fn, once: boolean): number => {
  const id = nextId++;
  events.set(name, [...(events.get(name) ?? []), { fn, once, id, owner: client.getStore() }]);
  return id;
};
/** The handlers this client runs: its own, and those no client owns. */
const here = (name: string): Handler[] => {
  const self = client.getStore() ?? (globalThis as { game?: { user?: { id: string } | null } }).game?.user;
  return [...(events.get(name) ?? [])].filter((h) => !h.owner || h.owner.id === self?.id);
};

/** Core's Hooks where on/once/off/call/callAll are faked (typeof Hooks); the rest are this fake's test handles. */
export const Hooks = {
  on: (name: string, fn: Fn): number => add(name, fn, false),
  once: (name: string, fn: Fn): number => add(name, fn, true),
  off(name: string, fnOrId: Fn | number): void {
    events.set(name, (events.get(name) ?? []).filter((h) => h.fn !== fnOrId && h.id !== fnOrId));
  },
  callAll(name: string, ...args: unknown[]): true {
    for (const h of here(name)) {
      if (h.once) Hooks.off(name, h.id);
      h.fn(...args);
    }
    return true;
  },
  call(name: string, ...args: unknown[]): boolean {
    for (const h of here(name)) {
      if (h.once) Hooks.off(name, h.id);
      if (h.fn(...args) === false) return false;
    }
    return true;
  },
  /**
   * Not Foundry's: a document event as core delivers it (ClientDatabaseBackend#handle…Documents), on every connected
   * client in the order the server sends them — a client's own handlers run as that client, the others as the caller.
   */
  _broadcast: (name: string, ...args: unknown[]): void => Hooks._broadcastFrom(null, name, ...args),
  /** The same, but the sender's own client is not told (a console's raw request: core returns the response to it). */
  _broadcastFrom(senderId: string | null, name: string, ...args: unknown[]): void {
    for (const h of [...(events.get(name) ?? [])]) {
      if (h.owner && (!h.owner.active || h.owner.id === senderId)) continue;
      if (h.once) Hooks.off(name, h.id);
      if (h.owner) client.run(h.owner, () => h.fn(...args));
      else h.fn(...args);
    }
  },
  /** Test helper, not Foundry's: the handlers registered for a hook. */
  _handlers: (name: string) => (events.get(name) ?? []).map((h) => h.fn),
  _reset: () => events.clear(),
};
Hooks satisfies Pick<CoreHooks, "on" | "once" | "off" | "call" | "callAll">;
