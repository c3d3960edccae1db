// npm run bench: every bench/*.ts module reports ratios measured in this one run (never absolute goals in tests).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const modules = import.meta.glob<{ default: () => Promise<string[]> }>(["./*.ts", "!./index.ts"]);

function bundleSize(): string[] {
  const files = ["dist/humanity-blessed.mjs", "dist/humanity-blessed.css"];
  const sizes = files.map((f) => {
    const raw = readFileSync(f);
    return { f, raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
  });
  const gz = sizes.reduce((a, s) => a + s.gz, 0);
  const packs = readdirSync("dist/packs").reduce((a, p) => a + readdirSync(join("dist/packs", p)).reduce((b, f) => b + statSync(join("dist/packs", p, f)).size, 0), 0);
  return [
    ...sizes.map((s) => `${s.f}: ${(s.raw / 1024).toFixed(1)} KB raw, ${(s.gz / 1024).toFixed(1)} KB gzipped`),
    `bundle JS + CSS gzipped: ${(gz / 1024).toFixed(1)} KB — ${((gz / (20 * 1024)) * 100).toFixed(0)} % of the 20 KB budget; ${(205 / (gz / 1024)).toFixed(1)}× smaller than the leanest peer (205 KB)`,
    `compendium packs on disk (loaded on demand, not per world load): ${(packs / 1024).toFixed(0)} KB`,
  ];
}

console.log("== bundle");
for (const line of bundleSize()) console.log(`  ${line}`);
for (const [path, load] of Object.entries(modules).sort()) {
  console.log(`== ${path.replace(/^\.\/|\.ts$/g, "")}`);
  for (const line of await (await load()).default()) console.log(`  ${line}`);
}
