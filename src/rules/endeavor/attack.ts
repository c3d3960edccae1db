/**
 * Attack (book: Monstrous "Ally Actions"/"Monstrosity Actions", Racing "Racer Actions", both editions).
 * Violent: "Hurt only" — reading: the Action Die (v0.0.18: the position roll's Stat) must be Hurt itself.
 * Non-violent: "Not Hurt".
 */
import type { AttackAction } from "./commands";
import type { Dice } from "./dice";
import type { Draft } from "./draft";
import { amountFor, xOf } from "./amounts";
import { performCheck } from "./checks";
import { immune } from "./recovery-passives";
import { endeavorRules } from "./endeavor-editions";
import { kindRules } from "./kinds";
import { refuse } from "./errors";
import { removeParticipant } from "./removal";
import { charged, hasSpecialization, type Participant } from "./state";
import { assertProtective } from "../check-reactions";
import { famousUsedOn } from "../conditions";
import { useSpecialization } from "./specialization-use";
import { move, splitTotal, wound } from "./track";
import { checkBlessings } from "./dice";
import { critical, CRITICAL_ROLL, criticalCharged } from "./critical";
import { assertActionStat } from "./action-stat";
import { attackable, mayStandIn } from "./attack-targets";
import { proposedDifficulty, protectionRanks } from "./attack-difficulty";
import { checkSteal, steal } from "./steal";

export { HURT } from "./action-stat";

/** Up to X opponents (default Monstrous); "another racer" (Racing) and "an opponent" (v0.0.18, pending Attacks). */
function maxTargets(d: Draft, p: Participant, single: boolean, xHelp: number): number {
  if (single || kindRules(d.state.kind).attackTargets === "one" || !endeavorRules(d.state.edition).multiTarget)
    return 1;
  return xOf(d.state, p) + xHelp;
}

/** "Hurt only" (violent) and "Not Hurt" (non-violent), as the kinds table has them (action-stat.ts, with the
 *  hurtStandIn ruling). */
export function assertAttackStat(d: Draft, p: Participant, violent: boolean): void {
  assertActionStat(d.state, p, violent ? "attack-violent" : "attack-non-violent");
}

export function validateTargets(d: Draft, p: Participant, targets: string[], eligible?: string[]): void {
  if (targets.length === 0) refuse("endeavor-no-target", "Choose at least one opponent.");
  const seen = new Set<string>();
  for (const t of targets) {
    const q = d.get(t);
    if (seen.has(t) || !attackable(p, q, eligible)) {
      refuse("endeavor-bad-target", `${q.name} is not an opponent who can be Attacked.`, {
        name: p.name,
        target: q.name,
      });
    }
    seen.add(t);
  }
}

/**
 * Protective (who may: attack-targets.ts mayStandIn): the protector takes the target's place for everything the Attack
 * does (its difficulty, its result, a share of group movement).
 */
function defendersOf(d: Draft, p: Participant, a: AttackAction): string[] {
  const out = a.targets.slice();
  for (const [target, protector] of Object.entries(a.protectors ?? {})) {
    const i = out.indexOf(target);
    const q = d.get(protector);
    if (i < 0 || !mayStandIn(q, d.get(target)) || out.includes(protector)) {
      refuse("endeavor-bad-target", `${q.name} cannot Defend in ${d.get(target).name}'s place.`, {
        name: p.name,
        target: q.name,
      });
    }
    assertProtective({ violent: a.violent, protector, attacker: p.id, defender: target });
    // Refuses a protector without Protective (endeavor-no-specialization) or with it spent (endeavor-needs-recharge).
    useSpecialization(d, q, "Protective", target);
    out[i] = protector;
  }
  return out;
}

/** Resolved, named before the roll: Defenders of this Attack with it charged, whom it can hit (not immune). */
function resolvedDefenders(d: Draft, a: AttackAction, targets: string[]): string[] {
  const ids = a.resolved ?? [];
  for (const [i, id] of ids.entries()) {
    const q = d.get(id);
    if (!targets.includes(id) || ids.indexOf(id) !== i)
      refuse("endeavor-bad-target", `${q.name} is not a Defender of this Attack.`, { name: q.name, target: q.name });
    if (!charged(q, "Resolved")) {
      refuse(
        hasSpecialization(q, "Resolved") ? "endeavor-needs-recharge" : "endeavor-no-specialization",
        `${q.name} cannot use Resolved now.`,
        { name: q.name, specialization: "Resolved" },
      );
    }
  }
  return ids.filter((id) => !immune(d, d.get(id), a.relatedToAptitudes));
}

/** Resolved after a successful Attack: "you gain a Blessing" (rolled, or as the command carries it). */
function gainResolved(d: Draft, dice: Dice, a: AttackAction, ids: string[]): void {
  const gained: Record<string, number[]> = {};
  for (const id of ids) {
    useSpecialization(d, d.get(id), "Resolved");
    const supplied = a.gained?.[id];
    const values = supplied ? checkBlessings(supplied, 1) : dice.blessings(1);
    gained[id] = values;
    const w = d.edit(id);
    w.blessings = [...w.blessings, ...values];
    d.emit({ type: "blessingsGained", id, values });
  }
  if (ids.length) a.gained = gained;
}

/** A share keyed by a target goes to whoever Defends in its place (Protective). */
function remapped<T>(
  record: Record<string, T> | undefined,
  a: AttackAction,
  targets: string[],
): Record<string, T> | undefined {
  if (!record || !a.protectors) return record;
  // The Defender in a target's slot: its protector, or itself; a key that is no target stays as it is.
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [targets[a.targets.indexOf(k)] ?? k, v]));
}

export function attack(d: Draft, dice: Dice, by: string, a: AttackAction, single = false, eligible?: string[]): void {
  const p = d.get(by);
  assertAttackStat(d, p, a.violent);
  validateTargets(d, p, a.targets, eligible);
  const targets = defendersOf(d, p, a);
  const resolved = resolvedDefenders(d, a, targets);
  const famousOver = p.traits?.famousOver ?? [];
  const exerted = a.lessFamous === true ? famousUsedOn(famousOver, targets) : [];
  if (exerted.length) {
    const names = exerted.map((id) => d.get(id).name).join(", ");
    refuse("endeavor-famous-used", `${p.name} has exerted their fame over ${names} this session.`, {
      name: p.name,
      target: names,
    });
  }
  // v0.0.18: the number stolen depends on the roll (boons, busts), so `steal` is an order of preference.
  const preference = endeavorRules(d.state.edition).amountFromRoll;
  const check = performCheck(d, dice, by, a, {
    purpose: "attack",
    resolved,
    extraRanks: protectionRanks(d, p, targets),
    attack: a.violent ? "violent" : "non-violent",
    base: a.difficulty ?? proposedDifficulty(d, p, targets),
    // The Blessings chosen to steal are checked before any die is rolled: a bad choice is refused whatever the dice.
    beforeRoll: (xHelp) => {
      if (a.violent || !a.steal) return;
      const open = targets.filter((t) => !immune(d, d.get(t), a.relatedToAptitudes));
      checkSteal(d, by, a.steal, open, preference ? null : amountFor(d, d.get(by), 0, 0, xHelp));
    },
  });
  if (targets.length > maxTargets(d, p, single, check.xHelp)) {
    refuse("endeavor-too-many-targets", "Too many targets for this Attack.", {
      name: p.name,
      count: targets.length,
      max: maxTargets(d, p, single, check.xHelp),
    });
  }
  if (check.famous) {
    // "not against the same character more than once during the same session": the Foundry layer keeps the count
    // on the actor beyond this Endeavor (famousExerted); the engine, for the rest of it (a Unique Skill's second
    // Attack).
    const w = d.edit(by);
    // Stryker disable next-line ConditionalExpression: Famous is a Condition, read from traits: no traits, no Famous
    if (w.traits) w.traits = { ...w.traits, famousOver: [...new Set([...famousOver, ...targets])].sort() };
    d.emit({ type: "famousExerted", by, over: targets }); // (this Attack's own list, never written)
  }
  if (check.totals[0]! >= CRITICAL_ROLL && criticalCharged(d, d.get(by)))
    a.critical = critical(d, dice, by, targets, a.critical);
  if (!check.success) return;
  gainResolved(d, dice, a, resolved);
  // Immunity (Recovery passive): the Attack automatically fails against an immune target.
  const hit = targets.filter((t) => !immune(d, d.get(t), a.relatedToAptitudes));
  for (const t of targets) if (!hit.includes(t)) d.emit({ type: "immune", id: t, by });
  if (hit.length === 0) return;
  // Protective (violent only): shares and the removal named for a protected target go to its Defender.
  const landed = a.protectors
    ? {
        ...a,
        split: remapped(a.split, a, targets),
        remove: a.remove === undefined ? undefined : Object.keys(remapped({ [a.remove]: 0 }, a, targets)!)[0],
      }
    : a;
  landAttack(
    d,
    dice,
    by,
    landed,
    hit,
    check,
    amountFor(d, d.get(by), check.boons, check.busts, check.xHelp),
    preference,
  );
}

/** What a successful Attack does to the opponents it hit (`amount`: X, or v0.0.18's position-roll amount). Also a
 *  Delayed Attack's effect when its Defender fails ("the Attack succeeds without boon or bust"). `preference`: the
 *  Blessings to steal are an order of preference, not an exact choice (the amount depended on the roll). */
export function landAttack(
  d: Draft,
  dice: Dice,
  by: string,
  a: AttackAction,
  hit: string[],
  check: { outcome: string; boons: number; busts: number },
  amount: number,
  preference = false,
): void {
  const me = d.get(by);
  if (a.violent) {
    if (check.outcome === "maximum") {
      // "On a Maximum Success, remove one of them from the Endeavor."
      const gone = a.remove ?? hit[0]!;
      if (!hit.includes(gone))
        refuse("endeavor-bad-target", "The removed opponent must be one of the targets.", {
          name: me.name,
          target: d.get(gone).name,
        });
      removeParticipant(d, gone, "maximum", by);
      return;
    }
    if (me.role === "monstrosity") {
      // "On other successes, wound each of them." v0.0.18: "Then for each bust they move up by one, and for each
      // boon you move up by one, to a maximum of your SP."
      for (const t of hit) wound(d, t, by);
      if (endeavorRules(d.state.edition).monstrosityBoonBustMoves) {
        // (A move of 0 moves nobody.)
        for (const t of hit) move(d, t, check.busts, { cause: by });
        const room = Math.max(0, me.start - d.get(by).position);
        move(d, by, Math.min(room, check.boons), { cause: by });
      }
      return;
    }
    // Allies / racers: "they move down by a total of X" (group movement, shared as the Attacker chooses).
    const shares = splitTotal(amount, hit, a.split);
    for (const [t, n] of shares) move(d, t, -n, { cause: by }); // (a share of 0 moves nobody)
    return;
  }
  steal(d, dice, by, hit, amount, a, preference);
}
