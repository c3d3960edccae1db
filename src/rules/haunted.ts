// The Haunted Stat (Optional Stats, both books): "Players do not choose to use this Stat. Instead, whenever the thing
// that haunts them is present (whether the character is aware of its presence or not), after the character has
// performed a roll, they then roll their Haunted Stat and subtract its value from the original roll's result."

/** One Haunted throw per roll of the Check, each subtracted from the roll it followed. */
export function hauntedModifiers(values: readonly number[]): { source: "haunted"; value: number; roll: number }[] {
  return values.map((v, roll) => ({ source: "haunted" as const, value: -v, roll })).filter((m) => m.value !== 0);
}

/** The Haunted die is thrown once after each roll and does not bump (our reading: the book says only "roll their
 *  Haunted Stat and subtract its value"; a bump would add to a die whose whole point is to take away). The roll reads
 *  this; the odds (rules outcomeOdds `haunted`) are built for a die that does not bump, and test/rules/odds-exact holds
 *  the two together. */
export const HAUNTED_CAN_BUMP = false;
