// A group of Stat Dice as Foundry dice terms that Dice So Nice can draw: plain core `Die` terms, one per run of equal
// sizes ("2d6", or "1d6 + 1d8" for a mixed pair). Dice So Nice names a 3D die `d<faces>` only for core's own Die
// class, and splits a term's results into successive throws by their `exploded` flags (the next throw holds one die
// per flagged result), so every result of a throw that bumped is flagged: the next throw is the whole group again.
import type { DieSize } from "../rules/ids";

type Die = foundry.dice.terms.Die;
type Result = foundry.dice.terms.DiceTerm.Result;

/** A result's value: what a hidden die read as (its `count`, hidden-dice.ts), else its face. */
export function valueOf(r: Result): number {
  return r.count ?? r.result;
}

/** One run of equal dice in a group: `count` dice of `size`. */
export interface DieRun {
  size: number;
  count: number;
}

/** The runs of equal sizes in a group, in order: [6, 6] → one run of two d6; [6, 8] → a d6 and a d8. */
export function runsOf(sizes: readonly number[]): DieRun[] {
  const runs: DieRun[] = [];
  for (const size of sizes) {
    const last = runs.at(-1);
    if (last?.size === size) last.count += 1;
    else runs.push({ size, count: 1 });
  }
  return runs;
}

/** A group's dice as terms: one Die per part ("+" between them), evaluated when the part brings its results. */
export function diceTerms(
  parts: readonly { size: number; count: number; results?: readonly Result[] }[],
): foundry.dice.terms.RollTerm[] {
  const { Die, RollTerm } = foundry.dice.terms;
  // Stryker disable next-line MethodExpression: parts bring results all or none (groupTerms, dressThrownRoll)
  const evaluated = parts.every((p) => p.results);
  return parts.flatMap((part, i) => {
    // A Die given results is evaluated (core's constructor says so); the "+" is marked so as core stores one.
    const die = new Die({
      number: part.count,
      faces: part.size,
      ...(part.results ? { results: [...part.results] } : {}),
    });
    return i ? [RollTerm.fromData({ class: "OperatorTerm", operator: "+", evaluated }), die] : [die];
  });
}

/** The group's dice terms, one Die per run of equal sizes: unevaluated, or with each run's `results`. */
export function groupTerms(
  sizes: readonly DieSize[] | readonly number[],
  results?: readonly Result[][],
): foundry.dice.terms.RollTerm[] {
  // Stryker disable next-line ArrayDeclaration: every run brings its list of results (thrownRoll makes one per run)
  return diceTerms(runsOf(sizes).map((run, i) => ({ ...run, ...(results ? { results: results[i] ?? [] } : {}) })));
}

/** The dice's results (those from `start`, else the first, to `end`, else the last, of each die) as throws: each
 *  throw holds `number` results of every die. */
export function throwsOf(dice: readonly Die[], start?: (die: Die) => number, end?: (die: Die) => number): Result[][] {
  const sliced = dice.map((d) => ({ n: d.number ?? 1, results: d.results.slice(start?.(d), end?.(d)) }));
  const count = Math.max(0, ...sliced.map((d) => Math.ceil(d.results.length / d.n)));
  return Array.from({ length: count }, (_, t) => sliced.flatMap((d) => d.results.slice(t * d.n, (t + 1) * d.n)));
}

/** Flags every result of each throw but the last `exploded` (each of those bumped the whole group again),
 *  the last's not. */
export function flagBumps(throws: readonly Result[][]): void {
  throws.forEach((results, t) => {
    for (const r of results) {
      if (t < throws.length - 1) r.exploded = true;
      else delete r.exploded;
    }
  });
}
