/**
 * Refusals of the Endeavor engine. Every illegal command throws a `RulesError` (from the core rules engine) whose
 * `code` is one of ENDEAVOR_ERROR_CODES; the input state is never touched (the engine works on a copy-on-write
 * draft). The Foundry layer localises them as `HB.Error.<code>`.
 */
import { makeRulesError } from "./core";

export const ENDEAVOR_ERROR_CODES = [
  "ENDEAVOR_BAD_SETUP", // setup data that cannot start an Endeavor (unknown side, SP below its recovery offset …)
  "ENDEAVOR_UNSUPPORTED_VERSION", // a stored state from a newer engine
  "ENDEAVOR_UNSUPPORTED_EDITION", // e.g. Racing in v0.0.18, which has Monstrous Endeavors only
  "ENDEAVOR_OVER", // the Endeavor has ended
  "ENDEAVOR_UNKNOWN_COMMAND",
  "ENDEAVOR_WRONG_PHASE", // e.g. an action while Action Dice are being chosen
  "ENDEAVOR_UNKNOWN_PARTICIPANT",
  "ENDEAVOR_PARTICIPANT_REMOVED", // removed from the Endeavor
  "ENDEAVOR_ALREADY_CHOSEN", // Action Die / position roll already chosen this round
  "ENDEAVOR_NOT_YOUR_TURN", // acting out of turn
  "ENDEAVOR_SKIPPING_ROUND", // skipping this round to regain spent Stats
  "ENDEAVOR_UNKNOWN_STAT",
  "ENDEAVOR_STAT_SPENT", // a spent Stat used as Action Die or Spark (book: "Spend Action Die")
  "ENDEAVOR_STAT_LIMITED", // an Area Terrain button limits the Stats for Action Dice (book: Racing, "Terrain")
  "ENDEAVOR_VIOLENT_NEEDS_HURT", // violent Attack not with Hurt
  "ENDEAVOR_NOT_HURT", // non-violent Attack or Advance with Hurt
  "ENDEAVOR_ACTION_UNAVAILABLE", // action not offered to this side / Endeavor type / edition
  "ENDEAVOR_NO_TARGET",
  "ENDEAVOR_TOO_MANY_TARGETS", // more than X targets (one in v0.0.18 / Racing)
  "ENDEAVOR_BAD_TARGET", // not an opponent (or not an ally), removed, or repeated
  "ENDEAVOR_BELOW_ZERO", // a move that would go below position 0
  "ENDEAVOR_BAD_DISTRIBUTION", // a group movement / steal split that does not add up
  "ENDEAVOR_BLESSING_NOT_HELD", // paying with a Blessing the participant does not have
  "ENDEAVOR_COST_NOT_MET", // e.g. Unique Skill without ⊜⊜
  "ENDEAVOR_NOT_UNIQUE", // a Monstrosity without the Unique tag taking Unique Skill
  "ENDEAVOR_NO_SPECIALIZATION",
  "ENDEAVOR_NEEDS_RECHARGE", // a Specialization used before its recharge cost was paid
  "ENDEAVOR_ACTION_DIE_NOT_ALLOWED", // e.g. Zealous needs Head, Heart or a Stat balanced with either
  "ENDEAVOR_BAD_HELPER", // helper has acted, is skipping, is the actor, or helped this roll already
  "ENDEAVOR_BAD_ROLL", // supplied roll totals of the wrong count or impossible values
  "ENDEAVOR_PENDING", // an interrupting Attack (Revenge, Unrelenting, Zeal) must be resolved first
  "ENDEAVOR_NOTHING_PENDING",
  "ENDEAVOR_NOT_CHOOSER", // not the one who chooses the special action
  "ENDEAVOR_TIE_UNRESOLVED", // a special-action tie the GM resolves (specialTies "gm") not yet resolved
  "ENDEAVOR_SPECIAL_UNMET", // Declare Victory below 30 / without ten Schemes in a row
  "ENDEAVOR_CANNOT_REVERSE", // book: "Reversing Turn Order"
  "ENDEAVOR_NOT_FATIGUED",
  "ENDEAVOR_MUST_ATTACK", // a Revenge Attack cannot be declined while a target exists
  "ENDEAVOR_BAD_BUTTON",
  "ENDEAVOR_SPARK_UNBALANCED", // a Spark partner that is not balanced with the Action Die / position roll's Stat
  "ENDEAVOR_NO_APTITUDE", // an Aptitude named for a Check that the participant neither has nor was lent (Radiant)
] as const;

export type EndeavorErrorCode = (typeof ENDEAVOR_ERROR_CODES)[number];

/** Throw the typed refusal. `never` so callers can use it in expressions. `details` are what the localised message
 *  `HB.Error.<code>` may interpolate: participants' names (`name`, `target`, `helper`), Stats (`stat`, `partner`) …;
 *  the English `message` is for logs and tests. */
export function refuse(code: EndeavorErrorCode, message: string, details: Record<string, string | number> = {}): never {
  throw makeRulesError(code, message, details);
}
