// The Endeavor tracker's re-render for 50 combatants (goal: under 16 ms, one frame): the same pure context function
// the tracker calls + its template with real Handlebars, against a baseline measured in this run — rendering the
// same template from a precomputed context. The track board is timed the same way.
import Handlebars from "handlebars";
import en from "../lang/en.json";
import { prepareEndeavorTracker } from "../src/applications/combat/tracker-context";
import { prepareTrackBoard } from "../src/applications/combat/board-context";
import { template } from "../src/applications/shared/templates";
import { CORE_STRINGS, createI18n, registerFoundryHelpers } from "../test/harness/foundry-helpers";
import { endeavorFixture } from "../test/harness/fixtures/endeavor";
import { templateSources } from "../test/harness/node-sources";
import { createRenderer } from "../test/harness/renderer";
import { timeAll } from "./lib/timing";

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
  return [
    `tracker, 50 combatants as GM (${kb(trackerHtml)} of HTML): context + render ${ms(full)} — ${full < 16 ? "within" : "OVER"} the 16 ms goal`,
    `  baseline, render from a precomputed context: ${ms(renderOnly)}; ratio ${(full / renderOnly).toFixed(2)}× (context is ${((1 - renderOnly / full) * 100).toFixed(0)} % of a re-render)`,
    `track board, 50 markers, ${fx.state.buttons.length} buttons (${kb(boardHtml)}): context + render ${ms(boardFull)}; render alone ${ms(boardRender)}; ratio ${(boardFull / boardRender).toFixed(2)}×`,
  ];
}
