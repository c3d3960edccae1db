// Every Item of the compendium — each source file in packs/_source and each document of the built packs — validates
// against our registered data model, as Foundry would load it, and carries exactly the fields that model has: the
// models are the one schema (tools/check-pack-sources.mjs checks only what a compendium document must be).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { DATA_MODELS } from "../../src/data/register";
import { rechargeReadable } from "../../src/rules";
import { readBuiltPack } from "../packs/read-built-pack";

const system = JSON.parse(readFileSync("dist/system.json", "utf8"));
const docs: { pack: string; doc: any }[] = [];

beforeAll(async () => {
  for (const pack of system.packs.filter((p: any) => p.type === "Item")) {
    for (const doc of await readBuiltPack(join("dist", pack.path))) docs.push({ pack: pack.name, doc });
  }
}, 60_000);

const ITEM_PACKS = ["specializations", "lifestyles", "ethics"];
const sources = ITEM_PACKS.flatMap((pack) => readdirSync(join("packs/_source", pack)).filter((f) => !f.startsWith("_folder"))
  .map((f) => ({ file: `packs/_source/${pack}/${f}`, doc: parse(readFileSync(join("packs/_source", pack, f), "utf8")) })));

/** The model's failures for this system data (strict, as core validates a compendium document), or none. */
function failures(type: string, system: unknown): string[] {
  const Model = (DATA_MODELS.Item as Record<string, any>)[type];
  if (!Model) return [`no data model for type ${type}`];
  try {
    new Model(structuredClone(system), { strict: true });
    return [];
  } catch (err) {
    const all = (err as { getAllFailures?(): Record<string, unknown> }).getAllFailures?.();
    return all ? Object.entries(all).map(([path, f]) => `${path}: ${(f as { message?: string }).message ?? f}`) : [String(err)];
  }
}

describe("Item pack sources (packs/_source)", () => {
  it("are read (a reader that found none would pass anything)", () => {
    expect(sources.length).toBeGreaterThan(70);
  });

  it("each validate strictly against the real data model of their type", () => {
    const bad = sources.flatMap(({ file, doc }) => failures(doc.type, doc.system).map((f) => `${file}: ${f}`));
    expect(bad).toEqual([]);
  });

  // The model keeps a recharge cost the notation cannot read (a stored document must not lose it), so the packs are held
  // to readable costs here.
  it("each Specialization's recharge cost is one the rules can read (⑦ would not be)", () => {
    const bad = sources.filter(({ doc }) => doc.type === "specialization" && !rechargeReadable(String(doc.system.recharge))).map(({ file, doc }) => `${file}: ${doc.system.recharge}`);
    expect(bad).toEqual([]);
    expect(rechargeReadable("⑦")).toBe(false);
  });

  it("each carry exactly the model's fields: none it would drop, none it would have to fill in", () => {
    for (const { file, doc } of sources) {
      const Model = (DATA_MODELS.Item as Record<string, any>)[doc.type];
      expect(new Model(structuredClone(doc.system)).toObject(), file).toEqual(doc.system);
    }
  });

  it("a source with a wrong type, an unknown field or a missing field is caught (the checks can fail)", () => {
    const spec = sources.find((s) => s.doc.type === "specialization")!.doc.system;
    expect(failures("specialization", { ...spec, uses: "two" }).join()).toMatch(/uses/);
    const Model = DATA_MODELS.Item.specialization as any;
    expect(new Model({ ...spec, colour: "red" }).toObject()).not.toEqual({ ...spec, colour: "red" });
    const { recharged: _dropped, ...missing } = spec;
    expect(new Model(structuredClone(missing)).toObject()).not.toEqual(missing);
  });
});

describe("built Item packs", () => {
  it("hold documents of our Item types only", () => {
    const items = docs.filter((d) => !String(d.doc._key).startsWith("!folders!"));
    expect(items.length).toBeGreaterThan(70);
    for (const { doc } of items) expect(Object.keys(DATA_MODELS.Item), doc.name).toContain(doc.type);
  });

  it("validate strictly against their data models, losing nothing", () => {
    for (const { doc } of docs.filter((d) => !String(d.doc._key).startsWith("!folders!"))) {
      const Model = (DATA_MODELS.Item as Record<string, any>)[doc.type];
      const model = new Model(structuredClone(doc.system), { strict: true });
      expect(model.toObject(), doc.name).toEqual(doc.system);
    }
  });
});
