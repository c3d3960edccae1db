/**
 * Refusals of the Endeavor engine. Every illegal command throws a `RulesError` (from the core rules engine) whose
 * `code` is one of ENDEAVOR_ERROR_CODES (the engine's, here, and those a kind alone raises, listed in its folder and
 * joined in the kinds table, kinds/index.ts); the input state is never touched (the engine works on a copy-on-write
 * draft). The Foundry layer localises them as `HB.Error.<code>`.
 */
import { RulesError } from "../errors";

export const ENGINE_ERROR_CODES = [
  "endeavor-bad-setup", // setup data that cannot start an Endeavor (unknown side, SP below its recovery offset …)
  "endeavor-unsupported-version", // a stored state from a newer engine
  "endeavor-unsupported-edition", // e.g. Racing in v0.0.18, which has Monstrous Endeavors only
  "endeavor-over", // the Endeavor has ended
  "endeavor-unknown-command",
  "endeavor-wrong-phase", // e.g. an action while Action Dice are being chosen
  "endeavor-unknown-participant",
  "endeavor-participant-removed", // removed from the Endeavor
  "endeavor-already-chosen", // Action Die / position roll already chosen this round
  "endeavor-not-your-turn", // acting out of turn
  "endeavor-skipping-round", // skipping this round to regain spent Stats
  "endeavor-unknown-stat",
  "endeavor-stat-spent", // a spent Stat used as Action Die or Spark (book: "Spend Action Die")
  "endeavor-stat-limited", // an Area Terrain button limits the Stats for Action Dice (book: Racing, "Terrain")
  "endeavor-violent-needs-hurt", // violent Attack not with Hurt
  "endeavor-not-hurt", // non-violent Attack or Advance with Hurt
  "endeavor-action-unavailable", // action not offered to this side / Endeavor type / edition
  "endeavor-no-target",
  "endeavor-too-many-targets", // more than X targets (one in v0.0.18 / Racing)
  "endeavor-bad-target", // not an opponent (or not an ally), removed, or repeated
  "endeavor-below-zero", // a move that would go below position 0
  "endeavor-bad-distribution", // a group movement / steal split that does not add up
  "endeavor-blessing-not-held", // paying with a Blessing the participant does not have
  "endeavor-cost-not-met", // e.g. Unique Skill without ⊜⊜
  "endeavor-not-unique", // a Monstrosity without the Unique tag taking Unique Skill
  "endeavor-no-specialization",
  "endeavor-not-watchable", // a watcher named on a Check that uses no Vexed/Vulnerable Stat
  "endeavor-needs-recharge", // a Specialization used before its recharge cost was paid
  "endeavor-action-die-not-allowed", // e.g. Zealous needs Head, Heart or a Stat balanced with either
  "endeavor-bad-helper", // helper has acted, is skipping, is the actor, or helped this roll already
  "endeavor-bad-roll", // supplied roll totals of the wrong count or impossible values
  "endeavor-pending", // an interrupting Attack (Revenge, Unrelenting, Zeal) must be resolved first
  "endeavor-nothing-pending",
  "endeavor-not-chooser", // not the one who chooses the special action
  "endeavor-tie-unresolved", // a special-action tie the GM resolves (specialTies "gm") not yet resolved
  "endeavor-special-unmet", // Declare Victory below 30 / without ten Schemes in a row
  "endeavor-cannot-reverse", // book: "Reversing Turn Order"
  "endeavor-not-fatigued",
  "endeavor-must-attack", // a Revenge Attack cannot be declined while a target exists
  "endeavor-bad-button",
  "endeavor-spark-unbalanced", // a Spark partner that is not balanced with the Action Die / position roll's Stat
  "endeavor-no-aptitude", // an Aptitude named for a Check that the participant neither has nor was lent (Radiant)
  "endeavor-bad-difficulty", // a Check's base difficulty other than Easy, Normal or Hard
  "endeavor-no-exceptional", // an exceptional thing (Gains) used by a participant whose actor has none
  // Famous exerted again over someone this session ("not against the same character more than once"):
  "endeavor-famous-used",
] as const;

/** The codes a kind alone raises, by code (open: the kinds' folders add theirs, `kinds/<kind>/types.ts`, from the list
 *  their `errors.ts` gives the table). */
export interface KindErrorCodes {}

export type EndeavorErrorCode = (typeof ENGINE_ERROR_CODES)[number] | keyof KindErrorCodes;

/** Throw the typed refusal. `never` so callers can use it in expressions. `details` are what the localised message
 *  `HB.Error.<code>` may interpolate: participants' names (`name`, `target`, `helper`), Stats (`stat`, `partner`) …;
 *  the English `message` is for logs and tests. */
export function refuse(code: EndeavorErrorCode, message: string, details: Record<string, string | number> = {}): never {
  throw new RulesError(code, message, details);
}
