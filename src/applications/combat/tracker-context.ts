// What the Endeavor tracker shows, from the engine state alone (pure: no Foundry, so the browser harness, the tests
// and the bench call it as the tracker does). Labels are localisation keys; the templates localise them.
import {
  ALLIES, areaAt, canReverse, endeavorRules, isActive, MONSTROSITIES, previewOrder, specialsFor, statDie, woundsInARow, xOf,
  type EditionId, type EndeavorState, type Participant,
} from "../../rules/endeavor";
import { statId } from "../../documents/endeavor-setup";

export interface TrackerCombatant {
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  /** The viewing user owns the combatant's actor. */
  isOwner: boolean;
}

export interface TrackerInput {
  state: EndeavorState | null;
  combatants: readonly TrackerCombatant[];
  viewer: { isGM: boolean };
  /** Commands in the Combat's log (undo is offered when there is one). */
  logLength: number;
  /** The world's edition: the start form offers the Endeavor types it has. */
  edition: EditionId;
}

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

const HURT = "Hurt"; // "violent: Hurt only" (book: Attack); the engine spells Stats as the book prints them
const statLabel = (name: string) => `HB.Stat.${statId(name)}`;
const sideKey = (side: string) => (side === ALLIES || side === MONSTROSITIES ? `HB.Endeavor.Side.${side}` : "");

/** default edition: "choose an unspent Stat as your Action Die"; v0.0.18: a position roll with any Stat. */
function chooseControls(state: EndeavorState, p: Participant) {
  const positionRoll = endeavorRules(state.edition).roundStart === "position-roll";
  const area = state.kind === "racing" ? areaAt(state, p.id, p.position)?.area ?? null : null;
  const stats: Choice[] = Object.keys(p.stats).map((name) => ({
    value: name,
    label: statLabel(name),
    size: statDie(state, p, name),
    disabled: p.spent.includes(name) || (area !== null && !area.includes(name)),
  }));
  return { stats, positionRoll, canSkip: !positionRoll && p.spent.length > 0 };
}

const choice = (p: Participant): Choice => ({ value: p.id, label: p.name });

function actControls(state: EndeavorState, p: Participant) {
  const opponents = state.participants.filter((q) => isActive(q) && q.side !== p.side).map(choice);
  const allies = state.participants.filter((q) => isActive(q) && q.side === p.side).map(choice);
  const hurt = p.actionDie === HURT;
  const x = xOf(state, p);
  return {
    violentAttack: hurt && state.kind === "monstrous",
    attack: !hurt,
    advance: !hurt,
    protect: p.temporary.length + p.blessings.length > 0,
    zealous: p.specializations.includes("Zealous") && !p.needsRecharge.includes("Zealous"),
    targets: opponents,
    allies,
    maxTargets: endeavorRules(state.edition).multiTarget ? Math.max(1, x) : 1,
  };
}

function rowFor(state: EndeavorState, p: Participant, c: TrackerCombatant | undefined, viewer: { isGM: boolean }, order: readonly string[]) {
  const active = isActive(p);
  const canControl = active && (viewer.isGM || !!c?.isOwner);
  const isCurrent = state.turn.current === p.id;
  const head = state.pending[0];
  const chosen = p.actionDie !== null || p.skipping;
  const fatigue = state.buttons.filter((b) => b.kind === "fatigue" && b.owner === p.id).length;
  const wounds = woundsInARow(state, p.id);
  const specials = state.phase === "special" && state.chooser.includes(p.id) && !head
    ? specialsFor({ state }, p).map((k) => ({ value: k, label: `HB.Endeavor.Special.${k}` }))
    : null;
  const opponents = () => state.participants.filter((q) => isActive(q) && q.side !== p.side).map(choice);
  return {
    id: p.id,
    name: p.name,
    img: c?.img ?? "",
    hidden: !!c?.hidden,
    css: [p.role, isCurrent ? "active" : "", p.acted ? "acted" : "", active ? "" : "removed", c?.hidden ? "hide" : ""].filter(Boolean).join(" "),
    side: p.side,
    sideLabel: sideKey(p.side),
    team: state.kind === "racing" && p.side !== p.id ? p.side : "",
    isCurrent,
    canControl,
    removed: p.removed ? `HB.Endeavor.Removal.${p.removed.reason}` : "",
    actionDie: p.actionDie ? { label: statLabel(p.actionDie), size: p.stats[p.actionDie] ?? 0, x: xOf(state, p) } : null,
    positionRoll: p.positionRoll,
    temporary: p.temporary,
    blessings: p.blessings.length,
    position: p.position,
    spent: p.spent.map(statLabel),
    wounds,
    woundDanger: wounds >= 2,
    fatigue,
    acted: p.acted,
    skipping: p.skipping,
    delayed: p.delayed,
    upNext: order.indexOf(p.id),
    choose: canControl && state.phase === "choosing" && !chosen ? chooseControls(state, p) : null,
    act: canControl && state.phase === "turns" && isCurrent && !head ? actControls(state, p) : null,
    reverse: canControl && canReverse(state, p.id),
    pending: canControl && head?.by === p.id
      ? { kind: `HB.Endeavor.Pending.${head.kind}`, violent: p.actionDie === HURT, declinable: head.kind !== "revenge",
        targets: head.eligible.length ? opponents().filter((o) => head.eligible.includes(o.value)) : opponents() }
      : null,
    special: canControl && specials ? { kinds: specials, targets: opponents() } : null,
    fatigueCheck: canControl && state.phase === "fatigue" && fatigue > 0 && p.actionDie !== null && active,
  };
}

export type TrackerRow = ReturnType<typeof rowFor>;

export function prepareEndeavorTracker(input: TrackerInput) {
  const { state, combatants, viewer } = input;
  const byId = new Map(combatants.map((c) => [c.id, c]));
  if (!state) {
    const kinds = endeavorRules(input.edition).kinds.map((k) => ({ value: k, label: `HB.Endeavor.Kind.${k}` }));
    return {
      started: false as const, isGM: viewer.isGM, waiting: !viewer.isGM, count: combatants.length,
      start: viewer.isGM ? { kinds, racing: kinds.some((k) => k.value === "racing"), finishLine: 30 } : null,
    };
  }
  const order = previewOrder(state);
  const names = new Map(state.participants.map((p) => [p.id, p.name]));
  const name = (id: string | null) => (id ? names.get(id) ?? id : "");
  const rows = state.participants.filter((p) => viewer.isGM || !byId.get(p.id)?.hidden).map((p) => rowFor(state, p, byId.get(p.id), viewer, order));
  const inEndeavor = new Set(state.participants.map((p) => p.id));
  const outcome = state.outcome;
  const head = state.pending[0];
  return {
    started: true as const,
    isGM: viewer.isGM,
    kind: `HB.Endeavor.Kind.${state.kind}`,
    round: state.round,
    phase: `HB.Endeavor.Phase.${state.phase}`,
    current: name(state.turn.current),
    upNext: order.filter((id) => id !== state.turn.current).slice(0, 3).map(name).join(", "),
    pending: head ? { actor: name(head.by), kind: `HB.Endeavor.Pending.${head.kind}` } : null,
    chooser: state.chooser.map(name).join(", "),
    finishLine: state.kind === "racing" ? state.options.finishLine : null,
    outcome: outcome
      ? {
        // A side's name is a localisation key (allies, Monstrosities); a racer's or a team's is shown as it is.
        winnerKey: outcome.winnerId ? "" : outcome.winner ? sideKey(outcome.winner) : "HB.Endeavor.nobody",
        winnerName: outcome.winnerId ? name(outcome.winnerId) : outcome.winner ?? "",
        reason: `HB.Endeavor.Outcome.${outcome.reason}`,
      }
      : null,
    rows,
    outsiders: combatants.filter((c) => !inEndeavor.has(c.id)).map((c) => ({ id: c.id, name: c.name })),
    gm: viewer.isGM
      ? {
        canUndo: input.logLength > 0,
        canEndTurn: state.turn.current !== null,
        buttonKinds: (["wound", "scheme", "recovery", "defeat", "terrain", "fatigue", "zeal"] as const).map((k) => ({ value: k, label: `HB.Endeavor.Button.${k}` })),
        owners: state.participants.map(choice),
      }
      : null,
  };
}

export type EndeavorTrackerContext = ReturnType<typeof prepareEndeavorTracker>;
