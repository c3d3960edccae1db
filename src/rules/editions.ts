// Every difference between the two core books that changes a number or a procedure, in one table.
import { refuse } from "./errors";
import { EDITION_IDS, DEFAULT_EDITION, WATCHED_CONDITIONS, type EditionId } from "./ids";
export { EDITION_IDS, DEFAULT_EDITION, type EditionId };

export interface Edition {
  id: EditionId;
  /** How Easy Checks and Aptitudes help: round 3–4 up to 5, or +2 aid on a failure (one aid per roll). */
  ease: { kind: "round"; from: readonly number[]; to: number } | { kind: "aid"; amount: number };
  /** What a Lifestyle upgrade does to a Sparked Stat: Ignite (6–7 → 8) or Overcharge (+3 aid on a failed Spark). */
  sparkBoost: { kind: "ignite"; from: readonly number[]; to: number } | { kind: "overcharge"; amount: number };
  /** An exceptional thing gained (Gains upgrade): round 6–7 → 8, or +3 aid on a failure. */
  exceptionalGain: { kind: "round"; from: readonly number[]; to: number } | { kind: "aid"; amount: number };
  /** When a Complex Check fails: two or more failed rolls, or more than half. */
  complexFails: (failures: number, rolls: number) => boolean;
  /** The Condition that lets a watcher make you fail: Vexed, or Vulnerable. */
  watchedCondition: "vexed" | "vulnerable";
  /** The Lifestyle-upgrade word the sheet shows. */
  boostWord: "ignited" | "overcharged";
  /**
   * How an Attack's difficulty is set: by the Defender's Apts and Specs (one rank each, from Normal), or by comparing
   * the Attack and Defense Stat Dice and the number of Attackers and Defenders (v0.0.18).
   */
  attackDifficulty: "defender-aptitude" | "compare-dice";
  /** Delayed Attacks: the Attacker's Apts raise the Defender's difficulty, or the dice compare the other way round. */
  delayedDifficulty: "attacker-aptitude" | "compare-dice";
  /** The Stat a violent Delayed Attack targets ("If the Delayed Attack is violent, the Stat it targets is Hurry"). */
  delayedViolentTarget: "hurry" | null;
  /** v0.0.18 has an Attack and Defense Stats table (the Defender picks a Defense Stat); v0.0.21.10 has none. */
  defenseStats: boolean;
  /** Host Stat: "as though you are apt" (v0.0.21.10) or "+2 in aid" on a failure (v0.0.18) — both are the edition's
   *  Aptitude effect. */
  hostActsAsAptitude: true;
  /** Finishing Touches: "three or four things … items, information, and alliances" vs "three or four items". */
  thingKinds: readonly ("item" | "information" | "alliance")[];
  /** v0.0.18 Step Two: "Ethics can only be changed with GM discretion" (its Session Shop still lists the Ethic
   *  Upgrade). */
  ethicNeedsGM: boolean;
  /** Greed & Vanity's temporary Blessings disappear at the end of the action (v0.0.21.10) or of the scene (v0.0.18). */
  greedVanityTemporaryUntil: "action" | "scene";
  /** Specializations only this book has, by kebab-case id (Ambidextrous: two aid sources at once, v0.0.18). */
  specializationsOnly: readonly string[];
}

export const editions: Record<EditionId, Edition> = {
  "v0.0.21.10": {
    id: "v0.0.21.10",
    ease: { kind: "round", from: [3, 4], to: 5 },
    sparkBoost: { kind: "ignite", from: [6, 7], to: 8 },
    exceptionalGain: { kind: "round", from: [6, 7], to: 8 },
    complexFails: (failures) => failures >= 2,
    watchedCondition: WATCHED_CONDITIONS["v0.0.21.10"],
    boostWord: "ignited",
    attackDifficulty: "defender-aptitude",
    delayedDifficulty: "attacker-aptitude",
    delayedViolentTarget: "hurry",
    defenseStats: false,
    hostActsAsAptitude: true,
    thingKinds: ["item", "information", "alliance"],
    ethicNeedsGM: false,
    greedVanityTemporaryUntil: "action",
    specializationsOnly: ["critical", "heavy", "tactical", "tireless"],
  },
  "v0.0.18": {
    id: "v0.0.18",
    ease: { kind: "aid", amount: 2 },
    sparkBoost: { kind: "overcharge", amount: 3 },
    exceptionalGain: { kind: "aid", amount: 3 },
    complexFails: (failures, rolls) => failures > rolls / 2,
    watchedCondition: WATCHED_CONDITIONS["v0.0.18"],
    boostWord: "overcharged",
    attackDifficulty: "compare-dice",
    delayedDifficulty: "compare-dice",
    delayedViolentTarget: null,
    defenseStats: true,
    hostActsAsAptitude: true,
    thingKinds: ["item"],
    ethicNeedsGM: true,
    greedVanityTemporaryUntil: "scene",
    specializationsOnly: [
      "ambidextrous",
      "delegated",
      "kinetic",
      "perceptive",
      "resistant",
      "roguish",
      "roughshod",
      "thrifted",
    ],
  },
};

export function edition(id: string = DEFAULT_EDITION): Edition {
  const found = editions[id as EditionId];
  if (!found) refuse("unknown-edition", `Unknown rules edition "${id}".`, { edition: id });
  return found;
}
