// Check outcomes. Book: "Check Outcomes" (same table in both editions).

export type Tier = "failure" | "minor" | "medium" | "major" | "maximum";
export const TIERS: readonly Tier[] = ["failure", "minor", "medium", "major", "maximum"];

/** ≤4 failure, 5–7 minor, 8–10 medium, 11–19 major, 20+ maximum. */
export function tierOf(total: number): Tier {
  if (total <= 4) return "failure";
  if (total <= 7) return "minor";
  if (total <= 10) return "medium";
  if (total <= 19) return "major";
  return "maximum";
}

export const isSuccess = (tier: Tier): boolean => tier !== "failure";

/** What a tier grants: Minor a bust, Major a boon, Maximum an exceptional boon. */
export function tierGrants(tier: Tier): { boons: number; exceptionalBoons: number; busts: number } {
  return {
    boons: tier === "major" || tier === "maximum" ? 1 : 0,
    exceptionalBoons: tier === "maximum" ? 1 : 0,
    busts: tier === "minor" ? 1 : 0,
  };
}
