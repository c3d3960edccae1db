// What an actor brings to an Endeavor Check is read from the actor by the GM's client at each command: a Condition
// toggled on the sheet mid-Endeavor reaches the next Check, Surprised ends after the roll, and a player's command
// cannot bring its own reading.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import type { Command } from "../../src/rules/endeavor";
import { ui } from "../fakes/setup";
import { asUser, endeavorWorld, startedWithWrenFirst } from "./combat-helpers";

const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const command = (combatId: string, c: Command) => requestEndeavor({ combatId, op: "command", command: c });

const inTurns = async () => startedWithWrenFirst(await endeavorWorld());

const wrenOf = (world: Awaited<ReturnType<typeof inTurns>>) => world.combat.endeavor!.participants.find((p) => p.id === world.ids.wren)!;

describe("an Endeavor Check sees the actor as it is now", () => {
  it("the start reads each actor's Conditions, Lifestyle and Specializations", async () => {
    const world = await inTurns();
    expect(wrenOf(world).traits).toEqual({ conditions: [], lifestyle: "carefree", specializations: [] });
  });

  it("Taxed toggled on the sheet mid-Endeavor: Wren's next Spark is refused ('You cannot Spark'), nothing changes", async () => {
    const world = await inTurns();
    const { combat, actors, ids } = world;
    await actors.wren.toggleStatusEffect("taxed", { active: true });
    const before = JSON.stringify(combat.endeavor);
    asUser("player");
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "advance", spark: { stat: "Hand", pay: { temporary: [2, 2] } } } });
    expect(warnings()).toEqual(["Taxed characters cannot Spark."]);
    expect(JSON.stringify(combat.endeavor)).toBe(before);
    // Treated: the Spark goes through, and the logged command carries the new reading for replays.
    await actors.wren.toggleStatusEffect("taxed", { active: false });
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "advance", spark: { stat: "Hand", pay: { temporary: [2, 2] } } } });
    expect(combat.model.commands.at(-1)).toMatchObject({ type: "act", by: ids.wren });
    expect(combat.endeavor!.turn.current).not.toBe(ids.wren);
  });

  it("Surprised lasts 'until next roll': after Wren's Check the status is gone from her actor", async () => {
    const world = await inTurns();
    const { combat, actors, ids } = world;
    await actors.wren.toggleStatusEffect("surprised", { active: true });
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "advance" } });
    expect((combat.model.commands.at(-1) as Command).traits?.[ids.wren]?.conditions).toEqual(["surprised"]);
    expect(actors.wren.statuses.has("surprised")).toBe(false);
  });

  it("a position roll (v0.0.18) ends Surprised too; choosing an Action Die or Helping is no roll and leaves it", async () => {
    const { combat, actors, ids } = await endeavorWorld();
    for (const actor of [actors.wren, actors.oskar, actors.mina]) await actor.toggleStatusEffect("surprised", { active: true });
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.18" } });
    await command(combat.id!, { type: "rollPosition", by: ids.wren, stat: "Head" });
    expect(warnings()).toEqual([]);
    expect([actors.wren, actors.oskar].map((a) => a.statuses.has("surprised"))).toEqual([false, true]);

    const world = await endeavorWorld();
    for (const actor of [world.actors.oskar, world.actors.mina]) await actor.toggleStatusEffect("surprised", { active: true });
    await startedWithWrenFirst(world);
    await command(world.combat.id!, { type: "act", by: world.ids.wren, action: { kind: "advance", helpers: [{ by: world.ids.mina, pay: { temporary: [2] } }] } });
    expect(warnings()).toEqual([]);
    expect(world.combat.model.commands).toHaveLength(5);
    expect([world.actors.oskar, world.actors.mina].map((a) => a.statuses.has("surprised"))).toEqual([true, true]);
  });

  it("a Surprised participant whose combatant was removed, or whose actor was deleted, still rolls: nothing else changes", async () => {
    for (const gone of ["combatant", "actor"] as const) {
      const world = await endeavorWorld();
      const { combat, actors, ids } = world;
      await actors.wren.toggleStatusEffect("surprised", { active: true });
      await actors.oskar.toggleStatusEffect("surprised", { active: true });
      await startedWithWrenFirst(world);
      if (gone === "actor") await actors.wren.delete();
      else await combat.combatants.get(ids.wren)!.delete();
      const shown = ui.messages.length;
      expect(await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "advance" } })).toBe(true);
      expect(ui.messages.slice(shown)).toEqual([]);
      expect(combat.model.commands.at(-1)).toMatchObject({ type: "act", by: ids.wren });
      expect(actors.oskar.statuses.has("surprised")).toBe(true);
    }
  });

  it("Surprised from the GM's own effect (with another status) is left to the GM: no second Surprised is added", async () => {
    const world = await endeavorWorld();
    const { combat, actors, ids } = world;
    await actors.wren.createEmbeddedDocuments("ActiveEffect", [{ name: "Ambushed", statuses: ["surprised", "vexed"] }]);
    await startedWithWrenFirst(world);
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "advance" } });
    expect(warnings()).toEqual([]);
    expect(combat.model.commands).toHaveLength(5);
    expect(actors.wren.effects.map((e) => e.name)).toEqual(["Ambushed"]);
  });

  it("a player's command cannot bring its own reading of an actor: the GM's replaces it", async () => {
    const world = await inTurns();
    const { combat, actors, ids } = world;
    await actors.wren.toggleStatusEffect("taxed", { active: true });
    asUser("player");
    await command(combat.id!, { type: "act", by: ids.wren, action: { kind: "advance", spark: { stat: "Hand", pay: { temporary: [2, 2] } } }, traits: { [ids.wren]: { conditions: [] } } });
    // Refused either way: by the relay's request check, or by the engine reading the actor as the GM does (Taxed).
    expect(warnings()).toHaveLength(1);
    expect(combat.model.commands).toHaveLength(4);
  });
});

describe("the world's Endeavor table rulings", () => {
  it("an Endeavor starts with the settings as they are (defaults: the documented readings)", async () => {
    const { combat } = await endeavorWorld();
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    expect(combat.endeavor!.options).toMatchObject({
      specialCount: "temporary", spentDie: "d2", woundRemoval: "immediate", protectReach: "attacks", protectDelayed: false, hurtStandIn: false, finishLine: 30,
      specialTies: "gm",
    });
  });

  it("special-action ties: the setting's GM, random and 'whoever acted last' each reach the engine", async () => {
    const { combat } = await endeavorWorld();
    const g = globalThis as any;
    asUser("gm");
    for (const [value, engine] of [["random", "random"], ["fewestActed", "lastActed"], ["gm", "gm"]] as const) {
      await g.game.settings.set("humanity-blessed", "specialActionTies", value);
      await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
      expect(combat.endeavor!.options.specialTies).toBe(engine);
    }
  });

  it("each setting changed reaches the next start; the start form's finish line still wins for its race", async () => {
    const { combat } = await endeavorWorld();
    const g = globalThis as any;
    for (const [key, value] of Object.entries({
      endeavorSpecialCount: "all", endeavorSpentDie: "own", endeavorWoundRemoval: "combo", endeavorProtectReach: "checks",
      endeavorProtectDelayed: true, endeavorHurtStandIn: true, endeavorFinishLine: 40,
    })) await g.game.settings.set("humanity-blessed", key, value);
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    expect(combat.endeavor!.options).toMatchObject({
      specialCount: "all", spentDie: "own", woundRemoval: "combo", protectReach: "checks", protectDelayed: true, hurtStandIn: true,
    });
    // The finish line is a race's: the world's when the start form leaves it empty, the form's when it gives one.
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "racing", edition: "v0.0.21.10" } });
    expect(combat.endeavor!.options.finishLine).toBe(40);
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "racing", edition: "v0.0.21.10", finishLine: 25 } });
    expect(combat.endeavor!.options.finishLine).toBe(25);
  });

  it("the Stealth rulings (an Objective's Action Die, the guarded area's ends) reach a Stealth Endeavor; defaults first", async () => {
    const { combat } = await endeavorWorld();
    const g = globalThis as any;
    const start = () => requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "stealth", edition: "v0.0.21.10", land: { objectives: "9 Head" } } });
    asUser("gm");
    await start();
    expect(combat.endeavor!.options).toMatchObject({ objectiveStat: "choose", areaEnds: "line" });
    await g.game.settings.set("humanity-blessed", "endeavorObjectiveStat", "any");
    await g.game.settings.set("humanity-blessed", "endeavorAreaEnds", "loop");
    await start();
    expect(combat.endeavor!.options).toMatchObject({ objectiveStat: "any", areaEnds: "loop" });
  });

  it("Rush with no charge leader: a world that never set the ruling plays Monstrosities first; the other", async () => {
    const { combat } = await endeavorWorld();
    const g = globalThis as any;
    const start = () =>
      requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "rush", edition: "v0.0.21.10" } });
    asUser("gm");
    await start();
    expect(combat.endeavor!.options.rushNoLeader).toBe("monstrosities");
    await g.game.settings.set("humanity-blessed", "endeavorRushNoLeader", "clockwise");
    await start();
    expect([combat.endeavor!.options.rushNoLeader, combat.endeavor!.leader]).toEqual(["clockwise", null]);
  });
});
