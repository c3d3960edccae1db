// Installs by manifest URL: the release workflow's steps, and `npm run release -- <tag>` run for real (built into
// a folder of its own, beside the suite's dist/), giving a system.json Foundry accepts and a zip that carries it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readBuiltPack } from "../packs/read-built-pack";

const workflow = parse(readFileSync(".github/workflows/release.yml", "utf8"));
const steps: { name?: string; uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, unknown> }[] = workflow.jobs.release.steps;
const out = mkdtempSync(join(tmpdir(), "hb-release-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const release = (tag: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ["tools/release.mjs", tag], { encoding: "utf8", env: { ...process.env, HB_DIST: out, HB_REPOSITORY: "example-owner/humanity-blessed", ...env } });

describe("the release workflow", () => {
  it("runs on a published release, builds with its tag and this repository, and attaches both files to it", () => {
    expect(workflow.on.release.types).toEqual(["published"]);
    expect(workflow.permissions.contents).toBe("write");
    const uses = steps.map((s) => s.uses?.split("@")[0]).filter(Boolean);
    expect(uses).toEqual(["actions/checkout", "actions/setup-node"]);
    // The Node it sets up is one vite 7 runs on (package.json engines).
    const node = steps.find((s) => s.uses?.startsWith("actions/setup-node"))!.with!["node-version"];
    expect(Number(node)).toBeGreaterThanOrEqual(22);
    expect(JSON.parse(readFileSync("package.json", "utf8")).engines.node).toBe("^20.19.0 || >=22.12.0");
    const runs = steps.filter((s) => s.run);
    expect(runs.map((s) => s.run!.split(" ").slice(0, 3).join(" "))).toEqual(["npm ci --no-audit", "npm run release", "gh release upload"]);
    const build = runs[1]!;
    expect(build.run).toBe('npm run release -- "$TAG"');
    expect(build.env).toEqual({ TAG: "${{ github.event.release.tag_name }}", HB_REPOSITORY: "${{ github.repository }}" });
    const upload = runs[2]!;
    expect(upload.run).toContain('"$TAG" dist/system.json dist/humanity-blessed.zip');
    expect(upload.env).toMatchObject({ TAG: "${{ github.event.release.tag_name }}", GH_TOKEN: "${{ github.token }}" });
    // Event text reaches scripts only through env, never spliced into a script (script injection).
    for (const s of runs) expect(s.run).not.toContain("${{");
  });
});

describe("npm run release -- <tag>", () => {
  it("refuses what is not a version tag, building nothing", () => {
    const r = release("banana");
    expect([r.status, r.stderr.trim()]).toEqual([1, 'release: "banana" is not a version tag such as 0.2.0 or v0.2.0 (npm run release -- 0.2.0)']);
  });

  it("0.2.0: system.json carries the version and the URLs Foundry installs and updates from, and the zip carries that system.json", async () => {
    const r = release("0.2.0");
    expect(r.status, r.stderr).toBe(0);
    const text = readFileSync(join(out, "system.json"), "utf8");
    const manifest = JSON.parse(text);
    expect([manifest.id, manifest.version, manifest.url, manifest.manifest, manifest.download]).toEqual([
      "humanity-blessed", "0.2.0", "https://github.com/example-owner/humanity-blessed",
      "https://github.com/example-owner/humanity-blessed/releases/latest/download/system.json",
      "https://github.com/example-owner/humanity-blessed/releases/download/0.2.0/humanity-blessed.zip",
    ]);
    // Foundry reads these as absolute https URLs; the zip is the release's own asset.
    for (const url of [manifest.url, manifest.manifest, manifest.download]) expect(new URL(url).protocol).toBe("https:");
    const zipped = unzipSync(readFileSync(join(out, "humanity-blessed.zip")));
    expect(new TextDecoder().decode(zipped["system.json"])).toBe(text);
    expect(Object.keys(zipped)).toContain("humanity-blessed.mjs");
    // Its packs say which system version made them.
    const [doc] = await readBuiltPack(join(out, "packs/rules"));
    expect(doc._stats).toMatchObject({ systemId: "humanity-blessed", systemVersion: "0.2.0" });
  }, 300_000);
});
