// What the Session Shop dialog renders, from the draft alone (the harness calls this too). Whether a purchase is
// legal is the rules engine's call: each button is tried against it first, and one it would refuse is marked
// unavailable with the rule's refusal as its tooltip, so a player sees what they can do before clicking.
import {
  advancement,
  edition,
  ethicUpgrades,
  lifestyleUpgrades,
  sizeUp,
  UPGRADE_TAGS,
  type DieSize,
} from "../../rules";
import { buy, refusalMessage, shopSummary, summaryLines, type Purchase, type ShopDraft } from "./shop-draft";

type I18n = Parameters<typeof summaryLines>[1];

export function prepareShopContext(draft: ShopDraft, editionId: string, i18n: I18n) {
  const { state, character, extras } = draft;
  const ed = edition(editionId);
  const count = (size: number) => state.unlocked.filter((s) => s === size).length;
  const fixed = new Set(state.fixed);
  const lowerable = Object.entries(state.stats).filter(([id, size]) => size === 4 && !fixed.has(id));
  const things = Object.fromEntries(
    character.things.filter((t) => !t.exceptional && !extras.exceptional.includes(t.id)).map((t) => [t.id, t.name]),
  );
  // A closed shop (before the GM's End session) is shown read-only: each purchase says why it could not be bought
  // once the shop opens, and one that could says the shop is closed.
  const closed = !!state.closed;
  const closedWhy = closed ? refusalMessage({ key: "HB.Error.shop-closed", data: {} }, i18n) : "";
  const tryOn = closed ? { ...draft, state: { ...state, closed: false } } : draft;
  /** "" when the rules allow the purchase, else their refusal as the player reads it (the first, of several tries). */
  const why = (...tries: Purchase[]): string => {
    let first = "";
    for (const p of tries) {
      const r = buy(tryOn, p).refusal;
      if (!r) return closedWhy;
      first ||= refusalMessage(r, i18n);
    }
    return first;
  };
  // A name typed later is the player's; availability is tried with a stand-in name (it only has to be new).
  const sample = (tag: string): Purchase => ({
    kind: "tag",
    tag: tag as Extract<Purchase, { kind: "tag" }>["tag"],
    detail: "\u2026",
    thing: Object.keys(things)[0],
  });
  // Lowering the Stat itself is refused by the rules with the same words as lowering none: the tries need not skip it.
  const lowerTries = (stat: string): Purchase[] =>
    // Stryker disable next-line StringLiteral: a Stat no character has is refused with the same words as none
    (lowerable.length ? lowerable.map(([id]) => id) : [""]).map((lower) => ({
      kind: "stat",
      stat,
      with: "downgrade",
      lower,
    }));
  const lifestyleChoices = lifestyleUpgrades(state.lifestyle);

  return {
    name: character.name,
    edition: editionId,
    closed,
    pool: {
      // Stryker disable next-line ArrowFunction: Blessings are worth 1 to 6, so the default order (as text) is the same
      values: [...state.pool].sort((a, b) => a - b),
      cursed: character.cursed,
    },
    freeAvailable: !state.freeUsed,
    stats: Object.entries(state.stats).map(([id, size]) => ({
      id,
      label: `HB.Stat.${id}`,
      die: `d${size}`,
      next: size < 10 ? `d${sizeUp(size as DieSize)}` : "",
      fixed: fixed.has(id),
      refused: {
        // Stryker disable next-line StringLiteral: the draft pays with the free upgrade unless told Blessings or a d4
        free: why({ kind: "stat", stat: id, with: "free" }),
        blessings: why({ kind: "stat", stat: id, with: "blessings" }),
        downgrade: why(...lowerTries(id)),
      },
    })),
    lower: Object.fromEntries(lowerable.map(([id]) => [id, `HB.Stat.${id}`])),
    canLower: lowerable.length > 0,
    tags: Object.entries(UPGRADE_TAGS).flatMap(([size, tags]) =>
      (tags as readonly string[])
        .filter((t) => t !== "lifestyle" && t !== "ethic")
        .map((tag) => ({
          tag,
          size: Number(size),
          label: `HB.Shop.tag.${tag}`,
          hint: `HB.Shop.hint.${tag}`,
          unlocked: count(Number(size)),
          named: tag === "aptitude" || tag === "specialization",
          detail: tag === "backstory" || tag === "rumor",
          thing: tag === "gains",
          refused: why(sample(tag)),
        })),
    ),
    unlocks: [6, 8, 10].map((size) => ({ size, die: `d${size}`, count: count(size) })),
    gains: { rule: `HB.Shop.gains.${ed.exceptionalGain.kind}` },
    things,
    lifestyle: {
      current: `HB.Lifestyle.${state.lifestyle}`,
      choices: Object.fromEntries(lifestyleChoices.map((id) => [id, `HB.Lifestyle.${id}`])),
      // Every Lifestyle has a path (to Lost, and from Lost to any other), so there is always a choice to try.
      refused: why(...lifestyleChoices.map((to): Purchase => ({ kind: "lifestyle", to }))),
      lost: state.lifestyle === "lost",
      boost: `HB.Sheet.${ed.boostWord}`,
    },
    ethic: {
      current: `HB.Ethic.${state.ethic}`,
      choices: Object.fromEntries(ethicUpgrades(state.ethic).map((id) => [id, `HB.Ethic.${id}`])),
      none: ethicUpgrades(state.ethic).length === 0,
      refused: why(...ethicUpgrades(state.ethic).map((to): Purchase => ({ kind: "ethic", to }))),
      needsGM: advancement(editionId).ethicNeedsGM,
    },
    log: summaryLines(shopSummary(character.name, state.log, editionId), i18n),
    newAptitudes: extras.aptitudes,
    canUndo: draft.history.length > 0,
  };
}

export type ShopContext = ReturnType<typeof prepareShopContext>;
