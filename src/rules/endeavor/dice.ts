/**
 * Where an Endeavor's randomness comes from: values supplied on the command by the Foundry dice layer, or the
 * injected Rng through the core rules' rollGroup / gainBlessings. Never Math.random.
 */
import { gainBlessings } from "../blessings";
import type { CheckSpec } from "../check-spec";
import {
  DEFAULT_ASTERISK_READING,
  faceOf,
  readHidden,
  rollGroup,
  type DieSize,
  type GroupRoll,
  type HiddenDice,
  type Rng,
} from "../dice";
import { refuse } from "./errors";
import type { EndeavorState, Participant } from "./state";

/**
 * Hidden Stat Dice (Humanity, Endeavored, "Using d20s"): how `p`'s Stat Dice are thrown — as d20s read through the d20
 * Conversion table, asterisks read as the Endeavor's ruling says — or null for real dice.
 */
export function hiddenDiceOf(state: EndeavorState, p: Participant): HiddenDice | null {
  return p.rollD20s ? { reading: state.options.d20Asterisks ?? DEFAULT_ASTERISK_READING } : null;
}

/**
 * A roll's throws as a command records them: each die's face, or for Hidden Stat Dice the d20 it was read from.
 * Reading: under "redo" only the d20 read is kept (those thrown before it change nothing the engine decides), so a
 * replay of the log makes exactly the events the Endeavor made.
 */
export function recordedThrows(g: GroupRoll): number[][] {
  // Stryker disable next-line MethodExpression: a copy no caller writes to
  return g.d20s ? g.d20s.map((t) => t.map((d20s) => d20s.at(-1)!)) : g.throws.map((t) => t.slice());
}

/** The roll as the engine keeps it: a hidden roll's d20s, per die, only the one read (see recordedThrows). */
const kept = (g: GroupRoll): GroupRoll =>
  g.d20s ? { ...g, d20s: g.d20s.map((t) => t.map((d20s) => [d20s.at(-1)!])) } : g;

export class Dice {
  /** `inspect`: shown each Check's spec before its dice are thrown (previewCheck stops there, rolling nothing). */
  constructor(
    private readonly rng: Rng | undefined,
    private readonly inspect?: (spec: CheckSpec) => void,
  ) {}

  /** A Check is about to be rolled with this spec. */
  check(spec: CheckSpec): void {
    this.inspect?.(spec);
  }

  private need(): Rng {
    if (!this.rng) refuse("endeavor-bad-roll", "This command needs dice results or an Rng to roll them.");
    return this.rng;
  }

  /** One roll of a group (a Stat Die, or a Sparked pair), rolled `extra` more times keeping the best: Horde
   *  ("each time you roll, roll an additional time and ignore the lowest value") and Imposing (the first roll) each
   *  add one. Reading: both at once roll twice more, keeping the best of three. With its throws (the kept group; on a
   *  tie the earlier one), for the chat card. `canBump: false`:
   *  an Ache on the Stat, Surprised (the core rules' conditionEffects). `hidden`: Hidden Stat Dice, each die a d20
   *  read through the table (its d20s kept on the roll). */
  group(sizes: DieSize[], extra: boolean | number, canBump = true, hidden: HiddenDice | null = null): GroupRoll {
    const rng = this.need();
    let best = rollGroup(sizes, rng, { canBump, hidden });
    for (let i = Number(extra); i > 0; i -= 1) {
      const again = rollGroup(sizes, rng, { canBump, hidden });
      if (again.total > best.total) best = again;
    }
    return kept(best);
  }

  /** Analytical Help's four d6, each thrown alone (they do not bump). */
  analytical(): number[] {
    const rng = this.need();
    return [0, 0, 0, 0].map(() => faceOf(6, rng()));
  }

  /** A uniform pick among `count` choices (Critical's "at random"). */
  pick(count: number): number {
    return Math.min(count - 1, Math.floor(this.need()() * count));
  }

  /** Gain `count` Blessings, each rolled separately (book: "Gain One at a Time"); bumps add Blessings. */
  blessings(count: number): number[] {
    if (count <= 0) return [];
    return gainBlessings(count, this.need());
  }
}

/** Supplied totals must be whole numbers of at least 1 (the smallest die, d2, rolls 1). */
export function checkTotals(totals: readonly number[], count: number): number[] {
  if (totals.length !== count || totals.some((t) => !Number.isInteger(t) || t < 1)) {
    refuse("endeavor-bad-roll", `Expected ${count} roll total(s) of at least 1.`, { count });
  }
  // Stryker disable next-line MethodExpression: a copy no caller writes to
  return totals.slice();
}

/**
 * The supplied throws of a roll, if they are that roll's: each throw one face per die, adding up to the total. Hidden
 * Stat Dice (`hidden`): each face is the d20 thrown (1–20), read through the table as its die; the values read add up
 * to the total (a d20 the reading would have thrown again is no throw of it).
 */
export function groupOf(
  sizes: DieSize[],
  throws: number[][],
  total: number,
  hidden: HiddenDice | null = null,
): GroupRoll {
  const shaped =
    Array.isArray(throws) && throws.length > 0 && throws.every((t) => Array.isArray(t) && t.length === sizes.length);
  const values = !shaped
    ? null
    : hidden
      ? throws.map((t) => t.map((d20, i) => readHidden(sizes[i]!, [d20], hidden.reading)))
      : throws.map((t) => t.map((f, i) => (Number.isInteger(f) && f >= 1 && f <= sizes[i]! ? f : null)));
  const read = values?.every((t) => t.every((v) => v !== null)) ? (values as number[][]) : null;
  if (!read || read.flat().reduce((s, f) => s + f, 0) !== total)
    refuse("endeavor-bad-roll", `Those throws do not make a roll of ${total}.`, { count: total });
  const g: GroupRoll = { sizes, throws: read, total, bumps: throws.length - 1 };
  if (hidden) g.d20s = throws.map((t) => t.map((d20) => [d20]));
  return g;
}

/** Supplied Blessings must be worth 1–6 and at least `count` of them (bumps add more). */
export function checkBlessings(values: readonly number[], count: number): number[] {
  if (values.length < count || values.some((v) => !Number.isInteger(v) || v < 1 || v > 6)) {
    refuse("endeavor-bad-roll", `Expected at least ${count} Blessing value(s) from 1 to 6.`, { count });
  }
  // Stryker disable next-line MethodExpression: a copy no caller writes to
  return values.slice();
}
