// Stealth's entry in the view's kinds table (../index.ts): an Endeavor with an Eye — the rogues' and the Eye's own
// forms and the fields read into their commands, the Eye's row and mode, the GM's Objectives, and the board's look.
import type { EndeavorState, Participant } from "../../../../../rules/endeavor";
import type { RowFields } from "../../row-fields";
import type {
  KindHeadFields,
  KindRowFields,
  KindSpecialFields,
  KindToolbarFields,
  KindTurn,
  KindView,
  LiveText,
  TurnDie,
} from "../kind-view";
import "./view-fields";
import { actionFields, attackFields, specialFields } from "./action-fields";
import { stealthBoard } from "./board";
import { eyeEndeavorTurn, eyeSpecials } from "./eye-forms";
import { awake, eyeModeLabel, eyeModeTip } from "./eye-mode";
import { landLine } from "./land-line";
import { objectiveForm } from "./objective-stats";
import { stealthLabels } from "./live-labels";
import { extraActionTag } from "./quicken-pace";

/** A guarded area (Humanity, Endeavored): the Eye's defenses, the rogues' aims, ways out, safe places. */
function buttonIcons() {
  return {
    alarm: "fa-solid fa-bell",
    objective: "fa-solid fa-bullseye",
    escape: "fa-solid fa-door-open",
    sanctuary: "fa-solid fa-shield-heart",
  } as const;
}

/** Step 3 named for what each action asks there (Spark and Help go with a rogue's Check). */
function stepTitles(): Record<string, string> {
  return {
    violent: "HB.Endeavor.Step.For.alarm",
    attack: "HB.Endeavor.Step.For.steal",
    move: "HB.Endeavor.Step.For.move",
    objective: "HB.Endeavor.Step.For.objective",
    hidden: "HB.Endeavor.Step.For.sparkHelp",
    search: "HB.Endeavor.Step.For.search",
    scan: "HB.Endeavor.Step.For.direction",
    awaken: "HB.Endeavor.Step.For.awaken",
    wound: "HB.Endeavor.Step.For.wound",
  };
}

/** An Endeavor with an Eye: "it cannot be Attacked directly", and it has its own tables of actions. */
function guarded(state: EndeavorState): boolean {
  return !!state.eye;
}

function turn(state: EndeavorState, p: Participant, die: TurnDie): KindTurn | null {
  return guarded(state) ? eyeEndeavorTurn(state, p, die) : null;
}

function liveLabels(state: EndeavorState, by: string, fields: RowFields): Record<string, LiveText[]> | null {
  return guarded(state) ? stealthLabels(state, by, fields) : null;
}

function specials(state: EndeavorState, p: Participant): KindSpecialFields {
  return { eye: guarded(state) ? eyeSpecials(state, p) : null };
}

/** The Eye is the GM's to play, whoever owns the actor standing for it (endeavor-gm.ts). */
function gmOnly(p: Participant): boolean {
  return p.role === "eye";
}

function row(state: EndeavorState, p: Participant, isCurrent: boolean): KindRowFields {
  return {
    eyeMode: p.role === "eye" ? eyeModeLabel(state) : "",
    wake: awake(state),
    extra: extraActionTag(state, p, isCurrent),
  };
}

function head(state: EndeavorState): KindHeadFields {
  return {
    eyeMode: eyeModeLabel(state),
    eyeModeTip: eyeModeTip(state),
    wake: awake(state),
    land: landLine(state, buttonIcons()),
  };
}

function toolbar(state: EndeavorState): KindToolbarFields {
  return { objective: objectiveForm(state) };
}

/** An Endeavor with an Eye's views (built when asked, like the rest of a view). Cover: "This Help may be used to
 *  increase or decrease X values" (`helpLowersX`). */
export function stealthView(): KindView {
  return {
    untargeted: guarded,
    helpLowersX: guarded,
    turn,
    actions: actionFields(),
    stepTitles: stepTitles(),
    liveLabels,
    attack: attackFields,
    specials,
    specialCommands: specialFields(),
    gmOnly,
    row,
    head,
    toolbar,
    buttonIcons: buttonIcons(),
    board: stealthBoard(),
  };
}
