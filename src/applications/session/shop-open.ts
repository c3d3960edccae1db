// The player's side of the GM's End session: the query handler session.ts registers, loaded with the first query.
import { shop } from "./shop-query";
import { actorAt } from "../../documents/actor-types";

/**
 * On the player's client: open the shop of a character this user owns, while the GM's End session for it is pending
 * (its shop flag, written by the GM's reset and cleared when the shop is finished). Anything else is ignored: any
 * client may send this query, and a shop pushed open at another time would only be a window in someone's way.
 */
export async function onOpenShop(data: unknown): Promise<boolean> {
  const actorUuid = typeof data === "object" && data !== null && "actorUuid" in data ? data.actorUuid : undefined;
  if (typeof actorUuid !== "string" || actorUuid.length > 256) return false;
  const actor = actorAt(actorUuid);
  if (!actor || !actor.isCharacter() || !actor.isOwner || !actor.system.session.shopOpen) return false;
  await (await shop()).openFor(actor);
  return true;
}
