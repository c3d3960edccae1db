// The Session Shop. Book: "Upgrade Options" (same numbers in both books): one free Stat Upgrade per session;
// more for ①①① or by lowering a d4 to a d2; at most two d10 and three d8; a new d6/d8/d10 unlocks one upgrade
// with that tag; Lifestyle and Ethic upgrade paths.
import { parseCost, payCost } from "./blessings";
import { sizeDown, sizeUp, assertDieSize, type DieSize } from "./dice";
import { OPTIONAL_STATS } from "./stats";
import { refuse } from "./errors";
import { ethicUpgrades, lifestyleUpgrades } from "./outlooks";

export const UPGRADE_TAGS = {
  6: ["backstory", "rumor"],
  8: ["aptitude", "specialization"],
  10: ["gains", "lifestyle", "ethic"],
} as const;
export type UpgradeTag = (typeof UPGRADE_TAGS)[keyof typeof UPGRADE_TAGS][number];
export const STAT_UPGRADE_COST = "①①①";
export const SHOP_CAPS: Record<number, number> = { 10: 2, 8: 3 };

export interface ShopState {
  stats: Record<string, DieSize>;
  pool: number[];
  freeUsed: boolean;
  /** Tagged upgrades unlocked and not yet taken, by die size reached (6, 8, 10). */
  unlocked: number[];
  lifestyle: string;
  ethic: string;
  /** Stats the shop may not change (e.g. optional Stats with their own rules). */
  fixed?: string[];
  /** Shown, not open: "At the end of each session" — before the GM's End session nothing can be bought. */
  closed?: boolean;
  log: ShopEntry[];
}

export type ShopEntry =
  | {
      kind: "stat";
      stat: string;
      from: DieSize;
      to: DieSize;
      paidWith: "free" | "blessings" | "downgrade";
      paid?: number[];
      downgraded?: string;
    }
  | { kind: "tagged"; tag: UpgradeTag; detail?: string }
  | { kind: "lifestyle"; from: string; to: string }
  | { kind: "ethic"; from: string; to: string };

export type StatPayment =
  { with: "free" } | { with: "blessings"; cursed?: boolean } | { with: "downgrade"; stat: string };

export function openShop(init: Omit<ShopState, "freeUsed" | "unlocked" | "log">): ShopState {
  return { ...init, stats: { ...init.stats }, pool: [...init.pool], freeUsed: false, unlocked: [], log: [] };
}

/** Optional Stats the shop treats specially: Haunted goes down; Hardship, Hardy and Haze change only by their own
 *  rules. */
const optionalRule = (stat: string) => OPTIONAL_STATS.find((o) => o.id === stat)?.shop;
/** Book: "At the end of each session, you receive one free Stat Upgrade" — the shop sells only at a session's end. */
function assertOpen(state: ShopState): void {
  if (state.closed) refuse("shop-closed", "The Session Shop opens at the end of a session.");
}
const isFixed = (state: ShopState, stat: string) => !!state.fixed?.includes(stat) || optionalRule(stat) === "none";

/**
 * A Stat Upgrade: one size up (Haunted: one size down, "in the same way other Stats are normally increased, down to
 * a minimum of a d2"), paid as asked, within the caps; returns the new state.
 * Our readings: the caps count only Stats a player grows (not Haunted, Hardy, Haze or Hardship, which the table
 * does not choose); lowering Haunted reaches no new size, so it unlocks no tagged upgrade.
 */
export function upgradeStat(state: ShopState, stat: string, payment: StatPayment): ShopState {
  assertOpen(state);
  const from = Object.hasOwn(state.stats, stat) ? state.stats[stat] : undefined;
  if (from === undefined) refuse("unknown-stat", `"${stat}" cannot be upgraded in the Session Shop.`, { stat });
  if (isFixed(state, stat)) refuse("stat-fixed", `${stat} does not change in the Session Shop.`, { stat });
  assertDieSize(from);
  const down = optionalRule(stat) === "down";
  if (down && from === 2) refuse("shop-min-size", `${stat} is already a d2, the smallest die.`, { stat });
  if (!down && from === 10) refuse("shop-max-size", `${stat} is already a d10, the largest die.`, { stat });
  const to = down ? sizeDown(from) : sizeUp(from);
  const stats = { ...state.stats, [stat]: to };
  let pool = state.pool;
  let freeUsed = state.freeUsed;
  const entry: ShopEntry = { kind: "stat", stat, from, to, paidWith: payment.with };
  if (payment.with === "free") {
    if (state.freeUsed) refuse("shop-no-free-upgrade", "The free Stat Upgrade of this session is already used.");
    freeUsed = true;
  } else if (payment.with === "blessings") {
    const paid = payCost(state.pool, parseCost(STAT_UPGRADE_COST), { cursed: payment.cursed });
    if (!paid)
      refuse("cannot-pay", "A Stat Upgrade costs ①①①, and the pool cannot pay it.", { cost: STAT_UPGRADE_COST });
    pool = paid.remaining;
    entry.paid = paid.paid;
  } else {
    const lowered = payment.stat;
    if (lowered === stat || state.stats[lowered] !== 4 || isFixed(state, lowered) || optionalRule(lowered) === "down") {
      refuse("shop-downgrade-not-d4", "Only another Stat at d4 can be lowered to a d2 to buy an upgrade.", {
        stat: lowered,
      });
    }
    stats[lowered] = 2;
    entry.downgraded = lowered;
  }
  // Caps: "at most two Stat Dice of size d10 and at most three of size d8".
  const grown = Object.entries(stats).filter(([id]) => !optionalRule(id) || optionalRule(id) === "up");
  for (const [size, cap] of Object.entries(SHOP_CAPS)) {
    if (grown.filter(([, s]) => s === Number(size)).length > cap) {
      refuse(
        size === "10" ? "shop-cap-d10" : "shop-cap-d8",
        `You may have at most ${cap} Stat Dice of size d${size}.`,
        { size: Number(size), cap },
      );
    }
  }
  const unlocked = !down && to in UPGRADE_TAGS ? [...state.unlocked, to] : state.unlocked;
  return { ...state, stats, pool, freeUsed, unlocked, log: [...state.log, entry] };
}

function takeUnlock(state: ShopState, size: 6 | 8 | 10, tag: UpgradeTag): number[] {
  assertOpen(state);
  const i = state.unlocked.indexOf(size);
  if (i < 0)
    refuse("shop-tag-locked", `The ${tag} upgrade needs a Stat upgraded to a d${size} this session.`, { tag, size });
  const unlocked = [...state.unlocked];
  unlocked.splice(i, 1);
  return unlocked;
}

const sizeOfTag = (tag: UpgradeTag): 6 | 8 | 10 =>
  Number(Object.entries(UPGRADE_TAGS).find(([, tags]) => (tags as readonly string[]).includes(tag))![0]) as 6 | 8 | 10;

/** A tagged upgrade (Backstory, Rumor, Aptitude, Specialization, Gains): uses one matching unlock. */
export function takeTaggedUpgrade(
  state: ShopState,
  tag: Exclude<UpgradeTag, "lifestyle" | "ethic">,
  detail?: string,
): ShopState {
  const unlocked = takeUnlock(state, sizeOfTag(tag), tag);
  return { ...state, unlocked, log: [...state.log, { kind: "tagged", tag, ...(detail ? { detail } : {}) }] };
}

/** Lifestyle Upgrade (d10). From Lost, the change to any other option is free (no unlock needed). */
export function changeLifestyle(state: ShopState, to: string): ShopState {
  assertOpen(state);
  if (!lifestyleUpgrades(state.lifestyle).includes(to))
    refuse("shop-lifestyle-path", `${state.lifestyle} cannot become ${to}.`, { from: state.lifestyle, to });
  const unlocked = state.lifestyle === "lost" ? state.unlocked : takeUnlock(state, 10, "lifestyle");
  return { ...state, unlocked, lifestyle: to, log: [...state.log, { kind: "lifestyle", from: state.lifestyle, to }] };
}

export function changeEthic(state: ShopState, to: string): ShopState {
  if (!ethicUpgrades(state.ethic).includes(to))
    refuse("shop-ethic-path", `${state.ethic} cannot become ${to}.`, { from: state.ethic, to });
  const unlocked = takeUnlock(state, 10, "ethic");
  return { ...state, unlocked, ethic: to, log: [...state.log, { kind: "ethic", from: state.ethic, to }] };
}
