// The acting row's turn as the book orders it (pure display helper): the Action Die (chosen at the round's start),
// the action, what it needs (targets, Spark, Help, payments), the Check with its odds, and the confirming button.
// Which step is open is the row's own (turn-steps.ts walks them in the browser); here each action says which steps
// it has, so an action without targets or a Check goes straight to its confirmation.
import type { EndeavorState, Participant } from "../../../rules/endeavor";
import type { OwnAction } from "./kinds/index";
import { checkStep } from "./turn-odds";
import { fixedReactionFields } from "./tracker-check-form";

/** The actions whose Check is the tracker's check form (targets, Spark, Help) made with the Action Die. */
function checked(action: string): boolean {
  return action === "violent" || action === "attack" || action === "advance";
}

/** Step 3's title for the book's actions, by what it asks there (a kind names its own: kind-view.ts stepTitles). */
function bookTitle(action: string): string | undefined {
  const titles: Readonly<Record<string, string>> = {
    violent: "HB.Endeavor.Step.For.targets",
    attack: "HB.Endeavor.Step.For.targets",
    advance: "HB.Endeavor.Step.For.sparkHelp",
    protect: "HB.Endeavor.Step.For.protect",
    radiant: "HB.Endeavor.Step.For.radiant",
    delayedAttack: "HB.Endeavor.Step.For.delayed",
    commanding: "HB.Endeavor.Step.For.commanding",
    unique: "HB.Endeavor.Step.For.unique",
  };
  return titles[action];
}

/** Step 3's title for `action`: the kind's, the book's, or the step's own. */
export function stepTitle(action: string, own?: Readonly<Record<string, string>>): string {
  return own?.[action] ?? bookTitle(action) ?? "HB.Endeavor.Step.details";
}

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

interface CheckView {
  targets: readonly { value: string; checked: boolean }[];
  spark: unknown;
  reactions: Parameters<typeof fixedReactionFields>[0];
}

interface ActView {
  violentAttack: boolean;
  attack: boolean;
  advance: boolean;
  protect: boolean;
  pass: boolean;
  zealous: unknown;
  radiant: { aptitudes: readonly unknown[] } | null;
  delayed: unknown;
  commanding: { allies: readonly unknown[] } | null;
  unique: unknown;
  /** A kind's own table of actions (view/kinds/), instead of the book's usual ones. */
  ownActions: readonly OwnAction[] | null;
}

/** The actions this turn offers, in the book's order (Attack, Advance, Protect, the Specializations', Pass). */
export function turnActions(act: ActView): TurnAction[] {
  const usual: readonly (readonly [string, boolean, boolean])[] = [
    ["violent", act.violentAttack, true],
    ["attack", act.attack, true],
    ["advance", act.advance, true],
    ["protect", act.protect, true],
    ["zealous", !!act.zealous, false],
    ["radiant", !!act.radiant, true],
    ["delayedAttack", !!act.delayed, true],
    ["commanding", !!act.commanding?.allies.length, true],
    ["unique", !!act.unique, true],
    ["pass", act.pass, false],
  ];
  const offered: readonly OwnAction[] = act.ownActions ?? usual.map(([v, on, details]) => [v, on, details, checked(v)]);
  return offered
    .filter(([, on]) => on)
    .map(([value, , details, check]) => ({
      value,
      label: `HB.Endeavor.Action.${value}`,
      details,
      check,
      // Stryker disable next-line OptionalChaining: Radiant is offered only with its list of Aptitudes to lend
      disabled: value === "radiant" && !act.radiant?.aptitudes.length,
    }));
}

/** Step 4 of the turn: the Check's choices and its exact odds, for the first action offered that makes a Check (the
 *  tracker redraws them for the action chosen, as the form is edited: turn-odds.ts). */
export function turnCheck(
  state: EndeavorState,
  p: Participant,
  act: CheckView,
  actions: readonly TurnAction[],
  isGM: boolean,
) {
  const first = actions.find((a) => a.check && !a.disabled);
  // Stryker disable next-line ConditionalExpression: the acting participant has an Action Die
  if (!first || p.actionDie === null) return null;
  return checkStep(
    state,
    p,
    first.value,
    act.targets.filter((t) => t.checked).map((t) => t.value),
    !!act.spark,
    isGM,
    false,
    fixedReactionFields(act.reactions),
  );
}
