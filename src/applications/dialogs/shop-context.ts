// What the Session Shop dialog renders, from the draft alone (the harness calls this too). Buttons stay enabled:
// whether a purchase is legal is the rules engine's call when it is made, and a refusal names the rule.
import { advancement, edition, ethicUpgrades, lifestyleUpgrades, sizeUp, UPGRADE_TAGS, type DieSize } from "../../rules";
import { shopSummary, summaryLines, type ShopDraft } from "./shop-draft";

type I18n = Parameters<typeof summaryLines>[1];

export function prepareShopContext(draft: ShopDraft, editionId: string, i18n: I18n) {
  const { state, character, extras } = draft;
  const ed = edition(editionId);
  const count = (size: number) => state.unlocked.filter((s) => s === size).length;
  const lowerable = Object.entries(state.stats).filter(([id, size]) => size === 4 && !state.fixed?.includes(id));

  return {
    name: character.name,
    edition: editionId,
    pool: { values: [...state.pool].sort((a, b) => a - b), total: state.pool.reduce((a, b) => a + b, 0), cursed: character.cursed },
    freeAvailable: !state.freeUsed,
    stats: Object.entries(state.stats).map(([id, size]) => ({
      id, label: `HB.Stat.${id}`, die: `d${size}`,
      next: size < 10 ? `d${sizeUp(size as DieSize)}` : "",
      fixed: !!state.fixed?.includes(id),
    })),
    lower: Object.fromEntries(lowerable.map(([id]) => [id, `HB.Stat.${id}`])),
    canLower: lowerable.length > 0,
    tags: Object.entries(UPGRADE_TAGS).flatMap(([size, tags]) =>
      (tags as readonly string[]).filter((t) => t !== "lifestyle" && t !== "ethic").map((tag) => ({
        tag, size: Number(size), label: `HB.Shop.tag.${tag}`, hint: `HB.Shop.hint.${tag}`, unlocked: count(Number(size)),
        named: tag === "aptitude" || tag === "specialization", detail: tag === "backstory" || tag === "rumor", thing: tag === "gains",
      }))),
    unlocks: [6, 8, 10].map((size) => ({ size, die: `d${size}`, count: count(size) })),
    gains: { rule: `HB.Shop.gains.${ed.exceptionalGain.kind}` },
    things: Object.fromEntries(character.things.filter((t) => !t.exceptional && !extras.exceptional.includes(t.id)).map((t) => [t.id, t.name])),
    lifestyle: {
      current: `HB.Lifestyle.${state.lifestyle}`,
      choices: Object.fromEntries(lifestyleUpgrades(state.lifestyle).map((id) => [id, `HB.Lifestyle.${id}`])),
      lost: state.lifestyle === "lost",
      boost: `HB.Sheet.${ed.boostWord}`,
    },
    ethic: {
      current: `HB.Ethic.${state.ethic}`,
      choices: Object.fromEntries(ethicUpgrades(state.ethic).map((id) => [id, `HB.Ethic.${id}`])),
      none: ethicUpgrades(state.ethic).length === 0,
      needsGM: advancement(editionId).ethicNeedsGM,
    },
    log: summaryLines(shopSummary(character.name, state.log, editionId), i18n),
    newAptitudes: extras.aptitudes,
    canUndo: draft.history.length > 0,
  };
}

export type ShopContext = ReturnType<typeof prepareShopContext>;
