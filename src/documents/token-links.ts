// Tokens as a table expects them. A character is one person whose sheet is the truth: its tokens are linked, so a
// Blessing spent, a Condition toggled on the token HUD, a `[[/hbcheck]]` roll or an Endeavor action through a token
// lands on the character. A Monstrosity is linked too: the book's Monstrosity in an Endeavor is one individual (one row
// on the track, its own SP, Blessings and Conditions), so a copy per token would split it; a GM who wants a herd of
// one stat block unlinks the prototype in core's token configuration.
// Core applies the world's default token settings in Actor#_preCreate and lets the creation data win; ours come after
// core's and, likewise, give way to what the creation data names.

/** The prototype token a new actor of this type gets, before what the creation data names explicitly. */
export function prototypeTokenDefaults(type: string): Record<string, unknown> | null {
  const { FRIENDLY, HOSTILE } = CONST.TOKEN_DISPOSITIONS;
  if (type === "character") return { actorLink: true, disposition: FRIENDLY, sight: { enabled: true } };
  // The bars: a character's are the system's (its pool's count and worth, system.json); a Monstrosity's SP first.
  if (type === "monstrosity") return { actorLink: true, disposition: HOSTILE, bar1: { attribute: "sp.start" }, bar2: { attribute: "blessingCount" } };
  return null;
}

/** `defaults` without what `explicit` sets (nested objects key by key): explicit creation data wins. */
export function withoutExplicit(defaults: Record<string, unknown>, explicit: unknown): Record<string, unknown> {
  const given = explicit && typeof explicit === "object" ? (explicit as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(defaults)) {
    const mine = given[key];
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const inner = withoutExplicit(value as Record<string, unknown>, mine);
      if (Object.keys(inner).length) out[key] = inner;
    } else if (!(key in given)) out[key] = value;
  }
  return out;
}

/** What an actor (by its type) needs of a linked token: characters must be linked (the migration offers it). */
export const mustBeLinked = (type: string): boolean => type === "character";

interface TokenLike { actorLink: boolean; actorId: string | null; id: string | null; parent: unknown }
interface ActorLike { id: string | null; type: string; name: string | null; isToken: boolean; token: { actorLink: boolean } | null }

/** Characters told about this load (by the world actor's id). */
const told = new Set<string>();

/**
 * Where an unlinked character token is used anyway (the tracker, Call for a Check, the token HUD), the GM is told,
 * once per character per load: what happens there lands on the token's copy, which the character's sheet never shows.
 * Returns whether it told.
 */
export function tellIfUnlinked(actor: ActorLike | null | undefined): boolean {
  if (!actor || !game.user?.isGM || !mustBeLinked(actor.type) || !actor.isToken || actor.token?.actorLink !== false) return false;
  const key = actor.id ?? "";
  if (told.has(key)) return false;
  told.add(key);
  ui.notifications?.warn(game.i18n!.format("HB.Token.unlinkedUsed", { name: actor.name ?? "" }));
  return true;
}

/** Test handle: forget who was told (a new load). */
export const forgetTold = (): void => told.clear();

/** The world's characters whose prototype token is unlinked, and the placed tokens of characters that are unlinked. */
export function unlinkedCharacterTokens() {
  const characters = (game.actors?.contents ?? []).filter((a) => mustBeLinked(a.type));
  const ids = new Set(characters.map((a) => a.id));
  const tokens = (game.scenes?.contents ?? []).flatMap((scene) => scene.tokens.contents as unknown as TokenLike[])
    .filter((t) => !t.actorLink && t.actorId !== null && ids.has(t.actorId));
  return { actors: characters.filter((a) => !a.prototypeToken.actorLink), tokens };
}

/** Links them all: each prototype token, then each placed token scene by scene (linking drops the token's copy). */
export async function linkCharacterTokens(found: ReturnType<typeof unlinkedCharacterTokens>): Promise<void> {
  for (const actor of found.actors) await actor.update({ prototypeToken: { actorLink: true } });
  const byScene = new Map<Scene.Implementation, string[]>();
  for (const token of found.tokens) {
    const scene = token.parent as Scene.Implementation;
    byScene.set(scene, [...(byScene.get(scene) ?? []), token.id ?? ""]);
  }
  for (const [scene, ids] of byScene) await scene.updateEmbeddedDocuments("Token", ids.map((_id) => ({ _id, actorLink: true })));
}
