// Every Item in the built compendium packs validates against our registered data model, as Foundry would load it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DATA_MODELS } from "../../src/data/register";
import { readBuiltPack } from "../packs/read-built-pack";

const system = JSON.parse(readFileSync("dist/system.json", "utf8"));
const docs: { pack: string; doc: any }[] = [];

beforeAll(async () => {
  for (const pack of system.packs.filter((p: any) => p.type === "Item")) {
    for (const doc of await readBuiltPack(join("dist", pack.path))) docs.push({ pack: pack.name, doc });
  }
}, 60_000);

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
      const cleaned = model.toObject();
      for (const [key, value] of Object.entries(doc.system)) expect(cleaned[key], `${doc.name}.${key}`).toEqual(value);
    }
  });
});
