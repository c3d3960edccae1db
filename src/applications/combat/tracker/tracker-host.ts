// What the tracker's shell (endeavor-tracker.ts, always loaded) and its bodies (tracker-actions.ts, loaded with the
// first Endeavor shown) share: the actions' names, which the shell lists at init for core to find, and the part of
// the shell the bodies read and write.
import type { HumanityCombat } from "../../../documents/combat";
import type { Drafts } from "../../shared/form-drafts";
import type { TrackerKeep } from "../render/index";
import { actionNames } from "../../shared/lazy";

// Prefixed: core's tracker owns the plain names (rollInitiative, toggleDefeated, trackerSettings …).
export const TRACKER_ACTIONS = actionNames(
  "hbStart",
  "hbChoose",
  "hbSkipRound",
  "hbAct",
  "hbReverse",
  "hbPending",
  "hbSpecial",
  "hbFatigue",
  "hbOfferHelp",
  "hbOfferReaction",
  "hbRecharge",
  "hbUndo",
  "hbEndTurn",
  "hbMove",
  "hbRemove",
  "hbAddButton",
  "hbTriggerDelayed",
  "hbKinetic",
  "hbOpenBoard",
  "hbJumpToRow",
  "hbEndEndeavor",
  "hbNameChooser",
  "hbKindOp",
);
export type TrackerAction = (typeof TRACKER_ACTIONS)[number];

/** The tracker as its bodies see it: the Combat shown, its element, and what carries over between renders. */
export interface TrackerHost {
  readonly combat: HumanityCombat | null;
  readonly element: HTMLElement;
  readonly rendered: boolean;
  /** Fields typed or ticked and not sent, carried over a re-render. */
  drafts: Drafts | null;
  /** The user's own request went through: the re-render it causes starts their forms afresh. */
  sent: boolean;
  /** Stops following the participants' actors (follow-actors.ts), once it has started. */
  unfollow: (() => void) | null;
  /** What partial re-rendering keeps between renders (partial-render.ts). */
  readonly keep: TrackerKeep;
  render(): Promise<unknown>;
}
