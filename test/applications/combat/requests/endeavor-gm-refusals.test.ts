// The GM's client refusing Endeavor requests a player (or a stale page) can send: an encounter since deleted, an offer
// before the Endeavor begins or while nobody acts, an offer for someone not in it or for the actor themself, Help that
// lowers X without an Eye, Analytical without the Specialization. Each is told why, and nothing changes.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../../../src/applications/combat/requests/endeavor-relay";
import { ui } from "../../../fakes/setup";
import { asUser, endeavorWorld, snapshot, startedWithWrenFirst } from "../../../documents/combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const en = (key: string, data: Record<string, string> = {}) => g.game.i18n.format(key, data);
const stored = (combat: any) => [combat.system.helpOffers, combat.system.reactionOffers];

describe("Endeavor requests the GM's client refuses", () => {
  it("an encounter since deleted: refused, nothing else touched", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    const before = snapshot(combat);
    for (const request of [
      { combatId: "nosuchcombat0000", op: "undo" },
      { combatId: "nosuchcombat0000", op: "offerHelp", by: ids.wren, offer: null },
      { combatId: "nosuchcombat0000", op: "command", command: { type: "skipRound", by: ids.wren } },
    ] as const) expect(await requestEndeavor(request as never)).toBeUndefined();
    expect(warnings()).toEqual(Array(3).fill(en("HB.Error.endeavorNoCombat")));
    expect(snapshot(combat)).toBe(before);
  });

  it("Help or a reaction offered before the Endeavor begins: refused", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("player2");
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: { temporary: [2] } } })).toBeUndefined();
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "mischievous" })).toBeUndefined();
    expect(warnings()).toEqual(Array(2).fill(en("HB.Error.endeavorNotStarted")));
    expect(stored(combat)).toEqual([[], []]);
  });

  it("an offer while nobody acts yet, or for someone not in the Endeavor: refused with the reason", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    ui.messages.length = 0;
    // Action Dice not chosen yet: nobody acts.
    asUser("player2");
    await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: { temporary: [2] } } });
    await requestEndeavor({ combatId: combat.id!, op: "offerReaction", by: ids.oskar, kind: "mischievous" });
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: "notacombatant000", offer: { pay: {} } });
    expect(warnings()).toEqual([
      en("HB.Error.endeavor-wrong-phase"), en("HB.Error.endeavor-wrong-phase"), en("HB.Error.endeavor-unknown-participant"),
    ]);
    expect(stored(combat)).toEqual([[], []]);
  });

  it("on Wren's turn: Wren cannot Help herself; Help lowering X needs an Eye; Analytical needs the Specialization", async () => {
    const { combat, ids } = await startedWithWrenFirst(await endeavorWorld());
    ui.messages.length = 0;
    asUser("player");
    await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.wren, offer: { pay: { temporary: [5] } } });
    asUser("player2");
    await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: {}, use: "x-down" } });
    await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: {}, use: "analytical" } });
    expect(warnings()).toEqual([
      en("HB.Error.endeavor-bad-helper"), en("HB.Error.endeavor-action-unavailable"),
      en("HB.Error.endeavor-no-specialization", { name: "Oskar", specialization: "Analytical" }),
    ]);
    expect(stored(combat)).toEqual([[], []]);
  });

  it("Help offered on the roll or on X is stored as offered, with its Blessing; offered again, it replaces the first", async () => {
    const { combat, ids } = await startedWithWrenFirst(await endeavorWorld());
    asUser("player2");
    const round = combat.endeavor!.round;
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: { temporary: [3] } } })).toBe(true);
    expect(combat.system.helpOffers).toEqual([{ by: ids.oskar, to: ids.wren, round, pay: { temporary: [3], permanent: [] }, use: "roll" }]);
    expect(await requestEndeavor({ combatId: combat.id!, op: "offerHelp", by: ids.oskar, offer: { pay: { permanent: [2] }, use: "x" } })).toBe(true);
    expect(combat.system.helpOffers).toEqual([{ by: ids.oskar, to: ids.wren, round, pay: { temporary: [], permanent: [2] }, use: "x" }]);
    expect(warnings()).toEqual([]);
  });
});
