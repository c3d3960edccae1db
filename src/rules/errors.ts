// Illegal requests throw a RulesError with a stable code; the Foundry layer shows `HB.Error.<code>` and changes nothing.

export const RULES_ERROR_CODES = [
  "die-size",
  "cost-notation",
  "cannot-pay",
  "blessing-not-held",
  "spark-unbalanced",
  "spark-same-stat",
  "spark-taxed",
  "spark-surprised",
  "spark-spent",
  "spark-count",
  "spark-ascendant-size",
  "spark-ascendant-violent",
  "unconventional-surprised",
  "stat-not-balanced",
  "stat-fixed",
  "unknown-stat",
  "unknown-edition",
  "unknown-lifestyle",
  "unknown-ethic",
  "check-no-rolls",
  "check-rolls-difficulty",
  "shop-cap-d10",
  "shop-cap-d8",
  "shop-max-size",
  "shop-no-free-upgrade",
  "shop-downgrade-not-d4",
  "shop-min-size",
  "shop-tag-locked",
  "shop-lifestyle-path",
  "shop-ethic-path",
  "shop-lost-later-session",
  "analytical-dice",
  "specialization-aptitude-taken",
  "specialization-duplicate",
  "specialization-no-aptitude",
  "specialization-spent",
  "specialization-used-up",
] as const;

export type RulesErrorCode = (typeof RULES_ERROR_CODES)[number];

export class RulesError extends Error {
  readonly code: string;
  readonly details: Record<string, string | number>;

  constructor(code: RulesErrorCode | (string & {}), message?: string, details: Record<string, string | number> = {}) {
    super(message ?? code);
    this.name = "RulesError";
    this.code = code;
    this.details = details;
  }
}

export function refuse(code: RulesErrorCode, message: string, details: Record<string, string | number> = {}): never {
  throw new RulesError(code, message, details);
}
