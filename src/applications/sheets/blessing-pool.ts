// The Blessings pool as any actor sheet edits it: gain (rules gainBlessings), remove one, spend by notation.
// Character and Monstrosity sheets share these so a pool behaves the same on both.
import { gainBlessings, parseCost, payCost, RulesError } from "../../rules";
import { warnRefusal } from "../shared/refusal";

type PoolActor = Actor.Implementation;
const poolOf = (actor: PoolActor) => (actor.system as unknown as { blessings: number[] }).blessings;

/** Gain a Blessing: a d6 from Foundry's random source; a 1 stays and brings another. */
export async function gainBlessing(actor: PoolActor): Promise<void> {
  const gained = gainBlessings(1, () => CONFIG.Dice.randomUniform());
  await actor.update({ "system.blessings": [...poolOf(actor), ...gained] } as never);
  ui.notifications?.info(game.i18n!.format("HB.Sheet.gained", { values: gained.join(", ") }));
}

/** Removes the Blessing at `index` of the pool as the sheet lists it (sorted); a stale index changes nothing. */
export async function removeBlessing(actor: PoolActor, index: number): Promise<void> {
  const pool = [...poolOf(actor)].sort((a, b) => a - b);
  if (!Number.isInteger(index) || index < 0 || index >= pool.length) return;
  pool.splice(index, 1);
  await actor.update({ "system.blessings": pool } as never);
}

/** Spend by the book's notation (⊜⊜, ③, ① × 4): the least valuable Blessings that pay, or a localised refusal. */
export async function spendBlessings(actor: PoolActor, cost: string): Promise<void> {
  try {
    const payment = payCost(poolOf(actor), parseCost(cost), { cursed: actor.statuses.has("cursed") });
    if (!payment) throw new RulesError("cannot-pay", "The pool cannot pay.", { cost });
    await actor.update({ "system.blessings": payment.remaining } as never);
    ui.notifications?.info(game.i18n!.format("HB.Sheet.spent", { values: payment.paid.join(", ") }));
  } catch (err) {
    if (!(err instanceof RulesError)) throw err;
    warnRefusal(err);
  }
}

export { warnRefusal };
