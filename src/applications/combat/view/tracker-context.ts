// What the Endeavor tracker shows, from the engine state alone (pure: no Foundry, so the browser harness, the tests
// and the bench call it as the tracker does). Labels are localisation keys; the templates localise them.
import { visibleState } from "./visible-state";
import { delayedAttackDifficulty } from "../../../rules/attacks";
import { edition } from "../../../rules/editions";
import {
  ALLIES,
  areaAt,
  buttonKindsOf,
  canReverse,
  charged,
  endeavorRules,
  hasSpecialization,
  isActive,
  kindRules,
  lendableAptitudes,
  MONSTROSITIES,
  optionOf,
  previewOrder,
  radiantDie,
  RECHARGE_COST,
  statDie,
  sureFootedCheck,
  woundsInARow,
  xOf,
  zealousDie,
  type Command,
  type EditionId,
  type EndeavorState,
  type Participant,
} from "../../../rules/endeavor";
import { actingNow, canHelp, liveOffers, type HelpOffer } from "../offers/help-offers";
import { liveReactions, reactionsOpen, watchedCondition, type ReactionOffer } from "../offers/reaction-offers";
import { prepareTrackerStart } from "../tracker/tracker-start";
import { checkForm, pendingControls, type Viewer } from "./tracker-check-form";
import { actionAllowed } from "../../../rules/endeavor/action-stat";
import { mayLead } from "../../../rules/endeavor/kinds/rush";
import { kineticOptions, specialControls } from "./tracker-specials";
import { turnActions, turnCheck } from "./tracker-turn";
import { eyeTurn, eyeTurnActions, rogueTurn } from "./tracker-eye";
import { delayedDifficultyForm, difficultyText } from "./delayed-difficulty-form";
import {
  cheapestIndex,
  choice,
  pairOptions,
  payOption,
  singleOptions,
  statLabel,
  type Choice,
} from "./tracker-options";

export type { Choice, PayOption } from "./tracker-options";
export { pairOptions, singleOptions } from "./tracker-options";

export interface TrackerCombatant {
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  /** The viewing user owns the combatant's actor. */
  isOwner: boolean;
  /** A player (not a GM) owns the actor: the GM then leaves offering Help from its row to that player. */
  playerOwned?: boolean;
  /** Specializations whose uses the actor's item counts with none left this session (Analytical's "Twice per
   *  session"): not offered. */
  usedUp?: readonly string[];
  /** The side and Racing team the GM set on the Combatant (the start form shows them). */
  side?: string;
  team?: string;
}

export interface TrackerInput {
  state: EndeavorState | null;
  combatants: readonly TrackerCombatant[];
  viewer: { isGM: boolean };
  /** Commands in the Combat's log (undo is offered when there is one). */
  logLength: number;
  /** The world's edition: the start form offers the Endeavor types it has. */
  edition: EditionId;
  /** Help offered from Helpers' own rows (help-offers.ts); stale ones are ignored. */
  helpOffers?: readonly HelpOffer[];
  /** Mischievous, watching, Resolved and Protective offered from reactors' own rows (reaction-offers.ts). */
  reactionOffers?: readonly ReactionOffer[];
  /** The command undo would take back (the GM's Undo names whose it is). */
  lastCommand?: Command | null;
}

/** Hidden Stat Dice: who may read a participant's die sizes — everyone for real dice; for one that rolls d20s, the GM
 *  and its actor's owners (a player reads its Action Die and X, never its size). */
export const seesDice = (p: Participant, viewer: Pick<Viewer, "isGM" | "owns">): boolean =>
  !p.rollD20s || viewer.isGM || viewer.owns(p.id);

const sideKey = (side: string) => (side === ALLIES || side === MONSTROSITIES ? `HB.Endeavor.Side.${side}` : "");

/** default edition: "choose an unspent Stat as your Action Die"; v0.0.18: a position roll with any Stat. */
function chooseControls(state: EndeavorState, p: Participant) {
  const positionRoll = endeavorRules(state.edition).roundStart === "position-roll";
  const area = kindRules(state.kind).areas ? (areaAt(state, p.id, p.position)?.area ?? null) : null;
  const stats: Choice[] = Object.keys(p.stats).map((name) => ({
    value: name,
    label: statLabel(name),
    size: statDie(state, p, name),
    disabled: p.spent.includes(name) || (area !== null && !area.includes(name)),
  }));
  // v0.0.18: "choose a Stat to roll … and whether you want to Spark it": only balanced pairs are offered, the Stat
  // rolled first (it is the position roll's Stat: Hurt for a violent Attack), its partner second.
  const sparkPairs = positionRoll
    ? stats
        .filter((s) => !s.disabled)
        .flatMap((s) =>
          stats
            .filter((t) => t.value !== s.value && p.stats[t.value] === p.stats[s.value])
            .map((t) => ({ value: `${s.value}|${t.value}`, stat: s.label, partner: t.label, size: p.stats[s.value] })),
        )
    : [];
  const spark = sparkPairs.length ? { pairs: sparkPairs, pay: pairOptions(p) } : null;
  return { stats, positionRoll, canSkip: !positionRoll && p.spent.length > 0, spark };
}

/** What Undo takes back, for its label: someone's last action, or the GM's last override (a move, a button …). */
function undoLabel(command: Command | null, name: (id: string | null) => string) {
  if (!command) return { key: "HB.Endeavor.Gm.undoNothing", name: "" };
  return "by" in command && command.by
    ? { key: "HB.Endeavor.Gm.undoOf", name: name(command.by) }
    : { key: "HB.Endeavor.Gm.undoOverride", name: "" };
}

/** The GM's "charge leader" control: those who may lead (allies in the Endeavor never foiled), the leader chosen. */
function leaderControl(state: EndeavorState) {
  const choices =
    kindRules(state.kind).leader && !state.outcome
      ? state.participants.filter((q) => mayLead(state, q)).map(choice)
      : [];
  // One option is always the rendered choice (nobody leading: the first), so a re-render's drafts (form-drafts.ts) do
  // not read it as the GM's own and keep it.
  return choices.length ? { choices, current: state.leader ?? choices[0]!.value } : null;
}

/** A special-action tie the GM resolves (specialTies "gm") and has not yet: the tied wait for the GM to name one. */
const tieUnresolved = (state: EndeavorState): boolean =>
  state.phase === "special" && state.chooser.length > 1 && optionOf(state, "specialTies") === "gm";

/** An Objective's Check: "the Stat normally associated" — any Stat a rogue has (History, which anyone may use, first). */
const objectiveStats = (state: EndeavorState) =>
  [
    ...new Set(["History", ...state.participants.filter((p) => p.role !== "eye").flatMap((p) => Object.keys(p.stats))]),
  ].map((s) => ({ value: s, label: statLabel(s) }));

const nameOf = (state: EndeavorState, id: string): string => state.participants.find((p) => p.id === id)?.name ?? id;

/** Commanding: allies who have not acted, each with the Stats they may take (v0.0.18: roll) as a new Action Die. */
function commandingControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  if (!charged(p, "Commanding")) return null;
  const allies = state.participants
    .filter((q) => q.id !== p.id && isActive(q) && q.side === p.side && !q.acted && !q.skipping)
    .map((q) => {
      const area = kindRules(state.kind).areas ? (areaAt(state, q.id, q.position)?.area ?? null) : null;
      return {
        name: q.name,
        stats: Object.keys(q.stats).map((s) => ({
          value: `${q.id}|${s}`,
          label: statLabel(s),
          size: seesDice(q, viewer) ? q.stats[s] : null,
          current: s === q.actionDie,
          disabled: q.spent.includes(s) || (area !== null && !area.includes(s)),
        })),
      };
    });
  return { allies, positionRoll: endeavorRules(state.edition).commanding === "new-position-roll" };
}

function actControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  const allies = state.participants.filter((q) => isActive(q) && q.side === p.side).map(choice);
  const check = checkForm(state, p, viewer);
  // Each action as the kinds table allows it (action-stat.ts); Protect, Pass and Unique Skill take "Any Stat".
  const allowed = (action: Parameters<typeof actionAllowed>[2]) => actionAllowed(state, p, action);
  // An Endeavor with an Eye has its own action tables: a rogue's (Attack on the defenses, Move, Cover, an Objective's
  // Check, Hidden, and the Specializations' actions that need no opponent) and the Eye's; Protect, Zealous, Delayed
  // Attacks and Unique Skill are not among them (kinds/stealth/turn.ts).
  const guarded = !!state.eye;
  const rogue =
    guarded && p.role !== "eye" ? rogueTurn(state, p, { violent: check.violentAttack, notHurt: check.attack }) : null;
  const eye = guarded && p.role === "eye" ? eyeTurn(state, p) : null;
  const protect = !guarded && allowed("protect") && p.temporary.length + p.blessings.length > 0;
  // Protect: "spend Blessings … For each Blessing spent, their relevant Attacks are one rank more difficult": one
  // checkbox per Blessing held (the cheapest ticked), temporary first.
  const protectPay = [
    ...p.temporary.map((v) => ({ value: `t:${v}`, label: "HB.Endeavor.Pay.temporary", t: String(v), p: "" })),
    ...p.blessings.map((v) => ({ value: `p:${v}`, label: "HB.Endeavor.Pay.permanent", t: "", p: String(v) })),
  ].map((o, i, all) => ({ ...o, checked: i === cheapestIndex(all) }));
  const zealous = !guarded && charged(p, "Zealous") && zealousDie(p);
  const commanding = p.role === "eye" ? null : commandingControls(state, p, viewer);
  // Unique Skill: "Take two other actions combined" — any two of the simple actions this row offers.
  const kinds = [
    ...(check.violentAttack ? ["violent"] : []),
    ...(check.attack ? ["attack"] : []),
    ...(check.advance ? ["advance"] : []),
    ...(protect ? ["protect"] : []),
    ...(zealous ? ["zealous"] : []),
    ...(commanding?.allies.length ? ["commanding"] : []),
  ].map((k) => ({ value: k, label: `HB.Endeavor.Action.${k}` }));
  const unique =
    !guarded && allowed("unique") && (p.role === "character" || p.tags.includes("Unique")) && kinds.length > 0
      ? { kinds, second: kinds[Math.min(1, kinds.length - 1)]!.value, pay: pairOptions(p) }
      : null;
  return {
    ...check,
    protect,
    pass: allowed("pass"),
    protectPay,
    // Delayed Attack: set a trigger on the targets ticked above; violent (Hurt) targets Hurry in v0.0.21.10.
    delayed:
      (check.violentAttack || check.attack) && !guarded
        ? { hurry: check.hurt && endeavorRules(state.edition).delayedViolentHurry, ...delayedDifficultyForm(state, p) }
        : null,
    // Sure-footed (default edition): protecting yourself, a Check with the Action Die can make it last X more rounds.
    sureFooted: protect && sureFootedCheck(state, p),
    zealous,
    // Radiant: "one of your other Aptitudes", while the Action Die is Heart, Home or balanced with either.
    radiant:
      p.role !== "eye" && charged(p, "Radiant") && radiantDie(p)
        ? {
            aptitudes: lendableAptitudes(p).map((a) => ({
              value: a.name,
              label: a.specialization ? `${a.name} (${a.specialization})` : a.name,
            })),
          }
        : null,
    allies,
    commanding,
    unique,
    rogue,
    eye,
    eyeActions: guarded
      ? eyeTurnActions(p, rogue, eye, {
          radiant: charged(p, "Radiant") && radiantDie(p),
          commanding: !!commanding?.allies.length,
        })
      : null,
  };
}

/** Offer from one's own row on whoever is acting's Check (a pending Attack's attacker first): Help (help-offers.ts),
 *  while one has not acted; Mischievous, watching, Resolved, Protective (reaction-offers.ts), whenever the rules let. */
function offerControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  const acting = actingNow(state);
  const actor = state.participants.find((q) => q.id === acting);
  if (!actor) return null;
  const help = canHelp(state, p, actor);
  const reactions = reactionsOpen(state, p, actor).map((r) => {
    const standing = viewer.reactions.find((o) => o.by === p.id && o.to === actor.id && o.kind === r.kind);
    return {
      kind: r.kind,
      label: `HB.Endeavor.Reaction.offerLabel.${r.kind}`,
      condition: `HB.Condition.${watchedCondition(state)}.name`,
      whom: r.kind === "protective" ? r.whom.map(choice) : null,
      standing: standing ? { whom: standing.whom ? nameOf(state, standing.whom) : "" } : null,
    };
  });
  if (!help && !reactions.length) return null;
  const standing = help ? viewer.offers.find((o) => o.by === p.id && o.to === actor.id) : undefined;
  return {
    to: actor.name,
    /** Help is open (the Helper has not acted); the reactions are listed either way. */
    help,
    pay: help ? singleOptions(p) : [],
    helpX: endeavorRules(state.edition).helpMayRaiseX,
    // Cover (an Endeavor with an Eye): "This Help may be used to increase or decrease X values".
    xDown: endeavorRules(state.edition).helpMayRaiseX && !!state.eye,
    // Analytical: "you may provide Help by rolling four d6" — a use beside the roll and X, with no Blessing.
    analytical: help && hasSpecialization(p, "Analytical") && !viewer.usedUp(p.id, "Analytical"),
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

/** Specializations used and awaiting their recharge cost (Zealous ④, Commanding ③). */
function rechargeControls(p: Participant) {
  return p.needsRecharge.map((spec) => {
    const cost = RECHARGE_COST[spec] ?? "";
    const min = "①②③④⑤⑥".indexOf(cost) + 1;
    return { spec, label: `HB.Endeavor.Action.${spec.toLowerCase()}`, cost, pay: singleOptions(p, Math.max(1, min)) };
  });
}

/** The acting row's turn as steps (tracker-turn.ts): the actions offered, and the Check's choices with its odds. */
function turnOf(state: EndeavorState, p: Participant, act: ReturnType<typeof actControls>, isGM: boolean) {
  const actions = turnActions(act);
  return { actions, check: turnCheck(state, p, act, actions, isGM) };
}

/** Quicken Pace (Humanity, Endeavored): the additional action under way (its turn comes right after the rogue's own,
 *  the engine counting it taken as it starts), or one still to come this round or next. */
function extraActionTag(
  state: EndeavorState,
  p: Participant,
  isCurrent: boolean,
): { key: string; round: number } | null {
  const x = p.extraActions;
  if (!x || !isActive(p) || x.round < state.round) return null;
  if (x.round === state.round && x.left < 1)
    return isCurrent ? { key: "HB.Endeavor.Eye.extraNow", round: x.round } : null;
  return { key: "HB.Endeavor.Eye.extraComing", round: x.round };
}

function rowFor(state: EndeavorState, p: Participant, c: TrackerCombatant | undefined, viewer: Viewer) {
  const active = isActive(p);
  // The Eye (Humanity, Endeavored) is the GM's to play, whoever owns the actor standing for it (endeavor-gm.ts).
  const canControl = active && (viewer.isGM || (!!c?.isOwner && p.role !== "eye"));
  const isCurrent = state.turn.current === p.id;
  const head = state.pending[0];
  const chosen = p.actionDie !== null || p.skipping;
  const fatigue = state.buttons.filter((b) => b.kind === "fatigue" && b.owner === p.id).length;
  const wounds = woundsInARow(state, p.id);
  const specials = state.phase === "special" && state.chooser.includes(p.id) && !head && !tieUnresolved(state);
  const act = canControl && state.phase === "turns" && isCurrent && !head ? actControls(state, p, viewer) : null;
  const dieSize = p.actionDie ? (p.stats[p.actionDie] ?? 0) : 0;
  return {
    id: p.id,
    name: p.name,
    // Its combatant still exists: core's hover and click handlers may look the row up (a deleted one's may not).
    linked: !!c,
    img: c?.img ?? "",
    hidden: !!c?.hidden,
    css: [
      p.role,
      isCurrent || head?.by === p.id ? "active" : "",
      p.acted ? "acted" : "",
      active ? "" : "removed",
      c?.hidden ? "hide" : "",
    ]
      .filter(Boolean)
      .join(" "),
    side: p.side,
    sideLabel: sideKey(p.side),
    team: kindRules(state.kind).start.teams && p.side !== p.id ? p.side : "",
    // The Eye "has no track position": its row shows its mode instead.
    eyeMode: p.role === "eye" && state.eye ? `HB.Endeavor.Board.eye.${state.eye.mode}` : "",
    wake: state.eye?.mode === "wake",
    // Rush: the charge leader, and the allies foiled (who can never lead again).
    leader: state.leader === p.id,
    foiled: !!state.foiled?.includes(p.id),
    extra: extraActionTag(state, p, isCurrent),
    isCurrent,
    canControl,
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
    blessings: p.blessings.length,
    position: p.position,
    spent: p.spent.map(statLabel),
    // Radiant: Aptitudes lent to this participant, with the turns left.
    granted: (p.granted ?? []).map((g) => ({
      aptitude: g.aptitude,
      specialization: g.specialization ?? "",
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
    offer: canControl && actingNow(state) !== p.id && viewer.offersFor(c) ? offerControls(state, p, viewer) : null,
    recharge: canControl && p.needsRecharge.length ? rechargeControls(p) : null,
    reverse: canControl && canReverse(state, p.id),
    pending: canControl && head?.by === p.id ? pendingControls(state, p, head, viewer) : null,
    special: canControl && specials ? specialControls(state, p, viewer) : null,
    fatigueCheck: canControl && state.phase === "fatigue" && fatigue > 0 && p.actionDie !== null && active,
  };
}

export type TrackerRow = ReturnType<typeof rowFor>;

export function prepareEndeavorTracker(input: TrackerInput) {
  const { combatants, viewer } = input;
  const byId = new Map(combatants.map((c) => [c.id, c]));
  if (!input.state) return prepareTrackerStart({ isGM: viewer.isGM, combatants, edition: input.edition });
  // Players do not see combatants the GM keeps hidden, anywhere in the tracker.
  const state = viewer.isGM
    ? input.state
    : visibleState(input.state, new Set(combatants.filter((c) => c.hidden).map((c) => c.id)));
  const order = previewOrder(state);
  const names = new Map(state.participants.map((p) => [p.id, p.name]));
  const name = (id: string | null) => (id ? (names.get(id) ?? id) : "");
  const acting = byId.get(actingNow(state) ?? "");
  const who: Viewer = {
    isGM: viewer.isGM,
    owns: (id) => !!byId.get(id)?.isOwner,
    playerOwned: (id) => !!byId.get(id)?.playerOwned,
    usedUp: (id, specialization) => !!byId.get(id)?.usedUp?.includes(specialization),
    offers: liveOffers(input.helpOffers ?? [], state),
    reactions: liveReactions(input.reactionOffers ?? [], state),
    // Whoever acts for the acting participant (a pending Attack's attacker first) includes the Helpers they control
    // directly from its form. So a player offers only when someone else acts; the GM offers for the characters no
    // player owns, on a player's turn or pending Attack.
    offersFor: (c) => (viewer.isGM ? !c?.playerOwned && !!acting?.playerOwned : !acting?.isOwner),
  };
  const rows = state.participants.map((p) => rowFor(state, p, byId.get(p.id), who));
  const inEndeavor = new Set(state.participants.map((p) => p.id));
  const outcome = state.outcome;
  const head = state.pending[0];
  return {
    started: true as const,
    isGM: viewer.isGM,
    kind: kindRules(state.kind).label,
    round: state.round,
    phase: `HB.Endeavor.Phase.${state.phase}`,
    current: name(state.turn.current),
    upNext: order
      .filter((id) => id !== state.turn.current)
      .slice(0, 3)
      .map(name)
      .join(", "),
    pending: head ? { actor: name(head.by), kind: `HB.Endeavor.Pending.${head.kind}` } : null,
    chooser: state.chooser.map(name).join(", "),
    // "with the GM resolving ties": the tied are named, and the GM picks one of them in the toolbar.
    tie: tieUnresolved(state),
    finishLine: kindRules(state.kind).goal.position === "finishLine" ? state.options.finishLine : null,
    // An Endeavor with an Eye: its mode, shown to everyone ("wake mode" with who alerted it, on the board).
    eyeMode: state.eye ? `HB.Endeavor.Board.eye.${state.eye.mode}` : "",
    wake: state.eye?.mode === "wake",
    outcome: outcome
      ? {
          // A side's name is a localisation key (allies, Monstrosities); a racer's or a team's is shown as it is.
          winnerKey: outcome.winnerId ? "" : outcome.winner ? sideKey(outcome.winner) : "HB.Endeavor.nobody",
          winnerName: outcome.winnerId ? name(outcome.winnerId) : (outcome.winner ?? ""),
          reason: `HB.Endeavor.Outcome.${outcome.reason}`,
        }
      : null,
    rows,
    outsiders: combatants
      .filter((c) => !inEndeavor.has(c.id) && (viewer.isGM || !c.hidden))
      .map((c) => ({ id: c.id, name: c.name })),
    gm: viewer.isGM
      ? {
          canUndo: input.logLength > 0,
          undo: undoLabel(input.lastCommand ?? null, name),
          canEndTurn: state.turn.current !== null,
          tie: tieUnresolved(state) ? state.chooser.map((id) => ({ value: id, label: name(id) })) : null,
          // Kinds with a leader (Rush): the allies may elect another charge leader, among those who may lead.
          leader: leaderControl(state),
          // The button kinds this kind of Endeavor uses (the kinds table's), no others; an Objective is added with its Check.
          buttonKinds: buttonKindsOf(state.kind).map((k) => ({ value: k, label: `HB.Endeavor.Button.${k}` })),
          objective: state.eye
            ? {
                stats: objectiveStats(state),
                difficulties: (["normal", "easy", "hard"] as const).map((k) => ({
                  value: k,
                  label: `HB.Difficulty.${k}`,
                })),
              }
            : null,
          owners: state.participants.map(choice),
          // Delayed Attacks set and waiting: "When the trigger is activated" — the GM sets them off.
          // Each with the difficulty it was set with (v0.0.18: the dice, compared when it fires) and the GM's say.
          delayed: (state.delayed ?? []).map((x) => ({
            id: x.id,
            actor: nameOf(state, x.by),
            targets: x.targets.map((t) => nameOf(state, t)).join(", "),
            stat: statLabel(x.stat),
            trigger: x.trigger,
            ...(x.attackDie !== undefined
              ? { difficulty: "HB.Endeavor.Delayed.byDice", rolls: 0 }
              : difficultyText(x.difficulty, 2 + (x.extraRanks ?? 0))),
            overrides: (["easy", "normal", "hard"] as const).map((k) => ({ value: k, label: `HB.Difficulty.${k}` })),
          })),
        }
      : null,
  };
}

export type EndeavorTrackerContext = ReturnType<typeof prepareEndeavorTracker>;
