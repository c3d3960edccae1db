/**
 * The Fatigue Check (book: Racing, "Fatigue"): whoever holds Fatigue buttons at the end of the round owes one before
 * the special action (flow.ts). Racing lays Fatigue buttons (payment.ts, the kinds table's `fatigueOnSpend`); the
 * buttons are the buttons table's, so the Check is the engine's, whatever the kind.
 */
import type { CheckOptions } from "./commands";
import type { Dice } from "./dice";
import type { Draft } from "./draft";
import { buttonsOf } from "./buttons";
import { performCheck } from "./checks";
import { refuse } from "./errors";
import { removeParticipant } from "./removal";
import { isActive } from "./state";

/** Participants who still owe a Fatigue Check this round (they have Fatigue buttons and an Action Die). */
export function owesFatigueCheck(d: Draft | { state: Draft["state"] }, id: string): boolean {
  const p = d.state.participants.find((q) => q.id === id);
  if (!p || !isActive(p) || p.actionDie === null) return false;
  return buttonsOf(d.state.buttons, "fatigue", id).length > 0;
}

/** Fatigue, "Cumulative Effect: Use your Action Die to perform a Check to remain in the race. This Check is Easy,
 *  plus one difficulty rank for each of your Fatigue buttons past the first. On a failure, you are removed from the
 *  Endeavor. On a success, remove all your Fatigue buttons." */
export function fatigueCheck(d: Draft, dice: Dice, by: string, c: { roll?: number[]; throws?: number[][][] }): void {
  if (d.state.phase !== "fatigue") refuse("endeavor-wrong-phase", "Fatigue Checks come at the end of the round.");
  if (!owesFatigueCheck(d, by))
    refuse("endeavor-not-fatigued", `${d.get(by).name} has no Fatigue Check to make.`, { name: d.get(by).name });
  const fatigue = buttonsOf(d.state.buttons, "fatigue", by);
  // Only the dice come from the command (it is the engine's own copy): what was rolled is written back into it.
  const opts: CheckOptions = { ...(c.roll ? { roll: c.roll } : {}), ...(c.throws ? { throws: c.throws } : {}) };
  const check = performCheck(d, dice, by, opts, { purpose: "fatigue", extraRanks: fatigue.length - 1, base: "easy" });
  Object.assign(c, opts);
  if (check.success) for (const b of fatigue) d.removeButton(b.id);
  else removeParticipant(d, by, "fatigue", null);
}
