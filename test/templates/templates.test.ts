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
