// npm run release -- <tag>: the release build, as .github/workflows/release.yml runs it on a published GitHub
// release (which then attaches the two files; locally nothing is uploaded). The tag ("0.2.0" or "v0.2.0") names
// the version (without the "v") and the release whose zip system.json's `download` points at; `manifest` points at
// the latest release's system.json, so an installed system finds its updates. HB_REPOSITORY=owner/name, or the
// GitHub remote `origin`, says where the release lives.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";

const fail = (message) => { console.error(`release: ${message}`); process.exit(1); };

const tag = process.argv[2] ?? "";
const version = tag.replace(/^v/, "");
// Semantic versions, as Foundry compares package versions (isNewerVersion) and as CHANGELOG.md numbers them.
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) fail(`"${tag}" is not a version tag such as 0.2.0 or v0.2.0 (npm run release -- 0.2.0)`);

function originRepository() {
  try {
    const url = execFileSync("git", ["remote", "get-url", "origin"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return url.match(/github\.com[:/]([\w.-]+\/[\w.-]+?)(\.git)?$/)?.[1];
  } catch {
    return undefined;
  }
}
const repository = process.env.HB_REPOSITORY || originRepository();
if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) fail("set HB_REPOSITORY=owner/name (no GitHub remote named origin to take it from)");

const dist = process.env.HB_DIST ?? "dist";
console.log(`release: building ${version} for github.com/${repository} (tag ${tag})`);
const built = spawnSync(process.execPath, ["tools/build.mjs"], { stdio: "inherit", env: { ...process.env, HB_VERSION: version, HB_TAG: tag, HB_REPOSITORY: repository, HB_DIST: dist } });
if (built.status !== 0) fail("the build failed");

// What Foundry reads when a table pastes the manifest URL: the version, and https URLs to this manifest and this zip.
const manifestFile = join(dist, "system.json");
const zipFile = join(dist, "humanity-blessed.zip");
if (!existsSync(manifestFile) || !existsSync(zipFile)) fail("the build left no system.json or humanity-blessed.zip");
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const expected = {
  version,
  manifest: `https://github.com/${repository}/releases/latest/download/system.json`,
  download: `https://github.com/${repository}/releases/download/${tag}/humanity-blessed.zip`,
};
for (const [key, value] of Object.entries(expected)) if (manifest[key] !== value) fail(`system.json ${key} is ${manifest[key]}, expected ${value}`);
const zipped = unzipSync(readFileSync(zipFile))["system.json"];
if (!zipped || new TextDecoder().decode(zipped) !== readFileSync(manifestFile, "utf8")) fail("the zip's system.json is not the released one");

console.log(`release: ${version} ready — attach ${manifestFile} and ${zipFile} to the GitHub release ${tag}`);
console.log(`release: manifest URL ${manifest.manifest}`);
