// Resolving a Check: modifiers, Help, ease/aid, Ignite/Overcharge, outcomes, boons and busts.
// Book: "Checks", "Easy and Hard Checks", "Helping", "Spark Rolls", "Additional Terms", "Conditions".
import { edition as editionOf, type Edition, type EditionId, DEFAULT_EDITION } from "./editions";
import { refuse } from "./errors";
import { outcomeGrants, outcomeOf, OUTCOMES, type CheckOutcome } from "./outcomes";
import { DIFFICULTIES, type Difficulty } from "./ids";
import { MISCHIEVOUS_MODIFIER } from "./check-reactions";
export { DIFFICULTIES, type Difficulty };

/** Help: half the spent Blessing's worth, rounded down, minimum 1 (same in both books). */
export const helpBonus = (worth: number, _edition?: EditionId): number => Math.max(1, Math.floor(worth / 2));

/**
 * One Help given to a roll: the worth of the Blessing spent (after Cursed/Helpful, see helpWorth), or a fixed bonus
 * for Help that is not a Blessing (Analytical: +5 when the piles match, else +0 — still Help, so still a bust).
 */
export type HelpEntry = number | { bonus: number; source?: string };

export const helpEntryBonus = (entry: HelpEntry): number =>
  typeof entry === "number" ? helpBonus(entry) : entry.bonus;
export const helpTotal = (entries: readonly HelpEntry[]): number =>
  entries.reduce<number>((sum, e) => sum + helpEntryBonus(e), 0);

/**
 * What a Blessing spent to Help is worth: Cursed (the helper's) makes it 1 less, minimum 0; the Helpful
 * Specialization 1 more, maximum 6. Cursed first, so a Cursed Helpful ⑥ is still worth 6.
 */
export function helpWorth(value: number, options: { cursed?: boolean; helpful?: boolean } = {}): number {
  const worth = options.cursed ? Math.max(0, value - 1) : value;
  return options.helpful ? Math.min(6, worth + 1) : worth;
}

/** What applies to a single roll after it is rolled, in the book's order. */
export interface RollContext {
  edition: Edition;
  /** Easy difficulty or an Aptitude "related enough" (Aptitude Ease / Aptitude Aid). */
  easy: boolean;
  aptitude: boolean;
  /** An exceptional thing gained helps (Gains upgrade). */
  exceptional: boolean;
  /** This roll is a Spark using an Ignited (v0.0.21.10) or Overcharged (v0.0.18) Stat. */
  boosted: boolean;
  /** Aid sources a roll may take at once: 1 ("One Aid at a Time"), 2 with Ambidextrous (v0.0.18). */
  aidSources?: number;
}

export interface Adjustment {
  roll: number;
  rule:
    | "modifier"
    | "help"
    | "easy"
    | "aptitude"
    | "ignite"
    | "overcharge"
    | "exceptional"
    | "autoFail"
    | "disarmed"
    | "mischievous"
    | "resolved";
  /** For modifiers, which one (uncool, famous, haunted…). */
  source?: string;
  from: number;
  to: number;
}

/**
 * Ease, aid and Ignite after modifiers and Help. Rounding (v0.0.21.10) applies the first rule that matches (the
 * ranges 3–4 and 6–7 never chain: a rounded 5 is not a 6). Aid (v0.0.18) is "one aid at a time" and the player
 * picks which, so the largest applies; with two sources (Ambidextrous) the two largest add up, the larger first.
 */
export function boostRoll(
  value: number,
  ctx: RollContext,
): { value: number; steps: { rule: Adjustment["rule"]; from: number; to: number }[] } {
  const { ease, sparkBoost, exceptionalGain } = ctx.edition;
  type Effect = { kind: string; from?: readonly number[]; to?: number; amount?: number };
  const effects: [boolean, Adjustment["rule"], Effect][] = [
    [ctx.easy, "easy", ease],
    [ctx.aptitude, "aptitude", ease],
    [ctx.boosted, sparkBoost.kind === "ignite" ? "ignite" : "overcharge", sparkBoost],
    [ctx.exceptional, "exceptional", exceptionalGain],
  ];
  const aids: { amount: number; rule: Adjustment["rule"] }[] = [];
  for (const [applies, rule, effect] of effects) {
    if (!applies) continue;
    // Every rounding lifts (3–4 → 5, 6–7 → 8): a value in `from` is always below `to`.
    if (effect.from?.includes(value)) return { value: effect.to!, steps: [{ rule, from: value, to: effect.to! }] };
    // "When you would fail": aid only ever lifts a failure.
    if (effect.amount !== undefined && outcomeOf(value) === "failure") aids.push({ amount: effect.amount, rule });
  }
  aids.sort((a, b) => b.amount - a.amount);
  // Each aid taken is its own step, so a card names both of Ambidextrous's.
  const steps: { rule: Adjustment["rule"]; from: number; to: number }[] = [];
  for (const a of aids.slice(0, Math.max(1, ctx.aidSources ?? 1))) {
    const from = steps.at(-1)?.to ?? value;
    steps.push({ rule: a.rule, from, to: from + a.amount });
  }
  return { value: steps.at(-1)?.to ?? value, steps };
}

/** Whether a Check of several rolls succeeds, and the outcome it reads as (the lowest successful roll's). */
export function checkOutcome(
  summary: { rolls: number; failures: number; lowestSuccess: CheckOutcome | null },
  difficulty: Difficulty,
  ed: Edition,
): { success: boolean; outcome: CheckOutcome } {
  const success = difficulty === "complex" ? !ed.complexFails(summary.failures, summary.rolls) : summary.failures === 0;
  // Stryker disable next-line StringLiteral: a Check that succeeds has a successful roll (both editions fail one whose
  // rolls all fail)
  return { success, outcome: success ? (summary.lowestSuccess ?? "failure") : "failure" };
}

export interface CheckInput {
  /** The rolled total of each roll: one for Easy/Normal, two (or more) for Hard, several for Complex. */
  totals: readonly number[];
  difficulty?: Difficulty;
  edition?: EditionId;
  aptitude?: boolean;
  exceptional?: boolean;
  /** Index of the Sparked roll ("you choose which roll to Spark"), and whether its Stat is Ignited/Overcharged. */
  spark?: number | null;
  boosted?: boolean;
  /** Flat modifiers: Uncool −1, Famous +2 in Attacks, … */
  modifiers?: readonly {
    source: string;
    value: number;
    /** Only this roll (Haunted's own throw after each roll). */ roll?: number;
  }[];
  /** Each Help: the worth of the Blessing spent (after Cursed/Helpful) or a fixed bonus; all go to the lowest roll. */
  help?: readonly HelpEntry[];
  /** v0.0.18 aid sources at once (Ambidextrous: 2). */
  aidSources?: number;
  /** A successful violent Attack while Disarmed: one fewer boon, one more bust. */
  violent?: boolean;
  disarmed?: boolean;
  /** Vexed / Vulnerable: someone watching made the Check fail. */
  autoFail?: boolean;
  /** Mischievous (another character's): "modify that character's result by −3" (check-reactions.ts). */
  mischievous?: boolean;
  /** Resolved, once per Defender who used it: a successful Attack's "one fewer boon and one additional bust". */
  resolved?: number;
}

export interface RollOutcome {
  raw: number;
  final: number;
  outcome: CheckOutcome;
  helped: boolean;
  sparked: boolean;
}

export interface CheckResult {
  edition: EditionId;
  difficulty: Difficulty;
  success: boolean;
  outcome: CheckOutcome;
  rolls: RollOutcome[];
  boons: number;
  exceptionalBoons: number;
  busts: number;
  /** Of those busts, how many Help added ("regardless of the Check's result"), one per Help. */
  helpBusts: number;
  adjustments: Adjustment[];
}

export function resolveCheck(input: CheckInput): CheckResult {
  const ed = editionOf(input.edition ?? DEFAULT_EDITION);
  const difficulty = input.difficulty ?? "normal";
  const totals = [...input.totals];
  if (!totals.length || totals.some((t) => !Number.isFinite(t)))
    refuse("check-no-rolls", "A Check needs at least one rolled total.");
  if ((difficulty === "easy" || difficulty === "normal") && totals.length !== 1) {
    refuse("check-rolls-difficulty", `An ${difficulty} Check is one roll, not ${totals.length}.`, {
      difficulty,
      rolls: totals.length,
    });
  }
  if ((difficulty === "hard" || difficulty === "complex") && totals.length < 2) {
    refuse("check-rolls-difficulty", `A ${difficulty} Check needs several rolls.`, {
      difficulty,
      rolls: totals.length,
    });
  }

  const adjustments: Adjustment[] = [];
  const modified = totals.map((raw, roll) => {
    let value = raw;
    // Stryker disable next-line ArrayDeclaration: no modifiers: a stand-in list's entries have no value and are skipped
    for (const m of input.modifiers ?? []) {
      if (!m.value || (m.roll !== undefined && m.roll !== roll)) continue;
      adjustments.push({ roll, rule: "modifier", source: m.source, from: value, to: value + m.value });
      value += m.value;
    }
    return value;
  });
  // "Only the lowest of those rolls is Helped"; ties go to the first.
  const helpedIndex = input.help?.length ? modified.indexOf(Math.min(...modified)) : -1;

  const rolls: RollOutcome[] = modified.map((value, roll) => {
    const sparked = input.spark === roll;
    if (roll === helpedIndex) {
      for (const entry of input.help!) {
        // (a roll is Helped only when there is Help)
        const bonus = helpEntryBonus(entry);
        // Stryker disable ConditionalExpression,LogicalOperator: a source set to undefined reads and
        // serialises as none
        adjustments.push({
          roll,
          rule: "help",
          ...(typeof entry === "object" && entry.source ? { source: entry.source } : {}),
          from: value,
          to: value + bonus,
        });
        // Stryker restore ConditionalExpression,LogicalOperator
        value += bonus;
      }
    }
    const boosted = boostRoll(value, {
      edition: ed,
      easy: difficulty === "easy",
      aptitude: !!input.aptitude,
      exceptional: !!input.exceptional,
      boosted: sparked && !!input.boosted,
      aidSources: input.aidSources,
    });
    adjustments.push(...boosted.steps.map((step) => ({ roll, ...step })));
    let final = boosted.value;
    if (input.mischievous) {
      adjustments.push({ roll, rule: "mischievous", from: final, to: final + MISCHIEVOUS_MODIFIER });
      final += MISCHIEVOUS_MODIFIER;
    }
    if (input.autoFail && outcomeOf(final) !== "failure") {
      adjustments.push({ roll, rule: "autoFail", from: final, to: Math.min(final, 4) });
      final = Math.min(final, 4);
    }
    return { raw: totals[roll]!, final, outcome: outcomeOf(final), helped: roll === helpedIndex, sparked };
  });

  const failures = rolls.filter((r) => r.outcome === "failure").length;
  const successes = rolls.filter((r) => r.outcome !== "failure").map((r) => OUTCOMES.indexOf(r.outcome));
  const lowestSuccess = successes.length ? OUTCOMES[Math.min(...successes)]! : null;
  const { success, outcome } = checkOutcome({ rolls: rolls.length, failures, lowestSuccess }, difficulty, ed);

  let boons = 0;
  let exceptionalBoons = 0;
  let busts = 0;
  if (success) {
    // "Boons and busts stack" across the rolls of a Hard or Complex Check.
    for (const r of rolls) {
      const g = outcomeGrants(r.outcome);
      boons += g.boons;
      exceptionalBoons += g.exceptionalBoons;
      busts += g.busts;
    }
    if (input.violent && input.disarmed) {
      adjustments.push({ roll: 0, rule: "disarmed", from: boons, to: Math.max(0, boons - 1) });
      boons = Math.max(0, boons - 1);
      exceptionalBoons = Math.min(exceptionalBoons, boons);
      busts += 1;
    }
    // Resolved: "When an Attack succeeds against you, the Attacker receives one fewer boon and one additional bust".
    for (let i = 0; i < (input.resolved ?? 0); i += 1) {
      adjustments.push({ roll: 0, rule: "resolved", from: boons, to: Math.max(0, boons - 1) });
      boons = Math.max(0, boons - 1);
      exceptionalBoons = Math.min(exceptionalBoons, boons);
      busts += 1;
    }
  }
  // "Regardless of the Check's result, it gains an additional bust" — one per Help (counted apart, so a card can say
  // why).
  const helpBusts = input.help?.length ?? 0;
  busts += helpBusts;

  return {
    edition: ed.id,
    difficulty,
    success,
    outcome,
    rolls,
    boons,
    exceptionalBoons,
    busts,
    helpBusts,
    adjustments,
  };
}
