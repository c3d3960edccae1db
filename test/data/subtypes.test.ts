// One list of document subtypes: template.json. The data models registered at init (DATA_MODELS) name exactly its
// subtypes, system.json's documentTypes are derived from it, and the DataModelConfig type declarations are derived
// from DATA_MODELS (src/data/register.ts) — so a subtype added in one place and not the others fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DATA_MODELS } from "../../src/data/register";
import { deriveDocumentTypes } from "../../tools/manifest.mjs";

const template = JSON.parse(readFileSync("template.json", "utf8")) as Record<string, { types: string[] }>;
const register = readFileSync("src/data/register.ts", "utf8");

describe("document subtypes", () => {
  it("registers a data model for exactly the subtypes template.json declares", () => {
    for (const [doc, { types }] of Object.entries(template)) {
      expect(Object.keys((DATA_MODELS as Record<string, object>)[doc] ?? {}).sort(), doc).toEqual([...types].sort());
    }
  });

  it("models documents template.json leaves out only as their single core subtype, base", () => {
    for (const doc of Object.keys(DATA_MODELS).filter((d) => !(d in template))) {
      expect(Object.keys((DATA_MODELS as Record<string, object>)[doc]!), doc).toEqual(["base"]);
    }
  });

  it("derives system.json's documentTypes from the same list", () => {
    const derived = deriveDocumentTypes(template) as Record<string, Record<string, unknown>>;
    for (const [doc, { types }] of Object.entries(template)) expect(Object.keys(derived[doc]!).sort()).toEqual([...types].sort());
  });

  it("declares DataModelConfig from DATA_MODELS for every modelled document, naming no subtype by hand", () => {
    const block = register.slice(register.indexOf("interface DataModelConfig"), register.indexOf("export function registerDataModels"));
    for (const doc of Object.keys(DATA_MODELS)) expect(block, doc).toContain(`${doc}: Models["${doc}"];`);
    const declared = [...block.matchAll(/^\s+(\w+):/gm)].map((m) => m[1]);
    expect(declared.sort()).toEqual(Object.keys(DATA_MODELS).sort());
  });
});
