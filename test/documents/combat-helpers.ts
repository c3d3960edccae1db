// A Foundry world with an Endeavor encounter: two players' characters, a GM-run character and a Monstrosity.
import { onInit } from "../../src/hooks/init";
import { seededRng } from "../../src/rules";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import type { HumanityCombat } from "../../src/documents/combat";

const g = globalThis as any;

export async function endeavorWorld() {
  onInit();
  g.CONFIG.Dice.randomUniform = seededRng(11);
  const Actor = g.CONFIG.Actor.documentClass;
  const character = (name: string, owner: string | null, stats: Record<string, number>, blessings: number[] = []) =>
    Actor.create({ type: "character", name, ownership: owner ? { default: 0, [owner]: 3 } : { default: 0 }, system: { stats, blessings } });
  const wren = await character("Wren", "player", { head: 6, hand: 6, hurt: 8 }, [3, 5]);
  const oskar = await character("Oskar", "player2", { head: 6, hand: 4, hurt: 6 }, [2]);
  const mina = await character("Mina", null, { head: 4, hand: 6, hurt: 4 });
  const widow = await Actor.create({ type: "monstrosity", name: "Grey Widow", system: { stats: { head: 6, hand: 6, hurt: 8 }, sp: { start: 10, recovery: 3 }, tags: ["Revenge"] } });
  const combat = (await g.CONFIG.Combat.documentClass.create({
    combatants: [wren, oskar, mina, widow].map((a) => ({ actorId: a.id })),
  })) as HumanityCombat;
  const id = (actor: { id: string }) => combat.combatants.find((c: any) => c.actorId === actor.id)!.id!;
  return { combat, actors: { wren, oskar, mina, widow }, ids: { wren: id(wren), oskar: id(oskar), mina: id(mina), widow: id(widow) } };
}

export const asUser = (id: "gm" | "player" | "player2") => {
  g.game.user = g.game.users.get(id);
};

export const snapshot = (combat: HumanityCombat) => JSON.stringify({ state: combat.endeavor, log: combat.model.commands, round: combat.round, turn: combat.turn });

type World = Awaited<ReturnType<typeof endeavorWorld>>;

/** The GM starts a Monstrous Endeavor (default edition) and everyone chooses an Action Die; Wren, with the fewest
 *  temporary Blessings, acts first. */
export async function startedWithWrenFirst(world: World): Promise<World> {
  const { combat, ids } = world;
  asUser("gm");
  await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
  for (const [by, stat, blessings] of [[ids.wren, "Head", [2, 2]], [ids.oskar, "Head", [2, 3, 4]], [ids.mina, "Hand", [2, 3, 4]], [ids.widow, "Hurt", [4, 4, 5]]] as const) {
    await requestEndeavor({ combatId: combat.id!, op: "command", command: { type: "chooseActionDie", by, stat, blessings: [...blessings] } });
  }
  if (combat.endeavor!.turn.current !== ids.wren) throw new Error("Wren should act first");
  return world;
}
