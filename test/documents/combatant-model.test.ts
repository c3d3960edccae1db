// What a Combatant of an Endeavor encounter says of itself (combatant.system: its stored side and team, and its slice
// of the Combat's Endeavor read through getters), for any combatant a module or macro holds: one of another type, one
// core is still building, one added after the start.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import { combatantModel } from "../../src/data/combat/combatant-model";
import { EndeavorCombatantModel } from "../../src/data/combat/endeavor-combatant";
import { act } from "../builders/endeavor";
import { asUser, combatantSystem, endeavorWorld, startedWithWrenFirst } from "./combat-helpers";

/** What a module reads from a combatant's Endeavor model. */
const slice = (m: EndeavorCombatantModel) => ({
  participant: m.participant?.name ?? null,
  position: m.position,
  actionDie: m.actionDie,
  temporary: m.temporary,
  spent: m.spent,
  acted: m.acted,
});
const none = { participant: null, position: null, actionDie: null, temporary: [], spent: [], acted: false };

describe("a combatant's Endeavor model", () => {
  // First: core builds a model's schema once, at its first use, so this test reads every field.
  it("stores a side the GM chose (blank: the actor's) and a team label, and refuses any other side", () => {
    const read = (system: object) => new EndeavorCombatantModel(system as never).toObject();
    expect(read({})).toEqual({ side: "", team: "" });
    expect(read({ side: "monstrosities", team: " Red " })).toEqual({ side: "monstrosities", team: "Red" });
    expect(read({ side: "allies", team: "" })).toEqual({ side: "allies", team: "" });
    expect(() => read({ side: "rogues" })).toThrow();
  });

  it("is found on a combatant that has one, and on no other", () => {
    const model = { side: "allies", team: "" };
    expect(combatantModel({ system: model })).toBe(model);
    for (const system of [undefined, null, "side team", {}, { side: "allies" }, { team: "Red" }]) {
      expect(combatantModel({ system })).toBeNull();
    }
  });

  it("reads nothing before the Endeavor starts, nor away from any encounter", async () => {
    const { combat, ids } = await endeavorWorld();
    expect(slice(combatantSystem(combat, ids.wren))).toEqual(none);
    expect(slice(new EndeavorCombatantModel({ side: "", team: "" }))).toEqual(none);
    // A Combatant core builds away from any encounter (as for a drag), with our model and no Combat above it.
    const loose = new (globalThis as any).CONFIG.Combatant.documentClass({ actorId: combat.combatants.get(ids.wren)!.actorId });
    expect(slice(combatantModel(loose)!)).toEqual(none);
  });

  it("reads each combatant's own slice of the Endeavor, and nothing for one added after the start", async () => {
    const { combat, ids, actors } = await startedWithWrenFirst(await endeavorWorld());
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "command", command: act(ids.wren, { kind: "advance" }) });
    const wren = combat.endeavor!.participants.find((p) => p.id === ids.wren)!;
    expect(slice(combatantSystem(combat, ids.wren))).toEqual({
      participant: "Wren",
      position: wren.position,
      actionDie: "Head",
      temporary: wren.temporary,
      spent: wren.spent,
      acted: true,
    });
    expect(slice(combatantSystem(combat, ids.widow))).toMatchObject({
      participant: "Grey Widow",
      position: 10,
      actionDie: "Hurt",
      acted: false,
    });
    const [late] = (await combat.createEmbeddedDocuments("Combatant", [{ actorId: actors.mina.id }])) ?? [];
    expect(slice(combatantSystem(combat, late!.id!))).toEqual(none);
  });
});
