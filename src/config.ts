// CONFIG.HB: labels and icons for what the rules tables define; the numbers stay in src/rules.
import { CONDITION_IDS, CORE_STATS, DIFFICULTIES, OPTIONAL_STAT_IDS } from "./rules/ids";

const STAT_ICONS: Record<string, string> = {
  head: "fa-solid fa-brain",
  hand: "fa-solid fa-hand",
  heart: "fa-solid fa-heart",
  home: "fa-solid fa-mug-hot",
  hurt: "fa-solid fa-hand-fist",
  hurry: "fa-solid fa-person-running",
  history: "fa-solid fa-hourglass-half",
};

export const HB_CONFIG = {
  stats: Object.fromEntries(
    CORE_STATS.map((id) => [id, { label: `HB.Stat.${id}`, icon: STAT_ICONS[id] ?? "fa-solid fa-dice" }]),
  ),
  optionalStats: Object.fromEntries(
    OPTIONAL_STAT_IDS.map((id) => [id, { label: `HB.Stat.${id}`, icon: "fa-solid fa-star" }]),
  ),
  difficulties: Object.fromEntries(DIFFICULTIES.map((id) => [id, `HB.Difficulty.${id}`])),
  conditions: Object.fromEntries(CONDITION_IDS.map((id) => [id, `HB.Condition.${id}.name`])),
} as const;

declare module "fvtt-types/configuration" {
  // Our code runs from init onward; settings and i18n exist by then.
  interface AssumeHookRan {
    init: never;
  }
}

declare global {
  interface CONFIG {
    HB: typeof HB_CONFIG;
  }
}
