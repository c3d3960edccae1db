// Lifestyles and Ethics: starting Stats, Ignite/Overcharge, upgrade paths. Book: "Step Two", "Lifestyles",
// "Ethics", Session Shop "Lifestyle Upgrade" / "Ethic Upgrade", "Lifestyle & Ethic Options" (same in both books,
// except that v0.0.18 Overcharges where v0.0.21.10 Ignites — see editions.ts).
import { refuse } from "./errors";
import type { CoreStat } from "./stats";
import { DEFAULT_EDITION, edition as editionOf, type EditionId } from "./editions";
import { STARTING_ETHICS, STARTING_LIFESTYLES, type StartingEthic, type StartingLifestyle } from "./ids";
import { ignitedStats, LIFESTYLE_IDS, LIFESTYLES } from "./lifestyles";
export {
  STARTING_ETHICS,
  STARTING_LIFESTYLES,
  type StartingEthic,
  type StartingLifestyle,
  ignitedStats,
  LIFESTYLE_IDS,
  LIFESTYLES,
};

/** Lifestyle/Ethic Starting Stats: the two Stats that start one die size larger. */
export const STARTING_STATS: Record<StartingLifestyle, Record<StartingEthic, [CoreStat, CoreStat]>> = {
  carefree: { viceVirtue: ["heart", "hurry"], fateKnowledge: ["head", "hurt"], cunningCapability: ["hand", "home"] },
  eager: { viceVirtue: ["hand", "hurt"], fateKnowledge: ["heart", "home"], cunningCapability: ["head", "hurry"] },
  wisened: { viceVirtue: ["head", "home"], fateKnowledge: ["hand", "hurry"], cunningCapability: ["heart", "hurt"] },
};

export const ETHICS: Record<string, { stage: "starting" | "upgraded"; from: readonly string[] }> = {
  viceVirtue: { stage: "starting", from: [] },
  fateKnowledge: { stage: "starting", from: [] },
  cunningCapability: { stage: "starting", from: [] },
  pridePrudence: { stage: "upgraded", from: ["viceVirtue", "cunningCapability"] },
  greedVanity: { stage: "upgraded", from: ["viceVirtue", "fateKnowledge"] },
  powerInfluence: { stage: "upgraded", from: ["fateKnowledge", "cunningCapability"] },
  riteDivinity: { stage: "upgraded", from: ["viceVirtue", "fateKnowledge"] },
  precisionAccuracy: { stage: "upgraded", from: ["viceVirtue", "cunningCapability"] },
  fairnessValue: { stage: "upgraded", from: ["fateKnowledge", "cunningCapability"] },
};
export const ETHIC_IDS = Object.keys(ETHICS);

/** Where a Lifestyle Upgrade may take this Lifestyle. From Lost, any other option is allowed (for free, later). */
export function lifestyleUpgrades(current: string): string[] {
  if (!LIFESTYLES[current]) refuse("unknown-lifestyle", `Unknown Lifestyle "${current}".`, { lifestyle: current });
  if (current === "lost") return LIFESTYLE_IDS.filter((id) => id !== "lost");
  // No Lifestyle lists itself, and only Lost (handled above) is reached from "*" — so `current` is never offered.
  return LIFESTYLE_IDS.filter((id) => LIFESTYLES[id]!.from.includes(current) || LIFESTYLES[id]!.from.includes("*"));
}

export function ethicUpgrades(current: string): string[] {
  if (!ETHICS[current]) refuse("unknown-ethic", `Unknown Ethic "${current}".`, { ethic: current });
  return ETHIC_IDS.filter((id) => ETHICS[id]!.from.includes(current));
}

/**
 * What a Lifestyle does to Sparks in an edition: Ignite (6–7 → 8, v0.0.21.10) or Overcharge (+3 aid on a failed
 * Spark, v0.0.18) — the same Stats in both books (see editions.ts for the effect itself).
 */
export function lifestyleBoost(
  lifestyle: string,
  edition: EditionId = DEFAULT_EDITION,
): { kind: "ignite" | "overcharge"; stats: readonly CoreStat[] } {
  if (!LIFESTYLES[lifestyle]) refuse("unknown-lifestyle", `Unknown Lifestyle "${lifestyle}".`, { lifestyle });
  return { kind: editionOf(edition).sparkBoost.kind, stats: ignitedStats(lifestyle) };
}

/** What each upgraded Ethic banks (Session Shop "Lifestyle & Ethic Options"; the same in both books). */
export const ETHIC_BANKS: Record<string, { banks: "boon" | "bust"; from: "own-check" | "opponent-attack" }> = {
  pridePrudence: { banks: "bust", from: "opponent-attack" },
  greedVanity: { banks: "boon", from: "own-check" },
  powerInfluence: { banks: "boon", from: "opponent-attack" },
  riteDivinity: { banks: "bust", from: "own-check" },
  precisionAccuracy: { banks: "boon", from: "own-check" },
  fairnessValue: { banks: "bust", from: "opponent-attack" },
};

/**
 * A Lifestyle or Ethic card dropped on a character (or any change outside the Session Shop): only what the book
 * allows, else a refusal naming the rule. Before the character is built (no highest Stat yet: creation Step Two)
 * any starting option; after, only the Session Shop's paths ("Lifestyle Upgrade" / "Ethic Upgrade": Carefree →
 * Blossomed, Prodigious or Crafty, …, anything → Lost, Lost → any other). v0.0.18 Step Two adds "Ethics can only be
 * changed with GM discretion": there a player's Ethic drop is refused and the GM's allowed along the paths.
 * Our reading: the shop's d10 unlock is counted in the shop; a drop records a change the table made, so it checks the
 * path (and the GM, in v0.0.18), not the unlock.
 */
export function assertOutlookChange(
  kind: "lifestyle" | "ethic",
  from: string,
  to: string,
  options: { built: boolean; edition?: EditionId; gm?: boolean },
): void {
  const lifestyle = kind === "lifestyle";
  if (lifestyle ? !Object.hasOwn(LIFESTYLES, to) : !Object.hasOwn(ETHICS, to)) {
    if (lifestyle) refuse("unknown-lifestyle", `Unknown Lifestyle "${to}".`, { lifestyle: to });
    refuse("unknown-ethic", `Unknown Ethic "${to}".`, { ethic: to });
  }
  if (to === from) refuse("outlook-unchanged", `The character already has ${to}.`, { to });
  if (!options.built) {
    const starting: readonly string[] = lifestyle ? STARTING_LIFESTYLES : STARTING_ETHICS;
    if (!starting.includes(to))
      refuse("outlook-not-starting", `${to} is an upgrade: a new character starts with a starting option.`, { to });
    return;
  }
  if (lifestyle) {
    if (!lifestyleUpgrades(from).includes(to))
      refuse("shop-lifestyle-path", `${from} cannot become ${to}.`, { from, to });
    return;
  }
  if (editionOf(options.edition ?? DEFAULT_EDITION).ethicNeedsGM && !options.gm) {
    refuse("ethic-needs-gm", "Ethics can only be changed with GM discretion.", { to });
  }
  if (!ethicUpgrades(from).includes(to)) refuse("shop-ethic-path", `${from} cannot become ${to}.`, { from, to });
}
