// The dice behind an Endeavor card, as Foundry rolls. Kept apart from event-card.ts, whose words and icons load
// without Foundry's dice (the harness draws cards from them), and loaded with the first card posted.
import type { EndeavorEvent } from "../../../rules/endeavor";
import { DEFAULT_ASTERISK_READING, type AsteriskReading, type GroupRoll } from "../../../rules/dice";
import { flagBumps, groupTerms, runsOf, throwsOf } from "../../../dice/group-terms";
import type { HiddenResult } from "../../../dice/hidden-dice";
import type { RollOptions } from "../../../dice/humanity-check-roll";
import { statId } from "../../../documents/endeavor-setup";
import { HumanityCheckRoll } from "../../../dice/humanity-check-roll";
import { colorsetFor, dressThrownRoll } from "../../../dice/dice-roles";

/**
 * The dice the engine threw for these events, as Foundry rolls: each Check's rolls (then, with Dice So Nice, the four
 * d6 of each Analytical Help it took) and each v0.0.18 position roll, in order. Carried by the message so Dice So Nice
 * throws them and core sounds them; a total the engine was handed (no throws recorded) has no dice to show.
 * Dice So Nice by role (dice/dice-roles.ts): a Spark's second die, the Hardy die and Help dice wear their role's colour
 * set, each die a term of its own, with the same throws, totals and card (which reads the events, never these rolls).
 */
export function thrownRolls(
  events: readonly EndeavorEvent[],
  reading: AsteriskReading = DEFAULT_ASTERISK_READING,
): Roll.Any[] {
  const rolls: Roll.Any[] = [];
  // Whose colours: the GM's client builds every Endeavor card (every request goes through the relay): the GM's choice.
  // Hidden Stat Dice: a roll thrown as d20s is handed back as d20s (Dice So Nice throws d20s), each read as its die.
  const roll = (group: GroupRoll, stat: string, partner?: string) => {
    const options = { stat: statId(stat), ...(partner ? { partner: statId(partner) } : {}) };
    const thrown = group.d20s
      ? hiddenRoll(group, group.d20s, { ...options, d20: { sizes: [...group.sizes], reading } })
      : thrownRoll(group, options);
    rolls.push(dressThrownRoll(thrown, [options.stat, ...(options.partner ? [options.partner] : [])]));
  };
  for (const e of events) {
    if (e.type === "positionRolled") {
      if (e.group) roll(e.group, e.stat, e.spark ?? undefined);
      continue;
    }
    if (e.type !== "check") continue;
    const { rolls: groups = [], stat, spark, sparkRoll = 0, help } = e.check;
    // The Spark went to roll `sparkRoll` ("you choose which roll to Spark"): its second die is that roll's.
    groups.forEach((group, i) => roll(group, stat, i === sparkRoll ? spark : undefined));
    if (groups.length && diceSoNiceActive())
      help?.forEach((h) => {
        if (h.analytical?.length) rolls.push(helpRoll(h.analytical));
      });
  }
  return rolls;
}

/** Is Dice So Nice active in this world (a world setting: the same on every client)? Only for it are Help dice carried:
 *  without it the card's rolls are its Checks' alone (core sounds the card either way). */
function diceSoNiceActive(): boolean {
  // Stryker disable next-line OptionalChaining: the modules are there once the world is ready, before any card
  return !!game.modules?.get("dice-so-nice")?.active;
}

/** Analytical's four d6 ("rolling four d6", thrown by the engine, never bumping), thrown with the Check in the colours
 *  chosen for Help dice. */
function helpRoll(dice: readonly number[]): Roll.Any {
  const term = new foundry.dice.terms.Die({
    number: dice.length,
    faces: 6,
    results: dice.map((result) => ({ result, active: true })),
  });
  const colorset = colorsetFor("help");
  // Dice So Nice reads a colour set from the term's options (no part of core's declared term options).
  // Stryker disable next-line ConditionalExpression: a null colour set is read as none, as an absent one
  if (colorset) Object.assign(term.options, { colorset });
  return foundry.dice.Roll.fromTerms([term]);
}

/**
 * A roll of throws already made: an Endeavor's Checks and position rolls are thrown by the rules engine on Foundry's
 * random source and recorded; this hands them back to Foundry so the message carries them and Dice So Nice throws the
 * same dice, flagged as HumanityCheckRoll flags its own. Here, not in the roll class: the class is in the always-loaded
 * bundle.
 */
export function thrownRoll(
  { sizes, throws }: { sizes: readonly number[]; throws: readonly (readonly number[])[] },
  options: RollOptions = {},
): HumanityCheckRoll {
  const runs = runsOf(sizes);
  const results: foundry.dice.terms.DiceTerm.Result[][] = runs.map(() => []);
  for (const faces of throws) {
    let at = 0;
    runs.forEach((run, i) => {
      for (const result of faces.slice(at, at + run.count)) results[i]!.push({ result, active: true });
      at += run.count;
    });
  }
  const terms = groupTerms(sizes, results);
  flagBumps(throwsOf(terms.filter((t): t is foundry.dice.terms.Die => t instanceof foundry.dice.terms.Die)));
  return HumanityCheckRoll.fromTerms(terms, options) as HumanityCheckRoll;
}

/**
 * Hidden Stat Dice: a roll the engine threw as d20s, handed back as one core d20 Die term (Dice So Nice throws d20s),
 * each result the d20 read, its `count` the value it reads as (what core totals), as HumanityCheckRoll reads its own
 * (dice/hidden-dice.ts). The engine records every die's d20s in every throw (rules/dice.ts, endeavor/dice.ts groupOf).
 * Here, not in the roll class: the class is in the always-loaded bundle.
 */
function hiddenRoll(
  group: GroupRoll,
  d20s: readonly (readonly (readonly number[])[])[],
  options: RollOptions,
): HumanityCheckRoll {
  const results: HiddenResult[] = group.throws.flatMap((values, t) =>
    values.map((count, k) => {
      const thrown = d20s[t]![k]!;
      return {
        result: thrown.at(-1)!,
        count,
        active: true,
        ...(thrown.length > 1 ? { redone: thrown.slice(0, -1) } : {}),
      };
    }),
  );
  // Every die a d20: one term (as groupTerms makes for a run of equal sizes), its throws flagged as any group's.
  const die = new foundry.dice.terms.Die({ number: group.sizes.length, faces: 20, results });
  flagBumps(throwsOf([die]));
  return HumanityCheckRoll.fromTerms([die], options) as HumanityCheckRoll;
}
