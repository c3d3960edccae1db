// The acting form's labels in an Endeavor with an Eye (pure), as its fields stand (none: as first drawn): each Move
// direction and the Escape (move-choices.ts), and for each action what its step 3 chose and what its button does
// ("Alarm at 2", "Search: add an Alarm at 2"). The tracker writes them as the form is edited (live-forms.ts).
import type { EndeavorState, Participant } from "../../../../../rules/endeavor";
import { alarmsOf, rogues } from "../../../../../rules/endeavor/kinds/stealth";
import { fieldGroup, one, texts, type RowFields } from "../../row-fields";
import type { LiveText } from "../kind-view";
import { eyeTurn } from "./eye-forms";
import { moveLabels } from "./move-choices";

function text(key: string, data: LiveText["data"] = {}): LiveText {
  return { key, data };
}

type Labels = Record<string, LiveText[]>;

/** The Eye's actions: where Search adds its Alarm, which way Scan moves them, how many Alarms Awaken turns, whom
 *  Wound wounds. */
function eyeLabels(state: EndeavorState, p: Participant, fields: RowFields): Labels {
  const turn = eyeTurn(state, p);
  const labels: Labels = {};
  if (turn.search) {
    const position = one(fields, "searchPosition") || String(turn.search.first);
    labels["summary.search"] = [text("HB.Endeavor.Eye.alarmAt", { position })];
    labels["confirm.search"] = [text("HB.Endeavor.Eye.confirmSearch", { position })];
  }
  if (turn.scan) {
    const down = one(fields, "scanDirection") === "down";
    labels["summary.scan"] = [text(down ? "HB.Endeavor.Eye.scanDown" : "HB.Endeavor.Eye.scanUp", { x: turn.x })];
    labels["confirm.scan"] = [text(down ? "HB.Endeavor.Eye.confirmScanDown" : "HB.Endeavor.Eye.confirmScanUp")];
  }
  if (turn.awaken) {
    const count = turn.awaken.alarms.length;
    labels["summary.awaken"] = [text("HB.Endeavor.Eye.awakenSummary", { count })];
    labels["confirm.awaken"] = [text("HB.Endeavor.Eye.confirmAwaken", { count })];
  }
  if (turn.wound) {
    const target = one(fields, "woundTarget") || turn.wound.targets[0]!.value;
    const name = rogues(state).find((r) => r.id === target)?.name ?? "";
    labels["summary.wound"] = [text("HB.Endeavor.Eye.woundSummary", { name })];
    labels["confirm.wound"] = [text("HB.Endeavor.Eye.confirmWound", { name })];
  }
  return labels;
}

/** A rogue's actions: the Move's direction and where it lands, the Alarm a violent Attack aims at, the Objective. */
function rogueLabels(state: EndeavorState, p: Participant, fields: RowFields): Labels {
  const labels: Labels = moveLabels(state, p, fields);
  const down = one(fields, "moveDirection") === "down";
  const landing = labels[down ? "moveDown" : "moveUp"]![0]!;
  const to = landing.data.position;
  const escape = one(fields, "moveEscape") === "1" ? labels.moveEscape?.[0] : undefined;
  const leaves = escape?.key === "HB.Endeavor.Eye.escapeReached" ? escape.data.position : undefined;
  if (leaves !== undefined) {
    labels["summary.move"] = [text("HB.Endeavor.Eye.leaveSummary", { position: leaves })];
    labels["confirm.move"] = [text("HB.Endeavor.Eye.confirmLeave", { position: leaves })];
  } else if (to !== undefined) {
    labels["summary.move"] = [text(down ? "HB.Endeavor.Eye.downTo" : "HB.Endeavor.Eye.upTo", { position: to })];
    labels["confirm.move"] = [
      text(down ? "HB.Endeavor.Eye.confirmDown" : "HB.Endeavor.Eye.confirmUp", { x: landing.data.x!, position: to }),
    ];
  }
  const alarm = alarmsOf(state).find((b) => b.id === one(fields, "alarm"));
  labels["summary.violent"] = [
    alarm ? text("HB.Endeavor.Eye.alarmAt", { position: alarm.position }) : text("HB.Endeavor.Eye.nearestAlarmShort"),
  ];
  labels["confirm.violent"] = [
    alarm
      ? text("HB.Endeavor.Eye.confirmViolent", { position: alarm.position })
      : text("HB.Endeavor.Eye.confirmViolentNearest"),
  ];
  const ticked = Object.values(fieldGroup(fields, "steal")).reduce<number>((n, v) => n + texts(v).length, 0);
  labels["summary.attack"] = [
    ticked ? text("HB.Endeavor.Eye.stealTicked", { count: ticked }) : text("HB.Endeavor.Eye.stealLargest"),
  ];
  // The engine readies Objectives alone.
  const ready = state.buttons.filter((b) => p.objectivesReady?.includes(b.id));
  const objective = ready.find((b) => b.id === one(fields, "objectiveButton")) ?? ready[0];
  if (objective) {
    labels["summary.objective"] = [text("HB.Endeavor.Eye.objectiveSummary", { position: objective.position })];
    labels["confirm.objective"] = [text("HB.Endeavor.Eye.confirmObjective", { position: objective.position })];
  }
  labels["confirm.hidden"] = [text("HB.Endeavor.Eye.confirmHidden", { position: p.position })];
  return labels;
}

/** The labels of `by`'s acting form (null outside an Endeavor with an Eye). */
export function stealthLabels(state: EndeavorState, by: string, fields: RowFields): Labels | null {
  const p = state.participants.find((q) => q.id === by);
  if (!p || !state.eye) return null;
  return p.role === "eye" ? eyeLabels(state, p, fields) : rogueLabels(state, p, fields);
}
