// V14 can detach an application into its own browser window (core's ApplicationV2#detachWindow, faked as core does it
// in test/fakes/applications.ts): the element moves into another document. The track board must still be found and
// refreshed there (through foundry.applications.instances, not the main page's getElementById), and it must be styled
// there (the on-demand styles follow it into its window, applications/shared/styles.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { TrackBoard } from "../../../../src/applications/combat/board/track-board";
import { adoptStyles } from "../../../../src/applications/shared/styles";
import { endeavorWorld } from "../../../documents/combat-helpers";

const g = globalThis as any;
const settle = <T>(check: () => T) => vi.waitFor(check, { timeout: 3_000 });
const styleIn = (doc: Document, id: string) => doc.querySelector<HTMLStyleElement>(`style#${id}`)?.textContent ?? null;

/** Core V14's ApplicationV2#detachWindow: the V13 declarations the tests type-check against lack it, so it is asked of
 *  the board itself (a test fails here if it lacks it). */
async function detachWindow(board: TrackBoard): Promise<void> {
  const v14 = (b: TrackBoard): b is TrackBoard & { detachWindow(): Promise<unknown> } =>
    "detachWindow" in b && typeof b.detachWindow === "function";
  if (!v14(board)) throw new Error("the board has no detachWindow (V14's ApplicationV2)");
  await board.detachWindow();
}

async function detachedBoard() {
  const { combat, ids } = await endeavorWorld();
  await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
  g.game.release.generation = 14;
  const board = await TrackBoard.open(combat);
  return { combat, ids, board };
}

afterEach(async () => {
  await TrackBoard.instance?.close();
  TrackBoard.instance = null;
  document.head.querySelectorAll("style[id^='hb-test']").forEach((s) => s.remove());
});

describe("a track board detached into its own window (V14)", () => {
  it("keeps following the Combat: a move on the track shows in the detached window", async () => {
    const { combat, ids, board } = await detachedBoard();
    await detachWindow(board);
    const own = board.element!.ownerDocument;
    expect(own).not.toBe(document);
    expect(document.getElementById("hb-track-board")).toBeNull();
    await combat.dispatch({ type: "gm", gm: { op: "move", id: ids.wren, to: 5 } });
    await settle(() => expect(board.element!.querySelector('li[data-position="5"] .hb-marker')?.textContent).toBe("W"));
    expect(board.element!.ownerDocument).toBe(own);
    // And when the encounter is deleted, it says so there too.
    await combat.delete();
    await settle(() => expect(board.element!.querySelector("li.hb-cell")).toBeNull());
    expect(board.element!.textContent).toContain(g.game.i18n.localize("HB.Endeavor.Board.none"));
  });

  it("is styled in its window: styles loaded before it left go with it, styles loaded while it is away reach it", async () => {
    const { board } = await detachedBoard();
    // (The fake clears hooks before each test; in a world, the first style loaded on demand watches for new windows
    // for the rest of the session.)
    adoptStyles("hb-test-before", ".hb-track{color:red}");
    await detachWindow(board);
    const own = board.element!.ownerDocument;
    expect(styleIn(own, "hb-test-before")).toBe("@layer system{.hb-track{color:red}}");
    adoptStyles("hb-test-later", ".hb-cell{color:blue}");
    expect(styleIn(own, "hb-test-later")).toBe("@layer system{.hb-cell{color:blue}}");
    expect(styleIn(document, "hb-test-later")).toBe("@layer system{.hb-cell{color:blue}}");
    // Each once, in each document.
    adoptStyles("hb-test-later", ".hb-cell{color:green}");
    expect(own.querySelectorAll("style#hb-test-later")).toHaveLength(1);
    expect(document.querySelectorAll("style#hb-test-later")).toHaveLength(1);
  });
});

describe("docking the board", () => {
  const dock = (board: TrackBoard) => board.element!.querySelector<HTMLElement>('[data-action="hbToggleDock"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  const placed = (board: TrackBoard) => ["left", "top", "width", "height"].map((k) => board.element!.style.getPropertyValue(k));

  it("on the main page: along the bottom above the hotbar, the sidebar's width left free", async () => {
    const { board } = await detachedBoard();
    dock(board);
    await settle(() => expect(board.element!.classList.contains("docked")).toBe(true));
    expect(placed(board)).toEqual(["0px", `${window.innerHeight - 260}px`, `${window.innerWidth - 320}px`, "180px"]);
  });

  it("in a window of its own: along the bottom of that window, its whole width (no hotbar, no sidebar there)", async () => {
    const { board } = await detachedBoard();
    await detachWindow(board);
    const view = board.element!.ownerDocument.defaultView!;
    expect([view.innerWidth, view.innerHeight]).toEqual([640, 480]);
    dock(board);
    await settle(() => expect(board.element!.classList.contains("docked")).toBe(true));
    expect(placed(board)).toEqual(["0px", "300px", "640px", "180px"]);
  });
});
