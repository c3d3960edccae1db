// The salvage helpers on their own: a Stat Die read from text or a number, a list stored as an object, and a model's
// lists read only while a document loads.
import { describe, expect, it } from "vitest";
import { asLoaded, listOf, readDie, salvage, type Unreadable } from "../../src/data/salvage";
import { SpecializationModel } from "../../src/data/item/specialization";
import { EndeavorCombatModel } from "../../src/data/combat/endeavor-combat";

const die = (value: unknown) => {
  const report: Unreadable[] = [];
  return { kept: readDie(value, "stats.head", report), report };
};

describe("readDie", () => {
  it("reads a die written as text or a number core would round to one; nothing else in the text", () => {
    expect(die("d6")).toEqual({ kept: 6, report: [] });
    expect(die(" D8 ")).toEqual({ kept: 8, report: [] });
    expect(die(7.6)).toEqual({ kept: 8, report: [] });
    expect(die(12)).toEqual({ kept: 10, report: [{ field: "stats.head", value: "12", kept: "d10" }] });
    for (const odd of ["x6", "6x", "d6 x", "d 6"]) {
      expect(die(odd)).toEqual({ kept: undefined, report: [{ field: "stats.head", value: odd, kept: "" }] });
    }
  });
});

describe("listOf", () => {
  it("reads an object keyed by index in order, tells what sits under another key, takes one value as a list", () => {
    const report: Unreadable[] = [];
    const stored = Object.fromEntries([...Array(11).keys()].map((i) => [String(i), `v${i}`]));
    const values = [...Array(11).keys()].map((i) => `v${i}`);
    expect(listOf({ ...stored, "1a": "p", a1: "q" }, "tags", report)).toEqual(values);
    expect(report).toEqual([{ field: "tags", value: "p", kept: "" }, { field: "tags", value: "q", kept: "" }]);
    expect(listOf("one", "tags", report)).toEqual(["one"]);
  });
});

describe("salvage", () => {
  it("reads lists only while a document loads; a list stored as null or left out keeps core's default", () => {
    const schema = SpecializationModel.schema;
    const stored = { tags: ["a", 7], editions: ["v0.0.18", "v9"] };
    expect(salvage(schema, structuredClone(stored))).toEqual(stored);
    const loaded = asLoaded(() => salvage(schema, { tags: ["a", "  ", null], editions: null, source: undefined }));
    expect(loaded).toEqual({ tags: ["a"], editions: null, source: undefined });
    expect(asLoaded(() => salvage(schema, { editions: ["v9", "v0.0.18"] }))).toEqual({
      editions: ["v0.0.18"], unreadable: [{ field: "editions", value: "v9", kept: "" }],
    });
    const editions = new SpecializationModel(asLoaded(() => salvage(schema, { editions: null }))).editions;
    expect(editions).toEqual(new SpecializationModel({}).editions);
    expect(editions.length).toBeGreaterThan(1);
  });

  it("names a nested list by its path", () => {
    const offer = { by: "a", to: "b", pay: { temporary: [2, "x"] } };
    expect(asLoaded(() => salvage(EndeavorCombatModel.schema, { helpOffers: [offer] }))).toEqual({
      helpOffers: [{ by: "a", to: "b", pay: { temporary: [2] } }],
      unreadable: [{ field: "helpOffers.pay.temporary", value: "x", kept: "" }],
    });
  });
});
