// A rogue's Move as the form stands (pure): where each direction lands and what lies there, and the Escape that
// leaving would take. The engine answers, in a dry run of the Move with a success supplied (success-run.ts): Help on X
// (Cover may lower it), the track's bottom and the Escape's stop are its own.
import { xOf, type Button, type EndeavorState, type Participant } from "../../../../../rules/endeavor";
import type { RowFields } from "../../row-fields";
import { successEvents } from "../../success-run";
import type { LiveText } from "../kind-view";
import { moveAction } from "./action-fields";

type Direction = "up" | "down";

/** Where a successful Move ends (`x`: the X it moves by, Help in), and the Escape it leaves by; null if refused. */
function dryRun(state: EndeavorState, p: Participant, fields: RowFields, direction: Direction, escape: boolean) {
  const action = moveAction({ ...fields, moveDirection: direction, moveEscape: escape ? "1" : undefined }, true);
  const events = successEvents(state, { type: "act", by: p.id, action });
  if (!events) return null;
  let x = xOf(state, p);
  let to = p.position;
  let left: Button | null = null;
  // A Move's events are the mover's alone: the Help on their Check, their move, the Escape they reach.
  for (const e of events) {
    if (e.type === "helped" && e.use !== "roll") x += e.use === "x" ? e.bonus : -e.bonus;
    if (e.type === "moved") to = e.to;
    if (e.type === "buttonActivated" && e.button.kind === "escape") left = e.button;
  }
  return { x: Math.max(0, x), to, left };
}

/** The buttons at a position a rogue sees there (every Stealth button is global; their own Wounds too). */
function buttonsAt(state: EndeavorState, by: string, position: number): LiveText[] {
  return state.buttons
    .filter((b) => b.position === position && (b.owner === null || b.owner === by))
    .map((b) => b.kind)
    .filter((k, i, all) => all.indexOf(k) === i)
    .map((k): LiveText => ({ key: `HB.Endeavor.Button.${k}`, data: {} }));
}

/** "Up by X (2) → 5 · Alarm": a direction's choice as the engine would move it (its X alone when it refuses). */
function directionLabel(state: EndeavorState, p: Participant, fields: RowFields, direction: Direction): LiveText[] {
  const key = direction === "up" ? "HB.Endeavor.Eye.moveUpTo" : "HB.Endeavor.Eye.moveDownTo";
  const run = dryRun(state, p, fields, direction, false);
  if (!run) {
    return [
      { key: direction === "up" ? "HB.Endeavor.Eye.moveUp" : "HB.Endeavor.Eye.moveDown", data: { x: xOf(state, p) } },
    ];
  }
  return [{ key, data: { x: run.x, position: run.to } }, ...buttonsAt(state, p.id, run.to)];
}

/** The Escape option: the Escape this Move would leave by, or the nearest the chosen way and how far it is. */
function escapeLabel(state: EndeavorState, p: Participant, fields: RowFields, direction: Direction): LiveText[] {
  const run = dryRun(state, p, fields, direction, true);
  if (run?.left) return [{ key: "HB.Endeavor.Eye.escapeReached", data: { position: run.left.position } }];
  const from = p.position;
  const ahead = state.buttons
    .filter((b) => b.kind === "escape" && (direction === "up" ? b.position > from : b.position < from))
    .sort((a, b) => Math.abs(a.position - from) - Math.abs(b.position - from))[0];
  if (!ahead) return [{ key: "HB.Endeavor.Eye.escapeOtherWay", data: {} }];
  return [
    {
      key: "HB.Endeavor.Eye.escapeOut",
      data: { position: ahead.position, far: Math.abs(ahead.position - from), x: run?.x ?? xOf(state, p) },
    },
  ];
}

/** The Move form's labels: each direction, and the Escape option for the direction chosen (up when none is). */
export function moveLabels(state: EndeavorState, p: Participant, fields: RowFields): Record<string, LiveText[]> {
  const direction: Direction = fields.moveDirection === "down" ? "down" : "up";
  const labels: Record<string, LiveText[]> = {
    moveUp: directionLabel(state, p, fields, "up"),
    moveDown: directionLabel(state, p, fields, "down"),
  };
  if (state.buttons.some((b) => b.kind === "escape")) labels.moveEscape = escapeLabel(state, p, fields, direction);
  return labels;
}
