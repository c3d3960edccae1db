// The names the rest of the rules refer to — editions, difficulties, Conditions, die sizes, Stats, starting
// Outlooks — kept apart from the rules about them. Data models, settings and CONFIG need these at init; every player
// downloads the always-loaded bundle at each world load, so it takes this file and the few leaf rules beside it
// (stat-dice.ts, cost-notation.ts, lifestyles.ts, session-flags.ts) while the rest loads on demand. Each name is
// re-exported by the module that states its rules (editions.ts, check.ts, conditions.ts, dice.ts, stats.ts,
// outlooks.ts, specializations.ts): importers and the public rules API see no difference.

export const EDITION_IDS = ["v0.0.21.10", "v0.0.18"] as const;
export type EditionId = (typeof EDITION_IDS)[number];
export const DEFAULT_EDITION: EditionId = "v0.0.21.10";

export const DIFFICULTIES = ["easy", "normal", "hard", "complex"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const CONDITION_IDS = [
  "ache",
  "cursed",
  "disarmed",
  "famous",
  "taxed",
  "surprised",
  "uncool",
  "vexed",
  "vulnerable",
] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];
/**
 * The Condition that lets a watcher make you fail, by edition: v0.0.21.10 has Vexed, v0.0.18 Vulnerable ("When
 * another character sees you perform a Check with the affected Stat, they may have you automatically fail"); neither
 * book has the other. Here, not only in editions.ts, because the token HUD's Conditions are set at init.
 */
export const WATCHED_CONDITIONS: Readonly<Record<EditionId, "vexed" | "vulnerable">> = {
  "v0.0.21.10": "vexed",
  "v0.0.18": "vulnerable",
};
const WATCHED: readonly string[] = Object.values(WATCHED_CONDITIONS);
/** The Conditions an edition has: every Condition but the other edition's watched one. */
export const conditionIdsOf = (edition: EditionId): ConditionId[] =>
  CONDITION_IDS.filter(
    (c) => !WATCHED.includes(c) || c === (WATCHED_CONDITIONS[edition] ?? WATCHED_CONDITIONS[DEFAULT_EDITION]),
  );

export type DieSize = 2 | 4 | 6 | 8 | 10;
export const DIE_SIZES: readonly DieSize[] = [2, 4, 6, 8, 10];

/** Hidden Stat Dice (Humanity, Endeavored, "Using d20s"): what the table's asterisked cells ("* Or redo the roll")
 *  do — read the table's value (the default), or throw that d20 again. A world setting, hence here (dice.ts, Hidden
 *  Stat Dice). */
export const ASTERISK_READINGS = ["table", "redo"] as const;
export type AsteriskReading = (typeof ASTERISK_READINGS)[number];

/** A guard, not a rule: 1000 throws in a row of d2s has probability 2^-1000. */
export const MAX_THROWS = 1000;

export const CORE_STATS = ["head", "hand", "heart", "home", "hurt", "hurry", "history"] as const;
export type CoreStat = (typeof CORE_STATS)[number];

/** One optional Stat a table may add, with the special rules the book gives some of them. */
export interface OptionalStat {
  id: string;
  /** Sizes the die may take (Hardship: only a d4). */
  sizes: readonly DieSize[];
  /** Starting die (Haunted d10; Hardy and Haze d2). */
  start: DieSize;
  /** Upgraded in the Session Shop like any Stat? (Haunted goes down instead; Hardy and Haze change by events.) */
  shop: "up" | "down" | "none";
  /** Hardy is shared by the whole table. */
  shared?: boolean;
  /** Haunted is rolled by the table and subtracted; players never choose it. */
  playerRolls?: boolean;
}

export const OPTIONAL_STATS: readonly OptionalStat[] = [
  { id: "hex", sizes: DIE_SIZES, start: 4, shop: "up" },
  { id: "ham", sizes: DIE_SIZES, start: 4, shop: "up" },
  { id: "hunch", sizes: DIE_SIZES, start: 4, shop: "up" },
  { id: "hardware", sizes: DIE_SIZES, start: 4, shop: "up" },
  { id: "hologram", sizes: DIE_SIZES, start: 4, shop: "up" },
  { id: "hireling", sizes: DIE_SIZES, start: 4, shop: "up" },
  { id: "hollyJolly", sizes: DIE_SIZES, start: 4, shop: "up" },
  { id: "headline", sizes: DIE_SIZES, start: 4, shop: "up" },
  { id: "host", sizes: DIE_SIZES, start: 4, shop: "up" },
  { id: "hardship", sizes: [4], start: 4, shop: "none" },
  { id: "haunted", sizes: DIE_SIZES, start: 10, shop: "down", playerRolls: false },
  { id: "hardy", sizes: DIE_SIZES, start: 2, shop: "none", shared: true },
  { id: "haze", sizes: DIE_SIZES, start: 2, shop: "none" },
];
export const OPTIONAL_STAT_IDS = OPTIONAL_STATS.map((s) => s.id);

/** The engine names Stats as the book prints them ("Hurt"); actors and lang keys by id ("hurt"). */
export const engineStat = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);
// Asked for every Stat of every Check (the Endeavor engine names Stats "Head", the rest "head"): the few names seen
// are kept, so a round of 50 Checks makes no new strings for them.
const STAT_ID_CACHE = new Map<string, string>();
export function statId(name: string): string {
  let id = STAT_ID_CACHE.get(name);
  if (id === undefined) {
    id = name.charAt(0).toLowerCase() + name.slice(1);
    if (STAT_ID_CACHE.size < 64) STAT_ID_CACHE.set(name, id);
  }
  return id;
}

/** Every Stat the game has, core and optional, by id. */
export const STAT_IDS: ReadonlySet<string> = new Set<string>([...CORE_STATS, ...OPTIONAL_STAT_IDS]);

export const STARTING_LIFESTYLES = ["carefree", "eager", "wisened"] as const;
export const STARTING_ETHICS = ["viceVirtue", "fateKnowledge", "cunningCapability"] as const;
export type StartingLifestyle = (typeof STARTING_LIFESTYLES)[number];
export type StartingEthic = (typeof STARTING_ETHICS)[number];

/** A Specialization's name as the book prints it: "Zealous (v0.0.18)" → "Zealous" (packs mark edition-only ones). */
export const specializationBase = (name: string): string => name.replace(/\s*\(.*\)\s*$/, "").trim();
