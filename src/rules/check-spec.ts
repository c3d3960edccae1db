// One description of a Check before it is rolled, for a roll dialog: which dice each roll throws, whether they
// may bump, the modifiers, ease/aid, Ignite/Overcharge and Help. The same object feeds outcomeOdds (live odds) and,
// with the rolled totals, resolveCheck — so the odds shown and the result given cannot disagree.
import { assertAttackStats } from "./attacks";
import { resolveCheck, type CheckInput, type CheckResult, type Difficulty, type HelpEntry } from "./check";
import { CONDITIONS, conditionEffects, type ConditionId } from "./conditions";
import { assertDieSize, type DieSize } from "./dice";
import { edition as editionOf, type EditionId } from "./editions";
import type { OddsSpec } from "./odds";
import { ignitedStats } from "./outlooks";
import { hauntedModifiers } from "./haunted";
import { assertChosenStat, assertSparkable, assertStatChoice } from "./stats";

export interface CheckRequest {
  edition?: EditionId;
  /** The roller's Stat Dice by Stat id. */
  dice: Readonly<Record<string, number>>;
  /** The Stat rolled, and the Stat normally associated with the action (defaults to `stat`). */
  stat: string;
  base?: string;
  /** The Stat Sparked with `stat` (and a third for Ascendant), or none. */
  partners?: readonly string[];
  ascendant?: boolean;
  /** Which roll of a Hard/Complex Check is Sparked ("you choose which roll to Spark"); default the first. */
  sparkRoll?: number;
  difficulty?: Difficulty;
  /** Rolls of a Complex Check ("several", at table discretion); default 3. */
  complexRolls?: number;
  /** Rolls of a Hard Check raised past Hard (rankDifficulty: one more per rank); default 2. */
  hardRolls?: number;
  conditions?: readonly string[];
  /** The Stats an Ache affects (default: every Stat). */
  achingStats?: readonly string[];
  alone?: boolean;
  attackOnLessFamous?: boolean;
  /** An Attack, as the Attacker chose it: "violent" uses Hurt or a Stat balanced with it (Disarmed applies),
   *  "non-violent" any Stat besides Hurt. */
  attack?: "violent" | "non-violent" | null;
  /** The Attack's Stat rolled was checked by the caller's own rules (an Endeavor action's Stat: its kinds table); only
   *  its Spark partners are checked here. */
  attackStatChecked?: boolean;
  aptitude?: boolean;
  exceptional?: boolean;
  /** The roller's Lifestyle, for Ignite (v0.0.21.10) / Overcharge (v0.0.18). */
  lifestyle?: string;
  help?: readonly HelpEntry[];
  /** Table-discretion modifiers: Haunted's subtraction, Mischievous −3, … */
  modifiers?: readonly { source: string; value: number }[];
  /** Ambidextrous (v0.0.18): two aid sources at once. */
  ambidextrous?: boolean;
  /** Spent Stats (Endeavors) cannot Spark. */
  spent?: readonly string[];
  /** History may stand in ("related enough"): the table's call; false forbids it. */
  history?: boolean;
  /** Another character's Mischievous: −3 to the result (check-reactions.ts). */
  mischievous?: boolean;
  /** Defenders who used Resolved against this Attack: one fewer boon and one more bust each, on a success. */
  resolved?: number;
}

export interface CheckSpec extends OddsSpec {
  edition: EditionId;
  difficulty: Difficulty;
  stat: string;
  partners: string[];
  rolls: DieSize[][];
  canBump: boolean;
  modifiers: { source: string; value: number }[];
  spark: number | null;
  boosted: boolean;
  help: HelpEntry[];
  violent: boolean;
  disarmed: boolean;
  cursed: boolean;
  mischievous: boolean;
  resolved: number;
}

/** Builds the spec of a Check, or throws the RulesError that forbids it (unbalanced Stat, Spark while Taxed, …). */
export function buildCheckSpec(req: CheckRequest): CheckSpec {
  const edition = editionOf(req.edition).id; // edition() reads undefined as the default
  // Stryker disable next-line ArrayDeclaration: a Condition the rules do not know changes nothing
  const conditions = req.conditions ?? [];
  const partners = [...(req.partners ?? [])];
  const difficulty = req.difficulty ?? "normal";
  assertStatChoice(req.dice, req.base ?? req.stat, req.stat, {
    surprised: conditions.includes("surprised"),
    history: req.history,
  });
  const violent = req.attack === "violent";
  // Stryker disable next-line ConditionalExpression: no Attack chosen, no Attack to hold the Stats to
  if (req.attack) assertAttackStats(req.attack, req.dice, [req.stat, ...partners], req.attackStatChecked);
  for (const p of partners) assertChosenStat(req.dice, p);
  if (partners.length) {
    assertSparkable({
      dice: req.dice,
      stats: [req.stat, ...partners],
      conditions,
      spent: req.spent,
      ascendant: req.ascendant,
      violent,
    });
  }
  const size = assertDieSize(req.dice[req.stat]);
  const stats = [req.stat, ...partners];
  const effects = conditionEffects({
    conditions,
    affectedStats: req.achingStats,
    stats,
    alone: req.alone,
    attackOnLessFamous: req.attackOnLessFamous,
  });
  const count =
    difficulty === "hard"
      ? Math.max(2, Math.floor(req.hardRolls ?? 2))
      : difficulty === "complex"
        ? Math.max(2, Math.floor(req.complexRolls ?? 3))
        : 1;
  const spark = partners.length ? Math.max(0, Math.min(count - 1, Math.floor(req.sparkRoll ?? 0))) : null;
  const sparkGroup: DieSize[] = stats.map(() => size);
  const rolls = Array.from({ length: count }, (_, i) => (i === spark ? [...sparkGroup] : [size]));
  const ignited = ignitedStats(req.lifestyle ?? "") as readonly string[];
  return {
    edition,
    difficulty,
    stat: req.stat,
    partners,
    sizes: rolls[0]!,
    rolls,
    complexRolls: count,
    canBump: effects.canBump,
    modifiers: [...effects.modifiers, ...(req.modifiers ?? [])],
    aptitude: !!req.aptitude,
    exceptional: !!req.exceptional,
    spark,
    // "When you Spark a roll using an Ignited Stat": either Stat of the Spark will do.
    boosted: spark !== null && stats.some((s) => ignited.includes(s)),
    help: [...(req.help ?? [])],
    aidSources: req.ambidextrous ? 2 : 1,
    violent,
    disarmed: violent && conditions.includes("disarmed"),
    cursed: effects.cursed,
    mischievous: !!req.mischievous,
    // Resolved answers an Attack only.
    resolved: req.attack ? Math.max(0, Math.floor(req.resolved ?? 0)) : 0,
  };
}

/** What resolving a Check reads of its spec: a fresh spec, or one rebuilt from a posted Check's record. */
export type ResolvableSpec = Pick<
  CheckSpec,
  | "difficulty"
  | "edition"
  | "aptitude"
  | "exceptional"
  | "spark"
  | "boosted"
  | "modifiers"
  | "help"
  | "violent"
  | "disarmed"
> &
  Pick<OddsSpec, "aidSources"> &
  Partial<Pick<CheckSpec, "mischievous" | "resolved">>;

/** The resolveCheck input for a spec once its rolls are in (`autoFail`: a watcher used Vexed/Vulnerable). */
export function checkInputFor(
  spec: ResolvableSpec,
  totals: readonly number[],
  extra: { autoFail?: boolean } = {},
): CheckInput {
  return {
    totals,
    difficulty: spec.difficulty,
    edition: spec.edition,
    aptitude: spec.aptitude,
    exceptional: spec.exceptional,
    spark: spec.spark,
    boosted: spec.boosted,
    modifiers: spec.modifiers,
    help: spec.help,
    aidSources: spec.aidSources,
    violent: spec.violent,
    disarmed: spec.disarmed,
    autoFail: extra.autoFail,
    mischievous: spec.mischievous,
    resolved: spec.resolved,
  };
}

/**
 * What a posted Check keeps of its spec (a chat message's data), enough to resolve it again from its totals after a
 * Help, a Spark upgrade or an Aptitude changes it. The outcome itself is never kept.
 */
export interface CheckRecord {
  difficulty: Difficulty;
  edition: EditionId;
  aptitude: boolean;
  exceptional: boolean;
  /** Ignited (v0.0.21.10) / Overcharged (v0.0.18) Spark. */
  boosted: boolean;
  /** The Conditions that changed the roll when it was made: those whose modifier applied (Uncool, Famous), Disarmed. */
  conditions: string[];
  /** The table's flat modifier (at table discretion). */
  modifier: number;
  violent: boolean;
  /** Haunted's throw after each roll, subtracted from it (rules hauntedModifiers); absent or empty when not haunted. */
  haunted?: number[];
  /** Another character's Mischievous was used on it (absent on older cards: no). */
  mischievous?: boolean;
  /** How many Defenders used Resolved against it (absent: none). */
  resolved?: number;
  /** Ambidextrous on the Aptitude used (v0.0.18): aid from two sources at once (absent on older cards: one). */
  ambidextrous?: boolean;
}

/** The record a Check's message keeps of its spec (documents/check.ts stores it, the card reads it back). */
export function checkRecordOf(spec: CheckSpec): CheckRecord {
  return {
    difficulty: spec.difficulty,
    edition: spec.edition,
    aptitude: !!spec.aptitude,
    exceptional: !!spec.exceptional,
    boosted: spec.boosted,
    conditions: [
      ...spec.modifiers.filter((m) => m.source !== "table" && m.source !== "haunted").map((m) => m.source),
      ...(spec.disarmed ? ["disarmed"] : []),
    ],
    modifier: spec.modifiers.filter((m) => m.source === "table").reduce((sum, m) => sum + m.value, 0),
    violent: spec.violent,
    ...(spec.mischievous ? { mischievous: true } : {}),
    ...(spec.resolved ? { resolved: spec.resolved } : {}),
    ...(spec.aidSources === 2 ? { ambidextrous: true } : {}),
  };
}

/**
 * A recorded Check's spec again, for checkInputFor: each recorded Condition's modifier read from the Conditions table
 * (it applied when rolled), with the Spark, Help and Aptitude as they stand now.
 */
export function specOfRecord(
  record: CheckRecord,
  now: { spark: number | null; help: readonly HelpEntry[] },
): ResolvableSpec {
  const modifiers = record.conditions
    .map((c) => ({ source: c, value: CONDITIONS[c as ConditionId]?.modifier?.value ?? 0 }))
    .filter((m) => m.value !== 0);
  if (record.modifier) modifiers.push({ source: "table", value: record.modifier });
  modifiers.push(...hauntedModifiers(record.haunted ?? []));
  return {
    difficulty: record.difficulty,
    edition: record.edition,
    aptitude: record.aptitude,
    exceptional: record.exceptional,
    spark: now.spark,
    boosted: record.boosted,
    modifiers,
    help: [...now.help],
    violent: record.violent,
    disarmed: record.violent && record.conditions.includes("disarmed"),
    mischievous: !!record.mischievous,
    resolved: record.resolved ?? 0,
    aidSources: record.ambidextrous ? 2 : 1,
  };
}

/** A Check's spec resolved from its rolled totals by the core resolver, as a Check rolled from the sheet resolves. */
export const resolveSpec = (spec: ResolvableSpec, totals: readonly number[]): CheckResult =>
  resolveCheck(checkInputFor(spec, totals));
