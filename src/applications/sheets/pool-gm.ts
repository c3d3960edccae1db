// The GM's side of a pool change (pool-relay.ts): the request is parsed, the asker must own the actor, and the pool is
// read here, now, by the rules that price the change; only then is it written. Runs on the relay's queue, so two
// changes to one pool are never computed from the same reading.
import { gainBlessings, parseCost, payCost, rechargeSpecialization, sparkPayment } from "../../rules";
import { refuse } from "../../rules/errors";
import { STAT_IDS } from "../../rules/ids";
import { RelayRefusal } from "../shared/relay";
import { id, int, list, literal, object, oneOf, parseRequest, tagged, text, uuid } from "../shared/request-schema";
import { actorAt } from "../../documents/actor-types";
import type { HumanityActor } from "../../documents/actor";
import { isSpecialization } from "../../documents/item-types";
import type { PoolRequest, PoolResult } from "./pool-relay";
import { fire } from "../../api/hooks";

/** The requests' shapes, built at the first request (the GM's client alone reads them). */
function poolParser() {
  const stat = oneOf([...STAT_IDS]);
  return tagged("op", {
    gain: object({ op: literal("gain"), actorUuid: uuid, count: int(1, 10) }),
    spend: object({ op: literal("spend"), actorUuid: uuid, cost: text(200) }),
    remove: object({ op: literal("remove"), actorUuid: uuid, value: int(1, 6) }),
    spark: object({ op: literal("spark"), actorUuid: uuid, stats: list(stat, 3) }),
    recharge: object({ op: literal("recharge"), actorUuid: uuid, itemId: id }),
    shop: object({ op: literal("shop"), actorUuid: uuid, paid: list(int(1, 6), 100) }),
  });
}

export async function handlePoolRequest(raw: unknown, user: User.Implementation): Promise<PoolResult> {
  const request = parseRequest(poolParser(), raw) as PoolRequest;
  const actor = actorAt(request.actorUuid);
  if (!actor || !(actor.isCharacter() || actor.isMonstrosity()))
    throw new RelayRefusal("HB.Error.badRequest", { field: "actorUuid" });
  if (!actor.testUserPermission(user, "OWNER")) throw new RelayRefusal("HB.Error.notOwner", { name: actor.name });
  const before = [...actor.system.blessings];
  const result = await changeAsked(actor, request);
  // Told to modules once the pool is written (api/hooks.ts); a refusal threw before this and changed nothing.
  const after = [...actor.system.blessings];
  const told = { op: request.op, before, after, gained: result.gained ?? [], paid: result.paid ?? [] };
  // The relay names the sender by the id the server gave: a user with an id.
  fire("humanity-blessed.poolChange", actor, told, user.id!);
  return result;
}

/** A character's or a Monstrosity's pool: the actors with Blessings. */
type PoolActor = HumanityActor & { system: { blessings: number[] } };

async function changeAsked(actor: PoolActor, request: PoolRequest): Promise<PoolResult> {
  const pool = actor.system.blessings;
  const cursed = actor.statuses.has("cursed");
  const write = (blessings: number[]) => actor.update({ system: { blessings } });
  switch (request.op) {
    case "gain": {
      const gained = gainBlessings(request.count, () => CONFIG.Dice.randomUniform());
      await write([...pool, ...gained]);
      return { gained };
    }
    case "spend": {
      const payment = payCost(pool, parseCost(request.cost), { cursed });
      if (!payment) refuse("cannot-pay", "The pool cannot pay.", { cost: request.cost });
      await write(payment.remaining);
      return { paid: payment.paid };
    }
    case "remove": {
      const at = pool.indexOf(request.value);
      if (at < 0) throw new RelayRefusal("HB.Error.blessingGone", { value: String(request.value) });
      await write(pool.filter((_v, i) => i !== at));
      return { paid: [request.value] };
    }
    case "spark": {
      // The same rule the roll used (stats.ts sparkPayment): balanced Stats, not Taxed/Surprised/spent, ⊜⊜
      // (Ascendant: twice) from the pool as it is now.
      const { paid, remaining } = sparkPayment({
        dice: actor.statDice(),
        stats: request.stats,
        pool,
        conditions: [...actor.statuses],
        spent: actor.isCharacter() ? actor.system.spent : undefined,
        cursed,
        ascendant: request.stats.length === 3,
      });
      await write(remaining);
      return { paid };
    }
    case "shop": {
      // The Session Shop's Stat Upgrades, paid with the very Blessings its player saw them cost. If one is gone (a
      // Spend or a Help since the shop opened), nothing is taken: the shop prices its purchases again (replayShop).
      const remaining = [...pool];
      for (const value of request.paid) {
        const at = remaining.indexOf(value);
        if (at < 0) throw new RelayRefusal("HB.Error.shopPoolChanged", { paid: request.paid.join(", ") });
        remaining.splice(at, 1);
      }
      await write(remaining);
      return { paid: request.paid };
    }
    case "recharge": {
      const spec = actor.items.get(request.itemId);
      if (!spec || !isSpecialization(spec)) throw new RelayRefusal("HB.Error.badRequest", { field: "itemId" });
      const { spec: next, paid, remaining } = rechargeSpecialization(spec.system, pool, { cursed });
      if (!paid.length) return { paid };
      await write(remaining);
      await spec.update({ system: { spent: false, used: next.used, recharged: next.recharged ?? 0 } });
      return { paid };
    }
  }
}
