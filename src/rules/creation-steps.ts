// Character creation step by step: the dice after Step One alone, then after Step Two — what a guided creation
// shows while the player is still choosing. Once Lifestyle and Ethic are chosen the answer IS startingStats.
import { sizeUp, type DieSize } from "./dice";
import { startingStats } from "./creation";
import { CORE_STATS, OPTIONAL_STATS } from "./stats";

export interface StartingChoicesSoFar {
  highest?: string;
  lifestyle?: string;
  ethic?: string;
  optional?: string | null;
}

/** Stats a player may name as highest: the H's and an optional Stat that grows (not Hardship, Haunted, Hardy, Haze). */
export function highestChoices(optional: string | null): string[] {
  const opt = OPTIONAL_STATS.find((s) => s.id === optional);
  return [...CORE_STATS, ...(opt?.shop === "up" ? [opt.id] : [])];
}

/** The starting dice so far. Unknown choices throw the same RulesErrors as startingStats. */
export function startingStatsSoFar(choices: StartingChoicesSoFar): Record<string, DieSize> {
  const { highest = "", lifestyle = "", ethic = "", optional = null } = choices;
  if (highest && lifestyle && ethic) return startingStats({ highest, lifestyle, ethic, optional });
  const dice: Record<string, DieSize> = Object.fromEntries(CORE_STATS.map((s) => [s, 4 as DieSize]));
  const opt = OPTIONAL_STATS.find((s) => s.id === optional);
  if (opt) dice[opt.id] = opt.start;
  // Step One alone: "the Stat you chose as your highest Stat begins the game one die size larger".
  if (highest && highestChoices(optional).includes(highest)) dice[highest] = sizeUp(dice[highest]!);
  return dice;
}
