// The row's fields of an Endeavor with an Eye read into commands (pure; eye-forms.ts names the fields): a rogue's
// Move, an Objective's Check, Hidden and the Alarm a violent Attack removes; the Eye's actions; the special actions.
// Only the shape is decided here; whether the command is legal is the engine's call on the GM's client.
import type { SimpleAction, Special } from "../../../../../rules/endeavor";
import { checkOptions } from "../../check-options";
import { all, fieldGroup, one, texts, type RowFields } from "../../row-fields";

function upOrDown(v: string): "up" | "down" {
  return v === "down" ? "down" : "up";
}

/** The actions by kind: a rogue's, which make a Check (Spark and Help `withCheck`), and the Eye's, which make none. */
export const ACTION_FIELDS: Record<string, (fields: RowFields, withCheck: boolean) => SimpleAction> = {
  move: (fields, withCheck) => ({
    kind: "move",
    direction: upOrDown(one(fields, "moveDirection")),
    ...(one(fields, "moveEscape") === "1" ? { escape: true } : {}),
    ...(withCheck ? checkOptions(fields) : {}),
  }),
  objective: (fields, withCheck) => ({
    kind: "objective",
    button: one(fields, "objectiveButton"),
    ...(withCheck ? checkOptions(fields) : {}),
  }),
  hidden: (fields, withCheck) => ({ kind: "hidden", ...(withCheck ? checkOptions(fields) : {}) }),
  // Search's position is read by the tracker (which refuses a blank).
  search: (fields) => ({ kind: "search", position: Number(one(fields, "searchPosition")) }),
  scan: (fields) => ({ kind: "scan", direction: upOrDown(one(fields, "scanDirection")) }),
  awaken: (fields) => {
    // Each Alarm's Wound button: the rogue chosen for it (blank: the engine's nearest rogue).
    const owners = Object.fromEntries(
      Object.entries(fieldGroup(fields, "awakenOwner"))
        .map(([id, v]) => [id, texts(v)[0] ?? ""])
        .filter(([, v]) => v),
    );
    return Object.keys(owners).length ? { kind: "awaken", owners } : { kind: "awaken" };
  },
  wound: (fields) => ({ kind: "wound", target: one(fields, "woundTarget") }),
};

/** A violent Attack removes an Alarm (blank: the engine's nearest within X). */
export function attackFields(fields: RowFields): { alarm?: string } {
  const alarm = one(fields, "alarm");
  return alarm ? { alarm } : {};
}

/** The special actions: Quicken Pace names up to X allies; Sweep Defenses two Alarms with none between them. */
export const SPECIAL_FIELDS: Record<string, (fields: RowFields) => Special> = {
  quickenPace: (fields) => ({ kind: "quickenPace", allies: [...new Set(all(fields, "quickenAllies"))] }),
  sweepDefenses: (fields) => ({ kind: "sweepDefenses", between: [one(fields, "sweepFrom"), one(fields, "sweepTo")] }),
  engageSentry: () => ({ kind: "engageSentry" }),
};
