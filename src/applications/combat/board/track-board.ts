// The track board: the paper track a table would lay out, as a window any user can open from the tracker. It can
// dock along the bottom of the screen (above the hotbar) so the track stays visible while the sidebar shows chat.
// A re-render redraws only the cells whose context changed (a move: the two cells involved), and in them only the
// markers and buttons that changed (board-plan.ts, partial-render.ts).
import type { HumanityCombat } from "../../../documents/combat";
import { template } from "../../shared/templates";
import { requestEndeavor } from "../requests/index";
import { TRACK_BOARD_ID } from "./track-board-id";
import { adoptStyles } from "../../shared/styles";
import styles from "../../../../styles/track-board.scss?inline";
// The partial re-render loads from partial-render.ts itself, not through render/index.ts: that module is then the
// chunk's entry, the one chunk the tracker's bodies import too (through the index it would load a second, small one).
import type * as PartialRenderModule from "../render/partial-render";
import type { BoardDrawn } from "../render/index";
const logic = () => import("../view/index");
type PartialRender = typeof PartialRenderModule;

adoptStyles("humanity-blessed-track-board", styles);

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

export class TrackBoard extends HandlebarsApplicationMixin(ApplicationV2) {
  /** One board per client: it follows whichever Combat it was opened for. */
  static instance: TrackBoard | null = null;

  combatId: string | null = null;
  docked = false;
  /** What the board on screen was drawn from (board-plan.ts); null: redraw it all. */
  #drawn: BoardDrawn | null = null;
  #drawing: BoardDrawn | null = null;
  /** The next render redraws every cell: a first render, parts named by the caller, a kept cell not found on screen. */
  // Stryker disable next-line BooleanLiteral: a first render sets it (_configureRenderOptions) before it is read
  #redraw = true;
  /** Loads with the board's first render. */
  #partial: PartialRender | null = null;

  static override DEFAULT_OPTIONS = {
    id: TRACK_BOARD_ID,
    classes: ["humanity-blessed", "track-board"],
    window: { title: "HB.Endeavor.Board.title", icon: "fa-solid fa-route", resizable: true },
    position: { width: 760, height: 360 },
    actions: {
      hbToggleDock: TrackBoard.#onToggleDock,
      hbRemoveButton: TrackBoard.#onRemoveButton,
    },
  };

  static override PARTS: Record<string, TemplatePart> = {
    board: { template: template("combat/track-board.hbs"), scrollable: [".hb-track"] },
  };

  static async open(combat: HumanityCombat | null): Promise<TrackBoard> {
    const board = (TrackBoard.instance ??= new TrackBoard());
    board.combatId = combat?.id ?? null;
    await board.render({ force: true });
    return board;
  }

  /** Re-render when the Combat it shows changes (called from the updateCombat hook while a board is on screen). */
  static refresh(combat: { id: string | null }): void {
    const board = TrackBoard.instance;
    if (board?.rendered && board.combatId === combat.id) void board.render();
  }

  get combat(): HumanityCombat | null {
    return ((this.combatId ? game.combats?.get(this.combatId) : null) ?? null) as HumanityCombat | null;
  }

  protected override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    const hidden = new Set(this.combat?.combatants.filter((c) => c.hidden).map((c) => c.id!));
    const board = (await logic()).prepareTrackBoard(this.combat?.endeavor ?? null, { isGM: game.user!.isGM, hidden });
    // A cell reads its own context and whether the viewer is the GM (its buttons remove a button for the GM).
    const partial = (this.#partial ??= await import("../render/partial-render"));
    const plan = partial.planBoard(
      board,
      this.docked,
      this.#redraw ? null : this.#drawn,
      `${board.isGM}|${this.combatId}`,
    );
    this.#drawing = plan.next;
    return Object.assign(context, { board, docked: this.docked, hbKept: plan.hbKept });
  }

  protected override _configureRenderOptions(options: RenderOptions) {
    if (options.parts !== undefined) this.#redraw = true;
    super._configureRenderOptions(options);
    if (options.isFirstRender) this.#redraw = true;
  }

  /** Cells kept: the board part on screen is patched in place (partial-render.ts patchKept), as the tracker's. */
  protected override _replaceHTML(result: Record<string, HTMLElement>, content: HTMLElement, options: never) {
    const part = result.board;
    if (!part) return super._replaceHTML(result, content, options);
    const prior = content.querySelector<HTMLElement>('[data-application-part="board"]');
    let drawn = true;
    const partial = this.#partial;
    if (partial && part.querySelector(partial.KEPT)) {
      const find = partial.onBoard(prior);
      if (prior && partial.patchKept(prior, part, find)) {
        const { board: _patched, ...others } = result;
        // The patched part stays the board's part, its listeners attached when core put it in (again: doubled).
        super._replaceHTML(others, content, options);
        this.#drawn = this.#drawing;
        this.#redraw = false;
        return;
      }
      drawn = partial.adoptKept(part, find).length === 0;
    }
    super._replaceHTML(result, content, options);
    this.#drawn = drawn ? this.#drawing : null;
    this.#redraw = !drawn;
    if (!drawn)
      setTimeout(() => {
        // Stryker disable next-line ConditionalExpression: a closed window's render without force draws nothing either
        if (this.rendered) void this.render();
      }, 0);
  }

  /** Docked: along the bottom of the window it is in, short enough to leave the canvas usable. On the main page it
   *  keeps above the hotbar and clear of the sidebar; in a browser window of its own (V14 detached) it takes the
   *  width. */
  static async #onToggleDock(this: TrackBoard) {
    this.docked = !this.docked;
    this.element.classList.toggle("docked", this.docked);
    const view = this.element.ownerDocument.defaultView ?? window;
    const [hotbar, sidebar] = view === window ? [80, 320] : [0, 0];
    const top = view.innerHeight - 180 - hotbar;
    if (this.docked) this.setPosition({ left: 0, top, width: view.innerWidth - sidebar, height: 180 });
    else this.setPosition({ width: 760, height: 360 });
  }

  /** GM: a click on a button icon removes it after a confirm (a stray click on a crowded track is easy; undo still
   *  puts it back, like any other command). */
  static async #onRemoveButton(this: TrackBoard, _event: PointerEvent, target: HTMLElement) {
    const combat = this.combat;
    const button = target.dataset.buttonId;
    if (!combat || !button || !game.user!.isGM) return;
    const what = target.getAttribute("aria-label") ?? "";
    const question = game.i18n!.format("HB.Endeavor.Board.removeButtonConfirm", { what });
    const ok = await foundry.applications.api.DialogV2.confirm({
      window: { title: "HB.Endeavor.Board.removeButtonTitle" },
      content: `<p>${foundry.utils.escapeHTML(question)}</p>`,
      modal: true,
    });
    if (ok !== true) return;
    await requestEndeavor({
      combatId: combat.id!,
      op: "command",
      command: { type: "gm", gm: { op: "removeButton", button } },
    });
  }
}
