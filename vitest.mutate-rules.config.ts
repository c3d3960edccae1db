// The tests StrykerJS runs per mutant of src/rules (npm run mutate -- src/rules/...): the rules' own tests only. A rule
// must be pinned by its own tests, not by a sheet's, and the dry run takes seconds instead of minutes.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "rules", environment: "node", include: ["test/rules/**/*.test.ts"] },
});
