// Attacks and Delayed Attacks: violent or not, the difficulty, the Defense Stats (v0.0.18) and what a failed
// defence means. Book: "Attacks", "Delayed Attacks", "Aptitude Difficulty" (v0.0.21.10). How each book sets the
// difficulty is read from editions.ts; this file holds the two procedures.
import { DIFFICULTIES, type CheckResult, type Difficulty } from "./check";
import type { DieSize } from "./dice";
import { DEFAULT_EDITION, edition as editionOf, type EditionId } from "./editions";
import { refuse } from "./errors";

/** "A violent Attack is when a character performs an action against another character's will using Hurt." */
export const isViolent = (stat: string): boolean => stat === "hurt";

/** An Attack's kind from the Stats rolled. Reading: a Spark that includes Hurt is an Attack "using Hurt" too. */
export const attackKind = (stats: readonly string[]): "violent" | "non-violent" =>
  stats.some(isViolent) ? "violent" : "non-violent";

export type AttackKindChoice = "violent" | "non-violent";

/**
 * "The Attacker chooses if their Attack is violent or non-violent and selects the appropriate Stat for it": a violent
 * Attack uses Hurt — or, as any Check may, an unconventional Stat balanced with it, or History if related enough —
 * and stays violent (Disarmed applies); a non-violent one uses "any Stat besides Hurt", nor Sparks with it.
 */
export function attackStatAllowed(
  kind: AttackKindChoice,
  dice: Readonly<Record<string, number>>,
  stat: string,
): boolean {
  if (!Object.hasOwn(dice, stat)) return false;
  if (kind === "non-violent") return stat !== "hurt";
  // Hurt is balanced with itself; a character without Hurt has no die for `stat` to equal (dice.hurt is undefined).
  return stat === "history" || dice[stat] === dice.hurt;
}

/** Throws the rule when these Stats (the rolled one first, then any Sparked with it) do not fit the Attack chosen.
 *  `sparksOnly`: the caller's own rules chose the Stat rolled (an Endeavor action's, from its kinds table), so only a
 *  Spark partner is held to the Attack here (a non-violent one does not Spark with Hurt). */
export function assertAttackStats(
  kind: AttackKindChoice,
  dice: Readonly<Record<string, number>>,
  stats: readonly string[],
  sparksOnly = false,
): void {
  if (kind === "violent" && !sparksOnly && !attackStatAllowed(kind, dice, stats[0]!)) {
    refuse("attack-violent-stat", `A violent Attack uses Hurt or a Stat balanced with it, not ${stats[0]}.`, {
      stat: stats[0]!,
    });
  }
  const hurt = kind === "non-violent" && stats.slice(sparksOnly ? 1 : 0).find((s) => s === "hurt");
  if (hurt) refuse("attack-non-violent-hurt", "A non-violent Attack uses any Stat besides Hurt.", { stat: hurt });
}

/** The Stat "normally associated" with an Attack of this kind: Hurt for a violent one, else the Stat clicked. */
export const attackBase = (kind: AttackKindChoice | null | undefined, base: string): string =>
  kind === "violent" ? "hurt" : base;

/**
 * Difficulty ranks: Easy < Normal < Hard. "One rank higher" than Hard — the one reading used everywhere, Endeavors
 * included (endeavor/check-difficulty.ts difficultyWithRanks): the Check stays Hard and needs one more roll to succeed
 * for each rank past it ("Hard" generalised), since Complex is a group Check, not a rank. A Complex Check is not
 * shifted.
 */
export function rankDifficulty(
  difficulty: Difficulty,
  ranks: number,
  rolls?: number,
): { difficulty: Difficulty; rolls: number } {
  if (difficulty === "complex") return { difficulty, rolls: Math.max(2, rolls ?? 3) };
  // Below Hard, by rank; Hard and past it are counted in rolls.
  const RANKS: Difficulty[] = ["easy", "normal"];
  // Hard is rank 2 with its two rolls; a Hard Check of n rolls already stands n − 2 ranks past it.
  const from = difficulty === "hard" ? Math.max(2, rolls ?? 2) : RANKS.indexOf(difficulty);
  const rank = Math.max(0, from + Math.trunc(ranks));
  if (rank <= 1) return { difficulty: RANKS[rank]!, rolls: 1 };
  return { difficulty: "hard", rolls: Math.max(2, rank) };
}

/** The difficulty `ranks` away (rankDifficulty without the roll count): past Hard it stays Hard. */
export function shiftDifficulty(difficulty: Difficulty, ranks: number): Difficulty {
  return rankDifficulty(difficulty, ranks).difficulty;
}

export interface AttackSituation {
  edition?: EditionId;
  /** v0.0.21.10: the Check is related enough to the Defender's Aptitudes / that Aptitude is specialized. */
  defenderApt?: boolean;
  defenderSpecialized?: boolean;
  /** v0.0.18: the Attack and Defense Stat Dice, the numbers of Attackers and Defenders, and a complex action. */
  attackDie?: DieSize;
  defenseDie?: DieSize;
  attackers?: number;
  defenders?: number;
  complexAction?: boolean;
  /** "Other effects or situations, at table discretion": ranks to add (+1 harder, −1 easier). */
  shift?: number;
}

/** Why a difficulty came out as it did, for a chat card: rule keys in the order they applied. */
export interface DifficultyReason {
  difficulty: Difficulty;
  /** How many rolls: 1 for Easy/Normal, 2 for Hard and one more per rank past it, several (3) for Complex. */
  rolls: number;
  reasons: (
    "aptitude" | "specialized" | "defense-die" | "attack-die" | "defenders" | "attackers" | "complex" | "table"
  )[];
}

function compared(a: number | undefined, b: number | undefined): number {
  return a === undefined || b === undefined ? 0 : Math.sign(a - b);
}

/** v0.0.21.10: a rank higher for the related Aptitude, one more for its Specialization (a Specialization implies
 *  its Aptitude). Records the reasons; returns the ranks. */
function aptitudeRanks(
  apt: boolean | undefined,
  specialized: boolean | undefined,
  reasons: DifficultyReason["reasons"],
): number {
  if (apt || specialized) reasons.push("aptitude");
  if (specialized) reasons.push("specialized");
  return reasons.length;
}

/** The difficulty `ranks` past `difficulty`, and the table's own shift ("other effects or situations, at table
 *  discretion") with its reason. */
function ranked(
  difficulty: Difficulty,
  ranks: number,
  shift: number | undefined,
  reasons: DifficultyReason["reasons"],
): DifficultyReason {
  if (shift) reasons.push("table");
  return { ...rankDifficulty(difficulty, ranks + (shift ?? 0)), reasons };
}

/**
 * The difficulty of an Attack Check (made by the Attacker).
 * v0.0.21.10: Normal, one rank higher when related to the Defender's Aptitudes, another when specialized.
 * v0.0.18: Hard when the Defense Stat Die is larger or there are more Defenders; "if the reverse is true", Easy.
 * When one comparison says Hard and the other Easy, they cancel to Normal (our reading: the book gives no order);
 * a complex action makes the Check Complex whatever the dice say.
 */
export function attackDifficulty(s: AttackSituation): DifficultyReason {
  const ed = editionOf(s.edition ?? DEFAULT_EDITION);
  const reasons: DifficultyReason["reasons"] = [];
  let difficulty: Difficulty = "normal";
  let ranks = 0;
  if (ed.attackDifficulty === "defender-aptitude") {
    ranks = aptitudeRanks(s.defenderApt, s.defenderSpecialized, reasons);
  } else if (s.complexAction) {
    difficulty = "complex";
    reasons.push("complex");
  } else {
    const dice = compared(s.defenseDie, s.attackDie);
    const people = compared(s.defenders, s.attackers);
    if (dice) reasons.push(dice > 0 ? "defense-die" : "attack-die");
    if (people) reasons.push(people > 0 ? "defenders" : "attackers");
    const lean = Math.sign(dice + people);
    difficulty = lean > 0 ? "hard" : lean < 0 ? "easy" : "normal";
  }
  return ranked(difficulty, ranks, s.shift, reasons);
}

export interface DelayedAttackSituation {
  edition?: EditionId;
  /** v0.0.21.10: the Attacker's Apts and Specs "at the time the trigger is set". */
  attackerApt?: boolean;
  attackerSpecialized?: boolean;
  /** v0.0.18: the Attacker's Attack Stat Die and the Defender's Defense Stat Die. */
  attackDie?: DieSize;
  defenseDie?: DieSize;
  shift?: number;
}

/**
 * The difficulty of the Defender's Check against a Delayed Attack.
 * v0.0.21.10: Normal, a rank higher for each of the Attacker's related Aptitude and its Specialization.
 * v0.0.18: Easy when the Defense Stat Die is larger than the Attack Stat Die, Hard when smaller.
 */
export function delayedAttackDifficulty(s: DelayedAttackSituation): DifficultyReason {
  const ed = editionOf(s.edition ?? DEFAULT_EDITION);
  const reasons: DifficultyReason["reasons"] = [];
  let difficulty: Difficulty = "normal";
  let ranks = 0;
  if (ed.delayedDifficulty === "attacker-aptitude") {
    ranks = aptitudeRanks(s.attackerApt, s.attackerSpecialized, reasons);
  } else {
    const dice = compared(s.defenseDie, s.attackDie);
    if (dice) reasons.push(dice > 0 ? "defense-die" : "attack-die");
    difficulty = dice > 0 ? "easy" : dice < 0 ? "hard" : "normal";
  }
  return ranked(difficulty, ranks, s.shift, reasons);
}

/**
 * The Stat a Delayed Attack targets: Hurry when violent (v0.0.21.10); otherwise the table decides (null). In
 * v0.0.18 the Defender picks from the Attack and Defense Stats table (defenseStats).
 */
export function delayedAttackTarget(violent: boolean, edition: EditionId = DEFAULT_EDITION): "hurry" | null {
  return violent ? editionOf(edition).delayedViolentTarget : null;
}

/**
 * v0.0.18's Attack and Defense Stats table: the Stats a Defender may defend with (plus any Stat balanced with
 * them, a Spark of two balanced with them, or History if related enough). Null: "GM decides" (History attacks),
 * or the edition has no such table.
 */
export function defenseStats(attackStat: string, edition: EditionId = DEFAULT_EDITION): string[] | null {
  if (!editionOf(edition).defenseStats || attackStat === "history") return null;
  if (attackStat === "hurt") return ["hurry"];
  if (attackStat === "hurry") return ["hurt"];
  return [attackStat];
}

/**
 * A Delayed Attack's result from the Defender's Check: "If the Check fails, the Attack succeeds without boon or
 * bust." (v0.0.18 says only that the Defender performs the Check; we read it the same way.)
 */
export function delayedAttackOutcome(defense: Pick<CheckResult, "success">): {
  attackSucceeds: boolean;
  boons: 0;
  busts: 0;
} {
  return { attackSucceeds: !defense.success, boons: 0, busts: 0 };
}
