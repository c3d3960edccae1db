// Dice So Nice by role: the dice a table must tell apart wear the colour set their roller chose for their role (a
// client setting each, registered with the colour sets only where Dice So Nice is active: applications/first-run/
// dice-colours.ts). Dice So Nice reads a colour set per dice term (`term.options.colorset`, DiceFactory
// getAppearanceForDice), so a die with a role of its own is a term of its own. Loaded with the rolls that need it
// (documents/check.ts, spark-upgrade-roll.ts, an Endeavor card's applications/combat/cards/event-card-dice.ts), never
// with the always-loaded bundle.
import { SYSTEM_ID } from "../settings";
import { diceTerms } from "./group-terms";

/** The dice a table tells apart: a Spark's second (and Ascendant's third) die, Help dice (Analytical's four d6), the
 *  Haunted die subtracted after a roll, and the table's shared Hardy die. */
export const DICE_ROLES = ["spark", "help", "haunted", "hardy"] as const;
export type DiceRole = (typeof DICE_ROLES)[number];

/** "none": the roller's own Dice So Nice dice. */
export const NO_COLORSET = "none";
/** Our colour set of a role, as Dice So Nice knows it. */
export function colorsetName(role: DiceRole): string {
  return `hb-${role}`;
}
/** The client setting that chooses a role's colour set. */
export function roleSetting(role: DiceRole) {
  return `dice-${role}` as const;
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "humanity-blessed.dice-spark": string;
    "humanity-blessed.dice-help": string;
    "humanity-blessed.dice-haunted": string;
    "humanity-blessed.dice-hardy": string;
  }
}

/** The colour set this client's user chose for a role's dice, or null: "none", or Dice So Nice absent (the settings
 *  are registered only where it is active). */
export function colorsetFor(role: DiceRole): string | null {
  const key = roleSetting(role);
  if (!game.settings.settings.has(`${SYSTEM_ID}.${key}`)) return null;
  const chosen = game.settings.get(SYSTEM_ID, key);
  return chosen && chosen !== NO_COLORSET ? chosen : null;
}

/**
 * The role of each die of a Check's group, from the Stats it rolls (the Stat first, then a Spark's partners): the
 * shared Hardy die is always the Hardy die — reading: a table tells it apart wherever it sits, the Spark's second
 * die included, since it moves after the Check —, else every die after the first is a Spark's; the Haunted die is
 * Haunted's.
 */
export function rolesOf(stats: readonly string[]): (DiceRole | null)[] {
  return stats.map((stat, i) => (stat === "hardy" ? "hardy" : stat === "haunted" ? "haunted" : i > 0 ? "spark" : null));
}

type Die = foundry.dice.terms.Die;

/** Puts a role's colour set (if the roller chose one) on a dice term, where Dice So Nice reads it. */
export function dressTerm(term: foundry.dice.terms.DiceTerm, role: DiceRole | null): void {
  const colorset = role && colorsetFor(role);
  // Not among core's declared term options: Dice So Nice's own.
  if (colorset) Object.assign(term.options, { colorset });
}

/**
 * An unevaluated Check roll of the Stats `stats` (one die each, in order), dressed for Dice So Nice: when its dice have
 * different roles they become one term each (a Spark's "2d6" becomes "1d6 + 1d6" — the same dice thrown together, the
 * same throws, total and card: the card and the totals read the dice, never the formula), each wearing its role's
 * colour set. A roll nobody chose colours for is left as it was.
 */
export function dressCheckRoll<R extends foundry.dice.Roll>(roll: R, stats: readonly string[]): R {
  const roles = rolesOf(stats);
  const colours = roles.map((role) => role && colorsetFor(role));
  if (!colours.some(Boolean)) return roll;
  const { Die, OperatorTerm } = foundry.dice.terms;
  const dice = roll.terms.filter((t): t is Die => t instanceof Die);
  const faces = dice.flatMap((d) => Array<number>(d.number ?? 1).fill(d.faces ?? 0));
  if (faces.length !== stats.length) return roll;
  roll.terms = faces.flatMap((f, i) => {
    const die = new Die({ number: 1, faces: f });
    if (colours[i]) Object.assign(die.options, { colorset: colours[i] });
    return i ? [new OperatorTerm({ operator: "+" }), die] : [die];
  });
  roll.resetFormula();
  return roll;
}

/**
 * An evaluated roll of the Stats `stats` (one die each, in order) dressed as dressCheckRoll dresses one before it is
 * thrown: an Endeavor's rolls, thrown by the rules engine and handed back to Foundry (event-card-dice.ts). Each die
 * becomes a term of its own holding its own results, throw after throw, their bump flags and hidden d20 readings as
 * they were: the same throws, total and card. A roll nobody chose colours for is left as it was.
 */
export function dressThrownRoll<R extends foundry.dice.Roll>(roll: R, stats: readonly string[]): R {
  const colours = rolesOf(stats).map((role) => role && colorsetFor(role));
  if (!colours.some(Boolean)) return roll;
  const dice = roll.terms.filter((t): t is Die => t instanceof foundry.dice.terms.Die);
  // A term of n dice holds its results throw by throw, n at a time: its k-th die's are every n-th from the k-th.
  const perDie = dice.flatMap((d) => {
    const n = d.number ?? 1;
    return Array.from({ length: n }, (_, k) => ({
      size: d.faces ?? 0,
      count: 1,
      results: d.results.filter((_, j) => j % n === k),
    }));
  });
  if (perDie.length !== stats.length) return roll;
  roll.terms = diceTerms(perDie);
  roll.terms
    .filter((t): t is Die => t instanceof foundry.dice.terms.Die)
    .forEach((die, i) => {
      if (colours[i]) Object.assign(die.options, { colorset: colours[i] });
    });
  roll.resetFormula();
  return roll;
}
