// Clicking a Stat on the real character sheet: a click opens the roll dialog on that Stat, Shift-click posts a
// plain Normal Check, and a die dragged off the sheet carries what the hotbar needs.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { CharacterSheet } from "../../../src/applications/sheets/character-sheet";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0)); };
let actor: any;
let sheet: any;

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  // Core initialises the key bindings right after the init hook (the sheet reads the skip-dialog binding).
  g.game.keybindings.initialize();
  actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { heart: 8, hurt: 8 } } });
  sheet = new CharacterSheet({ document: actor } as never);
  await sheet.render({ force: true });
});
const die = (stat: string) => sheet.element.querySelector(`[data-action="rollStat"][data-stat="${stat}"]`) as HTMLElement;

describe("rolling from the sheet", () => {
  it("a click opens the roll dialog on that Stat and posts nothing yet", async () => {
    die("heart").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    // The sheet's actions, the roll entry point and the dialog each load on first use.
    await vi.waitFor(() => expect(document.querySelector("form.hb-roll")).not.toBeNull(), { timeout: 20_000 });
    const dialog = document.querySelector("form.hb-roll");
    expect(dialog?.querySelector<HTMLSelectElement>('[name="stat"]')?.value).toBe("heart");
    expect([...dialog!.querySelectorAll<HTMLOptionElement>('[name="stat"] option')].map((o) => o.value)).toEqual(["heart", "hurt", "history"]);
    expect(g.game.messages.size).toBe(0);
  });

  it("Shift-click skips the dialog: a plain Normal Check straight to chat", async () => {
    die("hurt").dispatchEvent(new MouseEvent("click", { bubbles: true, shiftKey: true }));
    await vi.waitFor(() => expect(g.game.messages.size).toBe(1), { timeout: 20_000 });
    await settle();
    expect(document.querySelector("form.hb-roll")).toBeNull();
    expect(g.game.messages.contents[0].system).toMatchObject({ stat: "hurt", difficulty: "normal", partner: "" });
  });

  it("a Stat die drags as HB.Stat data for the hotbar", () => {
    const data = new Map<string, string>();
    const event = new Event("dragstart", { bubbles: true }) as DragEvent;
    Object.defineProperty(event, "dataTransfer", { value: { setData: (k: string, v: string) => data.set(k, v) } });
    expect(die("heart").draggable).toBe(true);
    die("heart").dispatchEvent(event);
    expect(JSON.parse(data.get("text/plain")!)).toEqual({ type: "HB.Stat", actorUuid: actor.uuid, stat: "heart" });
  });
});
