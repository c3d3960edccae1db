// What a character tracks per session, what a session's end resets, and the first Major Success's Blessing
// Opportunity. Apart from session.ts (which re-exports these, beside the Session Shop rules) because the Check card
// shows its award button in the always-loaded bundle: see ids.ts.
import type { SpecializationUse } from "./specializations";

/** What a character tracks per session; all false (none) when a session ends (the next one starts fresh). */
export interface SessionFlags {
  /** The first Major Success of this session has had its Blessing Opportunity. */
  majorSuccess: boolean;
  /** This session's free Stat Upgrade has been taken in a finished shop. */
  freeUpgradeUsed: boolean;
  /** The Lifestyle became Lost in this session's shop (its free change waits for a later session). */
  becameLost: boolean;
  /** The Session Shop is open: "At the end of each session, you receive one free Stat Upgrade" — the GM's End session
   *  opens it, finishing it closes it; until then (a brand-new character too) the shop is only shown, read-only. */
  shopOpen?: boolean;
  /** Famous: whom the character has exerted their fame over this session (conditions.ts famousUsedOn). */
  famousOver?: readonly string[];
}
export const NEW_SESSION: Readonly<SessionFlags> = Object.freeze({
  majorSuccess: false,
  freeUpgradeUsed: false,
  becameLost: false,
  shopOpen: false,
  famousOver: [],
});
/** The flags a session's end leaves: a fresh session whose Session Shop (with its free Stat Upgrade) is open. */
export const SHOP_OPENED: Readonly<SessionFlags> = Object.freeze({ ...NEW_SESSION, shopOpen: true });

/**
 * A Specialization at a session's end: "per session" uses come back, and so do "per action" ones (a session's end ends
 * every action); Insured's growing recharge cost starts over; a spent one stays spent until recharged.
 */
export function specializationAtSessionEnd<T extends SpecializationUse>(spec: T): T {
  // Our reading: an Endeavor does not outlast its session, so "per Endeavor" uses come back too.
  const used = spec.limit === "session" || spec.limit === "action" || spec.limit === "endeavor" ? 0 : spec.used;
  return used === spec.used && !spec.recharged ? spec : { ...spec, used, ...(spec.recharged ? { recharged: 0 } : {}) };
}

/** Blessing Opportunities that depend on the first Major Success each session, by (starting) Ethic. */
export type MajorSuccessAward =
  { kind: "legend"; gain: number; othersWhoWitnessed: number } | { kind: "revelation"; gainOrSteal: number };
const AWARDS: Record<string, MajorSuccessAward> = {
  viceVirtue: { kind: "legend", gain: 1, othersWhoWitnessed: 1 },
  fateKnowledge: { kind: "revelation", gainOrSteal: 3 },
};

/**
 * A Major Success: the award it earns (the character's Ethic or the Setting Ethic, at table discretion — the
 * caller passes the one the table uses) and the new flags. Only the first each session earns it; Cunning &
 * Capability's opportunities (Reliability, Favorability) are not tied to Major Successes, so they earn nothing here.
 */
export function majorSuccess(
  flags: SessionFlags,
  ethic: string,
): { flags: SessionFlags; award: MajorSuccessAward | null } {
  if (flags.majorSuccess) return { flags, award: null };
  const award = AWARDS[ethic] ?? null;
  return { flags: award ? { ...flags, majorSuccess: true } : flags, award };
}
