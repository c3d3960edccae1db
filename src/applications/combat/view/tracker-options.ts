// What the tracker's selects offer: participants and Stats as choices, and Blessings as payments (the value encodes
// the payment (payment-value.ts); the label key says from which pool).
import { type EndeavorState, type Participant, type Payment } from "../../../rules/endeavor";
import { statId } from "../../../rules/ids";
import { encodePayment } from "./payment-value";

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

export function choice(p: Participant): Choice {
  return { value: p.id, label: p.name };
}
export function statLabel(name: string) {
  return `HB.Stat.${statId(name)}`;
}
/** A participant's name by id (the id itself for one not in the Endeavor). */
export function nameOf(state: EndeavorState, id: string): string {
  return state.participants.find((p) => p.id === id)?.name ?? id;
}

/** A payment offered in a select: the value encodes it (payment-value.ts), the label key says from which pool. */
export interface PayOption {
  value: string;
  label: string;
  t: string;
  p: string;
}

export function payOption(pay: Payment): PayOption {
  const t = (pay.temporary ?? []).join(", ");
  const q = (pay.permanent ?? []).join(", ");
  const label = t && q ? "HB.Endeavor.Pay.mixed" : t ? "HB.Endeavor.Pay.temporary" : "HB.Endeavor.Pay.permanent";
  return { value: encodePayment(pay), label, t, p: q };
}

function distinct(values: number[]) {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** ⊜⊜ (Unique Skill, Spark): two Blessings of the same worth, temporary first, cheapest first. None: empty. */
export function pairOptions(p: Participant): PayOption[] {
  const count = (pool: number[], v: number) => pool.filter((x) => x === v).length;
  const out: PayOption[] = [];
  for (const v of distinct([...p.temporary, ...p.blessings])) {
    const t = count(p.temporary, v);
    const q = count(p.blessings, v);
    if (t >= 2) out.push(payOption({ temporary: [v, v] }));
    if (t >= 1 && q >= 1) out.push(payOption({ temporary: [v], permanent: [v] }));
    if (q >= 2) out.push(payOption({ permanent: [v, v] }));
  }
  return out.sort((a, b) => (a.p ? 1 : 0) - (b.p ? 1 : 0));
}

/** One Blessing worth at least `min` (Help ①, recharge ③/④): each worth once per pool, temporary first. */
export function singleOptions(p: Participant, min = 1): PayOption[] {
  return [
    ...distinct(p.temporary.filter((v) => v >= min)).map((v) => payOption({ temporary: [v] })),
    ...distinct(p.blessings.filter((v) => v >= min)).map((v) => payOption({ permanent: [v] })),
  ];
}

/** The Blessing Protect spends unless the player chooses: the smallest temporary one, else the smallest permanent. */
export function cheapestIndex(options: readonly { t: string; p: string }[]): number {
  const worth = (o: { t: string; p: string }) => (o.t ? Number(o.t) : 100 + Number(o.p));
  return options.reduce((best, o, i) => (worth(o) < worth(options[best]!) ? i : best), 0);
}
