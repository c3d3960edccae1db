// Tokens as a table expects them. A character is one person whose sheet is the truth: its tokens are linked, so a
// Blessing spent, a Condition toggled on the token HUD, a `[[/hbcheck]]` roll or an Endeavor action through a token
// lands on the character. A Monstrosity is linked too: the book's Monstrosity in an Endeavor is one individual (one row
// on the track, its own SP, Blessings and Conditions), so a copy per token would split it; a GM who wants a herd of
// one stat block unlinks the prototype in core's token configuration.
// Core applies the world's Default Token Configuration in Actor#_preCreate and lets the creation data win; ours come
// after core's, so they must give way to both: to what the creation data names and to what the GM set in that
// configuration. Core keeps in the setting ("core.defaultToken") only what the GM changed from core's own token
// defaults, so a key there is a choice the GM made (a neutral disposition, links off) and ours fill only the rest.
// (Loaded with the first actor created; finding, linking and telling of unlinked tokens is in token-links.ts.)

/** The prototype token a new actor of this type gets, before what the creation data names explicitly. */
export function prototypeTokenDefaults(type: string): Record<string, unknown> | null {
  const { FRIENDLY, HOSTILE } = CONST.TOKEN_DISPOSITIONS;
  // The bars of a character and a Monstrosity are the system's: the pool's count and worth (system.json), values on
  // the token HUD (why no drawn bar: data/token-attributes.ts).
  if (type === "character") return { actorLink: true, disposition: FRIENDLY, sight: { enabled: true } };
  if (type === "monstrosity") return { actorLink: true, disposition: HOSTILE };
  // A party has none of those numbers: core's system defaults would name attributes it does not have.
  if (type === "party") return { bar1: { attribute: null }, bar2: { attribute: null } };
  return null;
}

/** `defaults` without what `explicit` sets (nested objects key by key): explicit creation data wins. */
export function withoutExplicit(defaults: Record<string, unknown>, explicit: unknown): Record<string, unknown> {
  // Stryker disable next-line ConditionalExpression: a prototype token's nested fields are objects, null or absent
  const given = explicit && typeof explicit === "object" ? (explicit as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(defaults)) {
    const mine = given[key];
    // A nested object left empty changes nothing when core merges it in.
    if (value && typeof value === "object" && !Array.isArray(value))
      out[key] = withoutExplicit(value as Record<string, unknown>, mine);
    else if (!(key in given)) out[key] = value;
  }
  return out;
}

/** What our type's defaults change on a new actor's prototype token after core's: nothing the GM's Default Token
 *  Configuration names, nothing `explicit` (the creation data's prototype token) names; null when nothing is left. */
export function prototypeTokenChanges(type: string, explicit: unknown): Record<string, unknown> | null {
  const defaults = prototypeTokenDefaults(type);
  if (!defaults) return null;
  const changes = withoutExplicit(withoutExplicit(defaults, game.settings.get("core", "defaultToken")), explicit);
  return Object.keys(changes).length ? changes : null;
}
