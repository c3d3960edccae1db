/**
 * The rogues' actions (Humanity, Endeavored, "Rogue Actions"), the Objective button's Check and the Hidden
 * Specialization. Cover is Pass's delay (actions.ts) whose Help may also lower X (checks.ts, "x-down").
 * Reading: Help spent on X ("increase or decrease X values") changes it by the Help's bonus, as Pass's Help on X does;
 * X never goes below 0.
 */
import type { AttackAction, HiddenAction, MoveAction } from "../../commands";
import type { ObjectiveAction } from "./types";
import type { Dice } from "../../dice";
import type { Draft } from "../../draft";
import type { Button, Participant } from "../../state";
import { xOf } from "../../amounts";
import { assertAttackStat, attack } from "../../attack";
import { HURT } from "../../action-stat";
import { performCheck } from "../../checks";
import { refuse } from "../../errors";
import { detectOutcome, removeParticipant } from "../../removal";
import { alarmsOf, contiguousAlarms, distance, onOrNextTo } from "./area";
import { hasSpecialization, optionOf } from "../../state";
import { move } from "../../track";

const HISTORY = "History";

/** X with the Help spent on it (Cover may raise or lower it), never below 0. */
const xWith = (d: Draft, p: Participant, xHelp: number): number => Math.max(0, xOf(d.state, p) + xHelp);

/** Sanctuary: "Activated when you perform an Attack while on or next to it. Effect: Remove this button." */
function disturbSanctuaries(d: Draft, p: Participant): void {
  for (const b of d.state.buttons.filter(
    (x) => x.kind === "sanctuary" && onOrNextTo(d.state, x.position, p.position),
  )) {
    d.emit({ type: "buttonActivated", button: b, id: p.id });
    d.removeButton(b.id);
  }
}

/** The Alarm a violent Attack removes: the one named, else the nearest within reach (ties: the lower position). */
function alarmInReach(d: Draft, p: Participant, reach: number, named: string | undefined): Button | null {
  if (named !== undefined) {
    const b = alarmsOf(d.state).find((x) => x.id === named);
    if (!b) refuse("endeavor-bad-button", "Choose an Alarm button.", { id: String(named) });
    if (distance(d.state, b.position, p.position) > reach) {
      refuse("endeavor-alarm-out-of-reach", `That Alarm is not within ${reach} of ${p.name}.`, {
        name: p.name,
        position: b.position,
        x: reach,
      });
    }
    return b;
  }
  let best: Button | null = null;
  for (const b of alarmsOf(d.state)) {
    const far = distance(d.state, b.position, p.position);
    if (far > reach) continue;
    const bestFar = best ? distance(d.state, best.position, p.position) : Infinity;
    // Stryker disable next-line EqualityOperator: no two Alarms share a position, so a tie is never at the same one
    if (far < bestFar || (far === bestFar && b.position < best!.position)) best = b;
  }
  return best;
}

/**
 * Attack. Violent — "Hurt only … On a success, choose an Alarm button within X spaces of your position and remove it
 * from the Endeavor. On a Maximum Success, also remove all Alarm buttons that were contiguous with it." Non-violent —
 * "Not Hurt … On a success, steal X temporary Blessings of your choice from it. It then gains a number of new temporary
 * Blessings equal to the amount it lost" (the core engine's steal, from the Eye). "it cannot be Attacked directly":
 * no target is named; the Eye's defenses are.
 */
export function stealthAttack(d: Draft, dice: Dice, by: string, a: AttackAction): void {
  const p = d.get(by);
  const eye = d.state.eye!.id;
  if (a.targets.some((t) => t !== eye))
    refuse("endeavor-bad-target", "Rogues Attack the Eye's defenses.", {
      name: p.name,
      target: d.get(a.targets.find((t) => t !== eye)!).name,
    });
  if (!a.violent) {
    a.targets = [eye];
    attack(d, dice, by, a);
    disturbSanctuaries(d, d.get(by));
    return;
  }
  if (a.targets.length)
    refuse("endeavor-bad-target", "The Eye cannot be Attacked directly.", { name: p.name, target: d.get(eye).name });
  assertAttackStat(d, p, true);
  const check = performCheck(d, dice, by, a, {
    purpose: "attack",
    extraRanks: 0,
    attack: "violent",
    base: a.difficulty,
    beforeRoll: (xHelp) => void alarmInReach(d, p, xWith(d, p, xHelp), a.alarm),
  });
  const me = d.get(by);
  disturbSanctuaries(d, me);
  if (!check.success) return;
  const hit = alarmInReach(d, me, xWith(d, me, check.xHelp), a.alarm);
  if (!hit) return;
  const gone = check.outcome === "maximum" ? contiguousAlarms(d.state, hit) : [hit];
  for (const b of gone) d.removeButton(b.id);
}

/** Move — "Not Hurt. Use your Action Die to perform a Check to move yourself toward your objective or away from
 *  danger. On a success, move up or down by X." Reading: down stops at 0, as forced movement does. Escape —
 *  "Activated when you move over it. Effect: You may safely remove yourself from the Endeavor": with `escape`, the
 *  first Escape button entered ends the movement and the rogue leaves. */
export function stealthMove(d: Draft, dice: Dice, by: string, a: MoveAction): void {
  const p = d.get(by);
  if (p.actionDie === HURT)
    refuse("endeavor-not-hurt", "Move cannot use Hurt.", { name: p.name, stat: HURT, action: "move" });
  if (a.direction !== "up" && a.direction !== "down")
    refuse("endeavor-action-unavailable", "Move up or down.", { name: p.name, action: "move" });
  const check = performCheck(d, dice, by, a, { purpose: "move", extraRanks: 0 });
  if (!check.success) return;
  const amount = xWith(d, d.get(by), check.xHelp);
  const escapeAt = (pos: number) => d.state.buttons.some((b) => b.kind === "escape" && b.position === pos);
  const moved = move(d, by, a.direction === "up" ? amount : -amount, {
    cause: by,
    ...(a.escape ? { stopAt: escapeAt } : {}),
  });
  const after = d.get(by);
  if (a.escape && moved > 0 && escapeAt(after.position)) {
    d.emit({
      type: "buttonActivated",
      button: d.state.buttons.find((b) => b.kind === "escape" && b.position === after.position)!,
      id: by,
    });
    removeParticipant(d, by, "escaped", null);
  }
}

/** Objective — "Activated when you end your turn on or next to it. Effect: As an action on your next turn, you may use
 *  your Action Die to perform this button's Check. On a success, remove this button." Which Action Die may perform it:
 *  the objectiveStat ruling (state.ts). */
export function objectiveCheck(d: Draft, dice: Dice, by: string, a: ObjectiveAction): void {
  const p = d.get(by);
  // Only Objectives are ever activated (turn.ts endOfTurn).
  const button = d.state.buttons.find((b) => b.id === a.button);
  if (!button || !p.objectivesReady?.includes(button.id)) {
    refuse("endeavor-objective-not-ready", `${p.name} has not activated that Objective.`, { name: p.name });
  }
  // Every Objective carries its Check (land.ts layLand and the GM's addButton refuse one without).
  const { stat: wanted, difficulty } = button.check!;
  const die = p.actionDie ?? "";
  // The Stat itself, one balanced with it (the same die size), or History. The Action Die is one of the rogue's own
  // Stats (never undefined), so a Stat the rogue lacks is balanced with none.
  // The Action Die's size is always defined, so undefined never matches it.
  // Stryker disable next-line ConditionalExpression: equivalent (see above)
  const hasWanted = p.stats[wanted] !== undefined;
  const fits = die === HISTORY || (hasWanted && p.stats[wanted] === p.stats[die]);
  if (optionOf(d.state, "objectiveStat") === "choose" && !fits) {
    refuse("endeavor-objective-stat", `${p.name}'s ${die} cannot perform a ${wanted} Check.`, {
      name: p.name,
      stat: die,
      check: wanted,
    });
  }
  const check = performCheck(d, dice, by, a, { purpose: "objective", extraRanks: 0, base: difficulty });
  // The activation is used; the end of the turn activates again what the rogue is on or next to.
  d.edit(by).objectivesReady = [];
  if (!check.success) return;
  d.removeButton(button.id);
  detectOutcome(d);
}

/** Hidden — "Once per Stealth Endeavor as an action, you may use your Action Die to perform a Check to find or create
 *  a safe place. On a success, add a temporary Sanctuary button at your location, removed X rounds from now at the end
 *  of the round." Reading: the attempt uses it, whatever the Check's result. */
export function hiddenAction(d: Draft, dice: Dice, by: string, a: HiddenAction): void {
  const p = d.get(by);
  if (!hasSpecialization(p, "Hidden"))
    refuse("endeavor-no-specialization", `${p.name} lacks Hidden.`, { name: p.name, specialization: "Hidden" });
  if (p.hiddenUsed)
    refuse("endeavor-once-per-endeavor", `${p.name} has used Hidden in this Endeavor.`, {
      name: p.name,
      specialization: "Hidden",
    });
  d.edit(by).hiddenUsed = true;
  d.emit({ type: "specializationUsed", id: by, specialization: "Hidden" });
  const check = performCheck(d, dice, by, a, { purpose: "hidden", extraRanks: 0 });
  if (!check.success) return;
  const me = d.get(by);
  d.addButton({
    kind: "sanctuary",
    position: me.position,
    owner: null,
    expires: d.state.round + xWith(d, me, check.xHelp),
  });
}
