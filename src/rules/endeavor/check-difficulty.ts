/**
 * How hard an Endeavor Check is. Difficulty ranks: Easy < Normal < Hard; Protect ("one rank more difficult" per
 * Blessing) and Fatigue ("plus one difficulty rank for each of your Fatigue buttons past the first") add ranks.
 * Reading: past Hard, each further rank adds one more roll that must also succeed (Hard generalised), since Complex is
 * a group Check, not a rank.
 */
import type { CheckRecord } from "./events";
import type { Difficulty } from "./commands";
import type { Draft } from "./draft";
import type { Participant } from "./state";
import { rankDifficulty } from "../attacks";
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";
import { optionOf } from "./state";

const RANKS: Difficulty[] = ["easy", "normal", "hard"];

/** Turn a base difficulty plus extra ranks into the core difficulty and the number of rolls, by the one reading of
 *  "a rank above Hard" the whole system uses (rules rankDifficulty: Hard with one more roll a rank); ranks taken
 *  away (a Protect that eases a defence) stop at Easy. */
export function difficultyWithRanks(base: Difficulty, extra: number): { difficulty: Difficulty; rolls: number } {
  // A difficulty the engine does not know is refused, never read as one rank easier than Easy.
  if (!RANKS.includes(base))
    refuse("endeavor-bad-difficulty", `"${String(base)}" is not a difficulty an Endeavor Check can have.`, {
      difficulty: String(base),
    });
  const { difficulty, rolls } = rankDifficulty(base, extra);
  // Stryker disable next-line ConditionalExpression,StringLiteral: rankDifficulty answers "complex" only for a
  // "complex" base, refused above (the test narrows the type)
  return { difficulty: difficulty === "complex" ? "hard" : difficulty, rolls };
}

/**
 * v0.0.18 Protect: "their relevant Checks are one rank more difficult". Table ruling protectReach "checks": every Check
 * an opponent of the protector makes (not only Attacks, which attack-difficulty.ts ranks by their targets) — the
 * strongest protection raised against the actor's side counts.
 */
export function protectedFrom(d: Draft, actor: Participant, purpose: CheckRecord["purpose"]): number {
  // (A Delayed Attack's "defend" Check is resolved in delayed-attack.ts, never here.)
  if (purpose === "attack" || endeavorRules(d.state.edition).roundStart !== "position-roll") return 0;
  if (optionOf(d.state, "protectReach") !== "checks") return 0;
  const byTarget = new Map<string, number>();
  for (const pr of d.state.protections) {
    if (d.get(pr.by).side !== actor.side) byTarget.set(pr.target, (byTarget.get(pr.target) ?? 0) + pr.ranks);
  }
  return Math.max(0, ...byTarget.values());
}
