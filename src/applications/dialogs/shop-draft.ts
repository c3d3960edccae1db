// The Session Shop as plain data: a draft of one character's purchases, each decided by src/rules (shop.ts,
// session.ts, specializations.ts). Nothing here touches Foundry: the dialog, the harness and the tests share it.
// A cancelled shop is simply a dropped draft; a finished one becomes the Blessings it paid (taken by the GM from the
// pool as it then stands), one actor update, items and a chat summary.
import {
  changeEthic,
  checkSpecialize,
  unspecializedAptitudes,
  edition,
  flagsAfterShop,
  OPTIONAL_STATS,
  refuse,
  RulesError,
  takeTaggedUpgrade,
  upgradeStat,
  changeLifestyleThisSession,
  openSessionShop,
  type DieSize,
  type EditionId,
  type SessionFlags,
  type ShopEntry,
  type ShopState,
  type UpgradeTag,
} from "../../rules";
import type { Translator } from "../shared/translator";

export interface ShopCharacter {
  name: string;
  stats: Record<string, number>;
  optional: number;
  /** The world's optional Stat, if any. */
  optionalStat: string | null;
  blessings: number[];
  lifestyle: string;
  ethic: string;
  cursed: boolean;
  session: SessionFlags;
  aptitudes: { id: string; name: string }[];
  specializations: { name: string; aptitude: string }[];
  things: { id: string; name: string; exceptional: boolean }[];
  /** Specialization Upgrades from earlier shops not yet used by a dropped Specialization. */
  specializationUnlocks?: number;
}

/** Purchases beyond the dice that need Foundry documents at the end (a new Aptitude, an exceptional thing). */
export interface ShopExtras {
  aptitudes: string[];
  exceptional: string[];
}

export interface ShopDraft {
  character: ShopCharacter;
  state: ShopState;
  extras: ShopExtras;
  /** Earlier drafts, each with the purchase made from it, for Undo (the rules engine's states are immutable, so undo
   *  is a pop) and for pricing the purchases again from a pool that changed (replayShop). */
  history: { state: ShopState; extras: ShopExtras; purchase: Purchase }[];
}

export type Purchase =
  | { kind: "stat"; stat: string; with: "free" | "blessings" | "downgrade"; lower?: string }
  | { kind: "tag"; tag: Exclude<UpgradeTag, "lifestyle" | "ethic">; detail?: string; thing?: string }
  | { kind: "lifestyle"; to: string }
  | { kind: "ethic"; to: string };

/** A refused purchase: the rule's localisation key (HB.Error.<code>) and its data. */
export interface Refusal {
  key: string;
  data: Record<string, string>;
}

export function openShopDraft(character: ShopCharacter): ShopDraft {
  const stats: Record<string, DieSize> = { ...(character.stats as Record<string, DieSize>) };
  const opt = character.optionalStat ? OPTIONAL_STATS.find((s) => s.id === character.optionalStat) : undefined;
  if (opt) stats[opt.id] = character.optional as DieSize;
  // Optional Stats with their own rules (Hardship only d4, Haunted goes down, Hardy and Haze change by events).
  // Stryker disable next-line ArrayDeclaration: a Stat the character does not have, fixed, changes nothing
  const fixed = opt && opt.shop !== "up" ? [opt.id] : [];
  const state = openSessionShop(
    { stats, pool: [...character.blessings], lifestyle: character.lifestyle, ethic: character.ethic, fixed },
    character.session,
  );
  return { character, state, extras: { aptitudes: [], exceptional: [] }, history: [] };
}

// Data that names a Stat or a tag is passed on as its label's key, so the message reads "Head", not "head".
const LABELS: Record<string, string> = { stat: "HB.Stat", tag: "HB.Shop.tag" };
function refusal(err: RulesError): Refusal {
  return {
    key: `HB.Error.${err.code}`,
    data: Object.fromEntries(
      Object.entries(err.details).map(([k, v]) => [k, LABELS[k] ? `${LABELS[k]}.${v}` : String(v)]),
    ),
  };
}

/** Applies one purchase through the rules engine; an illegal one is refused and the draft is unchanged. */
export function buy(draft: ShopDraft, purchase: Purchase): { draft: ShopDraft; refusal?: Refusal } {
  try {
    const { state, extras } = apply(draft, purchase);
    return {
      draft: {
        ...draft,
        state,
        extras,
        history: [...draft.history, { state: draft.state, extras: draft.extras, purchase }],
      },
    };
  } catch (err) {
    // Stryker disable next-line ConditionalExpression: any other error has no details to read, so it throws anyway
    if (err instanceof RulesError) return { draft, refusal: refusal(err) };
    throw err;
  }
}

function apply(draft: ShopDraft, p: Purchase): { state: ShopState; extras: ShopExtras } {
  const { state, extras, character } = draft;
  switch (p.kind) {
    case "stat": {
      const payment =
        p.with === "downgrade"
          ? { with: "downgrade" as const, stat: String(p.lower) }
          : p.with === "blessings"
            ? { with: "blessings" as const, cursed: character.cursed }
            : { with: "free" as const };
      return { state: upgradeStat(state, p.stat, payment), extras };
    }
    case "lifestyle":
      return { state: changeLifestyleThisSession(state, p.to, character.session), extras };
    case "ethic":
      return { state: changeEthic(state, p.to), extras };
    case "tag": {
      const detail = p.detail?.trim() ?? "";
      if (p.tag === "aptitude") {
        if (!detail) refuse("shop-detail-missing", "Name the new Aptitude.", { tag: p.tag });
        return {
          state: takeTaggedUpgrade(state, "aptitude", detail),
          extras: { ...extras, aptitudes: [...extras.aptitudes, detail] },
        };
      }
      if (p.tag === "specialization") {
        if (!detail) refuse("shop-detail-missing", "Name the Specialization.", { tag: p.tag });
        // Limits count this shop's purchases too: a new Aptitude can be specialized at once, and each
        // Specialization chosen here takes one free Aptitude (which one is picked when it is dropped on the sheet).
        const aptitudes = [...character.aptitudes, ...extras.aptitudes.map((name, i) => ({ id: `new${i}`, name }))];
        const free = unspecializedAptitudes({ aptitudes, specializations: character.specializations });
        // Each was taken while an Aptitude was free for it, so there are at least as many free as chosen.
        const chosen = specializationsTaken(state.log).map((name, i) => ({ name, aptitude: free[i]!.id }));
        const holder = { aptitudes, specializations: [...character.specializations, ...chosen] };
        checkSpecialize(holder, detail);
        return { state: takeTaggedUpgrade(state, "specialization", detail), extras };
      }
      if (p.tag === "gains") {
        const thing = character.things.find((t) => t.id === p.thing);
        if (!thing || thing.exceptional || extras.exceptional.includes(thing.id)) {
          refuse("shop-gains-thing", "Choose a thing gained that is not exceptional yet.");
        }
        return {
          state: takeTaggedUpgrade(state, "gains", thing.name),
          extras: { ...extras, exceptional: [...extras.exceptional, thing.id] },
        };
      }
      return { state: takeTaggedUpgrade(state, p.tag, detail || undefined), extras };
    }
  }
}

/** The Specializations a shop's log took, by name. */
export function specializationsTaken(log: readonly ShopEntry[]): string[] {
  // Stryker disable next-line ConditionalExpression: only a tagged entry has a tag
  return log.flatMap((e) => (e.kind === "tagged" && e.tag === "specialization" ? [String(e.detail)] : []));
}

export function undo(draft: ShopDraft): ShopDraft {
  const last = draft.history.at(-1);
  return last ? { ...draft, state: last.state, extras: last.extras, history: draft.history.slice(0, -1) } : draft;
}

/** What a finished shop's chat summary keeps (data/chat/shop-message.ts): whose shop, under which edition,
 *  what was bought. */
export interface ShopSummaryFacts {
  name: string;
  edition: EditionId;
  log: readonly ShopEntry[];
}

/** The same purchases made again, in order, from the character as it is now (its pool changed while the shop was
 *  open); a purchase the rules now refuse is left out. `dropped` counts those. */
export function replayShop(draft: ShopDraft, character: ShopCharacter): { draft: ShopDraft; dropped: number } {
  let next = openShopDraft(character);
  let dropped = 0;
  for (const { purchase } of draft.history) {
    const out = buy(next, purchase);
    next = out.draft;
    if (out.refusal) dropped++;
  }
  return { draft: next, dropped };
}

/** The Blessings a draft paid: its opening pool less what it has left, value by value. */
function paidFrom(opened: readonly number[], left: readonly number[]): number[] {
  const rest = [...left];
  return opened.filter((v) => {
    const at = rest.indexOf(v);
    if (at >= 0) rest.splice(at, 1);
    return at < 0;
  });
}

/** A finished shop: the Blessings it paid (the pool itself is not written from the draft: a Spend or a Help since the
 *  shop opened must not be undone), the actor's one update, the items to create and update, the
 *  chat summary's facts. */
export function finishShop(draft: ShopDraft, editionId: EditionId) {
  const { state, character, extras } = draft;
  const opt = character.optionalStat;
  // Only the flags the shop decides: the session's other counts (Famous's, the first Major Success) may have moved on
  // since the shop opened — a shop may stay open into the next session.
  const { freeUpgradeUsed, becameLost, shopOpen } = flagsAfterShop(state, character.session);
  const stats = Object.fromEntries(Object.entries(state.stats).filter(([id]) => id !== opt));
  return {
    paid: paidFrom(character.blessings, state.pool),
    update: {
      "system.stats": stats,
      ...(opt ? { "system.optional": state.stats[opt] } : {}),
      "system.lifestyle": state.lifestyle,
      "system.ethic": state.ethic,
      "system.session": { freeUpgradeUsed, becameLost, shopOpen },
      // Each Specialization Upgrade waits for its Specialization to be dropped on the
      // sheet (rules spendSpecializationUnlock).
      "system.specializationUnlocks": (character.specializationUnlocks ?? 0) + specializationsTaken(state.log).length,
    },
    createItems: extras.aptitudes.map((name) => ({ type: "aptitude", name })),
    updateItems: extras.exceptional.map((_id) => ({ _id, "system.exceptional": true })),
    summary: { name: character.name, edition: editionId, log: state.log } satisfies ShopSummaryFacts,
  };
}

/** One line per purchase, as localisation keys with data (the chat template localises them). */
export function describeEntry(e: ShopEntry, editionId: string): { key: string; data: Record<string, string> } {
  switch (e.kind) {
    case "stat": {
      const data: Record<string, string> = {
        stat: `HB.Stat.${e.stat}`,
        from: `d${e.from}`,
        to: `d${e.to}`,
        // Stryker disable next-line StringLiteral: read only where there are Blessings paid
        paid: e.paid?.join(", ") ?? "",
        // Stryker disable next-line StringLiteral: read only where a d4 was lowered
        lowered: e.downgraded ? `HB.Stat.${e.downgraded}` : "",
      };
      return { key: `HB.Shop.entry.${e.paidWith}`, data };
    }
    case "tagged":
      // A Backstory or Rumor upgrade may be taken without a detail written: its line then names the upgrade alone.
      return {
        key: e.detail ? `HB.Shop.entry.tag.${e.tag}` : `HB.Shop.entry.tagBare.${e.tag}`,
        data: { detail: e.detail ?? "", gain: `HB.Shop.gains.${edition(editionId).exceptionalGain.kind}` },
      };
    case "lifestyle":
      return { key: "HB.Shop.entry.lifestyle", data: { from: `HB.Lifestyle.${e.from}`, to: `HB.Lifestyle.${e.to}` } };
    case "ethic":
      return { key: "HB.Shop.entry.ethic", data: { from: `HB.Ethic.${e.from}`, to: `HB.Ethic.${e.to}` } };
  }
}

/** Data values that are themselves keys (HB.Stat.head, …) are localised by the template's caller, not here. */
export function shopSummary(name: string, log: readonly ShopEntry[], editionId: string) {
  return { name, entries: log.map((e) => describeEntry(e, editionId)) };
}

export type ShopSummary = ReturnType<typeof shopSummary>;

type I18n = Translator;
function localizeData(data: Record<string, string>, i18n: I18n) {
  // Stryker disable next-line StringLiteral: a value that is no key localises to itself
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.startsWith("HB.") ? i18n.localize(v) : v]));
}

/** A refusal as the message the player reads. */
export function refusalMessage(r: Refusal, i18n: I18n): string {
  return i18n.format(r.key, localizeData(r.data, i18n));
}

/** The summary's lines as text: data values that are keys (HB.Stat.head, HB.Lifestyle.lost…) localised first. */
export function summaryLines(summary: ShopSummary, i18n: I18n): string[] {
  // An entry of a kind this version does not know (a message edited by hand) describes to nothing: it is left out.
  return summary.entries.flatMap((entry) => (entry ? [i18n.format(entry.key, localizeData(entry.data, i18n))] : []));
}

/** The chat summary's context (templates/chat/shop-summary.hbs), told from its facts in the reader's words. */
export function summaryCard(facts: ShopSummaryFacts, i18n: I18n) {
  return { name: facts.name, lines: summaryLines(shopSummary(facts.name, facts.log, facts.edition), i18n) };
}
