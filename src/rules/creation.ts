// Character creation, Steps One and Two. Book: "Step One · Choose Highest Stat", "Step Two · Choose Lifestyle
// and Ethic" (same in both books): all d4; the highest one size larger; the Lifestyle/Ethic pair one size larger
// each, stacking with Step One.
import { sizeUp, type DieSize } from "./dice";
import { refuse } from "./errors";
import { OPTIONAL_STATS } from "./stats";
import { CORE_STATS } from "./stats";
import {
  STARTING_STATS,
  STARTING_ETHICS,
  STARTING_LIFESTYLES,
  type StartingEthic,
  type StartingLifestyle,
} from "./outlooks";

export interface StartingChoices {
  highest: string;
  lifestyle: string;
  ethic: string;
  /** The world's optional Stat, if any. */
  optional?: string | null;
}

export function startingStats(choices: StartingChoices): Record<string, DieSize> {
  if (!STARTING_LIFESTYLES.includes(choices.lifestyle as StartingLifestyle)) {
    refuse("unknown-lifestyle", `A character starts Carefree, Eager or Wisened, not "${choices.lifestyle}".`, {
      lifestyle: choices.lifestyle,
    });
  }
  if (!STARTING_ETHICS.includes(choices.ethic as StartingEthic)) {
    refuse("unknown-ethic", `A character starts with a starting Ethic, not "${choices.ethic}".`, {
      ethic: choices.ethic,
    });
  }
  const optional = choices.optional ? OPTIONAL_STATS.find((s) => s.id === choices.optional) : undefined;
  if (choices.optional && !optional)
    refuse("unknown-stat", `There is no optional Stat "${choices.optional}".`, { stat: choices.optional });
  const dice: Record<string, DieSize> = Object.fromEntries(CORE_STATS.map((s) => [s, 4 as DieSize]));
  if (optional) dice[optional.id] = optional.start;
  if (!Object.hasOwn(dice, choices.highest))
    refuse("unknown-stat", `There is no Stat "${choices.highest}" to choose as highest.`, { stat: choices.highest });
  const grow = (stat: string) => {
    // Optional Stats with fixed dice (Hardship d4, Haunted, Hardy, Haze) do not grow.
    const fixed = optional?.id === stat && optional.shop !== "up";
    if (!fixed) dice[stat] = sizeUp(dice[stat]!);
  };
  grow(choices.highest);
  for (const stat of STARTING_STATS[choices.lifestyle as StartingLifestyle][choices.ethic as StartingEthic]) grow(stat);
  return dice;
}

/** Step Four: two Aptitudes from the Backstory, three if any Stat starts at d8. */
export const startingAptitudes = (dice: Readonly<Record<string, number>>): number =>
  // "a Stat Die of size d8": exactly d8 (Haunted starts at d10 without being a strength).
  Object.values(dice).some((size) => size === 8) ? 3 : 2;
