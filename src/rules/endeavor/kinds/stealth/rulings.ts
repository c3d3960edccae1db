// A Stealth Endeavor's world settings, alone in a file that imports nothing: settings.ts registers them in the
// always-loaded bundle, which cannot take in what the kind's index.ts reaches.

/** Its world settings (Endeavor rulings, each with its readings, the default first): which Action Die performs an
 *  Objective's Check; whether a guarded area's ends are a line or a loop. */
export const STEALTH_RULINGS = {
  endeavorObjectiveStat: ["choose", "any"],
  endeavorAreaEnds: ["line", "loop"],
} as const;
