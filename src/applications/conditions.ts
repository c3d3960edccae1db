// The game's Conditions replace core status effects. V14 turns CONFIG.statusEffects into a record keyed by id
// (with an array-compatible proxy); we assign a fresh value of the shape the running core expects.
import { CONDITION_IDS } from "../rules/ids";

// Core icons: they ship with every Foundry install, so no image of ours can go missing.
const ICONS: Record<string, string> = {
  ache: "icons/svg/blood.svg", cursed: "icons/svg/skull.svg", disarmed: "icons/svg/sword.svg", famous: "icons/svg/sun.svg",
  taxed: "icons/svg/downgrade.svg", surprised: "icons/svg/daze.svg", uncool: "icons/svg/terror.svg",
  vexed: "icons/svg/eye.svg", vulnerable: "icons/svg/target.svg",
};

export function conditionStatusEffects() {
  return CONDITION_IDS.map((id) => ({
    id,
    _id: `hbcond${id}`.slice(0, 16).padEnd(16, "0"),
    name: `HB.Condition.${id}.name`,
    img: ICONS[id] ?? "icons/svg/aura.svg",
  }));
}

export function registerConditions(): void {
  const effects = conditionStatusEffects();
  const current = CONFIG.statusEffects as unknown;
  (CONFIG as unknown as { statusEffects: unknown }).statusEffects = Array.isArray(current)
    ? effects
    : Object.fromEntries(effects.map((e, order) => [e.id, { ...e, order }]));
}
