// Every difference between the two core books that changes a number or a procedure, in one table.
import { refuse } from "./errors";

export const EDITION_IDS = ["v0.0.21.10", "v0.0.18"] as const;
export type EditionId = (typeof EDITION_IDS)[number];
export const DEFAULT_EDITION: EditionId = "v0.0.21.10";

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
}

export const editions: Record<EditionId, Edition> = {
  "v0.0.21.10": {
    id: "v0.0.21.10",
    ease: { kind: "round", from: [3, 4], to: 5 },
    sparkBoost: { kind: "ignite", from: [6, 7], to: 8 },
    exceptionalGain: { kind: "round", from: [6, 7], to: 8 },
    complexFails: (failures) => failures >= 2,
    watchedCondition: "vexed",
    boostWord: "ignited",
  },
  "v0.0.18": {
    id: "v0.0.18",
    ease: { kind: "aid", amount: 2 },
    sparkBoost: { kind: "overcharge", amount: 3 },
    exceptionalGain: { kind: "aid", amount: 3 },
    complexFails: (failures, rolls) => failures > rolls / 2,
    watchedCondition: "vulnerable",
    boostWord: "overcharged",
  },
};

export function edition(id: string = DEFAULT_EDITION): Edition {
  const found = editions[id as EditionId];
  if (!found) refuse("unknown-edition", `Unknown rules edition "${id}".`, { edition: id });
  return found;
}
