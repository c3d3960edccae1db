/**
 * The ONLY place the Endeavor engine touches the core rules engine (src/rules/index.ts). Everything here delegates:
 * no core rule (dice, bumping, tiers, difficulty, aid, Help, Blessing costs) is re-implemented in src/rules/endeavor.
 */
import * as blessings from "../blessings";
import * as check from "../check";
import * as dice from "../dice";
import * as errors from "../errors";

// Imported file by file, not from ../index: index re-exports this engine, and a cycle would be fragile.
const core = { ...blessings, ...check, ...dice, ...errors };
import type { Difficulty } from "./commands";
import type { EditionId } from "./state";

export type DieSize = dice.DieSize;
export type Rng = dice.Rng;
export type GroupRoll = dice.GroupRoll;

export function makeRulesError(code: string, message: string, details: Record<string, string | number> = {}): Error {
  return new core.RulesError(code, message, details);
}

/** X: "one fourth the largest number on your Action Die, rounded up". */
export const xOfDie = (size: DieSize): number => core.xOf(size);

/** One roll of a group (bumping per the core rules): its dice, every throw, the total and the bumps. */
export const rollGroup = (sizes: DieSize[], rng: Rng): GroupRoll => core.rollGroup(sizes, rng);

/** Gain `count` Blessings (each a d6; a 1 gains another). */
export function rollBlessings(count: number, rng: Rng): number[] {
  return core.gainBlessings(count, rng);
}

export interface CheckOutcome {
  tier: string;
  success: boolean;
  boons: number;
  busts: number;
}

/** Resolve a Check from its roll totals (several for Hard), with Help Blessings spent on it. */
export function resolveTotals(edition: EditionId, totals: number[], difficulty: Difficulty, help: number[]): CheckOutcome {
  const r = core.resolveCheck({ edition, totals, difficulty, help });
  return { tier: r.tier, success: r.success, boons: r.boons, busts: r.busts };
}

/** What a Blessing spent to Help is worth: Helpful (the helper's Specialization) makes it 1 more, maximum 6. */
export const helpWorth = (value: number, helpful: boolean): number => core.helpWorth(value, { helpful });

/** Help bonus of one Blessing (used when Pass Help raises X instead of the roll). */
export const helpBonus = (edition: EditionId, value: number): number => core.helpBonus(value, edition);

/** Does paying these Blessing values meet the cost in Blessing notation ("①", "⊜⊜", "③" …)? */
export const costMet = (cost: string, values: number[]): boolean => core.costMet(cost, values);
