// conditions.ts: the token HUD offers the world's edition's Conditions, with core's icons, and tells the GM when a
// Condition is toggled on an unlinked character token's copy.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { conditionStatusEffects } from "../../../src/applications/hud/conditions";
import { forgetTold } from "../../../src/documents/token-links";
import { ui } from "../../fakes/setup";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const settle = async () => { for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0)); };

beforeEach(() => {
  onInit();
  forgetTold();
});

describe("conditionStatusEffects", () => {
  it("the edition's Conditions, each with its id, a sixteen-character _id, its name's key and core's icon", () => {
    expect(conditionStatusEffects()).toEqual([
      { id: "ache", _id: "hbcondache000000", name: "HB.Condition.ache.name", img: "icons/svg/blood.svg" },
      { id: "cursed", _id: "hbcondcursed0000", name: "HB.Condition.cursed.name", img: "icons/svg/skull.svg" },
      { id: "disarmed", _id: "hbconddisarmed00", name: "HB.Condition.disarmed.name", img: "icons/svg/sword.svg" },
      { id: "famous", _id: "hbcondfamous0000", name: "HB.Condition.famous.name", img: "icons/svg/sun.svg" },
      { id: "taxed", _id: "hbcondtaxed00000", name: "HB.Condition.taxed.name", img: "icons/svg/downgrade.svg" },
      { id: "surprised", _id: "hbcondsurprised0", name: "HB.Condition.surprised.name", img: "icons/svg/daze.svg" },
      { id: "uncool", _id: "hbconduncool0000", name: "HB.Condition.uncool.name", img: "icons/svg/terror.svg" },
      { id: "vexed", _id: "hbcondvexed00000", name: "HB.Condition.vexed.name", img: "icons/svg/eye.svg" },
    ]);
    expect(conditionStatusEffects("v0.0.18").at(-1)).toEqual({ id: "vulnerable", _id: "hbcondvulnerable", name: "HB.Condition.vulnerable.name", img: "icons/svg/target.svg" });
  });
});

describe("registerConditions (at init)", () => {
  it("sets the token HUD's Conditions to the world's edition's", async () => {
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.18");
    onInit();
    expect((g.CONFIG.statusEffects as { id: string }[]).map((e) => e.id)).toEqual(conditionStatusEffects("v0.0.18").map((e) => e.id));
    await g.game.settings.set("humanity-blessed", "edition", "v0.0.21.10");
  });

  it("tells the GM, on the HUD of an unlinked character token, that its Conditions land on the token's copy; never a player, never a world actor", async () => {
    const wren = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", prototypeToken: { actorLink: false } });
    const scene = await g.CONFIG.Scene.documentClass.create({ name: "Harbour", tokens: [{ name: "Wren", actorId: wren.id, actorLink: false }] });
    const copy = scene.tokens.contents[0].actor;
    const hud = async (actor: unknown) => {
      g.Hooks.callAll("renderTokenHUD", { actor }, document.createElement("div"), {});
      await settle();
    };
    g.game.user = g.game.users.get("player");
    await hud(copy);
    await hud(null);
    g.game.user = g.game.users.get("gm");
    await hud(wren);
    expect(warnings()).toEqual([]);
    await hud(copy);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain("Wren's token is not linked");
  });
});
