// What a roller brings to a Check (Conditions, the Stat an Ache affects, Lifestyle, spent Stats, Specializations) and
// what they choose for it, turned into the request buildCheckSpec takes. A Check from the sheet (documents/check.ts)
// and a Check in an Endeavor (endeavor/checks.ts) are both built here, so the two cannot apply effects differently:
// the book says Endeavor Checks apply every effect "as Normal".
import { attackKind } from "./attacks";
import type { Difficulty, HelpEntry } from "./check";
import { buildCheckSpec, type CheckRequest, type CheckSpec } from "./check-spec";
import { achingStats } from "./conditions";
import type { EditionId } from "./editions";

/** What the roller's character brings to any Check they make (Stat ids as the rules name them: "hurt"). */
export interface CheckRoller {
  /** Stat id → the die it rolls now (an Endeavor's spent Stat rolls its spent die). */
  dice: Readonly<Record<string, number>>;
  conditions: readonly string[];
  /** Condition id → the Stat it affects, where the sheet records it (Ache, Vexed, Vulnerable). */
  affected?: Readonly<Record<string, string>>;
  /** For Ignite (v0.0.21.10) / Overcharge (v0.0.18). */
  lifestyle?: string;
  /** Stats that cannot Spark (spent in an Endeavor). */
  spent?: readonly string[];
  /** Base names of the roller's Specializations that change Checks (Ascendant, Ambidextrous). */
  specializations?: readonly string[];
}

/** What the roller chooses for this Check (the roll dialog's and the Endeavor acting form's choices). */
export interface CheckChoices {
  stat: string;
  /** The Stat normally associated with the action; `stat` may be it, one balanced with it, or History. */
  base?: string;
  /** Spark partners (a second for Ascendant). */
  partners?: readonly string[];
  /** Which roll of a Hard/Complex Check is Sparked; default the first. */
  sparkRoll?: number;
  difficulty?: Difficulty;
  complexRolls?: number;
  hardRolls?: number;
  alone?: boolean;
  /** Whether the roller's Ache affects the Stats rolled, when the sheet does not record which Stat aches. */
  aching?: boolean;
  /** An Attack: violent when it uses Hurt (or as the Endeavor's action says); Famous against someone less famous. */
  attack?: boolean | "violent" | "non-violent";
  /** The Attack's Stat was allowed by the caller's own rules (an Endeavor action's: its kinds table). */
  attackStatChecked?: boolean;
  lessFamous?: boolean;
  /** An Aptitude related enough applies its ease (v0.0.21.10) or aid (v0.0.18). */
  aptitude?: boolean;
  /** Ambidextrous (v0.0.18) on the Aptitude used: aid from two sources at once. */
  ambidextrous?: boolean;
  /** An exceptional thing gained helps (Gains). */
  exceptional?: boolean;
  /** A flat modifier at table discretion. */
  modifier?: number;
  help?: readonly HelpEntry[];
  /** Another character distracts the roller with Mischievous (check-reactions.ts). */
  mischievous?: boolean;
  /** Defenders of this Attack who use Resolved. */
  resolved?: number;
}

export function checkRequestOf(edition: EditionId, roller: CheckRoller, c: CheckChoices): CheckRequest {
  const partners = [...(c.partners ?? [])];
  const specializations = roller.specializations ?? [];
  return {
    edition,
    dice: roller.dice,
    stat: c.stat,
    base: c.base,
    partners,
    // Three Stats only with Ascendant; without it the rules refuse the count (spark-count).
    ascendant: partners.length === 2 && specializations.includes("Ascendant"),
    ambidextrous: !!c.aptitude && !!c.ambidextrous && specializations.includes("Ambidextrous"),
    sparkRoll: c.sparkRoll,
    difficulty: c.difficulty,
    complexRolls: c.complexRolls,
    hardRolls: c.hardRolls,
    conditions: roller.conditions,
    achingStats: achingStats(roller.affected?.ache, c.aching),
    alone: c.alone,
    attack: typeof c.attack === "string" ? c.attack : c.attack ? attackKind([c.stat, ...partners]) : null,
    attackStatChecked: c.attackStatChecked,
    attackOnLessFamous: !!c.attack && !!c.lessFamous,
    aptitude: !!c.aptitude,
    exceptional: !!c.exceptional,
    lifestyle: roller.lifestyle,
    spent: roller.spent,
    modifiers: c.modifier ? [{ source: "table", value: c.modifier }] : [],
    help: c.help ?? [],
    mischievous: c.mischievous,
    resolved: c.resolved,
  };
}

/** The spec of a Check from what the roller brings and chooses: the one builder a sheet Check and an Endeavor Check
 *  both go through (dice per roll, bumping, Spark, modifiers, ease/aid, Ignite/Overcharge, Help), or its refusal. */
export const checkSpecFor = (edition: EditionId, roller: CheckRoller, choices: CheckChoices): CheckSpec =>
  buildCheckSpec(checkRequestOf(edition, roller, choices));
