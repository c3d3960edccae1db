// Every change to a Blessing pool is a read-modify-write on the active GM's client, one at a time on the relay's
// queue: a Spark paid at roll time, a Help, the sheet's Gain, Spend, Remove and a Specialization's recharge. Fired
// together from a player's client, they can never spend more than the pool holds.
import { describe, expect, it } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { relay } from "../../../src/applications/shared/relay";
import { gainBlessing, removeBlessing, spendBlessings } from "../../../src/applications/sheets/blessing-pool";
import { ui } from "../../fakes/setup";
import { asUser, endeavorWorld } from "../../documents/combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

describe("pool changes fired together", () => {
  it("a Spark roll and a Help can never spend three 3s from a pool of two: one goes through, the other is refused", async () => {
    const { actors } = await endeavorWorld();
    await actors.wren.update({ system: { blessings: [3, 3] } });
    asUser("player2");
    const oskars = await postCheck(actors.oskar, { stat: "head" });
    asUser("player");
    const writes: unknown[] = [];
    g.Hooks.on("updateActor", (a: any, diff: any) => { if (a === actors.wren && diff.system?.blessings) writes.push(diff.system.blessings); });
    const [sparked, helped] = await Promise.all([
      postCheck(actors.wren, { stat: "head", partner: "hand" }),
      relay("check.help", { messageId: oskars!.id, actorUuid: actors.wren.uuid, blessing: 3 }),
    ]);
    await g.game.socket.settled();
    const spent = (sparked ? 2 : 0) + (helped ? 1 : 0);
    expect([!!sparked, !!helped].filter(Boolean)).toHaveLength(1);
    expect(actors.wren.system.blessings).toHaveLength(2 - spent);
    expect(writes).toHaveLength(1);
    expect(warnings()).toHaveLength(1);
    // What went through is what the pool shows: a Sparked roll on the card, or Wren's Help on Oskar's.
    if (sparked) expect(g.game.messages.get(oskars!.id).system.helps).toEqual([]);
    else expect(g.game.messages.contents.filter((m: any) => m.system?.actorUuid === actors.wren.uuid)).toEqual([]);
  });

  it("the sheet's Spend, Remove and Gain fired together read the pool one after another", async () => {
    const { actors } = await endeavorWorld();
    await actors.wren.update({ system: { blessings: [3] } });
    asUser("player");
    g.CONFIG.Dice.randomUniform = () => 0.99; // a gained Blessing is a 6
    await Promise.all([spendBlessings(actors.wren, "③"), spendBlessings(actors.wren, "③"), removeBlessing(actors.wren, 0), gainBlessing(actors.wren)]);
    await g.game.socket.settled();
    // One of the three takes the 3; the other two find it gone and are refused; the gained 6 is kept.
    expect(actors.wren.system.blessings).toEqual([6]);
    expect(warnings()).toHaveLength(2);
  });

  it("from a player's console, another character's pool is refused whatever the request claims, and nothing changes", async () => {
    const { actors } = await endeavorWorld();
    asUser("player");
    const oskar = actors.oskar.uuid;
    const forged = [
      { op: "spend", actorUuid: oskar, cost: "②" }, { op: "gain", actorUuid: oskar, count: 1 }, { op: "remove", actorUuid: oskar, value: 2 },
      { op: "spark", actorUuid: oskar, stats: ["head", "hurt"] }, { op: "recharge", actorUuid: oskar, itemId: "XXXXXXXXXXXXXXXX" },
      { op: "spend", actorUuid: oskar, cost: "②", userId: "player2" }, { op: "gain", actorUuid: actors.wren.uuid, count: 1e9 },
      { op: "spark", actorUuid: actors.wren.uuid, stats: ["head", "constructor"] }, { op: "take", actorUuid: oskar },
      // The Session Shop's payment: only from one's own pool, only Blessings 1–6, only Blessings the pool still holds.
      { op: "shop", actorUuid: oskar, paid: [2] }, { op: "shop", actorUuid: actors.wren.uuid, paid: [3, 7] },
      { op: "shop", actorUuid: actors.wren.uuid, paid: [5, 5] }, { op: "shop", actorUuid: actors.wren.uuid, paid: "3" },
    ];
    for (const request of forged) expect(await relay("pool", request)).toBeUndefined();
    const notOwner = "You do not own Oskar, so you cannot spend from its Blessings.";
    const malformed = (at: string) => `The GM's client refused a malformed request (at ${at}); nothing was changed.`;
    const changed = "Your Blessings changed while the Session Shop was open (5, 5 are no longer all in the pool): nothing was paid or bought. The shop now prices your purchases from the pool as it stands; check them and finish again.";
    expect(warnings()).toEqual([notOwner, notOwner, notOwner, notOwner, notOwner, malformed("userId"), malformed("count"), malformed("stats[1]"), malformed("op"),
      notOwner, malformed("paid[1]"), changed, malformed("paid")]);
    expect(actors.oskar.system.blessings).toEqual([2]);
    expect(actors.wren.system.blessings).toEqual([3, 5]);
  });
});
