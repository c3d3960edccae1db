/**
 * Critical Specialization (v0.0.21.10) — "During Endeavors, when you roll 10 or more attacking an opponent, or they
 * roll 2 or less defending against your Delayed Attack, they spend an unspent Stat at random. Recharge: ②."
 * Readings: "you roll" is the Check's first roll as rolled (bumps and Spark in, Help and modifiers out); each opponent
 * attacked spends one; it is not optional (no "may"), so it fires whenever it is charged; "unspent" leaves out the
 * opponent's Action Die this round, which the round's end spends anyway (a Stat cannot be spent twice).
 */
import type { Dice } from "./dice";
import type { Draft } from "./draft";
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";
import { hasSpecialization, isActive, type Participant } from "./state";

export const CRITICAL_ROLL = 10;
export const CRITICAL_DEFENCE = 2;

export const criticalCharged = (d: Draft, p: Participant): boolean =>
  endeavorRules(d.state.edition).spendsActionDie &&
  hasSpecialization(p, "Critical") &&
  !p.needsRecharge.includes("Critical");

/** The Stats `p` could be made to spend: unspent, and not this round's Action Die. */
const spendable = (p: Participant): string[] =>
  Object.keys(p.stats).filter((s) => !p.spent.includes(s) && s !== p.actionDie);

/**
 * Each target spends a Stat: the one `chosen` names (the dice layer's pick, kept on the command for replays) or one
 * drawn with the Rng. Returns what was spent, by target, to write back into the command.
 */
export function critical(
  d: Draft,
  dice: Dice,
  by: string,
  targets: readonly string[],
  chosen?: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of targets) {
    const q = d.get(t);
    const options = spendable(q);
    if (!isActive(q) || options.length === 0) continue;
    const stat = chosen?.[t] ?? options[dice.pick(options.length)]!;
    if (!options.includes(stat))
      refuse("endeavor-unknown-stat", `${q.name} cannot spend ${stat} now.`, { name: q.name, stat });
    const w = d.edit(t);
    w.spent = [...w.spent, stat];
    d.emit({ type: "statsSpent", id: t, stats: [stat] });
    out[t] = stat;
  }
  const me = d.edit(by);
  me.needsRecharge = [...me.needsRecharge, "Critical"];
  d.emit({ type: "specializationUsed", id: by, specialization: "Critical" });
  return out;
}
