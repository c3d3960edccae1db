// The sheets as core's Configure Sheet lists them: each document type's default sheet and its name in the player's
// language (the fake records what core's DocumentSheetConfig.registerSheet is given).
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { apps } from "../../fakes/setup";

const g = globalThis as any;

beforeEach(() => onInit());

describe("the system's sheets", () => {
  it("are each type's default, named in the player's language", () => {
    const offered = apps.sheets.registered.map((s: any) => ({
      document: s.documentName,
      scope: s.scope,
      types: s.options.types,
      isDefault: s.options.makeDefault,
      name: g.game.i18n.localize(s.options.label),
    }));
    expect(offered).toEqual([
      { document: "Actor", scope: "humanity-blessed", types: ["character"], isDefault: true, name: "Humanity, Blessed character sheet" },
      { document: "Actor", scope: "humanity-blessed", types: ["monstrosity"], isDefault: true, name: "Humanity, Blessed Monstrosity sheet" },
      { document: "Actor", scope: "humanity-blessed", types: ["party"], isDefault: true, name: "Humanity, Blessed party sheet" },
      {
        document: "Item",
        scope: "humanity-blessed",
        types: ["aptitude", "specialization", "thing", "lifestyle", "ethic"],
        isDefault: true,
        name: "Humanity, Blessed item sheet",
      },
    ]);
  });
});
