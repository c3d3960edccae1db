// Foundry Tours (core's foundry.nue.Tour) registered under the system: a player's walk through the character sheet and
// through a turn in an Endeavor, and a GM's through starting and running one and calling for a Check (tour-steps.ts).
// Core lists them in Manage Tours and shows a step by highlighting `step.selector`; before each step ours opens what
// the step shows and points the selector at the first of its targets on screen, or shows the step mid-screen when
// none is there.
import { SYSTEM_ID } from "../../settings";
import { SHEET_TOUR, stepKey, tourKey, TOURS, TURN_TOUR, type TourData, type TourPlace } from "./tour-steps";

type Step = foundry.nue.Tour.Step & { place?: TourPlace; targets?: string[] };
type Sheet = {
  element?: HTMLElement | null;
  rendered?: boolean;
  render(options: { force: boolean }): Promise<unknown>;
  bringToFront(): void;
  changeTab(tab: string, group: string): void;
};

/** The character a player's tour shows: the user's own, else the first character they own (a tour runs once the user
 *  is known, at ready). */
function tourCharacter(): { sheet?: Sheet | null } | null {
  const own = game.user!.character;
  if (own?.type === "character") return own as { sheet?: Sheet | null };
  return (
    (game.actors?.find((a) => a.type === "character" && a.isOwner) as { sheet?: Sheet | null } | undefined) ?? null
  );
}

/** Opens what a step shows and returns the element its targets are inside (null: nothing to point at). */
async function openPlace(place: TourPlace | undefined): Promise<HTMLElement | null> {
  if (!place) return null;
  if (place === "sheet") {
    const sheet = tourCharacter()?.sheet;
    if (!sheet) return null;
    // Rendered once: a step highlights an element of the sheet on screen, which a re-render would replace.
    if (!sheet.rendered) await sheet.render({ force: true });
    else sheet.bringToFront();
    sheet.changeTab("stats", "primary");
    return sheet.element ?? null;
  }
  // Core's sidebar tabs (V13): the chat log holds the cards and, while it is shown, the chat controls.
  const sidebar = ui.sidebar!;
  sidebar.expand();
  sidebar.changeTab(place, "primary");
  return document.getElementById(place);
}

export class HumanityTour extends foundry.nue.Tour {
  constructor(data: TourData) {
    super({
      namespace: SYSTEM_ID,
      id: data.id,
      title: tourKey(data, "title"),
      description: tourKey(data, "description"),
      restricted: !!data.restricted,
      display: true,
      canBeResumed: false,
      steps: data.steps.map((s): Step => ({
        id: s.id,
        title: stepKey(data, s, "title"),
        content: stepKey(data, s, "content"),
        place: s.place,
        targets: s.targets,
      })),
    });
  }

  /** The sheet tour needs a character to show; a turn's tour anyone may take; the GM's needs a GM. */
  override get canStart(): boolean {
    if (this.id === SHEET_TOUR.id) return !!tourCharacter();
    return this.id === TURN_TOUR.id || game.user!.isGM;
  }

  /** Opens the step's place and aims the step at the first of its targets there, else mid-screen (no selector). */
  protected override async _preStep(): Promise<void> {
    await super._preStep();
    const step = this.currentStep as Step | null;
    // Stryker disable next-line ConditionalExpression: core's progress sets a step in range before calling _preStep
    if (!step) return;
    // A place that cannot open (a sheet without our Stats tab, a sidebar tab a module removed) must not leave core's
    // tour stuck "in progress": core calls _preStep outside its own catch. The step is shown mid-screen instead.
    const root = await openPlace(step.place).catch((error: unknown) => {
      console.warn(`${SYSTEM_ID} | tour step "${step.id}" shown mid-screen:`, error);
      return null;
    });
    // Core's tour is drawn on the main page and looks its selector up there: a sheet detached into its own window (V14)
    // cannot be pointed at, so its steps show mid-screen rather than fail the tour.
    const onPage = root?.id && root.ownerDocument === document;
    // Stryker disable next-line OptionalChaining: a step with a place (the only kind with a root) lists its targets
    const target = onPage ? step.targets?.find((t) => root.querySelector(t)) : undefined;
    if (target) step.selector = `#${CSS.escape(root!.id)} ${target}`;
    else delete step.selector;
  }
}

/** Registers our Tours (once: core refuses a second registration under the same key). */
export function registerTours(): void {
  // Core builds its tours collection at setup, before the ready hook that calls this.
  const tours = game.tours!;
  for (const data of TOURS)
    if (!tours.has(`${SYSTEM_ID}.${data.id}`)) tours.register(SYSTEM_ID, data.id, new HumanityTour(data));
}
