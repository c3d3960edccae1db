// npm run mutate [-- files or globs]: mutation testing with StrykerJS over the unit and dom tests (never the browser
// tests; for src/rules, only test/rules; for the Endeavor relay files, their own tests). Incremental: a rerun tests only mutants in code or tests changed since the last run
// (reports/stryker-incremental.json). The HTML report goes to reports/mutation/ (not committed). Too slow for CI on two
// cores; run it after changing trust code (the default files below) or the rules.
import { relative } from "node:path";
import { Stryker } from "@stryker-mutator/core";

/** Where trust lives: the GM relay, the request parsers, Call for a Check's card, [[/hbcheck]] text. */
const TRUST = [
  "src/applications/shared/relay.ts",
  "src/applications/shared/request-schema.ts",
  "src/applications/chat/request-card.ts",
  "src/rules/check-text.ts",
];

// --ignore-static: skip static mutants (module-level tables, run only while a file loads): each reruns every test with
// a fresh module environment — minutes apiece on a loaded machine. They are reported as Ignored, outside the score.
const ignoreStatic = process.argv.includes("--ignore-static");
// --tests <glob,glob>: the tests that read the mutated files' screen, run per mutant in happy-dom instead of every unit
// and dom test (vitest.mutate.config.ts reads HB_MUTATE_TESTS). A narrower set can only lower a score, never raise it.
const testsAt = process.argv.indexOf("--tests");
const tests = testsAt > 0 ? process.argv[testsAt + 1] ?? "" : "";
if (testsAt > 0 && !tests) throw new Error("--tests needs a comma-separated list of test files or globs");
if (tests) process.env.HB_MUTATE_TESTS = tests;
const files = process.argv.slice(2).filter((a, i, all) => a !== "--ignore-static" && a !== "--tests" && all[i - 1] !== "--tests");
// Rules are mutated against the rules' tests alone (vitest.mutate-rules.config.ts), the Endeavor relay files against
// their own (vitest.mutate-endeavor.config.ts); anything else against unit + dom.
const only = (pattern) => files.length > 0 && files.every((f) => pattern.test(f));
// --tests names the tests itself, whatever the files (vitest.mutate.config.ts reads them).
const configFile = tests ? "vitest.mutate.config.ts" : only(/^src\/rules\//) ? "vitest.mutate-rules.config.ts"
  : only(/^src\/applications\/combat\/(requests\/[\w-]+|tracker\/endeavor-tracker)\.ts(:[\d-]+)?$/) ? "vitest.mutate-endeavor.config.ts" : "vitest.mutate.config.ts";
// The top-level rules (none under src/rules/endeavor/) are mutated against their own tests, test/rules/*.test.ts: the
// Endeavor engine's fuzz tests call every rule and take minutes per mutant when instrumented.
if (only(/^src\/rules\/(?!endeavor\/|\*\*)/)) process.env.HB_MUTATE_RULES = "top";
// The tracker shell alone is mutated against its own tests (vitest.mutate-endeavor.config.ts).
if (only(/^src\/applications\/combat\/tracker\/endeavor-tracker\.ts(:[\d-]+)?$/)) process.env.HB_MUTATE_ENDEAVOR = "tracker";
const stryker = new Stryker({
  mutate: files.length ? files : TRUST,
  testRunner: "vitest",
  vitest: { configFile },
  coverageAnalysis: "perTest",
  ignoreStatic,
  concurrency: 1,
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html"],
  // refuse()'s English message is log text (tools/stryker-refuse-message.mjs).
  plugins: ["@stryker-mutator/*", "./tools/stryker-refuse-message.mjs"],
  ignorers: ["refuse-message"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  timeoutMS: 10_000,
  // The dry run takes about 4 minutes on a quiet 2-core machine; Stryker's default limit (5) is passed when other
  // builds share the cores.
  dryRunTimeoutMinutes: 30,
});
const results = await stryker.runMutationTest();
// What is left to handle, one line each (the HTML report has the same, with the code around it).
for (const r of results.filter((m) => m.status === "Survived" || m.status === "NoCoverage")) {
  console.log(`${r.status} ${relative(process.cwd(), r.fileName)}:${r.location.start.line} ${r.mutatorName} ${r.replacement ?? ""}`);
}
const by = (status) => results.filter((r) => r.status === status).length;
const killed = by("Killed") + by("Timeout");
const survived = by("Survived");
console.log(`mutation score over every file in the incremental report — read the table above for the files mutated now (killed ÷ (killed + survived)): ${((killed / Math.max(1, killed + survived)) * 100).toFixed(1)} % — ${killed} killed, ${survived} survived, ${by("NoCoverage")} without coverage, ${by("Ignored")} ignored`);
