// A participant's row in the tracker (pure): its facts (position, Action Die, Blessings, Wounds, tags) and the forms
// its viewer may use now (the round's choice, the turn, a pending Attack, the special actions, offers, recharges).
import {
  ALLIES,
  canReverse,
  isActive,
  kindRules,
  MONSTROSITIES,
  RECHARGE_COST,
  woundsInARow,
  xOf,
  type EndeavorState,
  type Participant,
} from "../../../rules/endeavor";
import { chooseControls } from "./action-die-choice";
import { actControls, turnOf } from "./acting-form";
import { seesDice } from "./hidden-stat-dice";
import { kindView } from "./kinds/index";
import { offerControls } from "./row-offers";
import { pendingControls } from "./tracker-check-form";
import type { TrackerCombatant, Viewer } from "./tracker-input";
import { singleOptions, statLabel } from "./tracker-options";
import { kineticOptions, specialControls, tieUnresolved } from "./tracker-specials";

export function sideKey(side: string): string {
  return side === ALLIES || side === MONSTROSITIES ? `HB.Endeavor.Side.${side}` : "";
}

/** Specializations used and awaiting their recharge cost (Zealous ④, Commanding ③). */
function rechargeControls(p: Participant) {
  return p.needsRecharge.map((spec) => {
    // Stryker disable next-line StringLiteral: the engine asks a recharge only of a Specialization with a cost.
    const cost = RECHARGE_COST[spec] ?? "";
    const min = "①②③④⑤⑥".indexOf(cost) + 1;
    return { spec, label: `HB.Endeavor.Action.${spec.toLowerCase()}`, cost, pay: singleOptions(p, Math.max(1, min)) };
  });
}

export function rowFor(state: EndeavorState, p: Participant, c: TrackerCombatant | undefined, viewer: Viewer) {
  const active = isActive(p);
  // A participant the kind gives the GM alone to play (Stealth's Eye), whoever owns the actor standing for it.
  const own = kindView(state.kind);
  const canControl = active && (viewer.isGM || (!!c?.isOwner && !own.gmOnly?.(p)));
  const isCurrent = state.turn.current === p.id;
  const head = state.pending[0];
  const chosen = p.actionDie !== null || p.skipping;
  const fatigue = state.buttons.filter((b) => b.kind === "fatigue" && b.owner === p.id).length;
  const wounds = woundsInARow(state, p.id);
  // Stryker disable next-line ConditionalExpression: the engine names choosers in the special phase alone
  const specials = state.phase === "special" && state.chooser.includes(p.id) && !head && !tieUnresolved(state);
  // Stryker disable next-line ConditionalExpression: a current turn is the engine's in the turns phase alone
  const act = canControl && state.phase === "turns" && isCurrent && !head ? actControls(state, p, viewer) : null;
  const dieSize = p.actionDie ? (p.stats[p.actionDie] ?? 0) : 0;
  return {
    id: p.id,
    name: p.name,
    // Its combatant still exists: core's hover and click handlers may look the row up (a deleted one's may not).
    linked: !!c,
    img: c?.img ?? "",
    css: [
      p.role,
      isCurrent || head?.by === p.id ? "active" : "",
      p.acted ? "acted" : "",
      active ? "" : "removed",
      c?.hidden ? "hide" : "",
    ]
      .filter(Boolean)
      .join(" "),
    sideLabel: sideKey(p.side),
    team: kindRules(state.kind).start.teams && p.side !== p.id ? p.side : "",
    // The kind's own tags (Rush's charge leader; Stealth's Eye, whose row shows its mode instead of a position).
    ...own.row?.(state, p, isCurrent),
    isCurrent,
    // Marked "You" for a player (the GM owns every row).
    mine: !viewer.isGM && !!c?.isOwner,
    removed: p.removed ? `HB.Endeavor.Removal.${p.removed.reason}` : "",
    // Hidden Stat Dice: the size only to those who may read it (the X is the table's, shown to all).
    actionDie: p.actionDie
      ? {
          label: statLabel(p.actionDie),
          size: seesDice(p, viewer) ? dieSize : null,
          x: xOf(state, p),
          hidden: !!p.rollD20s,
        }
      : null,
    positionRoll: p.positionRoll,
    temporary: p.temporary,
    position: p.position,
    spent: p.spent.map(statLabel),
    // Radiant: Aptitudes lent to this participant, with the turns left ("1 turn", not "1 turns").
    granted: (p.granted ?? []).map((g) => ({
      key: g.turns === 1 ? "HB.Endeavor.Radiant.grantOne" : "HB.Endeavor.Radiant.grant",
      aptitude: g.aptitude,
      turns: g.turns,
    })),
    wounds,
    woundDanger: wounds >= 2,
    fatigue,
    acted: p.acted,
    skipping: p.skipping,
    delayed: p.delayed,
    choose: canControl && state.phase === "choosing" && !chosen ? chooseControls(state, p) : null,
    // Kinetic (v0.0.18): everyone has rolled; exchange with an ally who rolled lower, or keep the roll.
    kinetic: canControl ? kineticOptions(state, p) : null,
    act,
    // The acting row's turn as steps (tracker-turn.ts): the actions offered and the plain Check's odds.
    turn: act ? turnOf(state, p, act, viewer.isGM) : null,
    // Not on the acting row: whoever controls it includes Helpers from its form (offersFor is false there).
    offer: canControl && viewer.offersFor(c) ? offerControls(state, p, viewer) : null,
    recharge: canControl && p.needsRecharge.length ? rechargeControls(p) : null,
    reverse: canControl && canReverse(state, p.id),
    pending: canControl && head?.by === p.id ? pendingControls(state, p, head, viewer) : null,
    special: canControl && specials ? specialControls(state, p, viewer) : null,
    fatigueCheck: canControl && state.phase === "fatigue" && fatigue > 0 && p.actionDie !== null,
  };
}

export type TrackerRow = ReturnType<typeof rowFor>;
