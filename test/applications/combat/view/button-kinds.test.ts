// The GM's "add a button" takes only the kinds this Endeavor uses (the kinds table's buttonKindsOf, which the toolbar's
// list offers): another kind sent anyway (a console, a stale page) is refused with a message and changes nothing. The
// refusal is the GM request's, not the engine's: an older log holding such a button still replays (undo).
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import { ui } from "../../../fakes/setup";
import { asUser, endeavorWorld, snapshot } from "../../../documents/combat-helpers";

const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const UNUSED = "That kind of button is not used in this kind of Endeavor: add one of those the list offers.";

describe("the GM's add a button", () => {
  it("a kind the Endeavor does not use (Terrain, an Alarm in a Monstrous Endeavor) is refused with a message; nothing changes", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    const before = snapshot(combat);
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "gm", gm: { op: "addButton", kind: "terrain", position: 4, owner: ids.wren } } });
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "gm", gm: { op: "addButton", kind: "alarm", position: 4, owner: null } } });
    expect(warnings()).toEqual([UNUSED, UNUSED]);
    expect(snapshot(combat)).toBe(before);
    // A kind it uses goes on as before.
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "gm", gm: { op: "addButton", kind: "scheme", position: 4, owner: null } } });
    expect(combat.endeavor!.buttons.filter((b) => b.kind === "scheme").map((b) => b.position)).toContain(4);
    expect(warnings()).toHaveLength(2);
  });

  it("a Racing Endeavor takes Terrain and refuses a Scheme", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "racing", edition: "v0.0.21.10" } });
    const before = snapshot(combat);
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "gm", gm: { op: "addButton", kind: "scheme", position: 4, owner: null } } });
    expect(warnings()).toEqual([UNUSED]);
    expect(snapshot(combat)).toBe(before);
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "gm", gm: { op: "addButton", kind: "terrain", position: 4, owner: ids.wren } } });
    expect(combat.endeavor!.buttons.some((b) => b.kind === "terrain" && b.position === 4 && b.owner === ids.wren)).toBe(true);
  });

  it("an older log that holds such a button (added before the refusal) still replays: undo takes back what came after it", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    await combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" });
    await combat.dispatch({ type: "gm", gm: { op: "addButton", kind: "terrain", position: 4, owner: ids.wren } });
    const kept = snapshot(combat);
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "gm", gm: { op: "move", id: ids.wren, to: 3 } } });
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(warnings()).toEqual([]);
    expect(snapshot(combat)).toBe(kept);
  });
});
