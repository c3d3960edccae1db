// Token bars: what core offers for a token's bars and HUD values, per actor type (CONFIG.Actor.trackableAttributes;
// core's token configuration asks by the actor's type when its system is a data model). Curated: left to itself core
// would list every number in the schema (a Stat Die's size, schemaVersion, Specialization Upgrades waiting). None of
// ours has a maximum, so each is a value (shown and edited on the token HUD), not a drawn bar.

/** The pool's count and total worth: derived (read-only), changed only through the pool. */
export const POOL_ATTRIBUTES = ["blessingCount", "blessingWorth"] as const;

export const TRACKABLE_ATTRIBUTES: Record<"character" | "monstrosity", { bar: string[]; value: string[] }> = {
  character: { bar: [], value: [...POOL_ATTRIBUTES] },
  // SP: the Monstrosity's Starting Position (a stored number the GM may set from the HUD).
  monstrosity: { bar: [], value: ["sp.start", ...POOL_ATTRIBUTES] },
};

/** What a Blessings pool shows on a token. */
export function poolTotals(pool: readonly number[]): { blessingCount: number; blessingWorth: number } {
  return { blessingCount: pool.length, blessingWorth: pool.reduce((sum, worth) => sum + worth, 0) };
}
