// The Lifestyles and the Stats each Ignites (or Overcharges). Apart from outlooks.ts (which re-exports them) because
// the character data model derives its Ignited Stats at init: see ids.ts.
import type { CoreStat } from "./ids";

/** Upgraded Lifestyles: the Stats each Ignites (v0.0.21.10) or Overcharges (v0.0.18), and where it comes from. */
export const LIFESTYLES: Record<
  string,
  { stage: "starting" | "upgraded"; from: readonly string[]; boosts: readonly CoreStat[] }
> = {
  carefree: { stage: "starting", from: [], boosts: [] },
  eager: { stage: "starting", from: [], boosts: [] },
  wisened: { stage: "starting", from: [], boosts: [] },
  blossomed: { stage: "upgraded", from: ["carefree"], boosts: ["heart", "hurry"] },
  prodigious: { stage: "upgraded", from: ["carefree"], boosts: ["head", "hurt"] },
  crafty: { stage: "upgraded", from: ["carefree"], boosts: ["hand", "home"] },
  driven: { stage: "upgraded", from: ["eager"], boosts: ["hand", "hurt"] },
  chosen: { stage: "upgraded", from: ["eager"], boosts: ["heart", "home"] },
  wired: { stage: "upgraded", from: ["eager"], boosts: ["head", "hurry"] },
  steadfast: { stage: "upgraded", from: ["wisened"], boosts: ["head", "home"] },
  warry: { stage: "upgraded", from: ["wisened"], boosts: ["hand", "hurry"] },
  compelling: { stage: "upgraded", from: ["wisened"], boosts: ["heart", "hurt"] },
  // "Regardless of your Lifestyle, you may change it to Lost … at the end of a later session, you may change it
  // to any other option for free."
  lost: { stage: "upgraded", from: ["*"], boosts: ["history"] },
};
export const LIFESTYLE_IDS = Object.keys(LIFESTYLES);

/** The Stats a Lifestyle Ignites (or Overcharges in v0.0.18); none for an unknown key. */
export const ignitedStats = (lifestyle: string): readonly CoreStat[] => LIFESTYLES[lifestyle]?.boosts ?? [];
