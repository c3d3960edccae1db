// What the tracker shows before an Endeavor starts: the GM's start form (the edition's Endeavor types), a player's
// wait. It is all the sidebar draws at a world's load, so it loads on its own, without the rows' context and the
// engine: the start form's context (view/start-form.ts), the choices stored on each Combatant, the tracker's styles.
import type { CombatantSide } from "../../../data/combat/endeavor-combatant";
import { combatantModel } from "../../../data/combat/combatant-model";
import { adoptStyles } from "../../shared/styles";
import styles from "../../../../styles/tracker.scss?inline";

export { prepareTrackerStart } from "../view/index";

// The sidebar's first draw and the rows' bodies (tracker-actions.ts) load this module, so the tracker's styles come
// with it, not with every world load (a world without an Endeavor never needs them).
adoptStyles("humanity-blessed-tracker", styles);

/** What the start form last stored on a combatant, from its Endeavor model (blank: from the actor, racing alone). */
export function startChoices(combatant: { system?: unknown }): { side: CombatantSide; team: string } {
  const model = combatantModel(combatant);
  return { side: model?.side ?? "", team: model?.team ?? "" };
}
