// Translators welcome: every language file beside lang/en.json has exactly en.json's keys (none missing, none it
// lacks), each string keeps en.json's {placeholders}, and system.json lists each file (and only files that exist).
// The book's text in the compendia stays English: its licence (CC BY-NC-ND 4.0) allows no translation.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Strings = { [key: string]: string | Strings };

/** Every string's dotted key, with its placeholders ("{name}") in order of first use. */
function leaves(node: Strings, prefix = ""): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, [...new Set([...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort());
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** What a translation lacks, what it has that en.json lacks, and the strings whose placeholders differ. */
function compare(en: Strings, other: Strings) {
  const want = leaves(en);
  const have = leaves(other);
  return {
    missing: [...want.keys()].filter((k) => !have.has(k)),
    extra: [...have.keys()].filter((k) => !want.has(k)),
    placeholders: [...want.keys()].filter((k) => have.has(k) && want.get(k)!.join() !== have.get(k)!.join()),
  };
}

const read = (file: string): Strings => JSON.parse(readFileSync(file, "utf8"));
const en = read("lang/en.json");
const others = readdirSync("lang").filter((f) => f.endsWith(".json") && f !== "en.json");

describe("translations", () => {
  it("the check finds a missing key, a key en.json lacks and a renamed placeholder", () => {
    const translated = structuredClone(en) as { HB: Record<string, any> };
    delete translated.HB.Error["cannot-pay"];
    translated.HB.Error.notAKey = "…";
    translated.HB.Error["cost-notation"] = "« {morceau} » n'est pas une notation de Bénédictions.";
    expect(compare(en, translated as Strings)).toEqual({ missing: ["HB.Error.cannot-pay"], extra: ["HB.Error.notAKey"], placeholders: ["HB.Error.cost-notation"] });
    expect(compare(en, en)).toEqual({ missing: [], extra: [], placeholders: [] });
  });

  it(`each other language file (${others.join(", ") || "none yet"}) has exactly en.json's keys and placeholders`, () => {
    for (const file of others) expect(compare(en, read(`lang/${file}`)), file).toEqual({ missing: [], extra: [], placeholders: [] });
  });

  it("system.json lists every language file, and each file it lists exists", () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: { lang: string; path: string }[] };
    const listed = manifest.languages.map((l) => l.path).sort();
    expect(listed).toEqual(["en.json", ...others].map((f) => `lang/${f}`).sort());
    for (const path of listed) expect(existsSync(path), path).toBe(true);
  });
});
