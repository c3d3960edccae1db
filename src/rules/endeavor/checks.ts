/**
 * Checks made during an Endeavor, through the same core resolver as any other Check.
 * default: "Some actions use your Action Die to perform Checks"; "If an action's Check requires multiple rolls, use
 *   your Action Die for the first, then perform the rest" (reading: the rest roll the same Stat Die).
 * v0.0.18: "Some actions use your position roll to perform Checks" — the position roll is the first roll.
 * Difficulty ranks: Easy < Normal < Hard; Protect ("one rank more difficult" per Blessing) and Fatigue ("plus one
 * difficulty rank for each of your Fatigue buttons past the first") add ranks. Reading: past Hard, each further rank
 * adds one more roll that must also succeed (Hard generalised), since Complex is a group Check, not a rank.
 */
import type { CheckOptions, Difficulty, HelpInput } from "./commands";
import { Draft } from "./draft";
import type { CheckRecord, HelpRecord } from "./events";
import type { CheckChoices, CheckRoller } from "../check-request";
import type { DieSize, GroupRoll } from "../dice";
import { helpBonus, helpEntryBonus, helpWorth, resolveCheck, type HelpEntry } from "../check";
import { rankDifficulty } from "../attacks";
import { checkSpecFor } from "../check-request";
import { checkInputFor, resolveSpec } from "../check-spec";
import { analyticalHelp } from "../analytical";
import { watchable } from "../conditions";
import { useSpecialization } from "./specialization-use";
import { statId } from "../ids";
import { checkTotals, groupOf, hiddenDiceOf, recordedThrows, type Dice } from "./dice";
import { refuse } from "./errors";
import { endeavorRules } from "./endeavor-editions";
import { pay } from "./payment";
import { hasButton } from "./buttons";
import { statDie } from "./stat-die";
import {
  charged,
  hasSpecialization,
  isActive,
  optionOf,
  type AptitudeEntry,
  type EndeavorState,
  type Participant,
} from "./state";

const RANKS: Difficulty[] = ["easy", "normal", "hard"];

/** Turn a base difficulty plus extra ranks into the core difficulty and the number of rolls, by the one reading of
 *  "a rank above Hard" the whole system uses (rules rankDifficulty: Hard with one more roll a rank); ranks taken
 *  away (a Protect that eases a defence) stop at Easy. */
export function difficultyWithRanks(base: Difficulty, extra: number): { difficulty: Difficulty; rolls: number } {
  // A difficulty the engine does not know is refused, never read as one rank easier than Easy.
  if (!RANKS.includes(base))
    refuse("endeavor-bad-difficulty", `"${String(base)}" is not a difficulty an Endeavor Check can have.`, {
      difficulty: String(base),
    });
  const { difficulty, rolls } = rankDifficulty(base, extra);
  // Stryker disable next-line ConditionalExpression,StringLiteral: rankDifficulty answers "complex" only for a "complex" base, refused above (the test narrows the type)
  return { difficulty: difficulty === "complex" ? "hard" : difficulty, rolls };
}

/** Recovery passive, Horde: active while the Monstrosity's Recovery button is on the track. */
export function hordeActive(d: Draft | EndeavorState, p: Participant): boolean {
  const state = d instanceof Draft ? d.state : d;
  return p.tags.includes("Horde") && hasButton(state, "recovery", p.id);
}

/** Imposing applies to this participant's next roll: they have it and have not rolled yet in this Endeavor. Supplied
 *  totals (the Foundry dice layer) include it as they include Horde. */
export const imposingNow = (p: Participant): boolean => hasSpecialization(p, "Imposing") && !p.rolled;

/** Tactical (default edition): the actor may call on an ally's Help without that ally's say. */
export const callsOnAllies = (state: EndeavorState, p: Participant): boolean =>
  endeavorRules(state.edition).spendsActionDie && hasSpecialization(p, "Tactical");

/** Recovery passive, Immunity: Attacks related enough to the Monstrosity's Aptitudes automatically fail. */
export function immune(d: Draft, p: Participant, relatedToAptitudes: boolean | undefined): boolean {
  return !!relatedToAptitudes && p.tags.includes("Immunity") && hasButton(d.state, "recovery", p.id);
}

export interface CheckContext {
  purpose: CheckRecord["purpose"];
  extraRanks: number;
  /** Fatigue Check: "This Check is Easy …"; a v0.0.18 Attack: the difficulty its dice propose. */
  base?: Difficulty;
  /** An Attack's Check: Disarmed (violent) and Famous apply. */
  attack?: "violent" | "non-violent";
  /** Defenders who use Resolved if this Attack succeeds (attack.ts checked them). */
  resolved?: string[];
  /** Called once Help is taken and before any die is rolled, with the Help spent on X: choices the action makes
   *  in advance are checked here, so a bad one is refused whatever the dice (an Attack's Blessings to steal). */
  beforeRoll?: (xHelp: number) => void;
}

/** What the action that made a Check reads of it (the whole record goes to the event). */
export interface CheckResult extends Pick<CheckRecord, "success" | "outcome" | "boons" | "busts" | "totals"> {
  /** Pass Help spent on X (default edition). */
  xHelp: number;
  /** Famous's +2 applied (an Attack on someone less famous, not while Uncool). */
  famous: boolean;
}

/** Help from participants who have not acted (book: Pass): each pays ①; their action is spent Helping. */
function takeHelp(
  d: Draft,
  dice: Dice,
  actor: Participant,
  helpers: HelpInput[] | undefined,
): { roll: HelpEntry[]; x: number; xCount: number; records: HelpRecord[] | null } {
  // records: made only when someone Helps (most Checks have no Help: no allocation for them).
  const out = { roll: [] as HelpEntry[], x: 0, xCount: 0, records: null as HelpRecord[] | null };
  const seen = new Set<string>();
  for (const h of helpers ?? []) {
    const helper = d.get(h.by);
    if (h.by === actor.id || seen.has(h.by) || !isActive(helper) || helper.acted || helper.skipping) {
      refuse("endeavor-bad-helper", `${helper.name} cannot Help now (has acted, is skipping, or helped already).`, {
        name: actor.name,
        helper: helper.name,
      });
    }
    seen.add(h.by);
    if (h.analytical) {
      analyticalHelp4(d, dice, actor, helper, h, out);
      continue;
    }
    // Tactical: "on your turn you may have an ally Help you who has not acted yet. If they do, they skip their turn
    // this round." Any Help spends the Helper's action here; Tactical is what lets the actor call it (the Foundry
    // relay takes an ally's Help without their offer only with it).
    if (h.tactical && (!callsOnAllies(d.state, actor) || helper.side !== actor.side)) {
      refuse("endeavor-no-specialization", `${actor.name} cannot call on ${helper.name}'s Help (Tactical).`, {
        name: actor.name,
        helper: helper.name,
        specialization: "Tactical",
      });
    }
    const values = pay(d, h.by, h.pay, "①");
    // Helpful: "Blessings you spend to Help another character are worth 1 more, to a maximum of 6" — the worth is
    // what counts from here on (the roll's Help, the bonus on X, the record the card draws).
    // Cursed (the helper's Condition): "Blessings are worth 1 less", before Helpful (core helpWorth).
    const value = helpWorth(values[0]!, {
      helpful: hasSpecialization(helper, "Helpful"),
      cursed: !!helper.traits?.conditions.includes("cursed"),
    });
    const use = h.use ?? "roll";
    if (use === "x" && !endeavorRules(d.state.edition).helpMayRaiseX) {
      refuse("endeavor-action-unavailable", "In this edition Help raises the roll only.", {
        name: actor.name,
        helper: helper.name,
      });
    }
    // Cover (an Endeavor with an Eye): "This Help may be used to increase or decrease X values".
    if (use === "x-down" && !d.state.eye)
      refuse("endeavor-action-unavailable", "Help lowers X only in Cover.", { name: actor.name, helper: helper.name });
    const w = d.edit(h.by);
    w.acted = true;
    w.delayed = false;
    const bonus = helpBonus(value, d.state.edition);
    if (use === "x" || use === "x-down") {
      out.x += use === "x" ? bonus : -bonus;
      out.xCount += 1;
    } else out.roll.push(value);
    (out.records ??= []).push({ by: h.by, value, use });
    d.emit({ type: "helped", by: h.by, target: actor.id, bonus, use });
  }
  return out;
}

/** Analytical: "you may provide Help by rolling four d6 …" — no Blessing is spent; +5 when the piles can be made
 *  equal (rules analytical.ts). It is Help all the same: the Helper's action is spent and the Check gains a bust. Its
 *  "Twice per session" outlasts the Endeavor, so it lives on the actor's item: the engine records each use
 *  (specializationUsed) and the Combat counts it there (documents combat-endeavor.ts: refused when none is left). */
function analyticalHelp4(
  d: Draft,
  dice: Dice,
  actor: Participant,
  helper: Participant,
  h: HelpInput,
  out: { roll: HelpEntry[]; records: HelpRecord[] | null },
): void {
  if (!hasSpecialization(helper, "Analytical")) {
    refuse("endeavor-no-specialization", `${helper.name} lacks Analytical.`, {
      name: helper.name,
      specialization: "Analytical",
    });
  }
  if ((h.use ?? "roll") !== "roll")
    refuse("endeavor-action-unavailable", "Analytical Help increases the roll.", {
      name: actor.name,
      helper: helper.name,
    });
  const rolled = h.analytical!.dice ?? dice.analytical();
  const entry = analyticalHelp(rolled); // refuses anything but four d6 results
  // (The command is the engine's own copy: its dice and the record's may be one array.)
  h.analytical = { dice: rolled };
  const w = d.edit(h.by);
  w.acted = true;
  w.delayed = false;
  out.roll.push(entry);
  (out.records ??= []).push({ by: h.by, value: 0, use: "roll", analytical: rolled });
  d.emit({ type: "specializationUsed", id: h.by, specialization: "Analytical" });
  d.emit({ type: "helped", by: h.by, target: actor.id, bonus: helpEntryBonus(entry), use: "roll" });
}

/** Whether `p`'s Check can be made to fail by watching: "When another character sees you perform a Check with the
 *  affected Stat" — a Vexed (v0.0.21.10) / Vulnerable (v0.0.18) on its Action Die or the Stat Sparking it (`spark`;
 *  v0.0.18: the position roll's partner, whatever is passed). */
export function watchedCheck(state: EndeavorState, p: Participant, spark: string | null | undefined): boolean {
  const t = p.traits;
  if (!t || p.actionDie === null) return false;
  const partner = endeavorRules(state.edition).roundStart === "position-roll" ? p.positionSpark : (spark ?? null);
  return watchable(t.conditions, t.affected ?? {}, (partner ? [p.actionDie, partner] : [p.actionDie]).map(statId));
}

/** Mischievous and a Vexed/Vulnerable watcher, named before the roll, each checked: another active participant, with
 *  Mischievous charged / the actor's Condition on a Stat of this Check (watchedCheck). */
function reactionsFor(
  d: Draft,
  actor: Participant,
  opts: CheckOptions,
  spark: string | null,
): { mischievous: Participant | null; watcher: Participant | null } {
  let mischievous: Participant | null = null;
  let watcher: Participant | null = null;
  if (opts.mischievous !== undefined) {
    const q = d.get(opts.mischievous);
    if (q.id === actor.id || !isActive(q))
      refuse("endeavor-bad-helper", `${q.name} cannot distract ${actor.name}.`, { name: actor.name, helper: q.name });
    if (!charged(q, "Mischievous")) {
      refuse(
        hasSpecialization(q, "Mischievous") ? "endeavor-needs-recharge" : "endeavor-no-specialization",
        `${q.name} cannot use Mischievous now.`,
        { name: q.name, specialization: "Mischievous" },
      );
    }
    mischievous = q;
  }
  if (opts.watchedBy !== undefined) {
    const q = d.get(opts.watchedBy);
    if (q.id === actor.id || !watchedCheck(d.state, actor, spark)) {
      refuse("endeavor-not-watchable", `${actor.name}'s Check cannot be made to fail by watching.`, {
        name: actor.name,
      });
    }
    watcher = q;
  }
  return { mischievous, watcher };
}

export function statSize(p: Participant, stat: string): DieSize {
  const size = p.stats[stat];
  if (size === undefined) refuse("endeavor-unknown-stat", `${p.name} has no Stat "${stat}".`, { name: p.name, stat });
  return size;
}

/**
 * v0.0.18 Protect: "their relevant Checks are one rank more difficult". Table ruling protectReach "checks": every Check
 * an opponent of the protector makes (not only Attacks, which attack.ts ranks by their targets) — the strongest
 * protection raised against the actor's side counts.
 */
function protectedFrom(d: Draft, actor: Participant, purpose: CheckRecord["purpose"]): number {
  // (A Delayed Attack's "defend" Check is resolved in delayed-attack.ts, never here.)
  if (purpose === "attack" || endeavorRules(d.state.edition).roundStart !== "position-roll") return 0;
  if (optionOf(d.state, "protectReach") !== "checks") return 0;
  const byTarget = new Map<string, number>();
  for (const pr of d.state.protections) {
    if (d.get(pr.by).side !== actor.side) byTarget.set(pr.target, (byTarget.get(pr.target) ?? 0) + pr.ranks);
  }
  return Math.max(0, ...byTarget.values());
}

/** What a participant brings to a Check, for the core check builder: each Stat's die as it rolls now (a spent Stat
 *  its spent die; the Action Die, never spent while it is one, its own), and what their actor last brought. */
export function rollerOf(state: EndeavorState, p: Participant, drop?: readonly string[]): CheckRoller {
  const dice: Record<string, number> = {};
  for (const stat in p.stats) dice[statId(stat)] = stat === p.actionDie ? p.stats[stat]! : statDie(state, p, stat)!;
  const t = p.traits;
  const conditions = t?.conditions ?? [];
  return {
    dice,
    conditions: drop ? conditions.filter((c) => !drop.includes(c)) : conditions,
    affected: t?.affected,
    lifestyle: t?.lifestyle,
    spent: p.spent.map(statId),
    specializations: t?.specializations,
  };
}

/** An Aptitude the participant may call on, with its Specialization: their own, or one lent by an ally's Radiant
 *  while the grant lasts. Names match as a table would say them (case and spaces aside). */
export function findAptitude(p: Participant, name: string): AptitudeEntry | null {
  const same = (a: string) => a.trim().toLowerCase() === name.trim().toLowerCase();
  const own = p.aptitudes?.find((a) => same(a.name));
  if (own) return own;
  const lent = p.granted?.find((g) => same(g.aptitude));
  return lent ? { name: lent.aptitude, specialization: lent.specialization } : null;
}

export const hasAptitude = (p: Participant, name: string): boolean => findAptitude(p, name) !== null;

/** The choices a Check's options make that every Check shares (Aptitude, Gains, Ache, Famous), checked. */
export function sharedChoices(
  p: Participant,
  opts: CheckOptions,
): Pick<CheckChoices, "aptitude" | "exceptional" | "aching" | "lessFamous"> {
  const apt = opts.withAptitude;
  if (apt !== undefined && (typeof apt !== "string" || !hasAptitude(p, apt))) {
    refuse("endeavor-no-aptitude", `${p.name} has no Aptitude "${String(apt)}".`, {
      name: p.name,
      aptitude: String(apt),
    });
  }
  // Gains: "One thing you have gained improves to an exceptional quality". A participant read from an actor (traits)
  // uses one only if the actor has one, as the roll dialog lists them; one set up without an actor: the table's word.
  if (opts.exceptional === true && p.traits && !p.traits.exceptional?.length) {
    refuse("endeavor-no-exceptional", `${p.name} has gained nothing of exceptional quality.`, { name: p.name });
  }
  return {
    aptitude: apt !== undefined,
    exceptional: opts.exceptional === true,
    aching: opts.aching,
    lessFamous: opts.lessFamous === true,
  };
}

/**
 * Perform a Check with the Action Die (default) or position roll (v0.0.18). Supplied totals (opts.roll) are used
 * as given — the Foundry layer applies Horde itself; otherwise the engine rolls, and writes the totals back into
 * `opts.roll` (opts is the engine's own copy of the command) so the log replays without an Rng.
 * The Check itself — which dice each roll throws, whether they bump, Spark and Ignite/Overcharge, Conditions,
 * Aptitude ease/aid, Gains, Help — is built and resolved by the core rules exactly as a Check from the sheet is
 * (check-request.ts → buildCheckSpec → resolveCheck): the book applies effects "as Normal" in Endeavors.
 */
export function performCheck(
  d: Draft,
  dice: Dice,
  actorId: string,
  opts: CheckOptions,
  ctx: CheckContext,
): CheckResult {
  const rules = endeavorRules(d.state.edition);
  const position = rules.roundStart === "position-roll";
  const actor = d.get(actorId);
  const stat = actor.actionDie;
  // Stryker disable next-line ConditionalExpression,StringLiteral,ObjectLiteral: a safeguard; every Check is made by one holding an Action Die (the test narrows the type)
  if (stat === null)
    refuse("endeavor-wrong-phase", `${actor.name} has no Action Die this round.`, { name: actor.name });
  const size = statSize(actor, stat);
  if (opts.spark) {
    if (position) {
      refuse("endeavor-action-unavailable", "In v0.0.18 the position roll is Sparked when it is rolled.", {
        name: actor.name,
      });
    }
    const partner = opts.spark.stat;
    // statSize refuses a Stat the character does not have (endeavor-unknown-stat) before the balance is judged.
    if (statSize(actor, partner) !== size || partner === stat) {
      refuse("endeavor-spark-unbalanced", `${partner} is not balanced with ${stat}.`, {
        name: actor.name,
        stat,
        partner,
      });
    }
    if (actor.spent.includes(partner))
      refuse("endeavor-stat-spent", `${partner} is spent and cannot Spark.`, { name: actor.name, stat: partner });
    pay(d, actorId, opts.spark.pay, "⊜⊜");
  }
  if (opts.sparkRoll !== undefined && (!opts.spark || !Number.isInteger(opts.sparkRoll) || opts.sparkRoll < 0)) {
    refuse("endeavor-bad-roll", "Only a Sparked Check chooses which of its rolls to Spark.", {
      name: actor.name,
      count: 1,
    });
  }
  const choices = sharedChoices(actor, opts);
  const help = takeHelp(d, dice, actor, opts.helpers);
  ctx.beforeRoll?.(help.x);
  const extraRanks = ctx.extraRanks + protectedFrom(d, actor, ctx.purpose);
  const { difficulty, rolls } = difficultyWithRanks(ctx.base ?? opts.difficulty ?? "normal", extraRanks);
  // Stryker disable next-line ConditionalExpression: undefined >= rolls is false; the test says what is meant
  if (opts.sparkRoll !== undefined && opts.sparkRoll >= rolls) {
    refuse("endeavor-bad-roll", `This Check has ${rolls} roll(s).`, { name: actor.name, count: rolls });
  }
  const spark = position ? actor.positionSpark : (opts.spark?.stat ?? null);
  // v0.0.18: the Spark was made, paid and allowed with the position roll (Taxed and Surprised were judged then); what
  // it still does here is Overcharge.
  const roller = rollerOf(d.state, actor, position && spark ? ["taxed", "surprised"] : undefined);
  const reactions = reactionsFor(d, actor, opts, spark);
  // Mischievous and Resolved go into the spec (the live odds show them); each is used only if the Check would succeed.
  const spec = checkSpecFor(d.state.edition, roller, {
    stat: statId(stat),
    partners: spark ? [statId(spark)] : [],
    sparkRoll: position ? 0 : opts.sparkRoll,
    // An Attack's Action Die was checked against the kinds table's Stat for it (action-stat.ts): the core rules check
    // only its Spark (a non-violent Attack does not Spark with Hurt).
    difficulty,
    hardRolls: rolls,
    attack: ctx.attack,
    attackStatChecked: !!ctx.attack,
    help: help.roll,
    ...choices,
    mischievous: !!reactions.mischievous,
    resolved: ctx.resolved?.length ?? 0,
  });
  dice.check(spec);
  // The engine's dice of each roll: the spec's (the Sparked roll a pair of the Action Die's size, the rest its die).
  const sizesOf = (i: number): DieSize[] => spec.rolls[i]!.slice() as DieSize[];
  const horde = hordeActive(d, actor);
  // Hidden Stat Dice: every roll of this Check is thrown as d20s read through the table (the position roll was).
  const hidden = hiddenDiceOf(d.state, actor);
  // Imposing (default edition): "For the first roll you make during an Endeavor, roll an additional time and ignore
  // the lowest result" — this Check's first roll, if no roll came before (v0.0.18's first position roll: round-start).
  const imposing = !position && imposingNow(actor);
  // Stryker disable next-line ConditionalExpression: spares a copy of the participant; rolled is true either way
  if (!actor.rolled) d.edit(actorId).rolled = true; // (v0.0.18: set by the position roll already)
  if (opts.imposing !== undefined && (!opts.roll || !imposing)) {
    refuse("endeavor-bad-roll", "An additional Imposing roll goes with supplied rolls that Imposing applies to.", {
      name: actor.name,
      count: rolls,
    });
  }
  let totals: number[];
  // The throws, when every roll's are known (the chat card draws them): the engine threw them, or they came on the
  // command with the totals (written back below, so a replay records them again). The position roll's come from
  // rollPosition.
  let groups: GroupRoll[] | undefined;
  if (opts.throws !== undefined && !opts.roll)
    refuse("endeavor-bad-roll", "Throws go with the rolls' totals.", { name: actor.name, count: rolls });
  const thrown = (list: number[], from: number): GroupRoll[] | undefined => {
    const given = opts.throws;
    if (given === undefined) return list.length === 0 ? [] : undefined;
    if (!Array.isArray(given) || given.length !== list.length)
      refuse("endeavor-bad-roll", `Expected the throws of ${list.length} roll(s).`, {
        name: actor.name,
        count: list.length,
      });
    return list.map((total, i) => groupOf(sizesOf(from + i), given[i]!, total, hidden));
  };
  if (position) {
    const rest = opts.roll ? checkTotals(opts.roll, rolls - 1) : [];
    const restGroups = thrown(rest, 1);
    for (let i = rest.length; i < rolls - 1; i += 1) {
      const g = dice.group(sizesOf(i + 1), horde, spec.canBump, hidden);
      restGroups!.push(g); // (totals supplied: no roll is left to throw; none: the throws are [])
      rest.push(g.total);
    }
    opts.roll = rest;
    if (restGroups?.length) opts.throws = restGroups.map(recordedThrows);
    const first = actor.positionGroup;
    // Stryker disable next-line ConditionalExpression: a safeguard; the position throws always add up to the roll (invariants.ts)
    groups = restGroups && first && first.total === actor.positionRoll ? [first, ...restGroups] : undefined;
    totals = [actor.positionRoll ?? 1, ...rest];
  } else if (opts.roll) {
    totals = checkTotals(opts.roll, rolls);
    // Imposing with the Foundry layer's dice: keep the higher of the two first rolls (written back: replays agree).
    if (opts.imposing !== undefined) totals[0] = Math.max(totals[0]!, checkTotals([opts.imposing], 1)[0]!);
    opts.roll = totals; // (checkTotals made it: the command and the record may share it)
    groups = thrown(totals, 0);
  } else {
    groups = [dice.group(sizesOf(0), Number(horde) + Number(imposing), spec.canBump, hidden)];
    for (let i = 1; i < rolls; i += 1) groups.push(dice.group(sizesOf(i), horde, spec.canBump, hidden));
    totals = groups.map((g) => g.total);
    opts.roll = totals;
    opts.throws = groups.map(recordedThrows);
  }
  // Without the others' reactions first: they answer a Check that "would succeed". (Nobody reacting: resolved once.)
  // Stryker disable next-line ConditionalExpression: spares a second resolve; with nobody reacting both read alike
  const reacting = !!reactions.watcher || !!reactions.mischievous;
  const plain = reacting ? resolveSpec({ ...spec, mischievous: false, resolved: 0 }, totals) : null;
  const failedBy = plain?.success && reactions.watcher ? reactions.watcher.id : undefined;
  const distracted = plain?.success && !failedBy && reactions.mischievous ? reactions.mischievous.id : undefined;
  if (distracted) useSpecialization(d, d.get(distracted), "Mischievous");
  const r = resolveCheck(
    checkInputFor(
      reacting ? { ...spec, mischievous: !!distracted, resolved: failedBy ? 0 : spec.resolved } : spec,
      totals,
      { autoFail: !!failedBy },
    ),
  );
  const record: CheckRecord = {
    by: actorId,
    purpose: ctx.purpose,
    stat,
    totals,
    difficulty,
    extraRanks,
    helpBonus: help.roll.reduce<number>((s, v) => s + helpEntryBonus(v), 0),
    outcome: r.outcome,
    success: r.success,
    boons: r.boons,
    // Help: "Regardless of the Check's result, it gains an additional bust" — Help spent on X too (Pass).
    busts: r.busts + help.xCount,
    automaticFailure: false,
  };
  // Stryker disable next-line ConditionalExpression: a key set to undefined reads and serialises as an absent one
  if (groups) record.rolls = groups;
  if (spark) record.spark = spark;
  if ((spec.spark ?? 0) > 0) record.sparkRoll = spec.spark!;
  if (help.records) record.help = help.records;
  if (r.adjustments.length) record.adjustments = r.adjustments;
  // Stryker disable next-line ConditionalExpression: a key set to undefined reads and serialises as an absent one
  if (choices.aptitude) record.aptitude = opts.withAptitude!;
  // Stryker disable next-line ConditionalExpression: a key set to undefined reads and serialises as an absent one
  if (failedBy) record.failedBy = failedBy;
  // Stryker disable next-line ConditionalExpression: a key set to undefined reads and serialises as an absent one
  if (distracted) record.mischievous = distracted;
  if (r.success && ctx.resolved?.length) record.resolved = ctx.resolved; // (attack.ts made the list for this Check)
  d.emit({ type: "check", check: record });
  // A small literal, not a spread of the record: this runs for every Check of every round (bench/endeavor.ts).
  return {
    success: record.success,
    outcome: record.outcome,
    boons: record.boons,
    busts: record.busts,
    totals: record.totals,
    xHelp: help.x,
    // (The core rules add Famous's +2 only for an Attack on someone less famous.)
    famous: spec.modifiers.some((m) => m.source === "famous"),
  };
}
