// What a player downloads from the built system: the always-loaded part (system.json's esmodules and every chunk
// they import statically, transitively, plus its styles) and the chunks loaded on demand by import(). Sizes are
// gzip level 9, as a server would send them. Used by test/build (the budget) and `npm run bench`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

/** The budget for the always-loaded JS + CSS, gzipped: 20 KiB. */
export const ALWAYS_LOADED_BUDGET = 20 * 1024;

const size = (dist, file) => {
  const raw = readFileSync(join(dist, file));
  return { file, raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
};

/**
 * The modules a built module imports statically. Rollup writes them first, one statement each
 * (`import{a as b}from"./x.mjs";`, `import"./x.mjs";`); `import("…")` is a dynamic import and does not count.
 */
export function staticImports(code) {
  const found = [];
  const statement = /^\s*import\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"']+)\1\s*;?/;
  let rest = code.replace(/^#!.*\n/, "");
  for (let m = statement.exec(rest); m; m = statement.exec(rest)) {
    found.push(m[2]);
    rest = rest.slice(m[0].length);
  }
  return found;
}

/** Every JS file reached from `entries` (paths relative to dist) by static imports, entries first. */
export function staticClosure(dist, entries) {
  const seen = [];
  const visit = (file) => {
    if (seen.includes(file)) return;
    if (!existsSync(join(dist, file))) throw new Error(`${file} is imported but not in ${dist}`);
    seen.push(file);
    for (const spec of staticImports(readFileSync(join(dist, file), "utf8"))) {
      if (spec.startsWith(".")) visit(posix.normalize(posix.join(posix.dirname(file), spec)));
    }
  };
  entries.forEach(visit);
  return seen;
}

/** Sizes of the built system in `dist`: always loaded (JS and CSS) and loaded on demand (every other chunk). */
export function bundleReport(dist = "dist") {
  const manifest = JSON.parse(readFileSync(join(dist, "system.json"), "utf8"));
  const js = staticClosure(dist, manifest.esmodules ?? []);
  const css = (manifest.styles ?? []).map((s) => (typeof s === "string" ? s : s.src));
  const lazy = readdirSync(dist, { recursive: true }).map((f) => String(f).split("\\").join("/"))
    .filter((f) => /\.m?js$/.test(f) && !f.startsWith("packs/") && !js.includes(f)).sort();
  const always = { js: js.map((f) => size(dist, f)), css: css.map((f) => size(dist, f)) };
  const sum = (list) => list.reduce((a, s) => a + s.gz, 0);
  const lazyChunks = lazy.map((f) => size(dist, f));
  return {
    always,
    alwaysJsGz: sum(always.js),
    alwaysCssGz: sum(always.css),
    alwaysGz: sum(always.js) + sum(always.css),
    lazy: lazyChunks,
    lazyGz: sum(lazyChunks),
  };
}
