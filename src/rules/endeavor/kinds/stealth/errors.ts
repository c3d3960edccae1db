/** The refusals only a Stealth Endeavor makes (joined into ENDEAVOR_ERROR_CODES through the kinds table; localised as
 *  `HB.Error.<code>`). A leaf: it imports nothing, so the table and the types both read it. */
export const STEALTH_ERROR_CODES = [
  // No Eye, several, an Eye with more than its Watch Stat, no rogue, no Objective, a malformed button:
  "endeavor-bad-land",
  "endeavor-objective-not-ready", // an Objective's Check not activated at the end of the last turn (on or next to it)
  "endeavor-objective-stat", // the Action Die cannot perform that Objective's Check (Choose Stat ruling)
  "endeavor-eye-mode", // an Eye action or special action of the other mode (warry / wake)
  "endeavor-position-taken", // Search at a position holding a button or a rogue
  "endeavor-once-per-endeavor", // Hidden used a second time in this Endeavor
  "endeavor-alarm-out-of-reach", // a violent Attack naming an Alarm farther than X
  "endeavor-alarm-between", // Sweep Defenses between two Alarms with another Alarm between them
] as const;
