// The game's Conditions replace core status effects, in the shape the running core expects (compat.ts): only the
// Conditions the world's edition has (Vexed in v0.0.21.10, Vulnerable in v0.0.18), so the token HUD offers no other.
import { onHook, setStatusEffects, type StatusEffect } from "../../compat";
import { conditionIdsOf, DEFAULT_EDITION, type ConditionId, type EditionId } from "../../rules/ids";
import { currentEdition } from "../../settings";

// Core icons: they ship with every Foundry install, so no image of ours can go missing. One for every Condition.
const ICONS: Record<ConditionId, string> = {
  ache: "icons/svg/blood.svg",
  cursed: "icons/svg/skull.svg",
  disarmed: "icons/svg/sword.svg",
  famous: "icons/svg/sun.svg",
  taxed: "icons/svg/downgrade.svg",
  surprised: "icons/svg/daze.svg",
  uncool: "icons/svg/terror.svg",
  vexed: "icons/svg/eye.svg",
  vulnerable: "icons/svg/target.svg",
};

export function conditionStatusEffects(edition: EditionId = DEFAULT_EDITION): StatusEffect[] {
  return conditionIdsOf(edition).map((id) => ({
    id,
    // Stryker disable next-line MethodExpression: no Condition's id is longer than ten letters (core wants sixteen)
    _id: `hbcond${id}`.slice(0, 16).padEnd(16, "0"),
    name: `HB.Condition.${id}.name`,
    img: ICONS[id],
  }));
}

export function registerConditions(): void {
  // The edition setting reloads the world when changed, so reading it once at init is enough.
  setStatusEffects(conditionStatusEffects(currentEdition()));
  // A Condition toggled on an unlinked character token's HUD lands on the token's copy: the GM is told when it opens.
  onHook("renderTokenHUD", (hud: { actor?: Actor.Implementation | null }) => {
    // tellIfUnlinked checks both again: this spares a player's client, and a world actor's HUD, the module's load.
    // Stryker disable next-line ConditionalExpression,LogicalOperator,OptionalChaining: checked again there
    if (hud.actor?.isToken && game.user?.isGM)
      void import("../../documents/token-links").then((m) => m.tellIfUnlinked(hud.actor));
  });
}
