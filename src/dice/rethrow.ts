// A Check roll's throws after core's first (HumanityCheckRoll#_evaluate, a Spark upgrade): while a throw bumps, the
// whole group is thrown again, and hidden Stat Dice are read through the d20 Conversion table. Loaded with the first
// roll thrown on this client: the rolls a world's chat rebuilds at load are drawn, never thrown.
import { MAX_THROWS, type AsteriskReading } from "../rules/ids";
import { bumpsAgain } from "../rules/stat-dice";
import { valueOf } from "./group-terms";

type Die = foundry.dice.terms.Die;
type Result = foundry.dice.terms.DiceTerm.Result;
type EvaluateOptions = { minimize?: boolean; maximize?: boolean };
type Hidden = { sizes: number[]; reading: AsteriskReading };

/** Reads hidden Stat Dice through the d20 Conversion table, loaded with the first hidden roll (hidden-dice.ts). */
const readHidden = async (results: readonly Result[], sizes: readonly number[], reading: AsteriskReading) =>
  (await import("./hidden-dice")).readD20Results(results, sizes, reading);

/** What of a HumanityCheckRoll its throws need, core having thrown each die once. */
interface Thrown {
  readonly hidden: Hidden | null;
  readonly canBump: boolean;
  readonly groupDice: Die[];
  readonly throws: number[][];
}

/** Core threw each die once: hidden dice are read, and while the last throw bumps (and may) the group is thrown
 *  again. */
export async function throwOn(roll: Thrown, options: EvaluateOptions): Promise<void> {
  const hidden = roll.hidden;
  const first = roll.groupDice.flatMap((d) => d.results);
  if (hidden) await readHidden(first, hidden.sizes, hidden.reading);
  if (roll.canBump) await rethrow(roll.groupDice, roll.throws.length, first, options, hidden ?? undefined);
}

/**
 * While the last throw bumps and the group has been thrown fewer than MAX_THROWS times, flags that throw's results
 * (each bumped the group) and throws every die of the group again, in order.
 */
export async function rethrow(
  group: readonly Die[],
  thrown: number,
  last: Result[],
  options: EvaluateOptions,
  hidden?: Hidden,
): Promise<void> {
  // A hidden die bumps on its converted 1, and its bump's throw is again a d20 read through the table.
  for (let n = thrown; n < MAX_THROWS && bumpsAgain(last.map(valueOf)); n++) {
    for (const r of last) r.exploded = true;
    last = [];
    for (const die of group) for (let i = 0; i < (die.number ?? 1); i++) last.push(await die.roll(options));
    if (hidden) await readHidden(last, hidden.sizes, hidden.reading);
  }
}
