// The Combat stores exactly what the engine decided: a key the engine drops is gone from the stored state too, so
// the stored game always equals a replay of its log (what undo rebuilds).
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import { createEndeavor, replay } from "../../src/rules/endeavor/engine-core";
import type { Command } from "../../src/rules/endeavor";
import { asUser, endeavorWorld } from "./combat-helpers";

const replayed = (combat: Awaited<ReturnType<typeof endeavorWorld>>["combat"]) => replay(createEndeavor(combat.model.endeavorSetup!), combat.model.commands).state;

describe("the stored Endeavor", () => {
  it("a restart as another kind keeps nothing of the first setup (a Racing terrain, its finish line)", async () => {
    const { combat } = await endeavorWorld();
    asUser("gm");
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "racing", edition: "v0.0.21.10", terrain: "8, 15: Hand Hurry", finishLine: 25 } });
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    expect(JSON.stringify(combat.model.endeavorSetup)).not.toMatch(/terrain|finish/);
    expect(combat.endeavor).toEqual(createEndeavor(combat.model.endeavorSetup!));
  });

  it("a special action that ends in a pending Revenge Attack: the next round still has its special phase, as the log's replay", async () => {
    const { combat, ids } = await endeavorWorld();
    asUser("gm");
    const cmd = (c: Command) => requestEndeavor({ combatId: combat.id!, op: "command", command: c });
    await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
    const round = async (stats: [string, string][], act: (by: string) => Command) => {
      for (const [by, stat] of stats) await cmd({ type: "chooseActionDie", by, stat, blessings: by === ids.widow ? [2, 2] : [3, 4] });
      for (let guard = 0; combat.endeavor!.phase === "turns" && guard < 20; guard++) await cmd(act(combat.endeavor!.turn.current!));
    };
    await round([[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Head"]], (by) => ({ type: "act", by, action: { kind: "pass" } }));
    expect(combat.endeavor!.phase).toBe("special");
    // An ally's Perform Combo: up by 2 from 6, then 4 down for them and 4 down for the Grey Widow (Revenge), from 10 past
    // her Recovery button at 7.
    const by = combat.endeavor!.chooser.find((c) => c !== ids.widow)!;
    // A tie for it: the GM names who chooses (the world's default for special-action ties).
    if (combat.endeavor!.chooser.length > 1) await cmd({ type: "gm", gm: { op: "chooser", id: by } });
    for (const a of [ids.wren, ids.oskar, ids.mina]) await cmd({ type: "gm", gm: { op: "move", id: a, to: 6 } });
    await cmd({ type: "special", by, special: { kind: "combo", down: { [by]: 4 }, opponents: { [ids.widow]: 4 } } } as Command);
    expect(combat.endeavor!.pending.map((p) => p.by)).toEqual([ids.widow]);
    const [revenge] = combat.endeavor!.pending;
    await cmd({ type: "resolvePending", by: ids.widow, attack: { kind: "attack", violent: false, targets: [revenge!.eligible[0]!], roll: [1] } });
    expect(combat.endeavor!.pending).toEqual([]);
    expect(combat.endeavor).toEqual(replayed(combat));
    await round([[ids.wren, "Hand"], [ids.oskar, "Hand"], [ids.mina, "Head"], [ids.widow, "Hand"]], (b) => ({ type: "act", by: b, action: { kind: "pass" } }));
    expect([combat.endeavor!.round, combat.endeavor!.phase]).toEqual([2, "special"]);
    expect(combat.endeavor).toEqual(replayed(combat));
  });
});
