// Words of the edition. v0.0.21.10, Lifestyles: "Ignite" — "When you Spark a roll using an Ignited Stat, round rolls
// of 6 or 7 up to 8." v0.0.18: "Overcharged" — a Lifestyle upgrade Overcharges Stats ("+3 in aid" on a failed Spark).
// A v0.0.18 world says Overcharged on the sheet's badge, never Ignited.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { postCheck } from "../../../src/applications/chat/check-card";
import { onRenderChatMessageHTML } from "../../../src/hooks/render-chat-message";
import { prepareCharacterContext } from "../../../src/applications/sheets/character-context";
import { ignitedStats } from "../../../src/rules";
import { fullCharacter } from "../../harness/fixtures/character";
import { checkOf } from "../chat/posted-check";

const g = globalThis as any;

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

// v0.0.18, Lifestyles: a Lifestyle upgrade Overcharges Stats ("+3 in aid" when a Spark with them would fail); the
// word Ignite is v0.0.21.10's. A v0.0.18 world's card, legend and shop never say Ignited.
describe("a v0.0.18 world says Overcharged, never Ignited", () => {
  it("the sheet's legend and the Session Shop's Lifestyle hint", async () => {
    const { optionalStat, ...view } = fullCharacter;
    const sheet = prepareCharacterContext(view, { optionalStat, ignited: ignitedStats(view.system.lifestyle), editable: true, editMode: false, edition: "v0.0.18" });
    const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));
    const legend = sheet.markers.map((m) => m.text.split(".").reduce((n: any, k) => n[k], lang)).join(" ");
    expect(legend).toContain("Overcharged");
    expect(legend).not.toMatch(/Ignit/);
  });

  it("a failed Spark with an Overcharged Stat: the card says Overcharge (+3), not Ignite", async () => {
    onInit();
    g.Hooks.on("renderChatMessageHTML", onRenderChatMessageHTML);
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    const actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 },
      system: { stats: { heart: 6, hurry: 6 }, lifestyle: "blossomed", blessings: [3, 3] } });
    const q = [2, 2].map((f) => 1 - (f - 0.5) / 6);
    g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5;
    const message = await postCheck(actor, { stat: "heart", partner: "hurry" });
    const card = ((await checkOf(message).renderHTML()) as HTMLElement).textContent!.replace(/\s+/g, " ");
    expect(card).toContain("Overcharge");
    expect(card).not.toMatch(/Ignit/);
  });
});
