// The H's of Humanity, optional Stats, balanced groups and Sparking. Book: "Stats", "Optional Stats",
// "Stat Dice" (balanced, unconventional, History), "Spark Rolls", Conditions Taxed/Surprised.
import { SPARK_COST, payCost } from "./blessings";
import { refuse, RulesError } from "./errors";
import { CORE_STATS, OPTIONAL_STATS, OPTIONAL_STAT_IDS, type CoreStat, type OptionalStat } from "./ids";
import { balancedGroups } from "./stat-dice";
import { DEFAULT_EDITION, edition as editionOf, type EditionId } from "./editions";
export { CORE_STATS, OPTIONAL_STATS, OPTIONAL_STAT_IDS, type CoreStat, type OptionalStat, balancedGroups };

/** Stats usable for a Check normally made with `stat`: itself and any balanced with it (unconventional Stats). */
export function statChoices(
  dice: Readonly<Record<string, number>>,
  stat: string,
  options: { surprised?: boolean } = {},
): string[] {
  // Own keys only: "toString" is not a Stat.
  const size = Object.hasOwn(dice, stat) ? dice[stat] : undefined;
  if (size === undefined) refuse("unknown-stat", `There is no Stat "${stat}".`, { stat });
  // Surprised: "Your rolls cannot … use an unconventional Stat."
  // Hardy: "Any player may choose to use the Hardy Stat Die instead of one of their other Stat Dice for any roll."
  const shared = sharedStats(dice).filter((s) => s !== stat);
  if (options.surprised) return [stat, ...shared];
  // Haunted is never chosen (rollableStats), not even as an unconventional Stat balanced with this one.
  return [...rollableStats(dice).filter((s) => s === stat || (dice[s] === size && !shared.includes(s))), ...shared];
}

/**
 * Checks that `stat` may stand in for a Check normally made with `base`: itself, a balanced Stat (unconventional —
 * not while Surprised), or History when the table finds it "related enough" (`history`, default allowed: the
 * table's call, so the GM can pass false). Throws a RulesError otherwise.
 */
export function assertStatChoice(
  dice: Readonly<Record<string, number>>,
  base: string,
  stat: string,
  options: { surprised?: boolean; history?: boolean } = {},
): void {
  if (!Object.hasOwn(dice, stat)) refuse("unknown-stat", `There is no Stat "${stat}".`, { stat });
  assertChosenStat(dice, stat);
  if (stat === base) return;
  if (stat === "history" && options.history !== false) return;
  if (sharedStats(dice).includes(stat)) return;
  if (!Object.hasOwn(dice, base)) refuse("unknown-stat", `There is no Stat "${base}".`, { stat: base });
  if (dice[stat] !== dice[base]) refuse("stat-not-balanced", `${stat} is not balanced with ${base}.`, { stat, base });
  if (options.surprised)
    refuse("unconventional-surprised", `Surprised: ${stat} cannot stand in for ${base}.`, { stat, base });
}

export interface SparkRequest {
  dice: Readonly<Record<string, number>>;
  stats: readonly string[];
  pool: readonly number[];
  conditions?: readonly string[];
  /** Endeavors: spent Stats cannot Spark. */
  spent?: readonly string[];
  cursed?: boolean;
  /** Ascendant Specialization: three balanced Stats, each d8 or larger, non-violent, double the cost. */
  ascendant?: boolean;
  violent?: boolean;
}

/** ⊜⊜, or twice that for Ascendant ("pay double the Blessing cost as usual": two pairs, each of one worth). */
export const sparkCost = (ascendant = false) => (ascendant ? ASCENDANT_SPARK_COST : SPARK_COST);
const ASCENDANT_SPARK_COST = { atLeast: [], same: [2, 2] };

/** Throws a RulesError unless these Stats may Spark together now (the pool is not looked at). */
export function assertSparkable(req: Omit<SparkRequest, "pool" | "cursed">): void {
  const want = req.ascendant ? 3 : 2;
  if (req.stats.length !== want) {
    refuse(
      req.stats.length === 2 || req.stats.length === 3 ? "spark-count" : "spark-unbalanced",
      `A Spark combines exactly ${want} balanced Stats.`,
      { count: req.stats.length, want },
    );
  }
  if (new Set(req.stats).size !== req.stats.length)
    refuse("spark-same-stat", "A Spark needs different Stats.", { stat: req.stats.join(",") });
  for (const s of req.stats)
    if (!Object.hasOwn(req.dice, s)) refuse("unknown-stat", `There is no Stat "${s}".`, { stat: s });
  const size = req.dice[req.stats[0]!]!;
  const odd = req.stats.find((s) => req.dice[s] !== size);
  if (odd) refuse("spark-unbalanced", `${req.stats[0]} and ${odd} are not balanced.`, { a: req.stats[0]!, b: odd });
  if (req.conditions?.includes("taxed")) refuse("spark-taxed", "Taxed characters cannot Spark.");
  if (req.conditions?.includes("surprised")) refuse("spark-surprised", "Surprised characters cannot Spark.");
  for (const s of req.stats)
    if (req.spent?.includes(s)) refuse("spark-spent", `${s} is spent and cannot Spark.`, { stat: s });
  if (req.ascendant && size < 8)
    refuse("spark-ascendant-size", "An Ascendant Spark needs Stats of d8 or larger.", { size });
  if (req.ascendant && req.violent) refuse("spark-ascendant-violent", "An Ascendant Spark must be non-violent.");
}

/** May these Stats Spark together now? The same rule as assertSparkable, as a yes or no (for choices offered). */
export function sparkAllowed(req: Omit<SparkRequest, "pool" | "cursed">): boolean {
  try {
    assertSparkable(req);
    return true;
  } catch (err) {
    if (err instanceof RulesError) return false;
    throw err;
  }
}

/**
 * Checks a Spark is legal and says which Blessings pay ⊜⊜ (the least valuable pair). Throws a RulesError for
 * unbalanced Stats, Taxed/Surprised, spent Stats or a pool that cannot pay.
 */
export function sparkPayment(req: SparkRequest): { paid: number[]; remaining: number[] } {
  assertSparkable(req);
  const cost = sparkCost(req.ascendant);
  const payment = payCost(req.pool, cost, { cursed: req.cursed });
  if (!payment)
    refuse("cannot-pay", `The pool cannot pay ${req.ascendant ? "⊜⊜ ⊜⊜" : "⊜⊜"}.`, {
      cost: req.ascendant ? "⊜⊜ ⊜⊜" : "⊜⊜",
    });
  return payment;
}

/** Can any pair of these Stats Spark right now? (The sheet's hint; sparkPayment is the real check.) */
export function canSpark(
  pool: readonly number[],
  options: { conditions?: readonly string[]; cursed?: boolean; ascendant?: boolean } = {},
): boolean {
  if (options.conditions?.some((c) => c === "taxed" || c === "surprised")) return false;
  return payCost(pool, sparkCost(options.ascendant), { cursed: options.cursed }) !== null;
}

/**
 * Stats a player may choose to roll: every Stat they have but Haunted — "Players do not choose to use this Stat"
 * (both books): the table rolls it after the roll and subtracts it (hauntedPenalty).
 */
export function rollableStats(dice: Readonly<Record<string, number>>): string[] {
  return Object.keys(dice).filter((id) => OPTIONAL_STATS.find((o) => o.id === id)?.playerRolls !== false);
}

/**
 * Host: "When you would perform a Check while using this Stat, you may perform the action as though you are apt in it"
 * (v0.0.21.10); v0.0.18: "When you would fail a Check while using this Stat, receive +2 in aid" — each book's own
 * Aptitude effect, so both offer it as the Aptitude of a Check that uses Host (alone or in a Spark).
 */
export function statGivesAptitude(stats: readonly string[], edition: EditionId = DEFAULT_EDITION): boolean {
  return stats.includes("host") && editionOf(edition).hostActsAsAptitude;
}

/** Haunted: "Players do not choose to use this Stat" — a Check (or a Spark) with it is refused. */
export function assertChosenStat(dice: Readonly<Record<string, number>>, stat: string): void {
  if (Object.hasOwn(dice, stat) && !rollableStats(dice).includes(stat))
    refuse("stat-not-chosen", `Players do not choose to use ${stat}.`, { stat });
}

/** The table's shared Stat (Hardy) when the dice hold it: it may stand in for any Stat. */
export function sharedStats(dice: Readonly<Record<string, number>>): string[] {
  return OPTIONAL_STATS.filter((o) => o.shared && Object.hasOwn(dice, o.id)).map((o) => o.id);
}
