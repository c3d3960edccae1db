// Code that loads on first use. Every player downloads the always-loaded bundle at each world load, so what init
// must register (a sheet class, a relay handler, a hook) stays there as a thin shell whose bodies live in a module
// loaded by dynamic import() — one request, the first time a sheet renders or a button is pressed.

/** An ApplicationV2 action (`this` is the application). */
export type Action<T> = (this: T, event: PointerEvent, target: HTMLElement) => Promise<void>;

/** A shell's action names, typed as their literals: what `["a", "b"] as const` gives, in a form StrykerJS mutates. */
export function actionNames<const K extends readonly string[]>(...names: K): K {
  return names;
}

/**
 * Actions for DEFAULT_OPTIONS whose bodies are the `actions` of a module loaded on the first click: the class
 * lists their names at init (core looks actions up by name), the module supplies what each does.
 */
export function lazyActions<T, K extends string>(
  load: () => Promise<{ actions: Record<K, Action<T>> }>,
  names: readonly K[],
): Record<K, Action<T>> {
  // Built entry by entry, not cast from Object.fromEntries: StrykerJS mutates nothing inside a TypeScript `as`.
  const table = {} as Record<K, Action<T>>;
  for (const name of names) {
    table[name] = async function (this: T, event: PointerEvent, target: HTMLElement) {
      await (await load()).actions[name].call(this, event, target);
    };
  }
  return table;
}
