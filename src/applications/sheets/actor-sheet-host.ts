// The contract between each actor sheet's shell (registered at init) and its body (loaded on first use): what a body
// sees of the sheet it serves, and the names of the actions each body supplies. The shells list the names and
// implement the host; the bodies import only this file (and lazy.ts, which imports nothing), so no body imports its
// shell back.
import { actionNames } from "../shared/lazy";

/** An actor sheet as its body uses it: core's sheet, in play or edit mode. */
export interface ActorSheetHost extends foundry.applications.sheets.ActorSheetV2 {
  /** Play mode shows dice to click; edit mode shows their sizes as fields. */
  editMode: boolean;
}

/** The actions every actor sheet has (actor-sheet-actions.ts); each sheet lists its own beside them. */
export const SHARED_ACTIONS = actionNames(
  "toggleMode",
  "openItem",
  "deleteItem",
  "rollStat",
  "gainBlessing",
  "removeBlessing",
  "spendBlessings",
  "toggleD20s",
);
export type SharedAction = (typeof SHARED_ACTIONS)[number];

/** The character's own actions (character-sheet-actions.ts). */
export const CHARACTER_ACTIONS = actionNames(
  "toggleCondition",
  "useSpecialization",
  "openWizard",
  "openShop",
  "bankOne",
  "spendBanked",
  "attachSpecialization",
  "pickSpecialization",
  "toggleHaunting",
);
export type CharacterAction = (typeof CHARACTER_ACTIONS)[number];

/** The Monstrosity's own actions (monstrosity-sheet-actions.ts). */
export const MONSTROSITY_ACTIONS = actionNames("toggleTag");
export type MonstrosityAction = (typeof MONSTROSITY_ACTIONS)[number];

/** The party sheet's one action, `party`: the button's data-op names what it does (party-sheet-body.ts `actions`). */
export const PARTY_ACTIONS = actionNames("party");
export type PartyAction = (typeof PARTY_ACTIONS)[number];
