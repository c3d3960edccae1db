/** The Endeavor engine's public API (pure: no Foundry, no DOM; randomness only through an injected Rng). */
export { apply, previewCheck, replay, RECHARGE_COST, type ApplyResult } from "./apply";
export { createEndeavor, parseSp, type EndeavorSetup, type ParticipantSetup } from "./setup";
export type { TerrainSetup } from "./kinds/kind-entry";
export * from "./state";
export type * from "./commands";
export type * from "./events";
export type { EndeavorErrorCode } from "./errors";
export { ENDEAVOR_EDITIONS, endeavorRules, type EndeavorEditionRules } from "./endeavor-editions";
export {
  BUTTON_RULES,
  buttonKindsOf,
  DEFAULT_KIND,
  ENDEAVOR_ERROR_CODES,
  ENDEAVOR_KINDS,
  ENDEAVOR_KIND_IDS,
  isEndeavorKind,
  kindRules,
  kindsOf,
  NAMED_SIDES,
  sideNameKey,
  type EndeavorKindRules,
} from "./kinds";
export { woundsInARow, schemesInARow, longestRun, areaAt, type ButtonRule } from "./buttons";
export { previewOrder, nextActor, canReverse } from "./turn-order";
export { xOf, usesStatOrBalanced } from "./amounts";
export { RADIANT_STATS, radiantDie, lendableAptitudes } from "./radiant";
export { sureFootedCheck, zealousDie } from "./actions";
export { kineticChoices, KINETIC_STATS } from "./kinetic";
export { hordeActive } from "./recovery-passives";
export { imposingNow } from "./check-roller";
export { difficultyWithRanks } from "./check-difficulty";
export { callsOnAllies, helpMayLowerX } from "./check-help";
export { comboEligibleTargets, specialsFor } from "./specials";
export { statDie } from "./stat-die";
export { hiddenDiceOf } from "./dice";
export { validateState } from "./invariants";
