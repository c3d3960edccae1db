// The tests StrykerJS runs per mutant of src/rules (npm run mutate -- src/rules/...): the rules' own tests only. A rule
// must be pinned by its own tests, not by a sheet's, and the dry run takes seconds instead of minutes.
import { defineConfig } from "vitest/config";

export default defineConfig({
  // testTimeout: instrumented code on a shared 2-core machine runs the exact-odds oracle tests several times slower
  // than a plain run; a dry run that times out stops the whole mutation run.
  test: { name: "rules", environment: "node", include: ["test/rules/**/*.test.ts"], testTimeout: 60_000 },
});
