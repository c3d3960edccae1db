// The compendium sources (packs/_source) against the books themselves: every Specialization the books print
// (commented-out ones excluded) is a document of that edition with the book's recharge cost, and nothing else is.
// Reads the YAML directly, independently of the build and of tools/check-pack-sources.mjs (which is run too).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const RULES = process.env.HB_RULES ?? "../shared/rules";
const BOOKS = { "v0.0.21.10": "humanity-blessed-v0.0.21.10.md", "v0.0.18": "humanity-blessed-v0.0.18.md" } as const;
type Edition = keyof typeof BOOKS;
const haveBooks = Object.values(BOOKS).every((f) => existsSync(join(RULES, f)));
/** The supplement (Humanity, Endeavored, for v0.0.21.10): its Specialization Options are documents credited to it. */
const SUPPLEMENT = "humanity-endeavored-v0.0.21.10.md";
const haveSupplement = existsSync(join(RULES, SUPPLEMENT));
const fromSupplement = (d: { system: { source: string } }) => d.system.source.startsWith("Humanity, Endeavored ");

type Doc = { file: string; doc: any };
function readDir(dir: string): Doc[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? readDir(join(dir, e.name)) : [{ file: join(dir, e.name), doc: parse(readFileSync(join(dir, e.name), "utf8")) }]);
}
const packs = Object.fromEntries(["specializations", "lifestyles", "ethics", "rules"].map((p) => [p, readDir(join("packs/_source", p))]));
const isFolder = (d: Doc) => String(d.doc._key).startsWith("!folders!");
const specializations = packs.specializations!.filter((d) => !isFolder(d)).map((d) => d.doc);
/** The core books' Specializations (the supplement's are held to the supplement). */
const core = specializations.filter((d) => !fromSupplement(d));

/** `| <Name> Specialization |` cards of the "### Specialization Options" section, commented-out blocks skipped. */
function bookSpecializations(edition: Edition | "supplement"): Map<string, string> {
  const text = readFileSync(join(RULES, edition === "supplement" ? SUPPLEMENT : BOOKS[edition]), "utf8").replace(/<!--[\s\S]*?-->/g, "");
  const from = text.indexOf("### Specialization Options");
  expect(from, `${edition}: no Specialization Options section`).toBeGreaterThan(0);
  const end = text.indexOf("\n## ", from);
  const section = text.slice(from, end < 0 ? undefined : end);
  const found = new Map<string, string>();
  for (const m of section.matchAll(/^\|\s*(.+?) Specialization\s*\|[ \t]*\n\|\s*-+\s*\|[ \t]*\n((?:\|[^\n]*\n?)+)/gm)) {
    found.set(m[1]!.trim(), m[2]!.match(/\*Recharge:\*\s*([①-⑥]+)/u)?.[1] ?? "");
  }
  return found;
}

describe.skipIf(!haveBooks)("Specialization sources match the books", () => {
  for (const edition of Object.keys(BOOKS) as Edition[]) {
    it(`${edition}: the same set of Specializations, each with the book's recharge cost`, () => {
      const book = bookSpecializations(edition);
      expect(book.size).toBeGreaterThan(25);
      const ours = core.filter((d) => d.system.editions.includes(edition));
      const byName = new Map(ours.map((d) => [d.name.replace(/ \(v[\d.]+\)$/, ""), d]));
      expect(byName.size, `${edition}: two documents with the same name`).toBe(ours.length);
      expect([...byName.keys()].sort()).toEqual([...book.keys()].sort());
      for (const [name, recharge] of book) expect(byName.get(name)!.system.recharge, `${edition} ${name}`).toBe(recharge);
    });
  }

  it.skipIf(!haveSupplement)("Humanity, Endeavored: its Specialization Options, credited to it, of v0.0.21.10 only, with its recharge cost", () => {
    const book = bookSpecializations("supplement");
    expect([...book.keys()]).toEqual(["Hidden"]);
    const ours = specializations.filter(fromSupplement);
    expect(ours.map((d) => d.name)).toEqual([...book.keys()]);
    for (const d of ours) {
      expect(d.system).toMatchObject({ editions: ["v0.0.21.10"], recharge: book.get(d.name), source: "Humanity, Endeavored v0.0.21.10 (snotskie, CC BY-NC-ND 4.0)" });
    }
    // "Once per Stealth Endeavor as an action": an Endeavor Specialization, one use per Endeavor.
    expect(ours.find((d) => d.name === "Hidden")!.system).toMatchObject({ endeavorOnly: true, limit: "endeavor", uses: 1 });
  });

  it("commented-out Specializations are not content", () => {
    const raw = readFileSync(join(RULES, BOOKS["v0.0.21.10"]), "utf8");
    const commented = [...raw.matchAll(/<!--\s*\|\s*(.+?) Specialization\s*\|/g)].map((m) => m[1]!);
    expect(commented).toEqual(expect.arrayContaining(["Delegated", "Perceptive"]));
    for (const name of commented) expect(specializations.map((d) => d.name)).not.toContain(name);
  });
});

describe("pack sources", () => {
  it("have unique, well-formed ids and matching keys (journal pages included)", () => {
    const ids: string[] = [];
    for (const [pack, docs] of Object.entries(packs)) {
      for (const { file, doc } of docs) {
        expect(doc._id, file).toMatch(/^[A-Za-z0-9]{16}$/);
        ids.push(doc._id);
        const collection = isFolder({ file, doc }) ? "folders" : pack === "rules" ? "journal" : "items";
        expect(doc._key, file).toBe(`!${collection}!${doc._id}`);
        for (const page of doc.pages ?? []) {
          expect(page._id, `${file} ${page.name}`).toMatch(/^[A-Za-z0-9]{16}$/);
          expect(page._key).toBe(`!journal.pages!${doc._id}.${page._id}`);
          ids.push(page._id);
        }
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("Specializations: recharge in Blessing notation, limits consistent, old texts named by edition", () => {
    for (const d of specializations) {
      expect(d.type).toBe("specialization");
      expect(d.system.recharge, d.name).toMatch(/^[①-⑥]*$/u);
      expect(["", "session", "action", "endeavor"]).toContain(d.system.limit);
      expect(d.system.uses > 0, d.name).toBe(d.system.limit !== "");
      expect(d.system.tags.includes("endeavor"), d.name).toBe(d.system.endeavorOnly);
      if (d.name.endsWith(" (v0.0.18)")) expect(d.system.editions).toEqual(["v0.0.18"]);
    }
    const by = (name: string) => specializations.find((d) => d.name === name)!;
    expect(by("Analytical").system).toMatchObject({ limit: "session", uses: 2 });
    expect(by("Determined").system).toMatchObject({ limit: "action", uses: 1, recharge: "③" });
    expect(by("Insured").system.recharge).toBe("①");
    expect(by("Insured").system.description).toContain("increase the cost to recharge it by ①①");
    expect(by("Zealous").system.description).toContain("<strong>Zeal button:</strong>");
    expect(by("Tireless").system.endeavorOnly).toBe(true);
  });

  it("Lifestyles and Ethics: one document per key and edition", () => {
    for (const pack of ["lifestyles", "ethics"]) {
      for (const edition of Object.keys(BOOKS)) {
        const keys = packs[pack]!.filter((d) => !isFolder(d) && d.doc.system.editions.includes(edition)).map((d) => d.doc.system.key);
        expect(new Set(keys).size, `${pack} ${edition}`).toBe(keys.length);
        expect(keys.length).toBe(pack === "lifestyles" ? 13 : 9);
      }
    }
  });

  it("pass tools/check-pack-sources.mjs (compendium values, folders, verbatim text against the books)", () => {
    expect(() => execFileSync(process.execPath, ["tools/check-pack-sources.mjs", "--quiet", ...(haveBooks ? ["--books", RULES] : [])], { stdio: "pipe" })).not.toThrow();
  });
});
