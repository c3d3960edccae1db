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
  /** Selectors inside that place, from the most precise; each must match our templates (test/applications/first-run). */
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

/** A GM's first Endeavor and first call for a Check. */
export const GM_TOUR: TourData = {
  id: "endeavor",
  restricted: true,
  steps: [
    { id: "welcome" },
    { id: "encounter", place: "combat", targets: [".hb-endeavor-start"] },
    { id: "kind", place: "combat", targets: ['.hb-endeavor-start select[name="kind"]'] },
    { id: "begin", place: "combat", targets: ['.hb-endeavor-start [data-action="hbStart"]'] },
    { id: "call", place: "chat", targets: [".hb-call-button"] },
    { id: "done" },
  ],
};

export const TOURS = [SHEET_TOUR, GM_TOUR] as const;

/** The localisation keys of a tour's title and description, and of a step's title and content. */
export const tourKey = (tour: TourData, part: "title" | "description") => `HB.Tour.${tour.id}.${part}`;
export const stepKey = (tour: TourData, step: TourStepData, part: "title" | "content") => `HB.Tour.${tour.id}.${step.id}.${part}`;
