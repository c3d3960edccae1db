// The Blessings pool as any actor sheet edits it: gain (rules gainBlessings), remove one, spend by notation.
// Character and Monstrosity sheets share these so a pool behaves the same on both. Each change is priced and written
// by the active GM from the pool as it then stands (pool-relay.ts); the sheet only asks.
import { uuidOf } from "../../compat";
import { parseCost, RulesError } from "../../rules";
import { warnRefusal } from "../shared/refusal";
import { changePool } from "./pool-relay";
import { blessingPool } from "../../documents/blessing-pool";

type PoolActor = Actor.Implementation;

/** Gain a Blessing: a d6 from Foundry's random source; a 1 stays and brings another. */
export async function gainBlessing(actor: PoolActor): Promise<void> {
  const done = await changePool({ op: "gain", actorUuid: uuidOf(actor), count: 1 });
  if (done?.gained) ui.notifications!.info(game.i18n!.format("HB.Sheet.gained", { values: done.gained.join(", ") }));
}

/** Removes the Blessing at `index` of the pool as the sheet lists it (sorted); a stale index changes nothing. */
export async function removeBlessing(actor: PoolActor, index: number): Promise<void> {
  // Stryker disable next-line ArrayDeclaration: only characters' and Monstrosities' sheets draw a pool to remove from
  const pool = [...(blessingPool(actor) ?? [])].sort((a, b) => a - b);
  if (!Number.isInteger(index) || index < 0 || index >= pool.length) return;
  await changePool({ op: "remove", actorUuid: uuidOf(actor), value: pool[index]! });
}

/** Spend by the book's notation (⊜⊜, ③, ① × 4): the least valuable Blessings that pay,
 *  or a localised refusal. */
export async function spendBlessings(actor: PoolActor, cost: string): Promise<void> {
  try {
    parseCost(cost); // notation the rules cannot read is refused here, before asking anyone
  } catch (err) {
    // Stryker disable next-line ConditionalExpression: parseCost refuses with a RulesError alone
    if (!(err instanceof RulesError)) throw err;
    return warnRefusal(err);
  }
  const done = await changePool({ op: "spend", actorUuid: uuidOf(actor), cost });
  if (done?.paid) ui.notifications!.info(game.i18n!.format("HB.Sheet.spent", { values: done.paid.join(", ") }));
}

export { warnRefusal };
