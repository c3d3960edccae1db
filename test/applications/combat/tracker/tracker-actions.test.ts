// The tracker's bodies as the shell finds them (tracker-actions.ts, tracker-start.ts): a handler for every action the
// shell lists, the header's button opening the track board on the Combat shown, and the side and team the start form
// draws for a combatant with nothing stored yet.
import { afterEach, describe, expect, it } from "vitest";
import { TrackBoard } from "../../../../src/applications/combat/board/track-board";
import { actions } from "../../../../src/applications/combat/tracker/tracker-actions";
import { TRACKER_ACTIONS, type TrackerHost } from "../../../../src/applications/combat/tracker/tracker-host";
import { startChoices } from "../../../../src/applications/combat/tracker/tracker-start";
import { endeavorWorld } from "../../../documents/combat-helpers";

const g = globalThis as any;

afterEach(async () => {
  await TrackBoard.instance?.close();
  TrackBoard.instance = null;
});

describe("the tracker's actions", () => {
  it("every action the shell lists has its handler, and no other", () => {
    expect(Object.keys(actions).sort()).toEqual([...TRACKER_ACTIONS].sort());
    for (const name of TRACKER_ACTIONS) expect(typeof actions[name]).toBe("function");
  });

  it("the header's board button opens the track board on the Combat shown, or says there is none", async () => {
    const { combat } = await endeavorWorld();
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    const open = actions.hbOpenBoard as (this: TrackerHost) => Promise<void>;
    await open.call({ combat } as unknown as TrackerHost);
    const board = TrackBoard.instance!;
    expect(board.rendered).toBe(true);
    expect(board.element!.querySelector('li[data-position="0"] .hb-marker')).not.toBeNull();
    await open.call({ combat: null } as unknown as TrackerHost);
    expect(board.element!.textContent).toContain(g.game.i18n.localize("HB.Endeavor.Board.none"));
  });
});

describe("the start form's choices for a combatant", () => {
  it("are what its Endeavor model stores; with none (core still building it), blank", () => {
    expect(startChoices({ system: { side: "allies", team: "Red" } })).toEqual({ side: "allies", team: "Red" });
    for (const system of [undefined, null, {}, { side: "allies" }]) expect(startChoices({ system })).toEqual({ side: "", team: "" });
  });
});
