/**
 * X and the amounts actions move, steal or add.
 * default: "X … is one fourth the largest number on your Action Die, rounded up" (core xOf), plus Heavy (+1) and
 *   Pass Help used on X. v0.0.18: "half your position roll, rounded down, minus one for each bust and plus one for
 *   each boon" (reading: the position roll itself, before Help), never below 0.
 */
import type { Draft } from "./draft";
import { hasSpecialization, type EndeavorState, type Participant } from "./state";
import { xOf as xOfDie } from "../dice";
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";
import { statSize } from "./check-roller";

export function xOf(state: EndeavorState, p: Participant): number {
  if (p.actionDie === null) refuse("endeavor-wrong-phase", `${p.name} has no Action Die this round.`, { name: p.name });
  if (endeavorRules(state.edition).roundStart === "position-roll") return Math.floor((p.positionRoll ?? 0) / 2);
  return xOfDie(statSize(p, p.actionDie)) + p.xBonus;
}

/** The amount an action's success gives: X (+ Help on X), or the v0.0.18 position-roll formula. `base` is the
 *  default-edition amount when it is not X (Schemes: two). */
export function amountFor(
  d: Draft,
  p: Participant,
  boons: number,
  busts: number,
  xHelp: number,
  base?: number,
): number {
  if (endeavorRules(d.state.edition).amountFromRoll) {
    const start = base ?? Math.floor((p.positionRoll ?? 0) / 2);
    return Math.max(0, start - busts + boons);
  }
  return (base ?? xOf(d.state, p)) + xHelp;
}

/** "Hand, Home, or an unconventional Stat balanced with either" and the like (Heavy, Zealous). */
export function usesStatOrBalanced(p: Participant, stat: string, names: readonly string[]): boolean {
  if (names.includes(stat)) return true;
  const size = p.stats[stat];
  return names.some((n) => p.stats[n] !== undefined && p.stats[n] === size);
}

export const HEAVY_STATS = ["Hand", "Home"] as const;
export const ZEALOUS_STATS = ["Head", "Heart"] as const;

/** Heavy: "you gain one fewer temporary Blessing than normal, but your X is one higher than normal". */
export function heavyApplies(state: EndeavorState, p: Participant, stat: string): boolean {
  return (
    endeavorRules(state.edition).heavy && hasSpecialization(p, "Heavy") && usesStatOrBalanced(p, stat, HEAVY_STATS)
  );
}
