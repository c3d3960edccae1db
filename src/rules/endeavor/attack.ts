/**
 * Attack (book: Monstrous "Ally Actions"/"Monstrosity Actions", Racing "Racer Actions", both editions).
 * Violent: "Hurt only" — reading: the Action Die (v0.0.18: the position roll's Stat) must be Hurt itself.
 * Non-violent: "Not Hurt".
 */
import type { AttackAction } from "./commands";
import type { Dice } from "./dice";
import type { Draft } from "./draft";
import { amountFor, xOf } from "./amounts";
import { immune, performCheck } from "./checks";
import type { Difficulty } from "./commands";
import { attackDifficulty, defenseStats } from "../attacks";
import type { DieSize } from "../dice";
import { engineStat, statId } from "../ids";
import { statDie } from "./stat-die";
import { endeavorRules } from "./endeavor-editions";
import { kindRules } from "./kinds";
import { refuse } from "./errors";
import { removeParticipant } from "./removal";
import { charged, hasSpecialization, isActive, optionOf, type Participant } from "./state";
import { assertProtective } from "../check-reactions";
import { famousUsedOn } from "../conditions";
import { useSpecialization } from "./specialization-use";
import { move, splitTotal, wound } from "./track";
import { checkBlessings } from "./dice";
import { critical, CRITICAL_ROLL, criticalCharged } from "./critical";
import { assertActionStat } from "./action-stat";
import { attackable, mayStandIn } from "./attack-targets";

export { HURT } from "./action-stat";

/** Up to X opponents (default Monstrous); "another racer" (Racing) and "an opponent" (v0.0.18, pending Attacks). */
function maxTargets(d: Draft, p: Participant, single: boolean, xHelp: number): number {
  if (single || kindRules(d.state.kind).attackTargets === "one" || !endeavorRules(d.state.edition).multiTarget)
    return 1;
  return xOf(d.state, p) + xHelp;
}

/** Opponents' protection of a target (Protect: "their relevant Attacks are one rank more difficult"). */
export function protectionRanks(d: Draft, attacker: Participant, targets: string[]): number {
  let max = 0;
  for (const t of targets) {
    let sum = 0;
    for (const pr of d.state.protections) {
      // Stryker disable next-line ConditionalExpression: Protect is given to oneself or an ally and an Attack's targets are opponents: no protector of a target is on the Attacker's side (kept for a side changed mid-Endeavor)
      if (pr.target === t && d.get(pr.by).side !== attacker.side) sum += pr.ranks;
    }
    max = Math.max(max, sum);
  }
  return max;
}

const RANKS = ["easy", "normal", "hard"] as const;

/**
 * v0.0.18 "Attack Difficulty": "If the Defense Stat Die is larger than the Attack Stat Die, or if there are more
 * Defenders than Attackers, the Check is Hard. If the reverse is true, the Check is Easy." The engine proposes it from
 * the dice; the command's `difficulty` (the GM's call) overrides it. v0.0.21.10 sets it from the Defender's Aptitudes,
 * which only the table knows: Normal unless the command says otherwise.
 */
export function proposedDifficulty(d: Draft, p: Participant, targets: string[]): Difficulty | undefined {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an Attack is made with an Action Die, on a target (validateTargets refuses none first)
  if (p.actionDie === null || !targets.length) return undefined;
  let hardest = -1;
  const defense = defenseStats(statId(p.actionDie), d.state.edition);
  if (!defense) return undefined;
  for (const t of targets) {
    const q = d.get(t);
    const sizes = defense.map((id) => statDie(d.state, q, engineStat(id))).filter((s): s is DieSize => s !== null);
    if (!sizes.length) return undefined;
    // Reading: the Defender defends with their best die of the table's Stats (they choose the Stat).
    const r = attackDifficulty({
      edition: d.state.edition,
      attackDie: p.stats[p.actionDie]!,
      defenseDie: Math.max(...sizes) as DieSize,
      attackers: 1,
      defenders: targets.length,
    });
    // (attackDifficulty answers "complex" only for a Complex action, never asked here.)
    hardest = Math.max(
      hardest,
      RANKS.findIndex((x) => x === r.difficulty),
    );
  }
  return RANKS[hardest];
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
    // on the actor beyond this Endeavor (famousExerted); the engine, for the rest of it (a Unique Skill's second Attack).
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

/**
 * The temporary Blessings chosen to steal (`AttackAction.steal`): only from `targets` (the Attack's, immune ones left
 * out), only Blessings they hold, and — when the amount is known (`amount`; default edition: X, plus Help on X) —
 * exactly that many, or all they have if fewer. `amount` null (v0.0.18, where it depends on the roll): an order of
 * preference, any length.
 */
function checkSteal(
  d: Draft,
  by: string,
  steal: Record<string, number[]>,
  targets: string[],
  amount: number | null,
): void {
  const name = d.get(by).name;
  let total = 0;
  for (const [t, values] of Object.entries(steal)) {
    if (!targets.includes(t))
      refuse("endeavor-bad-distribution", "Steal only from the Attack's targets.", { name, target: d.get(t).name });
    if (!Array.isArray(values))
      refuse("endeavor-bad-distribution", "List the temporary Blessings to steal.", { name, target: d.get(t).name });
    const left = d.get(t).temporary.slice();
    for (const v of values) {
      const i = left.indexOf(v);
      if (i < 0)
        refuse("endeavor-blessing-not-held", `${d.get(t).name} has no temporary Blessing worth ${v}.`, {
          name: d.get(t).name,
          value: v,
        });
      left.splice(i, 1);
    }
    total += values.length;
  }
  if (amount === null) return;
  const count = Math.min(
    amount,
    targets.reduce((s, t) => s + d.get(t).temporary.length, 0),
  );
  if (total !== count)
    refuse("endeavor-bad-distribution", `Steal exactly ${count} temporary Blessing(s).`, { name, count });
}

/** Non-violent: "steal a total of X temporary Blessings of your choice from them. They then gain a number of new
 *  temporary Blessings equal to the amount they lost" (the regain is default-edition only). v0.0.18: "steal a number
 *  of temporary Blessings from them equal to half your position roll, rounded down, minus one for each bust and plus
 *  one for each boon" — `a.steal`, if any, is an order of preference (`preference`): its Blessings from the front,
 *  then the largest remaining. What was taken is written back into `a.steal`. */
function steal(
  d: Draft,
  dice: Dice,
  by: string,
  targets: string[],
  amount: number,
  a: AttackAction,
  preference: boolean,
): void {
  const taken = new Map<string, number[]>();
  if (a.steal && !preference) {
    checkSteal(d, by, a.steal, targets, amount);
    for (const [t, values] of Object.entries(a.steal)) taken.set(t, values); // (the command is the engine's own copy)
  } else {
    // Stryker disable next-line ConditionalExpression: a safeguard; attack(), the one caller with a preference, checked it before the roll
    if (a.steal) checkSteal(d, by, a.steal, targets, null);
    const pools = new Map(
      targets.map((t) => [
        t,
        d
          .get(t)
          .temporary.slice()
          .sort((x, y) => y - x),
      ]),
    );
    const take = (t: string, v: number) => {
      const pool = pools.get(t)!;
      pool.splice(pool.indexOf(v), 1);
      taken.set(t, [...(taken.get(t) ?? []), v]);
    };
    let left = amount;
    // The preferred ones first, in order.
    for (const [t, values] of Object.entries(a.steal ?? {})) {
      for (const v of values)
        if (left > 0) {
          take(t, v);
          left -= 1;
        }
    }
    // Then (default choice) the largest temporary Blessings, earliest target first on ties.
    for (; left > 0; left -= 1) {
      let best: string | null = null;
      for (const t of targets) {
        const top = pools.get(t)![0];
        if (top !== undefined && (best === null || top > pools.get(best)![0]!)) best = t;
      }
      if (best === null) break;
      take(best, pools.get(best)![0]!);
    }
    a.steal = Object.fromEntries(taken);
  }
  const regains = endeavorRules(d.state.edition).victimRegains;
  const regained: Record<string, number[]> = {};
  for (const [t, values] of taken) {
    if (values.length === 0) continue;
    const left = d.get(t).temporary.slice();
    for (const v of values) {
      const i = left.indexOf(v);
      // Stryker disable next-line ConditionalExpression,StringLiteral,ObjectLiteral: a safeguard; checkSteal and the pools only take Blessings held
      if (i < 0)
        refuse("endeavor-blessing-not-held", `${d.get(t).name} has no temporary Blessing worth ${v}.`, {
          name: d.get(t).name,
          value: v,
        });
      left.splice(i, 1);
    }
    d.edit(t).temporary = left;
    const thief = d.edit(by);
    thief.temporary = [...thief.temporary, ...values];
    d.emit({ type: "blessingsStolen", by, from: t, values });
    if (regains) {
      const supplied = a.regained?.[t];
      const fresh = supplied ? checkBlessings(supplied, values.length) : dice.blessings(values.length);
      regained[t] = fresh;
      const v = d.edit(t);
      v.temporary = [...v.temporary, ...fresh];
      d.emit({ type: "temporaryGained", id: t, values: fresh });
    }
  }
  if (regains) a.regained = regained;
}
