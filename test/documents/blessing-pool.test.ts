// One pool of Blessings: a character's permanent Blessings live on the actor only. The Endeavor reads them from
// there, takes a spent one from the actor at that moment, and undo gives back exactly what was taken.
import { describe, expect, it } from "vitest";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import { relay } from "../../src/applications/shared/relay";
import { postCheck } from "../../src/applications/chat/check-card";
import { ui } from "../fakes/setup";
import { asUser, characterOf, endeavorWorld } from "./combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);

async function inTurns() {
  const world = await endeavorWorld();
  const { combat, ids } = world;
  asUser("gm");
  await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
  for (const [by, stat] of [[ids.wren, "Head"], [ids.oskar, "Head"], [ids.mina, "Hand"], [ids.widow, "Hurt"]] as const) {
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "chooseActionDie", by, stat, blessings: by === ids.widow ? [4, 4, 5] : [2, 3] } });
  }
  expect(combat.endeavor!.phase).toBe("turns");
  return world;
}

describe("one pool of Blessings", () => {
  it("a Blessing spent on a chat card during the Endeavor is gone from the Endeavor too, and cannot be spent there again", async () => {
    const { combat, actors, ids } = await inTurns();
    // Oskar (player2) Helps a Check of Wren's on a chat card with his only Blessing, a 2.
    asUser("player");
    g.CONFIG.Dice.randomUniform = () => 0.5;
    const card = await postCheck(actors.wren, { stat: "head" });
    asUser("player2");
    expect(await relay("check.help", { messageId: card!.id, actorUuid: actors.oskar.uuid })).toBeTruthy();
    expect(actors.oskar.system.blessings).toEqual([]);
    expect(combat.endeavor!.participants.find((p) => p.id === ids.oskar)!.blessings).toEqual([]);
    // The GM has Oskar Protect himself with that 2 anyway: refused, nothing changes, no Blessing appears on undo.
    asUser("gm");
    const log = combat.model.commands.length;
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by: ids.oskar, action: { kind: "protect", target: ids.oskar, pay: { permanent: [2] } } } });
    expect(combat.model.commands).toHaveLength(log);
    expect(warnings().length).toBeGreaterThan(0);
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect(actors.oskar.system.blessings).toEqual([]);
  });

  it("a permanent Blessing spent in the Endeavor comes off the actor then; undo gives back exactly it, even after the pool moved", async () => {
    const { combat, actors } = await inTurns();
    const by = combat.endeavor!.turn.current!;
    const actor = characterOf(combat, by);
    const [first] = actor.system.blessings;
    asUser("gm");
    const protect = { kind: "protect" as const, target: by, pay: { permanent: [first!] } };
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "act", by, action: protect } });
    const after = [...actor.system.blessings];
    expect(after).toHaveLength(actors.wren === actor ? 1 : 0);
    // The actor gains a 6 outside the Endeavor (a Legend, the sheet): the Endeavor sees it at once.
    await actor.update({ system: { blessings: [...after, 6] } });
    expect(combat.endeavor!.participants.find((p) => p.id === by)!.blessings).toEqual([...after, 6]);
    await requestEndeavor({ combatId: combat.id!, op: "undo" });
    expect([...actor.system.blessings].sort()).toEqual([...after, 6, first].sort());
    expect(combat.endeavor!.participants.find((p) => p.id === by)!.blessings.sort()).toEqual([...after, 6, first].sort());
  });
});
