/** What the tracker, the board and the start form read of Stealth beyond the kinds table: the sides, the Watch Stat,
 *  the guarded area's geometry and Alarms, the rogues, and the lay of the land's shape. */
export { alarmsOf, distance, EYE_SIDE, onOrNextTo, ROGUES, WATCH } from "./area";
export { rogues } from "./eye";
export type { LandKind, LandSetup } from "./land";
