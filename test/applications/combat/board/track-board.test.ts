// The track board (track-board.ts) as each user opens it: one window per client following the Combat it was opened
// for, the GM's button icons that remove a button once confirmed, a player's board without the GM's hidden
// combatants, and re-renders that redraw only the cells that changed yet match a fresh render.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TrackBoard } from "../../../../src/applications/combat/board/track-board";
import { apps } from "../../../fakes/setup";
import { asUser, endeavorWorld } from "../../../documents/combat-helpers";

const g = globalThis as any;
const settle = <T>(check: () => T) => vi.waitFor(check, { timeout: 3_000 });
const markers = (board: TrackBoard) =>
  [...board.element!.querySelectorAll<HTMLElement>(".hb-marker[data-participant-id]")].map(
    (m) => `${m.closest("li")!.dataset.position}:${m.textContent}`,
  );

/** A Monstrous Endeavor (the Widow's buttons on 0 and 7) with a scheme button on 5, b3; the board not yet opened. */
async function world() {
  const w = await endeavorWorld();
  await w.combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
  await w.combat.dispatch({ type: "gm", gm: { op: "addButton", kind: "scheme", position: 5, owner: null } });
  return w;
}
const buttonOn = (board: TrackBoard, position: number) =>
  board.element!.querySelector<HTMLElement>(`li[data-position="${position}"] [data-button-id]`);
const ids = (combat: { endeavor: { buttons: { id: string }[] } | null }) => combat.endeavor!.buttons.map((b) => b.id);
const click = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));

beforeEach(() => {
  apps.DialogV2.answers.length = 0;
  apps.DialogV2.asked.length = 0;
});
afterEach(async () => {
  await TrackBoard.instance?.close();
  TrackBoard.instance = null;
  asUser("gm");
});

describe("opening the board", () => {
  it("shows the Combat's track; opened again for another, the same window follows that one", async () => {
    const { combat } = await world();
    asUser("player");
    const board = await TrackBoard.open(combat);
    expect(board.element!.querySelector(".hb-board-head")!.textContent).toContain("Round 1");
    expect(markers(board)).toContain("0:W");
    expect(await TrackBoard.open(null)).toBe(board);
    expect(board.combatId).toBeNull();
    expect(board.element!.textContent).toContain(g.game.i18n.localize("HB.Endeavor.Board.none"));
    expect(board.element!.querySelector("li.hb-cell")).toBeNull();
  });

  it("re-renders for a change to the Combat it shows, not another's, nor once closed", async () => {
    const { combat } = await world();
    const board = await TrackBoard.open(combat);
    const render = vi.spyOn(board, "render");
    TrackBoard.refresh({ id: "another" });
    expect(render).not.toHaveBeenCalled();
    TrackBoard.refresh({ id: combat.id });
    expect(render).toHaveBeenCalledTimes(1);
    await settle(() => expect(board.rendered).toBe(true));
    await board.close();
    render.mockClear();
    TrackBoard.refresh({ id: combat.id });
    expect(render).not.toHaveBeenCalled();
    TrackBoard.instance = null;
    expect(() => TrackBoard.refresh({ id: combat.id })).not.toThrow();
  });
});

describe("docking", () => {
  it("docked along the bottom, then undocked back to the board's own size", async () => {
    const { combat } = await world();
    const board = await TrackBoard.open(combat);
    const dock = () => click(board.element!.querySelector('[data-action="hbToggleDock"]')!);
    const placed = () => ["width", "height"].map((k) => board.element!.style.getPropertyValue(k));
    dock();
    await settle(() => expect(board.element!.classList.contains("docked")).toBe(true));
    expect(placed()).toEqual([`${window.innerWidth - 320}px`, "180px"]);
    dock();
    await settle(() => expect(board.element!.classList.contains("docked")).toBe(false));
    expect(placed()).toEqual(["760px", "360px"]);
  });
});

describe("who sees what", () => {
  it("a combatant the GM hides has no marker on a player's board; the GM's shows it", async () => {
    const { combat, ids } = await world();
    await combat.combatants.get(ids.oskar)!.update({ hidden: true });
    asUser("player");
    const board = await TrackBoard.open(combat);
    expect(markers(board).some((m) => m.endsWith(":O"))).toBe(false);
    expect(markers(board)).toContain("0:W");
    asUser("gm");
    await board.render({ force: true });
    expect(markers(board)).toContain("0:O");
  });

  it("the GM's button icons are buttons that remove a button; a player's are pictures", async () => {
    const { combat } = await world();
    asUser("player");
    const board = await TrackBoard.open(combat);
    expect(buttonOn(board, 5)!.tagName).toBe("SPAN");
    expect(buttonOn(board, 5)!.dataset.action).toBeUndefined();
    asUser("gm");
    await board.render({ force: true });
    expect(buttonOn(board, 5)!.tagName).toBe("BUTTON");
    expect(buttonOn(board, 5)!.dataset.action).toBe("hbRemoveButton");
  });
});

describe("the GM removes a button", () => {
  it("after confirming, naming it: the button leaves the track", async () => {
    const { combat } = await world();
    const board = await TrackBoard.open(combat);
    const icon = buttonOn(board, 5)!;
    apps.DialogV2.answers.push(true);
    click(icon);
    await settle(() => expect(ids(combat)).toEqual(["b1", "b2"]));
    const asked = apps.DialogV2.asked[0];
    expect(asked.window.title).toBe("HB.Endeavor.Board.removeButtonTitle");
    expect(asked.modal).toBe(true);
    expect(asked.content).toBe(
      `<p>${g.foundry.utils.escapeHTML(g.game.i18n.format("HB.Endeavor.Board.removeButtonConfirm", { what: icon.getAttribute("aria-label") }))}</p>`,
    );
    expect(asked.content).toContain("Remove");
    await settle(() => expect(buttonOn(board, 5)).toBeNull());
  });

  it("dismissed or answered anything but yes, the button stays", async () => {
    const { combat } = await world();
    const board = await TrackBoard.open(combat);
    for (const answer of [false, null, "yes"]) {
      apps.DialogV2.answers.push(answer);
      click(buttonOn(board, 5)!);
      await settle(() => expect(apps.DialogV2.asked).toHaveLength(1));
      await g.game.socket.settled();
      expect(ids(combat)).toEqual(["b1", "b2", "b3"]);
      apps.DialogV2.asked.length = 0;
    }
  });

  it("a label-less icon is asked about by an empty name; no question without a button id, a Combat, or a GM", async () => {
    const { combat } = await world();
    const board = await TrackBoard.open(combat);
    const icon = buttonOn(board, 5)!;
    icon.removeAttribute("aria-label");
    apps.DialogV2.answers.push(false);
    click(icon);
    await settle(() => expect(apps.DialogV2.asked).toHaveLength(1));
    expect(apps.DialogV2.asked[0].content).toBe(
      `<p>${g.foundry.utils.escapeHTML(g.game.i18n.format("HB.Endeavor.Board.removeButtonConfirm", { what: "" }))}</p>`,
    );
    apps.DialogV2.asked.length = 0;
    delete icon.dataset.buttonId;
    click(icon);
    icon.dataset.buttonId = "b3";
    asUser("player");
    click(icon);
    asUser("gm");
    board.combatId = "gone";
    click(icon);
    await new Promise((r) => setTimeout(r, 20));
    expect(apps.DialogV2.asked).toEqual([]);
    expect(ids(combat)).toEqual(["b1", "b2", "b3"]);
  });
});

describe("re-renders", () => {
  it("a move redraws the marker moved; the other markers and buttons stay the very elements on screen", async () => {
    const { combat, ids: who } = await world();
    const board = await TrackBoard.open(combat);
    const pieces = () => [...board.element!.querySelectorAll<HTMLElement>("[data-participant-id], [data-button-id]")];
    const before = new Set(pieces());
    await combat.dispatch({ type: "gm", gm: { op: "move", id: who.wren, to: 3 } });
    await settle(() => expect(markers(board)).toContain("3:W"));
    await board.render();
    expect(pieces().filter((el) => !before.has(el)).map((el) => el.textContent)).toEqual(["W"]);
    expect(markers(board)).toEqual(["0:O", "0:M", "3:W", "10:GW"]);
    expect(board.element!.querySelector("[data-hb-kept]")).toBeNull();
  });

  it("parts named by the caller, or a first render, redraw every cell", async () => {
    const { combat } = await world();
    const board = await TrackBoard.open(combat);
    const first = board.element!.querySelector("li.hb-cell");
    await board.render({ parts: ["board"] });
    expect(board.element!.querySelector("li.hb-cell")).not.toBe(first);
    const second = board.element!.querySelector("li.hb-cell");
    await board.render();
    expect(board.element!.querySelector("li.hb-cell")).toBe(second);
    await board.close();
    await board.render({ force: true });
    expect(board.element!.querySelector("li.hb-cell")).not.toBe(second);
  });

  it("the board part on screen stays the very element when its cells are patched in place", async () => {
    const { combat, ids: who } = await world();
    const board = await TrackBoard.open(combat);
    const part = board.element!.querySelector('[data-application-part="board"]');
    await combat.dispatch({ type: "gm", gm: { op: "move", id: who.wren, to: 3 } });
    await board.render();
    expect(markers(board)).toContain("3:W");
    expect(board.element!.querySelector('[data-application-part="board"]')).toBe(part);
  });

  it("a kept cell no longer on screen (a module took it) is drawn again, by one more render only", async () => {
    const { combat } = await world();
    const board = await TrackBoard.open(combat);
    board.element!.querySelector('li[data-position="7"]')!.remove();
    const render = vi.spyOn(board, "render");
    await board.render();
    await settle(() => expect(board.element!.querySelector('li.hb-cell[data-position="7"]')).not.toBeNull());
    expect(board.element!.querySelector("[data-hb-kept]")).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(render).toHaveBeenCalledTimes(2);
    // A render that found every cell is followed by none.
    render.mockClear();
    await board.render();
    await new Promise((r) => setTimeout(r, 20));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("a kept marker moved on screen out of its place is taken into the redrawn cell by that render, the last", async () => {
    const { combat, ids: who } = await world();
    const board = await TrackBoard.open(combat);
    const oskar = board.element!.querySelector<HTMLElement>(`[data-participant-id="${who.oskar}"]`)!;
    oskar.closest("li")!.append(oskar);
    const render = vi.spyOn(board, "render");
    await combat.dispatch({ type: "gm", gm: { op: "move", id: who.wren, to: 3 } });
    await settle(() => expect(markers(board)).toContain("3:W"));
    await new Promise((r) => setTimeout(r, 20));
    expect(render).toHaveBeenCalledTimes(1);
    expect(oskar.parentElement!.classList.contains("hb-cell-markers")).toBe(true);
    expect(markers(board)).toEqual(["0:O", "0:M", "3:W", "10:GW"]);
  });

  it("reopened after closing, every cell is drawn at once, none left waiting", async () => {
    const { combat } = await world();
    const board = await TrackBoard.open(combat);
    await board.close();
    await TrackBoard.open(combat);
    expect(board.element!.querySelector("[data-hb-kept]")).toBeNull();
    expect(board.element!.querySelectorAll("li.hb-cell")).toHaveLength(41);
  });

  it("a render of no part leaves the board as it is", async () => {
    const { combat } = await world();
    const board = await TrackBoard.open(combat);
    await expect(board.render({ parts: [] })).resolves.toBe(board);
    expect(markers(board)).toContain("0:W");
  });

  it("the GM's board and a player's are drawn apart: a board drawn for one is not kept for the other", async () => {
    const { combat } = await world();
    const board = await TrackBoard.open(combat);
    asUser("player");
    await board.render();
    expect(buttonOn(board, 5)!.tagName).toBe("SPAN");
    asUser("gm");
    await board.render();
    expect(buttonOn(board, 5)!.tagName).toBe("BUTTON");
  });
});
