// Where Foundry V13 and V14 differ in what we touch, one feature test — the running core's generation — instead of
// checks scattered through the code. V14 keeps V13's forms working behind deprecation warnings until V16, so each
// difference here is the form the running core expects, never both.

/** Whether the running core is V14 or later (game.release is known before the init hook runs). */
export const isV14 = (): boolean => game.release.generation >= 14;

/** A status effect as we register it: V14 also orders them in the token HUD. */
export interface StatusEffect {
  id: string;
  _id: string;
  name: string;
  img: string;
}

/** CONFIG.statusEffects replaced by ours: V13 reads an array, V14 a record keyed by id (an array there is proxied). */
export function setStatusEffects(effects: readonly StatusEffect[]): void {
  // Typed apart from either generation's declarations: each declares only its own shape.
  const config: { statusEffects: unknown } = CONFIG;
  config.statusEffects = isV14()
    ? Object.fromEntries(effects.map((e, order) => [e.id, { ...e, order }]))
    : [...effects];
}

/** A context menu entry's label (a localisation key): V13 calls it `name`, V14 `label`. */
export function menuEntryLabel(entry: { name?: unknown; label?: unknown }): string {
  const label = isV14() ? entry.label : entry.name;
  return typeof label === "string" ? label : "";
}

/** A context menu entry we add, in the running core's shape: V13 `name`/`condition(target)`/`callback(target)` with the
 *  icon as HTML, V14 `label`/`visible(target)`/`onClick(event, target)` with the icon as a class string. */
export function menuEntry(entry: {
  label: string;
  icon: string;
  visible?: (target: HTMLElement) => boolean;
  onClick: (target: HTMLElement) => void;
}): Record<string, unknown> {
  const element = (target: HTMLElement | { 0: HTMLElement }) => (target instanceof HTMLElement ? target : target[0]);
  const visible = entry.visible;
  return isV14()
    ? {
        label: entry.label,
        icon: entry.icon,
        ...(visible ? { visible: (target: HTMLElement) => visible(element(target)) } : {}),
        onClick: (_event: PointerEvent, target: HTMLElement) => entry.onClick(target),
      }
    : {
        name: entry.label,
        icon: `<i class="${entry.icon}"></i>`,
        ...(visible ? { condition: (target: HTMLElement | { 0: HTMLElement }) => visible(element(target)) } : {}),
        callback: (target: HTMLElement | { 0: HTMLElement }) => entry.onClick(element(target)),
      };
}

/** A context menu entry (core's or ours) shown only while `also(target)` holds as well, asked when the menu opens: core
 *  builds a menu's entries once, at its first render, so state must live in V13's `condition` / V14's `visible`. The
 *  entry's own test (a function of the target, a boolean, or none) is kept; in V14 an entry still on the deprecated
 *  `condition` has it moved to `visible`, so there is one test. */
export function showOnlyIf<E extends object>(entry: E, also: (target: HTMLElement) => boolean): E {
  const { condition, visible, ...rest } = entry as { condition?: unknown; visible?: unknown };
  const own = isV14() ? (visible ?? condition) : condition;
  const test = (target: HTMLElement) =>
    also(target) &&
    (own === undefined || (typeof own === "function" ? !!(own as (t: HTMLElement) => unknown)(target) : !!own));
  return (
    isV14() ? { ...rest, visible: test } : { ...rest, ...(visible === undefined ? {} : { visible }), condition: test }
  ) as E;
}

/** Hooks.on for a hook whose handler reads only what it names: the declarations type each hook's arguments, and V13's
 *  and V14's differ for these (or lack the hook), so one plain signature serves both. */
type PlainHooks = { on(hook: string, fn: (...args: never[]) => unknown): number; off(hook: string, id: number): void };
// Read at the call, not at import: modules that import this one load in node tests and the bench, where no Hooks is.
export const onHook = (hook: string, fn: (...args: never[]) => unknown): number => (Hooks as PlainHooks).on(hook, fn);
/** Hooks.off for a handler registered with onHook, by the id it returned. */
export const offHook = (hook: string, id: number): void => (Hooks as PlainHooks).off(hook, id);

/** A stored document's uuid. V14 declares it nullable (a document not yet saved has none); ours are all stored. */
export function uuidOf(doc: { uuid: string | null; name?: string | null }): string {
  if (doc.uuid === null)
    throw new Error(`humanity-blessed | ${doc.name ?? "a document"} is not stored and has no uuid`);
  return doc.uuid;
}
