// What the GM's client writes back from an Endeavor command beyond the Combat (combat-endeavor.ts): Resolved's gained
// Blessing lands on the Defender's actor and comes off again on undo; a command that would leave a broken state is
// refused with the localised warning and nothing changed.
import { describe, expect, it, vi } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import type { Command, EndeavorState } from "../../src/rules/endeavor";
import { isSpecialization } from "../../src/documents/item-types";
import { ui } from "../fakes/setup";
import { asUser, endeavorWorld, snapshot, startedWithWrenFirst } from "./combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const command = (combatId: string, c: Command) => requestEndeavor({ combatId, op: "command", command: c });

/** An Endeavor begun with Wren (who has Resolved) first, passed on to the Grey Widow's turn, as the GM. */
async function widowsTurnWithWrenResolved() {
  const world = await endeavorWorld();
  const { combat, actors, ids } = world;
  await actors.wren.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Resolved" }]);
  await startedWithWrenFirst(world);
  asUser("gm");
  for (let guard = 0; combat.endeavor!.turn.current !== ids.widow && guard < 4; guard++)
    await command(combat.id!, { type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
  return world;
}

describe("Resolved in an Endeavor", () => {
  it("the Blessing Wren gains as the Grey Widow's Defender goes on her actor's pool; undone, it comes off again", async () => {
    const world = await widowsTurnWithWrenResolved();
    const { combat, actors, ids } = world;
    expect(combat.endeavor!.turn.current).toBe(ids.widow);
    expect(actors.wren.system.blessings).toEqual([3, 5]);
    await command(combat.id!, { type: "act", by: ids.widow, action: { kind: "attack", violent: true, targets: [ids.wren], roll: [9], resolved: [ids.wren] } });
    expect(warnings()).toEqual([]);
    const logged = combat.model.commands.at(-1) as { action: { gained?: Record<string, number[]> } };
    const gained = logged.action.gained![ids.wren]!;
    expect(gained).toHaveLength(1);
    expect(actors.wren.system.blessings).toEqual([3, 5, ...gained].sort((a, b) => a - b));
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(actors.wren.system.blessings).toEqual([3, 5]);
  });
});

describe("a command that would break the Endeavor's rules", () => {
  it("is refused with the localised warning: the stored Combat, the actors and the chat stay as they were", async () => {
    const world = await startedWithWrenFirst(await endeavorWorld());
    const { combat, actors, ids } = world;
    asUser("gm");
    // A module writes a d20 into Oskar's temporary Blessings: no rule of the engine's would.
    const broken = structuredClone(combat.endeavor!) as EndeavorState;
    broken.participants.find((p) => p.id === ids.oskar)!.temporary = [20];
    await combat.update({ system: { ...combat.toObject().system, state: broken } }, { recursive: false });
    const before = snapshot(combat);
    const messages = g.game.messages.size;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    asUser("player");
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "protect", target: ids.wren, pay: { permanent: [3] } } });
    expect(warnings()).toEqual(["The Endeavor refused a change that would break its rules; see the console."]);
    expect(error).toHaveBeenCalledWith("humanity-blessed | Endeavor state refused", [`${ids.oskar} has a bad Blessing`]);
    error.mockRestore();
    expect(snapshot(combat)).toBe(before);
    expect(g.game.messages.size).toBe(messages);
    expect(actors.wren.system.blessings).toEqual([3, 5]);
  });
});

/** An Endeavor in its turns (Wren first), Mina holding Analytical (`item` as given), as the GM. */
async function analyticalWorld(item: Record<string, unknown> = {}) {
  const world = await endeavorWorld();
  const [analytical] = (await world.actors.mina.createEmbeddedDocuments("Item", [
    { type: "specialization", name: "Analytical", system: { limit: "session", uses: 2, used: 0, ...item } },
  ])) ?? [];
  await startedWithWrenFirst(world);
  asUser("gm");
  const helped = () => command(world.combat.id!, { type: "act", by: world.ids.wren, action: { kind: "advance", helpers: [{ by: world.ids.mina, pay: {}, analytical: {} }] } });
  const used = () => (world.actors.mina.items.get(analytical!.id!)?.system as { used?: number } | undefined)?.used;
  return { ...world, analytical: analytical!, helped, used };
}

describe("Analytical's count on the Helper's item", () => {
  it("an item marked spent is refused as spent (its recharge first), nothing changed", async () => {
    const { combat, helped, used } = await analyticalWorld({ recharge: "③", spent: true });
    const before = snapshot(combat);
    expect(await helped()).not.toBe(true);
    expect(warnings()).toEqual(["This Specialization is spent: pay its recharge cost ③ first."]);
    expect([snapshot(combat), used()]).toEqual([before, 0]);
  });

  it("the item deleted mid-Endeavor: the Check is refused, naming the Helper; deleted after the Check, its undo goes through", async () => {
    const { combat, analytical, helped } = await analyticalWorld();
    await analytical.delete();
    const before = snapshot(combat);
    expect(await helped()).not.toBe(true);
    expect(warnings()).toEqual(["Mina does not have Analytical."]);
    expect(snapshot(combat)).toBe(before);

    const again = await analyticalWorld();
    const start = snapshot(again.combat);
    expect(await again.helped()).toBe(true);
    await again.analytical.delete();
    const shown = ui.messages.length;
    await requestEndeavor({ combatId: again.combat.id!, op: "undo" });
    expect(snapshot(again.combat)).toBe(start);
    expect(ui.messages.slice(shown)).toEqual([]);
  });

  it("the Helper's combatant removed from the encounter: the Help lands, with no item to count it on", async () => {
    const { combat, ids, helped, used } = await analyticalWorld();
    await combat.combatants.get(ids.mina)!.delete();
    expect(await helped()).toBe(true);
    expect(warnings()).toEqual([]);
    expect(used()).toBe(0);
  });

  it("a Resolved use is the engine's alone: the item's count stays", async () => {
    const world = await endeavorWorld();
    const { combat, actors, ids } = world;
    const [resolved] = (await actors.wren.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Resolved", system: { limit: "session", uses: 1, used: 0 } }])) ?? [];
    await startedWithWrenFirst(world);
    asUser("gm");
    for (let guard = 0; combat.endeavor!.turn.current !== ids.widow && guard < 4; guard++)
      await command(combat.id!, { type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
    await command(combat.id!, { type: "act", by: ids.widow, action: { kind: "attack", violent: true, targets: [ids.wren], roll: [9], resolved: [ids.wren] } });
    expect(warnings()).toEqual([]);
    expect(isSpecialization(resolved!) && resolved.system.used).toBe(0);
  });
});

describe("'per Endeavor' uses and the Endeavor's end", () => {
  it("a command that does not end it leaves them; an end with temporary Blessings lost gives them back; only its undo takes them", async () => {
    const world = await endeavorWorld();
    const { combat, actors, ids } = world;
    const [scout] = (await actors.wren.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Scout", system: { limit: "endeavor", uses: 1, used: 1 } }])) ?? [];
    await startedWithWrenFirst(world);
    asUser("gm");
    const used = () => (isSpecialization(scout!) ? scout.system.used : null);
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "pass" } });
    expect(used()).toBe(1);
    await command(combat.id!, { type: "gm", gm: { op: "end", winner: "allies" } });
    expect(combat.endeavor!.phase).toBe("ended");
    expect(used()).toBe(0);
    // A GM move after the end, undone: the end still stands, and so do the uses it gave back.
    await command(combat.id!, { type: "gm", gm: { op: "move", id: ids.wren, to: 3 } });
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect([combat.endeavor!.phase, used()]).toEqual(["ended", 0]);
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(used()).toBe(1);
  });
});

describe("Famous's count when an actor or a combatant is gone", () => {
  const famousWorld = async () => {
    const world = await endeavorWorld();
    await world.actors.wren.toggleStatusEffect("famous", { active: true });
    await world.actors.widow.toggleStatusEffect("famous", { active: true });
    await startedWithWrenFirst(world);
    asUser("gm");
    return world;
  };
  const attack = (by: string, target: string, violent = false): Command => ({ type: "act", by, action: { kind: "attack", violent, targets: [target], lessFamous: true, roll: [4] } });

  it("the Grey Widow (a Monstrosity) exerting hers: the Attack lands, nothing kept on her", async () => {
    const { combat, ids } = await famousWorld();
    for (let guard = 0; combat.endeavor!.turn.current !== ids.widow && guard < 4; guard++)
      await command(combat.id!, { type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
    expect(await command(combat.id!, attack(ids.widow, ids.wren, true))).toBe(true);
    expect(warnings()).toEqual([]);
  });

  it("Wren over a Defender whose actor was deleted, or whose combatant was removed: the Attack lands, Wren's count stays", async () => {
    for (const gone of ["actor", "combatant"] as const) {
      const { combat, actors, ids } = await famousWorld();
      if (gone === "actor") await actors.widow.delete();
      else await combat.combatants.get(ids.widow)!.delete();
      const shown = ui.messages.length;
      expect(await command(combat.id!, attack(ids.wren, ids.widow))).toBe(true);
      // No warning, and no error either (a blank uuid written to the count would fail its validation).
      expect(ui.messages.slice(shown)).toEqual([]);
      expect(actors.wren.system.session.famousOver).toEqual([]);
    }
  });

  it("the attacker's combatant removed: the GM's Attack for her lands", async () => {
    const { combat, ids } = await famousWorld();
    for (let guard = 0; combat.endeavor!.turn.current !== ids.widow && guard < 4; guard++)
      await command(combat.id!, { type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
    await combat.combatants.get(ids.widow)!.delete();
    expect(await command(combat.id!, attack(ids.widow, ids.wren, true))).toBe(true);
    expect(warnings()).toEqual([]);
  });

  it("undone, only that Attack's Defender comes off the count: one exerted over earlier this session stays", async () => {
    const { combat, actors, ids } = await famousWorld();
    await actors.wren.update({ system: { session: { famousOver: ["Actor.elsewhere"] } } });
    await command(combat.id!, attack(ids.wren, ids.widow));
    expect(actors.wren.system.session.famousOver).toEqual(["Actor.elsewhere", actors.widow.uuid]);
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(actors.wren.system.session.famousOver).toEqual(["Actor.elsewhere"]);
  });
});

describe("undo after a Blessing the actor gained mid-Endeavor was paid", () => {
  it("undoing a later command replays Wren's payment from the log; undoing hers gives the Blessing back", async () => {
    const world = await startedWithWrenFirst(await endeavorWorld());
    const { combat, actors, ids } = world;
    asUser("gm");
    // Gained after the start: the Blessing is not in the setup the undo replays from.
    await actors.wren.update({ system: { blessings: [3, 5, 6] } });
    const start = snapshot(combat);
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "protect", target: ids.wren, pay: { permanent: [6] } } });
    expect(warnings()).toEqual([]);
    expect(actors.wren.system.blessings).toEqual([3, 5]);
    const after = snapshot(combat);
    await command(combat.id!, { type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(warnings()).toEqual([]);
    expect([snapshot(combat), actors.wren.system.blessings]).toEqual([after, [3, 5]]);
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect([snapshot(combat), actors.wren.system.blessings]).toEqual([start, [3, 5, 6]]);
  });
});

describe("Blessings written back when the pool or the participant has moved", () => {
  it("a Helper's Blessing gained mid-Endeavor: undoing a later command replays her payment; undoing the Help gives it back", async () => {
    const world = await startedWithWrenFirst(await endeavorWorld());
    const { combat, actors, ids } = world;
    asUser("gm");
    await actors.oskar.update({ system: { blessings: [2, 6] } });
    await actors.wren.update({ system: { blessings: [3, 5, 6] } });
    const start = snapshot(combat);
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "advance", helpers: [{ by: ids.oskar, pay: { permanent: [6] } }] } });
    expect(warnings()).toEqual([]);
    expect([actors.oskar.system.blessings, actors.wren.system.blessings]).toEqual([[2], [3, 5, 6]]);
    const after = snapshot(combat);
    await command(combat.id!, { type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(warnings()).toEqual([]);
    expect(snapshot(combat)).toBe(after);
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect([snapshot(combat), actors.oskar.system.blessings, actors.wren.system.blessings]).toEqual([start, [2, 6], [3, 5, 6]]);
  });

  it("her smallest Blessing spent comes off her pool, the others stay in order; undone, it goes back first", async () => {
    const world = await startedWithWrenFirst(await endeavorWorld());
    const { combat, actors, ids } = world;
    asUser("gm");
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "protect", target: ids.wren, pay: { permanent: [3] } } });
    expect(actors.wren.system.blessings).toEqual([5]);
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(actors.wren.system.blessings).toEqual([3, 5]);
  });

  it("a payer whose actor was deleted, or whose combatant was removed: her stored pool pays, and an undo gives back no more than she paid", async () => {
    for (const gone of ["actor", "combatant"] as const) {
      const world = await startedWithWrenFirst(await endeavorWorld());
      const { combat, actors, ids } = world;
      asUser("gm");
      if (gone === "actor") await actors.wren.delete();
      else await combat.combatants.get(ids.wren)!.delete();
      const shown = ui.messages.length;
      expect(await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "protect", target: ids.wren, pay: { permanent: [3] } } })).toBe(true);
      expect(ui.messages.slice(shown)).toEqual([]);
      expect(combat.endeavor!.participants.find((p) => p.id === ids.wren)!.blessings).toEqual([5]);
      expect(actors.oskar.system.blessings).toEqual([2]);
      if (gone === "combatant") expect(actors.wren.system.blessings).toEqual([3, 5]);
      // The stored pools, as the tracker reads a participant's with no actor: each its own.
      const stored = () => combat.model.endeavor!.participants.map((p) => p.blessings);
      // Undoing a later command replays her payment: her pool stays as it was after it.
      await command(combat.id!, { type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
      await requestEndeavor({ combatId: combat.id!, op: "undo" });
      expect(stored()).toEqual([[5], [2], [], []]);
      await requestEndeavor({ combatId: combat.id!, op: "undo" });
      expect(ui.messages.slice(shown)).toEqual([]);
      expect(stored()).toEqual([[3, 5], [2], [], []]);
    }
  });

  it("Resolved's Blessing already spent elsewhere when its Attack is undone: the rest of Wren's pool stays", async () => {
    const world = await widowsTurnWithWrenResolved();
    const { combat, actors, ids } = world;
    await command(combat.id!, { type: "act", by: ids.widow, action: { kind: "attack", violent: true, targets: [ids.wren], roll: [9], resolved: [ids.wren] } });
    expect(actors.wren.system.blessings).toHaveLength(3);
    // Spent on a Check card between the Attack and its undo.
    await actors.wren.update({ system: { blessings: [3, 5] } });
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(warnings()).toEqual([]);
    expect(actors.wren.system.blessings).toEqual([3, 5]);
  });
});

describe("undo under the 'all Blessings' special-action ruling", () => {
  it("undoing a GM move in the special phase keeps its chooser: Wren's Blessing paid earlier is not counted again", async () => {
    const world = await endeavorWorld();
    const { combat, ids } = world;
    await g.game.settings.set("humanity-blessed", "endeavorSpecialCount", "all");
    await startedWithWrenFirst(world);
    asUser("gm");
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "protect", target: ids.wren, pay: { permanent: [3] } } });
    for (let guard = 0; combat.endeavor!.phase === "turns" && guard < 6; guard++)
      await command(combat.id!, { type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
    // Oskar holds the most, 3 temporary and 1 permanent; Wren, 2 and 1 after her payment.
    expect([combat.endeavor!.phase, combat.endeavor!.chooser]).toEqual(["special", [ids.oskar]]);
    const before = snapshot(combat);
    await command(combat.id!, { type: "gm", gm: { op: "move", id: ids.oskar, to: 3 } });
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(warnings()).toEqual([]);
    expect(snapshot(combat)).toBe(before);
  });
  it("a Blessing Resolved gained in the Endeavor and paid later is not counted twice either", async () => {
    const world = await endeavorWorld();
    const { combat, ids, actors } = world;
    await g.game.settings.set("humanity-blessed", "endeavorSpecialCount", "all");
    await actors.widow.createEmbeddedDocuments("Item", [{ type: "specialization", name: "Resolved" }]);
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    for (const [by, stat, blessings] of [[ids.wren, "Hurt", [4, 4]], [ids.oskar, "Head", [2, 3, 4]], [ids.mina, "Hand", [2, 3, 4]], [ids.widow, "Hurt", [4, 4, 5]]] as const)
      await command(combat.id!, { type: "chooseActionDie", by, stat, blessings: [...blessings] });
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "attack", violent: true, targets: [ids.widow], roll: [9], resolved: [ids.widow] } });
    expect(actors.widow.system.blessings).toEqual([4]);
    for (let guard = 0; combat.endeavor!.turn.current !== ids.widow && guard < 4; guard++)
      await command(combat.id!, { type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
    await command(combat.id!, { type: "act", by: ids.widow, action: { kind: "protect", target: ids.widow, pay: { permanent: [4] } } });
    for (let guard = 0; combat.endeavor!.phase === "turns" && guard < 4; guard++)
      await command(combat.id!, { type: "act", by: combat.endeavor!.turn.current!, action: { kind: "pass" } });
    // Wren and Oskar tie at 4 (the Grey Widow holds 3 temporary and no permanent one); the GM names the chooser.
    expect([combat.endeavor!.phase, combat.endeavor!.chooser]).toEqual(["special", [ids.wren, ids.oskar]]);
    const before = snapshot(combat);
    await command(combat.id!, { type: "gm", gm: { op: "move", id: ids.oskar, to: 3 } });
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(warnings()).toEqual([]);
    expect(snapshot(combat)).toBe(before);
  });
});
