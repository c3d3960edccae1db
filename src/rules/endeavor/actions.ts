/**
 * The actions of a turn (book: "Actions"; Monstrous "Ally Actions"/"Monstrosity Actions"; Racing "Racer Actions";
 * Specializations Zealous and Commanding). One action per turn; Unique Skill takes two combined.
 */
export { useSpecialization } from "./specialization-use";
import type { Action, AdvanceAction, CommandingAction, ProtectAction, SimpleAction } from "./commands";
import type { Dice } from "./dice";
import type { Draft } from "./draft";
import { amountFor, heavyApplies, usesStatOrBalanced, xOf, ZEALOUS_STATS } from "./amounts";
import { attack } from "./attack";
import { assertActionStat, assertListed } from "./action-stat";
import { addStacked } from "./buttons";
import { performCheck } from "./checks";
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";
import { pay } from "./payment";
import { chooseStatChecks, positionRoll } from "./round-start";
import { useSpecialization } from "./specialization-use";
import {
  hasSpecialization,
  isActive,
  type EndeavorSpecialization,
  type EndeavorState,
  type Participant,
} from "./state";
import { move } from "./track";
import { setDelayedAttack } from "./delayed-attack";
import { radiant } from "./radiant";
import { kindEngine } from "./kinds/engine";

export function act(d: Draft, dice: Dice, by: string, action: Action): void {
  // First, what the kinds table lists for this role in this kind: nothing else is read before.
  assertListed(d.state, d.get(by), action);
  // Pass and Unique Skill: the Stat the kinds table asks (each action Unique Skill combines is checked as taken).
  // Stryker disable next-line ConditionalExpression,StringLiteral: every kind's table lets Unique Skill use any Stat
  if (action.kind === "pass" || action.kind === "unique") assertActionStat(d.state, d.get(by), action.kind);
  const mark = d.events.length;
  actWith(d, dice, by, action);
  kindEngine(d.state.kind).afterAction?.(d, mark);
}

function actWith(d: Draft, dice: Dice, by: string, action: Action): void {
  d.emit({ type: "actionTaken", by, action: action.kind });
  if (action.kind === "pass" || action.kind === "cover") return pass(d, by);
  if (action.kind === "unique") {
    // Allies/racers: "Spend ⊜⊜ to perform an action unique to your character. Take two other actions combined."
    // Monstrosities: "If you have the Unique tag, you may spend ⊜⊜ to take two other actions combined."
    const p = d.get(by);
    if (p.role === "monstrosity" && !p.tags.includes("Unique")) {
      refuse("endeavor-not-unique", `${p.name} lacks the Unique tag.`, { name: p.name });
    }
    if (!Array.isArray(action.actions) || action.actions.length !== 2) {
      refuse("endeavor-action-unavailable", "Unique Skill takes exactly two other actions.");
    }
    pay(d, by, action.pay, "⊜⊜");
    for (const sub of action.actions) {
      if (d.state.outcome) return;
      simple(d, dice, by, sub);
    }
    return;
  }
  simple(d, dice, by, action);
}

function simple(d: Draft, dice: Dice, by: string, a: SimpleAction): void {
  // The kind's own actions first (act refused any its table does not list for this role).
  if (kindEngine(d.state.kind).action?.(d, dice, by, a)) return;
  switch (a.kind) {
    case "attack":
      return attack(d, dice, by, a);
    case "advance":
      return advance(d, dice, by, a);
    case "protect":
      return protect(d, dice, by, a);
    case "zealous":
      return zealous(d, by);
    case "commanding":
      return commanding(d, dice, by, a);
    case "delayedAttack":
      return setDelayedAttack(d, by, a);
    case "radiant":
      return radiant(d, dice, by, a, () => useSpecialization(d, d.get(by), "Radiant"));
    default:
      refuse("endeavor-action-unavailable", `Unknown action "${(a as { kind: string }).kind}".`, {
        action: String((a as { kind: string }).kind),
      });
  }
}

/** Advance — "Not Hurt." Allies/racers: "On a success, move up by X." Monstrosities: "add two Scheme buttons at the
 *  first positions at or above your current position without one already" (v0.0.18: ± boons/busts). */
function advance(d: Draft, dice: Dice, by: string, a: AdvanceAction): void {
  assertActionStat(d.state, d.get(by), "advance");
  const check = performCheck(d, dice, by, a, { purpose: "advance", extraRanks: 0 });
  if (!check.success) return;
  const p = d.get(by);
  if (p.role === "monstrosity") {
    const count = amountFor(d, p, check.boons, check.busts, 0, 2);
    addStacked(d, "scheme", null, p.position, count);
    return;
  }
  move(d, by, amountFor(d, p, check.boons, check.busts, check.xHelp), { cause: by });
}

/** Protect — "Any Stat. Ignore your Action Die and spend Blessings to protect yourself or an ally … For each Blessing
 *  spent, their relevant Attacks are one rank more difficult, until your next turn." */
function protect(d: Draft, dice: Dice, by: string, a: ProtectAction): void {
  const p = d.get(by);
  assertActionStat(d.state, p, "protect");
  const target = d.get(a.target);
  if (!isActive(target) || target.side !== p.side)
    refuse("endeavor-bad-target", "Protect yourself or an ally.", { name: p.name, target: target.name });
  const ranks = pay(d, by, a.pay, "any").length;
  const until = d.state.round + 1 + sureFootedRounds(d, dice, p, a);
  d.state.protections = [...d.state.protections, { by, target: a.target, ranks, until }];
  d.emit({ type: "protected", by, target: a.target, ranks });
}

/**
 * Sure-footed — default: "when you take the Protect action to protect yourself, you may use your Action Die to perform
 * a Check to protect yourself further. On a success, the Protect effect lasts X additional rounds." v0.0.18: "… its
 * effect lasts a number of rounds equal to half your position roll, rounded down" (reading: never shorter than the
 * usual "until your next turn", so that many rounds counts from the next one: N − 1 more). Returns the extra rounds.
 */
/** Sure-footed's Check on Protect (default edition; v0.0.18 makes none). */
export const sureFootedCheck = (state: EndeavorState, p: Participant): boolean =>
  endeavorRules(state.edition).roundStart !== "position-roll" && hasSpecialization(p, "Sure-footed");

/** Zealous: "when your Action Die uses Head, Heart, or an unconventional Stat balanced with either". */
export const zealousDie = (p: Participant): boolean =>
  p.actionDie !== null && usesStatOrBalanced(p, p.actionDie, ZEALOUS_STATS);

function sureFootedRounds(d: Draft, dice: Dice, p: Participant, a: ProtectAction): number {
  const has = hasSpecialization(p, "Sure-footed");
  if (endeavorRules(d.state.edition).roundStart === "position-roll") {
    if (a.check) refuse("endeavor-action-unavailable", "In v0.0.18 Sure-footed makes no Check.");
    return has && a.target === p.id ? Math.max(0, Math.floor((p.positionRoll ?? 0) / 2) - 1) : 0;
  }
  if (!a.check) return 0;
  if (!sureFootedCheck(d.state, p))
    refuse("endeavor-no-specialization", `${p.name} lacks Sure-footed.`, {
      name: p.name,
      specialization: "Sure-footed",
    });
  if (a.target !== p.id)
    refuse("endeavor-bad-target", "Sure-footed protects yourself only.", {
      name: p.name,
      target: d.get(a.target).name,
    });
  const check = performCheck(d, dice, p.id, a.check, { purpose: "protect", extraRanks: 0 });
  return check.success ? xOf(d.state, d.get(p.id)) + check.xHelp : 0;
}

/** Pass — "Delay your action so you can Help another character who has not acted this round or so they can Help
 *  you." Reading: a first Pass delays (turns go to the others; Helping then uses up the action); passing again when
 *  nobody else is waiting ends the turn. */
function pass(d: Draft, by: string): void {
  const p = d.get(by);
  const othersWaiting = d.state.participants.some(
    (q) => q.id !== by && isActive(q) && !q.skipping && !q.acted && !q.delayed,
  );
  d.emit({ type: "passed", by });
  if (!p.delayed && othersWaiting) d.edit(by).delayed = true;
}

/** Zealous — "when your Action Die uses Head, Heart, or an unconventional Stat balanced with either, as an action you
 *  may ignore your Action Die and instead have you and your allies each gain a Zeal button 1 below your current track
 *  positions. Recharge: ④." (Reading: nobody at 0 gains one, nor anyone already holding a Zeal button there.) */
function zealous(d: Draft, by: string): void {
  const p = d.get(by);
  if (!zealousDie(p)) {
    refuse("endeavor-action-die-not-allowed", "Zealous needs Head, Heart or a Stat balanced with either.", {
      name: p.name,
      stat: p.actionDie ?? "",
      specialization: "Zealous",
    });
  }
  useSpecialization(d, p, "Zealous");
  for (const ally of d.state.participants) {
    if (!isActive(ally) || ally.side !== p.side || ally.position < 1) continue;
    const at = ally.position - 1;
    if (d.state.buttons.some((b) => b.kind === "zeal" && b.owner === ally.id && b.position === at)) continue;
    d.addButton({ kind: "zeal", position: at, owner: ally.id });
  }
}

/** Commanding — default: "ignore your Action Die and choose an ally who has not acted yet. They may choose a new Stat
 *  for their Action Die." v0.0.18: "… to roll a new position roll. They may choose a new Stat for this roll."
 *  Reading: temporary Blessings are not gained again; X follows the new die. Recharge ③. */
function commanding(d: Draft, dice: Dice, by: string, a: CommandingAction): void {
  const p = d.get(by);
  const ally = d.get(a.target);
  if (a.target === by || !isActive(ally) || ally.side !== p.side || ally.acted || ally.skipping) {
    refuse("endeavor-bad-target", "Choose an ally who has not acted yet.", { name: p.name, target: ally.name });
  }
  chooseStatChecks(d, ally, a.stat);
  useSpecialization(d, p, "Commanding");
  const w = d.edit(a.target);
  w.actionDie = a.stat;
  if (endeavorRules(d.state.edition).commanding === "new-position-roll") {
    const { total, group } = positionRoll(d, dice, ally, a.stat, null, a);
    const moved = d.edit(a.target);
    moved.positionRoll = total;
    moved.positionSpark = null; // the new roll is not Sparked
    if (group || moved.positionGroup) moved.positionGroup = group;
  } else {
    w.xBonus = heavyApplies(d.state, w, a.stat) ? 1 : 0;
  }
  d.emit({ type: "actionDieChanged", id: a.target, stat: a.stat, by });
}
