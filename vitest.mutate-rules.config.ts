// The tests StrykerJS runs per mutant of src/rules (npm run mutate -- src/rules/...): the rules' own tests only. A rule
// must be pinned by its own tests, not by a sheet's, and the dry run takes seconds instead of minutes.
import { defineConfig } from "vitest/config";

export default defineConfig({
  // testTimeout: instrumented code on a shared 2-core machine runs the exact-odds oracle tests several times slower
  // than a plain run; a dry run that times out stops the whole mutation run.
  // HB_MUTATE_RULES=top (tools/mutate.mjs: only top-level rules mutated): test/rules/*.test.ts alone, their own tests.
  // HB_FUZZ_SMALL: the fuzz tests, which every surviving mutant runs, play a fortieth of their seeds (all under npm test).
  //   odds.test.ts's seeded chi-square samples a twentieth and odds-exact.test.ts's oracle three groups (every
  //   resolveCheck/outcomeOdds mutant runs them).
  test: {
    name: "rules", environment: "node", testTimeout: 60_000, env: { HB_FUZZ_SMALL: "1" },
    include: [process.env.HB_MUTATE_RULES === "top" ? "test/rules/*.test.ts" : "test/rules/**/*.test.ts"],
  },
});
