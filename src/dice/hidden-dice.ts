// Hidden Stat Dice on Foundry's dice (Humanity, Endeavored, "Using d20s"): each Stat Die is a core d20 Die, so Dice So
// Nice throws a d20, and each of its results is read through the rules' d20 Conversion table. The value read is the
// result's `count`, which core adds to a die's total in place of the face (DiceTerm#total), so the roll's total is the
// Stat Dice's. Under "redo" an asterisked d20 is thrown again on Foundry's random source by the rules' own loop
// (throwHidden); the d20s redone stay on the result as `redone`, the one read is its `result`.
import type { AsteriskReading, DieSize } from "../rules/ids";

type Result = foundry.dice.terms.DiceTerm.Result;
/** A d20's result read as a hidden Stat Die: `count` the value read, `redone` the d20s thrown before it. */
export type HiddenResult = Result & { redone?: number[] };

/** Reads freshly thrown d20 results as Stat Dice of `sizes` (one each, in order), in place; under "redo" each
 *  asterisked one is thrown again. The table comes with the rules engine, loaded on demand (never in the
 *  always-loaded bundle: every player downloads that, and most worlds never throw a hidden die). */
export async function readD20Results(
  results: readonly HiddenResult[],
  sizes: readonly number[],
  reading: AsteriskReading,
): Promise<void> {
  const { d20Cell, throwHidden } = await import("../rules");
  results.forEach((r, i) => {
    const size = sizes[i] as DieSize;
    const cell = d20Cell(size, r.result);
    if (cell.redo && reading === "redo") {
      // Read as core's Die reads Foundry's random source (its face is ceil((1 − u) × faces)), so a redone d20 is the
      // face the next Die throw would have shown.
      const again = throwHidden(size, () => 1 - CONFIG.Dice.randomUniform(), reading);
      r.redone = [r.result, ...again.d20s.slice(0, -1)];
      r.result = again.d20s.at(-1)!;
      r.count = again.value;
    } else r.count = cell.value;
  });
}
