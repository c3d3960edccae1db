// npm run bench: every bench/*.ts module reports ratios measured in this one run (never absolute goals in tests).
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ALWAYS_LOADED_BUDGET, bundleReport } from "../tools/bundle-size.mjs";

const modules = import.meta.glob<{ default: () => Promise<string[]> }>(["./*.ts", "!./index.ts"]);

const PEER_KB = 205; // the leanest peer system's always-loaded bundle
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// What every player downloads at each world load (the entry, the chunks it imports statically, the stylesheet),
// then what loads on demand with import() — tools/bundle-size.mjs, the same count test/build holds to the budget.
function bundleSize(): string[] {
  const r = bundleReport("dist");
  const packs = readdirSync("dist/packs").reduce((a, p) => a + readdirSync(join("dist/packs", p)).reduce((b, f) => b + statSync(join("dist/packs", p, f)).size, 0), 0);
  const largest = [...r.lazy].sort((a, b) => b.gz - a.gz);
  return [
    "always loaded (each world load, every player):",
    ...[...r.always.js, ...r.always.css].map((s) => `  ${s.file}: ${kb(s.raw)} raw, ${kb(s.gz)} gzipped`),
    `  JS ${kb(r.alwaysJsGz)} + CSS ${kb(r.alwaysCssGz)} = ${kb(r.alwaysGz)} gzipped — ${((r.alwaysGz / ALWAYS_LOADED_BUDGET) * 100).toFixed(0)} % of the ${kb(ALWAYS_LOADED_BUDGET)} budget; ${(PEER_KB / (r.alwaysGz / 1024)).toFixed(1)}× smaller than the leanest peer (${PEER_KB} KB)`,
    `loaded on demand (import(), on first use): ${r.lazy.length} chunks, ${kb(r.lazyGz)} gzipped in all (each fetched only when needed):`,
    ...largest.map((s) => `  ${s.file.replace(/^chunks\//, "")}: ${kb(s.gz)} gzipped`),
    `  everything, always loaded + every chunk: ${kb(r.alwaysGz + r.lazyGz)} gzipped — ${(PEER_KB / ((r.alwaysGz + r.lazyGz) / 1024)).toFixed(1)}× smaller than the peer's ${PEER_KB} KB even if a session used it all`,
    `compendium packs on disk (loaded on demand, not per world load): ${(packs / 1024).toFixed(0)} KB`,
  ];
}

// `vite-node bench/index.ts browser tracker` runs only those benches (npm run bench:browser), without the bundle's.
const only = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const wanted = (path: string) => !only.length || only.includes(path.replace(/^\.\/|\.ts$/g, ""));
if (!only.length) {
  console.log("== bundle");
  for (const line of bundleSize()) console.log(`  ${line}`);
}
for (const [path, load] of Object.entries(modules).sort().filter(([path]) => wanted(path))) {
  console.log(`== ${path.replace(/^\.\/|\.ts$/g, "")}`);
  for (const line of await (await load()).default()) console.log(`  ${line}`);
}
