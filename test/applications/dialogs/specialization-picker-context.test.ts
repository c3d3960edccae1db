// The Specialization picker as plain data: what may be taken on the Aptitude and, apart, what may not and why — each
// reason the one a drop of that Specialization would give — and the search over names and text.
import { describe, expect, it } from "vitest";
import { createI18n } from "../../harness/foundry-helpers";
import en from "../../../lang/en.json";
import type { DropTarget } from "../../../src/applications/sheets/character-drop";
import {
  matchesSearch,
  preparePickerContext,
  type PickerContext,
  type SpecializationOption,
} from "../../../src/applications/dialogs/specialization-picker-context";

const t = createI18n(en);
const option = (name: string, over: Partial<SpecializationOption> = {}): SpecializationOption => ({
  uuid: `Compendium.humanity-blessed.specializations.Item.${name.toLowerCase().replace(/\W/g, "")}`,
  name,
  description: `<p><em>Effect:</em> ${name}'s effect.</p>`,
  recharge: "",
  limit: "",
  uses: 0,
  endeavorOnly: false,
  ...over,
});
const OPTIONS = [
  option("Calm", { recharge: "③", description: "<p><em>Effect:</em>&nbsp;Ignore the Uncool Condition.</p>" }),
  option("Attentive", { recharge: "③" }),
  option("Lucky", { limit: "session", uses: 1 }),
  option("Kinetic", { editions: ["v0.0.18"] }),
  option("Hidden", { limit: "endeavor", uses: 1, endeavorOnly: true, editions: ["v0.0.21.10"], description: "<p>A safe place &amp; a Sanctuary</p>" }),
  option("Determined", { limit: "action", uses: 1, recharge: "③" }),
];
const holder = (over: Partial<DropTarget> = {}): DropTarget => ({
  aptitudes: [{ id: "a1", name: "Sailing" }, { id: "a2", name: "Old Songs" }],
  specializations: [{ name: "Calm (v0.0.18)", aptitude: "a2" }],
  specializationUnlocks: 1,
  ...over,
});
const names = (rows: PickerContext["available"]) => rows.map((r) => r.name);

describe("what the picker offers", () => {
  it("lists what may be taken by name, and apart the rest with the drop's own reason", () => {
    const view = preparePickerContext(holder(), OPTIONS, { edition: "v0.0.21.10", gm: false, aptitude: "a1" }, t);
    expect(names(view.available)).toEqual(["Attentive", "Determined", "Hidden", "Lucky"]);
    expect(view.unavailable.map((r) => `${r.name}: ${r.reason}`)).toEqual([
      "Calm: This character already has the Calm Specialization.",
      "Kinetic: Kinetic is from the v0.0.18 book; this world plays v0.0.21.10, whose book does not have it.",
    ]);
    expect(view).toMatchObject({ aptitudeName: "Sailing", notice: "", blocked: false, total: 6 });
    expect(view.upgrades).toBe("Specialization Upgrades waiting: 1");
    // Only the free Aptitude is offered, chosen.
    expect(view.aptitudes).toEqual([{ id: "a1", name: "Sailing", selected: true }]);
  });

  it("the other edition's world offers the other book's Specializations", () => {
    const view = preparePickerContext(holder({ specializations: [] }), OPTIONS, { edition: "v0.0.18", gm: false }, t);
    expect(names(view.available)).toEqual(["Attentive", "Calm", "Determined", "Kinetic", "Lucky"]);
    expect(view.unavailable.map((r) => r.name)).toEqual(["Hidden"]);
    // Opened with no Aptitude (after the Session Shop): the first free one, each free one choosable.
    expect(view.aptitudes).toEqual([
      { id: "a1", name: "Sailing", selected: true },
      { id: "a2", name: "Old Songs", selected: false },
    ]);
    expect(view.aptitudeName).toBe("Sailing");
  });

  it("reads each row's recharge, limit and Endeavors-only as tags", () => {
    const view = preparePickerContext(holder(), OPTIONS, { edition: "v0.0.21.10", gm: false, aptitude: "a1" }, t);
    expect(Object.fromEntries(view.available.map((r) => [r.name, r.tags]))).toEqual({
      Attentive: ["Recharge ③"],
      Determined: ["Recharge ③", "1× per action"],
      Hidden: ["1× per Endeavor", "Endeavors only"],
      Lucky: ["1× per session"],
    });
    expect(view.available[0]!.description).toBe("<p><em>Effect:</em> Attentive's effect.</p>");
  });

  it("a player with no Specialization Upgrade waiting is told once, and Take is refused for every row", () => {
    const view = preparePickerContext(holder({ specializationUnlocks: 0 }), OPTIONS, { edition: "v0.0.21.10", gm: false, aptitude: "a1" }, t);
    expect(view.blocked).toBe(true);
    expect(view.notice).toBe(en.HB.Error["specialization-needs-unlock"]);
    expect(names(view.available)).toEqual(["Attentive", "Determined", "Hidden", "Lucky"]);
    expect(view.unavailable.map((r) => r.name)).toEqual(["Calm", "Kinetic"]);
    expect(view.upgrades).toBe("Specialization Upgrades waiting: 0");
  });

  it("the GM may grant one with none waiting, and is told so", () => {
    const view = preparePickerContext(holder({ specializationUnlocks: 0 }), OPTIONS, { edition: "v0.0.21.10", gm: true, aptitude: "a1" }, t);
    expect(view).toMatchObject({ blocked: false, notice: "No Specialization Upgrade is waiting: as the GM, you may grant one anyway." });
    const waiting = preparePickerContext(holder(), OPTIONS, { edition: "v0.0.21.10", gm: true, aptitude: "a1" }, t);
    expect(waiting).toMatchObject({ blocked: false, notice: "" });
  });

  it("an Aptitude specialized since the button was drawn, or none free, refuses every row and says why", () => {
    const taken = preparePickerContext(holder(), OPTIONS, { edition: "v0.0.21.10", gm: false, aptitude: "a2" }, t);
    expect(taken).toMatchObject({ blocked: true, aptitudeName: "", notice: "Old Songs is already specialized: each Aptitude takes one Specialization." });
    const full = holder({ specializations: [{ name: "Calm", aptitude: "a1" }, { name: "Lucky", aptitude: "a2" }] });
    const none = preparePickerContext(full, OPTIONS, { edition: "v0.0.21.10", gm: false }, t);
    expect(none).toMatchObject({ blocked: true, aptitudes: [], aptitudeName: "", notice: en.HB.Error["specialization-no-aptitude"] });
    expect(none.unavailable.map((r) => r.name)).toEqual(["Calm", "Kinetic", "Lucky"]);
  });

  it("an empty compendium offers nothing and says so in the counts", () => {
    const view = preparePickerContext(holder(), [], { edition: "v0.0.21.10", gm: false, aptitude: "a1" }, t);
    expect(view).toMatchObject({ available: [], unavailable: [], total: 0, notice: "", blocked: false });
  });
});

describe("the search box", () => {
  const calm = () => preparePickerContext(holder({ specializations: [] }), OPTIONS, { edition: "v0.0.21.10", gm: false, aptitude: "a1" }, t)
    .available.find((r) => r.name === "Calm")!;

  it("searches the name and the text without its markup, every word in any order and case", () => {
    expect(calm().search).toBe("calm effect: ignore the uncool condition.");
    expect(matchesSearch(calm().search, "UNCOOL calm")).toBe(true);
    expect(matchesSearch(calm().search, "  ")).toBe(true);
    expect(matchesSearch(calm().search, "uncool hurt")).toBe(false);
    expect(matchesSearch(calm().search, "em")).toBe(false);
    const hidden = preparePickerContext(holder(), OPTIONS, { edition: "v0.0.21.10", gm: false, aptitude: "a1" }, t).available.find((r) => r.name === "Hidden")!;
    expect(hidden.search).toBe("hidden a safe place & a sanctuary");
  });
});
