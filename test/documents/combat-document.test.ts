// The Combat document's own answers (documents/combat.ts), read as the tracker reads them: the rows' order before and
// after the start, each participant's pool read from its actor, the old Help-offer flag moved on load, a command
// before the start refused, and the GM's writes run one after another even when one fails.
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { onInit } from "../../src/hooks/init";
import { asUser, endeavorWorld, startedWithWrenFirst } from "./combat-helpers";

const g = globalThis as any;
const rows = (combat: any) => combat.turns.map((c: any) => c.name);

describe("the tracker's rows", () => {
  it("before the start by name; then in the Endeavor's seating, a combatant added later after every seat", async () => {
    const world = await endeavorWorld();
    const { combat } = world;
    expect(rows(combat)).toEqual(["Grey Widow", "Mina", "Oskar", "Wren"]);
    await startedWithWrenFirst(world);
    const seats = combat.endeavor!.participants.map((p: any) => combat.combatants.get(p.id)!.name);
    expect(rows(combat)).toEqual(seats);
    const late = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Abe" });
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: late.id }]);
    expect(rows(combat)).toEqual([...seats, "Abe"]);
  });

  it("sorted as core sorts them (the method handed to Array#sort unbound): seated first, in their seats", async () => {
    const world = await startedWithWrenFirst(await endeavorWorld());
    // Untyped: the test hands core's protected sort method to Array#sort, as core's setupTurns does.
    const { combat, ids }: { combat: any; ids: typeof world.ids } = world;
    const zed = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Zed" });
    const late = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Abe" });
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: zed.id }, { actorId: late.id }]);
    const seats = combat.endeavor!.participants.map((p: any) => p.id);
    const sort = combat._sortCombatants;
    for (const order of [[...combat.combatants.contents], [...combat.combatants.contents].reverse()]) {
      const names = order.sort(sort).map((c: any) => c.name);
      expect(names).toEqual(["Wren", "Oskar", "Mina", "Grey Widow", "Abe", "Zed"]);
    }
    // Combatants in no Combat yet (temporary ones a module builds to preview an order) sort by name.
    const loose = ["Zed", "Abe"].map((name) => new g.CONFIG.Combatant.documentClass({ name }));
    expect(loose.sort(sort).map((c: any) => c.name)).toEqual(["Abe", "Zed"]);
    const [first, second] = seats.map((id: string) => combat.combatants.get(id));
    const abe = combat.combatants.find((c: any) => c.name === "Abe");
    expect([sort(first, second), sort(second, first), sort(first, abe), sort(abe, first)].map(Math.sign)).toEqual([
      -1, 1, -1, 1,
    ]);
    expect(ids.wren).toBe(seats[0]);
  });

  it("two combatants of one name keep a fixed order, by id", async () => {
    const world = await endeavorWorld();
    const { combat, actors } = world;
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: actors.wren.id }]);
    const wrens = combat.turns.filter((c: any) => c.name === "Wren").map((c: any) => c.id);
    expect(wrens).toEqual([...wrens].sort((x: string, y: string) => x.localeCompare(y)));
    expect(wrens).toHaveLength(2);
  });
});

describe("each participant's pool", () => {
  it("is the actor's as it is now: a Blessing spent outside the Endeavor is gone from it too", async () => {
    const world = await startedWithWrenFirst(await endeavorWorld());
    const { combat, actors, ids } = world;
    const pool = (id: string) => combat.endeavor!.participants.find((p: any) => p.id === id)!.blessings;
    expect([pool(ids.wren), pool(ids.widow)]).toEqual([[3, 5], actors.widow.system.blessings]);
    await actors.wren.update({ system: { blessings: [5] } });
    expect(pool(ids.wren)).toEqual([5]);
    await actors.wren.update({ system: { blessings: [5, 1] } });
    expect(pool(ids.wren)).toEqual([5, 1]);
    await actors.wren.update({ system: { blessings: [1, 5] } });
    expect(pool(ids.wren)).toEqual([1, 5]);
    await actors.wren.update({ system: { blessings: [3] } });
    expect(pool(ids.wren)).toEqual([3]);
  });

  it("a participant whose actor or combatant is gone keeps the pool the Endeavor stored", async () => {
    const world = await startedWithWrenFirst(await endeavorWorld());
    const { combat, actors, ids } = world;
    await actors.oskar.delete();
    await combat.deleteEmbeddedDocuments("Combatant", [ids.mina]);
    const pool = (id: string) => combat.endeavor!.participants.find((p: any) => p.id === id)!.blessings;
    expect([pool(ids.oskar), pool(ids.mina)]).toEqual([[2], []]);
  });
});

describe("before the start", () => {
  it("a command or an undo is refused: the Endeavor has not started", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    const command = { type: "chooseActionDie", by: ids.wren, stat: "Head", blessings: [] } as never;
    await expect(combat.dispatch(command)).rejects.toMatchObject({ message: "HB.Error.endeavorNotStarted" });
    await expect(combat.undo()).rejects.toMatchObject({ message: "HB.Error.endeavorNotStarted" });
  });

  it("a state left without its setup (a console's edit) is refused too: nothing replays from no setup", async () => {
    const world = await startedWithWrenFirst(await endeavorWorld());
    const { combat, ids } = world;
    asUser("gm");
    await combat.update({ system: { setup: null } } as never);
    const state = combat.endeavor;
    const command = { type: "chooseActionDie", by: ids.wren, stat: "Head", blessings: [] } as never;
    await expect(combat.dispatch(command)).rejects.toMatchObject({ message: "HB.Error.endeavorNotStarted" });
    await expect(combat.undo()).rejects.toMatchObject({ message: "HB.Error.endeavorNotStarted" });
    expect(combat.endeavor).toEqual(state);
  });

  it("a failed write does not stop the next one", async () => {
    const { combat } = await endeavorWorld();
    asUser("gm");
    const failed = combat.undo();
    const started = combat.startEndeavor({ kind: "monstrous", edition: "v0.0.21.10" } as never);
    await expect(failed).rejects.toBeTruthy();
    expect((await started).participants).toHaveLength(4);
  });
});

describe("an older Combat's Help offers", () => {
  beforeEach(() => onInit());
  const offer = { by: "a", to: "b", round: 1, pay: { permanent: [5] }, use: "x" };
  const load = (source: Record<string, unknown>) => g.CONFIG.Combat.documentClass.migrateData(source);

  it("move from the flag into an empty list; offers already in the model stay as they are", () => {
    const moved = load({ flags: { "humanity-blessed": { helpOffers: [offer] } }, system: { helpOffers: [] } });
    expect(moved.system.helpOffers).toEqual([offer]);
    (moved.system.helpOffers[0] as any).by = "changed";
    expect(moved.flags["humanity-blessed"].helpOffers[0].by).toBe("a");
    const kept = load({ flags: { "humanity-blessed": { helpOffers: [offer] } }, system: { helpOffers: [{ by: "z" }] } });
    expect(kept.system.helpOffers).toEqual([{ by: "z" }]);
    const missing = load({ flags: { "humanity-blessed": { helpOffers: [offer] } }, system: {} });
    expect(missing.system.helpOffers).toEqual([offer]);
  });

  it("an empty flag, no flag, or no system to move them into changes nothing", () => {
    expect(load({ flags: { "humanity-blessed": { helpOffers: [] } }, system: {} }).system).toEqual({});
    expect(load({ system: {} }).system).toEqual({});
    expect(load({ flags: { "humanity-blessed": { helpOffers: "x" } }, system: {} }).system).toEqual({});
    const list = load({ flags: { "humanity-blessed": { helpOffers: [offer] } }, system: [] }).system;
    expect([list, Object.keys(list)]).toEqual([[], []]);
    expect(load({ flags: { "humanity-blessed": { helpOffers: [offer] } } }).system).toBeUndefined();
    expect(load({ flags: { "humanity-blessed": { helpOffers: [offer] } }, system: null }).system).toBeNull();
    expect(load({ flags: { "humanity-blessed": { helpOffers: [offer] } }, system: "broken" }).system).toBe("broken");
    expect(load({ flags: { "other-module": { helpOffers: [offer] } }, system: {} }).system).toEqual({});
  });
});

describe("who may act for a combatant", () => {
  it("the GM always; a player for the character they own, not another's, nor one whose actor is gone", async () => {
    const { combat, actors, ids } = await endeavorWorld();
    const users = ["gm", "player", "player2"].map((id) => g.game.users.get(id));
    const may = (id: string) => users.map((u) => combat.combatants.get(id)!.isActingUser(u));
    expect([may(ids.wren), may(ids.oskar), may(ids.mina)]).toEqual([
      [true, true, false],
      [true, false, true],
      [true, false, false],
    ]);
    await actors.wren.delete();
    expect(may(ids.wren)).toEqual([true, false, false]);
  });

  it("a combatant's participant is the Endeavor's once it starts, none before", async () => {
    const world = await endeavorWorld();
    const { combat, ids } = world;
    expect(combat.combatants.get(ids.wren)!.participant).toBeNull();
    await startedWithWrenFirst(world);
    expect(combat.combatants.get(ids.wren)!.participant).toMatchObject({ id: ids.wren, name: "Wren" });
  });
});

describe("a Combat and its combatants of another module's subtype (core builds their `system` from that module's model)", () => {
  it("run no Endeavor: no state, no participant, rows by name, and the GM's commands refused", async () => {
    const { actors } = await endeavorWorld();
    const { TypeDataModel } = foundry.abstract;
    const { StringField } = foundry.data.fields;
    class DuelModel extends TypeDataModel<{ stance: foundry.data.fields.StringField }, any> {
      static override defineSchema() {
        return { stance: new StringField({ initial: "guard" }) };
      }
    }
    Object.assign(g.CONFIG.Combat.dataModels, { "duel-module.duel": DuelModel });
    Object.assign(g.CONFIG.Combatant.dataModels, { "duel-module.duel": DuelModel });
    onTestFinished(() => {
      delete g.CONFIG.Combat.dataModels["duel-module.duel"];
      delete g.CONFIG.Combatant.dataModels["duel-module.duel"];
    });
    const combat = await g.CONFIG.Combat.documentClass.create({
      type: "duel-module.duel",
      combatants: [actors.wren, actors.widow, actors.mina].map((a) => ({ type: "duel-module.duel", actorId: a.id })),
    });
    expect(combat.system.stance).toBe("guard");
    expect([combat.model, combat.endeavor]).toEqual([null, null]);
    expect(rows(combat)).toEqual(["Grey Widow", "Mina", "Wren"]);
    expect(combat.combatants.contents.map((c: any) => c.participant)).toEqual([null, null, null]);
    asUser("gm");
    const command = { type: "chooseActionDie", by: combat.turns[0].id, stat: "Head", blessings: [] } as never;
    await expect(combat.dispatch(command)).rejects.toMatchObject({ message: "HB.Error.endeavorNotStarted" });
    await expect(combat.undo()).rejects.toMatchObject({ message: "HB.Error.endeavorNotStarted" });
  });
});
