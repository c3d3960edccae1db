// The arrows of our architecture point one way: applications → documents → data → rules (dice beside data, used by
// documents). A file importing against them is a bug this test names; src/rules imports nothing outside itself.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve("src");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith(".ts") ? [join(dir, n)] : []));

/** Where each layer may import from (top-level files such as settings.ts and config.ts are "root"). */
const ALLOWED: Record<string, readonly string[]> = {
  rules: ["rules"],
  data: ["data", "rules", "root"],
  dice: ["dice", "rules", "root"],
  documents: ["documents", "data", "dice", "rules", "root"],
};

/** The hooks we fire (api/hooks.ts) are named for every layer to import, like settings.ts: plumbing, "root". */
const layerOf = (file: string): string => {
  const rel = relative(SRC, file).split("/");
  return rel.length === 1 || rel.join("/").replace(/\.ts$/, "") === "api/hooks" ? "root" : rel[0]!;
};

function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:import|export)\s[^"']*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]!);
}

describe("layers", () => {
  it("every import follows applications → documents → data → rules", () => {
    const wrong: string[] = [];
    for (const file of files(SRC)) {
      const from = layerOf(file);
      const allowed = ALLOWED[from];
      if (!allowed) continue;
      for (const spec of imports(file)) {
        if (!spec.startsWith(".")) {
          wrong.push(`${relative(SRC, file)} imports the package ${spec}`);
          continue;
        }
        const to = layerOf(resolve(dirname(file), spec));
        if (!allowed.includes(to)) wrong.push(`${relative(SRC, file)} (${from}) imports ${spec} (${to})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the scanner sees static, type-only, re-exported and lazy imports (a scanner that saw none would pass anything)", () => {
    expect(imports(join(SRC, "documents/combat.ts"))).toEqual(expect.arrayContaining(["./refusal", "./combat-endeavor", "./endeavor-setup"]));
    expect(imports(join(SRC, "applications/shared/relay.ts"))).toContain("../../documents/refusal");
    expect(layerOf(resolve(SRC, "documents", "../applications/shared/relay"))).toBe("applications");
    expect([layerOf(resolve(SRC, "documents", "../api/hooks")), layerOf(resolve(SRC, "api/index.ts"))]).toEqual(["root", "api"]);
  });

  it("the rules import nothing but other rules", () => {
    for (const file of files(join(SRC, "rules"))) for (const spec of imports(file)) expect(resolve(dirname(file), spec).startsWith(join(SRC, "rules"))).toBe(true);
  });
});
