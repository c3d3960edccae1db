#!/usr/bin/env node
// npm run packs:extract [-- <packs dir> [<sources dir>]]: writes built compendium packs (LevelDB) back to the YAML
// sources the build reads — after editing a pack in a local Foundry, point it at that system's packs folder. One file
// per document, named as the sources are (<slug>.yml, folders _folder-<slug>.yml), in the sources' key order and
// YAML style, without the _stats the build stamps. Defaults: dist/packs → packs/_source. A round trip of an
// unchanged build writes back the very same files (test/packs/packs.test.ts).
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { stringify } from "yaml";
import { isGuide } from "./guide-journal.mjs";

const [from = "dist/packs", to = "packs/_source"] = process.argv.slice(2);
const system = JSON.parse(readFileSync("system.json", "utf8"));
const slug = (s) => s.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** The sources' order: identity first, then the rest as stored. */
function ordered(doc) {
  const { _id, _key, ...rest } = doc;
  delete rest._stats;
  if (Array.isArray(rest.pages)) rest.pages = rest.pages.map(ordered);
  return { _id, _key, ...rest };
}

export async function extractPacks(packsDir, sourcesDir) {
  const written = {};
  for (const pack of system.packs ?? []) {
    const db = resolve(packsDir, pack.name);
    if (!existsSync(db)) throw new Error(`no built pack "${pack.name}" in ${packsDir} (run npm run build first)`);
    // Into a fresh directory first: a failed extraction leaves the sources as they were.
    const tmp = mkdtempSync(join(tmpdir(), `hb-extract-${pack.name}-`));
    await extractPack(db, tmp, {
      yaml: false, log: false,
      // The in-game guide is made from docs/ at each build: edit docs/play and docs/gm, not the pack.
      transformEntry: (doc) => (isGuide(doc) ? false : undefined),
      transformName: (doc) => (String(doc._key).startsWith("!folders!") ? `_folder-${slug(doc.name)}.yml` : `${slug(doc.name)}.yml`),
      transformSerialized: (json) => stringify(ordered(JSON.parse(json)), { lineWidth: 0 }),
    });
    const dest = resolve(sourcesDir, pack.name);
    rmSync(dest, { recursive: true, force: true });
    cpSync(tmp, dest, { recursive: true });
    rmSync(tmp, { recursive: true, force: true });
    written[pack.name] = readdirSync(dest).length;
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = await extractPacks(from, to);
  for (const [name, count] of Object.entries(written)) console.log(`${name}: ${count} files → ${join(to, name)}`);
}
