// Hooks: on/once/off/call/callAll with Foundry's semantics (call stops when a handler returns false).
type Fn = (...args: any[]) => unknown;
const events = new Map<string, { fn: Fn; once: boolean; id: number }[]>();
let nextId = 1;

export const Hooks = {
  on(name: string, fn: Fn): number {
    const id = nextId++;
    events.set(name, [...(events.get(name) ?? []), { fn, once: false, id }]);
    return id;
  },
  once(name: string, fn: Fn): number {
    const id = nextId++;
    events.set(name, [...(events.get(name) ?? []), { fn, once: true, id }]);
    return id;
  },
  off(name: string, fnOrId: Fn | number): void {
    events.set(name, (events.get(name) ?? []).filter((h) => h.fn !== fnOrId && h.id !== fnOrId));
  },
  callAll(name: string, ...args: unknown[]): true {
    for (const h of [...(events.get(name) ?? [])]) {
      if (h.once) Hooks.off(name, h.id);
      h.fn(...args);
    }
    return true;
  },
  call(name: string, ...args: unknown[]): boolean {
    for (const h of [...(events.get(name) ?? [])]) {
      if (h.once) Hooks.off(name, h.id);
      if (h.fn(...args) === false) return false;
    }
    return true;
  },
  /** Test helper, not Foundry's: the handlers registered for a hook. */
  _handlers: (name: string) => (events.get(name) ?? []).map((h) => h.fn),
  _reset: () => events.clear(),
};
