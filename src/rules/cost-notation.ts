// The book's Blessing cost notation (①…⑥, ① × 4, ⊜⊜), read and written. Apart from blessings.ts (which re-exports
// it) as a leaf the always-loaded bundle may take: see ids.ts. (The Specialization data model does not validate
// recharge costs with it: an unreadable stored cost is kept as written, see rules/specializations.ts rechargeReadable.)
import { refuse } from "./errors";

/** A cost: Blessings each worth at least a value (①…⑥), and groups of Blessings of the same worth (⊜⊜). */
export interface BlessingCost {
  atLeast: number[];
  same: number[];
}

const CIRCLED = "①②③④⑤⑥";

/**
 * How much one cost may name. Not the book's (its costs name at most three Blessings): a bound on what a request may
 * ask the GM's client to price. Paying same-worth groups packs groups into the pool's six worths, and that work grows
 * with the product of the counts of each group size: groups all of one size (⊜⊜×49) cost little, groups of mixed
 * sizes are held to `mixedGroups` Blessings. Within these bounds the worst shape prices in about a millisecond
 * (bench: "payCost, worst shape"), so a player's cost can never freeze the GM's client.
 */
export const COST_LIMITS = { blessings: 99, mixedGroups: 20 } as const;

/** Refuses a cost beyond COST_LIMITS, with a message that says which limit. */
export function assertCostSize(cost: BlessingCost): void {
  const inGroups = cost.same.reduce((a, b) => a + b, 0);
  const mixed = new Set(cost.same).size > 1;
  if (inGroups + cost.atLeast.length > COST_LIMITS.blessings || (mixed && inGroups > COST_LIMITS.mixedGroups)) {
    refuse(
      "cost-too-large",
      `A cost may name at most ${COST_LIMITS.blessings} Blessings, and at most ${COST_LIMITS.mixedGroups} in ` +
        "same-worth groups of different sizes.",
      { blessings: COST_LIMITS.blessings, mixedGroups: COST_LIMITS.mixedGroups },
    );
  }
}

/**
 * Parses the book's notation — "③", "①①①", "① × 4", "①x4", "⊜⊜", "⊜⊜ ⊜⊜" (two pairs, each of one worth) — and
 * plain-text aliases: "1,1,1", "2x2" (two of worth ≥2), "same2" (two of the same worth), "same2x2". A run of ⊜ is one
 * group; whitespace, commas or "+" separate groups. Bad notation throws a RulesError naming the bad part; a cost
 * beyond COST_LIMITS throws "cost-too-large".
 */
export function parseCost(notation: string): BlessingCost {
  const cost: BlessingCost = { atLeast: [], same: [] };
  if (!notation.trim()) refuse("cost-notation", "A cost cannot be empty.", { part: "" });
  // "① × 4" → "①×4": a multiplier belongs to what precedes it.
  // Empty tokens (leading, trailing or doubled separators) read as nothing below.
  const tokens = notation.replace(/\s*[×xX*]\s*(?=\d)/g, "×").split(/[\s,+]/);
  const times = (m: string | undefined, part: string): number => {
    const n = m === undefined ? 1 : Number(m);
    if (!Number.isInteger(n) || n < 1 || n > 99)
      refuse("cost-notation", `"${part}" repeats a Blessing ${m} times.`, { part });
    return n;
  };
  for (const token of tokens) {
    let rest = token;
    while (rest.length) {
      let m: RegExpMatchArray | null;
      if ((m = rest.match(/^(⊜+)(?:×(\d+))?/))) {
        if (m[1]!.length < 2) refuse("cost-notation", `"⊜" needs a partner: write "⊜⊜".`, { part: m[0] });
        for (let i = times(m[2], m[0]); i > 0; i--) cost.same.push(m[1]!.length);
      } else if ((m = rest.match(/^same(\d+)(?:×(\d+))?/i))) {
        if (Number(m[1]) < 2)
          refuse("cost-notation", `"${m[0]}": a same-worth group has two or more Blessings.`, { part: m[0] });
        for (let i = times(m[2], m[0]); i > 0; i--) cost.same.push(Number(m[1]));
      } else if ((m = rest.match(/^([①-⑥])(?:×(\d+))?/))) {
        const worth = CIRCLED.indexOf(m[1]!) + 1;
        for (let i = times(m[2], m[0]); i > 0; i--) cost.atLeast.push(worth);
      } else if ((m = rest.match(/^([1-6])(?:×(\d+))?(?!\d)/))) {
        for (let i = times(m[2], m[0]); i > 0; i--) cost.atLeast.push(Number(m[1]));
      } else {
        refuse("cost-notation", `"${rest}" is not Blessing notation (use ①–⑥, × n, ⊜⊜).`, { part: rest });
      }
      rest = rest.slice(m[0].length);
      // Checked as it grows, so "①×99" repeated a hundred times is refused before it is built.
      assertCostSize(cost);
    }
  }
  return cost;
}

/** Can the rules read this recharge cost? Blank is "no recharge". A stored cost the notation cannot read (a hand-edited
 *  or older document) is kept as written for the GM to correct: using the Specialization still spends it, and paying
 *  it is refused until it reads (specializations.ts) — never free. Here, a leaf, so the ready hook can ask cheaply. */
export function rechargeReadable(recharge: string): boolean {
  if (!recharge.trim()) return true;
  try {
    parseCost(recharge);
    return true;
  } catch {
    return false;
  }
}

/** The book's notation for a cost: "①①①", "③", "⊜⊜"; four or more of one worth as "① × 4"; groups space-separated. */
export function formatCost(cost: BlessingCost): string {
  const parts: string[] = [];
  const counts = new Map<number, number>();
  for (const w of [...cost.atLeast].sort((a, b) => b - a)) counts.set(w, (counts.get(w) ?? 0) + 1);
  for (const [worth, n] of counts) parts.push(n >= 4 ? `${CIRCLED[worth - 1]} × ${n}` : CIRCLED[worth - 1]!.repeat(n));
  for (const n of cost.same) parts.push("⊜".repeat(n));
  return parts.join(" ");
}
