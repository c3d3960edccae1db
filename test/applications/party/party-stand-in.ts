// The party sheet as party-sheet-body.ts reads it, without drawing it: its party, whether it may change it, whether
// it is on screen, its rows (one per member, as the sheet draws them) and how often it was asked to render again.
// Shared by the tests of the body's buttons, drops and rows.
import { ui } from "../../fakes/setup";

const g = globalThis as any;

export const Actor = () => g.CONFIG.Actor.documentClass;
export const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
export const infos = () => ui.messages.filter((m) => m.type === "info").map((m) => m.message);
/** The body, loaded as the sheet loads it (on demand). */
export const loadBody = () => import("../../../src/applications/party/party-sheet-body");

export interface StandIn {
  actor: any;
  isEditable: boolean;
  rendered: boolean;
  element: HTMLElement;
  /** How many times the body asked the sheet to render again. */
  renders: number;
  render(): Promise<void>;
}

export function standIn(party: any, rendered: boolean): StandIn {
  const sheet: StandIn = {
    actor: party,
    isEditable: true,
    rendered,
    element: document.createElement("div"),
    renders: 0,
    render: async () => void sheet.renders++,
  };
  return sheet;
}

/** One row per member, as the sheet draws them, so a press or a drop can land on one. */
export function drawRows(sheet: StandIn): void {
  sheet.element.replaceChildren(
    ...sheet.actor.system.members.map((uuid: string) => {
      const row = document.createElement("li");
      row.dataset.memberUuid = uuid;
      return row;
    }),
  );
}

export const rowOf = (sheet: StandIn, actor: any) =>
  sheet.element.querySelector(`[data-member-uuid="${actor.uuid}"]`) as HTMLElement;
