// An Endeavor with an Eye on the track board (pure): the Eye has no marker, the legend names its opponents' side, a
// rogue on an Alarm and the Eye awake are dangers, and the header says the Eye's mode.
import type { EndeavorState, Participant } from "../../../../../rules/endeavor";
import { kindRules } from "../../../../../rules/endeavor";
import { onOrNextTo } from "../../../../../rules/endeavor/kinds/stealth";
import type { BoardMarks, KindBoard, KindBoardFields, LegendMarker } from "../kind-view";
import { awake, eyeModeLabel, eyeModeTip } from "./eye-mode";

/** The Eye "has no track position": no marker. */
function unmarked(p: Participant): boolean {
  return p.role === "eye";
}

/** The markers are the Eye's opponents' (the Eye has none). */
function sides(state: EndeavorState): LegendMarker[] | null {
  const side = state.participants.find((p) => p.role !== "eye")?.side;
  return side ? [{ css: side, label: `HB.Endeavor.Side.${side}` }] : null;
}

function hotButton(state: EndeavorState): boolean {
  return kindRules(state.kind).board.dangers.includes("alarm");
}

function temporary(state: EndeavorState): boolean {
  return !!state.eye;
}

/** A rogue on an Alarm ends the turn there unless they move (no Sanctuary next to them); the Eye awake. */
function dangers(
  state: EndeavorState,
  active: readonly Participant[],
  name: (id: string) => string,
  marks: BoardMarks,
) {
  if (kindRules(state.kind).board.dangers.includes("alarm") && state.eye?.mode === "warry") {
    for (const p of active) {
      const alarm = state.buttons.find((b) => b.kind === "alarm" && b.position === p.position);
      const sheltered = state.buttons.some((b) => b.kind === "sanctuary" && onOrNextTo(state, b.position, p.position));
      if (!alarm || sheltered) continue;
      marks.dangerMarker(p.id);
      marks.hotButton(alarm.id);
      marks.danger({ key: "HB.Endeavor.Danger.alarm", name: p.name, count: p.position });
    }
  }
  const alerted = state.eye?.alerted ?? null;
  if (kindRules(state.kind).board.dangers.includes("wake") && state.eye?.mode === "wake") {
    marks.danger(
      alerted?.by && alerted.button
        ? { key: "HB.Endeavor.Danger.wakeBy", name: name(alerted.by), count: alerted.button.position }
        : { key: "HB.Endeavor.Danger.wake", name: "", count: alerted?.round ?? state.round },
    );
  }
}

function goalLabel(state: EndeavorState): string | null {
  return eyeModeLabel(state) || null;
}

function fields(state: EndeavorState): KindBoardFields {
  return { wake: awake(state), goalTip: eyeModeTip(state) };
}

/** The board's hooks of an Endeavor with an Eye (built when the board is drawn, like the rest of its context). */
export function stealthBoard(): KindBoard {
  return { unmarked, sides, hotButton, temporary, dangers, goalLabel, fields };
}
