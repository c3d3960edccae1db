// What a participant offers from their own row on whoever is acting's Check (pure): Help, and others' say on it.
import {
  endeavorRules,
  hasSpecialization,
  helpMayLowerX,
  type EndeavorState,
  type Participant,
} from "../../../rules/endeavor";
import { actingNow, canHelp, reactionsOpen, watchedCondition } from "../offers/index";
import { choice, nameOf, payOption, singleOptions } from "./tracker-options";
import type { Viewer } from "./tracker-input";

/** Offer from one's own row on whoever is acting's Check (a pending Attack's attacker first): Help (help-offers.ts),
 *  while one has not acted; Mischievous, watching, Resolved, Protective (reaction-offers.ts), when the rules let. */
export function offerControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  const acting = actingNow(state);
  const actor = state.participants.find((q) => q.id === acting);
  if (!actor) return null;
  const help = canHelp(state, p, actor);
  const reactions = reactionsOpen(state, p, actor).map((r) => {
    // The viewer's standing offers are those on the acting one's Check alone (live ones only).
    const standing = viewer.reactions.find((o) => o.by === p.id && o.kind === r.kind);
    return {
      kind: r.kind,
      label: `HB.Endeavor.Reaction.offerLabel.${r.kind}`,
      condition: `HB.Condition.${watchedCondition(state)}.name`,
      whom: r.kind === "protective" ? r.whom.map(choice) : null,
      standing: standing ? { whom: standing.whom ? nameOf(state, standing.whom) : "" } : null,
    };
  });
  if (!help && !reactions.length) return null;
  // What follows is Help's, drawn only while Help is open (offer.hbs).
  const standing = viewer.offers.find((o) => o.by === p.id);
  return {
    to: actor.name,
    /** Help is open (the Helper has not acted); the reactions are listed either way. */
    help,
    pay: singleOptions(p),
    helpX: endeavorRules(state.edition).helpMayRaiseX,
    // Lowering X is a choice beside raising it (drawn only with helpX).
    xDown: helpMayLowerX(state),
    // Analytical: "you may provide Help by rolling four d6" — a use beside the roll and X, with no Blessing.
    analytical: hasSpecialization(p, "Analytical") && !viewer.usedUp(p.id, "Analytical"),
    standing: standing
      ? {
          ...payOption(standing.pay),
          useLabel: `HB.Endeavor.Help.use.${standing.use}`,
          analytical: standing.use === "analytical",
        }
      : null,
    reactions,
  };
}
