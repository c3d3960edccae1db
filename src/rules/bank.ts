// Banked boons and busts. Book: "Bank" — "set it aside instead of resolving its impacts on the narrative. Track the
// number of boons or busts you've banked, as well as which effects you banked them through".
export interface BankedEntry {
  kind: "boon" | "bust";
  /** The effect that banked them (an upgraded Ethic's key); its text says how they may be spent. */
  effect: string;
  count: number;
}

/** One more boon or bust banked through `effect`: counted with the same effect's entry, or a new entry. */
export function bankOne(banked: readonly BankedEntry[], kind: BankedEntry["kind"], effect: string): BankedEntry[] {
  const at = banked.findIndex((b) => b.kind === kind && b.effect === effect);
  if (at < 0) return [...banked, { kind, effect, count: 1 }];
  return banked.map((b, i) => (i === at ? { ...b, count: b.count + 1 } : { ...b }));
}

/** Spends one from the entry at `index`; an entry spent down to nothing is dropped. Null when there is none. */
export function spendBanked(banked: readonly BankedEntry[], index: number): BankedEntry[] | null {
  const entry = banked[index];
  if (!entry || entry.count < 1) return null;
  return entry.count === 1
    ? banked.filter((_, i) => i !== index).map((b) => ({ ...b }))
    : banked.map((b, i) => (i === index ? { ...b, count: b.count - 1 } : { ...b }));
}
