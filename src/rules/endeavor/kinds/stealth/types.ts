/**
 * What Stealth adds to the engine's types (Humanity, Endeavored, "💣 Stealth Endeavors"): its buttons, the Eye's role
 * and state, the rogues' slots, its options, actions, events, endings and refusals — each added to the engine's open
 * interface by module augmentation. A leaf of types: it imports only the engine's types and its own error list.
 */
import type { CheckOptions, Difficulty } from "../../commands";
import type { Button } from "../../state";
import type { STEALTH_ERROR_CODES } from "./errors";

/** The Eye's mode: "warry" (the book's spelling) until alerted, then "wake". */
export interface EyeState {
  id: string;
  mode: "warry" | "wake";
  /** What alerted it: the round, the rogue whose turn ended on an Alarm, and that Alarm (null: the GM). */
  alerted: { round: number; by: string | null; button: Button | null } | null;
}

/** An activated Objective button's Check ("As an action on your next turn, you may use your Action Die to perform
 *  this button's Check"). */
export interface ObjectiveAction extends CheckOptions {
  kind: "objective";
  button: string;
}

/** The Eye's actions: Search (an Alarm at a free position), Scan (every Alarm up or down by X), Awaken (each Alarm
 *  becomes a Wound button of the rogue named for it; left out: the nearest rogue), Wound (and gain X temporary
 *  Blessings, as rolled). */
export type EyeAction =
  | { kind: "search"; position: number }
  | { kind: "scan"; direction: "up" | "down" }
  | { kind: "awaken"; owners?: Record<string, string> }
  | { kind: "wound"; target: string; blessings?: number[] };

declare module "../../state" {
  /** The lay of a guarded area, all global (land.ts). */
  interface ButtonKinds {
    alarm: true;
    objective: true;
    escape: true;
    sanctuary: true;
  }
  interface Button {
    /** Objective: its Check — the Stat normally associated with it and the difficulty (set when the land is laid). */
    check?: { stat: string; difficulty: Difficulty };
  }
  interface ParticipantRoles {
    /** The Eye — one Watch Stat, no track position, never spent, its own action table. */
    eye: true;
  }
  interface Participant {
    /** Objective buttons activated at the end of this participant's last turn: their Checks may be this turn's
     *  action. */
    objectivesReady?: string[];
    /** Hidden ("Once per Stealth Endeavor"): used in this Endeavor. */
    hiddenUsed?: boolean;
  }
  interface RemovalReasons {
    /** Left safely by an Escape button. */
    escaped: true;
  }
  interface OutcomeReasons {
    /** Every Objective removed while the Eye was warry. */
    objectives: true;
    /** Every rogue escaped or removed. */
    "rogues-out": true;
  }
  interface EndeavorOptions {
    /** An Objective button's Check: "choose" (default) — the Action Die performs it when its Stat is one the book's
     *  Choose Stat step allows (the Stat normally associated, one balanced with it, or History); "any" — any Action
     *  Die performs it ("use your Action Die to perform this button's Check"). */
    objectiveStat?: "choose" | "any";
    /** "next to" on a guarded area's track: "line" (default) — one position apart, the track's ends have one
     *  neighbour each; "loop" — positions 1 and 20 are next to each other too, as the Alarms wrap there (distance
     *  "within X", contiguous Alarms and "next to" all read around the loop). */
    areaEnds?: "line" | "loop";
  }
  interface EndeavorState {
    /** The Eye: who it is, its mode, and what alerted it. Absent: an Endeavor without an Eye. */
    eye?: EyeState;
  }
}

declare module "../../commands" {
  interface AttackAction {
    /** A violent Attack on the Eye's defenses: the Alarm button to remove (left out: the nearest within X). */
    alarm?: string;
  }
  interface MoveAction {
    /** Leave by the first Escape button moved over ("You may safely remove yourself from the Endeavor"). */
    escape?: boolean;
  }
  interface KindActions {
    objective: ObjectiveAction;
    eye: EyeAction;
  }
}

declare module "../../events" {
  interface KindCheckPurposes {
    objective: true;
  }
  interface KindEvents {
    /** The Eye entered wake mode: the rogue whose turn ended on this Alarm (null: the GM). */
    eyeAlerted: { type: "eyeAlerted"; by: string | null; button: Button | null };
    /** Scan: every Alarm moved by `amount` (negative: down), wrapped into 1–20. */
    alarmsMoved: { type: "alarmsMoved"; by: string; amount: number };
    /** Alarm passive: a rogue failed a Check or Sparked; an Alarm was added at each of these positions. */
    alarmsSpread: { type: "alarmsSpread"; by: string; positions: number[] };
    /** Objective buttons activated at the end of a turn: their Checks may be the next turn's action. */
    objectivesActivated: { type: "objectivesActivated"; id: string; buttons: string[]; positions: number[] };
    /** Quicken Pace: these participants each take an additional action in `round`. */
    quickened: { type: "quickened"; by: string; ids: string[]; round: number };
    /** An additional action (Quicken Pace) begins. */
    extraAction: { type: "extraAction"; by: string };
  }
}

declare module "../../errors" {
  interface KindErrorCodes extends Record<(typeof STEALTH_ERROR_CODES)[number], true> {}
}

declare module "../kind-entry" {
  /** What the board watches while the Eye is warry (the Alarms) and once it wakes. */
  interface BoardDangers {
    alarm: true;
    wake: true;
  }
}
