// Stealth's entry in the view's kinds table (../index.ts): an Endeavor with an Eye — the rogues' and the Eye's own
// forms and the fields read into their commands, the Eye's row and mode, the GM's Objectives, and the board's look.
import type { EndeavorState } from "../../../../../rules/endeavor";
import type { KindView } from "../kind-view";
import "./view-fields";
import { attackFields, ACTION_FIELDS, SPECIAL_FIELDS } from "./action-fields";
import { STEALTH_BOARD } from "./board";
import { eyeEndeavorTurn, eyeSpecials } from "./eye-forms";
import { awake, eyeModeLabel, eyeModeTip } from "./eye-mode";
import { landLine } from "./land-line";
import { objectiveForm } from "./objective-stats";
import { stealthLabels } from "./live-labels";
import { extraActionTag } from "./quicken-pace";

/** A guarded area (Humanity, Endeavored): the Eye's defenses, the rogues' aims, ways out, safe places. */
const BUTTON_ICONS = {
  alarm: "fa-solid fa-bell",
  objective: "fa-solid fa-bullseye",
  escape: "fa-solid fa-door-open",
  sanctuary: "fa-solid fa-shield-heart",
} as const;

/** An Endeavor with an Eye: "it cannot be Attacked directly", and it has its own tables of actions. */
function guarded(state: EndeavorState): boolean {
  return !!state.eye;
}

export const STEALTH_VIEW: KindView = {
  untargeted: guarded,
  // Cover: "This Help may be used to increase or decrease X values".
  helpLowersX: guarded,
  turn: (state, p, die) => (guarded(state) ? eyeEndeavorTurn(state, p, die) : null),
  actions: ACTION_FIELDS,
  // Step 3 named for what each action asks there (Spark and Help go with a rogue's Check).
  stepTitles: {
    violent: "HB.Endeavor.Step.For.alarm",
    attack: "HB.Endeavor.Step.For.steal",
    move: "HB.Endeavor.Step.For.move",
    objective: "HB.Endeavor.Step.For.objective",
    hidden: "HB.Endeavor.Step.For.sparkHelp",
    search: "HB.Endeavor.Step.For.search",
    scan: "HB.Endeavor.Step.For.direction",
    awaken: "HB.Endeavor.Step.For.awaken",
    wound: "HB.Endeavor.Step.For.wound",
  },
  liveLabels: (state, by, fields) => (guarded(state) ? stealthLabels(state, by, fields) : null),
  attack: attackFields,
  specials: (state, p) => ({ eye: guarded(state) ? eyeSpecials(state, p) : null }),
  specialCommands: SPECIAL_FIELDS,
  // The Eye is the GM's to play, whoever owns the actor standing for it (endeavor-gm.ts).
  gmOnly: (p) => p.role === "eye",
  row: (state, p, isCurrent) => ({
    eyeMode: p.role === "eye" ? eyeModeLabel(state) : "",
    wake: awake(state),
    extra: extraActionTag(state, p, isCurrent),
  }),
  head: (state) => ({
    eyeMode: eyeModeLabel(state),
    eyeModeTip: eyeModeTip(state),
    wake: awake(state),
    land: landLine(state, BUTTON_ICONS),
  }),
  toolbar: (state) => ({ objective: objectiveForm(state) }),
  buttonIcons: BUTTON_ICONS,
  board: STEALTH_BOARD,
};
