// npm run build: bundle, styles, manifest, templates, lang, packs, zip — and refuse to ship anything incomplete.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { stringify } from "yaml";
import { build } from "vite";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { zipSync } from "fflate";
import { deriveManifest, manifestPaths, readJson } from "./manifest.mjs";
import { readPackSources } from "./packs.mjs";
import { guideJournal } from "./guide-journal.mjs";

// HB_DIST builds elsewhere than dist/ (the release test builds beside the suite's own dist/).
const DIST = process.env.HB_DIST ?? "dist";
const fail = (message) => { console.error(`\nbuild failed: ${message}`); process.exit(1); };
const step = (message) => console.log(`• ${message}`);

const system = readJson("system.json");
const template = readJson("template.json");

rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });

step("bundling src/humanity-blessed.ts and styles");
await build({ configFile: "vite.config.ts", logLevel: "warn", build: { outDir: DIST } });

step("copying templates, lang and documents");
for (const dir of ["templates", "lang"]) cpSync(dir, join(DIST, dir), { recursive: true });
for (const file of ["LICENSE", "README.md", "CHANGELOG.md"]) if (existsSync(file)) cpSync(file, join(DIST, file));

const version = process.env.HB_VERSION;

// Each pack document (and embedded page) carries _stats as Foundry writes them: the core and system it was made
// with. Times and author stay empty so a build is reproducible (Foundry fills them when a document changes).
const stats = {
  compendiumSource: null, duplicateSource: null, exportSource: null,
  coreVersion: system.compatibility.verified, systemId: system.id, systemVersion: version ?? system.version,
  createdTime: null, modifiedTime: null, lastModifiedBy: null,
};
const stamp = (doc) => {
  doc._stats = { ...stats };
  for (const page of doc.pages ?? []) page._stats = { ...stats };
};

// The in-game guide is made from docs/play and docs/gm (tools/guide-journal.mjs) and joins the rules pack's sources in
// a scratch copy: its only source is docs/.
const guide = guideJournal();
if (guide.problems.length) fail(`the in-game guide (docs/):\n  ${guide.problems.join("\n  ")}`);
const scratch = mkdtempSync(join(tmpdir(), "hb-packs-"));
process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));

step("compiling compendium packs");
for (const pack of system.packs ?? []) {
  let source = join("packs/_source", pack.name);
  if (!existsSync(source)) fail(`pack "${pack.name}" has no sources in ${source}`);
  if (pack.name === "rules") {
    const withGuide = join(scratch, pack.name);
    cpSync(source, withGuide, { recursive: true });
    writeFileSync(join(withGuide, "using-the-system.yml"), stringify(guide.doc, { lineWidth: 0 }));
    source = withGuide;
  }
  const { docs, problems } = readPackSources(source, pack.type);
  if (problems.length) fail(`pack "${pack.name}":\n  ${problems.join("\n  ")}`);
  const dest = join(DIST, pack.path ?? `packs/${pack.name}`);
  await compilePack(source, dest, { yaml: true, recursive: true, log: false, transformEntry: stamp });
  console.log(`  ${pack.name}: ${docs.length} documents`);
}

const repo = process.env.HB_REPOSITORY; // e.g. owner/name, set by the release script
// The release's tag as GitHub names it (tools/release.mjs passes the one it was given); "v<version>" otherwise.
const tag = process.env.HB_TAG ?? `v${version ?? system.version}`;
const manifest = deriveManifest(system, template, repo ? {
  version,
  url: `https://github.com/${repo}`,
  manifest: `https://github.com/${repo}/releases/latest/download/system.json`,
  download: `https://github.com/${repo}/releases/download/${tag}/humanity-blessed.zip`,
} : { version });
writeFileSync(join(DIST, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);

const missing = manifestPaths(manifest).filter((p) => !existsSync(join(DIST, p)));
if (missing.length) fail(`system.json names paths that the build did not produce: ${missing.join(", ")}`);
if (existsSync(join(DIST, "template.json"))) fail("template.json must not ship beside documentTypes");

step("zipping");
const entries = {};
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (!p.endsWith(".zip") && !name.startsWith("LOCK")) entries[relative(DIST, p).split("\\").join("/")] = readFileSync(p);
  }
};
walk(DIST);
writeFileSync(join(DIST, "humanity-blessed.zip"), zipSync(entries, { level: 9 }));
console.log(`done: ${Object.keys(entries).length} files in dist/humanity-blessed.zip`);
