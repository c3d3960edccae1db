// The rules engine as macros see it (game.system.api.rules), with the 0.1 names kept for one release. Loaded with the
// engine on first use, so the renaming table stays out of the always-loaded bundle (src/api/index.ts).
import * as rules from "../rules";

type Rules = typeof rules;

// The 0.1 names, kept for one release so macros keep working: the book's table is "Check Outcomes", not tiers.
const RENAMED = {
  tierOf: "outcomeOf",
  tierOdds: "outcomeOdds",
  tierGrants: "outcomeGrants",
  TIERS: "OUTCOMES",
} as const;
export type OldNames = { readonly [K in keyof typeof RENAMED]: Rules[(typeof RENAMED)[K]] };

/** The engine with the 0.1 names as getters that warn once and hand back the new function. */
function withOldNames(module: Rules): Rules & OldNames {
  const out = { ...module } as Rules & OldNames;
  for (const [old, now] of Object.entries(RENAMED)) {
    Object.defineProperty(out, old, {
      enumerable: false,
      get() {
        foundry.utils.logCompatibilityWarning(
          `game.system.api.rules.${old} is now rules.${now} (the book's "Check Outcomes").`,
          { since: "Humanity, Blessed 0.2", until: "Humanity, Blessed 0.3", once: true },
        );
        return module[now];
      },
    });
  }
  return out;
}

export const rulesApi = withOldNames(rules);
