// Helping with the Blessing the helper chooses. Book, "Helping" (both editions): "spend ① to Help another
// character" and "Add half the value of the spent Blessing to the roll, rounded down, to a minimum of 1" — the
// helper picks which Blessing, so a ⑥ helps +3 where a ② helps +1.
import { spendBlessings, worthOf } from "./blessings";
import { helpBonus, helpWorth } from "./check";
import { refuse } from "./errors";

export interface HelperTraits {
  /** The helper is Cursed: each Blessing is worth 1 less (minimum 0). */
  cursed?: boolean;
  /** The Helpful Specialization: "worth 1 more, to a maximum of 6". */
  helpful?: boolean;
}

export interface HelpChoice {
  /** The Blessing's face in the pool. */
  value: number;
  /** What it is worth as Help (after Cursed and Helpful), and what it adds to the roll. */
  worth: number;
  bonus: number;
}

/** Each different Blessing the helper could spend on Help (it must pay ①: worth at least 1), smallest first. */
export function helpChoices(pool: readonly number[], traits: HelperTraits = {}): HelpChoice[] {
  return [...new Set(pool)]
    .filter((v) => worthOf(v, traits.cursed) >= 1)
    .sort((a, b) => a - b)
    .map((value) => {
      const worth = helpWorth(value, traits);
      return { value, worth, bonus: helpBonus(worth) };
    });
}

/**
 * Pays Help with the chosen Blessing: refused when the pool holds no such Blessing, or when it cannot pay ① (a
 * Cursed helper's ① is worth 0). Returns the pool after paying and the Help's worth for resolveCheck.
 */
export function payHelp(
  pool: readonly number[],
  chosen: number,
  traits: HelperTraits = {},
): { remaining: number[]; worth: number; bonus: number } {
  const remaining = spendBlessings(pool, [chosen]);
  if (worthOf(chosen, traits.cursed) < 1)
    refuse("cannot-pay", `A Blessing worth ${worthOf(chosen, traits.cursed)} cannot pay ①.`, { cost: "①" });
  const worth = helpWorth(chosen, traits);
  return { remaining, worth, bonus: helpBonus(worth) };
}

/**
 * The Blessing a helper's chooser starts on: the first Help offered before the roll that this helper holds (so the
 * card does what the roll dialog promised), else the smallest they can pay with. Null when they cannot Help.
 */
export function suggestedHelp(
  pool: readonly number[],
  offered: readonly number[],
  traits: HelperTraits = {},
): number | null {
  const choices = helpChoices(pool, traits);
  return choices.find((c) => offered.includes(c.value))?.value ?? choices[0]?.value ?? null;
}
