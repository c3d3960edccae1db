/** What a participant rolls in an Endeavor Check: each Stat's die as it rolls now, and Imposing's additional roll. */
import type { CheckRoller } from "../check-request";
import type { DieSize } from "../dice";
import { statId } from "../ids";
import { refuse } from "./errors";
import { statDie } from "./stat-die";
import { hasSpecialization, type EndeavorState, type Participant } from "./state";

export function statSize(p: Participant, stat: string): DieSize {
  const size = p.stats[stat];
  if (size === undefined) refuse("endeavor-unknown-stat", `${p.name} has no Stat "${stat}".`, { name: p.name, stat });
  return size;
}

/** What a participant brings to a Check, for the core check builder: each Stat's die as it rolls now (a spent Stat
 *  its spent die; the Action Die, never spent while it is one, its own), and what their actor last brought. */
export function rollerOf(state: EndeavorState, p: Participant, drop?: readonly string[]): CheckRoller {
  const dice: Record<string, number> = {};
  for (const stat in p.stats) dice[statId(stat)] = stat === p.actionDie ? p.stats[stat]! : statDie(state, p, stat)!;
  const t = p.traits;
  const conditions = t?.conditions ?? [];
  return {
    dice,
    conditions: drop ? conditions.filter((c) => !drop.includes(c)) : conditions,
    affected: t?.affected,
    lifestyle: t?.lifestyle,
    spent: p.spent.map(statId),
    specializations: t?.specializations,
  };
}

/** Imposing applies to this participant's next roll: they have it and have not rolled yet in this Endeavor. Supplied
 *  totals (the Foundry dice layer) include it as they include Horde. */
export const imposingNow = (p: Participant): boolean => hasSpecialization(p, "Imposing") && !p.rolled;
