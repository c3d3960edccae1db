// Hooks for modules: what the system fires, with what, typed here for core's Hooks (fvtt-types HookConfig) and listed
// in the README beside the macro API. Each fires once, on the client that makes the change: a Check on the roller's
// client; what the GM's relay decides (a Help, a Spark upgraded on a card, a pool change, an Endeavor command or its
// undo) on the active GM's client — or the owner's own, with no GM connected; End session and the world migration on
// the GM's. Handlers must not throw: core logs an error thrown by a handler and goes on.
import type { Command } from "../rules/endeavor/commands";
import type { EndeavorEvent } from "../rules/endeavor/events";

/** The hook names, all under the system's id. */
export const HOOKS = {
  preRollCheck: "humanity-blessed.preRollCheck",
  rollCheck: "humanity-blessed.rollCheck",
  spark: "humanity-blessed.spark",
  help: "humanity-blessed.help",
  poolChange: "humanity-blessed.poolChange",
  endeavorCommand: "humanity-blessed.endeavorCommand",
  endeavorUndo: "humanity-blessed.endeavorUndo",
  endSession: "humanity-blessed.endSession",
  migrateWorld: "humanity-blessed.migrateWorld",
} as const;

/** What a Check is asked for (documents/check-request.ts CheckRequest, as a macro passes it:
 *  the Stat, difficulty, …). */
export interface CheckRequestInfo {
  stat: string;
  difficulty?: string;
  partner?: string;
  [option: string]: unknown;
}
/** A change the pool relay made: its operation, the pool before and after, what was gained or paid. */
export interface PoolChange {
  op: "gain" | "spend" | "remove" | "spark" | "recharge" | "shop";
  before: number[];
  after: number[];
  gained: number[];
  paid: number[];
}
/** A Spark: made before rolling (`when: "roll"`) or by upgrading a rolled Check on its card (`"upgrade"`). */
export interface SparkInfo {
  when: "roll" | "upgrade";
  stats: string[];
}
/** A Help given on a Check card: who asked, the helper, and the worth of the Blessing spent (Cursed
 *  and Helpful applied). */
export interface HelpInfo {
  userId: string;
  actorUuid: string;
  name: string;
  blessing: number;
}

export interface SystemHooks {
  /** Before a Check is rolled from the sheet, the roll dialog, a macro or a call (not an Endeavor's: see
   *  endeavorCommand). `request` is a copy; return false to cancel (nothing is paid, rolled or posted). Hooks.call. */
  "humanity-blessed.preRollCheck": (actor: Actor.Implementation, request: CheckRequestInfo) => boolean | void;
  /** After a Check's card is posted. */
  "humanity-blessed.rollCheck": (actor: Actor.Implementation, message: ChatMessage.Implementation) => void;
  /** After a Spark is paid: with the Check it is part of. */
  "humanity-blessed.spark": (
    actor: Actor.Implementation,
    message: ChatMessage.Implementation,
    spark: SparkInfo,
  ) => void;
  /** After a Help is paid and added to a Check card; `actor` is the helper. */
  "humanity-blessed.help": (actor: Actor.Implementation, message: ChatMessage.Implementation, help: HelpInfo) => void;
  /** After the pool relay changed a pool (gain, spend, remove, a Spark paid at roll time, a recharge, the Session
   *  Shop's upgrades); `userId` is who asked. A Help or a card's Spark has its own hook. */
  "humanity-blessed.poolChange": (actor: Actor.Implementation, change: PoolChange, userId: string) => void;
  /** After an Endeavor command was applied and stored (its chat card posted): the command as the engine logged it,
   *  and the events it made. */
  "humanity-blessed.endeavorCommand": (
    combat: Combat.Implementation,
    command: Command,
    events: readonly EndeavorEvent[],
  ) => void;
  /** After the last Endeavor command was undone: that command and the events it had made (now taken back). */
  "humanity-blessed.endeavorUndo": (
    combat: Combat.Implementation,
    command: Command,
    events: readonly EndeavorEvent[],
  ) => void;
  /** After the GM's End session reset the characters (and opened their shops): the characters reset. */
  "humanity-blessed.endSession": (actors: Actor.Implementation[]) => void;
  /** After the world migration saved the documents it migrated: the schema versions and how many actors were saved. */
  "humanity-blessed.migrateWorld": (info: { from: number; to: number; actors: number }) => void;
}

/**
 * What the Endeavor tracker adds to the render options core gives its render hooks (renderEndeavorTracker,
 * renderCombatTracker and its parents' hooks: `(app, element, context, options)`). The tracker re-renders only the
 * rows whose context changed; every other row on screen is the very element the render before showed, with whatever
 * a module appended to it. `redrawnRows`: the combatant ids of the rows this render drew anew or rewrote, in screen
 * order (all of them at a full render, none when no row changed): a module that appends to rows appends to these.
 */
export interface EndeavorTrackerRenderOptions {
  redrawnRows: string[];
}

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig extends SystemHooks {}
  }
}

// Called through one plain signature: V13's and V14's declarations type Hooks differently, ours are checked above.
const hooks = Hooks as {
  call(hook: string, ...args: unknown[]): boolean;
  callAll(hook: string, ...args: unknown[]): boolean;
};

/** Hooks.callAll for one of ours, typed by SystemHooks. */
export function fire<K extends keyof SystemHooks>(hook: K, ...args: Parameters<SystemHooks[K]>): void {
  hooks.callAll(hook, ...args);
}

/** Hooks.call for one of ours (a handler returning false stops the rest): whether to go on. */
export function ask<K extends keyof SystemHooks>(hook: K, ...args: Parameters<SystemHooks[K]>): boolean {
  return hooks.call(hook, ...args);
}
