/**
 * The round's flow: choosing → turns → (Racing) Fatigue Checks → (Unrelenting Attacks) → special action → next round.
 * Book: "Rounds" (both editions), "Actions" → Special Actions ("at the end of the round when all other actions are
 * complete, whoever has the highest number of Blessings chooses a special action to perform, resolving ties at table
 * discretion"), Racing Fatigue ("Activated at the end of the round, before special actions"), Recovery → Unrelenting.
 */
import { kineticWaiting } from "./kinetic";
import { countDownGrants } from "./radiant";
import type { Draft } from "./draft";
import { endeavorRules } from "./endeavor-editions";
import { owesFatigueCheck } from "./fatigue";
import { kindRules } from "./kinds";
import { kindEngine } from "./kinds/engine";
import { allChosen } from "./round-start";
import { isActive, type Participant } from "./state";
import { beginTurns, nextActor } from "./turn-order";

function startTurn(d: Draft, id: string): void {
  const s = d.state;
  s.turn.current = id;
  s.turn.lastSeat = d.seatOf(id);
  const w = d.edit(id);
  w.delayed = false;
  // Protect lasts "until your next turn" (Sure-footed: some rounds more).
  const ends = (pr: (typeof s.protections)[number]) => pr.by === id && (pr.until ?? 0) <= s.round;
  if (s.protections.some(ends)) {
    s.protections = s.protections.filter((pr) => !ends(pr));
    d.emit({ type: "protectionEnded", by: id });
  }
  d.emit({ type: "turnStarted", by: id });
}

/** Finish the current turn: the actor has acted unless they delayed (Pass). */
export function endTurn(d: Draft): void {
  const id = d.state.turn.current;
  // Whoever is current is in the Endeavor, and it goes on: a removal clears `current` (removeParticipant), as the
  // Endeavor's end does, and apply ends no turn after an ending action.
  if (id !== null) {
    const kind = kindEngine(d.state.kind);
    kind.turnEnded?.(d, id);
    const p = d.get(id);
    if (!p.delayed && kind.extraTurn?.(d, id)) {
      // Quicken Pace: the additional action is a turn of its own, right after this one.
      startTurn(d, id);
      return;
    }
    if (!p.delayed) {
      d.edit(id).acted = true;
      // A new array: the draft shares the input state's until written.
      d.state.turn.acted = [...(d.state.turn.acted ?? []), id];
      countDownGrants(d, id);
    }
  }
  d.state.turn.current = null;
}

/** Breaks a special-action tie at random (specialTies "random"): the command's recorded pick, or one rolled. */
export type TieBreak = (tied: string[]) => string;

/** Special-action chooser: highest count of Blessings (temporary or all: a table option); ties per option. */
function chooseChooser(d: Draft, tieBreak: TieBreak): string[] {
  const s = d.state;
  const count = (p: Participant): number =>
    p.temporary.length + (s.options.specialCount === "all" ? p.blessings.length : 0);
  // "Whoever has the highest number of Blessings chooses a special action to perform": among those who may perform
  // one — a participant skipping the round to regain spent Stats takes no part in it, so neither chooses.
  // A kind may consider only some of them (kinds/engine.ts `considered`).
  const only = kindEngine(s.kind).considered;
  const considered = (p: Participant): boolean => !only || only(s, p);
  const active = s.participants.filter((p) => isActive(p) && !p.skipping && considered(p));
  // Nobody considered: no most, nobody tied (the round ends without a special action).
  const most = Math.max(...active.map(count));
  const tied = active.filter((p) => count(p) === most).map((p) => p.id);
  if (tied.length < 2) return tied;
  switch (s.options.specialTies) {
    case "seat":
      return tied.slice(0, 1);
    case "random":
      return [tieBreak(tied)];
    case "lastActed": {
      // Whoever of them finished a turn latest this round (one who never did, as a Delayed Pass, counts as earliest).
      const order = s.turn.acted ?? [];
      return [tied.reduce((best, id) => (order.lastIndexOf(id) > order.lastIndexOf(best) ? id : best))];
    }
    default:
      // "any": each tied participant may choose; "gm": the GM names one first (GmOp "chooser").
      return tied;
  }
}

export function beginRound(d: Draft): void {
  const s = d.state;
  s.round += 1;
  s.phase = "choosing";
  s.turn = { direction: 1, anchor: null, current: null, lastSeat: -1 };
  for (const p of s.participants) {
    if (!isActive(p)) continue;
    const w = d.edit(p.id);
    w.actionDie = null;
    w.positionRoll = null;
    w.positionSpark = null;
    // Stryker disable next-line ConditionalExpression: positionGroup is optional; null and absent read the same
    if (w.positionGroup) w.positionGroup = null;
    w.xBonus = 0;
    w.skipping = false;
    w.acted = false;
    w.delayed = false;
    w.movedDownBy = [];
    // Stryker disable next-line ConditionalExpression: kineticDone is optional; false and absent read the same
    if (p.kineticDone) w.kineticDone = false;
  }
  d.emit({ type: "roundStarted", round: s.round });
}

/** "After each round, the Stat chosen for your Action Die is spent … skip the next round to regain all spent Stats." */
export function endRound(d: Draft): void {
  const s = d.state;
  if (endeavorRules(s.edition).spendsActionDie) {
    for (const p of s.participants) {
      // A role whose Action Die is never spent (the table's `keepsActionDie`).
      if (!isActive(p) || kindRules(s.kind).roles[p.role]?.keepsActionDie) continue;
      if (p.skipping) {
        if (p.spent.length > 0) {
          d.emit({ type: "statsRegained", id: p.id, stats: p.spent });
          d.edit(p.id).spent = [];
        }
        // Everyone else chose an Action Die before the turns began (allChosen), never a spent one (chooseStatChecks):
        // the test is for the type.
        // Stryker disable next-line ConditionalExpression: no round ends with an active participant neither skipping
        // nor holding an Action Die
      } else if (p.actionDie !== null) {
        const w = d.edit(p.id);
        w.spent = [...w.spent, p.actionDie];
        d.emit({ type: "statsSpent", id: p.id, stats: [p.actionDie] });
      }
    }
  }
  kindEngine(s.kind).roundEnded?.(d); // temporary buttons (only an Endeavor with an Eye has them)
  s.chooser = [];
  delete s.specialDone;
  d.emit({ type: "roundEnded", round: s.round });
  beginRound(d);
}

/** Advance the flow as far as it goes without input. */
export function proceed(d: Draft, tieBreak: TieBreak): void {
  // Stryker disable next-line EqualityOperator: a safety bound no round reaches (a few phases at most per command)
  for (let guard = 0; guard < 16; guard += 1) {
    const s = d.state;
    if (s.outcome || s.pending.length > 0) return;
    if (s.phase === "choosing") {
      if (!allChosen(d) || kineticWaiting(d)) return;
      beginTurns(d);
      continue;
    }
    if (s.phase === "turns") {
      if (s.turn.current !== null) return;
      const next = nextActor(s);
      if (next) {
        startTurn(d, next);
        return;
      }
      s.phase = "fatigue";
      continue;
    }
    if (s.phase === "fatigue") {
      if (s.participants.some((p) => owesFatigueCheck(d, p.id))) return;
      // Unrelenting: "at the end of each round … for each time you've activated a Recovery button, you may use your
      // Action Die to Attack an opponent even if you have already acted this round."
      for (const p of s.participants) {
        if (!isActive(p) || !p.tags.includes("Unrelenting") || p.actionDie === null) continue;
        for (let i = 0; i < p.recoveries; i += 1) {
          s.pending = [...s.pending, { kind: "unrelenting", by: p.id, eligible: [] }];
          d.emit({ type: "pendingAttack", by: p.id, kind: "unrelenting" });
        }
      }
      s.phase = "special";
      s.chooser = [];
      continue;
    }
    // "special" (an ended Endeavor returned above). The special action is done: the round ends once the Attacks it
    // caused are resolved (pending, above).
    if (s.specialDone) {
      endRound(d);
      continue;
    }
    if (s.chooser.length > 0) return;
    const chooser = chooseChooser(d, tieBreak);
    if (chooser.length === 0) {
      endRound(d);
      continue;
    }
    s.chooser = chooser;
    d.emit({ type: "specialChooser", candidates: chooser });
    return;
  }
}
