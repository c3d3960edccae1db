// Hidden Stat Dice (Humanity, Endeavored, "Using d20s"): whether an actor's Stat Dice are thrown as d20s and read
// through the d20 Conversion table. Apart from actor.ts so it loads with the rolls that ask (the always-loaded bundle
// every player downloads stays small).
import type { AsteriskReading } from "../rules/ids";
import { SYSTEM_ID } from "../settings";
import { uuidOf } from "../compat";

/** How the d20 Conversion table's asterisks read in this world (the world setting; its default if unreadable). */
export function asteriskReading(): AsteriskReading {
  const value = game.settings.get(SYSTEM_ID, "d20Asterisks");
  // Stryker disable next-line StringLiteral: any reading but "redo" reads the table
  return value === "redo" ? "redo" : "table"; // the setting's first choice, the table's value, is its default
}

/** Whether the GM has this actor roll d20s ("Roll d20s", `system.rollD20s`). */
export function rollsD20s(actor: { system: unknown }): boolean {
  const system = actor.system;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a system is an object; its rollD20s decides
  return !!system && typeof system === "object" && "rollD20s" in system && system.rollD20s === true;
}

/** How this actor's Stat Dice are read when it rolls d20s; null when it rolls its own dice. The roll, its odds and its
 *  card all ask here. */
export const hiddenDiceOf = (actor: { system: unknown }): { reading: AsteriskReading } | null =>
  rollsD20s(actor) ? { reading: asteriskReading() } : null;

/** A new actor's "Roll d20s": what a player's data says of it is not theirs to say (a true is dropped with a warning;
 *  the actor is created). A new Monstrosity rolls d20s when the world says so ("Hidden Stat Dice: new Monstrosities
 *  roll d20s"), unless a GM's data says otherwise (a duplicate, an import). Runs in the actor's _preCreate. */
export function newActorD20s(
  actor: { type: string; updateSource(changes: object): unknown },
  data: { system?: unknown },
  byGM: boolean,
): void {
  let given =
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a new actor's data holds an object as its system
    data.system && typeof data.system === "object" && "rollD20s" in data.system ? data.system.rollD20s : undefined;
  // Stryker disable next-line ConditionalExpression: nothing said is the default written again (below)
  if (!byGM && given !== undefined) {
    // Stryker disable next-line OptionalChaining: notifications exist once a document is made
    if (given === true) ui.notifications?.warn("HB.D20.gmOnly", { localize: true });
    given = undefined;
    actor.updateSource({ system: { rollD20s: false } });
  }
  if (actor.type === "monstrosity" && typeof given !== "boolean" && game.settings.get(SYSTEM_ID, "d20NewMonstrosities"))
    actor.updateSource({ system: { rollD20s: true } });
}

/** A player's change to "Roll d20s" is dropped with a warning; the rest of the update goes on. Runs in _preUpdate, on
 *  the client that asks for the update (core runs no system code on the server): what a player's own client sends. */
export function dropD20sChange(changed: { system?: unknown }): void {
  const system = changed.system;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: its one caller (_preUpdate) passes only this
  if (!system || typeof system !== "object" || !("rollD20s" in system)) return;
  delete system.rollD20s;
  // Stryker disable next-line OptionalChaining: notifications exist once a document is updated
  ui.notifications?.warn("HB.D20.gmOnly", { localize: true });
}

/** What "Roll d20s" a new actor made by a player must read: off, or the world's default for a Monstrosity. */
const playerDefault = (actor: { type: string }): boolean =>
  actor.type === "monstrosity" && game.settings.get(SYSTEM_ID, "d20NewMonstrosities") === true;

/** What the guard reads of an actor (an actor of game.actors or of a hook: fvtt-types types the two apart). */
type Guarded = Pick<Actor.Implementation, "uuid" | "name" | "type" | "system" | "token" | "testUserPermission"> & {
  update(data: { system: { rollD20s: boolean } }, operation: object): Promise<unknown>;
};

/** The part of an update's data that names "Roll d20s", if it does. */
const d20sIn = ({ system }: { system?: unknown }): { rollD20s: unknown } | null =>
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an update's system, if any, is an object
  system && typeof system === "object" && "rollD20s" in system ? system : null;

/** A put-back's update options: its preUpdate hook sends the record's value as it then stands. */
const PUT_BACK: object = { hbD20PutBack: true };

/** Whether a player (not a GM) owns the actor: the only kind a player's console can change. */
const playerOwned = (actor: Guarded): boolean =>
  // Stryker disable next-line OptionalChaining: the users are there at ready, where this is asked
  !!game.users?.some((u) => !u.isGM && actor.testUserPermission(u, "OWNER"));

/**
 * The record: the last "Roll d20s" a GM set or saw, by actor uuid. A world setting, because core lets only a user who
 * may modify settings (a GM's role unless the GM grants it) write one (an actor's data, its flags included, its
 * owner may write), and it outlives the session, so what changed while no GM was connected is found at the next GM's
 * ready.
 * Unreadable (never written yet): null.
 */
function readRecord(): Map<string, boolean> | null {
  const stored: unknown = game.settings.get(SYSTEM_ID, "d20Record");
  if (!stored || typeof stored !== "object") return null;
  return new Map(Object.entries(stored).filter((e): e is [string, boolean] => typeof e[1] === "boolean"));
}

/**
 * The active GM's client puts back a "Roll d20s" a player's console set past their own client's guard (core runs no
 * system code on the server, so the guards above run only where the player chose to run them), to what the record
 * says — never "the other value": two quick changes arrive one after the other, each read against the record. The
 * hooks' user id is the server's; the GM re-reads the actor. Registered at ready on the GM's client (hooks/ready.ts),
 * where it first checks every player-owned actor against the record (what changed while no GM was connected).
 */
export function guardD20s(): void {
  const stored = readRecord();
  // Kept here and written through: the setting's own value lags by the writes still on their way to the server.
  const record = stored ?? new Map<string, boolean>();
  // Stryker disable next-line OptionalChaining: on a GM's client, ready: the users and an active GM are there
  const acting = () => !!game.users?.activeGM?.isSelf;
  const save = () => void game.settings.set(SYSTEM_ID, "d20Record", Object.fromEntries(record));
  /** Records the value; whether that changed the record. */
  const keep = (actor: Guarded, value: boolean): boolean => {
    if (record.get(uuidOf(actor)) === value) return false;
    record.set(uuidOf(actor), value);
    return true;
  };
  // An unlinked token's actor with no value of its own reads its base actor's.
  // Stryker disable next-line OptionalChaining,StringLiteral: only a token's copy is unrecorded, and it has its base
  const expected = (actor: Guarded) => record.get(uuidOf(actor)) ?? record.get(actor.token?.baseActor?.uuid ?? "");
  // Stryker disable next-line StringLiteral: the offline warning names no user
  const putBack = (actor: Guarded, value: boolean | undefined, warning: string, user = "") => {
    // Stryker disable next-line ConditionalExpression: every actor is recorded at ready and at creation
    if (value === undefined || rollsD20s(actor) === value) return;
    void actor.update({ system: { rollD20s: value } }, PUT_BACK);
    // Stryker disable next-line OptionalChaining,StringLiteral: notifications exist at ready; an actor made has a name
    ui.notifications?.warn(warning, { format: { name: actor.name ?? "", user } });
  };
  // The GM's own change counts from the moment it is sent: a player's change the server takes meanwhile is put back to
  // it. A put-back sends what the record says when it leaves, a GM's change sent since included.
  Hooks.on("preUpdateActor", (actor, changes, options) => {
    const system = d20sIn(changes);
    if (!acting() || !system) return;
    if ("hbD20PutBack" in options) system.rollD20s = expected(actor) ?? system.rollD20s;
    else if (keep(actor, system.rollD20s === true)) save();
  });
  Hooks.on("updateActor", (actor, changed, _options, userId) => {
    // Stryker disable next-line OptionalChaining: the users are there at ready
    const user = game.users?.get(userId);
    if (!acting() || !user || !d20sIn(changed) || user.isSelf) return;
    if (!user.isGM) putBack(actor, expected(actor), "HB.D20.putBack", user.name);
    else if (keep(actor, rollsD20s(actor))) save(); // another GM's change, seen
  });
  Hooks.on("createActor", (actor, _options, userId) => {
    // Stryker disable next-line OptionalChaining: the users are there at ready
    const user = game.users?.get(userId);
    if (!acting() || !user) return;
    const value = user.isGM ? rollsD20s(actor) : playerDefault(actor);
    if (keep(actor, value)) save();
    putBack(actor, value, "HB.D20.putBack", user.name);
  });
  Hooks.on("deleteActor", (actor) => {
    if (acting() && record.delete(uuidOf(actor))) save();
  });
  if (!acting()) return;
  // Ready. A player-owned actor the record does not know was made while no GM was connected: a player's default. A
  // record never written starts from the actors as they are.
  let changed = false;
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: the actors are there at ready
  for (const actor of game.actors?.contents ?? []) {
    const owned = playerOwned(actor);
    const unrecorded = stored ? playerDefault(actor) : rollsD20s(actor);
    const value = owned ? (record.get(uuidOf(actor)) ?? unrecorded) : rollsD20s(actor);
    changed = keep(actor, value) || changed;
    // Stryker disable next-line ConditionalExpression: one no player owns keeps its own value (nothing to put back)
    if (owned) putBack(actor, value, "HB.D20.putBackOffline");
  }
  if (changed) save();
}
