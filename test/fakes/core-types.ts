// Core's declarations (fvtt-types) as the fakes hold themselves to them. A fake module that defines its own Hooks or
// ChatMessage hides core's global of that name, so core's are named here.

/** Core's Hooks class (its statics: on, once, off, call, callAll, …). */
export type CoreHooks = typeof Hooks;

/**
 * Core's methods `K` of `T`, taking every argument core's take; the result is left to the fake. For members whose
 * result the fake cannot give in core's type: a generic result computed from a registry (game.settings.get) or a
 * richer object than the fake builds (a Notification). Each use says which.
 */
export type TakesLike<T, K extends keyof T> = {
  [P in K]: T[P] extends (...args: infer A) => unknown ? (...args: A) => unknown : T[P];
};

/**
 * Core's constants as the fake gives them: fvtt-types brands each value (`1 & Branded<…>`), which a plain number
 * cannot satisfy, so this asks for core's keys, each holding core's value (a key missing or a value changed fails).
 */
export type SameConstants<Fake, Core> = {
  readonly [K in keyof Core]: K extends keyof Fake ? (Core[K] extends Fake[K] ? Fake[K] : never) : never;
};
