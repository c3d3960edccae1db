// Issue 32 in Debian's chromium (test/browser/browser.ts: playwright-core, never a downloaded browser), on the preview
// harness: one command in the GM's 50-participant Endeavor, its tracker re-rendered partially against in full in the
// same run (context + Handlebars + DOM + layout, test/harness/tracker-bench.ts), and the track board likewise.
// `npm run bench:browser` runs this alone.
import { chromiumPath, openView, SKIP_LINE, startHarness } from "../test/browser/browser";
import type { BrowserBenchResult } from "../test/harness/tracker-bench";

/** HB_BENCH_RUNS=101 for steadier medians on a busy machine. */
const RUNS = Number(process.env.HB_BENCH_RUNS) || 31;
/** HB_BENCH_IDLE=0: the renders back to back, without the browser idle before each command (as the bench did before). */
const IDLE = process.env.HB_BENCH_IDLE !== "0";

export default async function (): Promise<string[]> {
  if (!chromiumPath) return [SKIP_LINE];
  const h = await startHarness();
  try {
    await openView(h, "endeavor-tracker-50-gm", "light");
    const results = await h.page.evaluate(([runs, idle]) => window.harness.benchTracker(runs, idle), [RUNS, IDLE] as const) as BrowserBenchResult[];
    const ms = (v: number) => `${v.toFixed(2)} ms`;
    return [
      `chromium ${h.browser.version()}, GM's tracker with 50 participants, median of ${RUNS} interleaved runs (context + render + DOM + layout), ${IDLE ? "the browser idle before each command" : "back to back, no idle between (HB_BENCH_IDLE=0)"}:`,
      ...results.flatMap((r) => [
        `${r.label}: ${r.redrawn} of ${r.rows} rows redrawn${r.morphed ? ` (${r.morphed} into the element of another of them: the acting turn's form moves on; ${r.drawnAhead} drawn ahead while the browser idled)` : ""} — partial ${ms(r.partial)}, full ${ms(r.full)} (${r.kb.toFixed(0)} KB); ratio partial/full ${(r.partial / r.full).toFixed(2)} (goal ≤ 0.25; median of each run's own ratio ${r.pairedRatio.toFixed(2)}), ${r.partial <= 16 ? "within" : "OVER"} the 16 ms goal`,
        `  partial, median of each phase: ${Object.entries(r.phases).map(([phase, v]) => `${phase} ${ms(v)}`).join(", ")}; left for idle time before it (the acting row learning what it shows, the next turn drawn ahead): ${ms(r.idle)}`,
        `  track board: ${r.cellsRedrawn} of ${r.cells} cells redrawn — partial ${ms(r.boardPartial)}, full ${ms(r.boardFull)}; ratio ${(r.boardPartial / r.boardFull).toFixed(2)}; partial, median of each phase: ${Object.entries(r.boardPhases).map(([phase, v]) => `${phase} ${ms(v)}`).join(", ")}`,
        `  the command on the GM's screen with the board open (tracker and board): partial ${ms(r.partial + r.boardPartial)}, full ${ms(r.full + r.boardFull)}; ratio ${((r.partial + r.boardPartial) / (r.full + r.boardFull)).toFixed(2)}`,
      ]),
    ];
  } finally {
    await h.close();
  }
}
