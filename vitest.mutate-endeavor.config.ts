// The tests StrykerJS runs per mutant of the Endeavor relay files (npm run mutate -- src/applications/combat/endeavor-*.ts):
// the relay's, the GM's judgement's and the tracker shell's own tests. Every combat test sends its clicks through these
// files, and their static mutants (the request schema is built when the module loads) reran all of them: about 24 hours
// of mutants on two busy cores. The relay must be pinned by its own tests, as a rule is by test/rules.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "endeavor",
    environment: "happy-dom",
    setupFiles: ["test/fakes/setup.ts"],
    // The relay's fuzz tests, which every surviving mutant of the parsers and the GM's side runs, play a tenth of their
    // 10,000 seeded sequences (all of them under npm test; fewer than 1,000 accept none): a minute per mutant was hours.
    env: { HB_FUZZ: "1000" },
    include: [
      "test/applications/combat/endeavor-*.test.ts", "test/applications/combat/reaction-relay.test.ts",
      "test/applications/combat/rush-relay.test.ts", "test/applications/combat/hidden-dice-endeavor.test.ts",
      "test/applications/combat/stealth-table.test.ts",
      "test/applications/combat/leader-control.test.ts", "test/applications/combat/core-behaviour.test.ts",
      "test/applications/combat/partial-render.test.ts", "test/applications/console-attacks.test.ts",
      "test/applications/shared/relay*.test.ts", "test/documents/help-offers.test.ts", "test/documents/combat.test.ts",
    ],
  },
});
