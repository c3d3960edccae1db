/** Every kind of Endeavor, in the order the start form offers them (a leaf: the state's type names a kind by it, and
 *  the table, index.ts, has one entry for each). */
export const ENDEAVOR_KIND_IDS = ["monstrous", "racing", "rush", "stealth"] as const;
export type EndeavorKind = (typeof ENDEAVOR_KIND_IDS)[number];
