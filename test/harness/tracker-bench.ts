// Issue 32's measurement, shared by the node bench (bench/tracker.ts: context + Handlebars) and the browser harness
// (window.harness.benchTracker: context + Handlebars + DOM + layout in chromium): one command in a 50-participant
// Endeavor, the GM's tracker re-rendered in full against re-rendered partially (partial-render.ts), as the tracker does.
import { apply, type Command, type EndeavorState } from "../../src/rules/endeavor";
import { seededRng } from "../../src/rules";
import { prepareEndeavorTracker, type TrackerCombatant } from "../../src/applications/combat/view/tracker-context";
import { prepareTrackBoard } from "../../src/applications/combat/view/board-context";
import { keptOnScreen, onBoard, onScreenPieces, patchKept, placeTrackerRows, planBoard, planTracker, rowHtml, unkept, type BoardDrawn, type TrackerKeep } from "../../src/applications/combat/render/partial-render";
import { learnTurns } from "../../src/applications/combat/render/turn-ahead";
import { nextTurnContext } from "../../src/applications/combat/view/next-turn";
import { takeRows } from "../../src/applications/combat/render/tracker-rows";
import { template } from "../../src/applications/shared/templates";
import { readDrafts, writeDrafts } from "../../src/applications/shared/form-drafts";
import { restoreTurns } from "../../src/applications/combat/tracker/turn-steps";
import { endeavorFixture } from "./fixtures/endeavor";

export const TRACKER_TEMPLATE = template("combat/tracker.hbs");
type Render = (path: string, context: object) => string;
export const BOARD_TEMPLATE = template("combat/track-board.hbs");

export interface BenchCase {
  label: string;
  before: EndeavorState;
  after: EndeavorState;
  combatants: TrackerCombatant[];
  /** The Combat's command log before the command (the GM's Undo names its last one). */
  log: Command[];
  command: Command;
  /** What was on screen before `before`, when the tracker was not drawn in full just before the command: the state
   *  (and its log) drawn in full, then re-rendered partially into `before`, as a tracker that follows a round has it. */
  lead?: { state: EndeavorState; log: Command[] };
  /** The viewer's own command: nothing they typed is carried into what is drawn anew (EndeavorTracker#_preRender). */
  own?: true;
}

/** The commands timed, from the 50-participant fixture (mid round 1, the GM viewing): the participant whose turn it
 *  is Advances (their row and the next one's change) on a tracker drawn in full just before; the next participant
 *  Advances in turn, on the tracker as that first Advance left it (the acting row's element morphed once already:
 *  html-morph.ts remembers what it shows); and the GM moves a marker (one row, two board cells). */
export function benchCases(): BenchCase[] {
  const fx = endeavorFixture(50);
  const advance = (state: EndeavorState): [string, Command] => {
    const by = state.turn.current!;
    return [`${state.participants.find((p) => p.id === by)!.name} Advances`, { type: "act", by, action: { kind: "advance", roll: [9] } }];
  };
  const [label, first] = advance(fx.state);
  const one = apply(fx.state, first, seededRng(5));
  const [nextLabel, next] = advance(one.state);
  const two = apply(one.state, next, seededRng(5));
  const move = apply(fx.state, { type: "gm", gm: { op: "move", id: "a7", to: 6 } }, seededRng(5));
  const base = { combatants: fx.combatants, log: fx.log };
  return [
    { ...base, label: `${label} (the tracker drawn in full before, then idle)`, before: fx.state, after: one.state, command: one.command },
    { ...base, label: `then ${nextLabel} (the next turn: the acting row's element morphed before)`, before: one.state, after: two.state,
      log: [...fx.log, one.command], command: two.command, lead: { state: fx.state, log: fx.log } },
    { ...base, label: "the GM moves a marker", before: fx.state, after: move.state, command: move.command },
    { ...base, label: `the GM's own command: ${label} from their tracker (their forms start afresh)`, before: fx.state,
      after: one.state, command: one.command, own: true },
  ];
}

/** The GM's tracker context before or after the command (or for the state before `before`: "lead"), as
 *  EndeavorTracker computes it. */
export function trackerContext(c: BenchCase, when: When) {
  return prepareEndeavorTracker(trackerInput(c, when));
}
type When = "before" | "after" | "lead";
function trackerInput(c: BenchCase, when: When) {
  const log = when === "lead" ? c.lead!.log : when === "before" ? c.log : [...c.log, c.command];
  const state = when === "lead" ? c.lead!.state : c[when];
  return { state, combatants: c.combatants, viewer: { isGM: true }, logLength: log.length, lastCommand: log.at(-1), edition: "v0.0.21.10" as const };
}
/** What the tracker draws ahead for the next turn (turn-ahead.ts) while `onScreen()` is shown, as EndeavorTracker
 *  gives it (tracker-actions.ts). */
export const nextTurnOf = (c: BenchCase, onScreen: () => When) => () => nextTurnContext(trackerInput(c, onScreen()));

type TrackerContext = ReturnType<typeof trackerContext>;

/** What EndeavorTracker does before it renders (partial-render.ts planTracker): which rows and toolbar pieces are
 *  kept, what is then drawn. `keep` carries what is on screen from one render to the next. */
export function trackerPlan(endeavor: TrackerContext, keep: TrackerKeep) {
  const hbKept = planTracker(keep, endeavor, "gm|true|v0.0.21.10|combat");
  if (!hbKept) throw new Error("the bench's Endeavor has started");
  return hbKept;
}
/** A fresh tracker's keep: its first render draws everything. `render` draws a row alone, as the tracker does (the
 *  row taking the acting turn's element: partial-render.ts); without it no row is morphed. With `later` (the browser's
 *  idle time), the acting rows learn what they show, and with `nextTurn` the next turn is drawn ahead (turn-ahead.ts). */
export const freshKeep = (render?: Render, later?: (job: () => void) => void, nextTurn?: TrackerKeep["nextTurn"]): TrackerKeep => ({
  drawn: null, drawing: null, redraw: true, ...(render ? { renderRow: (row: unknown) => rowHtml(render, row) } : {}), ...(later ? { later } : {}), ...(nextTurn ? { nextTurn } : {}),
});
/** What the tracker does once the part is on screen: what was drawn is now what is on screen. */
export function drawn(keep: TrackerKeep): void {
  keep.drawn = keep.drawing;
  keep.redraw = false;
}

export const boardContext = (state: EndeavorState) => prepareTrackBoard(state, { isGM: true });
/** What TrackBoard keeps (board-plan.ts): cells, the markers and buttons in a cell redrawn, the pieces above the track. */
export const boardPlan = (board: ReturnType<typeof boardContext>, prior: BoardDrawn | null) => planBoard(board, false, prior, "true|combat");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A run timed by phase from now: `mark(phase)` ends a phase, `split` holds each with its time in ms. */
function phaseTimer() {
  const t0 = performance.now();
  let last = t0;
  const split: [string, number][] = [];
  const mark = (phase: string) => {
    const now = performance.now();
    split.push([phase, now - last]);
    last = now;
  };
  return { t0, split, mark };
}

export interface BrowserBenchResult {
  label: string;
  rows: number;
  redrawn: number;
  /** Of the rows redrawn, those drawn into the element of the row whose turn it was (partial-render.ts). */
  morphed: number;
  /** Of those, the rows drawn ahead while the browser idled, their morph worked out then (turn-ahead.ts). */
  drawnAhead: number;
  cells: number;
  cellsRedrawn: number;
  kb: number;
  full: number;
  partial: number;
  boardFull: number;
  boardPartial: number;
  runs: number;
  /** The median of each run's own partial ÷ full (the two timed back to back): steadier than the ratio of the medians
   *  when other work on the machine comes and goes. */
  pairedRatio: number;
  /** What the tracker drawn before left for the browser's idle time (the acting row learning what it shows), in ms. */
  idle: number;
  /** Where the partial re-render's time goes: the median of each phase, in ms (they need not add up to `partial`). */
  phases: Record<string, number>;
  /** The same for the board's partial re-render. */
  boardPhases: Record<string, number>;
}

/**
 * In the page: the GM's 50-participant tracker part (and the board part) on screen for the state before the command,
 * then re-rendered for the state after it — in full (a new part swapped in) or partially (kept rows moved into the
 * part on screen patched in place, as the tracker does) — each timed from the context to the layout (the part's height read), with what the tracker does
 * around it (form drafts read and written back, the turn's steps restored). Interleaved runs; medians in ms.
 */
export async function benchInPage(render: Render, stage: HTMLElement, runs: number, idle = true): Promise<BrowserBenchResult[]> {
  const parse = (html: string) => {
    const t = document.createElement("template");
    t.innerHTML = html;
    return t.content.firstElementChild as HTMLElement;
  };
  const host = stage.querySelector<HTMLElement>(".window-content") ?? stage;
  const out: BrowserBenchResult[] = [];
  for (const c of benchCases()) {
    const mount = (el: HTMLElement) => {
      const prior = host.querySelector<HTMLElement>("section.hb-endeavor, section.hb-board");
      if (prior) prior.replaceWith(el);
      else host.append(el);
    };
    const layout = (el: HTMLElement) => el.getBoundingClientRect().height + document.body.offsetHeight;
    // The state before the command, drawn in full (untimed) — or the state before it drawn in full, then re-rendered
    // partially into it (c.lead); what it was drawn from is the partial render's prior.
    // What the tracker leaves for the browser's idle time (turn-ahead.ts: the acting row learning what it shows, the
    // next turn drawn ahead).
    const idle: (() => void)[] = [];
    const whenIdle = () => {
      const t0 = performance.now();
      idle.splice(0).forEach((job) => job());
      return performance.now() - t0;
    };
    // A command comes at a human's pace: before each one timed, the browser has been idle (its own idle-time work, such
    // as collecting the garbage of the render before, done as it would be; ours, timed, apart). `idle` false: back to
    // back, as the bench timed them before.
    const settle = () => (idle ? new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 200 })) : Promise.resolve());
    const showBefore = async () => {
      let onScreen: When = c.lead ? "lead" : "before";
      const endeavor = trackerContext(c, onScreen);
      const keep = freshKeep(render, (job) => idle.push(job), nextTurnOf(c, () => onScreen));
      const el = parse(render(TRACKER_TEMPLATE, { endeavor, hbKept: trackerPlan(endeavor, keep) }));
      drawn(keep);
      mount(el);
      learnTurns(keep, el);
      restoreTurns(el, true);
      layout(el);
      await settle();
      const idleMs = whenIdle();
      if (c.lead) {
        onScreen = "before";
        const before = trackerContext(c, "before");
        rerender(el, before, trackerPlan(before, keep), keep);
        await settle();
        whenIdle();
      }
      return { el, keep, idleMs };
    };
    /** The tracker's re-render: drafts read, the part rendered, swapped in whole (full) or patched in place (partial,
     *  as EndeavorTracker#_replaceHTML does), drafts written back, the turn's steps restored, the layout read. */
    const rerender = (el: HTMLElement, endeavor: TrackerContext, hbKept: ReturnType<typeof trackerPlan> | null, keep: TrackerKeep | null, mark: (phase: string) => void = () => {}) => {
      const html = render(TRACKER_TEMPLATE, { endeavor, hbKept });
      mark("Handlebars");
      let next = parse(html);
      mark("HTML parsed");
      // What was typed is read as the part on screen is about to change: in full, all of it; partially, what is drawn
      // anew (partial-render.ts replaceTracker).
      const find = hbKept ? onScreenPieces(el) : null;
      const drafts = c.own ? null : readDrafts(find ? unkept(el, keptOnScreen(el, keep!)) : el);
      mark("drafts read");
      if (find) {
        const rows = takeRows(next);
        if (!patchKept(el, next, find) || (rows && !placeTrackerRows(el, rows, keep!))) throw new Error("the patch failed");
        next = el;
        // As partial-render.ts replaceTracker: what is on screen is now what was drawn, then the idle time's work.
        drawn(keep!);
        learnTurns(keep!, el);
      } else el.replaceWith(next);
      mark("DOM patch");
      // As EndeavorTracker#_onRender: drafts are written back only when something was typed.
      if (drafts && (drafts.values.size || drafts.focus)) writeDrafts(next, drafts);
      restoreTurns(next, false);
      mark("turns restored");
      const height = layout(next);
      mark("style + layout");
      return height;
    };
    const full: number[] = [];
    const partial: number[] = [];
    const paired: number[] = [];
    const phases = new Map<string, number[]>();
    const idleTimes: number[] = [];
    let sink = 0;
    let redrawn = 0;
    let morphed = 0;
    let drawnAhead = 0;
    let kb = 0;
    for (let i = 0; i < runs + 2; i += 1) {
      // Full: every row drawn anew. The tracker plans at every render (what it draws is what the next one compares
      // with): a plan with nothing on screen keeps nothing, and the template draws the same HTML as without one.
      let { el } = await showBefore();
      let t0 = performance.now();
      const endeavorFull = trackerContext(c, "after");
      trackerPlan(endeavorFull, freshKeep(render));
      sink += rerender(el, endeavorFull, null, null);
      const tFull = performance.now() - t0;
      const fullMarkup = i === 0 ? host.querySelector("section.hb-endeavor")!.outerHTML : "";
      kb = render(TRACKER_TEMPLATE, { endeavor: endeavorFull }).length / 1024;
      // Partial: rows and toolbar drawn from the same context as the ones on screen are kept.
      const before = await showBefore();
      el = before.el;
      const { t0: start, split, mark } = phaseTimer();
      t0 = start;
      const endeavor = trackerContext(c, "after");
      mark("context");
      const hbKept = trackerPlan(endeavor, before.keep);
      mark("compare");
      sink += rerender(el, endeavor, hbKept, before.keep, mark);
      const tPartial = performance.now() - t0;
      // Rows the partial render left to learn: the next run draws its tracker afresh.
      idle.length = 0;
      // Honest only if the partial re-render ends with the very DOM the full one does.
      if (i === 0 && el.outerHTML !== fullMarkup) throw new Error(`${c.label}: the partial re-render's DOM differs from the full render's`);
      // A row drawn into the element of the row whose turn it was is placed like a kept one, but redrawn.
      morphed = before.keep.morph?.size ?? 0;
      const { ahead, drawing } = before.keep;
      drawnAhead = [...before.keep.morph?.keys() ?? []].filter((id) => ahead && ahead.rows.get(id)?.signature === drawing?.rows.signatures.get(id)).length;
      redrawn = (endeavor.started ? endeavor.rows.length : 0) - Object.keys(hbKept.rows).length + morphed;
      if (i >= 2) {
        full.push(tFull);
        partial.push(tPartial);
        paired.push(tPartial / tFull);
        idleTimes.push(before.idleMs);
        for (const [phase, ms] of split) phases.set(phase, [...phases.get(phase) ?? [], ms]);
      }
    }
    // The board the same way, in a window of its default width: a new part, or the cells kept moved into it.
    const boardWindow = Object.assign(document.createElement("div"), { className: "application humanity-blessed track-board" });
    boardWindow.style.width = "760px";
    const boardHost = Object.assign(document.createElement("section"), { className: "window-content" });
    boardWindow.append(boardHost);
    stage.append(boardWindow);
    const boardFull: number[] = [];
    const boardPartial: number[] = [];
    let cells = 0;
    let cellsRedrawn = 0;
    const boardPhases = new Map<string, number[]>();
    /** The board on screen (`el`, drawn from `prior`) re-rendered partially for `state`, as TrackBoard does; what it
     *  now shows is returned. */
    const boardRerender = (el: HTMLElement, state: EndeavorState, prior: BoardDrawn, mark: (phase: string) => void = () => {}) => {
      const board = boardContext(state);
      mark("context");
      const plan = boardPlan(board, prior);
      mark("compare");
      const boardHtml = render(BOARD_TEMPLATE, { board, docked: false, hbKept: plan.hbKept });
      mark("Handlebars");
      const next = parse(boardHtml);
      mark("HTML parsed");
      if (!patchKept(el, next, onBoard(el))) throw new Error("the patch failed");
      mark("DOM patch");
      sink += layout(el);
      mark("style + layout");
      return { plan, board };
    };
    for (let i = 0; i < runs + 2; i += 1) {
      // The state before the command drawn in full, or (c.lead) the state before it drawn in full, then re-rendered
      // partially into it, as the tracker.
      const showBoard = async () => {
        const board = boardContext(c.lead ? c.lead.state : c.before);
        const plan = boardPlan(board, null);
        const el = parse(render(BOARD_TEMPLATE, { board, docked: false, hbKept: plan.hbKept }));
        boardHost.replaceChildren(el);
        layout(el);
        if (!c.lead) return { el, drawn: plan.next };
        await settle();
        return { el, drawn: boardRerender(el, c.before, plan.next).plan.next };
      };
      let { el } = await showBoard();
      await settle();
      let t0 = performance.now();
      // As TrackBoard does at every render, a full one too: it plans (what it draws is what the next one compares with).
      const fullContext = boardContext(c.after);
      const next = parse(render(BOARD_TEMPLATE, { board: fullContext, docked: false, hbKept: boardPlan(fullContext, null).hbKept }));
      el.replaceWith(next);
      sink += layout(next);
      const tFull = performance.now() - t0;
      const fullBoard = i === 0 ? next.outerHTML : "";
      const before = await showBoard();
      await settle();
      el = before.el;
      const { t0: start, split, mark } = phaseTimer();
      t0 = start;
      const { plan, board } = boardRerender(el, c.after, before.drawn, mark);
      const tPartial = performance.now() - t0;
      if (i === 0 && el.outerHTML !== fullBoard) throw new Error(`${c.label}: the board's partial re-render differs from its full render`);
      cells = board.cells.length;
      cellsRedrawn = cells - Object.keys(plan.hbKept.cells).length;
      if (i >= 2) {
        boardFull.push(tFull);
        boardPartial.push(tPartial);
        for (const [phase, ms] of split) boardPhases.set(phase, [...boardPhases.get(phase) ?? [], ms]);
      }
    }
    boardWindow.remove();
    if (sink < 0) throw new Error("unreachable");
    out.push({
      label: c.label, rows: c.after.participants.length, redrawn, morphed, drawnAhead, cells, cellsRedrawn, kb,
      full: median(full), partial: median(partial), boardFull: median(boardFull), boardPartial: median(boardPartial), runs, pairedRatio: median(paired), idle: median(idleTimes),
      phases: Object.fromEntries([...phases].map(([phase, ms]) => [phase, median(ms)])),
      boardPhases: Object.fromEntries([...boardPhases].map(([phase, ms]) => [phase, median(ms)])),
    });
  }
  host.querySelector("section.hb-endeavor, section.hb-board")?.remove();
  return out;
}
