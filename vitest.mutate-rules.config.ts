// The tests StrykerJS runs per mutant of src/rules (npm run mutate -- src/rules/...): the rules' own tests only. A rule
// must be pinned by its own tests, not by a sheet's, and the dry run takes seconds instead of minutes.
import { defineConfig } from "vitest/config";

export default defineConfig({
  // HB_FUZZ_SMALL: the fuzz tests, which every surviving mutant runs, play a fortieth of their seeds (all under npm test).
  test: { name: "rules", environment: "node", include: ["test/rules/**/*.test.ts"], env: { HB_FUZZ_SMALL: "1" } },
});
