// The built system as Foundry will see it: run after `npm run build` (npm test builds first).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { deriveDocumentTypes, manifestPaths } from "../../tools/manifest.mjs";

const dist = (p = "") => join("dist", p);
const manifest = () => JSON.parse(readFileSync(dist("system.json"), "utf8"));

describe("npm run build output", () => {
  it("ships system.json with documentTypes and without template.json", () => {
    expect(existsSync(dist("system.json"))).toBe(true);
    expect(existsSync(dist("template.json"))).toBe(false);
    const m = manifest();
    expect(m.id).toBe("humanity-blessed");
    expect(m.compatibility).toEqual({ minimum: "13", verified: "13.351" });
    expect(Object.keys(m.documentTypes.Actor).sort()).toEqual(["character", "monstrosity", "party"]);
    expect(m.documentTypes.Actor.character.htmlFields).toContain("backstory");
    expect(m.documentTypes.Item.specialization.htmlFields).toEqual(["description"]);
  });

  it("derives documentTypes from template.json, naming exactly the same types", () => {
    const template = JSON.parse(readFileSync("template.json", "utf8"));
    const derived = deriveDocumentTypes(template);
    const m = manifest();
    for (const doc of Object.keys(template)) {
      expect(Object.keys(m.documentTypes[doc]).sort()).toEqual([...template[doc].types].sort());
    }
    expect(m.documentTypes).toEqual(derived);
  });

  it("produces every path named in system.json", () => {
    const missing = manifestPaths(manifest()).filter((p: string) => !existsSync(dist(p)));
    expect(missing).toEqual([]);
    for (const p of ["humanity-blessed.mjs", "humanity-blessed.mjs.map", "humanity-blessed.css", "lang/en.json", "templates"]) {
      expect(existsSync(dist(p)), p).toBe(true);
    }
  });

  it("keeps class names in the minified bundle (sheet and roll lookups use them)", () => {
    const js = readFileSync(dist("humanity-blessed.mjs"), "utf8");
    for (const name of ["CharacterSheet", "HumanityActor", "CharacterModel"]) expect(js).toContain(name);
  });

  it("compiles every pack to LevelDB", () => {
    for (const pack of manifest().packs) {
      const dir = dist(pack.path);
      expect(statSync(dir).isDirectory(), pack.name).toBe(true);
      expect(existsSync(join(dir, "CURRENT")), pack.name).toBe(true);
    }
  });

  it("writes an installable zip whose system.json is the built one", () => {
    const files = unzipSync(readFileSync(dist("humanity-blessed.zip")));
    expect(Object.keys(files)).toContain("system.json");
    expect(Object.keys(files)).toContain("humanity-blessed.mjs");
    expect(JSON.parse(new TextDecoder().decode(files["system.json"]))).toEqual(manifest());
    expect(Object.keys(files).some((f) => f.startsWith("packs/specializations/"))).toBe(true);
    expect(Object.keys(files)).not.toContain("template.json");
  });
});
