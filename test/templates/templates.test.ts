// Every template compiles with real Handlebars 4.7.8 and uses only helpers that exist (Foundry's or ours).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";

// Helpers Foundry V13 registers (foundry.applications.handlebars) that our templates may use.
export const FOUNDRY_HELPERS = [
  "localize", "selectOptions", "checked", "disabled", "concat", "editor", "ifThen", "numberFormat", "numberInput",
  "radioBoxes", "formInput", "formGroup", "formField", "eq", "ne", "lt", "lte", "gt", "gte", "and", "or", "not", "json", "timeSince",
];
const BUILTIN = ["if", "unless", "each", "with", "lookup", "log"];

export function templateFiles(dir = "templates"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? templateFiles(p) : p.endsWith(".hbs") ? [p] : [];
  });
}

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
