// The tests StrykerJS runs per mutant (npm run mutate): vitest.config.ts's projects without the browser one, which
// drives chromium and is far too slow to run for every mutant.
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

type Project = { test?: { name?: string } };

// HB_MUTATE_TESTS (tools/mutate.mjs --tests): a comma-separated list of the tests that read the mutated screen, run in
// the dom project's environment.
const only = process.env.HB_MUTATE_TESTS?.split(",").map((glob) => glob.trim()).filter(Boolean) ?? [];

export default defineConfig({
  test: only.length > 0
    ? { environment: "happy-dom", include: only, setupFiles: ["test/fakes/setup.ts"], testTimeout: 20_000 }
    : { projects: ((base.test?.projects ?? []) as Project[]).filter((p) => p.test?.name !== "browser") as never },
});
