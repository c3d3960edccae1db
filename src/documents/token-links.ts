// Unlinked character tokens: found and linked for the migration's offer, and the GM told where one is used anyway.
// Loaded on demand (the token HUD, the tracker, Call for a Check, the ready hook); the defaults a new actor's
// prototype token gets are in token-defaults.ts.

/** What an actor (by its type) needs of a linked token: characters must be linked (the migration offers it). */
export function mustBeLinked(type: string): boolean {
  return type === "character";
}

interface ActorLike {
  id: string | null;
  type: string;
  name: string;
  isToken: boolean;
  token: { actorLink: boolean } | null;
}

/** Characters told about this load (by the world actor's id). */
const told = new Set<string>();

/**
 * Where an unlinked character token is used anyway (the tracker, Call for a Check, the token HUD), the GM is told,
 * once per character per load: what happens there lands on the token's copy, which the character's sheet never shows.
 * Returns whether it told.
 */
export function tellIfUnlinked(actor: ActorLike | null | undefined): boolean {
  // A world actor has no token: only a token's own copy (an unlinked token's) is told.
  if (!actor || !game.user!.isGM || !mustBeLinked(actor.type) || actor.token?.actorLink !== false) return false;
  // Stryker disable next-line StringLiteral: a token's actor has its world actor's id
  const key = actor.id ?? "";
  if (told.has(key)) return false;
  told.add(key);
  ui.notifications!.warn(game.i18n!.format("HB.Token.unlinkedUsed", { name: actor.name }));
  return true;
}

/** Test handle: forget who was told (a new load). */
export function forgetTold(): void {
  told.clear();
}

/** The world's characters whose prototype token is unlinked, and the placed tokens of characters that are unlinked. */
export function unlinkedCharacterTokens() {
  const characters = game.actors!.contents.filter((a) => mustBeLinked(a.type));
  const ids = new Set(characters.map((a) => a.id));
  const scenes = game.scenes!.contents;
  const tokens = scenes
    .flatMap((scene) => scene.tokens.contents)
    .filter((t) => !t.actorLink && !!t.actorId && ids.has(t.actorId));
  return { actors: characters.filter((a) => !a.prototypeToken.actorLink), tokens };
}

/** Links them all: each prototype token, then each placed token scene by scene (linking drops the token's copy). */
export async function linkCharacterTokens(found: ReturnType<typeof unlinkedCharacterTokens>): Promise<void> {
  for (const actor of found.actors) await actor.update({ prototypeToken: { actorLink: true } });
  const byScene = new Map<Scene.Implementation, string[]>();
  for (const token of found.tokens) {
    // A placed token is in its scene, and has its id.
    const scene = token.parent!;
    byScene.set(scene, [...(byScene.get(scene) ?? []), token.id!]);
  }
  for (const [scene, ids] of byScene)
    await scene.updateEmbeddedDocuments(
      "Token",
      ids.map((_id) => ({ _id, actorLink: true })),
    );
}
