import type { EndeavorKindRules } from "../kind-entry";
import { AREA_TOP, EYE_SIDE, ROGUES } from "./area";
import { STEALTH_ERROR_CODES } from "./errors";
import { stealthOutcome } from "./goal";
import { stealthInvariants } from "./invariants";
import type {} from "./types";
import { STEALTH_START } from "./start";

/**
 * Stealth (supplement, "💣 Stealth Endeavors"): rogues (begin at 1) against the Eye — one Watch Stat, no track
 * position, never Attacked directly, never spent — in warry then wake mode; the lay of the land as Alarm, Objective,
 * Escape and Sanctuary buttons (land.ts); rogue Attacks on the Eye's defenses, Move, Cover, Objective Checks
 * and Hidden (rogue-actions.ts); the Eye's actions and every special action (eye.ts); the buttons'
 * activation at the end of a turn, Quicken Pace's additional actions (turn.ts); the Alarms (alarms.ts);
 * the Goal and its endings (goal.ts). Written for v0.0.21.10: a v0.0.18 world does not offer it (README).
 */
export const STEALTH: EndeavorKindRules = {
  id: "stealth",
  label: "HB.Endeavor.Kind.stealth",
  editions: ["v0.0.21.10"],
  // Rogues Help only rogues (Cover); the Eye helps nobody.
  sides: { fixed: [ROGUES, EYE_SIDE], monstrosities: null, helpOpponents: false },
  setup: { sp: false, terrain: false, land: true },
  roles: {
    character: {
      // "Rogue Actions" (Attack, Move, Cover), an activated Objective's Check and the Specializations' actions that
      // need no opponent's position (Hidden, Commanding, Radiant). Reading: Zealous and Delayed Attacks Attack an
      // opponent, and the Eye "cannot be Attacked directly" and has no position to be nearby: not offered.
      actions: [
        { id: "attack-violent", stat: "hurt-only" },
        { id: "attack-non-violent", stat: "not-hurt" },
        { id: "move", stat: "not-hurt" },
        { id: "cover", stat: "any" },
        { id: "objective", stat: "any", check: true },
        { id: "hidden", stat: "any" },
        { id: "commanding", stat: "any" },
        { id: "radiant", stat: "any" },
      ],
      specials: ["quickenPace"],
      buttons: ["alarm", "objective", "escape", "sanctuary", "wound"],
    },
    monstrosity: { actions: [], specials: [], buttons: [] },
    eye: {
      actions: [
        { id: "search", stat: "any" },
        { id: "scan", stat: "any" },
        { id: "awaken", stat: "any" },
        { id: "wound", stat: "any" },
      ],
      specials: ["sweepDefenses", "engageSentry"],
      buttons: ["alarm"],
      // "its Watch Stat is never spent when chosen as its Action Die".
      keepsActionDie: true,
      // It "cannot be Attacked directly" and has no way out: the GM ends the Endeavor instead.
      irremovable: true,
    },
  },
  // One target at most: the Eye, for a non-violent Attack.
  attackTargets: "one",
  fatigueOnSpend: false,
  areas: false,
  turnOrder: "edition",
  leader: false,
  goal: { position: null, outcome: stealthOutcome },
  start: STEALTH_START,
  board: { markers: "side", dangers: ["alarm", "wake"] },
  participantSlots: ["objectivesReady", "hiddenUsed"],
  invariants: stealthInvariants,
  errorCodes: STEALTH_ERROR_CODES,
  // "Stealth Buttons" — all global; activated at the end of a turn (Alarm: on it; Objective: on or next to it), by
  // moving over it (Escape), or by an Attack on or next to it (Sanctuary): turn.ts, rogue-actions.ts, alarms.ts.
  buttonRules: {
    // A guarded area's Alarms lie at 1–20; an Objective carries its Check.
    alarm: { personal: false, activation: "none", effect: "none", lies: { from: 1, to: AREA_TOP } },
    objective: { personal: false, activation: "none", effect: "none", check: true },
    escape: { personal: false, activation: "none", effect: "none" },
    sanctuary: { personal: false, activation: "none", effect: "none" },
  },
};
