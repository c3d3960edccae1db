/**
 * Checks made during an Endeavor, through the same core resolver as any other Check.
 * default: "Some actions use your Action Die to perform Checks"; "If an action's Check requires multiple rolls, use
 *   your Action Die for the first, then perform the rest" (reading: the rest roll the same Stat Die).
 * v0.0.18: "Some actions use your position roll to perform Checks" — the position roll is the first roll.
 * How hard the Check is: check-difficulty.ts; who Helps: check-help.ts; who reacts: check-reactions.ts.
 */
import type { CheckOptions, Difficulty } from "./commands";
import type { Draft } from "./draft";
import type { CheckRecord } from "./events";
import type { DieSize, GroupRoll } from "../dice";
import { helpEntryBonus, resolveCheck } from "../check";
import { checkSpecFor } from "../check-request";
import { checkInputFor, resolveSpec } from "../check-spec";
import { statId } from "../ids";
import { useSpecialization } from "./specialization-use";
import { checkTotals, groupOf, hiddenDiceOf, recordedThrows, type Dice } from "./dice";
import { refuse } from "./errors";
import { endeavorRules } from "./endeavor-editions";
import { pay } from "./payment";
import { difficultyWithRanks, protectedFrom } from "./check-difficulty";
import { takeHelp } from "./check-help";
import { reactionsFor } from "./check-reactions";
import { sharedChoices } from "./check-choices";
import { imposingNow, rollerOf, statSize } from "./check-roller";
import { hordeActive } from "./recovery-passives";

/** Re-exported: the tracker (its reaction offers and commands) asks it of a Check. */
export { watchedCheck } from "./check-reactions";

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
  // Stryker disable ConditionalExpression,StringLiteral,ObjectLiteral: a safeguard; every Check is made by
  // one holding an Action Die (the test narrows the type)
  if (stat === null)
    refuse("endeavor-wrong-phase", `${actor.name} has no Action Die this round.`, { name: actor.name });
  // Stryker restore ConditionalExpression,StringLiteral,ObjectLiteral
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
    // Stryker disable next-line ConditionalExpression: a safeguard; the position throws always add up to the roll
    // (invariants.ts)
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
  if (spec.aidSources === 2) record.ambidextrous = true;
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
