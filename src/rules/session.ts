// End of session: what resets, what does not, and the Session Shop rules that span sessions. Book: "Session Shop"
// ("At the end of each session, you receive one free Stat Upgrade"; Lost "at the end of a later session … for
// free"), "Recharge" ("cannot be activated again until the cost is paid" — so a session's end does NOT recharge),
// Specializations "Once/Twice per session", Blessing Opportunities "On your first Major Success each session".
import { refuse, RulesError } from "./errors";
import { changeLifestyle, openShop, type ShopState } from "./shop";
import { editions, type EditionId } from "./editions";
import {
  majorSuccess,
  NEW_SESSION,
  SHOP_OPENED,
  specializationAtSessionEnd,
  type MajorSuccessAward,
  type SessionFlags,
} from "./session-flags";
export {
  majorSuccess,
  NEW_SESSION,
  SHOP_OPENED,
  specializationAtSessionEnd,
  type MajorSuccessAward,
  type SessionFlags,
};

/**
 * The shop at a session's end: the free Stat Upgrade is gone if a finished shop already took it this session. Only
 * the GM's End session opens it (flags.shopOpen): before that — a brand-new character too, who has had no session
 * yet — it is shown closed, so nothing (not even a free upgrade) can be bought.
 */
export function openSessionShop(init: Parameters<typeof openShop>[0], flags: SessionFlags): ShopState {
  return { ...openShop(init), freeUsed: flags.freeUpgradeUsed, ...(flags.shopOpen ? {} : { closed: true }) };
}

/**
 * Lifestyle change at a session's end. From Lost the change is free — but only "at the end of a later session":
 * not in the shop (or session) that made the character Lost.
 */
export function changeLifestyleThisSession(state: ShopState, to: string, flags: SessionFlags): ShopState {
  const lostNow = flags.becameLost || state.log.some((e) => e.kind === "lifestyle" && e.to === "lost");
  if (state.lifestyle === "lost" && lostNow) {
    throw new RulesError("shop-lost-later-session", "Lost changes for free only at the end of a later session.", {
      to,
    });
  }
  return changeLifestyle(state, to);
}

/** The flags a finished shop leaves for the rest of this session. */
export function flagsAfterShop(state: ShopState, flags: SessionFlags): SessionFlags {
  return {
    ...flags,
    freeUpgradeUsed: flags.freeUpgradeUsed || state.freeUsed,
    becameLost: flags.becameLost || state.log.some((e) => e.kind === "lifestyle" && e.to === "lost"),
    // A finished shop closes until the next session's end.
    shopOpen: false,
  };
}

/** What the two books say differently about creation and the shop, in one table (numbers stay in editions.ts). */
export interface AdvancementEdition {
  /** Finishing Touches: "three or four things … items, information, and alliances" vs "three or four items". */
  thingKinds: readonly ("item" | "information" | "alliance")[];
  /** v0.0.18 Step Two: "Ethics can only be changed with GM discretion" (its shop still lists the Ethic Upgrade). */
  ethicNeedsGM: boolean;
}
// Read from the one edition table (editions.ts) so no difference between the books lives anywhere else.
export const ADVANCEMENT: Record<EditionId, AdvancementEdition> = {
  "v0.0.21.10": { thingKinds: editions["v0.0.21.10"].thingKinds, ethicNeedsGM: editions["v0.0.21.10"].ethicNeedsGM },
  "v0.0.18": { thingKinds: editions["v0.0.18"].thingKinds, ethicNeedsGM: editions["v0.0.18"].ethicNeedsGM },
};
/** Finishing Touches: "three or four" things. */
export const STARTING_THINGS = { min: 3, max: 4 } as const;

export function advancement(edition: string): AdvancementEdition {
  const found = ADVANCEMENT[edition as EditionId];
  if (!found) refuse("unknown-edition", `Unknown rules edition "${edition}".`, { edition });
  return found;
}
