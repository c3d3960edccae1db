// The row's fields of an Endeavor with an Eye read into commands (pure; eye-forms.ts names the fields): a rogue's
// Move, an Objective's Check, Hidden and the Alarm a violent Attack removes; the Eye's actions; the special actions.
// Only the shape is decided here; whether the command is legal is the engine's call on the GM's client.
import type { MoveAction, SimpleAction, Special } from "../../../../../rules/endeavor";
import { checkOptions } from "../../check-options";
import { all, fieldGroup, one, texts, type RowFields } from "../../row-fields";

function upOrDown(v: string): "up" | "down" {
  return v === "down" ? "down" : "up";
}

/** A rogue's Move: up or down, leaving by an Escape on the way. */
export function moveAction(fields: RowFields, withCheck: boolean): MoveAction {
  return {
    kind: "move",
    direction: upOrDown(one(fields, "moveDirection")),
    ...(one(fields, "moveEscape") === "1" ? { escape: true } : {}),
    ...(withCheck ? checkOptions(fields) : {}),
  };
}

function objectiveAction(fields: RowFields, withCheck: boolean): SimpleAction {
  return { kind: "objective", button: one(fields, "objectiveButton"), ...(withCheck ? checkOptions(fields) : {}) };
}

function hiddenAction(fields: RowFields, withCheck: boolean): SimpleAction {
  return { kind: "hidden", ...(withCheck ? checkOptions(fields) : {}) };
}

/** Search's position is read by the tracker (which refuses a blank). */
function searchAction(fields: RowFields): SimpleAction {
  return { kind: "search", position: Number(one(fields, "searchPosition")) };
}

function scanAction(fields: RowFields): SimpleAction {
  return { kind: "scan", direction: upOrDown(one(fields, "scanDirection")) };
}

/** Each Alarm's Wound button: the rogue chosen for it (blank: the engine's nearest rogue). */
function awakenAction(fields: RowFields): SimpleAction {
  const owners = Object.fromEntries(
    Object.entries(fieldGroup(fields, "awakenOwner"))
      .map(([id, v]) => [id, texts(v)[0] ?? ""])
      .filter(([, v]) => v),
  );
  return Object.keys(owners).length ? { kind: "awaken", owners } : { kind: "awaken" };
}

function woundAction(fields: RowFields): SimpleAction {
  return { kind: "wound", target: one(fields, "woundTarget") };
}

/** The actions by kind: a rogue's, which make a Check (Spark and Help `withCheck`), and the Eye's, which make none. */
export function actionFields(): Record<string, (fields: RowFields, withCheck: boolean) => SimpleAction> {
  return {
    move: moveAction,
    objective: objectiveAction,
    hidden: hiddenAction,
    search: searchAction,
    scan: scanAction,
    awaken: awakenAction,
    wound: woundAction,
  };
}

/** A violent Attack removes an Alarm (blank: the engine's nearest within X). */
export function attackFields(fields: RowFields): { alarm?: string } {
  const alarm = one(fields, "alarm");
  return alarm ? { alarm } : {};
}

/** Quicken Pace names up to X allies. */
function quickenPace(fields: RowFields): Special {
  return { kind: "quickenPace", allies: [...new Set(all(fields, "quickenAllies"))] };
}

/** Sweep Defenses: two Alarms with none between them. */
function sweepDefenses(fields: RowFields): Special {
  return { kind: "sweepDefenses", between: [one(fields, "sweepFrom"), one(fields, "sweepTo")] };
}

function engageSentry(): Special {
  return { kind: "engageSentry" };
}

/** The special actions, by kind. */
export function specialFields(): Record<string, (fields: RowFields) => Special> {
  return { quickenPace, sweepDefenses, engageSentry };
}
