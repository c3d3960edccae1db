// Check outcomes. Book: "Check Outcomes" (same table in both editions).

export type CheckOutcome = "failure" | "minor" | "medium" | "major" | "maximum";
export const OUTCOMES: readonly CheckOutcome[] = ["failure", "minor", "medium", "major", "maximum"];

/** ≤4 failure, 5–7 minor, 8–10 medium, 11–19 major, 20+ maximum. */
export function outcomeOf(total: number): CheckOutcome {
  if (total <= 4) return "failure";
  if (total <= 7) return "minor";
  if (total <= 10) return "medium";
  if (total <= 19) return "major";
  return "maximum";
}

export const isSuccess = (outcome: CheckOutcome): boolean => outcome !== "failure";

/** What a outcome grants: Minor a bust, Major a boon, Maximum an exceptional boon. */
export function outcomeGrants(outcome: CheckOutcome): { boons: number; exceptionalBoons: number; busts: number } {
  return {
    boons: outcome === "major" || outcome === "maximum" ? 1 : 0,
    exceptionalBoons: outcome === "maximum" ? 1 : 0,
    busts: outcome === "minor" ? 1 : 0,
  };
}
