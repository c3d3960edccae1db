// The documentation's own links hold: every relative link in the README, CONTRIBUTING and docs/ names a file that
// exists (a page moved or renamed is noticed here, not by a reader).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const p = join(dir, name);
  return statSync(p).isDirectory() ? files(p) : name.endsWith(".md") ? [p] : [];
});

/** Relative links of a markdown file (not web addresses, not in-page anchors), outside code. */
const relativeLinks = (text: string) =>
  [...text.replace(/```[\s\S]*?```/g, "").replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.split("#")[0]!)
    .filter((url) => url && !/^[a-z]+:/.test(url));

describe("the documentation's links", () => {
  it("are seen, code aside", () => {
    expect(relativeLinks("[a](x.md) [b](https://w) [c](#top) `[d](no.md)` [e](../y.yml#Page)")).toEqual(["x.md", "../y.yml"]);
  });

  it("each name a file of the repository", () => {
    const broken = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", ...files("docs")].flatMap((file) =>
      relativeLinks(readFileSync(file, "utf8")).filter((url) => !existsSync(join(dirname(file), url))).map((url) => `${file}: ${url}`));
    expect(broken).toEqual([]);
  });
});
