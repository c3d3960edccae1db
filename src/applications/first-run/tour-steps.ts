// The Tours' steps as plain data, shared by the Tours (tours.ts), their tests and the browser harness. Each step
// highlights the first of its `targets` found inside its `within` (what the step opens: the user's character sheet,
// core's chat or combat sidebar tab); a step none of whose targets is on screen (a sheet in edit mode, no encounter
// yet) shows in the middle of the screen instead, as core shows a step without a selector. Titles and contents are
// localisation keys (HB.Tour.*), which core's Tour localises when it shows a step; each "\n" starts a paragraph.

/** What a step opens before it is shown. */
export type TourPlace = "sheet" | "chat" | "combat";

export interface TourStepData {
  id: string;
  /** Where the step's targets are: the character sheet, or core's chat or combat sidebar tab. */
  place?: TourPlace;
  /** Selectors inside that place, from the most precise; each must match
   *  our templates (test/applications/first-run). */
  targets?: string[];
}

export interface TourData {
  id: string;
  /** Only a GM may take it (core hides a restricted tour from players). */
  restricted?: boolean;
  steps: TourStepData[];
}

/** A player's first look at the character sheet: Stats and rolling, Spark, Blessings, Help. */
export const SHEET_TOUR: TourData = {
  id: "sheet",
  steps: [
    { id: "welcome" },
    { id: "stats", place: "sheet", targets: [".hb-stats .hb-groups"] },
    { id: "roll", place: "sheet", targets: ['[data-action="rollStat"]', ".hb-stats .hb-groups"] },
    { id: "spark", place: "sheet", targets: [".hb-group.balanced", ".hb-stats .hb-groups"] },
    { id: "blessings", place: "sheet", targets: [".hb-blessings"] },
    { id: "help", place: "chat", targets: ['.hb-check [data-hb-action="help"]:not([hidden])', ".hb-check"] },
  ],
};

/** The tracker's button that opens the track board (Shift+B does the same). */
const BOARD_BUTTON = '[data-action="hbOpenBoard"]';

/** A player's turn in an Endeavor, on their own row: only the viewer's rows draw controls, so the first found is
 *  theirs. */
export const TURN_TOUR: TourData = {
  id: "turn",
  steps: [
    { id: "welcome" },
    { id: "actionDie", place: "combat", targets: ['.hb-row-controls [data-action="hbChoose"]'] },
    { id: "row", place: "combat", targets: [".hb-turn", ".hb-row-controls"] },
    { id: "steps", place: "combat", targets: ['.hb-turn .hb-step[data-step="action"]'] },
    { id: "help", place: "combat", targets: [".hb-offer"] },
    { id: "board", place: "combat", targets: [BOARD_BUTTON] },
    { id: "done" },
  ],
};

/** A GM's first Endeavor (the start form, then the toolbar and the board once it runs) and first call for a
 *  Check. */
export const GM_TOUR: TourData = {
  id: "endeavor",
  restricted: true,
  steps: [
    { id: "welcome" },
    { id: "encounter", place: "combat", targets: [".hb-endeavor-start"] },
    { id: "kind", place: "combat", targets: ['.hb-endeavor-start select[name="kind"]'] },
    { id: "begin", place: "combat", targets: ['.hb-endeavor-start [data-action="hbStart"]'] },
    { id: "undo", place: "combat", targets: ['[data-endeavor-gm] [data-action="hbUndo"]'] },
    { id: "endTurn", place: "combat", targets: ['[data-endeavor-gm] [data-action="hbEndTurn"]'] },
    { id: "track", place: "combat", targets: ["[data-endeavor-gm] .hb-gm-more"] },
    { id: "board", place: "combat", targets: [BOARD_BUTTON] },
    { id: "call", place: "chat", targets: [".hb-call-button"] },
    { id: "done" },
  ],
};

export const TOURS = [SHEET_TOUR, TURN_TOUR, GM_TOUR] as const;

/** The localisation keys of a tour's title and description, and of a step's title and content. */
export function tourKey(tour: TourData, part: "title" | "description"): string {
  return `HB.Tour.${tour.id}.${part}`;
}
export function stepKey(tour: TourData, step: TourStepData, part: "title" | "content"): string {
  return `HB.Tour.${tour.id}.${step.id}.${part}`;
}
