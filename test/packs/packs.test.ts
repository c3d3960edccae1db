// The shipped packs as Foundry will read them: the built LevelDB read back with the official CLI.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCost } from "../../src/rules";
import { readPackSources } from "../../tools/packs.mjs";
import { readBuiltPack } from "./read-built-pack";
import { GUIDE_ID } from "../../tools/guide-journal.mjs";

const system = JSON.parse(readFileSync("dist/system.json", "utf8"));
const built: Record<string, any[]> = {};
const BOOK = "../shared/rules/humanity-blessed-v0.0.21.10.md";

/** The default book's Specializations (name and recharge), read from the book when it is beside the project. */
function bookSpecializations(): { name: string; recharge: string }[] {
  const fixture = JSON.parse(readFileSync("test/packs/book-specializations.json", "utf8"));
  if (!existsSync(BOOK)) return fixture;
  const text = readFileSync(BOOK, "utf8").replace(/<!--[\s\S]*?-->/g, "");
  const from = text.indexOf("### Specialization Options");
  const section = text.slice(from, text.indexOf("## Character Sheet", from));
  const found = [...section.matchAll(/^\|\s*(.+?) Specialization\s*\|[ \t]*\n\|\s*-+\s*\|[ \t]*\n((?:\|[^\n]*\n?)+?)(?=\n|$)/gm)]
    .map((m) => ({ name: m[1]!, recharge: m[2]!.match(/\*Recharge:\*\s*([①-⑥]+)/)?.[1] ?? "" }));
  expect(found).toEqual(fixture); // the committed list still matches the book
  return found;
}

beforeAll(async () => {
  for (const pack of system.packs) {
    built[pack.name] = await readBuiltPack(join("dist", pack.path));
  }
}, 60_000);

describe("compendium packs (built LevelDB read back)", () => {
  it("contain every source document: nothing silently skipped", () => {
    for (const pack of system.packs) {
      const { docs, problems } = readPackSources(join("packs/_source", pack.name), pack.type);
      expect(problems).toEqual([]);
      // The rules pack also carries the in-game guide, made from docs/ (test/packs/guide.test.ts).
      const made = pack.name === "rules" ? [GUIDE_ID] : [];
      expect(built[pack.name]!.length, pack.name).toBe(docs.length + made.length);
      expect(new Set(built[pack.name]!.map((d) => d._id))).toEqual(new Set([...docs.map((d: any) => d.doc._id), ...made]));
    }
  });

  it("have unique, valid ids", () => {
    const ids = Object.values(built).flat().map((d) => d._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it("hold every Specialization of the default book with its recharge cost", () => {
    // The core book's (the supplement's Hidden is credited to Humanity, Endeavored: test/packs/sources.test.ts).
    const specs = built.specializations!.filter((d) => d.type === "specialization" && d.system.editions.includes("v0.0.21.10") && !d.system.source.startsWith("Humanity, Endeavored "));
    const expected = bookSpecializations();
    expect(specs.map((s) => s.name).sort()).toEqual(expected.map((e) => e.name).sort());
    for (const e of expected) {
      const doc = specs.find((s) => s.name === e.name)!;
      expect(doc.system.recharge, e.name).toBe(e.recharge);
      if (doc.system.recharge) expect(() => parseCost(doc.system.recharge)).not.toThrow();
    }
  });

  it("hold the supplement's Hidden, credited to Humanity, Endeavored", () => {
    const hidden = built.specializations!.find((d) => d.type === "specialization" && d.name === "Hidden");
    expect(hidden?.system).toMatchObject({ editions: ["v0.0.21.10"], source: "Humanity, Endeavored v0.0.21.10 (snotskie, CC BY-NC-ND 4.0)", endeavorOnly: true });
  });

  it("tag v0.0.18 Specializations that the later book dropped or changed", () => {
    const old = built.specializations!.filter((d) => d.type === "specialization" && !d.system.editions.includes("v0.0.21.10"));
    expect(old.length).toBeGreaterThan(0);
    for (const d of old) expect(d.system.editions).toEqual(["v0.0.18"]);
    expect(old.map((d) => d.name)).toEqual(expect.arrayContaining(["Ambidextrous", "Kinetic", "Resistant"]));
  });

  it("keep Lifestyles and Ethics as keys into the rules tables, with the book's text", () => {
    expect(built.lifestyles!.filter((d) => d.type === "lifestyle").map((d) => d.system.key)).toEqual(expect.arrayContaining(["carefree", "blossomed", "lost"]));
    expect(built.ethics!.filter((d) => d.type === "ethic").map((d) => d.system.key)).toEqual(expect.arrayContaining(["viceVirtue", "fairnessValue"]));
  });

  it("carry _stats as Foundry writes them: the core version and the system with its version, on pages too", () => {
    const expected = {
      compendiumSource: null, duplicateSource: null, exportSource: null, coreVersion: system.compatibility.verified,
      systemId: "humanity-blessed", systemVersion: system.version, createdTime: null, modifiedTime: null, lastModifiedBy: null,
    };
    const docs = Object.values(built).flat();
    for (const d of docs) expect(d._stats, d.name).toEqual(expected);
    const pages = docs.flatMap((d) => d.pages ?? []);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page._stats, page.name).toEqual(expected);
  });

  it("ship the rules journal with the license page and readable, volatile-free sources", () => {
    expect(built.rules!.map((d) => d.name)).toEqual(expect.arrayContaining(["How to play", "Conditions", "Optional Stats", "License and attribution"]));
    for (const docs of Object.values(built)) for (const d of docs) expect(d._stats?.modifiedTime ?? null).toBeNull();
  });
});
