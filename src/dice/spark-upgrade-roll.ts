// A Spark upgrade of a rolled Check (the card's "Upgrade to Spark", rules/spark-upgrade.ts): the new roll, and what it
// added for Dice So Nice to throw. Loaded on demand with the GM's card actions; the roll class itself is always loaded.
import { HumanityCheckRoll, type RollOptions } from "./humanity-check-roll";
import { rethrow } from "./rethrow";
import { diceTerms } from "./group-terms";
import { readD20Results as readHidden } from "./hidden-dice";
import { dressTerm, rolesOf } from "./dice-roles";

type Die = foundry.dice.terms.Die;
type Result = foundry.dice.terms.DiceTerm.Result;

/**
 * A new, evaluated roll: `roll` plus a balanced die of `size`; while a throw bumps, the whole group (the first die and
 * the added one) is thrown again. `canBump: false` keeps whatever stopped the first die bumping. `roll` stays
 * as it was.
 */
export async function upgradeToSpark(
  roll: HumanityCheckRoll,
  size: number,
  partner: string,
  { canBump = true }: { canBump?: boolean } = {},
): Promise<HumanityCheckRoll> {
  const { Die, OperatorTerm, RollTerm } = foundry.dice.terms;
  // Copies: the upgrade throws the first die again.
  const terms = roll.terms.map((t) => RollTerm.fromData(t.toJSON()));
  const before = roll.hidden;
  // Hidden Stat Dice: the added die is a d20 too, read as a Stat Die of `size`.
  const hidden = before ? { sizes: [...before.sizes, size], reading: before.reading } : undefined;
  const added = new Die({ number: 1, faces: hidden ? 20 : size });
  // Dice So Nice: the Spark's second die in the colours its roller chose (the Hardy die's, when the partner is Hardy).
  dressTerm(added, rolesOf([roll.stat, partner])[1]!);
  await added.evaluate();
  if (hidden) await readHidden(added.results, [size], hidden.reading);
  const plus = new OperatorTerm({ operator: "+" });
  await plus.evaluate();
  // Stryker disable next-line MethodExpression: a Spark upgrade is of a single Stat Die, a roll of that one term
  const group = [...terms.filter((t): t is Die => t instanceof Die), added];
  if (canBump) await rethrow(group, roll.throws.length + 1, added.results, {}, hidden);
  const options: RollOptions = {
    ...roll.options,
    partner,
    upgraded: true,
    canBump,
    ...(hidden ? { d20: hidden } : {}),
  };
  return HumanityCheckRoll.fromTerms([...terms, plus, added], options);
}

/**
 * What a Spark upgrade added, as a roll for Dice So Nice to throw: the added die alone, then each re-throw of the
 * whole group. The first die's earlier result holds its place in the first throw, hidden (Dice So Nice counts a
 * hidden result into a throw and does not draw it).
 */
export function addedDiceOf(roll: HumanityCheckRoll): HumanityCheckRoll | null {
  // An upgraded roll has two phases (its Stat Die's throws, then the added die's and the re-throws) and two dice.
  const [before, after] = roll.phases as [Result[][], Result[][]?];
  if (!after) return null;
  const dice = roll.groupDice;
  const added = dice[1];
  const results = dice.map((d) => {
    const mine = (t: Result[]) => t.filter((r) => d.results.includes(r));
    // Stryker disable next-line MethodExpression: the first throw after the upgrade is the added die's alone
    const own = d === added ? d.results : after.slice(1).flatMap(mine);
    // The first die's last throw holds its place beside the added die, unseen: Dice So Nice draws no hidden result
    // and starts a new throw after each result of a one-die term (its re-throws follow on their own); inactive, it
    // counts toward no total.
    // Stryker disable next-line BooleanLiteral: nothing that draws these dice reads `active` (`hidden`'s is killed)
    const placeholder = mine(before.at(-1)!).map((r) => ({ ...r, active: false, hidden: true }));
    return [...placeholder, ...own.map((r) => ({ ...r }))];
  });
  // One term per die: the first die's results no longer line up with the added die's.
  // Stryker disable next-line LogicalOperator: each die of an upgraded roll is one die
  const terms = diceTerms(dice.map((d, i) => ({ size: d.faces ?? 0, count: d.number ?? 1, results: results[i]! })));
  // Each die keeps its colours (a Spark's second die, the Hardy die: dice-roles.ts).
  terms
    .filter((t): t is Die => t instanceof foundry.dice.terms.Die)
    .forEach((t, i) => Object.assign(t.options, dice[i]!.options));
  return HumanityCheckRoll.fromTerms(terms, { ...roll.options });
}
