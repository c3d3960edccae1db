/**
 * Paying Blessings (book: "Blessings" → Spending Blessings, Blessing Notation) from the temporary and/or permanent
 * pool, by value. Racing: "When you spend a Blessing, gain a Fatigue button" — one per Blessing spent.
 */
import type { Draft } from "./draft";
import type { Payment } from "./commands";
import { costMet } from "../blessings";
import { refuse } from "./errors";
import { addStacked } from "./buttons";
import { kindRules } from "./kinds";

function take(pool: number[], values: number[], who: string): number[] {
  const left = pool.slice();
  for (const v of values) {
    const i = left.indexOf(v);
    if (i < 0)
      refuse("endeavor-blessing-not-held", `${who} has no Blessing worth ${v} to spend.`, { name: who, value: v });
    left.splice(i, 1);
  }
  return left;
}

export function paymentValues(pay: Payment | undefined): number[] {
  return [...(pay?.temporary ?? []), ...(pay?.permanent ?? [])];
}

/**
 * Spend `pay` for `id`. `cost` is Blessing notation checked by the core rules ("①", "⊜⊜", "③" …), or "any" for
 * Protect's "spend Blessings" (at least one).
 */
export function pay(d: Draft, id: string, payment: Payment | undefined, cost: string): number[] {
  const values = paymentValues(payment);
  const p = d.get(id);
  if (cost === "any" ? values.length === 0 : !costMet(cost, values)) {
    refuse("endeavor-cost-not-met", `${p.name} must pay ${cost === "any" ? "at least one Blessing" : cost}.`, {
      name: p.name,
      cost,
    });
  }
  // Stryker disable next-line OptionalChaining: no payment meets a cost (refused above); the ?. is for the types
  const temporary = take(p.temporary, payment?.temporary ?? [], p.name);
  // Stryker disable next-line OptionalChaining: as above
  const permanent = take(p.blessings, payment?.permanent ?? [], p.name);
  const w = d.edit(id);
  w.temporary = temporary;
  w.blessings = permanent;
  // Stryker disable next-line OptionalChaining: as above
  d.emit({ type: "blessingsSpent", id, temporary: payment?.temporary ?? [], permanent: payment?.permanent ?? [] });
  if (kindRules(d.state.kind).fatigueOnSpend) addStacked(d, "fatigue", id, w.position, values.length);
  return values;
}

/** "spend all your temporary Blessings" (Perform Combo, Declare Victory): no Fatigue (Racing has no such action). */
export function spendAllTemporary(d: Draft, id: string): number[] {
  const values = d.get(id).temporary;
  if (values.length === 0) return [];
  d.edit(id).temporary = [];
  d.emit({ type: "blessingsSpent", id, temporary: values, permanent: [] });
  return values;
}
