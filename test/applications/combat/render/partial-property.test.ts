// The partial re-render equals a fresh render for any names and any game (test/harness/partial-check.ts), in
// happy-dom; test/browser/partial-property.test.ts runs the same property in Chromium's own parser.
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import en from "../../../../lang/en.json";
import { resetControls } from "../../../../src/applications/shared/morph/control-reset";
import { CORE_STRINGS, createI18n, registerFoundryHelpers } from "../../../harness/foundry-helpers";
import { templateSources } from "../../../harness/node-sources";
import { createRenderer } from "../../../harness/renderer";
import { partialProperty } from "../../../harness/partial-runs";

describe("a partial re-render against a fresh render, any names", () => {
  it("after random commands with random names, the partial re-render shows a fresh render's DOM and controls", () => {
    const hbs = Handlebars.create();
    registerFoundryHelpers(hbs, createI18n(CORE_STRINGS, en));
    const renderer = createRenderer(hbs, templateSources());
    const render = (path: string, context: object) => renderer.render(path, context);
    // happy-dom's parser chooses the wrong option of some selects: the fresh render's controls are set as markup says.
    expect(partialProperty(render, document.body, { seed: 3217, numRuns: 6, steps: 10, parserFix: resetControls }))
      .toBeNull();
  }, 30_000);
});
