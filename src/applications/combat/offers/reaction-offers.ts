// Others' say on someone's Check, offered in advance the way Help is (help-offers.ts): the reacting character's own
// player says it from their own row while someone else acts, the GM stores it (`system.reactionOffers`), the acting
// form lists it and includes it in its command, and the GM relay lets that command name the reactor only as offered.
// What each may answer (rules check-reactions.ts; the engine judges the command itself):
// - Mischievous: "When another character would succeed a Check" (charged; used only if it would succeed);
// - watching: Vexed (v0.0.21.10) / Vulnerable (v0.0.18), "When another character sees you perform a Check with the
//   affected Stat" — offered only when the acting character has one on a Stat their Check could use;
// - Resolved: "When an Attack succeeds against you" — an opponent of the actor, with it charged;
// - Protective: "When another nearby character would be violently Attacked … you may become the Defender instead" —
//   for an ally (`whom`) the actor could violently Attack.
// (Analytical is a kind of Help: help-offers.ts, `use: "analytical"`.) Offers lapse when their turn or round is over.
// Pure, and small: the GM relay checks commands against them.
import { statId, WATCHED_CONDITIONS } from "../../../rules/ids";
import { watchable } from "../../../rules/conditions";
import { charged, isActive, type EndeavorState, type Participant } from "../../../rules/endeavor/state";
import type { Command } from "../../../rules/endeavor";
import { checksInCommand, isAttackCheck } from "../../../rules/endeavor/command-checks";
import { endeavorRules } from "../../../rules/endeavor/endeavor-editions";
import type { ReactionKind, ReactionOffer } from "../../../data/combat/endeavor-combat";
import { offersStanding } from "./help-offers";
import { attacksViolently } from "../../../rules/endeavor/action-stat";
import { attackable, mayStandIn } from "../../../rules/endeavor/attack-targets";
import { sparkPartners } from "../../../rules/endeavor/stat-die";
import { watchedCheck } from "../../../rules/endeavor/checks";

export type { ReactionKind, ReactionOffer };
export const REACTION_KINDS: readonly ReactionKind[] = ["mischievous", "watch", "resolved", "protective"];

/** The Stats `actor`'s Check with Action Die `die` could use now: the die and what may Spark it (default edition: its
 *  balanced, unspent Stats; v0.0.18: the position roll's partner), as the sheet names them. */
function checkStats(state: EndeavorState, actor: Participant, die: string): string[] {
  const partners =
    endeavorRules(state.edition).roundStart === "position-roll"
      ? // No partner rolled: the die alone (named twice, which watches nothing more).
        [actor.positionSpark ?? die]
      : sparkPartners(actor).filter((s) => !actor.spent.includes(s));
  return [die, ...partners].map(statId);
}

/** Whether `actor`'s Check with Action Die `die` can be made to fail by watching: a Vexed/Vulnerable on a Stat it
 *  could use. */
function watchableNow(state: EndeavorState, actor: Participant, die: string): boolean {
  const t = actor.traits;
  return !!t && watchable(t.conditions, t.affected ?? {}, checkStats(state, actor, die));
}

/** Whom `q` could Protect from `actor`'s violent Attack: `q`'s active allies (not `q`) among `actor`'s opponents. */
export function protectable(state: EndeavorState, q: Participant, actor: Participant): Participant[] {
  if (!charged(q, "Protective") || !attacksViolently(state, actor)) return [];
  const eligible = pendingEligible(state, actor);
  return state.participants.filter((w) => mayStandIn(q, w) && attackable(actor, w, eligible));
}

/** Whom a pending Attack of `actor`'s, when it is the next to resolve, is limited to (empty: any opponent). */
function pendingEligible(state: EndeavorState, actor: Participant): readonly string[] {
  return state.pending[0]?.by === actor.id ? state.pending[0].eligible : [];
}

/** What `q` may offer on `actor`'s coming Check, by kind (Protective: with whom it may Protect). */
export function reactionsOpen(
  state: EndeavorState,
  q: Participant,
  actor: Participant,
): { kind: ReactionKind; whom: Participant[] }[] {
  if (q.id === actor.id || !isActive(q) || !isActive(actor) || actor.actionDie === null) return [];
  const out: { kind: ReactionKind; whom: Participant[] }[] = [];
  if (charged(q, "Mischievous")) out.push({ kind: "mischievous", whom: [] });
  if (watchableNow(state, actor, actor.actionDie)) out.push({ kind: "watch", whom: [] });
  if (charged(q, "Resolved") && attackable(actor, q, pendingEligible(state, actor)))
    out.push({ kind: "resolved", whom: [] });
  const whom = protectable(state, q, actor);
  if (whom.length) out.push({ kind: "protective", whom });
  return out;
}

/** The condition watching answers, by edition, for labels. */
export function watchedCondition(state: EndeavorState) {
  return WATCHED_CONDITIONS[state.edition];
}

const standing = (o: ReactionOffer) => (o.used ?? null) === null;

/** Offers standing now: not used, same round, their actor still acting (actingNow), still open to their reactor. */
export function liveReactions(offers: readonly ReactionOffer[], state: EndeavorState | null): ReactionOffer[] {
  return offersStanding(offers, state, (q, actor, o, s) => {
    if (!standing(o)) return false;
    const open = reactionsOpen(s, q, actor).find((r) => r.kind === o.kind);
    return !!open && (o.kind !== "protective" || open.whom.some((w) => w.id === o.whom));
  });
}

/** A reaction a command names: who reacts, how, and (Protective) in whose place. */
export interface NamedReaction {
  kind: ReactionKind;
  by: string;
  whom: string;
}

/** Every reaction a command names (an action's Check, each part of a Unique Skill, a Sure-footed Protect's Check, a
 *  pending Attack), anywhere inside it. Analytical Helpers are Help (help-offers.ts helpInCommand). */
export function reactionsInCommand(value: unknown): NamedReaction[] {
  // A list's values are its items.
  if (!value || typeof value !== "object") return [];
  const r = value as Record<string, unknown>;
  const str = (v: unknown): v is string => typeof v === "string";
  const own: NamedReaction[] = [
    ...(str(r.mischievous) ? [{ kind: "mischievous" as const, by: r.mischievous, whom: "" }] : []),
    ...(str(r.watchedBy) ? [{ kind: "watch" as const, by: r.watchedBy, whom: "" }] : []),
    ...(Array.isArray(r.resolved)
      ? r.resolved.filter(str).map((by) => ({ kind: "resolved" as const, by, whom: "" }))
      : []),
    ...(r.protectors && typeof r.protectors === "object"
      ? Object.entries(r.protectors)
          .filter((e): e is [string, string] => str(e[1]))
          .map(([whom, by]) => ({ kind: "protective" as const, by, whom }))
      : []),
  ];
  return [...own, ...Object.values(r).flatMap(reactionsInCommand)];
}

/** Does a standing offer stand behind this reaction in `actor`'s command? */
export function reactionOffered(
  offers: readonly ReactionOffer[],
  state: EndeavorState,
  actor: string,
  r: NamedReaction,
): boolean {
  return offers.some(
    (o) =>
      standing(o) &&
      o.by === r.by &&
      o.to === actor &&
      o.round === state.round &&
      o.kind === r.kind &&
      // Only a Protective offer or reaction names anyone (whom), the others "".
      o.whom === r.whom,
  );
}

/**
 * The stored offers after a command (`logLength`: the log's length with it): those no longer standing are kept, marked
 * as used by it, so undoing it stands them again (restoreReactions); used ones of rounds before the last are dropped.
 */
export function settleReactions(
  offers: readonly ReactionOffer[],
  state: EndeavorState | null,
  logLength: number,
): ReactionOffer[] {
  const live = new Set(liveReactions(offers, state));
  const round = state?.round ?? Infinity;
  return offers
    .map((o) => (standing(o) && !live.has(o) ? { ...o, used: logLength } : o))
    .filter((o) => standing(o) || o.round >= round - 1);
}

/** After an undo (`logLength`: the log's length now): the offers the undone commands used stand again (the rules then
 *  say whether they are live). */
export function restoreReactions(offers: readonly ReactionOffer[], logLength: number): ReactionOffer[] {
  return offers.map((o) => (!standing(o) && o.used! > logLength ? { ...o, used: null } : o));
}

/**
 * A standing offer that `command` (its actor's) leaves out where it applies, or null. The say is the reactor's, not the
 * actor's: the acting form sends offered reactions fixed, and the GM's relay refuses a player's command (a stale page,
 * the console) that drops one. Where each applies, among the Checks the command makes (rules command-checks.ts: an
 * Attack, an Advance, a Unique Skill's parts, a Sure-footed Protect's Check, Radiant's, a pending Attack):
 * Mischievous on any of them; watching on one that uses the affected Stat (the Spark chosen decides it); Protective on
 * a violent Attack on whom (another protector named for them will do); Resolved on an Attack the reactor Defends.
 * Named once is enough: each is one use (Mischievous, Protective, Resolved recharge; a watcher has one Check fail),
 * and a Check names one Mischievous and one watcher (the engine takes one: another's offer of the same kind will do).
 */
export function leftOut(
  command: Command,
  offers: readonly ReactionOffer[],
  state: EndeavorState,
): ReactionOffer | null {
  // Stryker disable next-line ConditionalExpression: a command without "by" (the GM's, an undo) makes no Check
  if (!("by" in command)) return null;
  const checks = checksInCommand(command, state.edition);
  if (!checks.length) return null;
  const actor = state.participants.find((p) => p.id === command.by);
  const attacks = checks.filter(isAttackCheck);
  const kept = (o: ReactionOffer): boolean => {
    switch (o.kind) {
      case "mischievous":
        return checks.some((c) => typeof c.mischievous === "string");
      case "watch": {
        const applying = checks.filter((c) => !!actor && watchedCheck(state, actor, c.spark?.stat));
        return !applying.length || applying.some((c) => typeof c.watchedBy === "string");
      }
      case "protective": {
        const on = attacks.filter((a) => a.violent && a.targets.includes(o.whom));
        return !on.length || on.some((a) => !!a.protectors?.[o.whom]);
      }
      case "resolved": {
        const defended = attacks.filter((a) =>
          a.targets.map((t) => (a.violent ? (a.protectors?.[t] ?? t) : t)).includes(o.by),
        );
        return !defended.length || defended.some((a) => !!a.resolved?.includes(o.by));
      }
    }
  };
  return offers.find((o) => o.to === command.by && !kept(o)) ?? null;
}
