/** Help given to an Endeavor Check: Pass (a Blessing spent, on the roll or on X), Tactical and Analytical. */
import type { HelpInput } from "./commands";
import type { Dice } from "./dice";
import type { Draft } from "./draft";
import type { HelpRecord } from "./events";
import { helpBonus, helpEntryBonus, helpWorth, type HelpEntry } from "../check";
import { analyticalHelp } from "../analytical";
import { endeavorRules } from "./endeavor-editions";
import { refuse } from "./errors";
import { kindRules } from "./kinds";
import { pay } from "./payment";
import { hasSpecialization, isActive, type EndeavorState, type Participant } from "./state";

/** Tactical (default edition): the actor may call on an ally's Help without that ally's say. */
export const callsOnAllies = (state: EndeavorState, p: Participant): boolean =>
  endeavorRules(state.edition).spendsActionDie && hasSpecialization(p, "Tactical");

/** Cover: "This Help may be used to increase or decrease X values" — may Help lower X here, where some role of the
 *  kind takes Cover (kinds table)? The offers, the GM's relay and the engine all ask this. */
export const helpMayLowerX = (state: EndeavorState): boolean =>
  Object.values(kindRules(state.kind).roles).some((r) => r?.actions.some((a) => a.id === "cover"));

/** Help from participants who have not acted (book: Pass): each pays ①; their action is spent Helping. */

export function takeHelp(
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
    // Cover: "This Help may be used to increase or decrease X values" — in a kind whose table offers Cover.
    if (use === "x-down" && !helpMayLowerX(d.state))
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
