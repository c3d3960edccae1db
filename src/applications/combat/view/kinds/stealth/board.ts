// An Endeavor with an Eye on the track board (pure): the Eye has no marker, the legend names its opponents' side, a
// rogue on an Alarm and the Eye awake are dangers, and the header says the Eye's mode.
import { kindRules } from "../../../../../rules/endeavor";
import { onOrNextTo } from "../../../../../rules/endeavor/kinds/stealth";
import type { KindBoard } from "../kind-view";
import { awake, eyeModeLabel, eyeModeTip } from "./eye-mode";

export const STEALTH_BOARD: KindBoard = {
  // The Eye "has no track position": no marker.
  unmarked: (p) => p.role === "eye",
  // The markers are the Eye's opponents' (the Eye has none).
  sides: (state) => {
    const side = state.eye ? state.participants.find((p) => p.id !== state.eye!.id)?.side : undefined;
    return side ? [{ css: side, label: `HB.Endeavor.Side.${side}` }] : null;
  },
  hotButton: (state) => kindRules(state.kind).board.dangers.includes("alarm"),
  temporary: (state) => !!state.eye,
  dangers: (state, active, name, marks) => {
    // A rogue on an Alarm ends the turn there unless they move (no Sanctuary next to them); the Eye awake.
    if (kindRules(state.kind).board.dangers.includes("alarm") && state.eye?.mode === "warry") {
      for (const p of active) {
        const alarm = state.buttons.find((b) => b.kind === "alarm" && b.position === p.position);
        const sheltered = state.buttons.some(
          (b) => b.kind === "sanctuary" && onOrNextTo(state, b.position, p.position),
        );
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
  },
  goalLabel: (state) => eyeModeLabel(state) || null,
  fields: (state) => ({ wake: awake(state), goalTip: eyeModeTip(state) }),
};
