// Shortcuts in core's Configure Controls (game.keybindings, faked as core's ClientKeybindings and KeyboardManager:
// test/fakes/keybindings.ts): the key held to skip the roll dialog — Shift by default, rebindable — and the GM's keys
// for the track board and Call for a Check.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { CharacterSheet } from "../../../src/applications/sheets/character-sheet";
import { TrackBoard } from "../../../src/applications/combat/board/track-board";
import { DialogV2 } from "../../fakes/ux";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0)); };
let sheet: any;

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  g.game.keybindings.initialize();
  DialogV2.asked.length = 0;
  const actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", system: { stats: { hurt: 8 } } });
  sheet = new CharacterSheet({ document: actor } as never);
  await sheet.render({ force: true });
});
afterEach(async () => {
  await TrackBoard.instance?.close();
  g.game.keyboard.downKeys.clear();
});

const clickHurt = (init: MouseEventInit = {}) => sheet.element.querySelector('[data-action="rollStat"][data-stat="hurt"]').dispatchEvent(new MouseEvent("click", { bubbles: true, ...init }));
const dialogShown = () => !!document.querySelector("form.hb-roll");

describe("the bindings, as Configure Controls lists them", () => {
  it("three, under the system, named in the user's language; the GM's two are restricted", () => {
    const ours = [...g.game.keybindings.actions].filter(([id]: [string]) => id.startsWith("humanity-blessed."));
    expect(ours.map(([id, c]: [string, any]) => [id, c.editable, !!c.restricted])).toEqual([
      ["humanity-blessed.skipRollDialog", [{ key: "ShiftLeft", modifiers: [] }, { key: "ShiftRight", modifiers: [] }], false],
      ["humanity-blessed.openTrackBoard", [{ key: "KeyB", modifiers: ["Shift"] }], true],
      ["humanity-blessed.callForCheck", [{ key: "KeyC", modifiers: ["Shift"] }], true],
    ]);
    for (const [, c] of ours) for (const key of [c.name, c.hint]) expect(g.game.i18n.has(key), key).toBe(true);
  });
});

describe("skipping the roll dialog", () => {
  it("by default Shift-click rolls a Normal Check straight to chat; a plain click opens the dialog", async () => {
    clickHurt({ shiftKey: true });
    await vi.waitFor(() => expect(g.game.messages.size).toBe(1), { timeout: 20_000 });
    expect(dialogShown()).toBe(false);
    clickHurt();
    await vi.waitFor(() => expect(dialogShown()).toBe(true), { timeout: 20_000 });
  });

  it("rebound to Q in Configure Controls: Shift no longer skips; holding Q does", async () => {
    await g.game.keybindings.set("humanity-blessed", "skipRollDialog", [{ key: "KeyQ" }]);
    clickHurt({ shiftKey: true });
    await vi.waitFor(() => expect(dialogShown()).toBe(true), { timeout: 20_000 });
    expect(g.game.messages.size).toBe(0);
    g.game.keyboard.downKeys.add("KeyQ");
    clickHurt();
    await vi.waitFor(() => expect(g.game.messages.size).toBe(1), { timeout: 20_000 });
  });

  it("bound to two keys, holding either one skips", async () => {
    await g.game.keybindings.set("humanity-blessed", "skipRollDialog", [{ key: "KeyQ" }, { key: "KeyE" }]);
    g.game.keyboard.downKeys.add("KeyE");
    clickHurt();
    await vi.waitFor(() => expect(g.game.messages.size).toBe(1), { timeout: 20_000 });
    expect(dialogShown()).toBe(false);
  });

  it("a binding that requires a modifier (Control with Shift) needs that modifier held too", async () => {
    await g.game.keybindings.set("humanity-blessed", "skipRollDialog", [{ key: "ShiftLeft", modifiers: ["Control"] }]);
    clickHurt({ shiftKey: true });
    await vi.waitFor(() => expect(dialogShown()).toBe(true), { timeout: 20_000 });
    document.querySelector("form.hb-roll")?.closest(".application")?.remove();
    clickHurt({ shiftKey: true, ctrlKey: true });
    await vi.waitFor(() => expect(g.game.messages.size).toBe(1), { timeout: 20_000 });
  });
});

describe("the GM's keys", () => {
  it("Shift+B opens the track board; Shift+C the Call for a Check dialog", async () => {
    expect(g.game.keybindings.press("KeyB", ["Shift"])).toBe(true);
    await vi.waitFor(() => expect(TrackBoard.instance?.rendered).toBe(true), { timeout: 20_000 });
    expect(g.game.keybindings.press("KeyC", ["Shift"])).toBe(true);
    await vi.waitFor(() => expect(DialogV2.asked.map((d) => d.window?.title)).toEqual(["HB.Call.title"]), { timeout: 20_000 });
  });

  it("do nothing for a player (restricted), nor without Shift", async () => {
    expect(g.game.keybindings.press("KeyB")).toBe(false);
    g.game.user = g.game.users.get("player");
    expect(g.game.keybindings.press("KeyB", ["Shift"])).toBe(false);
    expect(g.game.keybindings.press("KeyC", ["Shift"])).toBe(false);
    await settle();
    expect([TrackBoard.instance?.rendered ?? false, DialogV2.asked]).toEqual([false, []]);
  });
});
