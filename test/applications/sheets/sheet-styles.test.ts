// The sheets' styles (styles/sheets.scss) are not in the always-loaded stylesheet: they load with the first sheet
// rendered, whatever its kind, and are in the page before its window is, so no sheet is ever drawn unstyled. Each kind
// is opened first in a fresh load of the system (its modules loaded anew), as in a world where it is the first sheet.
import { beforeEach, describe, expect, it, vi } from "vitest";

const g = globalThis as any;
/** Each style added, with how many of our windows were in the page then. */
const adopted = vi.hoisted(() => [] as { id: string; windows: number }[]);
vi.mock("../../../src/applications/shared/styles", () => ({
  adoptStyles: (id: string) =>
    void adopted.push({ id, windows: document.querySelectorAll(".humanity-blessed").length }),
}));

const SHEETS = {
  character: async () => (await import("../../../src/applications/sheets/character-sheet")).CharacterSheet,
  monstrosity: async () => (await import("../../../src/applications/sheets/monstrosity-sheet")).MonstrositySheet,
  party: async () => (await import("../../../src/applications/sheets/party-sheet")).PartySheet,
  item: async () => (await import("../../../src/applications/sheets/item-sheet")).HumanityItemSheet,
};

async function firstSheet(kind: keyof typeof SHEETS) {
  vi.resetModules();
  (await import("../../../src/hooks/init")).onInit();
  // Core initialises the key bindings right after the init hook (the sheets read the skip-dialog binding).
  g.game.keybindings.initialize();
  const Sheet: any = await SHEETS[kind]();
  const doc =
    kind === "item"
      ? await g.CONFIG.Item.documentClass.create({ type: "thing", name: "Lantern" })
      : await g.CONFIG.Actor.documentClass.create({ type: kind, name: "First" });
  const sheet = new Sheet({ document: doc });
  await sheet.render({ force: true });
  return sheet;
}

beforeEach(() => {
  document.body.replaceChildren();
  adopted.length = 0;
});

describe("the sheets' styles", () => {
  it.each(["character", "monstrosity", "party", "item"] as const)(
    "load with a first %s sheet, before its window is in the page",
    async (kind) => {
      const sheet = await firstSheet(kind);
      expect(document.body.contains(sheet.element)).toBe(true);
      const sheets = adopted.filter((a) => a.id === "humanity-blessed-sheets");
      expect(sheets).toEqual([{ id: "humanity-blessed-sheets", windows: 0 }]);
      // The party sheet's own styles come after them: where both style its header, its own win.
      if (kind === "party") expect(adopted.map((a) => a.id)).toEqual(["humanity-blessed-sheets", "humanity-blessed-party"]);
    },
  );

  it("load once: a second sheet adds nothing", async () => {
    const first = await firstSheet("character");
    const actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Second" });
    await new first.constructor({ document: actor }).render({ force: true });
    expect(adopted.map((a) => a.id)).toEqual(["humanity-blessed-sheets"]);
  });
});
