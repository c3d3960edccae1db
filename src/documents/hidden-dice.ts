// Hidden Stat Dice (Humanity, Endeavored, "Using d20s"): whether an actor's Stat Dice are thrown as d20s and read
// through the d20 Conversion table. Apart from actor.ts so it loads with the rolls that ask (the always-loaded bundle
// every player downloads stays small).
import type { AsteriskReading } from "../rules/ids";
import { SYSTEM_ID } from "../settings";

/** How the d20 Conversion table's asterisks read in this world (the world setting; its default if unreadable). */
export function asteriskReading(): AsteriskReading {
  const value = game.settings.get(SYSTEM_ID, "d20Asterisks");
  return value === "redo" ? "redo" : "table"; // the setting's first choice, the table's value, is its default
}

/** Whether the GM has this actor roll d20s ("Roll d20s", `system.rollD20s`). */
export function rollsD20s(actor: { system: unknown }): boolean {
  const system = actor.system;
  return !!system && typeof system === "object" && "rollD20s" in system && system.rollD20s === true;
}

/** How this actor's Stat Dice are read when it rolls d20s; null when it rolls its own dice. The roll, its odds and its
 *  card all ask here. */
export const hiddenDiceOf = (actor: { system: unknown }): { reading: AsteriskReading } | null => (rollsD20s(actor) ? { reading: asteriskReading() } : null);

/** A new actor's "Roll d20s": what a player's data says of it is not theirs to say (a true is dropped with a warning;
 *  the actor is created). A new Monstrosity rolls d20s when the world says so ("Hidden Stat Dice: new Monstrosities
 *  roll d20s"), unless a GM's data says otherwise (a duplicate, an import). Runs in the actor's _preCreate. */
export function newActorD20s(actor: { type: string; updateSource(changes: object): unknown }, data: { system?: unknown }, byGM: boolean): void {
  let given = data.system && typeof data.system === "object" && "rollD20s" in data.system ? data.system.rollD20s : undefined;
  if (!byGM && given !== undefined) {
    if (given === true) ui.notifications?.warn("HB.D20.gmOnly", { localize: true });
    given = undefined;
    actor.updateSource({ system: { rollD20s: false } });
  }
  if (actor.type === "monstrosity" && typeof given !== "boolean" && game.settings.get(SYSTEM_ID, "d20NewMonstrosities")) actor.updateSource({ system: { rollD20s: true } });
}

/** A player's change to "Roll d20s" is dropped with a warning; the rest of the update goes on. Runs in _preUpdate, on
 *  the client that asks for the update (core runs no system code on the server): what a player's own client sends. */
export function dropD20sChange(changed: { system?: unknown }): void {
  const system = changed.system;
  if (!system || typeof system !== "object" || !("rollD20s" in system)) return;
  delete system.rollD20s;
  ui.notifications?.warn("HB.D20.gmOnly", { localize: true });
}

/** What "Roll d20s" a new actor made by a player must read: off, or the world's default for a Monstrosity. */
const playerDefault = (actor: { type: string }): boolean => actor.type === "monstrosity" && game.settings.get(SYSTEM_ID, "d20NewMonstrosities") === true;

/**
 * The active GM's client puts back a "Roll d20s" a player's console set past their own client's guard (core runs no
 * system code on the server, so the guards above run only where the player chose to run them). The hooks' user id is
 * the server's; the GM re-reads the actor. Registered at ready on the GM's client (hooks/ready.ts).
 */
export function guardD20s(): void {
  const putBack = (actor: Actor.Implementation, userId: string, value: boolean) => {
    if (!game.users?.activeGM?.isSelf || game.users.get(userId)?.isGM !== false || rollsD20s(actor) === value) return;
    void actor.update({ system: { rollD20s: value } });
    ui.notifications?.warn("HB.D20.putBack", { format: { name: actor.name ?? "", user: game.users.get(userId)?.name ?? "" } });
  };
  Hooks.on("updateActor", (actor, changed, _options, userId) => {
    const system: unknown = changed.system;
    // A change the diff carries is a flip: the value before it is the other one.
    if (system && typeof system === "object" && "rollD20s" in system) putBack(actor, userId, system.rollD20s !== true);
  });
  Hooks.on("createActor", (actor, _options, userId) => putBack(actor, userId, playerDefault(actor)));
}
