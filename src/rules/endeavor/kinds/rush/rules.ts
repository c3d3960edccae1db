import { MONSTROUS } from "../monstrous/rules";
import type { EndeavorKindRules } from "../kind-entry";
import { RUSH_ERROR_CODES } from "./errors";
import { rushInvariants } from "./invariants";
import { passLead } from "./leader";
import type {} from "./types";
import { RUSH_START } from "./start";

/**
 * Rush (supplement, "⏩ Rush Endeavors"): "performed like a Monstrous Endeavor, with the following adjustments" — the
 * charge leader (leader.ts), the only ally considered for the special action; Plot Victory foils them
 * (specials.ts); "Turn order moves clockwise, with the charge leader acting first, and it is never reversed. If
 * there is no charge leader, monstrosities act first." Goal: "Move all your opponents to position 0 before they can
 * complete their scheme or foil your plans" — as Monstrous (Defeat buttons at 0); "your opponents do not automatically
 * win if your entire side has been foiled", so foiling removes nobody. The supplement is written for v0.0.21.10 (Action
 * Die, X): a v0.0.18 world does not offer it (README).
 */
export const RUSH: EndeavorKindRules = {
  ...MONSTROUS,
  id: "rush",
  label: "HB.Endeavor.Kind.rush",
  editions: ["v0.0.21.10"],
  roles: {
    character: MONSTROUS.roles.character,
    // "However, monstrosities use the following special actions instead": Plot Victory, Declare Victory (all).
    monstrosity: { ...MONSTROUS.roles.monstrosity, specials: ["plotVictory", "declareVictoryAll"] },
  },
  turnOrder: "leader-clockwise",
  leader: true,
  start: RUSH_START,
  board: { markers: "side", dangers: ["wounds", "schemes", "leader"] },
  invariants: rushInvariants,
  errorCodes: RUSH_ERROR_CODES,
  // A charge leader who leaves passes the lead on.
  removed: (d, id) => {
    if (d.state.leader === id) passLead(d);
  },
};
