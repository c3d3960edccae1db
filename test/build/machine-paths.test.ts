// What ships or documents the system names no path of the machine it was written on (a checkout elsewhere has none):
// the shared folder is "../shared", beside the repository.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const p = join(dir, name);
  return statSync(p).isDirectory() ? files(p) : /\.(md|ts|hbs|json|scss|mjs)$/.test(name) ? [p] : [];
});

describe("no machine paths", () => {
  it("README, CONTRIBUTING, docs, src, templates and lang name no absolute path of this machine", () => {
    const all = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", ...["docs", "src", "templates", "lang"].flatMap(files)];
    const found = all.filter((f) => /(^|[\s`"'(])\/(work|home|root|tmp)\//m.test(readFileSync(f, "utf8")));
    expect(found).toEqual([]);
  });
});
