// Actors found by uuid, typed as what they are (on demand: only relay handlers and card code need it).
import type { HumanityActor } from "./actor";

// fvtt-types checks a uuid's text against the document names when it is a literal; one read at run time is a string.
const resolve = fromUuidSync as (uuid: string) => unknown;

/** The actor a uuid names as this client resolves it; null for anything else (another document, a compendium
 *  index entry, nothing). */
export function actorAt(uuid: string | null | undefined): HumanityActor | null {
  const doc = uuid ? resolve(uuid) : null;
  return doc instanceof CONFIG.Actor.documentClass ? doc : null;
}

/** The world's actors (fvtt-types types game.actors' documents as core's Actor, not the configured class). */
export function worldActors(): HumanityActor[] {
  // Stryker disable next-line ArrayDeclaration: core's collection holds only the configured class
  return game.actors!.contents.flatMap((a) => (a instanceof CONFIG.Actor.documentClass ? [a] : []));
}

/** A world actor by id, or null. */
export function worldActor(id: string): HumanityActor | null {
  const actor = game.actors!.get(id);
  return actor instanceof CONFIG.Actor.documentClass ? actor : null;
}
