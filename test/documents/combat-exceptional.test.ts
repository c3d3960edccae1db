// Gains in an Endeavor: the actor's things of exceptional quality are read with what it brings to Checks, so the
// acting form lists them (as the roll dialog does) and the engine lets only an actor who has one use it.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import type { Command } from "../../src/rules/endeavor";
import { ui } from "../fakes/setup";
import { asUser, endeavorWorld, startedWithWrenFirst } from "./combat-helpers";

const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const command = (combatId: string, c: Command) => requestEndeavor({ combatId, op: "command", command: c });

describe("an exceptional thing gained, in an Endeavor", () => {
  it("Wren's exceptional map reaches her traits (not her plain compass); once it is gone, her Check cannot use it", async () => {
    const world = await endeavorWorld();
    const { combat, actors, ids } = world;
    const [map] = (await actors.wren.createEmbeddedDocuments("Item", [
      { name: "Grandmother's map", type: "thing", system: { kind: "item", exceptional: true } },
      { name: "Compass", type: "thing", system: { kind: "item", exceptional: false } },
    ])) ?? [];
    await startedWithWrenFirst(world);
    const wren = () => combat.endeavor!.participants.find((p) => p.id === ids.wren)!;
    expect(wren().traits?.exceptional).toEqual(["Grandmother's map"]);
    // The map is lost mid-Endeavor: Wren's next Check cannot use it, and nothing changes.
    await map!.delete();
    const before = JSON.stringify(combat.endeavor);
    asUser("player");
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "advance", exceptional: true } });
    expect(warnings()).toEqual(["Wren has gained nothing of exceptional quality (the Gains upgrade) to use in this Check."]);
    expect(JSON.stringify(combat.endeavor)).toBe(before);
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "advance" } });
    expect(combat.endeavor!.turn.current).not.toBe(ids.wren);
  });
});
