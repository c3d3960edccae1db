// Lifestyle and Ethic items: the book's "starting" / "upgraded" stage, and items stored before it had that name.
import { describe, expect, it } from "vitest";
import { OutlookModel, type OutlookSchema } from "../../src/data/item/outlook";
import { storedSource } from "./stored-source";

describe("Lifestyle and Ethic models", () => {
  it("name the stage as the book does: a starting Lifestyle, or one reached by an upgrade", () => {
    expect(new OutlookModel({ key: "carefree" }).stage).toBe("starting");
    expect(new OutlookModel({ key: "riteDivinity", stage: "upgraded" }).stage).toBe("upgraded");
  });

  it("read an item stored with 0.1's `tier` as its stage, nothing lost and no `tier` left behind", () => {
    const old = { key: "blossomed", tier: "upgraded", description: "<p>Blossomed</p>", editions: ["v0.0.18"] };
    const model = new OutlookModel(storedSource<OutlookSchema>(structuredClone(old)));
    expect(model.toObject()).toEqual({
      key: "blossomed", stage: "upgraded", description: "<p>Blossomed</p>", editions: ["v0.0.18"], unreadable: [],
    });
    // Never overwrites a stage already written.
    const both = storedSource<OutlookSchema>({ key: "greedVanity", tier: "starting", stage: "upgraded" });
    expect(new OutlookModel(both).stage).toBe("upgraded");
  });
});
