// The dice behind an Endeavor card, as Foundry rolls. Kept apart from event-card.ts, whose words and icons load
// without Foundry's dice (the harness draws cards from them), and loaded with the first card posted.
import type { EndeavorEvent } from "../../rules/endeavor";
import type { AsteriskReading, GroupRoll } from "../../rules/dice";
import { statId } from "../../documents/endeavor-setup";
import { HumanityCheckRoll } from "../../dice/humanity-check-roll";

/**
 * The dice the engine threw for these events, as Foundry rolls: each Check's rolls and each v0.0.18 position roll, in
 * order. Carried by the message so Dice So Nice throws them and core sounds them; a total the engine was handed
 * (no throws recorded) has no dice to show.
 */
export function thrownRolls(events: readonly EndeavorEvent[], reading: AsteriskReading = "table"): HumanityCheckRoll[] {
  const rolls: HumanityCheckRoll[] = [];
  // Hidden Stat Dice: a roll thrown as d20s is handed back as d20s (Dice So Nice throws d20s), each read as its die.
  const roll = (group: GroupRoll, options: { stat: string; partner?: string }) =>
    HumanityCheckRoll.fromThrows(group, { ...options, ...(group.d20s ? { d20: { sizes: group.sizes.slice(), reading } } : {}) });
  for (const e of events) {
    if (e.type === "positionRolled" && e.group) rolls.push(roll(e.group, { stat: statId(e.stat), ...(e.spark ? { partner: statId(e.spark) } : {}) }));
    if (e.type !== "check") continue;
    const { rolls: groups = [], stat, spark } = e.check;
    groups.forEach((group, i) => rolls.push(roll(group, { stat: statId(stat ?? ""), ...(i === 0 && spark ? { partner: statId(spark) } : {}) })));
  }
  return rolls;
}
