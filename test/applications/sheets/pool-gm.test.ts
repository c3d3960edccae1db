// The GM's side of a pool change, as a player's console can ask for one: what each change does to the pool, what a
// refusal says (and that it changes nothing), and what modules are told (humanity-blessed.poolChange).
import { beforeEach, describe, expect, it } from "vitest";
import { relay } from "../../../src/applications/shared/relay";
import { ui } from "../../fakes/setup";
import { asUser, endeavorWorld } from "../../documents/combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const malformed = (at: string) => `The GM's client refused a malformed request (at ${at}); nothing was changed.`;
let world: Awaited<ReturnType<typeof endeavorWorld>>;
let told: unknown[][];
/** Items given to Wren, read as the tests read them (their system by field). */
const items = async (data: object[]): Promise<any[]> =>
  (await world.actors.wren.createEmbeddedDocuments("Item", data as never)) ?? [];

beforeEach(async () => {
  world = await endeavorWorld();
  told = [];
  g.Hooks.on("humanity-blessed.poolChange", (...args: unknown[]) => told.push(args));
  asUser("player");
});

describe("Remove", () => {
  it("takes out one Blessing of that value, the first, and tells modules what it took", async () => {
    const { wren } = world.actors;
    await wren.update({ system: { blessings: [3, 5, 3] } });
    expect(await relay("pool", { op: "remove", actorUuid: wren.uuid, value: 3 })).toEqual({ paid: [3] });
    expect(wren.system.blessings).toEqual([5, 3]);
    expect(told).toEqual([[wren, { op: "remove", before: [3, 5, 3], after: [5, 3], gained: [], paid: [3] }, "player"]]);
  });

  it("a value no longer in the pool is refused in words and removes nothing", async () => {
    const { wren } = world.actors;
    expect(await relay("pool", { op: "remove", actorUuid: wren.uuid, value: 4 })).toBeUndefined();
    expect(warnings()).toEqual(["There is no 4 in the pool any more: nothing was removed."]);
    expect(wren.system.blessings).toEqual([3, 5]);
    expect(told).toEqual([]);
  });
});

describe("Spend and Spark", () => {
  it("a Cursed character's Blessings are each worth one less: a 3 cannot pay ③, a 5 can (and a 3 is its change)", async () => {
    const { wren } = world.actors;
    await wren.toggleStatusEffect("cursed");
    expect(await relay("pool", { op: "spend", actorUuid: wren.uuid, cost: "②" })).toEqual({ paid: [3] });
    expect(await relay("pool", { op: "spend", actorUuid: wren.uuid, cost: "⑤" })).toBeUndefined();
    expect(warnings()).toEqual(["The Blessings pool cannot pay ⑤."]);
    expect(wren.system.blessings).toEqual([5]);
    expect(told).toEqual([[wren, { op: "spend", before: [3, 5], after: [5], gained: [], paid: [3] }, "player"]]);
  });

  it("a Spark is refused for unbalanced Stats and for a Taxed character, paying nothing", async () => {
    const { wren } = world.actors;
    await wren.update({ system: { blessings: [3, 3, 5, 5] } });
    expect(await relay("pool", { op: "spark", actorUuid: wren.uuid, stats: ["head", "hand", "hurt"] })).toBeUndefined();
    await wren.toggleStatusEffect("taxed");
    expect(await relay("pool", { op: "spark", actorUuid: wren.uuid, stats: ["head", "hand"] })).toBeUndefined();
    expect(warnings()).toEqual(["Only two balanced Stats (same die size) can Spark.", "Taxed characters cannot Spark."]);
    expect(wren.system.blessings).toEqual([3, 3, 5, 5]);
  });

  it("three balanced Stats are an Ascendant Spark: it pays two pairs", async () => {
    const { wren } = world.actors;
    await wren.update({ system: { blessings: [3, 3, 5, 5, 6], stats: { head: 8, hand: 8, hurt: 8 } } });
    expect(await relay("pool", { op: "spark", actorUuid: wren.uuid, stats: ["head", "hand", "hurt"] })).toEqual({
      paid: [3, 3, 5, 5],
    });
    expect(wren.system.blessings).toEqual([6]);
  });
});

describe("who and what may be asked", () => {
  it("a uuid that is no character nor Monstrosity is refused as malformed; another's pool names its owner", async () => {
    const { wren, oskar } = world.actors;
    const party = await g.CONFIG.Actor.documentClass.create({ type: "party", name: "Crew", ownership: { default: 3 } });
    for (const actorUuid of ["Actor.XXXXXXXXXXXXXXXX", party.uuid, `${wren.uuid}.Item.XXXXXXXXXXXXXXXX`])
      expect(await relay("pool", { op: "gain", actorUuid, count: 1 })).toBeUndefined();
    expect(await relay("pool", { op: "gain", actorUuid: oskar.uuid, count: 1 })).toBeUndefined();
    expect(warnings()).toEqual([
      ...Array(3).fill(malformed("actorUuid")),
      "You do not own Oskar, so you cannot spend from its Blessings.",
    ]);
    expect([wren.system.blessings, oskar.system.blessings, told]).toEqual([[3, 5], [2], []]);
  });

  it("a recharge names an item of the character's that is a Specialization; one with nothing to pay pays nothing", async () => {
    const { wren } = world.actors;
    const [sight, calm, keen] = await items([
      { type: "aptitude", name: "Sight" },
      { type: "specialization", name: "Calm", system: { recharge: "③", spent: false } },
      { type: "specialization", name: "Keen", system: { recharge: "②", spent: true } },
    ]);
    const recharge = (itemId: string) => relay("pool", { op: "recharge", actorUuid: wren.uuid, itemId });
    expect(await recharge(sight.id)).toBeUndefined();
    expect(await recharge("XXXXXXXXXXXXXXXX")).toBeUndefined();
    expect(warnings()).toEqual([malformed("itemId"), malformed("itemId")]);
    expect(await recharge(calm.id)).toEqual({ paid: [] });
    expect(wren.system.blessings).toEqual([3, 5]);
    expect(await recharge(keen.id)).toEqual({ paid: [3] });
    expect([wren.system.blessings, keen.system.spent]).toEqual([[5], false]);
    expect(told.map((args) => args[1])).toEqual([
      { op: "recharge", before: [3, 5], after: [3, 5], gained: [], paid: [] },
      { op: "recharge", before: [3, 5], after: [5], gained: [], paid: [3] },
    ]);
  });

  it("a spent Specialization with no recharge cost cannot be recharged: it pays nothing and stays spent", async () => {
    const { wren } = world.actors;
    const [focused] = await items([
      { type: "specialization", name: "Focused", system: { recharge: "", spent: true } },
    ]);
    expect(await relay("pool", { op: "recharge", actorUuid: wren.uuid, itemId: focused.id })).toEqual({ paid: [] });
    expect([wren.system.blessings, focused.system.spent]).toEqual([[3, 5], true]);
  });

  it("a Cursed character's recharge of ③ cannot take a 3 (worth 2): it takes the 5", async () => {
    const { wren } = world.actors;
    const [calm] = await items([
      { type: "specialization", name: "Calm", system: { recharge: "③", spent: true } },
    ]);
    await wren.toggleStatusEffect("cursed");
    expect(await relay("pool", { op: "recharge", actorUuid: wren.uuid, itemId: calm.id })).toEqual({ paid: [5] });
    expect([wren.system.blessings, calm.system.spent]).toEqual([[3], false]);
  });

  it("the Session Shop's payment tells modules what it paid", async () => {
    const { wren } = world.actors;
    expect(await relay("pool", { op: "shop", actorUuid: wren.uuid, paid: [5] })).toEqual({ paid: [5] });
    expect(told).toEqual([[wren, { op: "shop", before: [3, 5], after: [3], gained: [], paid: [5] }, "player"]]);
  });
});
