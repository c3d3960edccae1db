// Every template compiles with real Handlebars 4.7.8 and uses only helpers that exist (Foundry's or ours).
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { BUILTIN, FOUNDRY_HELPERS, templateFiles } from "./template-files";

describe("templates", () => {
  const files = templateFiles();
  it("exist", () => expect(files.length).toBeGreaterThan(3));
  const knownHelpers = Object.fromEntries([...FOUNDRY_HELPERS, ...BUILTIN].map((h) => [h, true]));
  for (const file of files) {
    it(`${file} compiles with only known helpers`, () => {
      const source = readFileSync(file, "utf8");
      const compile = () => Handlebars.precompile(source, { knownHelpers, knownHelpersOnly: true, strict: false });
      expect(compile).not.toThrow();
      expect(source).not.toMatch(/\{\{\s*select\s/); // removed in V14
      expect(source).not.toMatch(/\{\{>\s*"?[\w-]+\.hbs/); // partials are addressed by full system path
    });
  }
});

// Foundry knows a partial only once loadTemplates has registered it (templates.ts partials()); our
// test renderers register every template, so check here that each partial a template calls is preloaded.
describe("partials", () => {
  it("every {{> partial}} a template calls is in partials(), by its full system path", async () => {
    const PARTIALS = (await import("../../src/applications/shared/templates")).partials();
    const missing: string[] = [];
    let calls = 0;
    for (const file of templateFiles()) {
      for (const [, path] of readFileSync(file, "utf8").matchAll(/\{\{>\s*"([^"]+)"/g)) {
        calls += 1;
        if (path!.startsWith("systems/humanity-blessed/") && !PARTIALS.includes(path!)) missing.push(`${file}: ${path}`);
      }
    }
    expect(calls).toBeGreaterThan(2);
    expect(missing).toEqual([]);
  });
});
