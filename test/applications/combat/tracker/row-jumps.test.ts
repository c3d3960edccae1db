// Finding your way in a long tracker: a player's own rows say "You"; the header offers "jump to my row" and "jump to
// the acting row" (the GM, who owns every row, only the latter), which bring the row under the bar and put the
// keyboard on it. The real EndeavorTracker under the fake Foundry, and the 50-row harness context.
import { describe, expect, it, vi } from "vitest";
import { EndeavorTracker } from "../../../../src/applications/combat/tracker/endeavor-tracker";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { template } from "../../../../src/applications/shared/templates";
import { asUser, endeavorWorld, startedWithWrenFirst } from "../../../documents/combat-helpers";
import { endeavorFixture } from "../../../harness/fixtures/endeavor";
import { click, warnings } from "../tracker-helpers";

const settle = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000 });
const label = (el: Element) => el.getAttribute("aria-label") ?? "";

/** The tracker, a row's "You" marks (by name) and the jump buttons' names. */
async function open(user: "gm" | "player" | "player2") {
  const world = await startedWithWrenFirst(await endeavorWorld());
  asUser(user);
  const tracker = new EndeavorTracker();
  await tracker.render({ force: true });
  const el = tracker.element!;
  const you = [...el.querySelectorAll("li.hb-endeavor-row")]
    .filter((r) => r.querySelector(".hb-you")?.textContent === "You")
    .map((r) => r.querySelector(".name")!.textContent);
  const jumps = [...el.querySelectorAll('[data-action="hbJumpToRow"]')].map(label);
  return { ...world, tracker, el, you, jumps };
}

describe("the tracker's 'You' and jumps", () => {
  it("a player's own row says You; they may jump to it and to the acting row, named in the button", async () => {
    const { you, jumps } = await open("player2");
    expect(you).toEqual(["Oskar"]);
    expect(jumps).toEqual(["Jump to my row (Oskar)", "Jump to the acting row (Wren)"]);
  });

  it("the player acting now is offered one jump, to their own row; the GM no You, and the acting row", async () => {
    expect((await open("player")).jumps).toEqual(["Jump to my row (Wren)"]);
    const gm = await open("gm");
    expect([gm.you, gm.jumps]).toEqual([[], ["Jump to the acting row (Wren)"]]);
  });

  it("a jump brings the row under the sticky bar and the keyboard onto it, scrolling once", async () => {
    const { el, ids, tracker } = await open("player2");
    const row = el.querySelector<HTMLElement>(`li[data-combatant-id="${ids.wren}"]`)!;
    // The bar's height as the browser lays it out (happy-dom lays nothing out): the row stops just under it.
    const bar = el.querySelector<HTMLElement>(".hb-endeavor-bar")!;
    vi.spyOn(bar, "getBoundingClientRect").mockReturnValue({ height: 42 } as DOMRect);
    const margins: string[] = [];
    const scrolled = vi.spyOn(row, "scrollIntoView").mockImplementation(() => void margins.push(row.style.scrollMarginTop));
    const focused = vi.spyOn(row, "focus");
    click(el.querySelector('[aria-label="Jump to the acting row (Wren)"]'));
    await settle(() => expect(tracker.element!.ownerDocument.activeElement).toBe(row));
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    expect(margins).toEqual(["42px"]);
    // Nothing left on the row, which a re-render might keep.
    expect(row.getAttribute("style") ?? "").toBe("");
    // Focusable by script only (never a Tab stop), focused without a second scroll.
    expect(row.getAttribute("tabindex")).toBe("-1");
    expect(focused).toHaveBeenCalledWith({ preventScroll: true });
    expect(warnings()).toEqual([]);
  });

  it("a row another module made a Tab stop keeps it", async () => {
    const { el, ids } = await open("player2");
    const row = el.querySelector<HTMLElement>(`li[data-combatant-id="${ids.oskar}"]`)!;
    row.tabIndex = 0;
    click(el.querySelector('[aria-label="Jump to my row (Oskar)"]'));
    await settle(() => expect(el.ownerDocument.activeElement).toBe(row));
    expect(row.getAttribute("tabindex")).toBe("0");
  });

  it("a jump to a row no longer drawn says so and moves nothing", async () => {
    const { el } = await open("player2");
    const button = el.querySelector<HTMLElement>('[aria-label="Jump to my row (Oskar)"]')!;
    button.dataset.rowId = "gone";
    const before = el.ownerDocument.activeElement;
    click(button);
    await settle(() => expect(warnings()).toEqual(["That row is no longer in the tracker."]));
    expect(el.ownerDocument.activeElement).toBe(before);
  });
});

describe("fifty rows", () => {
  it("the player owning the first ally finds it marked You, with both jumps in the header", async () => {
    const fx = endeavorFixture(50);
    const endeavor = prepareEndeavorTracker({ state: fx.state, combatants: fx.combatants, viewer: { isGM: false }, logLength: 0, edition: "v0.0.21.10" });
    const html = await foundry.applications.handlebars.renderTemplate(template("combat/tracker.hbs"), { endeavor } as never);
    const el = Object.assign(document.createElement("div"), { innerHTML: html });
    const you = [...el.querySelectorAll("li.hb-endeavor-row")].filter((r) => r.querySelector(".hb-you"));
    expect(you.map((r) => (r as HTMLElement).dataset.combatantId)).toEqual(["a0"]);
    const acting = fx.state.participants.find((p) => p.id === fx.state.turn.current)!;
    expect([...el.querySelectorAll('[data-action="hbJumpToRow"]')].map((b) => (b as HTMLElement).dataset.rowId)).toEqual(
      acting.id === "a0" ? ["a0"] : ["a0", acting.id],
    );
  });
});
