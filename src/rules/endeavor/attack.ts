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
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";
import { removeParticipant } from "./removal";
import { isActive, type Participant } from "./state";
import { move, splitTotal, wound } from "./track";
import { checkBlessings } from "./dice";
import { critical, CRITICAL_ROLL, criticalCharged } from "./critical";

export const HURT = "Hurt";

/** Up to X opponents (default Monstrous); "another racer" (Racing) and "an opponent" (v0.0.18, pending Attacks). */
function maxTargets(d: Draft, p: Participant, single: boolean, xHelp: number): number {
  if (single || d.state.kind === "racing" || !endeavorRules(d.state.edition).multiTarget) return 1;
  return xOf(d.state, p) + xHelp;
}

/** Opponents' protection of a target (Protect: "their relevant Attacks are one rank more difficult"). */
function protectionRanks(d: Draft, attacker: Participant, targets: string[]): number {
  let max = 0;
  for (const t of targets) {
    let sum = 0;
    for (const pr of d.state.protections) {
      if (pr.target === t && d.get(pr.by).side !== attacker.side) sum += pr.ranks;
    }
    max = Math.max(max, sum);
  }
  return max;
}

export function validateTargets(d: Draft, p: Participant, targets: string[], eligible?: string[]): void {
  if (targets.length === 0) refuse("ENDEAVOR_NO_TARGET", "Choose at least one opponent.");
  const seen = new Set<string>();
  for (const t of targets) {
    const q = d.get(t);
    if (seen.has(t) || !isActive(q) || q.side === p.side || (eligible && eligible.length > 0 && !eligible.includes(t))) {
      refuse("ENDEAVOR_BAD_TARGET", `${q.name} is not an opponent who can be Attacked.`, { name: p.name, target: q.name });
    }
    seen.add(t);
  }
}

export function attack(d: Draft, dice: Dice, by: string, a: AttackAction, single = false, eligible?: string[]): void {
  const p = d.get(by);
  if (a.violent && p.actionDie !== HURT) refuse("ENDEAVOR_VIOLENT_NEEDS_HURT", "A violent Attack uses Hurt only.", { name: p.name, stat: p.actionDie ?? "" });
  if (!a.violent && p.actionDie === HURT) refuse("ENDEAVOR_NOT_HURT", "A non-violent Attack cannot use Hurt.", { name: p.name, stat: HURT });
  validateTargets(d, p, a.targets, eligible);
  const check = performCheck(d, dice, by, a, { purpose: "attack", extraRanks: protectionRanks(d, p, a.targets) });
  if (a.targets.length > maxTargets(d, p, single, check.xHelp)) {
    refuse("ENDEAVOR_TOO_MANY_TARGETS", "Too many targets for this Attack.", { name: p.name, count: a.targets.length, max: maxTargets(d, p, single, check.xHelp) });
  }
  if (check.totals[0]! >= CRITICAL_ROLL && criticalCharged(d, d.get(by))) a.critical = critical(d, dice, by, a.targets, a.critical);
  if (!check.success) return;
  // Immunity (Recovery passive): the Attack automatically fails against an immune target.
  const hit = a.targets.filter((t) => !immune(d, d.get(t), a.relatedToAptitudes));
  for (const t of a.targets) if (!hit.includes(t)) d.emit({ type: "immune", id: t, by });
  if (hit.length === 0) return;
  landAttack(d, dice, by, a, hit, check, amountFor(d, d.get(by), check.boons, check.busts, check.xHelp));
}

/** What a successful Attack does to the opponents it hit (`amount`: X, or v0.0.18's position-roll amount). Also a
 *  Delayed Attack's effect when its Defender fails ("the Attack succeeds without boon or bust"). */
export function landAttack(d: Draft, dice: Dice, by: string, a: AttackAction, hit: string[], check: { tier: string; boons: number; busts: number }, amount: number): void {
  const me = d.get(by);
  if (a.violent) {
    if (check.tier === "maximum") {
      // "On a Maximum Success, remove one of them from the Endeavor."
      const gone = a.remove ?? hit[0]!;
      if (!hit.includes(gone)) refuse("ENDEAVOR_BAD_TARGET", "The removed opponent must be one of the targets.", { name: me.name, target: d.get(gone).name });
      removeParticipant(d, gone, "maximum", by);
      return;
    }
    if (me.role === "monstrosity") {
      // "On other successes, wound each of them." v0.0.18: "Then for each bust they move up by one, and for each
      // boon you move up by one, to a maximum of your SP."
      for (const t of hit) wound(d, t, by);
      if (endeavorRules(d.state.edition).monstrosityBoonBustMoves) {
        for (const t of hit) if (check.busts > 0) move(d, t, check.busts, { cause: by });
        const room = Math.max(0, me.start - d.get(by).position);
        if (check.boons > 0 && room > 0) move(d, by, Math.min(room, check.boons), { cause: by });
      }
      return;
    }
    // Allies / racers: "they move down by a total of X" (group movement, shared as the Attacker chooses).
    const shares = splitTotal(amount, hit, a.split);
    for (const [t, n] of shares) if (n > 0) move(d, t, -n, { cause: by });
    return;
  }
  steal(d, dice, by, hit, amount, a);
}

/** Non-violent: "steal a total of X temporary Blessings of your choice from them. They then gain a number of new
 *  temporary Blessings equal to the amount they lost" (the regain is default-edition only). */
function steal(d: Draft, dice: Dice, by: string, targets: string[], amount: number, a: AttackAction): void {
  const taken = new Map<string, number[]>();
  if (a.steal) {
    let total = 0;
    for (const [t, values] of Object.entries(a.steal)) {
      if (!targets.includes(t)) refuse("ENDEAVOR_BAD_DISTRIBUTION", "Steal only from the Attack's targets.", { name: d.get(by).name, target: d.get(t).name });
      taken.set(t, values.slice());
      total += values.length;
    }
    const available = targets.reduce((s, t) => s + d.get(t).temporary.length, 0);
    if (total !== Math.min(amount, available)) {
      refuse("ENDEAVOR_BAD_DISTRIBUTION", `Steal exactly ${Math.min(amount, available)} temporary Blessing(s).`, { name: d.get(by).name, count: Math.min(amount, available) });
    }
  } else {
    // Default choice: the largest temporary Blessings, earliest target first on ties.
    const pools = new Map(targets.map((t) => [t, d.get(t).temporary.slice().sort((x, y) => y - x)]));
    for (let i = 0; i < amount; i += 1) {
      let best: string | null = null;
      for (const t of targets) {
        const top = pools.get(t)![0];
        if (top !== undefined && (best === null || top > pools.get(best)![0]!)) best = t;
      }
      if (best === null) break;
      const v = pools.get(best)!.shift()!;
      taken.set(best, [...(taken.get(best) ?? []), v]);
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
      if (i < 0) refuse("ENDEAVOR_BLESSING_NOT_HELD", `${d.get(t).name} has no temporary Blessing worth ${v}.`, { name: d.get(t).name, value: v });
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
