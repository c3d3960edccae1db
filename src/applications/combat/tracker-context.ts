// What the Endeavor tracker shows, from the engine state alone (pure: no Foundry, so the browser harness, the tests
// and the bench call it as the tracker does). Labels are localisation keys; the templates localise them.
import {
  ALLIES, areaAt, canReverse, comboEligibleTargets, endeavorRules, hasSpecialization, isActive, kineticChoices, MONSTROSITIES, previewOrder, RADIANT_STATS, RECHARGE_COST, specialsFor,
  statDie, usesStatOrBalanced, woundsInARow, xOf,
  type EditionId, type EndeavorState, type Participant, type Payment, type PendingAttack,
} from "../../rules/endeavor";
import { statId } from "../../documents/endeavor-setup";
import { actingNow, canHelp, liveOffers, type HelpOffer } from "./help-offers";
import { encodePayment } from "./tracker-commands";
import { prepareTrackerStart } from "./tracker-start";

export interface TrackerCombatant {
  id: string;
  name: string;
  img: string;
  hidden: boolean;
  /** The viewing user owns the combatant's actor. */
  isOwner: boolean;
  /** A player (not a GM) owns the actor: the GM then leaves offering Help from its row to that player. */
  playerOwned?: boolean;
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
  // v0.0.18: "choose a Stat to roll … and whether you want to Spark it": only balanced pairs are offered, the Stat
  // rolled first (it is the position roll's Stat: Hurt for a violent Attack), its partner second.
  const sparkPairs = positionRoll
    ? stats.filter((s) => !s.disabled).flatMap((s) => stats
      .filter((t) => t.value !== s.value && p.stats[t.value] === p.stats[s.value])
      .map((t) => ({ value: `${s.value}|${t.value}`, stat: s.label, partner: t.label, size: p.stats[s.value] })))
    : [];
  const spark = sparkPairs.length ? { pairs: sparkPairs, pay: pairOptions(p) } : null;
  return { stats, positionRoll, canSkip: !positionRoll && p.spent.length > 0, spark };
}

/** A payment offered in a select: the value encodes it (tracker-commands), the label key says from which pool. */
export interface PayOption {
  value: string;
  label: string;
  t: string;
  p: string;
}

function payOption(pay: Payment): PayOption {
  const t = (pay.temporary ?? []).join(", ");
  const q = (pay.permanent ?? []).join(", ");
  const label = t && q ? "HB.Endeavor.Pay.mixed" : t ? "HB.Endeavor.Pay.temporary" : "HB.Endeavor.Pay.permanent";
  return { value: encodePayment(pay), label, t, p: q };
}

const distinct = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/** ⊜⊜ (Unique Skill, Spark): two Blessings of the same worth, temporary first, cheapest first. None: empty. */
export function pairOptions(p: Participant): PayOption[] {
  const count = (pool: number[], v: number) => pool.filter((x) => x === v).length;
  const out: PayOption[] = [];
  for (const v of distinct([...p.temporary, ...p.blessings])) {
    const t = count(p.temporary, v);
    const q = count(p.blessings, v);
    if (t >= 2) out.push(payOption({ temporary: [v, v] }));
    if (t >= 1 && q >= 1) out.push(payOption({ temporary: [v], permanent: [v] }));
    if (q >= 2) out.push(payOption({ permanent: [v, v] }));
  }
  return out.sort((a, b) => (a.p ? 1 : 0) - (b.p ? 1 : 0));
}

/** One Blessing worth at least `min` (Help ①, recharge ③/④): each worth once per pool, temporary first. */
export function singleOptions(p: Participant, min = 1): PayOption[] {
  return [
    ...distinct(p.temporary.filter((v) => v >= min)).map((v) => payOption({ temporary: [v] })),
    ...distinct(p.blessings.filter((v) => v >= min)).map((v) => payOption({ permanent: [v] })),
  ];
}

const choice = (p: Participant): Choice => ({ value: p.id, label: p.name });

function kineticOptions(state: EndeavorState, p: Participant) {
  const ids = kineticChoices(state, p);
  return ids.length ? { allies: ids.map((id) => state.participants.find((q) => q.id === id)!).map((q) => ({ value: q.id, label: `${q.name} (${q.positionRoll})` })) } : null;
}
const nameOf = (state: EndeavorState, id: string): string => state.participants.find((p) => p.id === id)?.name ?? id;

interface Viewer {
  isGM: boolean;
  owns: (id: string) => boolean;
  playerOwned: (id: string) => boolean;
  offers: readonly HelpOffer[];
  /** Does the viewer offer Help from this row, rather than include it from the acting row's form? */
  offersFor: (c: TrackerCombatant | undefined) => boolean;
}

/** Helpers for `p`'s Check: those the viewer may include themselves (a player: their own; the GM: the characters no
 *  player owns — a player's character Helps only as its player offers), those whose player offered from their own
 *  row (fixed payment), and the rest, who may offer (named; counted when many). */
function helpControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  const helpX = endeavorRules(state.edition).helpMayRaiseX;
  const eligible = state.participants.filter((q) => canHelp(state, q, p));
  // Tactical: "on your turn you may have an ally Help you who has not acted yet" — no offer needed from them.
  const tactical = endeavorRules(state.edition).spendsActionDie && hasSpecialization(p, "Tactical");
  const helpers = [];
  const others: string[] = [];
  for (const q of eligible) {
    const offer = viewer.offers.find((o) => o.by === q.id && o.to === p.id);
    if (offer) {
      const pay = payOption(offer.pay);
      helpers.push({ id: q.id, name: q.name, offered: { ...pay, use: offer.use, useLabel: `HB.Endeavor.Help.use.${offer.use}` }, pay: [] as PayOption[], tactical: false });
    } else if (viewer.isGM ? !viewer.playerOwned(q.id) : viewer.owns(q.id)) {
      helpers.push({ id: q.id, name: q.name, offered: null, pay: singleOptions(q), tactical: false });
    } else if (tactical && q.side === p.side) {
      helpers.push({ id: q.id, name: q.name, offered: null, pay: singleOptions(q), tactical: true });
    } else others.push(q.name);
  }
  return { helpers, helpX, others: others.length <= 3 ? others.join(", ") : "", othersCount: others.length > 3 ? others.length : 0 };
}

/** The Stats balanced with the Action Die that may Spark it (default edition; spent ones shown, not choosable). */
function sparkControls(state: EndeavorState, p: Participant) {
  if (endeavorRules(state.edition).roundStart === "position-roll" || p.actionDie === null) return null;
  const size = p.stats[p.actionDie];
  const partners = Object.keys(p.stats)
    .filter((s) => s !== p.actionDie && p.stats[s] === size)
    .map((s) => ({ value: s, label: statLabel(s), size, spent: p.spent.includes(s) }));
  return partners.length ? { partners, pay: pairOptions(p) } : null;
}

/** Commanding: allies who have not acted, each with the Stats they may take (v0.0.18: roll) as a new Action Die. */
function commandingControls(state: EndeavorState, p: Participant) {
  if (!hasSpecialization(p, "Commanding") || p.needsRecharge.includes("Commanding")) return null;
  const allies = state.participants
    .filter((q) => q.id !== p.id && isActive(q) && q.side === p.side && !q.acted && !q.skipping)
    .map((q) => {
      const area = state.kind === "racing" ? areaAt(state, q.id, q.position)?.area ?? null : null;
      return {
        name: q.name,
        stats: Object.keys(q.stats).map((s) => ({
          value: `${q.id}|${s}`, label: statLabel(s), size: q.stats[s], current: s === q.actionDie,
          disabled: q.spent.includes(s) || (area !== null && !area.includes(s)),
        })),
      };
    });
  return { allies, positionRoll: endeavorRules(state.edition).commanding === "new-position-roll" };
}

/**
 * The Check an Attack or Advance makes, as a form (templates/combat/check-form.hbs): the targets — with their shares
 * of group movement (violent) or the temporary Blessings to steal (non-violent) — then Spark and Help. The acting
 * row and a pending Attack's row (Revenge, Unrelenting, Zeal) both use it, so both offer the same choices.
 */
function checkForm(state: EndeavorState, p: Participant, viewer: Viewer, pending?: PendingAttack) {
  const rules = endeavorRules(state.edition);
  const hurt = p.actionDie === HURT;
  const x = xOf(state, p);
  // Up to X opponents (default Monstrous); "an opponent" in v0.0.18, in a race, and for a pending Attack.
  const maxTargets = !pending && rules.multiTarget && state.kind !== "racing" ? Math.max(1, x) : 1;
  // "Violent: Hurt only", "Non-violent: Not Hurt" — in Monstrous and Racing Endeavors alike.
  const violentAttack = hurt;
  const attack = !hurt;
  // Revenge: only opponents who moved you down this round (none listed: any opponent).
  const eligible = pending?.eligible ?? [];
  const opponents = state.participants.filter((q) => isActive(q) && q.side !== p.side && (eligible.length === 0 || eligible.includes(q.id)));
  // Non-violent: "steal a total of X temporary Blessings of your choice from them". The choice is made before the roll,
  // so it is offered where the amount is known then (default edition: X, plus Help on X); v0.0.18's amount depends on
  // the roll's boons and busts: the ticks are then an order of preference (the engine takes them first, then the largest).
  const chooseSteal = attack && !rules.amountFromRoll;
  const preferSteal = attack && rules.amountFromRoll;
  const targets = opponents.map((q) => ({
    value: q.id,
    label: q.name,
    // A sole opponent is ticked already.
    checked: opponents.length === 1,
    steal: chooseSteal || preferSteal ? [...q.temporary].sort((a, b) => b - a) : [],
  }));
  return {
    /** Attack or Advance is possible: the targets and the Check's options (Spark, Help) are shown. */
    checks: violentAttack || attack,
    violentAttack,
    attack,
    targets,
    maxTargets,
    x,
    // Group movement (book: "Group Movement"): allies' and racers' violent Attacks move their targets down by a
    // total of X; the shares are typed beside the targets (blank: the engine splits evenly).
    split: violentAttack && p.role !== "monstrosity" && maxTargets > 1,
    steal: attack ? { choose: chooseSteal, prefer: preferSteal } : null,
    spark: sparkControls(state, p),
    help: helpControls(state, p, viewer),
  };
}

function actControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  const allies = state.participants.filter((q) => isActive(q) && q.side === p.side).map(choice);
  const check = checkForm(state, p, viewer);
  const protect = p.temporary.length + p.blessings.length > 0;
  // Protect: "spend Blessings … For each Blessing spent, their relevant Attacks are one rank more difficult": one
  // checkbox per Blessing held (the cheapest ticked), temporary first.
  const protectPay = [
    ...p.temporary.map((v) => ({ value: `t:${v}`, label: "HB.Endeavor.Pay.temporary", t: String(v), p: "" })),
    ...p.blessings.map((v) => ({ value: `p:${v}`, label: "HB.Endeavor.Pay.permanent", t: "", p: String(v) })),
  ].map((o, i, all) => ({ ...o, checked: i === cheapestIndex(all) }));
  const zealous = hasSpecialization(p, "Zealous") && !p.needsRecharge.includes("Zealous");
  const commanding = commandingControls(state, p);
  // Unique Skill: "Take two other actions combined" — any two of the simple actions this row offers.
  const kinds = [
    ...(check.violentAttack ? ["violent"] : []), ...(check.attack ? ["attack", "advance"] : []), ...(protect ? ["protect"] : []),
    ...(zealous ? ["zealous"] : []), ...(commanding?.allies.length ? ["commanding"] : []),
  ].map((k) => ({ value: k, label: `HB.Endeavor.Action.${k}` }));
  const unique = (p.role === "character" || p.tags.includes("Unique")) && kinds.length > 0
    ? { kinds, second: kinds[Math.min(1, kinds.length - 1)]!.value, pay: pairOptions(p) }
    : null;
  return {
    ...check,
    advance: check.attack,
    protect,
    protectPay,
    // Delayed Attack: set a trigger on the targets ticked above; violent (Hurt) targets Hurry in v0.0.21.10.
    delayed: check.checks ? {
      hurry: check.violentAttack && endeavorRules(state.edition).delayedViolentHurry,
      stats: Object.keys(p.stats).map((s) => ({ value: s, label: `HB.Stat.${statId(s)}` })),
      difficulties: (["easy", "normal", "hard"] as const).map((k) => ({ value: k, label: `HB.Difficulty.${k}` })),
    } : null,
    // Sure-footed (default edition): protecting yourself, a Check with the Action Die can make it last X more rounds.
    sureFooted: protect && endeavorRules(state.edition).spendsActionDie && hasSpecialization(p, "Sure-footed"),
    zealous,
    // Radiant: "one of your other Aptitudes", while the Action Die is Heart, Home or balanced with either.
    radiant: hasSpecialization(p, "Radiant") && !p.needsRecharge.includes("Radiant") && p.actionDie !== null && usesStatOrBalanced(p, p.actionDie, RADIANT_STATS)
      ? { aptitudes: (p.aptitudes ?? []).filter((a) => a.specialization !== "Radiant").map((a) => ({ value: a.name, label: a.specialization ? `${a.name} (${a.specialization})` : a.name })) }
      : null,
    allies,
    commanding,
    unique,
  };
}

/** A pending Attack (book: Recovery button — Revenge, Unrelenting; Zealous — Zeal): the same Check form as an Attack
 *  on one's turn, for one opponent; Decline where the engine allows it (Revenge only once nobody it may Attack is
 *  left). Without an Action Die (a GM's move during the choosing phase) it can only be declined. */
function pendingControls(state: EndeavorState, p: Participant, head: PendingAttack, viewer: Viewer) {
  const check = p.actionDie === null ? null : checkForm(state, p, viewer, head);
  return {
    kind: `HB.Endeavor.Pending.${head.kind}`,
    hint: `HB.Endeavor.Pending.hint.${head.kind}`,
    declinable: head.kind !== "revenge" || !check?.targets.length,
    ...(check ?? { checks: false, violentAttack: false, attack: false }),
  };
}

/** Special actions (end of the round, whoever chooses): Perform Combo's choices by side, Declare Victory's opponent,
 *  Overcome (racing). */
function specialControls(state: EndeavorState, p: Participant) {
  const kinds = specialsFor({ state }, p);
  const opponents = state.participants.filter((q) => isActive(q) && q.side !== p.side);
  return {
    combo: kinds.includes("combo") ? comboControls(state, p, opponents) : null,
    victory: kinds.includes("declareVictory") ? { targets: opponents.map(choice) } : null,
    overcome: kinds.includes("overcome"),
  };
}

/**
 * Perform Combo. Allies: "Move up by your number of temporary Blessings, then spend all your temporary Blessings. Then
 * you and your allies may move down any total amount. If you do, choose opponents to move down by a total of the
 * amount moved this way": a share typed for the chooser and each ally (`comboDown.<id>`) and, optionally, for each
 * opponent (`comboOpp.<id>`; none typed: the engine shares evenly), with a live sum (liveSum) of what the engine
 * makes of it. Monstrosities: "Choose an opponent, then any number of additional opponents with a number of temporary
 * Blessings less than half your number of temporary Blessings, rounded down": the first from a select, the others
 * ticked; who may be added is asked of the engine (comboEligibleTargets), so the rule is written once, in specials.ts.
 */
function comboControls(state: EndeavorState, p: Participant, opponents: Participant[]) {
  if (p.role === "monstrosity") {
    const { additional } = comboEligibleTargets(state, p.id);
    return {
      monstrosity: true as const,
      temporary: p.temporary.length,
      first: opponents.map(choice),
      more: opponents.length > 1
        ? opponents.map((q) => ({ value: q.id, label: q.name, temporary: q.temporary.length, eligible: additional.includes(q.id) }))
        : [],
    };
  }
  const movers = state.participants.filter((q) => isActive(q) && q.side === p.side);
  return {
    monstrosity: false as const,
    up: p.temporary.length,
    movers: movers.map((q) => ({ id: q.id, name: q.name, position: q.position, self: q.id === p.id })),
    opponents: opponents.map((q) => ({ id: q.id, name: q.name, position: q.position })),
  };
}

/** The Blessing Protect spends unless the player chooses: the smallest temporary one, else the smallest permanent. */
function cheapestIndex(options: readonly { t: string; p: string }[]): number {
  const worth = (o: { t: string; p: string }) => (o.t ? Number(o.t) : 100 + Number(o.p));
  return options.reduce((best, o, i) => (worth(o) < worth(options[best]!) ? i : best), 0);
}

/** Offer Help from one's own row to whoever is acting: a pending Attack's attacker first (help-offers.ts). */
function offerControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  const acting = actingNow(state);
  const actor = state.participants.find((q) => q.id === acting);
  if (!actor || !canHelp(state, p, actor)) return null;
  const standing = viewer.offers.find((o) => o.by === p.id && o.to === actor.id);
  return {
    to: actor.name,
    pay: singleOptions(p),
    helpX: endeavorRules(state.edition).helpMayRaiseX,
    standing: standing ? { ...payOption(standing.pay), useLabel: `HB.Endeavor.Help.use.${standing.use}` } : null,
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

function rowFor(state: EndeavorState, p: Participant, c: TrackerCombatant | undefined, viewer: Viewer, order: readonly string[]) {
  const active = isActive(p);
  const canControl = active && (viewer.isGM || !!c?.isOwner);
  const isCurrent = state.turn.current === p.id;
  const head = state.pending[0];
  const chosen = p.actionDie !== null || p.skipping;
  const fatigue = state.buttons.filter((b) => b.kind === "fatigue" && b.owner === p.id).length;
  const wounds = woundsInARow(state, p.id);
  const specials = state.phase === "special" && state.chooser.includes(p.id) && !head;
  return {
    id: p.id,
    name: p.name,
    img: c?.img ?? "",
    hidden: !!c?.hidden,
    css: [p.role, isCurrent || head?.by === p.id ? "active" : "", p.acted ? "acted" : "", active ? "" : "removed", c?.hidden ? "hide" : ""].filter(Boolean).join(" "),
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
    // Radiant: Aptitudes lent to this participant, with the turns left.
    granted: (p.granted ?? []).map((g) => ({ aptitude: g.aptitude, specialization: g.specialization ?? "", turns: g.turns })),
    wounds,
    woundDanger: wounds >= 2,
    fatigue,
    acted: p.acted,
    skipping: p.skipping,
    delayed: p.delayed,
    upNext: order.indexOf(p.id),
    choose: canControl && state.phase === "choosing" && !chosen ? chooseControls(state, p) : null,
    // Kinetic (v0.0.18): everyone has rolled; exchange with an ally who rolled lower, or keep the roll.
    kinetic: canControl && state.participants.every((q) => !isActive(q) || q.skipping || q.positionRoll !== null)
      ? kineticOptions(state, p) : null,
    act: canControl && state.phase === "turns" && isCurrent && !head ? actControls(state, p, viewer) : null,
    offer: canControl && actingNow(state) !== p.id && viewer.offersFor(c) ? offerControls(state, p, viewer) : null,
    recharge: canControl && p.needsRecharge.length ? rechargeControls(p) : null,
    reverse: canControl && canReverse(state, p.id),
    pending: canControl && head?.by === p.id ? pendingControls(state, p, head, viewer) : null,
    special: canControl && specials ? specialControls(state, p) : null,
    fatigueCheck: canControl && state.phase === "fatigue" && fatigue > 0 && p.actionDie !== null && active,
  };
}

export type TrackerRow = ReturnType<typeof rowFor>;

export function prepareEndeavorTracker(input: TrackerInput) {
  const { state, combatants, viewer } = input;
  const byId = new Map(combatants.map((c) => [c.id, c]));
  if (!state) return prepareTrackerStart({ isGM: viewer.isGM, count: combatants.length, edition: input.edition });
  const order = previewOrder(state);
  const names = new Map(state.participants.map((p) => [p.id, p.name]));
  const name = (id: string | null) => (id ? names.get(id) ?? id : "");
  const acting = byId.get(actingNow(state) ?? "");
  const who: Viewer = {
    isGM: viewer.isGM,
    owns: (id) => !!byId.get(id)?.isOwner,
    playerOwned: (id) => !!byId.get(id)?.playerOwned,
    offers: liveOffers(input.helpOffers ?? [], state),
    // Whoever acts for the acting participant (a pending Attack's attacker first) includes the Helpers they control
    // directly from its form. So a player offers only when someone else acts; the GM offers for the characters no
    // player owns, on a player's turn or pending Attack.
    offersFor: (c) => (viewer.isGM ? !c?.playerOwned && !!acting?.playerOwned : !acting?.isOwner),
  };
  const rows = state.participants.filter((p) => viewer.isGM || !byId.get(p.id)?.hidden).map((p) => rowFor(state, p, byId.get(p.id), who, order));
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
        // Delayed Attacks set and waiting: "When the trigger is activated" — the GM sets them off.
        delayed: (state.delayed ?? []).map((x) => ({
          id: x.id, actor: nameOf(state, x.by), targets: x.targets.map((t) => nameOf(state, t)).join(", "), stat: `HB.Stat.${statId(x.stat)}`, trigger: x.trigger,
        })),
      }
      : null,
  };
}

export type EndeavorTrackerContext = ReturnType<typeof prepareEndeavorTracker>;
