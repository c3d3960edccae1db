// The combat sidebar runs Endeavors: V13's CombatTracker with its header (encounter cycling, round) kept, and the
// tracker part replaced by rows built from the engine state. Footer dropped: core's previous/next turn and round
// buttons would move Combat.turn/round behind the engine's back. Every click becomes an Endeavor request to the GM.
// This shell is what init registers; the rows' context and the clicks load with the first Endeavor shown
// (tracker-actions.ts), and before one starts the tracker draws only its start form (tracker-start.ts).
// A re-render redraws only the rows and the toolbar whose context changed (partial-render.ts).
import type { HumanityCombat } from "../../../documents/combat";
import { currentEdition, SYSTEM_ID } from "../../../settings";
import { template, trackerPartials } from "../../shared/templates";
import type { Drafts, readDrafts } from "../../shared/form-drafts";
import { lazyActions } from "../../shared/lazy";
import { menuEntry, menuEntryLabel, showOnlyIf } from "../../../compat";
// The partial re-render loads from partial-render.ts itself, not through render/index.ts: that module is then the
// chunk's entry, the one chunk tracker-actions.ts imports too (through the index it would load a second, small one).
import type * as PartialRenderModule from "../render/partial-render";
import type { TrackerKeep } from "../render/index";
import type { EndeavorTrackerRenderOptions } from "../../../api/hooks";
import { TRACKER_ACTIONS, type TrackerAction, type TrackerHost } from "./tracker-host";

const body = () => import("./tracker-actions");
/** Loads with the first Endeavor shown, like the rows' context. */
type PartialRender = typeof PartialRenderModule;

const { CombatTracker } = foundry.applications.sidebar.tabs;
type RenderOptions = foundry.applications.sidebar.tabs.CombatTracker.RenderOptions;
type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

const INITIATIVE_BUTTONS = '[data-action="rollAll"], [data-action="rollNPC"], [data-action="resetAll"]';
/** Core's row entries dropped: initiative (clear, reroll) means nothing here, and rename (the Combatant's sheet) and
 *  delete would go around the engine — its own Move and Remove take their place (_getEntryContextOptions). */
const CORE_ENTRIES_DROPPED = new Set([
  "COMBAT.CombatantClear",
  "COMBAT.CombatantReroll",
  "COMBAT.CombatantUpdate",
  "COMBAT.CombatantRemove",
]);
/** What a double click in a row must not open the sheet from: its controls, and the row's form around them. */
const ROW_CONTROLS = "button, input, select, textarea, a, label, [data-action], .hb-row-form";

export class EndeavorTracker extends CombatTracker implements TrackerHost {
  static override DEFAULT_OPTIONS = {
    classes: ["humanity-blessed", "endeavor-tracker"],
    actions: lazyActions<EndeavorTracker, TrackerAction>(body, TRACKER_ACTIONS),
  };

  static override PARTS: Record<string, TemplatePart> = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: template("combat/tracker.hbs"), templates: trackerPartials().map(template), scrollable: [""] },
  };

  /** Fields typed or ticked and not sent, carried over a re-render (someone else's action re-renders the tracker). */
  drafts: Drafts | null = null;
  /** The user's own request went through: the re-render it causes starts their forms afresh. */
  // Before the first render there is no form to read and every row is drawn either way.
  // Stryker disable next-line BooleanLiteral
  sent = false;
  /** Stops following the participants' actors (follow-actors.ts), once it has started. */
  unfollow: (() => void) | null = null;
  /** What partial re-rendering keeps between renders (partial-render.ts, loaded with the first Endeavor shown). */
  // Every first render sets `redraw` before anything reads it (_configureRenderOptions); a missing `drawn` is null.
  // Stryker disable next-line ObjectLiteral,BooleanLiteral
  readonly keep: TrackerKeep = { drawn: null, drawing: null, redraw: true };
  #partial: PartialRender | null = null;
  /** form-drafts.ts readDrafts when this render is to read what was typed (set in _preRender, read in _replaceHTML). */
  #readDrafts: typeof readDrafts | null = null;

  get combat(): HumanityCombat | null {
    return (this.viewed as HumanityCombat | null) ?? null;
  }

  protected override async _prepareTrackerContext(context: CombatTracker.RenderContext, _options: RenderOptions) {
    // Core's per-turn context (initiative, token effects) is replaced, not extended: our rows come from the state.
    const combat = this.combat;
    const combatants = combat?.combatants.contents ?? [];
    // A participant through an unlinked character token acts on the token's copy: the GM is told (once a load).
    const synthetic = combatants.map((c) => c.actor).filter((a) => a?.isToken);
    if (synthetic.length && game.user!.isGM)
      for (const actor of synthetic) (await import("../../../documents/token-links")).tellIfUnlinked(actor);
    const endeavor = combat?.endeavor
      ? await body().then((b) => (b.followActors(this), b.trackerContext(this)))
      : await import("./tracker-start").then(({ prepareTrackerStart, startChoices }) =>
          prepareTrackerStart({
            isGM: game.user!.isGM,
            edition: currentEdition(),
            finishLine: game.settings!.get(SYSTEM_ID, "endeavorFinishLine"),
            // Core's prepareBaseData names every Combatant (its token's, its actor's or "Unknown Combatant").
            combatants: combatants.map((c) => ({ id: c.id!, name: c.name!, ...startChoices(c) })),
          }),
        );
    if (endeavor.started) this.#partial ??= await import("../render/partial-render");
    // The rows read the viewer, the edition and the Combat besides their own context: a change of any redraws them all.
    Object.assign(context, {
      endeavor,
      hbKept:
        this.#partial?.planTracker(
          this.keep,
          endeavor,
          JSON.stringify([game.user!.id, game.user!.isGM, currentEdition(), combat?.id]),
        ) ?? null,
    });
  }

  protected override _configureRenderOptions(options: RenderOptions) {
    // Parts named by the caller are redrawn whole (core fills in every part when none is named).
    if (options.parts !== undefined) this.keep.redraw = true;
    super._configureRenderOptions(options);
    if (options.isFirstRender) this.keep.redraw = true;
  }

  /** Rows and toolbar kept: the tracker part on screen is patched in place (partial-render.ts replaceTracker). The
   *  render hooks are told which rows were drawn anew (`redrawnRows`, api/hooks.ts). */
  protected override _replaceHTML(result: Record<string, HTMLElement>, content: HTMLElement, options: never) {
    const replace = (parts: Record<string, HTMLElement>) => super._replaceHTML(parts, content, options);
    // What the render keeps on screen keeps what was typed in it: only what it draws anew is read.
    const read = this.#readDrafts;
    const drafts = (redrawn: Element[]) => void (this.drafts = read ? read(redrawn) : null);
    const partial = this.#partial;
    if (partial) partial.replaceTracker(this.keep, result, content, replace, () => void this.render(), drafts);
    else (drafts([content]), replace(result));
    // Rows are drawn only once an Endeavor has started, and partial-render.ts is loaded by then: none before.
    const redrawn = partial?.redrawnRows(this.keep, content, !!result.tracker);
    (options as EndeavorTrackerRenderOptions).redrawnRows = redrawn ?? [];
  }

  protected override async _preRender(context: never, options: never) {
    await super._preRender(context, options);
    // Nothing typed before the first render, nor carried into what is drawn anew after the user's own action; the
    // drafts' module loads with the first re-render, and what was typed is read as the part on screen is about to
    // change (_replaceHTML).
    this.#readDrafts = this.sent || !this.element ? null : (await import("../../shared/form-drafts")).readDrafts;
    // The user's own action starts afresh the forms it changed (their rows, drawn anew from the new state); a row it
    // left as it was is kept, with what they typed in it.
    this.sent = false;
  }

  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    // Initiative means nothing here (turn order is the engine's): core's bulk initiative buttons become spacers,
    // which keep the encounter title centred as core lays the header out for players.
    for (const button of this.element.querySelectorAll(INITIATIVE_BUTTONS)) {
      const spacer = this.element.ownerDocument.createElement("div");
      spacer.className = "spacer";
      button.replaceWith(spacer);
    }
    if (this.drafts?.values.size || this.drafts?.focus)
      (await import("../../shared/form-drafts")).writeDrafts(this.element, this.drafts);
    if (!this.drafts) delete this.element.dataset.hbStep;
    // The acting row's steps and its odds (live-forms.ts afterRender) load with the first Endeavor shown.
    if (this.combat?.endeavor) await (await body()).afterRender(this);
    else if (this.element.querySelector("[data-endeavor-start]"))
      (await import("./turn-steps")).bindStartForm(this.element);
  }

  /** Core's row menu without its initiative entries (clear, reroll): the engine keeps the turn order. Rows are drawn
   *  only while an Endeavor runs, so core's rename and delete always give way to the engine's move and remove
   *  (undoable). Core builds the menu once, at the first render (often before any Endeavor): whether an entry shows is
   *  asked when the menu opens (V13 names an entry by `name`, V14 by `label`). */
  protected override _getEntryContextOptions() {
    const core = super._getEntryContextOptions().filter((entry) => !CORE_ENTRIES_DROPPED.has(menuEntryLabel(entry)));
    const engine = () => game.user!.isGM;
    const rowId = (li: HTMLElement) => li.dataset.combatantId!;
    return [
      menuEntry({
        label: "HB.Endeavor.Gm.menuMove",
        icon: "fa-solid fa-arrows-up-down",
        visible: engine,
        onClick: (li) => void body().then((b) => b.menuMove(this, rowId(li))),
      }),
      menuEntry({
        label: "HB.Endeavor.Gm.menuRemove",
        icon: "fa-solid fa-user-slash",
        visible: engine,
        onClick: (li) => void body().then((b) => b.menuRemove(this, rowId(li))),
      }),
      ...core,
    ] as typeof core;
  }

  /** Core's encounter menu (the header's ellipsis, built once like the rows'): Reset Initiative only while no Endeavor
   *  runs — the engine's turn order is not initiative. */
  protected override _getCombatContextOptions() {
    return super
      ._getCombatContextOptions()
      .map((entry) =>
        menuEntryLabel(entry) === "COMBAT.InitiativeReset" ? showOnlyIf(entry, () => !this.combat?.endeavor) : entry,
      );
  }

  /** Core opens the actor's sheet on a double click anywhere in a row but an <input>: a quick second click on one of
   *  our buttons or selects would open it over the form. The name and portrait still open it. */
  protected override _onCombatantMouseDown(
    event: PointerEvent,
    target: foundry.applications.api.ApplicationV2.ActionTarget,
  ) {
    // Core's single click (its activateCombatant action) comes from no element of our rows: only the double click does.
    if ((event.target as HTMLElement).closest(ROW_CONTROLS)) return;
    return super._onCombatantMouseDown(event, target);
  }

  /** Before V13.345 core sent every change in a row here, and our selects would write NaN initiative: only core's
   *  initiative inputs (which this tracker does not draw) may update initiative. */
  protected override _onUpdateInitiative(event: Event) {
    if (!(event.target as HTMLElement).classList.contains("initiative-input")) return;
    return super._onUpdateInitiative(event);
  }

  protected override _onClose(options: never) {
    super._onClose(options);
    this.unfollow?.();
  }

  protected override async _onFirstRender(context: object, options: RenderOptions) {
    await super._onFirstRender(context, options);
    // Each row's form is read when a button is clicked, never sent: Enter in a lone text field would submit it (and
    // reload the page).
    this.element.addEventListener("submit", (event) => event.preventDefault());
    // Forms with a live sum (Perform Combo's spread, the Blessings to steal): the element outlives re-renders.
    this.element.addEventListener("input", (event) => {
      if ((event.target as HTMLElement).closest("[data-hb-live]")) void body().then((b) => b.onLiveInput(this, event));
      // A number typed (Search's position) names the Alarm in its labels as it is typed.
      const row = (event.target as HTMLElement).closest<HTMLElement>("[data-combatant-id]");
      if (row?.querySelector("[data-hb-label]")) void body().then((b) => b.onLabelInput(this, row));
    });
    // The Check's live odds: any choice in a row with an odds figure (the action, Spark, Help, difficulty, Aptitude
    // …); the form's live labels (where a Move lands, what the button does) follow the same choices.
    this.element.addEventListener("change", (event) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>("[data-combatant-id]");
      if (row?.querySelector("[data-hb-odds]")) void body().then((b) => b.onCheckInput(this, row));
      if (row?.querySelector("[data-hb-label]")) void body().then((b) => b.onLabelInput(this, row));
    });
  }
}
