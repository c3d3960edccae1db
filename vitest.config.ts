import { defineConfig } from "vitest/config";

// Two projects: pure units in node, and DOM-facing layers in happy-dom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["test/rules/**/*.test.ts", "test/build/**/*.test.ts", "test/packs/**/*.test.ts", "test/templates/**/*.test.ts", "test/styles/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "dom",
          environment: "happy-dom",
          include: ["test/data/**/*.test.ts", "test/documents/**/*.test.ts", "test/dice/**/*.test.ts",
            "test/applications/**/*.test.ts", "test/system/**/*.test.ts"],
          setupFiles: ["test/fakes/setup.ts"],
          // A file's first test also loads the tracker's modules and templates: a third of a second alone, five on a
          // two-core machine busy with other work. A test that hangs still fails, after 20 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "browser",
          environment: "node",
          include: ["test/browser/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
