// The wizard's steps as plain data (creation-draft.ts, creation-context.ts): every step against the book, in both
// editions, with the preview always equal to the rules engine's startingStats.
import { describe, expect, it } from "vitest";
import { startingStats } from "../../../src/rules";
import { aptitudeCount, emptyDraft, finishCreation, goTo, readForm, validateStep, type CreationDraft, type CreationWorld } from "../../../src/applications/dialogs/creation-draft";
import { prepareCreationContext } from "../../../src/applications/dialogs/creation-context";

const world: CreationWorld = { optionalStat: null, settingEthic: "fateKnowledge", edition: "v0.0.21.10" };
const old: CreationWorld = { ...world, edition: "v0.0.18" };
const form = (draft: CreationDraft, fields: Record<string, string>) => readForm(draft, Object.entries(fields));
const keys = (errors: { key: string }[]) => errors.map((e) => e.key);

/** A draft filled in step by step as a player would: Heart highest, Carefree + Vice & Virtue (Heart d8, Hurry d6). */
function filled(overrides: Record<string, string> = {}): CreationDraft {
  return form(emptyDraft(), {
    highest: "heart", lifestyle: "carefree", ethic: "viceVirtue", roleModel: "Grandma Oak", "skills.0": "Knots", "skills.1": "Sailing",
    "skills.2": "Singing", "connections.0": "The harbor guild", afternoon: "On the pier", "aptitudes.0": "Tying Knots",
    "aptitudes.1": "Sailing", "aptitudes.2": "Old Songs", name: " Wren ", appearance: "Salt-grey coat\n\n  A compass on a chain\n",
    "things.0.name": " Compass ", "things.1.name": "Harbor map", "things.1.kind": "information", "things.2.name": "Dock workers", "things.2.kind": "alliance",
    ...overrides,
  });
}

describe("Step One · highest Stat", () => {
  it("offers the seven H's and a growing optional Stat, and needs a choice", () => {
    const ctx = prepareCreationContext(emptyDraft(), { ...world, optionalStat: "hex" });
    expect(ctx.highest.map((s) => s.id)).toEqual(["head", "hand", "heart", "home", "hurt", "hurry", "history", "hex"]);
    expect(keys(validateStep(emptyDraft(), "highest", world))).toEqual(["HB.Creation.error.highest"]);
    expect(validateStep(form(emptyDraft(), { highest: "hurt" }), "highest", world)).toEqual([]);
    expect(keys(validateStep(form(emptyDraft(), { highest: "haunted" }), "highest", { ...world, optionalStat: "haunted" }))).toEqual(["HB.Creation.error.highest"]);
  });

  it("previews the highest Stat one size larger at once", () => {
    const ctx = prepareCreationContext(form(emptyDraft(), { highest: "hurt" }), world);
    expect(ctx.preview.groups.map((g) => [g.die, g.stats.map((s) => s.id)])).toEqual([["d6", ["hurt"]], ["d4", ["head", "hand", "heart", "home", "hurry", "history"]]]);
    expect(ctx.preview.groups[0]!.stats[0]!.highest).toBe(true);
  });
});

describe("Step Two · Lifestyle and Ethic", () => {
  it("needs a starting Lifestyle and Ethic, shows the table and the Setting Ethic", () => {
    const d = form(emptyDraft(), { highest: "heart" });
    expect(keys(validateStep(d, "outlook", world))).toEqual(["HB.Creation.error.lifestyle", "HB.Creation.error.ethic"]);
    const ctx = prepareCreationContext(form(d, { lifestyle: "wisened", ethic: "cunningCapability" }), world);
    expect(ctx.settingEthic.label).toBe("HB.Ethic.fateKnowledge");
    expect(ctx.table.rows[2]!.cells[2]).toEqual({ stats: ["HB.Stat.heart", "HB.Stat.hurt"], chosen: true });
  });

  it("stacks with Step One, exactly as startingStats (Heart d8, Hurry d6)", () => {
    const ctx = prepareCreationContext(filled(), world);
    const dice = Object.fromEntries(ctx.preview.groups.flatMap((g) => g.stats.map((s) => [s.id, g.size])));
    expect(dice).toEqual(startingStats({ highest: "heart", lifestyle: "carefree", ethic: "viceVirtue" }));
    expect(dice).toMatchObject({ heart: 8, hurry: 6, head: 4 });
    expect(ctx.preview.groups.find((g) => g.size === 6)!.stats[0]).toMatchObject({ id: "hurry", outlook: true, highest: false });
  });
});

describe("Step Three · Backstory", () => {
  it("keeps each answer; blank prompts are allowed (table discretion)", () => {
    expect(validateStep(emptyDraft(), "backstory", world)).toEqual([]);
    expect(filled().backstory).toEqual({ roleModel: "Grandma Oak", skills: ["Knots", "Sailing", "Singing"], connections: ["The harbor guild", "", ""], afternoon: "On the pier" });
  });
});

describe("Step Four · Aptitudes", () => {
  it("two, or three when a Stat starts at d8", () => {
    expect(aptitudeCount(filled(), world)).toBe(3); // Heart: d4 → d6 (highest) → d8 (Carefree + Vice & Virtue)
    expect(aptitudeCount(filled({ highest: "head" }), world)).toBe(2); // Head d6, Heart d6, Hurry d6
    expect(prepareCreationContext(filled({ highest: "head" }), world).aptitudes.slots).toHaveLength(2);
  });

  it("needs every slot named, each a different area", () => {
    expect(keys(validateStep(filled({ "aptitudes.2": "" }), "aptitudes", world))).toEqual(["HB.Creation.error.aptitudes"]);
    expect(validateStep(filled({ "aptitudes.2": "" }), "aptitudes", world)[0]!.data).toEqual({ count: "3" });
    expect(keys(validateStep(filled({ "aptitudes.2": "sailing" }), "aptitudes", world))).toEqual(["HB.Creation.error.aptitudeTwice"]);
    // Only the slots the dice allow count: a third name with two Aptitudes is ignored.
    expect(validateStep(filled({ highest: "head" }), "aptitudes", world)).toEqual([]);
    expect(validateStep(filled({ highest: "head", "aptitudes.2": "tying knots" }), "aptitudes", world)).toEqual([]);
    // A name of spaces is no name; case does not make a new area, but a different word does ("Maße" is not "Masse").
    expect(keys(validateStep(filled({ "aptitudes.2": "   " }), "aptitudes", world))).toEqual(["HB.Creation.error.aptitudes"]);
    expect(validateStep(filled({ "aptitudes.1": "Maße", "aptitudes.2": "Masse" }), "aptitudes", world)).toEqual([]);
  });
});

describe("Finishing Touches · appearance and things", () => {
  it("needs a name and three or four things", () => {
    expect(validateStep(filled(), "finishing", world)).toEqual([]);
    expect(keys(validateStep(filled({ "things.2.name": "" , name: " " }), "finishing", world))).toEqual(["HB.Creation.error.name", "HB.Creation.error.things"]);
    expect(validateStep(filled({ "things.3.name": "Lantern" }), "finishing", world)).toEqual([]);
  });

  it("v0.0.21.10 gains items, information and alliances; v0.0.18 only items", () => {
    expect(Object.keys(prepareCreationContext(filled(), world).finishing.kinds)).toEqual(["item", "information", "alliance"]);
    expect(prepareCreationContext(filled(), old).finishing.oneKind).toBe(true);
    const kinds = (w: CreationWorld) => (finishCreation(filled(), w) as { ok: true; result: { items: { type: string; system?: { kind: string } }[] } }).result.items.filter((i) => i.type === "thing").map((i) => i.system!.kind);
    expect(kinds(world)).toEqual(["item", "information", "alliance"]);
    expect(kinds(old)).toEqual(["item", "item", "item"]);
  });
});

describe("moving between steps and finishing", () => {
  it("Next stays on an incomplete step with its errors; Back always works; the range is kept", () => {
    let d = emptyDraft();
    expect(goTo(d, -1, world).draft.step).toBe(0);
    expect(goTo(d, 1, world)).toMatchObject({ draft: { step: 0 }, errors: [{ key: "HB.Creation.error.highest" }] });
    d = filled();
    for (let i = 1; i <= 4; i++) d = goTo(d, 1, world).draft;
    expect(d.step).toBe(4);
    expect(goTo(d, 1, world).draft.step).toBe(4);
    expect(goTo(d, -1, world).draft.step).toBe(3);
  });

  it("the form never sets the step or unknown fields", () => {
    const d = readForm(emptyDraft(), [["step", "4"], ["system.stats.head", "10"], ["skills.7", "x"], ["things.1.kind", "dragon"]]);
    expect(d).toEqual(emptyDraft());
    // A thing's kind changed back to an item.
    expect(form(form(emptyDraft(), { "things.1.kind": "alliance" }), { "things.1.kind": "item" }).things[1]!.kind).toBe("item");
    expect(form(emptyDraft(), { "things.0.kind": "alliance", "things.0.name": "item" }).things[0]).toEqual({ name: "item", kind: "alliance" });
    // Just past each list's ends, and a thing's field that is neither its name nor its kind.
    const past = ["skills.3", "skills.-1", "connections.3", "aptitudes.3", "aptitudes.-1", "things.4.name", "things.-1.name", "things.0.note"];
    expect(readForm(emptyDraft(), [...past.map((name): [string, string] => [name, "x"]), ["things.4.kind", "alliance"], ["things.-1.kind", "alliance"]])).toEqual(emptyDraft());
  });

  it("finishing builds the one update: dice from startingStats, the story, Aptitudes and things", () => {
    const done = finishCreation(filled(), { ...world, optionalStat: "hex" });
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.result.system).toEqual({
      stats: { head: 4, hand: 4, heart: 8, home: 4, hurt: 4, hurry: 6, history: 4 }, optional: 4,
      highest: "heart", lifestyle: "carefree", ethic: "viceVirtue", appearance: "", backstory: "",
    });
    expect(done.result.name).toBe("Wren");
    expect(done.result.items.map((i) => `${i.type}:${i.name}`)).toEqual(["aptitude:Tying Knots", "aptitude:Sailing", "aptitude:Old Songs", "thing:Compass", "thing:Harbor map", "thing:Dock workers"]);
    expect(done.result.story.appearance).toEqual(["Salt-grey coat", "A compass on a chain"]);
    expect(done.result.story.backstory.connections).toEqual(["The harbor guild"]);
    // Only the Aptitudes the dice allow, only the things named, each answer without its stray spaces.
    const two = finishCreation(filled({ highest: "head", "things.3.name": "   ", roleModel: " Grandma Oak ", afternoon: " On the pier " }), world);
    if (!two.ok) throw new Error("not finished");
    expect(two.result.items.map((i) => `${i.type}:${i.name}`)).toEqual(["aptitude:Tying Knots", "aptitude:Sailing", "thing:Compass", "thing:Harbor map", "thing:Dock workers"]);
    expect([two.result.story.backstory.roleModel, two.result.story.backstory.afternoon]).toEqual(["Grandma Oak", "On the pier"]);
  });

  it("an incomplete draft sends the player back to the first step that needs work", () => {
    expect(finishCreation(filled({ lifestyle: "" }), world)).toMatchObject({ ok: false, step: 1, errors: [{ key: "HB.Creation.error.lifestyle" }] });
  });
});
