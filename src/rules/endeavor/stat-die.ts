/**
 * The die a Stat rolls with during an Endeavor (for rolls other than the Action Die, which is never spent).
 * default: spent Stats roll as d2 (rules README; implied by Tireless); Tireless: "while the chosen Stat is spent, its
 * Stat Die is replaced with a d6 or stays its original size, whichever is smaller".
 */
import type { DieSize } from "../dice";
import { endeavorRules } from "./endeavor-editions";
import { optionOf, type EndeavorState, type Participant } from "./state";

export function statDie(state: EndeavorState, p: Participant, stat: string): DieSize | null {
  const size = p.stats[stat];
  if (size === undefined) return null;
  const rules = endeavorRules(state.edition);
  if (rules.spentStatDie === null || !p.spent.includes(stat) || optionOf(state, "spentDie") === "own") return size;
  if (rules.tireless && p.specializations.includes("Tireless") && p.tirelessStat === stat) {
    return Math.min(6, size) as DieSize;
  }
  return rules.spentStatDie;
}

/** The Stats that could Spark `p`'s Action Die: those balanced with it (the same die size), itself excepted. Spent
 *  ones are listed too (the engine refuses them; the form shows them spent). None without an Action Die. */
export function sparkPartners(p: Participant): string[] {
  const die = p.actionDie;
  if (die === null) return [];
  return Object.keys(p.stats).filter((s) => s !== die && p.stats[s] === p.stats[die]);
}
