// A payment of Blessings as a select's value, and back (pure): the tracker's selects offer payments this way.
import type { Payment } from "../../../rules/endeavor";

/**
 * A payment as a select's value: "t:4,4" (two temporary 4s), "p:3" (a permanent 3), "t:2|p:2" (one of each).
 * Blank is no payment at all (the engine then refuses with its cost).
 */
export function encodePayment(pay: Payment): string {
  const parts: string[] = [];
  if (pay.temporary?.length) parts.push(`t:${pay.temporary.join(",")}`);
  if (pay.permanent?.length) parts.push(`p:${pay.permanent.join(",")}`);
  return parts.join("|");
}

export function decodePayment(value: string): Payment {
  const pay: Payment = {};
  for (const part of value.split("|")) {
    // Stryker disable next-line StringLiteral: a part without ":" has no list; any text there is no Blessing
    const [pool, list = ""] = part.split(":");
    const values = list
      .split(",")
      .filter(Boolean)
      .map(Number)
      .filter((n) => Number.isInteger(n));
    if (!values.length) continue;
    if (pool === "t") pay.temporary = [...(pay.temporary ?? []), ...values];
    else if (pool === "p") pay.permanent = [...(pay.permanent ?? []), ...values];
  }
  return pay;
}
