// Rolls stored before 0.2 carried their groups as our own Die subclasses: "BumpDie" (a group, with a `bump`
// modifier unless it could not bump) and "SparkUpgradeDie" (the die a Spark upgrade added, holding the added throw
// and then both dice of each re-throw, the first die's first). Dice So Nice cannot draw those classes, so rolls now
// use core's Die. Core rebuilds a term of an unknown class as a plain Die (RollTerm.fromData); this finishes the job
// on such a rebuilt roll: the re-throws of the first die go back to its own term and the old modifiers go, so the
// roll reads the same throws and total as before.

type Die = foundry.dice.terms.Die;

/** What the old terms said that the roll's options now say; null when the data had none of them. */
export interface LegacyFacts {
  canBump: boolean;
  upgraded: boolean;
}

/** Rewrites, in place, the terms core rebuilt from data whose term classes were `classes`. */
export function migrateLegacyTerms(
  classes: readonly (string | undefined)[],
  terms: readonly foundry.dice.terms.RollTerm[],
): LegacyFacts | null {
  const die = (name: string): Die | undefined => {
    const term = terms[classes.indexOf(name)];
    return term instanceof foundry.dice.terms.Die ? term : undefined;
  };
  const first = die("BumpDie");
  const added = die("SparkUpgradeDie");
  if (!first && !added) return null;
  let canBump = !!first?.modifiers.includes("bump");
  if (added) {
    // [added throw, first die, added die, first die, added die, …]
    if (first) first.results.push(...added.results.filter((_, i) => i % 2 === 1));
    added.results = added.results.filter((_, i) => i % 2 === 0);
    canBump = added.modifiers.includes("sparkup");
  }
  // Their only modifiers were these two ("1d6bump + 1d6sparkup").
  for (const d of [first, added]) if (d) d.modifiers = [];
  return { canBump, upgraded: !!added };
}
