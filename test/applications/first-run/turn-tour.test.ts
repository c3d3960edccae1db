// The Tours over a running Endeavor, through the real tracker: a player's turn (the Action Die, their row, the steps,
// Help from their row, the board) and the GM's toolbar and board. Every target is in our rendered templates, and a
// walk points each step at the viewer's own part of the tracker, or shows it mid-screen where that part is not drawn.
import { afterEach, describe, expect, it, vi } from "vitest";
import { onFirstReady } from "../../../src/applications/first-run/first-run";
import { GM_TOUR, TURN_TOUR } from "../../../src/applications/first-run/tour-steps";
import { asUser } from "../../documents/combat-helpers";
import { started, toTurns, type Started } from "../combat/tracker-helpers";

const g = globalThis as any;

afterEach(() => {
  vi.restoreAllMocks();
  g.foundry.nue.Tour._reset();
});

const targets = (tour: typeof TURN_TOUR, id: string) => tour.steps.find((s) => s.id === id)!.targets!;
/** The first of a step's targets drawn in the tracker, as the tour looks it up. */
const found = (w: Started, tour: typeof TURN_TOUR, id: string) => targets(tour, id).map((t) => w.tracker.element!.querySelector(t)).find(Boolean) ?? null;

async function walk(tour: any) {
  const seen: { id: string; target: HTMLElement | null }[] = [];
  await tour.start();
  for (;;) {
    seen.push({ id: tour.currentStep.id, target: tour.shown.target });
    if (!tour.hasNext) break;
    await tour.next();
  }
  await tour.complete();
  return seen;
}

describe("the Tours over a running Endeavor", () => {
  it("every target of the turn's tour and of the GM's toolbar steps is in the tracker as rendered, in the viewer's row", async () => {
    const w = await started();
    await w.as("player");
    expect(found(w, TURN_TOUR, "actionDie")).toBe(w.row(w.ids.wren).querySelector('[data-action="hbChoose"]'));
    await toTurns(w);
    await w.as("player");
    const wren = w.row(w.ids.wren);
    expect(found(w, TURN_TOUR, "row")).toBe(wren.querySelector(".hb-turn"));
    expect(found(w, TURN_TOUR, "steps")).toBe(wren.querySelector('details[data-step="action"]'));
    expect(found(w, TURN_TOUR, "board")).toBe(w.tracker.element!.querySelector(".hb-board-open"));
    await w.as("player2");
    expect(found(w, TURN_TOUR, "help")).toBe(w.row(w.ids.oskar).querySelector(".hb-offer"));
    await w.as("gm");
    const gm = w.tracker.element!.querySelector("[data-endeavor-gm]")!;
    expect(found(w, GM_TOUR, "undo")?.textContent?.trim()).toBe("Undo");
    expect(found(w, GM_TOUR, "endTurn")?.textContent?.trim()).toBe("End turn");
    expect(found(w, GM_TOUR, "track")).toBe(gm.querySelector("details.hb-gm-more"));
    expect(found(w, GM_TOUR, "board")).toBe(w.tracker.element!.querySelector(".hb-board-open"));
  });

  it("a player walks the turn's tour on their turn: the combat tab, their turn, its first step, the board; Help mid-screen", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("player");
    await onFirstReady();
    const seen = await walk(g.game.tours.get("humanity-blessed.turn"));
    const wren = w.row(w.ids.wren);
    expect(seen.map((s) => s.id)).toEqual(["welcome", "actionDie", "row", "steps", "help", "board", "done"]);
    expect(seen.map((s) => s.target)).toEqual([
      null, null, wren.querySelector(".hb-turn"), wren.querySelector('details[data-step="action"]'), null,
      w.tracker.element!.querySelector(".hb-board-open"), null,
    ]);
    expect(g.ui.sidebar.tabGroups.primary).toBe("combat");
  });

  it("at the round's start the Action Die step points at the player's own choice, and another player's Help at their offer", async () => {
    const w = await started();
    await w.as("player2");
    await onFirstReady();
    const tour = g.game.tours.get("humanity-blessed.turn");
    await tour.start();
    await tour.next();
    expect(tour.shown.target).toBe(w.row(w.ids.oskar).querySelector('[data-action="hbChoose"]'));
    tour.exit();
    asUser("gm");
    for (const [by, stat, blessings] of [[w.ids.wren, "Head", [2, 2]], [w.ids.oskar, "Head", [2, 3, 4]], [w.ids.mina, "Hand", [2, 3, 4]], [w.ids.widow, "Hurt", [4, 4, 5]]] as const) {
      await w.combat.dispatch({ type: "chooseActionDie", by, stat, blessings: [...blessings] });
    }
    await w.as("player2");
    await tour.progress(4);
    expect([tour.currentStep.id, tour.shown.target]).toEqual(["help", w.row(w.ids.oskar).querySelector(".hb-offer")]);
    tour.exit();
  });

  it("the GM walks on past Begin through the toolbar and the board of a running Endeavor", async () => {
    const w = await started();
    await toTurns(w);
    await w.as("gm");
    await onFirstReady();
    const seen = await walk(g.game.tours.get("humanity-blessed.endeavor"));
    const gm = w.tracker.element!.querySelector("[data-endeavor-gm]")!;
    expect(seen.slice(4, 8)).toEqual([
      { id: "undo", target: gm.querySelector('[data-action="hbUndo"]') },
      { id: "endTurn", target: gm.querySelector('[data-action="hbEndTurn"]') },
      { id: "track", target: gm.querySelector(".hb-gm-more") },
      { id: "board", target: w.tracker.element!.querySelector(".hb-board-open") },
    ]);
  });
});
