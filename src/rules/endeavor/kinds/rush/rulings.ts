// A Rush Endeavor's world setting, alone in a file that imports nothing: settings.ts registers it in the
// always-loaded bundle, which cannot take in what the kind's index.ts reaches.

/** Its world setting (an Endeavor ruling, its readings, the default first): with no charge leader, every Monstrosity
 *  acts first, or the turns go clockwise from the first seat. */
export const RUSH_RULINGS = { endeavorRushNoLeader: ["monstrosities", "clockwise"] } as const;
