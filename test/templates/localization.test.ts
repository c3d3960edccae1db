// Every key our templates and code ask for exists in lang/en.json, under HB.* or TYPES.*.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { templateFiles } from "./template-files";

const en = JSON.parse(readFileSync("lang/en.json", "utf8"));
const lookup = (key: string): unknown => key.split(".").reduce<any>((node, part) => (node == null ? undefined : node[part]), en);

function sourceFiles(dir = "src"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("lang/en.json", () => {
  it("has only the HB and TYPES roots", () => {
    expect(Object.keys(en).sort()).toEqual(["HB", "TYPES"]);
  });

  it("labels every document subtype", () => {
    const template = JSON.parse(readFileSync("template.json", "utf8"));
    for (const [doc, decl] of Object.entries<any>(template)) {
      for (const type of decl.types) expect(typeof lookup(`TYPES.${doc}.${type}`), `TYPES.${doc}.${type}`).toBe("string");
    }
  });

  it("has every literal key used in templates", () => {
    const missing: string[] = [];
    for (const file of templateFiles()) {
      const source = readFileSync(file, "utf8");
      for (const [, key] of source.matchAll(/localize\s+"((?:HB|TYPES)\.[^"]+)"/g)) {
        if (typeof lookup(key!) !== "string") missing.push(`${file}: ${key}`);
      }
      for (const [, prefix] of source.matchAll(/concat\s+"((?:HB|TYPES)\.[^"]+)\."/g)) {
        if (typeof lookup(prefix!) !== "object") missing.push(`${file}: ${prefix}.*`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has every literal key used in code", () => {
    const missing: string[] = [];
    for (const file of sourceFiles()) {
      const source = readFileSync(file, "utf8");
      for (const [, key] of source.matchAll(/["'`]((?:HB|TYPES)\.[A-Za-z0-9_.-]+)["'`]/g)) {
        const value = lookup(key!.replace(/\.$/, ""));
        // "HB.Sheet.Tab" style prefixes name an object; full keys name a string.
        if (value === undefined) missing.push(`${file}: ${key}`);
      }
      for (const [, prefix] of source.matchAll(/`((?:HB|TYPES)\.[A-Za-z0-9_.]+)\.\$\{/g)) {
        if (typeof lookup(prefix!) !== "object") missing.push(`${file}: ${prefix}.*`);
      }
    }
    expect(missing).toEqual([]);
  });
});
