/**
 * Radiant Specialization. v0.0.21.10: "During Endeavors, when your Action Die uses Heart, Home, or an unconventional
 * Stat balanced with either, as an action you may perform a Check to empower your allies. On a success, they gain one
 * of your other Aptitudes, including its Specialization if applicable, for X turns. Recharge: ④."
 * v0.0.18: "if you rolled for your position roll using Heart, Home, or an unconventional Stat balanced with either, as
 * an action you may have your allies gain one of your other Aptitudes, Specialization included if applicable, for a
 * number of turns equal to half your position roll rounded down. Recharge: ④."
 * Readings: "your allies" are every ally still in the Endeavor but you; "turns" are each ally's own turns, counted
 * down as each of their turns ends; "other" means not the Aptitude Radiant itself is on. A lent Specialization the
 * engine knows works for them while it lasts (their own Heavy, Imposing …); the Aptitude itself is the table's to
 * apply (its ease on their Checks).
 */
import type { RadiantAction } from "./commands";
import type { Dice } from "./dice";
import type { Draft } from "./draft";
import { usesStatOrBalanced, xOf } from "./amounts";
import { performCheck } from "./checks";
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";
import { hasSpecialization, isActive, type AptitudeEntry, type Participant } from "./state";

export const RADIANT_STATS = ["Heart", "Home"] as const;

/** "when your Action Die uses Heart, Home, or an unconventional Stat balanced with either" (v0.0.18: the position
 *  roll's Stat). */
// Stryker disable ConditionalExpression: usesStatOrBalanced finds no Stat named null either
export const radiantDie = (p: Participant): boolean =>
  p.actionDie !== null && usesStatOrBalanced(p, p.actionDie, RADIANT_STATS);
// Stryker restore ConditionalExpression

/** "one of your other Aptitudes": every Aptitude but the one Radiant itself is on. */
export const lendableAptitudes = (p: Participant): AptitudeEntry[] =>
  (p.aptitudes ?? []).filter((a) => a.specialization !== "Radiant");

export function radiant(d: Draft, dice: Dice, by: string, a: RadiantAction, use: () => void): void {
  const p = d.get(by);
  if (!hasSpecialization(p, "Radiant"))
    refuse("endeavor-no-specialization", `${p.name} lacks Radiant.`, { name: p.name, specialization: "Radiant" });
  if (!radiantDie(p)) {
    refuse("endeavor-action-die-not-allowed", "Radiant needs Heart, Home or a Stat balanced with either.", {
      name: p.name,
      stat: p.actionDie ?? "",
      specialization: "Radiant",
    });
  }
  const lent = lendableAptitudes(p).find((x) => x.name === a.aptitude);
  if (!lent)
    refuse("endeavor-bad-target", `${a.aptitude} is not another of ${p.name}'s Aptitudes.`, {
      name: p.name,
      aptitude: String(a.aptitude),
    });
  use();
  let turns: number;
  if (endeavorRules(d.state.edition).roundStart === "position-roll") {
    turns = Math.floor((p.positionRoll ?? 0) / 2);
  } else {
    const check = performCheck(d, dice, by, a, { purpose: "radiant", extraRanks: 0 });
    if (!check.success) return;
    turns = xOf(d.state, d.get(by)) + check.xHelp;
  }
  if (turns < 1) return;
  const allies = d.state.participants.filter((q) => q.id !== by && isActive(q) && q.side === p.side).map((q) => q.id);
  for (const id of allies) {
    const w = d.edit(id);
    w.granted = [...(w.granted ?? []), { from: by, aptitude: lent.name, specialization: lent.specialization, turns }];
  }
  d.emit({ type: "aptitudeLent", by, aptitude: lent.name, specialization: lent.specialization, turns, to: allies });
}

/** The end of `id`'s turn: each lent Aptitude has one turn fewer; those at none go back. */
export function countDownGrants(d: Draft, id: string): void {
  const p = d.get(id);
  if (!p.granted?.length) return;
  const left = p.granted.map((g) => ({ ...g, turns: g.turns - 1 }));
  for (const g of left) if (g.turns <= 0) d.emit({ type: "aptitudeReturned", id, aptitude: g.aptitude, from: g.from });
  d.edit(id).granted = left.filter((g) => g.turns > 0);
}
