// The acting forms of an Endeavor with an Eye (Humanity, Endeavored, "💣 Stealth Endeavors"), from the engine state
// alone: a rogue's Attack on the Eye's defenses (which Alarm; which of the Eye's temporary Blessings to steal), Move
// (up or down, leaving by an Escape), Cover, an activated Objective's Check and Hidden; the Eye's Search, Scan, Awaken
// and Wound (the GM's: endeavor-gm.ts refuses anyone else); Quicken Pace, Sweep Defenses and Engage Sentry. Which
// action is legal stays the engine's call; these only offer what it would take.
import {
  hasSpecialization,
  isActive,
  specialsFor,
  xOf,
  type Button,
  type EndeavorState,
  type Participant,
} from "../../../../../rules/endeavor";
import { alarmsOf, distance, rogues } from "../../../../../rules/endeavor/kinds/stealth";
import { choice, type Choice } from "../../tracker-options";
import { awake } from "./eye-mode";
import { objectiveCheck } from "./objective-check";
import type { KindTurn, OwnAction, TurnDie } from "../kind-view";

function byPosition(a: Button, b: Button): number {
  return a.position - b.position || a.id.localeCompare(b.id);
}

/** An Alarm as a select names it: its position, and how far it is from the one choosing (a violent Attack's reach). */
function alarmChoice(
  state: EndeavorState,
  b: Button,
  from?: number,
): Choice & { position: number; far: number | null } {
  return {
    value: b.id,
    label: b.expires !== undefined ? "HB.Endeavor.Eye.alarmTemporary" : "HB.Endeavor.Eye.alarmAt",
    position: b.position,
    far: from === undefined ? null : distance(state, b.position, from),
  };
}

/** A rogue's turn. `violent`/`attack`: what the Check form says the Action Die allows ("Hurt only", "Not Hurt"). */
export function rogueTurn(state: EndeavorState, p: Participant, die: TurnDie) {
  const eye = state.participants.find((q) => q.role === "eye");
  const x = xOf(state, p);
  // Violent: "choose an Alarm button within X spaces of your position" — those in reach first; Help on X may reach
  // more, so every Alarm is offered (the engine refuses one out of reach). Blank: the nearest within reach.
  const alarms = alarmsOf(state)
    .sort(byPosition)
    .map((b) => alarmChoice(state, b, p.position))
    // A stable sort: each group stays in the positions' order.
    .sort((a, b) => Number(a.far! > x) - Number(b.far! > x));
  // The engine readies Objectives alone.
  const objectives = state.buttons
    .filter((b) => p.objectivesReady?.includes(b.id))
    .sort(byPosition)
    .map((b) => ({
      value: b.id,
      position: b.position,
      ...objectiveCheck(b),
    }));
  return {
    x,
    violent: die.violent ? { alarms, inReach: alarms.filter((a) => a.far! <= x).length } : null,
    // Non-violent: "steal X temporary Blessings of your choice from it" — one checkbox per Blessing the Eye holds.
    steal:
      die.notHurt && eye ? { eye: eye.id, name: eye.name, temporary: [...eye.temporary].sort((a, b) => b - a) } : null,
    // Move: "Not Hurt"; an Escape button on the way lets the rogue leave ("You may safely remove yourself").
    move: die.notHurt ? { escape: state.buttons.some((b) => b.kind === "escape") } : null,
    objectives,
    // Hidden: "Once per Stealth Endeavor as an action".
    hidden: hasSpecialization(p, "Hidden") && !p.hiddenUsed,
  };
}

/** The Eye's turn: the actions of its mode ("Warry mode": Search, Scan; "Wake mode": Awaken, Wound). */
export function eyeTurn(state: EndeavorState, p: Participant) {
  const wake = awake(state);
  const targets = rogues(state).map(choice);
  // Search: "a position without another button or character already" — the free ones in 1–20, listed as a hint.
  const taken = new Set([...state.buttons.map((b) => b.position), ...rogues(state).map((r) => r.position)]);
  const free = Array.from({ length: 20 }, (_, i) => i + 1).filter((n) => !taken.has(n));
  return {
    x: xOf(state, p),
    search: wake ? null : { free: free.join(" "), first: free[0] ?? 1 },
    scan: !wake,
    // Awaken: each Alarm's Wound button goes to a rogue of the Eye's choice (blank: the nearest).
    awaken: wake
      ? {
          alarms: alarmsOf(state)
            .sort(byPosition)
            .map((b) => ({ ...alarmChoice(state, b), temporary: b.expires !== undefined, targets })),
        }
      : null,
    wound: wake && targets.length ? { targets } : null,
  };
}

/** The actions the Eye's turn offers (tracker-turn.ts draws them as the other kinds' are): [value, offered, has fields
 *  in step 3, makes a Check with the Action Die]. */
function eyeActions(eye: ReturnType<typeof eyeTurn>): OwnAction[] {
  return [
    ["search", !!eye.search, true, false],
    ["scan", eye.scan, true, false],
    ["awaken", !!eye.awaken, true, false],
    ["wound", !!eye.wound, true, false],
  ];
}

/** The actions a rogue's turn offers, given what the Specializations' actions (Radiant, Commanding) offer now. */
function rogueActions(
  rogue: ReturnType<typeof rogueTurn>,
  specs: { radiant: boolean; commanding: boolean },
): OwnAction[] {
  return [
    ["violent", !!rogue.violent, true, true],
    ["attack", !!rogue.steal, true, true],
    ["move", !!rogue.move, true, true],
    ["objective", rogue.objectives.length > 0, true, true],
    ["hidden", rogue.hidden, true, true],
    ["radiant", specs.radiant, true, false],
    ["commanding", specs.commanding, true, false],
    ["cover", true, false, false],
  ];
}

/** The acting participant's turn: a rogue's or the Eye's own actions, in place of the book's usual ones; the Eye takes
 *  no Specialization's action. */
export function eyeEndeavorTurn(state: EndeavorState, p: Participant, die: TurnDie): KindTurn {
  if (p.role === "eye") {
    const eye = eyeTurn(state, p);
    return { fields: { rogue: null, eye }, actions: () => eyeActions(eye), noSpecializations: true };
  }
  const rogue = rogueTurn(state, p, die);
  return { fields: { rogue, eye: null }, actions: (specs) => rogueActions(rogue, specs), noSpecializations: false };
}

/** The special action a rogue or the Eye chooses at the round's end. */
export function eyeSpecials(state: EndeavorState, p: Participant) {
  const kinds = specialsFor({ state }, p);
  const x = xOf(state, p);
  return {
    // Quicken Pace: "You and up to X allies may each take an additional action during the next round."
    quicken: kinds.includes("quickenPace")
      ? {
          max: x,
          allies: state.participants
            // The Eye is a side of its own.
            .filter((q) => q.id !== p.id && isActive(q) && q.side === p.side)
            .map(choice),
        }
      : null,
    // Sweep Defenses: "Choose two Alarm buttons that have no Alarm buttons between them."
    sweep:
      kinds.includes("sweepDefenses") && alarmsOf(state).length > 1
        ? {
            alarms: alarmsOf(state)
              .sort(byPosition)
              .map((b) => alarmChoice(state, b)),
          }
        : null,
    sentry: kinds.includes("engageSentry"),
  };
}
