// An Endeavor with an Eye on the Endeavor's card (pure): the Eye alerted, its Alarms moved and spread, Objectives
// activated, Quicken Pace's additional actions, and what a rogue's Checks are for.
import type { EndeavorEvent } from "../../../../../rules/endeavor";
import type { Translator } from "../../../../shared/translator";
import type { KindCard } from "../kind-card";

/** Each of the kind's events' format data (undefined: another's). */
function eyeEventData(
  e: EndeavorEvent,
  name: (id: string | null) => string,
  i18n: Translator,
): Record<string, string> | undefined {
  const list = (v: number[]) => v.join(", ");
  switch (e.type) {
    case "eyeAlerted":
      // Stryker disable next-line StringLiteral: only the GM alerts the Eye with no Alarm, and that line names none
      return { actor: name(e.by), position: String(e.button?.position ?? "") };
    case "alarmsMoved":
      return {
        actor: name(e.by),
        amount: String(Math.abs(e.amount)),
        // Stryker disable next-line EqualityOperator: a scan moves the Alarms by the Eye's X, never by 0
        direction: i18n.localize(e.amount < 0 ? "HB.Endeavor.down" : "HB.Endeavor.up"),
      };
    case "alarmsSpread":
      return { actor: name(e.by), positions: list(e.positions) };
    case "objectivesActivated":
      return { actor: name(e.id), positions: list(e.positions) };
    case "quickened":
      return { actor: name(e.by), targets: e.ids.map(name).join(", "), round: String(e.round) };
    case "extraAction":
      return { actor: name(e.by) };
  }
  return undefined;
}

/** The card parts of an Endeavor with an Eye. */
export function stealthCard(): KindCard {
  return {
    icons: {
      eyeAlerted: "fa-solid fa-eye",
      alarmsMoved: "fa-solid fa-bell",
      alarmsSpread: "fa-solid fa-bell",
      objectivesActivated: "fa-solid fa-bullseye",
      quickened: "fa-solid fa-forward",
      extraAction: "fa-solid fa-forward",
    },
    data: eyeEventData,
    key: eyeEventKey,
    purposes: {
      move: "HB.Endeavor.Action.move",
      objective: "HB.Endeavor.Action.objective",
      hidden: "HB.Endeavor.Action.hidden",
    },
  };
}

/** The Eye alerted by the GM names nobody who alerted it; Alarms that spread to no position say so. */
function eyeEventKey(e: EndeavorEvent): string | undefined {
  if (e.type === "eyeAlerted" && !e.by) return "HB.Endeavor.Event.eyeAlertedGm";
  if (e.type === "alarmsSpread" && !e.positions.length) return "HB.Endeavor.Event.alarmsSpreadNone";
  return undefined;
}
