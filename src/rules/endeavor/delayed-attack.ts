/**
 * Delayed Attacks in an Endeavor (book: "Delayed Attacks", both editions): "Sometimes Attacks are made that are
 * Defended against at a later time, such as setting traps or sending letters."
 * 1. Set Trigger and Stat — "If the Delayed Attack is violent, the Stat it targets is Hurry. Otherwise, the targeted
 *    Stat is determined at table discretion" (v0.0.18: always the table's).
 * 2. Attack Difficulty — "By default, the Check below is Normal. The Attacker's Apts and Specs, at the time the
 *    trigger is set, may modify the difficulty": fixed when set, a rank harder for the Aptitude the Attacker names
 *    as related and another for its Specialization (rules delayedAttackDifficulty). v0.0.18: "If the Defender's
 *    Defense Stat Die is larger than the Attacker's Attack Stat Die, then the Check is Easy. If the reverse is true,
 *    then the Check is Hard" — the Attack Stat Die is kept when set, each Defender's compared when it fires.
 *    "Other effects or situations, at table discretion, may modify the difficulty further": the GM's difficulty,
 *    when set or when fired, replaces the engine's.
 * 3. Defend — "When the trigger is activated, the Defender uses the targeted Stat to perform a Check … If the Check
 *    fails, the Attack succeeds without boon or bust."
 * Readings: setting the trigger is the Attacker's action, with their Action Die as for any Attack (violent: Hurt only;
 * targets as an Attack allows); the amount is the X the Attacker had when setting it; the GM activates the trigger;
 * each Defender checks separately and only those who fail are hit; a removed Attacker's traps go with them.
 */
import type { AttackAction, DelayedAttackAction, Difficulty, TriggerDelayed } from "./commands";
import { delayedAttackDifficulty } from "../attacks";
import { edition as editionOf } from "../editions";
import type { Dice } from "./dice";
import type { Draft } from "./draft";
import { amountFor } from "./amounts";
import { assertAttackStat, landAttack, validateTargets } from "./attack";
import { protectionRanks } from "./attack-difficulty";
import { difficultyWithRanks } from "./check-difficulty";
import { findAptitude } from "./check-choices";
import { imposingNow, rollerOf } from "./check-roller";
import { hordeActive } from "./recovery-passives";
import { checkSpecFor } from "../check-request";
import { resolveSpec } from "../check-spec";
import { statId } from "../ids";
import { critical, CRITICAL_DEFENCE, criticalCharged } from "./critical";
import { checkTotals, groupOf, hiddenDiceOf, recordedThrows } from "./dice";
import type { DieSize, GroupRoll } from "../dice";
import { endeavorRules } from "./endeavor-editions";
import { kindRules } from "./kinds";
import { refuse } from "./errors";
import { statDie } from "./stat-die";
import { isActive, optionOf, type DelayedAttack, type Participant } from "./state";

export const delayedOf = (d: Draft): readonly DelayedAttack[] => d.state.delayed ?? [];

export function setDelayedAttack(d: Draft, by: string, a: DelayedAttackAction): void {
  const p = d.get(by);
  assertAttackStat(d, p, a.violent);
  validateTargets(d, p, a.targets);
  const multi = kindRules(d.state.kind).attackTargets === "up-to-x" && endeavorRules(d.state.edition).multiTarget;
  const amount = amountFor(d, p, 0, 0, 0);
  if (a.targets.length > (multi ? Math.max(1, amount) : 1))
    refuse("endeavor-too-many-targets", "Too many targets for this Attack.", {
      name: p.name,
      count: a.targets.length,
      max: multi ? Math.max(1, amount) : 1,
    });
  const hurry = a.violent && endeavorRules(d.state.edition).delayedViolentHurry;
  const stat = hurry ? "Hurry" : a.stat;
  if (!stat || (hurry && a.stat && a.stat !== "Hurry"))
    refuse("endeavor-unknown-stat", "A violent Delayed Attack targets Hurry; otherwise name the Stat.", {
      name: p.name,
      stat: a.stat ?? "",
    });
  for (const t of a.targets)
    if (d.get(t).stats[stat] === undefined)
      refuse("endeavor-unknown-stat", `${d.get(t).name} has no Stat "${stat}".`, { name: d.get(t).name, stat });
  const id = `delayed${d.state.round}-${delayedOf(d).length + 1}-${by}`;
  const set: DelayedAttack = {
    id,
    by,
    targets: a.targets.slice(),
    violent: a.violent,
    stat,
    ...setDifficulty(d, p, a),
    amount,
    trigger: a.trigger ?? "",
    round: d.state.round,
  };
  d.state.delayed = [...delayedOf(d), set];
  d.emit({ type: "delayedAttackSet", attack: set });
}

/** The difficulty fixed "at the time the trigger is set": the GM's, or the Attacker's Apts and Specs (v0.0.21.10), or
 *  Normal with the Attack Stat Die kept for the Defenders' dice (v0.0.18). Refuses an unknown difficulty or an
 *  Aptitude the Attacker lacks before anything is stored. */
function setDifficulty(
  d: Draft,
  p: Participant,
  a: DelayedAttackAction,
): Pick<DelayedAttack, "difficulty" | "extraRanks" | "attackDie"> {
  if (a.difficulty !== undefined) return { difficulty: difficultyWithRanks(a.difficulty, 0).difficulty };
  if (editionOf(d.state.edition).delayedDifficulty === "compare-dice") {
    // Stryker disable next-line ConditionalExpression: statDie of no Stat (null read as a name) is null too
    const die = p.actionDie === null ? null : statDie(d.state, p, p.actionDie);
    // Stryker disable next-line ConditionalExpression: an Attacker acts after their position roll: the die is known
    return { difficulty: "normal", ...(die !== null ? { attackDie: die } : {}) };
  }
  // Stryker disable next-line ConditionalExpression: no Aptitude is named "undefined"
  const apt = a.aptitude === undefined ? null : findAptitude(p, String(a.aptitude));
  if (a.aptitude !== undefined && !apt)
    refuse("endeavor-no-aptitude", `${p.name} has no Aptitude "${String(a.aptitude)}".`, {
      name: p.name,
      aptitude: String(a.aptitude),
    });
  if (a.specialized && !apt?.specialization)
    refuse("endeavor-no-specialization", `${p.name}'s ${apt?.name ?? "Aptitude"} has no Specialization.`, {
      name: p.name,
      specialization: apt?.name ?? "",
    });
  const r = delayedAttackDifficulty({
    edition: d.state.edition,
    attackerApt: !!apt,
    attackerSpecialized: !!apt && a.specialized === true,
  });
  // Past Hard the book adds rolls (one rank above Hard: Hard with three rolls), kept as ranks past Hard.
  // Stryker disable next-line ConditionalExpression,StringLiteral: no Delayed Attack's difficulty is Complex (its base
  // is Easy, Normal or Hard); this narrows the type
  const difficulty = r.difficulty === "complex" ? "hard" : r.difficulty;
  return r.rolls > 2 ? { difficulty, extraRanks: r.rolls - 2 } : { difficulty };
}

/** One Defender's Check difficulty: the GM's call when fired, else as set; v0.0.18 compares the dice unless the GM
 *  called it. Protect (table ruling protectDelayed) eases it by `eased` ranks. */
function defenceDifficulty(
  d: Draft,
  set: DelayedAttack,
  c: TriggerDelayed,
  defenseDie: DieSize,
  eased: number,
): { difficulty: Difficulty; rolls: number } {
  if (c.difficulty !== undefined) return difficultyWithRanks(c.difficulty, -eased);
  // Only an edition that compares the dice stores the Attacker's die (setDifficulty).
  if (set.attackDie !== undefined) {
    const r = delayedAttackDifficulty({ edition: d.state.edition, attackDie: set.attackDie, defenseDie });
    // Stryker disable next-line ConditionalExpression,StringLiteral: as in setDifficulty
    return difficultyWithRanks(r.difficulty === "complex" ? "hard" : r.difficulty, -eased);
  }
  return difficultyWithRanks(set.difficulty, (set.extraRanks ?? 0) - eased);
}

/** The GM activates a trigger: each Defender checks with the targeted Stat; those who fail are hit. */
export function triggerDelayedAttack(d: Draft, dice: Dice, c: TriggerDelayed): void {
  const set = delayedOf(d).find((x) => x.id === c.id);
  if (!set) refuse("endeavor-nothing-pending", "No such Delayed Attack.", { id: c.id });
  // An unknown difficulty is refused before anything changes.
  if (c.difficulty !== undefined) difficultyWithRanks(c.difficulty, 0);
  d.state.delayed = delayedOf(d).filter((x) => x.id !== c.id);
  d.emit({ type: "delayedAttackTriggered", attack: set });
  const rolled: Record<string, number[]> = {};
  // Each Defender's throws when known (the engine threw them, or they came with the totals): kept on the command.
  const thrown: Record<string, number[][][]> = {};
  const hit: string[] = [];
  const crits: string[] = [];
  for (const t of set.targets) {
    const q = d.get(t);
    if (!isActive(q)) continue;
    // Table ruling protectDelayed: Protect makes the Attack "one rank more difficult" — here, the defence easier.
    const eased =
      optionOf(d.state, "protectDelayed") && isActive(d.get(set.by)) ? protectionRanks(d, d.get(set.by), [t]) : 0;
    const size = statDie(d.state, q, set.stat);
    if (size === null) continue;
    const { difficulty, rolls } = defenceDifficulty(d, set, c, size, eased);
    const given = c.rolls?.[t];
    const throws = c.throws?.[t];
    if (throws !== undefined && (!given || !Array.isArray(throws) || throws.length !== rolls)) {
      refuse("endeavor-bad-roll", `Expected the throws of ${rolls} roll(s) with their totals.`, {
        name: q.name,
        count: rolls,
      });
    }
    // The defence is a Check like any other (the core check builder: Conditions, Ignite, spent dice …).
    const spec = checkSpecFor(d.state.edition, rollerOf(d.state, q), {
      stat: statId(set.stat),
      difficulty,
      hardRolls: rolls,
    });
    // Imposing: "For the first roll you make during an Endeavor, roll an additional time and ignore the lowest
    // result" — a defence is a roll the Defender makes, so it can be that first roll, and counts as one. (v0.0.18's
    // Imposing is "the first position roll": a defence is none.)
    const firstRoll = endeavorRules(d.state.edition).roundStart !== "position-roll";
    const imposing = firstRoll && imposingNow(q);
    if (firstRoll && !q.rolled) d.edit(t).rolled = true;
    let groups: GroupRoll[] | undefined;
    const hidden = hiddenDiceOf(d.state, q);
    if (!given)
      groups = Array.from({ length: rolls }, (_, i) =>
        dice.group([size], Number(hordeActive(d, q)) + Number(i === 0 && imposing), spec.canBump, hidden),
      );
    else if (throws) groups = checkTotals(given, rolls).map((total, i) => groupOf([size], throws[i]!, total, hidden));
    const totals = groups ? groups.map((g) => g.total) : checkTotals(given!, rolls);
    rolled[t] = totals;
    if (groups) thrown[t] = groups.map(recordedThrows);
    const r = resolveSpec(spec, totals);
    d.emit({
      type: "check",
      check: {
        by: t,
        purpose: "defend",
        stat: set.stat,
        totals,
        difficulty,
        extraRanks: 0,
        helpBonus: 0,
        outcome: r.outcome,
        success: r.success,
        boons: r.boons,
        busts: r.busts,
        automaticFailure: false,
        ...(groups ? { rolls: groups } : {}),
        ...(r.adjustments.length ? { adjustments: r.adjustments } : {}),
      },
    });
    if (!r.success) hit.push(t);
    if (totals[0]! <= CRITICAL_DEFENCE) crits.push(t);
  }
  c.rolls = rolled;
  if (Object.keys(thrown).length) c.throws = thrown;
  const attacker = d.get(set.by);
  // Critical: "… or they roll 2 or less defending against your Delayed Attack".
  if (crits.length && isActive(attacker) && criticalCharged(d, attacker))
    c.critical = critical(d, dice, set.by, crits, c.critical);
  if (!hit.length || !isActive(attacker)) return;
  // Stryker disable StringLiteral: landAttack reads the Attack's targets and options, not its kind
  const action: AttackAction = {
    kind: "attack",
    violent: set.violent,
    targets: hit,
    ...(c.steal ? { steal: c.steal } : {}),
    ...(c.regained ? { regained: c.regained } : {}),
  };
  // Stryker restore StringLiteral
  // "The Attack succeeds without boon or bust": landAttack reads a Maximum Success, boons and busts, none here.
  // Stryker disable next-line ObjectLiteral,StringLiteral: as above
  landAttack(d, dice, set.by, action, hit, { outcome: "medium", boons: 0, busts: 0 }, set.amount);
  // What the engine chose or rolled is kept on the command, so a replay needs no Rng.
  // Stryker disable next-line ConditionalExpression: an undefined key is dropped when the command is stored (JSON)
  if (action.steal) c.steal = action.steal;
  // Stryker disable next-line ConditionalExpression: as above
  if (action.regained) c.regained = action.regained;
}
