// The Check an action makes, as the tracker's form: targets (shares of group movement, Blessings to steal), Spark and
// Help. The acting row and a pending Attack's row (Revenge, Unrelenting, Zeal) both use it, so both offer the same.
import {
  callsOnAllies,
  endeavorRules,
  hasSpecialization,
  isActive,
  optionOf,
  xOf,
  type EndeavorState,
  type Participant,
  type PendingAttack,
} from "../../../rules/endeavor";
import { canHelp, reactionsOpen, watchedCondition, type ReactionKind } from "../offers/index";
import { checkStep } from "./turn-odds";
import { actionAllowed, HURT } from "../../../rules/endeavor/action-stat";
import { sparkPartners } from "../../../rules/endeavor/stat-die";
import { attackable } from "../../../rules/endeavor/attack-targets";
import { kindRules } from "../../../rules/endeavor/kinds";
import { nameOf, pairOptions, payOption, singleOptions, statLabel, type PayOption } from "./tracker-options";
import type { Viewer } from "./tracker-input";
import { kindView } from "./kinds/index";

export { HURT };

/** Helpers for `p`'s Check: those the viewer may include themselves (a player: their own; the GM: the characters no
 *  player owns — a player's character Helps only as its player offers), those whose player offered from their own
 *  row (fixed payment), and the rest, who may offer (named; counted when many). */
function helpControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  const helpX = endeavorRules(state.edition).helpMayRaiseX;
  const eligible = state.participants.filter((q) => canHelp(state, q, p));
  // Tactical: "on your turn you may have an ally Help you who has not acted yet" — no offer needed from them.
  const tactical = callsOnAllies(state, p);
  const helpers = [];
  const others: string[] = [];
  for (const q of eligible) {
    const offer = viewer.offers.find((o) => o.by === q.id && o.to === p.id);
    if (offer) {
      const pay = payOption(offer.pay);
      // The use travels with the offer whenever it is not the plain roll (X; Analytical's four d6 in either edition).
      const sendUse = helpX || offer.use === "analytical";
      helpers.push({
        id: q.id,
        name: q.name,
        offered: {
          ...pay,
          use: offer.use,
          sendUse,
          analytical: offer.use === "analytical",
          useLabel: `HB.Endeavor.Help.use.${offer.use}`,
        },
        pay: [] as PayOption[],
        tactical: false,
        analytical: false,
      });
    } else if (viewer.isGM ? !viewer.playerOwned(q.id) : viewer.owns(q.id)) {
      helpers.push({
        id: q.id,
        name: q.name,
        offered: null,
        pay: singleOptions(q),
        tactical: false,
        analytical: hasSpecialization(q, "Analytical") && !viewer.usedUp(q.id, "Analytical"),
      });
    } else if (tactical && q.side === p.side) {
      helpers.push({ id: q.id, name: q.name, offered: null, pay: singleOptions(q), tactical: true, analytical: false });
    } else others.push(q.name);
  }
  // A kind's Help may lower X too (Stealth's Cover: "This Help may be used to increase or decrease X values").
  return {
    helpers,
    helpX,
    xDown: helpX && !!kindView(state.kind).helpLowersX?.(state),
    others: others.length <= 3 ? others.join(", ") : "",
    othersCount: others.length > 3 ? others.length : 0,
  };
}

interface ReactionLine {
  /** Its field (check-options.ts, act-commands.ts): `mischievous`, `watchedBy`, `resolved`, `protective`. */
  field: string;
  /** Its value there: the reactor's id ("<whom>|<protector>" for Protective). */
  value: string;
  label: string;
  name: string;
  whom: string;
}

const FIELD: Record<ReactionKind, string> = {
  mischievous: "mischievous",
  watch: "watchedBy",
  resolved: "resolved",
  protective: "protective",
};

/**
 * Others' say on `p`'s Check (reaction-offers.ts). Offered ones are fixed: they are the reactor's choice, not the
 * actor's, so the form sends them as offered (the engine uses each only when it applies). Reactors the viewer plays
 * (a player: their own; the GM: the characters no player owns) are the viewer's to include here: Mischievous and
 * a watcher one at most each (the engine takes one), Resolved and Protective ticked per Defender.
 */
function reactionControls(state: EndeavorState, p: Participant, viewer: Viewer) {
  const line = (kind: ReactionKind, by: string, whom: string): ReactionLine => ({
    field: FIELD[kind],
    value: kind === "protective" ? `${whom}|${by}` : by,
    label: `HB.Endeavor.Reaction.include.${kind}`,
    name: nameOf(state, by),
    whom: whom ? nameOf(state, whom) : "",
  });
  // One Mischievous and one watcher go with a Check (the engine takes one of each): the first offered.
  const single = new Set(["mischievous", "watchedBy"]);
  const fixed = viewer.reactions
    .filter((o) => o.to === p.id)
    .map((o) => line(o.kind, o.by, o.whom))
    .filter((l, i, all) => !single.has(l.field) || all.findIndex((m) => m.field === l.field) === i);
  const taken = (l: ReactionLine) =>
    fixed.some(
      (f) => f.field === l.field && (f.value === l.value || f.field === "mischievous" || f.field === "watchedBy"),
    );
  const mine = state.participants
    .filter((q) => (viewer.isGM ? !viewer.playerOwned(q.id) : viewer.owns(q.id)))
    .flatMap((q) =>
      reactionsOpen(state, q, p).flatMap((r) =>
        r.kind === "protective" ? r.whom.map((w) => line(r.kind, q.id, w.id)) : [line(r.kind, q.id, "")],
      ),
    )
    .filter((l) => !taken(l));
  const of = (field: string) => mine.filter((l) => l.field === field);
  const choose = {
    mischievous: of("mischievous").map((l) => ({ value: l.value, label: l.name })),
    watchedBy: of("watchedBy").map((l) => ({ value: l.value, label: l.name })),
    ticks: [...of("resolved"), ...of("protective")],
  };
  const shown = fixed.length + choose.mischievous.length + choose.watchedBy.length + choose.ticks.length > 0;
  return shown ? { fixed, ...choose, condition: `HB.Condition.${watchedCondition(state)}.name` } : null;
}

/** The offered reactions as the form sends them (its hidden fields), for the Check's first odds. */
export function fixedReactionFields(reactions: { fixed: readonly ReactionLine[] } | null): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const r of reactions?.fixed ?? []) (fields[r.field] ??= []).push(r.value);
  return fields;
}

/** The Stats balanced with the Action Die that may Spark it (default edition; spent ones shown, not choosable). */
function sparkControls(state: EndeavorState, p: Participant) {
  if (endeavorRules(state.edition).roundStart === "position-roll") return null;
  // A partner is balanced with the Action Die: its size is the die's.
  const partners = sparkPartners(p).map((s) => ({
    value: s,
    label: statLabel(s),
    size: p.stats[s],
    spent: p.spent.includes(s),
  }));
  return partners.length ? { partners, pay: pairOptions(p) } : null;
}

/**
 * The Check an Attack or Advance makes, as a form (templates/combat/check-form.hbs): the targets — with their shares
 * of group movement (violent) or the temporary Blessings to steal (non-violent) — then Spark and Help. The acting
 * row and a pending Attack's row (Revenge, Unrelenting, Zeal) both use it, so both offer the same choices.
 */
export function checkForm(state: EndeavorState, p: Participant, viewer: Viewer, pending?: PendingAttack) {
  const rules = endeavorRules(state.edition);
  const hurt = p.actionDie === HURT;
  const x = xOf(state, p);
  // Up to X opponents (default Monstrous); "an opponent" in v0.0.18, in a race, and for a pending Attack.
  const maxTargets =
    !pending && rules.multiTarget && kindRules(state.kind).attackTargets === "up-to-x" ? Math.max(1, x) : 1;
  // The Stat each action requires, as the kinds table has it (action-stat.ts): "Violent: Hurt only", "Non-violent: Not
  // Hurt", Advance "Not Hurt". Table ruling hurtStandIn: a Stat balanced with Hurt may stand in for "Hurt only"; such a
  // Stat is not Hurt, so the non-violent Attack stays offered beside it.
  const violentAttack = actionAllowed(state, p, "attack-violent");
  const attack = actionAllowed(state, p, "attack-non-violent");
  const advance = !pending && actionAllowed(state, p, "advance");
  // Revenge: only opponents who moved you down this round (none listed: any opponent).
  const eligible = pending?.eligible ?? [];
  // An Endeavor with an Eye: "it cannot be Attacked directly" — the rogues' Attacks name no target (eye-forms.ts).
  const untargeted = !!kindView(state.kind).untargeted?.(state);
  const opponents = untargeted ? [] : state.participants.filter((q) => attackable(p, q, eligible));
  // Non-violent: "steal a total of X temporary Blessings of your choice from them". The choice is made before the roll,
  // so it is offered where the amount is known then (default edition: X, plus Help on X); v0.0.18's amount depends on
  // the roll's boons and busts: the ticks are then an order of preference (the engine takes them, then the largest).
  const chooseSteal = attack && !rules.amountFromRoll;
  const preferSteal = attack && rules.amountFromRoll;
  const shares = violentAttack && p.role !== "monstrosity" && maxTargets > 1;
  const setsShares =
    optionOf(state, "groupSplit") === "attacker" || viewer.isGM || opponents.every((q) => viewer.owns(q.id));
  const targets = opponents.map((q) => ({
    value: q.id,
    label: q.name,
    // A sole opponent is ticked already.
    checked: opponents.length === 1,
    steal: chooseSteal || preferSteal ? [...q.temporary].sort((a, b) => b - a) : [],
  }));
  return {
    /** Attack or Advance is possible: the targets and the Check's options (Spark, Help) are shown. */
    // Stryker disable next-line ConditionalExpression: a role with the book's actions has both Attacks (one is allowed)
    checks: violentAttack || attack || advance,
    /** An Endeavor with an Eye: no targets fieldset (the Eye's defenses are chosen in eye-forms.ts's fields). */
    guarded: untargeted,
    violentAttack,
    attack,
    advance,
    /** The Action Die is Hurt (a Delayed Attack set with it is violent; a stand-in Stat's is not). */
    hurt,
    targets,
    maxTargets,
    x,
    // Group movement (book: "Group Movement"): allies' and racers' violent Attacks move their targets down by a
    // total of X; the shares are typed beside the targets (blank: the engine splits evenly) by whoever the table
    // ruling groupSplit lets set them: the Attacker, or (default) the group moved — the GM, or a player who plays
    // every opponent here; anyone else is told the group decides.
    split: shares && setsShares,
    splitByGroup: shares && !setsShares,
    steal: attack ? { choose: chooseSteal, prefer: preferSteal } : null,
    spark: sparkControls(state, p),
    help: helpControls(state, p, viewer),
    reactions: reactionControls(state, p, viewer),
  };
}

/** A pending Attack (book: Recovery button — Revenge, Unrelenting; Zealous — Zeal): the same Check form as an Attack
 *  on one's turn, for one opponent; Decline where the engine allows it (Revenge only once nobody it may Attack is
 *  left). Without an Action Die (a GM's move during the choosing phase) or anyone to Attack, it can only be
 *  declined. */
export function pendingControls(state: EndeavorState, p: Participant, head: PendingAttack, viewer: Viewer) {
  const form = p.actionDie === null ? null : checkForm(state, p, viewer, head);
  // Nobody left it may Attack (each removed from the Endeavor): no Attack to make, only Decline.
  const check = form?.targets.length ? form : null;
  // The Check's choices and live odds, as on one's turn (turn-odds.ts).
  const odds = check?.checks
    ? checkStep(
        state,
        p,
        check.violentAttack ? "violent" : "attack",
        check.targets.filter((t) => t.checked).map((t) => t.value),
        !!check.spark,
        viewer.isGM,
        true,
        fixedReactionFields(check.reactions),
      )
    : null;
  return {
    odds,
    kind: `HB.Endeavor.Pending.${head.kind}`,
    hint: `HB.Endeavor.Pending.hint.${head.kind}`,
    declinable: head.kind !== "revenge" || !check,
    ...(check ?? { checks: false, violentAttack: false, attack: false, advance: false }),
  };
}
