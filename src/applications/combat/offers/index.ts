// Help and reactions offered from a participant's own row, and Analytical's uses: what the tracker's view draws and
// what the GM's client checks a request against.
export { analyticalUsedUp } from "./analytical-uses";
export { actingNow, canHelp, helpInCommand, liveOffers, offered, type HelpOffer } from "./help-offers";
export {
  leftOut,
  liveReactions,
  REACTION_KINDS,
  reactionOffered,
  reactionsInCommand,
  reactionsOpen,
  restoreReactions,
  settleReactions,
  watchedCondition,
  type ReactionKind,
  type ReactionOffer,
} from "./reaction-offers";
