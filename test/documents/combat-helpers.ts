// A Foundry world with an Endeavor encounter: two players' characters, a GM-run character and a Monstrosity.
import { onInit } from "../../src/hooks/init";
import { requestEndeavor } from "../../src/applications/combat/requests/endeavor-relay";
import type { HumanityCombat } from "../../src/documents/combat";
import type { HumanityActor } from "../../src/documents/actor";
import type { EndeavorCombatModel } from "../../src/data/combat/endeavor-combat";
import type { EndeavorCombatantModel } from "../../src/data/combat/endeavor-combatant";
import { combatantModel } from "../../src/data/combat/combatant-model";
import { choose, seededRng } from "../builders/endeavor";

const g = globalThis as any;

/** A Combat as an Endeavor world holds it: `system` is the Endeavor model (fvtt-types also admits other modules'
 *  subtypes, which no Combat here has) and `model` is that same model, present once the Combat is built. */
export type EndeavorCombat = HumanityCombat & {
  readonly system: EndeavorCombatModel;
  readonly model: EndeavorCombatModel;
};
const isEndeavorCombat = (combat: HumanityCombat): combat is EndeavorCombat =>
  combat.model !== null && combat.system === combat.model;

/** `combat` with its Endeavor model known; a test fails here, not later, on a Combat without one. */
export function endeavorCombat(combat: HumanityCombat | null | undefined): EndeavorCombat {
  if (!combat || !isEndeavorCombat(combat)) throw new Error("not a Combat running the Endeavor model");
  return combat;
}

/** A combatant's Endeavor model (its `system`); a test fails here when the combatant or its model is missing. */
export function combatantSystem(combat: HumanityCombat, id: string): EndeavorCombatantModel {
  const model = combatantModel(combat.combatants.get(id) ?? {});
  if (!model) throw new Error(`no Endeavor combatant ${id}`);
  return model;
}

/** The character a combatant stands for (its `system` the CharacterModel); a test fails here for anyone else. */
export function characterOf(combat: HumanityCombat, id: string) {
  const actor = combat.combatants.get(id)?.actor;
  if (!actor?.isCharacter()) throw new Error(`combatant ${id} is not a character's`);
  return actor;
}

/** Core's ownership levels as fvtt-types brands them (the fake's CONST does not carry DOCUMENT_OWNERSHIP_LEVELS). */
export const OWNERSHIP = {
  NONE: 0 as CONST.DOCUMENT_OWNERSHIP_LEVELS,
  OWNER: 3 as CONST.DOCUMENT_OWNERSHIP_LEVELS,
} as const;

/** The actor just created, as the character (or Monstrosity) it was created as; a test fails here otherwise. */
function asCharacter(actor: HumanityActor | undefined, name: string) {
  if (!actor?.isCharacter()) throw new Error(`${name} was not created as a character`);
  return actor;
}
function asMonstrosity(actor: HumanityActor | undefined, name: string) {
  if (!actor?.isMonstrosity()) throw new Error(`${name} was not created as a Monstrosity`);
  return actor;
}

export async function endeavorWorld() {
  onInit();
  CONFIG.Dice.randomUniform = seededRng(11);
  const Actor = CONFIG.Actor.documentClass;
  type Stats = Record<string, number>;
  const character = async (name: string, owner: string | null, stats: Stats, blessings: number[] = []) => {
    const ownership = owner ? { default: OWNERSHIP.NONE, [owner]: OWNERSHIP.OWNER } : { default: OWNERSHIP.NONE };
    return asCharacter(await Actor.create({ type: "character", name, ownership, system: { stats, blessings } }), name);
  };
  const wren = await character("Wren", "player", { head: 6, hand: 6, hurt: 8 }, [3, 5]);
  const oskar = await character("Oskar", "player2", { head: 6, hand: 4, hurt: 6 }, [2]);
  const mina = await character("Mina", null, { head: 4, hand: 6, hurt: 4 });
  const widowSystem = { stats: { head: 6, hand: 6, hurt: 8 }, sp: { start: 10, recovery: 3 }, tags: ["Revenge"] };
  const widow = asMonstrosity(
    await Actor.create({ type: "monstrosity", name: "Grey Widow", system: widowSystem }),
    "Grey Widow",
  );
  const combat = endeavorCombat(await CONFIG.Combat.documentClass.create({
    combatants: [wren, oskar, mina, widow].map((a) => ({ actorId: a.id })),
  }));
  const id = (actor: { id: string | null }) => combat.combatants.find((c) => c.actorId === actor.id)!.id!;
  return { combat, actors: { wren, oskar, mina, widow }, ids: { wren: id(wren), oskar: id(oskar), mina: id(mina), widow: id(widow) } };
}

export const asUser = (id: "gm" | "player" | "player2") => {
  g.game.user = g.game.users.get(id);
};

export const snapshot = (combat: EndeavorCombat) =>
  JSON.stringify({ state: combat.endeavor, log: combat.model.commands, round: combat.round, turn: combat.turn });

type World = Awaited<ReturnType<typeof endeavorWorld>>;

/** The GM starts a Monstrous Endeavor (default edition) and everyone chooses an Action Die; Wren, with the fewest
 *  temporary Blessings, acts first. */
export async function startedWithWrenFirst(world: World): Promise<World> {
  const { combat, ids } = world;
  asUser("gm");
  await requestEndeavor({ combatId: combat.id!, op: "start", options: { kind: "monstrous", edition: "v0.0.21.10" } });
  for (const [by, stat, blessings] of [[ids.wren, "Head", [2, 2]], [ids.oskar, "Head", [2, 3, 4]], [ids.mina, "Hand", [2, 3, 4]], [ids.widow, "Hurt", [4, 4, 5]]] as const) {
    await requestEndeavor({ combatId: combat.id!, op: "command", command: choose(by, stat, [...blessings]) });
  }
  if (combat.endeavor!.turn.current !== ids.wren) throw new Error("Wren should act first");
  return world;
}
