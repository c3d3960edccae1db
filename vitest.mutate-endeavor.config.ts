// The tests StrykerJS runs per mutant of the Endeavor relay files (npm run mutate -- src/applications/combat/requests/*.ts):
// the relay's, the GM's judgement's and the tracker shell's own tests. Every combat test sends its clicks through these
// files, and their static mutants (the request schema is built when the module loads) reran all of them: about 24 hours
// of mutants on two busy cores. The relay must be pinned by its own tests, as a rule is by test/rules.
import { relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Per mutant Stryker stops at the first failing test (bail): files that failed last time run first, then the quickest
 *  (vitest's default runs the slowest first, so a mutant the schema's own tests kill in a millisecond waited for the
 *  relay's fuzz and the tracker's clicks to pass). Files not yet timed run first. */
class QuickFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): [number, number] => {
      const results = this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`);
      return results ? [results.failed ? 0 : 1, results.duration] : [0, 0];
    };
    return [...files].sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return x[0] - y[0] || x[1] - y[1];
    });
  }
}

export default defineConfig({
  test: {
    name: "endeavor",
    environment: "happy-dom",
    setupFiles: ["test/fakes/setup.ts"],
    // The relay's fuzz tests, which every surviving mutant of the parsers and the GM's side runs, play a tenth of their
    // 10,000 seeded sequences (all of them under npm test; fewer than 1,000 accept none): a minute per mutant was hours.
    env: { HB_FUZZ: "1000" },
    sequence: { sequencer: QuickFirst },
    // HB_MUTATE_ENDEAVOR=tracker (tools/mutate.mjs: the tracker shell alone): the shell's own tests. Every combat test
    // renders the tracker through it, and each surviving mutant reran some forty of them: over an hour for 180 lines.
    include: process.env.HB_MUTATE_ENDEAVOR === "tracker" ? [
      "test/applications/combat/tracker/endeavor-tracker*.test.ts", "test/applications/combat/tracker/core-behaviour.test.ts",
      "test/applications/combat/render/partial-render.test.ts", "test/documents/token-links.test.ts",
    ] : [
      "test/applications/combat/requests/*.test.ts", "test/applications/combat/tracker/endeavor-*.test.ts", "test/applications/combat/view/stealth-table.test.ts",
      "test/applications/combat/view/leader-control.test.ts", "test/applications/combat/tracker/core-behaviour.test.ts", "test/applications/combat/render/partial-render.test.ts",
      "test/applications/chat/console-attacks.test.ts", "test/applications/shared/relay*.test.ts",
      "test/documents/help-offers.test.ts", "test/documents/combat.test.ts",
    ],
  },
});
