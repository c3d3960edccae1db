// The Endeavor tracker's re-render for 50 combatants (goal: under 16 ms, one frame): the same pure context function
// the tracker calls + its template with real Handlebars, against a baseline measured in this run — rendering the
// same template from a precomputed context. The track board is timed the same way. Issue 32: one command re-rendered
// partially (rows, toolbar and cells whose context changed; partial-render.ts) against in full, in this run (the DOM
// and layout are timed in chromium by bench/browser.ts).
import Handlebars from "handlebars";
import en from "../lang/en.json";
import { prepareEndeavorTracker } from "../src/applications/combat/view/tracker-context";
import { prepareTrackBoard } from "../src/applications/combat/view/board-context";
import { template } from "../src/applications/shared/templates";
import { CORE_STRINGS, createI18n, registerFoundryHelpers } from "../test/harness/foundry-helpers";
import { endeavorFixture } from "../test/harness/fixtures/endeavor";
import { templateSources } from "../test/harness/node-sources";
import { createRenderer } from "../test/harness/renderer";
import { timeAll } from "./lib/timing";
import { benchCases, boardContext, boardPlan, BOARD_TEMPLATE, drawn, freshKeep, TRACKER_TEMPLATE, trackerContext, trackerPlan } from "../test/harness/tracker-bench";

const CALLS = 20;
const ROUNDS = 25;


export default async function (): Promise<string[]> {
  const hbs = Handlebars.create();
  registerFoundryHelpers(hbs, createI18n(CORE_STRINGS, en));
  const renderer = createRenderer(hbs, templateSources());
  const fx = endeavorFixture(50);
  const input = { state: fx.state, combatants: fx.combatants, viewer: { isGM: true }, logLength: fx.log.length, edition: "v0.0.21.10" as const };
  const trackerTpl = template("combat/tracker.hbs");
  const boardTpl = template("combat/track-board.hbs");
  const tracker = { endeavor: prepareEndeavorTracker(input) };
  const board = { board: prepareTrackBoard(fx.state, { isGM: true }), docked: false };
  const kb = (s: string) => `${(s.length / 1024).toFixed(0)} KB`;
  const trackerHtml = renderer.render(trackerTpl, tracker);
  const boardHtml = renderer.render(boardTpl, board);

  let sink = 0;
  const [full, renderOnly, boardFull, boardRender] = timeAll([
    () => { sink += renderer.render(trackerTpl, { endeavor: prepareEndeavorTracker(input) }).length; },
    () => { sink += renderer.render(trackerTpl, tracker).length; },
    () => { sink += renderer.render(boardTpl, { board: prepareTrackBoard(fx.state, { isGM: true }), docked: false }).length; },
    () => { sink += renderer.render(boardTpl, board).length; },
  ], CALLS, ROUNDS) as [number, number, number, number];
  if (sink < 0) throw new Error("unreachable");
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  const partials = benchCases().flatMap((c) => {
    // What is on screen before the command (drawn in full), the partial re-render's prior.
    const keep = freshKeep();
    trackerPlan(trackerContext(c, "before"), keep);
    drawn(keep);
    const boardDrawn = boardPlan(boardContext(c.before), null).next;
    const after = trackerContext(c, "after");
    const kept = trackerPlan(after, keep);
    const cellsKept = boardPlan(boardContext(c.after), boardDrawn).hbKept;
    let out = 0;
    const [fullMs, partialMs, boardFullMs, boardPartialMs] = timeAll([
      () => { out += renderer.render(TRACKER_TEMPLATE, { endeavor: trackerContext(c, "after") }).length; },
      () => {
        const endeavor = trackerContext(c, "after");
        out += renderer.render(TRACKER_TEMPLATE, { endeavor, hbKept: trackerPlan(endeavor, keep) }).length;
      },
      () => { out += renderer.render(BOARD_TEMPLATE, { board: boardContext(c.after), docked: false }).length; },
      () => {
        const b = boardContext(c.after);
        out += renderer.render(BOARD_TEMPLATE, { board: b, docked: false, hbKept: boardPlan(b, boardDrawn).hbKept }).length;
      },
    ], CALLS, ROUNDS) as [number, number, number, number];
    if (out < 0) throw new Error("unreachable");
    const rows = after.started ? after.rows.length : 0;
    return [
      `one command, partial re-render (issue 32) — ${c.label}: ${rows - Object.keys(kept.rows).length} of ${rows} rows redrawn, ${Object.keys(kept.gm).length} of the toolbar's 2 pieces kept; context + signatures + render ${ms(partialMs)} against ${ms(fullMs)} in full: ratio ${(partialMs / fullMs).toFixed(2)}`,
      `  board: ${boardContext(c.after).cells.length - Object.keys(cellsKept.cells).length} cells redrawn; ${ms(boardPartialMs)} against ${ms(boardFullMs)}: ratio ${(boardPartialMs / boardFullMs).toFixed(2)}`,
    ];
  });
  return [
    `tracker, 50 combatants as GM (${kb(trackerHtml)} of HTML): context + render ${ms(full)} — ${full < 16 ? "within" : "OVER"} the 16 ms goal`,
    `  baseline, render from a precomputed context: ${ms(renderOnly)}; ratio ${(full / renderOnly).toFixed(2)}× (context is ${((1 - renderOnly / full) * 100).toFixed(0)} % of a re-render)`,
    `track board, 50 markers, ${fx.state.buttons.length} buttons (${kb(boardHtml)}): context + render ${ms(boardFull)}; render alone ${ms(boardRender)}; ratio ${(boardFull / boardRender).toFixed(2)}×`,
    ...partials,
  ];
}
