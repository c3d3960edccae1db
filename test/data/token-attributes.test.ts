// Token bars: core's token configuration asks TokenDocument.getTrackedAttributes(actor type) for what a token of that
// type may show (the fake does what core does, test/fakes/documents.ts). Ours are curated per type — a character's
// Blessings count and worth, a Monstrosity's SP as well, a party's nothing — each a number on every actor of that type;
// left to itself core would offer every number in the schema. None has a maximum, so core draws no bar for any of
// them (Token#drawBars draws only a "bar": a value and a max): bar 1 and 2 show their number on the token HUD.
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

/** A linked token of `actor` on a scene (its bars read the actor). */
async function placed(actor: any) {
  const scene = await g.CONFIG.Scene.documentClass.create({ name: "Harbour", tokens: [{ name: actor.name, actorId: actor.id, actorLink: true }] });
  return scene.tokens.contents[0];
}

describe("what a token may track, per type", () => {
  it("a character: its Blessings count and worth; a Monstrosity: its SP as well; no bar (none has a maximum)", () => {
    expect(tracked("character")).toEqual({ bar: [], value: ["blessingCount", "blessingWorth"] });
    expect(tracked("monstrosity")).toEqual({ bar: [], value: ["sp.start", "blessingCount", "blessingWorth"] });
  });

  it("a party: nothing (it has no numbers of its own); core would otherwise offer every type's", () => {
    expect(tracked("party")).toEqual({ bar: [], value: [] });
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
  it("a character's and a Monstrosity's: the pool's count and worth (system.json), each a value on the HUD, no bar drawn", async () => {
    const manifest = JSON.parse(readFileSync("system.json", "utf8"));
    expect([manifest.primaryTokenAttribute, manifest.secondaryTokenAttribute]).toEqual(["blessingCount", "blessingWorth"]);
    const wren = await Actor().create({ type: "character", name: "Wren", system: { blessings: [2, 5] } });
    const widow = await Actor().create({ type: "monstrosity", name: "Widow", system: { blessings: [6] } });
    // Not the Monstrosity's SP: that is where it starts on the track, not where it stands (the board shows that).
    for (const [actor, count, worth] of [[wren, 2, 7], [widow, 1, 6]] as const) {
      expect([actor.prototypeToken.bar1.attribute, actor.prototypeToken.bar2.attribute]).toEqual(["blessingCount", "blessingWorth"]);
      const token = await placed(actor);
      expect(token.getBarAttribute("bar1")).toEqual({ type: "value", attribute: "blessingCount", value: count, editable: false });
      expect(token.getBarAttribute("bar2")).toEqual({ type: "value", attribute: "blessingWorth", value: worth, editable: false });
    }
  });

  it("a party's: none (nothing of its own to show), unless the GM's default token names one", async () => {
    const party = await Actor().create({ type: "party", name: "The Lanterns" });
    expect([party.prototypeToken.bar1.attribute, party.prototypeToken.bar2.attribute]).toEqual([null, null]);
    expect((await placed(party)).getBarAttribute("bar1")).toBeNull();
    await g.game.settings.set("core", "defaultToken", { bar2: { attribute: "blessingCount" } });
    const other = await Actor().create({ type: "party", name: "The Wicks" });
    expect([other.prototypeToken.bar1.attribute, other.prototypeToken.bar2.attribute]).toEqual([null, "blessingCount"]);
  });

  it("the fake reads bars as core does: a number is a value (HUD only), a value with a max a bar, anything else none", async () => {
    const widow = await Actor().create({ type: "monstrosity", name: "Widow" });
    const token = await placed(widow);
    // sp.start is a schema NumberField: editable from the HUD; sp (an object without value and max) is no attribute.
    expect(token.getBarAttribute(null, { alternative: "sp.start" })).toEqual({ type: "value", attribute: "sp.start", value: 10, editable: true });
    expect(token.getBarAttribute(null, { alternative: "sp" })).toBeNull();
    expect(token.getBarAttribute(null, { alternative: "nothing.here" })).toBeNull();
    widow.system.hp = { value: "3", max: 8 };
    expect(token.getBarAttribute(null, { alternative: "hp" })).toEqual({ type: "bar", attribute: "hp", value: 3, max: 8, editable: false });
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
