// A Stat dragged from the sheet to the hotbar becomes a script Macro that rolls it through game.system.api.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { onHotbarDrop } from "../../src/hooks/hotbar-drop";
import { ui } from "../fakes/setup";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0)); };
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;

let actor: any;
// The macro is made by a module loaded on the first drop (stat-macro.ts): loaded here once, so a drop settles in the
// few ticks the test waits rather than in the time a first import takes.
beforeAll(async () => {
  await import("../../src/hooks/stat-macro");
});

beforeEach(async () => {
  onInit();
  // As the entry file does (humanity-blessed.ts).
  g.Hooks.on("hotbarDrop", onHotbarDrop);
  actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", system: { stats: { heart: 8 } } });
});

describe("hotbar macros", () => {
  it("dropping a Stat creates one script Macro in that slot; running it rolls the Stat", async () => {
    expect(onHotbarDrop({}, { type: "HB.Stat", actorUuid: actor.uuid, stat: "heart" }, 3)).toBe(false);
    await settle();
    const macro = g.game.macros.contents[0];
    expect([macro.name, macro.type, g.game.user.hotbar["3"]]).toEqual(["Roll Heart for Wren", "script", macro.id]);
    // A second drop of the same Stat reuses the Macro.
    onHotbarDrop({}, { type: "HB.Stat", actorUuid: actor.uuid, stat: "heart" }, 4);
    await settle();
    expect([g.game.macros.size, g.game.user.hotbar["4"]]).toEqual([1, macro.id]);
    await new AsyncFunction(macro.command)();
    expect(g.game.messages.contents[0].system).toMatchObject({ stat: "heart", actorUuid: actor.uuid });
  });

  it("a locked hotbar keeps its Macros: a Stat dropped on a taken slot is refused as core refuses any drop there", async () => {
    const other = await g.Macro.create({ name: "Torch", type: "chat", command: "/me lights a torch" });
    await g.game.user.assignHotbarMacro(other, 3);
    g.ui.hotbar.locked = true;
    // Core's own drop of a Macro on the taken slot, then ours of a Stat: the same refusal, the slot unchanged.
    await g.ui.hotbar.drop(other.toDragData(), 3);
    await g.ui.hotbar.drop({ type: "HB.Stat", actorUuid: actor.uuid, stat: "heart" }, 3);
    await settle();
    const refused = g.game.i18n.localize("MACRO.CannotOverwrite");
    expect(ui.messages.map((m) => m.message)).toEqual([refused, refused]);
    expect([g.game.user.hotbar["3"], g.game.macros.size]).toEqual([other.id, 1]);
    // A free slot of the locked bar takes it, as core's would.
    await g.ui.hotbar.drop({ type: "HB.Stat", actorUuid: actor.uuid, stat: "heart" }, 4);
    await settle();
    expect(g.game.macros.get(g.game.user.hotbar["4"]).name).toBe("Roll Heart for Wren");
    // Unlocked, the Stat replaces the Macro in the slot.
    g.ui.hotbar.locked = false;
    await g.ui.hotbar.drop({ type: "HB.Stat", actorUuid: actor.uuid, stat: "heart" }, 3);
    await settle();
    expect(g.game.user.hotbar["3"]).toBe(g.game.user.hotbar["4"]);
  });

  it("leaves every other drop to core", () => {
    expect(onHotbarDrop({}, { type: "Item", uuid: "Item.x" }, 1)).toBeUndefined();
    expect(g.game.macros.size).toBe(0);
  });
});
