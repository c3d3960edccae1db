/** A non-violent Attack's theft: the temporary Blessings chosen to steal, checked, taken and (default) regained. */
import type { AttackAction } from "./commands";
import type { Dice } from "./dice";
import type { Draft } from "./draft";
import { checkBlessings } from "./dice";
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";

/** `t`'s temporary Blessings without `values`, each of which `t` must hold (one Blessing per value listed). */
function withoutHeld(d: Draft, t: string, values: readonly number[]): number[] {
  const left = d.get(t).temporary.slice();
  for (const v of values) {
    const i = left.indexOf(v);
    if (i < 0)
      refuse("endeavor-blessing-not-held", `${d.get(t).name} has no temporary Blessing worth ${v}.`, {
        name: d.get(t).name,
        value: v,
      });
    left.splice(i, 1);
  }
  return left;
}

/**
 * The temporary Blessings chosen to steal (`AttackAction.steal`): only from `targets` (the Attack's, immune ones left
 * out), only Blessings they hold, and — when the amount is known (`amount`; default edition: X, plus Help on X) —
 * exactly that many, or all they have if fewer. `amount` null (v0.0.18, where it depends on the roll): an order of
 * preference, any length.
 */
export function checkSteal(
  d: Draft,
  by: string,
  steal: Record<string, number[]>,
  targets: string[],
  amount: number | null,
): void {
  const name = d.get(by).name;
  let total = 0;
  for (const [t, values] of Object.entries(steal)) {
    if (!targets.includes(t))
      refuse("endeavor-bad-distribution", "Steal only from the Attack's targets.", { name, target: d.get(t).name });
    if (!Array.isArray(values))
      refuse("endeavor-bad-distribution", "List the temporary Blessings to steal.", { name, target: d.get(t).name });
    withoutHeld(d, t, values);
    total += values.length;
  }
  if (amount === null) return;
  const count = Math.min(
    amount,
    targets.reduce((s, t) => s + d.get(t).temporary.length, 0),
  );
  if (total !== count)
    refuse("endeavor-bad-distribution", `Steal exactly ${count} temporary Blessing(s).`, { name, count });
}

/** Non-violent: "steal a total of X temporary Blessings of your choice from them. They then gain a number of new
 *  temporary Blessings equal to the amount they lost" (the regain is default-edition only). v0.0.18: "steal a number
 *  of temporary Blessings from them equal to half your position roll, rounded down, minus one for each bust and plus
 *  one for each boon" — `a.steal`, if any, is an order of preference (`preference`): its Blessings from the front,
 *  then the largest remaining. What was taken is written back into `a.steal`. */
export function steal(
  d: Draft,
  dice: Dice,
  by: string,
  targets: string[],
  amount: number,
  a: AttackAction,
  preference: boolean,
): void {
  const taken = new Map<string, number[]>();
  if (a.steal && !preference) {
    checkSteal(d, by, a.steal, targets, amount);
    for (const [t, values] of Object.entries(a.steal)) taken.set(t, values); // (the command is the engine's own copy)
  } else {
    // Stryker disable next-line ConditionalExpression: a safeguard; attack(), the one caller with a preference, checked
    // it before the roll
    if (a.steal) checkSteal(d, by, a.steal, targets, null);
    const pools = new Map(
      targets.map((t) => [
        t,
        d
          .get(t)
          .temporary.slice()
          .sort((x, y) => y - x),
      ]),
    );
    const take = (t: string, v: number) => {
      const pool = pools.get(t)!;
      pool.splice(pool.indexOf(v), 1);
      taken.set(t, [...(taken.get(t) ?? []), v]);
    };
    let left = amount;
    // The preferred ones first, in order.
    for (const [t, values] of Object.entries(a.steal ?? {})) {
      for (const v of values)
        if (left > 0) {
          take(t, v);
          left -= 1;
        }
    }
    // Then (default choice) the largest temporary Blessings, earliest target first on ties.
    for (; left > 0; left -= 1) {
      let best: string | null = null;
      for (const t of targets) {
        const top = pools.get(t)![0];
        if (top !== undefined && (best === null || top > pools.get(best)![0]!)) best = t;
      }
      if (best === null) break;
      take(best, pools.get(best)![0]!);
    }
    a.steal = Object.fromEntries(taken);
  }
  const regains = endeavorRules(d.state.edition).victimRegains;
  const regained: Record<string, number[]> = {};
  for (const [t, values] of taken) {
    if (values.length === 0) continue;
    d.edit(t).temporary = withoutHeld(d, t, values);
    const thief = d.edit(by);
    thief.temporary = [...thief.temporary, ...values];
    d.emit({ type: "blessingsStolen", by, from: t, values });
    if (regains) {
      const supplied = a.regained?.[t];
      const fresh = supplied ? checkBlessings(supplied, values.length) : dice.blessings(values.length);
      regained[t] = fresh;
      const v = d.edit(t);
      v.temporary = [...v.temporary, ...fresh];
      d.emit({ type: "temporaryGained", id: t, values: fresh });
    }
  }
  if (regains) a.regained = regained;
}
