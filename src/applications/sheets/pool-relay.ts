// Changes to a Blessing pool, as any client asks for them: each one is sent to the active GM, who reads the pool
// again and writes it, one request at a time on the relay's queue (pool-gm.ts). A Spark paid at roll time, a Help on
// a card, the sheet's Gain, Spend and Remove, a Specialization's recharge and the Session Shop's Stat Upgrades
// therefore never read the same pool twice: fired together, they cannot spend more than it holds. With no GM connected,
// the owner's own client does the same on its own queue.
import { relay } from "../shared/relay";

/** The relay request type; its GM handler is registered with the sheets (register.ts). */
export const POOL_RELAY = "pool";

export type PoolRequest =
  | { op: "gain"; actorUuid: string; count: number }
  | { op: "spend"; actorUuid: string; cost: string }
  | { op: "remove"; actorUuid: string; value: number }
  | { op: "spark"; actorUuid: string; stats: string[] }
  | { op: "recharge"; actorUuid: string; itemId: string }
  | { op: "shop"; actorUuid: string; paid: number[] };

/** What the GM did: the Blessings gained or paid. */
export type PoolResult = { gained?: number[]; paid?: number[] };

/** Asks for a pool change; resolves to what was done, or undefined when refused (the refusal is shown). */
export function changePool(request: PoolRequest): Promise<PoolResult | undefined> {
  return relay<PoolResult>(POOL_RELAY, request, true);
}
