// Token bars: core's token configuration asks TokenDocument.getTrackedAttributes(actor type) for what a token of that
// type may show (the fake does what core does, test/fakes/documents.ts). Ours are curated per type — a character's
// Blessings count and worth, a Monstrosity's SP as well — each a number on every actor of that type; left to itself
// core would offer every number in the schema.
import { beforeEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { onInit } from "../../src/hooks/init";
import { CharacterModel } from "../../src/data/actor/character";
import { ui } from "../fakes/setup";

const g = globalThis as any;
const Actor = () => g.CONFIG.Actor.documentClass;
const tracked = (type?: string) => {
  const { bar, value } = g.foundry.documents.TokenDocument.getTrackedAttributes(type);
  return { bar: bar.map((p: string[]) => p.join(".")), value: value.map((p: string[]) => p.join(".")) };
};

beforeEach(() => onInit());

describe("what a token may track, per type", () => {
  it("a character: its Blessings count and worth; a Monstrosity: its SP as well; no bar (none has a maximum)", () => {
    expect(tracked("character")).toEqual({ bar: [], value: ["blessingCount", "blessingWorth"] });
    expect(tracked("monstrosity")).toEqual({ bar: [], value: ["sp.start", "blessingCount", "blessingWorth"] });
  });

  it("each is a number on a fresh actor of its type and follows the pool", async () => {
    for (const type of ["character", "monstrosity"]) {
      const fresh = await Actor().create({ type, name: type });
      for (const path of tracked(type).value) expect(Number.isFinite(g.foundry.utils.getProperty(fresh.system, path)), `${type} ${path}`).toBe(true);
      const rich = await Actor().create({ type, name: type, system: { blessings: [1, 3, 6] } });
      expect([rich.system.blessingCount, rich.system.blessingWorth]).toEqual([3, 10]);
      await rich.update({ "system.blessings": [2] });
      expect([rich.system.blessingCount, rich.system.blessingWorth]).toEqual([1, 2]);
    }
  });

  it("why curated: inferred from the schema, core would offer Stat Die sizes, schemaVersion and the like", () => {
    const inferred = g.foundry.documents.TokenDocument.getTrackedAttributes(CharacterModel).value.map((p: string[]) => p.join("."));
    expect(inferred).toEqual(expect.arrayContaining(["stats.head", "schemaVersion", "specializationUnlocks"]));
    for (const meaningless of ["stats.head", "schemaVersion", "specializationUnlocks"]) expect(tracked("character").value).not.toContain(meaningless);
  });
});

describe("a new actor's token bars", () => {
  it("the system's defaults (system.json) are the character's pool; a Monstrosity's bar 1 is its SP", async () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8"));
    expect([manifest.primaryTokenAttribute, manifest.secondaryTokenAttribute]).toEqual(["blessingCount", "blessingWorth"]);
    const wren = await Actor().create({ type: "character", name: "Wren" });
    const widow = await Actor().create({ type: "monstrosity", name: "Widow" });
    expect([wren.prototypeToken.bar1.attribute, wren.prototypeToken.bar2.attribute]).toEqual(["blessingCount", "blessingWorth"]);
    expect([widow.prototypeToken.bar1.attribute, widow.prototypeToken.bar2.attribute]).toEqual(["sp.start", "blessingCount"]);
  });
});

describe("editing from the token HUD (core's Actor#modifyTokenAttribute)", () => {
  it("a Monstrosity's SP is set; the pool's count and worth are refused with a word and nothing changes", async () => {
    const widow = await Actor().create({ type: "monstrosity", name: "Widow", system: { blessings: [4] } });
    await widow.modifyTokenAttribute("sp.start", 2, true, false);
    expect(widow.system.sp.start).toBe(12);
    const updates: unknown[] = [];
    g.Hooks.on("updateActor", (_a: unknown, diff: unknown) => updates.push(diff));
    expect(await widow.modifyTokenAttribute("blessingCount", 3, false, false)).toBe(widow);
    expect(await widow.modifyTokenAttribute("blessingWorth", 1, true, false)).toBe(widow);
    expect(updates).toEqual([]);
    expect(widow.system.blessings).toEqual([4]);
    expect(ui.messages.filter((m) => m.type === "warn").map((m) => m.message)).toEqual([
      "The Blessings on a token are read from the pool: gain, spend or remove them on the character's sheet.",
      "The Blessings on a token are read from the pool: gain, spend or remove them on the character's sheet.",
    ]);
  });
});
