// The tests StrykerJS runs per mutant (npm run mutate): vitest.config.ts's projects without the browser one, which
// drives chromium and is far too slow to run for every mutant.
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

type Project = { test?: { name?: string } };

export default defineConfig({
  test: { projects: ((base.test?.projects ?? []) as Project[]).filter((p) => p.test?.name !== "browser") as never },
});
