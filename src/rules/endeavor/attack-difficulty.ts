/** How hard an Attack's Check is: Protect on its targets, and v0.0.18's "Attack Difficulty" from the dice. */
import type { Difficulty } from "./commands";
import type { Draft } from "./draft";
import type { DieSize } from "../dice";
import type { Participant } from "./state";
import { attackDifficulty, defenseStats } from "../attacks";
import { engineStat, statId } from "../ids";
import { statDie } from "./stat-die";

/** Opponents' protection of a target (Protect: "their relevant Attacks are one rank more difficult"). */
export function protectionRanks(d: Draft, attacker: Participant, targets: string[]): number {
  let max = 0;
  for (const t of targets) {
    let sum = 0;
    for (const pr of d.state.protections) {
      // Stryker disable next-line ConditionalExpression: Protect is given to oneself or an ally and an Attack's targets
      // are opponents: no protector of a target is on the Attacker's side (kept for a side changed mid-Endeavor)
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
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an Attack is made with an Action Die, on a target
  // (validateTargets refuses none first)
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
