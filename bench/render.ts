// Render timings for the character sheet, node-side with real Handlebars and the harness's Foundry helper
// stand-ins: context preparation (the same prepareCharacterContext the sheet calls) + template render, against
// rendering the same templates from a precomputed context — reported as a ratio measured in this run.
import Handlebars from "handlebars";
import en from "../lang/en.json";
import { HB_CONFIG } from "../src/config";
import { CORE_STRINGS, createI18n, registerFoundryHelpers } from "../test/harness/foundry-helpers";
import { fullCharacter } from "../test/harness/fixtures/character";
import { templateSources } from "../test/harness/node-sources";
import { createRenderer } from "../test/harness/renderer";
import { characterSheetContext, findView } from "../test/harness/views";
import { timeAll } from "./lib/timing";

const CALLS = 100;
const ROUNDS = 31;


export default async function (): Promise<string[]> {
  (globalThis as unknown as { CONFIG: object }).CONFIG = { HB: HB_CONFIG };
  const hbs = Handlebars.create();
  registerFoundryHelpers(hbs, createI18n(CORE_STRINGS, en));
  const renderer = createRenderer(hbs, templateSources());
  const view = findView("character-stats")!;
  const state = { theme: "light" as const, tab: "stats" };

  const prepared = characterSheetContext(fullCharacter, state);
  const html = renderer.renderParts(view, prepared);
  const stats = Object.keys(prepared.sheet.stats).length;
  const apts = prepared.sheet.aptsAndSpecs.filter((a) => a.spec).length;
  const things = prepared.sheet.things.length;

  let sink = 0;
  const [full, renderOnly, prepareOnly] = timeAll([
    () => { sink += renderer.renderParts(view, characterSheetContext(fullCharacter, state)).length; },
    () => { sink += renderer.renderParts(view, prepared).length; },
    () => { sink += characterSheetContext(fullCharacter, state).sheet.stats.length; },
  ], CALLS, ROUNDS) as [number, number, number];
  if (sink < 0) throw new Error("unreachable");

  const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
  return [
    `character sheet, full character (${stats} Stats incl. optional, ${apts} Apts & Specs, ${things} things; ${(html.length / 1024).toFixed(1)} KB of HTML, ${view.parts.length} parts)`,
    `prepare context + render: ${us(full)} per render; render from a precomputed context: ${us(renderOnly)}; context preparation alone: ${us(prepareOnly)}`,
    `ratio (prepare + render) / render alone: ${(full / renderOnly).toFixed(2)}× — context preparation is ${((1 - renderOnly / full) * 100).toFixed(0)} % of a sheet render`,
  ];
}
