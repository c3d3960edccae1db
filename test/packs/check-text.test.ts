// Checks written in the compendium's text ([[/hbcheck …]]): each one reads as a Check, and the pages that name one use it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHECK_TEXT_PATTERN, parseCheckText } from "../../src/rules";

const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
const written = files("packs/_source").flatMap((file) => [...readFileSync(file, "utf8").matchAll(CHECK_TEXT_PATTERN)].map((m) => ({ file, text: m[0], words: m[1] })));

describe("Checks written in the packs", () => {
  it("every one is well formed (a malformed one would show as an error in Foundry)", () => {
    expect(written.length).toBeGreaterThan(4);
    for (const { file, text, words } of written) expect(parseCheckText(words), `${file}: ${text}`).toMatchObject({ ok: true });
  });

  it("the how-to journal and Calm (a Check using Head or Home) hold them", () => {
    const where = (f: string) => written.filter((w) => w.file.endsWith(f)).map((w) => w.text);
    expect(where("specializations/calm.yml")).toEqual(["[[/hbcheck head]]", "[[/hbcheck home]]"]);
    expect(where("rules/how-to-play.yml")).toEqual(["[[/hbcheck head]]", "[[/hbcheck heart easy]]", "[[/hbcheck hand hard]]", "[[/hbcheck head complex rolls=3]]"]);
  });
});
