// A Check link on a page, as a keyboard or pointer user meets it: Enter or Space opens it, other keys do nothing, the
// odds come with the focus as with the pointer, and nothing else on the page is touched.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { enrich, fieldValue, rollForm, settle } from "./enriched-page";

const g = globalThis as any;

let link: HTMLElement;
// The page-wide listeners are added once per page, by the first init (as in a world): here before any test, so each
// test below meets the listeners that first init left, whatever test runs first.
beforeAll(() => onInit());

beforeEach(async () => {
  document.body.replaceChildren();
  onInit();
  const wren = await g.CONFIG.Actor.documentClass.create({
    type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6 } },
  });
  g.game.user = g.game.users.get("player");
  g.game.user.character = wren;
  link = (await enrich("<p>Make a [[/hbcheck head hard]] <em>now</em>.</p>")).querySelector<HTMLElement>("a")!;
});

describe("a Check link on the page", () => {
  it("opens on Space, as a button does", async () => {
    const press = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    link.dispatchEvent(press);
    await settle();
    expect([fieldValue("stat"), fieldValue("difficulty"), press.defaultPrevented]).toEqual(["head", "hard", true]);
  });

  it("opens nothing on another key, and leaves the key to the page", async () => {
    const press = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    link.dispatchEvent(press);
    await settle();
    expect([rollForm(), press.defaultPrevented]).toEqual([null, false]);
  });

  it("shows its odds when the keyboard focus reaches it", async () => {
    link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await settle();
    const tip = document.createElement("div");
    tip.innerHTML = link.dataset.tooltip ?? "";
    expect(tip.querySelector("strong")?.textContent).toBe("Hard Head Check for Wren");
  });

  it("leaves the rest of the page alone: no odds on other text, no roll from a click beside it", async () => {
    const other = link.parentElement!.querySelector("em")!;
    other.dispatchEvent(new PointerEvent("pointerenter"));
    other.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    other.dispatchEvent(click);
    await settle();
    expect([other.dataset.tooltip, rollForm(), click.defaultPrevented]).toEqual([undefined, null, false]);
  });
});
