// An actor's items told apart by type, as the roll dialog, the Session Shop and the Endeavor read them: a
// Specialization found by its name in either edition, never an Aptitude or Thing that shares its name.
import { describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { isAptitude, isSpecialization, isThing, specializationItem } from "../../src/documents/item-types";

const g = globalThis as any;

describe("an actor's items by type", () => {
  it("finds a Specialization by name alone, and lists each type apart", async () => {
    onInit();
    const wren = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren" });
    await wren.createEmbeddedDocuments("Item", [
      { type: "aptitude", name: "Protective" },
      { type: "thing", name: "Rope" },
      { type: "specialization", name: "Zealous (v0.0.18)" },
    ]);
    const items = wren.items.contents;
    const names = (list: { name: string }[]) => list.map((i) => i.name);
    expect([specializationItem(items, "Protective"), specializationItem(items, "Zealous")?.name]).toEqual([
      undefined,
      "Zealous (v0.0.18)",
    ]);
    expect([names(items.filter(isAptitude)), names(items.filter(isThing)), names(items.filter(isSpecialization))]).toEqual([
      ["Protective"],
      ["Rope"],
      ["Zealous (v0.0.18)"],
    ]);
  });
});
