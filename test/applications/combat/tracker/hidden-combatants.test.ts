// Combatants the GM keeps hidden (core's toggle) stay hidden from players in the tracker, on the board and in the
// Endeavor cards; the GM sees everything.
import { describe, expect, it } from "vitest";
import { prepareEndeavorTracker } from "../../../../src/applications/combat/view/tracker-context";
import { prepareTrackBoard } from "../../../../src/applications/combat/view/board-context";
import { asUser, endeavorWorld } from "../../../documents/combat-helpers";
import { endeavorFixture } from "../../../harness/fixtures/endeavor";

const g = globalThis as any;
const fx = endeavorFixture(6);
const hiddenId = "m0";
const combatants = fx.combatants.map((c) => (c.id === hiddenId ? { ...c, hidden: true } : c));
const tracker = (isGM: boolean) => prepareEndeavorTracker({ state: fx.state, combatants, viewer: { isGM }, logLength: fx.log.length, edition: "v0.0.21.10" });
const hiddenName = fx.state.participants.find((p) => p.id === hiddenId)!.name;

describe("a hidden Monstrosity", () => {
  it("has no row, no name in the turn order and no place among a player's targets; the GM still has it all", () => {
    const player = tracker(false);
    const gm = tracker(true);
    if (!player.started || !gm.started) throw new Error("fixture not started");
    expect(player.rows.map((r) => r.id)).not.toContain(hiddenId);
    expect(JSON.stringify(player)).not.toContain(hiddenName);
    expect(player.outsiders.map((o) => o.id)).not.toContain(hiddenId);
    expect(gm.rows.map((r) => r.id)).toContain(hiddenId);
    expect(JSON.stringify(gm)).toContain(hiddenName);
  });

  it("has no marker and no personal button on a player's board", () => {
    const hidden = new Set([hiddenId]);
    const player = prepareTrackBoard(fx.state, { isGM: false, hidden });
    const gm = prepareTrackBoard(fx.state, { isGM: true, hidden });
    const markers = (b: typeof player) => b.cells.flatMap((c) => ("markers" in c ? c.markers : []) as { name: string }[]).map((m) => m.name);
    expect(markers(player)).not.toContain(hiddenName);
    expect(markers(gm)).toContain(hiddenName);
    expect(JSON.stringify(player)).not.toContain(hiddenName);
    const owned = fx.state.buttons.filter((b) => b.owner === hiddenId).length;
    const count = (b: typeof player) => b.cells.reduce((n, c) => n + (("buttons" in c ? c.buttons : []) as unknown[]).length, 0);
    expect(owned).toBeGreaterThan(0);
    expect(count(gm) - count(player)).toBe(owned);
  });
});

describe("an Endeavor card", () => {
  it("that names a hidden combatant is whispered to the GMs; one that does not is public", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await combat.combatants.get(ids.widow)!.update({ hidden: true });
    await combat.dispatch({ type: "chooseActionDie", by: ids.wren, stat: "Head", blessings: [2, 3] });
    expect(g.game.messages.contents.at(-1).whisper).toEqual([]);
    await combat.dispatch({ type: "chooseActionDie", by: ids.widow, stat: "Hand", blessings: [2, 3] });
    expect(g.game.messages.contents.at(-1).whisper).toEqual(["gm"]);
  });
});
