// Words of the edition. v0.0.21.10, Lifestyles: "Ignite" — "When you Spark a roll using an Ignited Stat, round rolls
// of 6 or 7 up to 8." v0.0.18: "Overcharged" — a Lifestyle upgrade Overcharges Stats ("+3 in aid" on a failed Spark).
// A v0.0.18 world says Overcharged on the sheet's badge, never Ignited.
import { describe, expect, it } from "vitest";
import { prepareCharacterContext } from "../../src/applications/sheets/character-context";
import { ignitedStats } from "../../src/rules";
import { fullCharacter } from "../harness/fixtures/character";

const badges = (edition: "v0.0.21.10" | "v0.0.18") => {
  const { optionalStat, ...view } = fullCharacter;
  const sheet = prepareCharacterContext(view, { optionalStat, ignited: ignitedStats(view.system.lifestyle), editable: true, editMode: false, edition });
  return [...new Set(sheet.stats.filter((s) => s.ignited).map((s) => s.boostLabel))];
};

describe("the sheet's Lifestyle-upgrade badge speaks the edition's word", () => {
  it("Ignited in v0.0.21.10, Overcharged in v0.0.18", () => {
    expect(badges("v0.0.21.10")).toEqual(["HB.Sheet.ignited"]);
    expect(badges("v0.0.18")).toEqual(["HB.Sheet.overcharged"]);
  });
});
