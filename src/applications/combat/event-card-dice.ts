// The dice behind an Endeavor card, as Foundry rolls. Kept apart from event-card.ts, whose words and icons load
// without Foundry's dice (the harness draws cards from them), and loaded with the first card posted.
import type { EndeavorEvent } from "../../rules/endeavor";
import { DEFAULT_ASTERISK_READING, type AsteriskReading, type GroupRoll } from "../../rules/dice";
import { flagBumps, groupTerms, runsOf, throwsOf } from "../../dice/group-terms";
import type { HiddenResult } from "../../dice/hidden-dice";
import type { RollOptions } from "../../dice/humanity-check-roll";
import { statId } from "../../documents/endeavor-setup";
import { HumanityCheckRoll } from "../../dice/humanity-check-roll";

/**
 * The dice the engine threw for these events, as Foundry rolls: each Check's rolls and each v0.0.18 position roll, in
 * order. Carried by the message so Dice So Nice throws them and core sounds them; a total the engine was handed
 * (no throws recorded) has no dice to show.
 */
export function thrownRolls(events: readonly EndeavorEvent[], reading: AsteriskReading = DEFAULT_ASTERISK_READING): HumanityCheckRoll[] {
  const rolls: HumanityCheckRoll[] = [];
  // Hidden Stat Dice: a roll thrown as d20s is handed back as d20s (Dice So Nice throws d20s), each read as its die.
  const roll = (group: GroupRoll, options: { stat: string; partner?: string }) =>
    group.d20s ? hiddenRoll(group, group.d20s, { ...options, d20: { sizes: group.sizes.slice(), reading } }) : HumanityCheckRoll.fromThrows(group, options);
  for (const e of events) {
    if (e.type === "positionRolled" && e.group) rolls.push(roll(e.group, { stat: statId(e.stat), ...(e.spark ? { partner: statId(e.spark) } : {}) }));
    if (e.type !== "check") continue;
    const { rolls: groups = [], stat, spark } = e.check;
    groups.forEach((group, i) => rolls.push(roll(group, { stat: statId(stat ?? ""), ...(i === 0 && spark ? { partner: statId(spark) } : {}) })));
  }
  return rolls;
}

/**
 * Hidden Stat Dice: a roll the engine threw as d20s, handed back as core d20 Die terms (Dice So Nice throws d20s), each
 * result the d20 read, its `count` the value it reads as (what core totals), as HumanityCheckRoll reads its own
 * (dice/hidden-dice.ts). Here, not in the roll class: the class is in the always-loaded bundle.
 */
function hiddenRoll(group: GroupRoll, d20s: readonly (readonly (readonly number[])[])[], options: RollOptions): HumanityCheckRoll {
  const runs = runsOf(group.sizes.map(() => 20));
  const results: HiddenResult[][] = runs.map(() => []);
  group.throws.forEach((values, t) => {
    let at = 0;
    runs.forEach((run, i) => {
      for (let k = at; k < at + run.count; k++) {
        const thrown = d20s[t]?.[k] ?? [values[k]!];
        results[i]!.push({ result: thrown.at(-1)!, count: values[k]!, active: true, ...(thrown.length > 1 ? { redone: thrown.slice(0, -1) } : {}) });
      }
      at += run.count;
    });
  });
  const terms = groupTerms(group.sizes.map(() => 20), results);
  flagBumps(throwsOf(terms.filter((t): t is foundry.dice.terms.Die => t instanceof foundry.dice.terms.Die)));
  return HumanityCheckRoll.fromTerms(terms, options) as HumanityCheckRoll;
}
