/**
 * The ONLY place the Endeavor engine touches the core rules engine (src/rules/index.ts). Everything here delegates:
 * no core rule (dice, bumping, outcomes, difficulty, aid, Help, Blessing costs) is re-implemented in src/rules/endeavor.
 */
import * as blessings from "../blessings";
import * as check from "../check";
import * as dice from "../dice";
import * as errors from "../errors";
// Named, not spread into `core`: a module that only needs the engine's small helpers (the always-loaded bundle)
// then leaves the check builder and the odds out.
import { attackDifficulty, defenseStats } from "../attacks";
import type * as checkRequest from "../check-request";
import { checkRequestOf } from "../check-request";
import type * as checkSpec from "../check-spec";
import { buildCheckSpec, checkInputFor } from "../check-spec";
import { engineStat, statId } from "../ids";

// Imported file by file, not from ../index: index re-exports this engine, and a cycle would be fragile.
const core = { ...blessings, ...check, ...dice, ...errors };
import type { Difficulty } from "./commands";
import type { EditionId } from "./state";

export type DieSize = dice.DieSize;
export type Rng = dice.Rng;
export type GroupRoll = dice.GroupRoll;
export type CheckSpec = checkSpec.CheckSpec;
export type CheckRoller = checkRequest.CheckRoller;
export type CheckChoices = checkRequest.CheckChoices;
export type Adjustment = check.Adjustment;

export function makeRulesError(code: string, message: string, details: Record<string, string | number> = {}): Error {
  return new core.RulesError(code, message, details);
}

/** X: "one fourth the largest number on your Action Die, rounded up". */
export const xOfDie = (size: DieSize): number => core.xOf(size);

/** One roll of a group (bumping per the core rules): its dice, every throw, the total and the bumps. */
export const rollGroup = (sizes: DieSize[], rng: Rng, canBump = true): GroupRoll => core.rollGroup(sizes, rng, canBump ? undefined : { canBump });

/** Gain `count` Blessings (each a d6; a 1 gains another). */
export function rollBlessings(count: number, rng: Rng): number[] {
  return core.gainBlessings(count, rng);
}

export interface SpecOutcome {
  outcome: string;
  success: boolean;
  boons: number;
  busts: number;
}

/** The spec of a Check from what the roller brings and chooses: the same builder as a Check rolled from the sheet
 *  (dice per roll, bumping, Spark, modifiers, ease/aid, Ignite/Overcharge, Help), or the core rules' refusal. */
export const checkSpecOf = (edition: EditionId, roller: CheckRoller, choices: CheckChoices): CheckSpec =>
  buildCheckSpec(checkRequestOf(edition, roller, choices));

/** Resolve a Check's spec from its rolled totals, through the core resolver (as a sheet Check resolves). */
export function resolveSpec(spec: CheckSpec, totals: readonly number[]): SpecOutcome & { adjustments: Adjustment[] } {
  const r = core.resolveCheck(checkInputFor(spec, totals));
  return { outcome: r.outcome, success: r.success, boons: r.boons, busts: r.busts, adjustments: r.adjustments };
}


/** The core rules' id of a Stat the engine names as the book prints it ("Hurt" → "hurt", "Holly Jolly" …). */
export const statIdOf = (stat: string): string => statId(stat);
export const engineStatOf = (id: string): string => engineStat(id);

/** v0.0.18 Attack difficulty: "If the Defense Stat Die is larger than the Attack Stat Die … Hard … the reverse …
 *  Easy" (and more Defenders than Attackers). Null where the edition sets it otherwise (v0.0.21.10: the table). */
export function proposedAttackDifficulty(edition: EditionId, attackStat: string, attackDie: DieSize, defenseDice: (stat: string) => DieSize | null, defenders: number): Difficulty | null {
  const defense = defenseStats(statId(attackStat), edition);
  if (!defense) return null;
  const sizes = defense.map(defenseDice).filter((s): s is DieSize => s !== null);
  if (!sizes.length) return null;
  // Reading: the Defender defends with their best die of the table's Stats (they choose the Stat).
  const r = attackDifficulty({ edition, attackDie, defenseDie: Math.max(...sizes) as DieSize, attackers: 1, defenders });
  return r.difficulty === "complex" ? "hard" : r.difficulty;
}

/** What a Blessing spent to Help is worth: the helper's Cursed makes it 1 less (minimum 0), Helpful 1 more (max 6). */
export const helpWorth = (value: number, helpful: boolean, cursed = false): number => core.helpWorth(value, { helpful, cursed });

/** Help bonus of one Blessing (used when Pass Help raises X instead of the roll). */
export const helpBonus = (edition: EditionId, value: number): number => core.helpBonus(value, edition);

/** Does paying these Blessing values meet the cost in Blessing notation ("①", "⊜⊜", "③" …)? */
export const costMet = (cost: string, values: number[]): boolean => core.costMet(cost, values);
