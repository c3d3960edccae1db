// The acting row's turn as the book orders it (pure display helper): the Action Die (chosen at the round's start),
// the action, what it needs (targets, Spark, Help, payments), the Check with its odds, and the confirming button.
// Which step is open is the row's own (turn-steps.ts walks them in the browser); here each action says which steps
// it has, so an action without targets or a Check goes straight to its confirmation.
import { outcomeOdds, OUTCOMES, type DieSize } from "../../rules";
import type { EndeavorState, Participant } from "../../rules/endeavor";

/** The actions whose Check is the tracker's check form (targets, Spark, Help) made with the Action Die. */
const CHECKED = new Set(["violent", "attack", "advance"]);

export interface TurnAction {
  value: string;
  label: string;
  /** Step 3 has fields for it (targets, an ally, a payment …). */
  details: boolean;
  /** Step 4: it makes a Check with the Action Die now. */
  check: boolean;
  /** Offered but impossible now (Radiant with no Aptitude to lend): the button says so by being disabled. */
  disabled: boolean;
}

interface ActView {
  violentAttack: boolean;
  attack: boolean;
  advance: boolean;
  protect: boolean;
  zealous: unknown;
  radiant: { aptitudes: readonly unknown[] } | null;
  delayed: unknown;
  commanding: { allies: readonly unknown[] } | null;
  unique: unknown;
}

/** The actions this turn offers, in the book's order (Attack, Advance, Protect, the Specializations', Pass). */
export function turnActions(act: ActView): TurnAction[] {
  const offered: [string, boolean, boolean][] = [
    ["violent", act.violentAttack, true], ["attack", act.attack, true], ["advance", act.advance, true],
    ["protect", act.protect, true], ["zealous", !!act.zealous, false], ["radiant", !!act.radiant, true],
    ["delayedAttack", !!act.delayed, true], ["commanding", !!act.commanding?.allies.length, true], ["unique", !!act.unique, true],
    ["pass", true, false],
  ];
  return offered.filter(([, on]) => on).map(([value, , details]) => ({
    value, label: `HB.Endeavor.Action.${value}`, details, check: CHECKED.has(value),
    disabled: value === "radiant" && !act.radiant?.aptitudes.length,
  }));
}

type PlainOdds = { outcome: string; label: string; percent: number; width: number }[];
/** Exact odds are a series to sum: worked out once per edition and die size (the tracker re-renders on every update). */
const known = new Map<string, PlainOdds>();

/** A Normal Check with the Action Die alone: the odds step's starting point before Spark and Help. */
export function plainOdds(state: EndeavorState, p: Participant, size: number): PlainOdds | null {
  if (!p.actionDie || !size) return null;
  const key = `${state.edition}|${size}`;
  let out = known.get(key);
  if (!out) {
    const odds = outcomeOdds({ sizes: [size as DieSize], difficulty: "normal", edition: state.edition });
    out = OUTCOMES.map((outcome) => ({ outcome, label: `HB.Outcome.${outcome}.name`, percent: Math.round(odds[outcome] * 100), width: Math.round(odds[outcome] * 1000) / 10 }));
    known.set(key, out);
  }
  return out;
}
