// The Hardy Stat (Optional Stats, both books): "This Stat is shared by all players at the table, and it cannot be
// upgraded by the normal means. Instead, it begins each session as a d2. When a player fails a Check, this Stat
// upgrades to the next die size, to a maximum of a d10. Any player may choose to use the Hardy Stat Die instead of one
// of their other Stat Dice for any roll. When they do, this Stat returns to a d2." One die for the whole table.
import { sizeUp, type DieSize } from "./dice";

/** "it begins each session as a d2" */
export const HARDY_START: DieSize = 2;

/**
 * The shared Hardy die after a Check: a Check that used it returns it to a d2 (when the player rolled it); a failed
 * Check then upgrades it one size, to a d10 at most. Our reading of a failed Check that used it: both happen, in that
 * order (the die was used when rolled, the failure came after), so it ends a d4.
 */
export function hardyAfterCheck(size: DieSize, check: { used: boolean; failed: boolean }): DieSize {
  const after = check.used ? HARDY_START : size;
  return check.failed ? sizeUp(after) : after; // sizeUp stops at a d10
}
