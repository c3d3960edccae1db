// Help offers are the Combat model's data (system.helpOffers, validated), not a flag. A Combat stored while they were
// a flag (flags["humanity-blessed"].helpOffers) loads with them moved into its data and nothing else changed.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import type { Command } from "../../src/rules/endeavor";
import { ui } from "../fakes/setup";
import { asUser, endeavorWorld, snapshot } from "./combat-helpers";

const g = globalThis as any;
const command = (combatId: string, c: Command) => requestEndeavor({ combatId, op: "command", command: c });

/** An Endeavor in its turns, Wren's turn, and the Combat's stored source as 0.1 kept it: offers in a flag. */
async function oldCombat() {
  const world = await endeavorWorld();
  asUser("gm");
  const { combat, ids } = world;
  await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10", terrain: "", finishLine: 25 } });
  for (const [by, stat] of [[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Hurt"]] as const) {
    await command(combat.id!, { type: "chooseActionDie", by, stat, blessings: by === ids.widow ? [4, 4, 5] : [2, 3] });
  }
  const acting = combat.endeavor!.turn.current!;
  const helper = [ids.wren, ids.oskar, ids.mina].find((id) => id !== acting)!;
  const offer = { by: helper, to: acting, round: combat.endeavor!.round, pay: { permanent: [5] }, use: "x" };
  const source = combat.toObject();
  delete source.system.helpOffers;
  // As an older world stored it, with a key no model knows beside the offers (it must come through untouched).
  const stored = { "humanity-blessed": { helpOffers: [offer], note: "kept" }, "other-module": { x: 1 } };
  source.flags = stored;
  return { world, source, offer, acting, helper };
}

describe("Help offers in the Combat model", () => {
  it("a Combat stored with its offers in the flag loads with them in system.helpOffers, its game and flags untouched", async () => {
    const { world, source, offer } = await oldCombat();
    const loaded = new g.CONFIG.Combat.documentClass(structuredClone(source));
    expect(loaded.system.helpOffers).toEqual([{ ...offer, pay: { temporary: [], permanent: [5] } }]);
    expect(snapshot(loaded)).toBe(snapshot(world.combat));
    expect(loaded.system.setup).toEqual(source.system.setup);
    expect(loaded.flags).toEqual(source.flags);
    // The tracker reads the offer from the model: the acting player's form lists it.
    expect(loaded.model.offers).toEqual([{ ...offer, pay: { temporary: [], permanent: [5] } }]);
  });

  it("validates each offer: no Helper, or an unknown use, is refused as core refuses an invalid update, changing nothing", async () => {
    const { world, acting, helper } = await oldCombat();
    const bad = [{ by: "", to: acting, round: 1, pay: { temporary: [6] }, use: "roll" }, { by: helper, to: acting, round: 1, pay: {}, use: "twice" }];
    // Offers of a shape the model refuses, sent on purpose: fvtt-types would not let them be written.
    for (const offer of bad) {
      expect(await world.combat.update({ "system.helpOffers": [offer] } as never)).toBeUndefined();
    }
    expect(ui.messages.filter((m) => m.type === "error")).toHaveLength(2);
    expect(world.combat.system.helpOffers).toEqual([]);
  });

  it("Cover's \"x-down\" (issue 28) is a use beside the others: offers stored before it load unchanged, and it is valid", async () => {
    const { world, acting, helper } = await oldCombat();
    const uses = (["roll", "x", "analytical", "x-down"] as const)
      .map((use) => ({ by: helper, to: acting, round: 1, pay: { temporary: [], permanent: [5] }, use }));
    await world.combat.update({ system: { helpOffers: uses } });
    const reloaded = new g.CONFIG.Combat.documentClass(world.combat.toObject());
    expect(reloaded.system.helpOffers).toEqual(uses);
    expect(reloaded.model.offers.map((o: { use: string }) => o.use)).toEqual(["roll", "x", "analytical", "x-down"]);
  });

  it("once the GM writes the list, the old flag is cleared: a withdrawn offer does not come back on the next load", async () => {
    const { source, helper } = await oldCombat();
    const combat = await g.CONFIG.Combat.documentClass.create(structuredClone(source));
    expect(combat.system.helpOffers).toHaveLength(1);
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: helper, offer: null });
    expect(combat.system.helpOffers).toEqual([]);
    const reloaded = new g.CONFIG.Combat.documentClass(combat.toObject());
    expect(reloaded.system.helpOffers).toEqual([]);
    expect(reloaded.flags["humanity-blessed"]).toEqual({ helpOffers: null, note: "kept" });
  });
});
