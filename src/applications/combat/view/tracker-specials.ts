// The special actions' forms at a round's end (Perform Combo, Declare Victory, Overcome) and Kinetic's exchange
// (v0.0.18) once everyone has rolled: who may be chosen is asked of the engine, so each rule is written once there.
import {
  comboEligibleTargets,
  isActive,
  kineticChoices,
  specialsFor,
  type EndeavorState,
  type Participant,
} from "../../../rules/endeavor";
import { optionOf } from "../../../rules/endeavor/state";
import type { Viewer } from "./tracker-input";
import { choice } from "./tracker-options";
import { kindView } from "./kinds/index";

/** A special-action tie the GM resolves (specialTies "gm") and has not yet: the tied wait for the GM to name one. */
export function tieUnresolved(state: EndeavorState): boolean {
  return state.phase === "special" && state.chooser.length > 1 && optionOf(state, "specialTies") === "gm";
}

/** Special actions (end of the round, whoever chooses): Perform Combo's choices by side, Declare Victory's opponent,
 *  Overcome (racing), and the kind's own. */
export function specialControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  const kinds = specialsFor({ state }, p);
  const opponents = state.participants.filter((q) => isActive(q) && q.side !== p.side);
  return {
    combo: kinds.includes("combo") ? comboControls(state, p, opponents, viewer) : null,
    victory: kinds.includes("declareVictory") ? { targets: opponents.map(choice) } : null,
    overcome: kinds.includes("overcome"),
    victoryAll: kinds.includes("declareVictoryAll"),
    // The kind's own special actions' forms (Rush's Plot Victory; Stealth's Quicken Pace, Sweep Defenses …).
    ...kindView(state.kind).specials?.(state, p, kinds),
  };
}

/**
 * Perform Combo. Allies: "Move up by your number of temporary Blessings, then spend all your temporary Blessings. Then
 * you and your allies may move down any total amount. If you do, choose opponents to move down by a total of the
 * amount moved this way": a share typed for the chooser and each ally (`comboDown.<id>`) and, optionally, for each
 * opponent (`comboOpp.<id>`; none typed: the engine shares evenly), with a live sum (liveSum) of what the engine
 * makes of it. Who types which amount follows the table ruling groupSplit, as for an Attack's shares ("how the group
 * distributes this movement among its members is up to the group to decide"): with "group" (default) a player types
 * the amounts of the characters they play, and the opponents' shares only if they play them all; the GM enters what
 * the group agrees on (the relay, endeavor-gm.ts, refuses the rest). With "attacker", the chooser types them all.
 * Monstrosities: "Choose an opponent, then any number of additional opponents with a number of temporary
 * Blessings less than half your number of temporary Blessings, rounded down": the first from a select, the others
 * ticked; who may be added is asked of the engine (comboEligibleTargets), so the rule is written once, in specials.ts.
 */
function comboControls(state: EndeavorState, p: Participant, opponents: Participant[], viewer: Viewer) {
  if (p.role === "monstrosity") {
    const { additional } = comboEligibleTargets(state, p.id);
    return {
      monstrosity: true as const,
      temporary: p.temporary.length,
      first: opponents.map(choice),
      more:
        opponents.length > 1
          ? opponents.map((q) => ({
              value: q.id,
              label: q.name,
              temporary: q.temporary.length,
              eligible: additional.includes(q.id),
            }))
          : [],
    };
  }
  const movers = state.participants.filter((q) => isActive(q) && q.side === p.side);
  const all = optionOf(state, "groupSplit") === "attacker" || viewer.isGM;
  const shares = all || opponents.every((q) => viewer.owns(q.id));
  const rows = movers.map((q) => ({
    id: q.id,
    name: q.name,
    position: q.position,
    self: q.id === p.id,
    types: all || viewer.owns(q.id),
  }));
  return {
    monstrosity: false as const,
    up: p.temporary.length,
    movers: rows,
    opponents: shares ? opponents.map((q) => ({ id: q.id, name: q.name, position: q.position })) : [],
    /** Some amounts are another's to agree (ruling "group"): the form says the GM enters them. */
    groupDecides: !shares || rows.some((m) => !m.types),
  };
}

export function kineticOptions(state: EndeavorState, p: Participant) {
  const ids = kineticChoices(state, p);
  return ids.length
    ? {
        allies: ids
          .map((id) => state.participants.find((q) => q.id === id)!)
          .map((q) => ({ value: q.id, label: `${q.name} (${q.positionRoll})` })),
      }
    : null;
}
