// npm run packs:extract: the built packs written back as the sources the build reads. A round trip of an unchanged
// build gives the very same files, so a pack edited in Foundry and extracted shows only what was edited.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { extractPacks } from "../../tools/packs-extract.mjs";

const out = mkdtempSync(join(tmpdir(), "hb-extract-test-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const listing = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listing(join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name])).sort();

describe("packs:extract", () => {
  it("writes dist/packs back as packs/_source, byte for byte: same files, names, key order and YAML, no _stats", async () => {
    const written = await extractPacks("dist/packs", out);
    const sources = Object.fromEntries(readdirSync("packs/_source").map((pack) => [pack, readdirSync(join("packs/_source", pack)).length]));
    expect(written).toEqual(sources);
    expect(Object.values(written).reduce((a, b) => a + b, 0)).toBeGreaterThan(90);
    expect(listing(out)).toEqual(listing("packs/_source"));
    const differ = listing(out).filter((f) => readFileSync(join(out, f), "utf8") !== readFileSync(join("packs/_source", f), "utf8"));
    expect(differ).toEqual([]);
    expect(readFileSync(join(out, "rules/how-to-play.yml"), "utf8")).not.toContain("_stats");
  });

  it("refuses a folder without the built packs, leaving the sources as they were", async () => {
    const before = listing(out);
    await expect(extractPacks(join(out, "nowhere"), out)).rejects.toThrow(/no built pack "specializations"/);
    expect(listing(out)).toEqual(before);
  });
});
