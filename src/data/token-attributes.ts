// Token bars: what core offers for a token's bars and HUD values, per actor type (CONFIG.Actor.trackableAttributes;
// core's token configuration asks by the actor's type when its system is a data model, and falls back to every type's
// when a type is missing, so each type is listed, a party with nothing). Curated: left to itself core would list every
// number in the schema (a Stat Die's size, schemaVersion, Specialization Upgrades waiting).
//
// Why no bar: core draws a bar only for an attribute with a value and a max (Token#drawBars, TokenDocument#
// getBarAttribute type "bar"); a plain number assigned to bar 1 or 2 is shown and edited on the token HUD, and nothing
// is drawn on the token. In the book nothing an actor carries has a maximum a bar could measure against:
// - the pool of Blessings has no cap (gained for play, bumping on 1s); a Blessing's worth tops out at 6 but the pool's
//   total does not;
// - a Monstrosity's SP is where it *starts* on the track and how hard it is to remove, not where it stands: it moves
//   above its SP as well as below, and its position is the Endeavor's (the combatant's), shown on the track board and
//   the tracker, not the actor's, so a bar of it would be stale between Endeavors and wrong in several at once;
// - Hardy is the table's one die, not an actor's; Wounds and buttons are on the track.
// So the bars stay values: the pool's count and worth on every character's and Monstrosity's token HUD (system.json's
// primary and secondary token attributes), the Monstrosity's SP offered for a GM who wants it at hand.

/** The pool's count and total worth: derived (read-only), changed only through the pool. */
export const POOL_ATTRIBUTES = ["blessingCount", "blessingWorth"] as const;

/** What each actor type offers, built anew for each caller (core's list is filled from it at init). */
export function trackableAttributes(): Record<
  "character" | "monstrosity" | "party",
  { bar: string[]; value: string[] }
> {
  return {
    character: { bar: [], value: [...POOL_ATTRIBUTES] },
    // SP: the Monstrosity's Starting Position (a stored number the GM may set from the HUD); offered, not a default.
    monstrosity: { bar: [], value: ["sp.start", ...POOL_ATTRIBUTES] },
    // A party holds its members, no numbers of its own (their Blessings are on their tokens).
    party: { bar: [], value: [] },
  };
}

/** What a Blessings pool shows on a token. */
export function poolTotals(pool: readonly number[]): { blessingCount: number; blessingWorth: number } {
  return { blessingCount: pool.length, blessingWorth: pool.reduce((sum, worth) => sum + worth, 0) };
}
