/**
 * Kinetic Specialization (v0.0.18) — "During Endeavors, if you rolled for your position roll using Hand, Home, or an
 * unconventional Stat balanced with either, after position rolls have been made and before temporary Blessings have
 * been gained, you may exchange your position roll with an ally who rolled lower. This does not change your Stats in
 * use. Recharge: ③."
 * Readings: once everyone has rolled, the round waits while someone could use it (they exchange or keep their roll);
 * the engine grants temporary Blessings as each position roll is made, so the exchange settles them as if gained
 * after it: the holder gives back those over half the lower roll (the last gained first), the ally gains the rest of
 * half the higher roll.
 */
import type { Command } from "./commands";
import type { Dice } from "./dice";
import type { Draft } from "./draft";
import { usesStatOrBalanced } from "./amounts";
import { checkBlessings } from "./dice";
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";
import { allChosen } from "./round-start";
import { hasSpecialization, isActive, type EndeavorState, type Participant } from "./state";

export const KINETIC_STATS = ["Hand", "Home"] as const;

/** The allies `p` could exchange position rolls with now — "after position rolls have been made" (none: Kinetic does
 *  not apply). */
export function kineticChoices(state: EndeavorState, p: Participant): string[] {
  if (
    endeavorRules(state.edition).roundStart !== "position-roll" ||
    state.phase !== "choosing" ||
    !allChosen({ state })
  )
    return [];
  if (!isActive(p) || p.kineticDone || !hasSpecialization(p, "Kinetic") || p.needsRecharge.includes("Kinetic"))
    return [];
  // Stryker disable next-line ConditionalExpression,LogicalOperator,ArrayDeclaration: v0.0.18 has no skipping, so once
  // all have chosen every active participant has rolled
  if (p.positionRoll === null || p.actionDie === null) return [];
  if (!usesStatOrBalanced(p, p.actionDie, KINETIC_STATS)) return [];
  const mine = p.positionRoll;
  return (
    state.participants
      // (The holder's own roll is not lower than itself.)
      .filter((q) => isActive(q) && q.side === p.side)
      // Stryker disable next-line LogicalOperator: every active ally has rolled (v0.0.18 has no skipping)
      .filter((q) => (q.positionRoll ?? mine) < mine)
      .map((q) => q.id)
  );
}

/** Everyone has rolled and someone may still use Kinetic: the round waits for them. */
export const kineticWaiting = (d: Draft): boolean =>
  d.state.participants.some((p) => kineticChoices(d.state, p).length > 0);

export function kinetic(d: Draft, dice: Dice, c: Extract<Command, { type: "kinetic" }>, use: () => void): void {
  const p = d.get(c.by);
  const choices = kineticChoices(d.state, p);
  if (choices.length === 0)
    refuse("endeavor-action-unavailable", `${p.name} cannot use Kinetic now.`, { name: p.name });
  if (c.ally === null) {
    d.edit(c.by).kineticDone = true;
    return;
  }
  if (!choices.includes(c.ally))
    refuse("endeavor-bad-target", "Exchange with an ally who rolled lower.", {
      name: p.name,
      target: d.get(c.ally).name,
    });
  use();
  const ally = d.get(c.ally);
  const high = p.positionRoll!;
  const low = ally.positionRoll!;
  const me = d.edit(c.by);
  const other = d.edit(c.ally);
  me.positionRoll = low;
  me.kineticDone = true;
  other.positionRoll = high;
  // Each roll keeps its throws (the dice that made it), for the cards of the Checks that use it.
  // Stryker disable ConditionalExpression,LogicalOperator: no dice kept is null or absent alike
  if (me.positionGroup || other.positionGroup)
    [me.positionGroup, other.positionGroup] = [other.positionGroup ?? null, me.positionGroup ?? null];
  // Stryker restore ConditionalExpression,LogicalOperator
  d.emit({ type: "positionsExchanged", by: c.by, ally: c.ally, rolls: [low, high] });
  const difference = Math.floor(high / 2) - Math.floor(low / 2);
  if (difference <= 0) return;
  // The holder gained half the higher roll: at least the difference to give back.
  const back = me.temporary.slice(Math.max(0, me.temporary.length - difference));
  me.temporary = me.temporary.slice(0, me.temporary.length - back.length);
  d.emit({ type: "temporaryLost", id: c.by, values: back });
  const values = c.blessings ? checkBlessings(c.blessings, difference) : dice.blessings(difference);
  c.blessings = values;
  other.temporary = [...other.temporary, ...values];
  d.emit({ type: "temporaryGained", id: c.ally, values });
}
