/**
 * The Endeavor state: plain JSON (stored on a Foundry Combat's system data), versioned, never mutated by the engine.
 * Book: "Endeavors" (Rounds, Actions, Tracks) in both editions.
 */
import type { AsteriskReading, DieSize, GroupRoll } from "../dice";
import type { EndeavorKind } from "./kinds/kind-ids";

export const ENDEAVOR_STATE_VERSION = 1 as const;

export type EditionId = "v0.0.21.10" | "v0.0.18";
export type { EndeavorKind };
/** Monstrous Endeavors have two sides; in Racing each racer is its own side unless setup groups them. */
export type Side = string;
export const ALLIES = "allies";
export const MONSTROSITIES = "monstrosities";

/** Secret Monstrosity tags (book: "Monstrosities", Recovery button). */
export type MonstrosityTag = "Revenge" | "Unrelenting" | "Horde" | "Immunity" | "Unique";
export const MONSTROSITY_TAGS: readonly MonstrosityTag[] = ["Revenge", "Unrelenting", "Horde", "Immunity", "Unique"];

/** Specializations the engine knows (Session Shop, "Specialization Options"); others are narrative only. */
export const ENDEAVOR_SPECIALIZATIONS = [
  "Zealous",
  "Heavy",
  "Tireless",
  "Commanding",
  "Dominating",
  "Imposing",
  "Critical",
  "Tactical",
  "Sure-footed",
  "Radiant",
  "Kinetic",
  "Helpful",
  // Humanity, Endeavored (Specialization Options): a temporary Sanctuary in an Endeavor with an Eye.
  "Hidden",
  // Used on others' Checks (rules check-reactions.ts, analytical.ts).
  "Mischievous",
  "Resolved",
  "Protective",
  "Analytical",
] as const;
export type EndeavorSpecialization = (typeof ENDEAVOR_SPECIALIZATIONS)[number];

/** An Aptitude and the Specialization on it, by name (Radiant grants "one of your other Aptitudes"). */
export interface AptitudeEntry {
  name: string;
  specialization: string | null;
}

/** Radiant: an Aptitude (with its Specialization) lent to an ally for some of their turns. */
export interface Grant {
  from: string;
  aptitude: string;
  specialization: string | null;
  turns: number;
}

export type Phase = "choosing" | "turns" | "fatigue" | "special" | "ended";

/** The kinds of button, by name (the value is unused). Open: a kind of Endeavor adds its own buttons from its folder
 *  (`declare module` in `kinds/<kind>/types.ts`), as it adds its own state below. */
export interface ButtonKinds {
  wound: true;
  scheme: true;
  recovery: true;
  defeat: true;
  terrain: true;
  fatigue: true;
  zeal: true;
}
export type ButtonKind = keyof ButtonKinds;

export interface Button {
  id: string;
  kind: ButtonKind;
  position: number;
  /** Personal buttons belong to one participant; global buttons (Scheme) have owner null. */
  owner: string | null;
  /** Terrain with the `Area` tag: the Stats allowed as Action Dice while it is the nearest Area at or below you. */
  area?: string[];
  /** A temporary button (Sweep Defenses' Alarms, Hidden's Sanctuary): removed at the end of this round. */
  expires?: number;
}

/** Why a participant left (open: a kind adds its own ways out from its folder). */
export interface RemovalReasons {
  defeat: true; // Defeat button (Monstrous)
  maximum: true; // Maximum Success on a violent Attack
  wounds: true; // three Wound buttons in a row
  victory: true; // Declare Victory
  fatigue: true; // failed Fatigue Check (Racing)
  gm: true;
}
export type RemovalReason = keyof RemovalReasons;

export interface Removal {
  round: number;
  reason: RemovalReason;
  by: string | null;
}

/**
 * What a participant's actor brings to a Check (the book: effects apply "as Normal" in Endeavor Checks). The Foundry
 * layer re-reads it from the actor at each command and carries it on the command (`Command.traits`), so a replay
 * sees what the Check saw. Stat ids as the core rules name them ("hurt"). Absent: nothing (older states, bare tests).
 */
export interface CheckTraits {
  /** Condition ids (ache, cursed, disarmed, famous, taxed, surprised, uncool, vexed/vulnerable). */
  conditions: string[];
  /** Condition id → the Stat it affects, where the sheet records it (Ache, Vexed, Vulnerable). */
  affected?: Record<string, string>;
  /** The Lifestyle, for its Ignited (v0.0.21.10) or Overcharged (v0.0.18) Stats. */
  lifestyle?: string;
  /** Base names of the Specializations that change Checks (Ascendant, Ambidextrous …). */
  specializations?: string[];
  /** Things gained of exceptional quality (the Gains upgrade), by name: an Endeavor Check may use one, as the roll
   *  dialog offers them. */
  exceptional?: string[];
  /** Famous: the participants this actor has exerted their fame over this session (conditions.ts famousUsedOn). */
  famousOver?: string[];
}

export interface Participant {
  id: string;
  name: string;
  side: Side;
  /** "monstrosity": a Monstrosity, with the Monstrosity action and button tables; a kind may add roles of its own. */
  role: ParticipantRole;
  /** Stat name → Stat Die size (base size; spent Stats are reported by statDie()). */
  stats: Record<string, DieSize>;
  /** Permanent pool of Blessings, mirrored from the actor; engine spends from it when a command pays with it. */
  blessings: number[];
  /** Temporary Blessings; they disappear at the end of the Endeavor. */
  temporary: number[];
  position: number;
  /** Starting position (SP for a Monstrosity; Recovery returns here). */
  start: number;
  tags: MonstrosityTag[];
  specializations: EndeavorSpecialization[];
  /** Tireless: the Stat chosen when the Specialization was gained. */
  tirelessStat: string | null;
  /** Specializations used and not yet recharged (book: "Recharge"). */
  needsRecharge: EndeavorSpecialization[];
  removed: Removal | null;

  // ---- per round ----
  /** default edition: the Stat chosen as Action Die; v0.0.18: the Stat of the position roll. */
  actionDie: string | null;
  /** v0.0.18 position roll (total) or null. */
  positionRoll: number | null;
  /** Spark partner of the v0.0.18 position roll. */
  positionSpark: string | null;
  /** v0.0.18: the position roll as the engine threw it, for the cards of the Checks that use it (absent when the
   *  Foundry layer supplied the total, and in older states). */
  positionGroup?: GroupRoll | null;
  /** X bonus this round (Heavy, Help used on X). */
  xBonus: number;
  /** Passed to delay the action (book: Pass): turns go to others first; Helping then uses up the action. */
  delayed: boolean;
  skipping: boolean;
  acted: boolean;
  /** Opponents who moved this participant down this round (Revenge). */
  movedDownBy: string[];
  /** default edition: spent Stats (book: "Spend Action Die"). */
  spent: string[];
  /** Recovery buttons activated so far (Unrelenting). */
  recoveries: number;
  /** Has made a roll in this Endeavor (v0.0.18: a position roll) — Imposing's "first roll". Absent in states saved
   *  before Imposing was known: read as false (one more Imposing roll at most, never a lost one). */
  rolled?: boolean;
  /** The character's Aptitudes with their Specializations (absent in older states: none known). */
  aptitudes?: AptitudeEntry[];
  /** Kinetic (v0.0.18): used or kept this round (the round waits for a holder who may still exchange). */
  kineticDone?: boolean;
  /** Aptitudes lent by an ally's Radiant, counted down at the end of each of this participant's turns. */
  granted?: Grant[];
  /** What the actor brings to a Check, as last read (see CheckTraits). */
  traits?: CheckTraits;
  /** Hidden Stat Dice (Humanity, Endeavored, "Using d20s"): every Stat Die this participant rolls is thrown as a d20
   *  and read through the d20 Conversion table. Read from the actor by the GM's client at setup; absent: real dice. */
  rollD20s?: boolean;
  /** Quicken Pace: additional actions granted for a round (`left` of them not yet taken). Absent: none. */
  extraActions?: { round: number; left: number };
}

/** The roles a participant may play (open: a kind adds its own roles from its folder). */
export interface ParticipantRoles {
  character: true;
  monstrosity: true;
}
export type ParticipantRole = keyof ParticipantRoles;

export interface Protection {
  by: string;
  target: string;
  ranks: number;
  /** Ends at the protector's first turn in this round or later: normally the next round ("until your next turn");
   *  Sure-footed makes it later. Absent in states saved before Sure-footed: it ends at their next turn. */
  until?: number;
}

export type PendingKind = "revenge" | "unrelenting" | "zeal";
export interface PendingAttack {
  kind: PendingKind;
  by: string;
  /** Revenge: only opponents who moved you down this round. Empty = any opponent. */
  eligible: string[];
}

/** A Delayed Attack whose trigger is set (book: "Delayed Attacks"), waiting for the GM to activate it. */
export interface DelayedAttack {
  id: string;
  by: string;
  targets: string[];
  violent: boolean;
  /** The Stat the Defenders check with (violent: Hurry in v0.0.21.10). */
  stat: string;
  /** Set "at the time the trigger is set" (v0.0.18: Normal, the dice compared for each Defender when it fires). */
  difficulty: "easy" | "normal" | "hard";
  /** Ranks past Hard (an Aptitude and its Specialization: Hard with three rolls). Absent: none. */
  extraRanks?: number;
  /** v0.0.18: the Attacker's Attack Stat Die when it was set, compared with each Defender's Defense Stat Die. */
  attackDie?: DieSize;
  /** The Attacker's X (v0.0.18: the position-roll amount) when it was set. */
  amount: number;
  /** The trigger as the Attacker described it. */
  trigger: string;
  round: number;
}

export interface EndeavorOptions {
  /** Ties for turn order (both editions: "resolving ties at table discretion"): earliest or latest seat first. */
  turnTies: "seat" | "reverse-seat";
  /** Which Blessings count to pick the special-action chooser (table discretion): temporary only or all. */
  specialCount: "temporary" | "all";
  /** Ties for the special-action chooser ("resolving ties at table discretion"; v0.0.18: "with the GM resolving
   *  ties"): every tied participant may choose (first to act wins), the earliest seat, the GM names one of them
   *  (GmOp "chooser"; until then none may choose), one of them at random (recorded on the command as
   *  `specialChooser`, so replays agree), or whoever of them acted last this round. World setting specialActionTies. */
  specialTies: "any" | "seat" | "gm" | "random" | "lastActed";
  /** Racing: the finish line position. */
  finishLine: number;
  /** Monstrous: position for allies' Declare Victory (book: 30). */
  victoryPosition: number;
  /** Monstrous: Schemes in a row for Monstrosities' Declare Victory (book: 10). */
  victorySchemes: number;
  /** Open readings, each a world setting (README, "Table rulings"); absent in older states: the default.
   *  The die a spent Stat rolls when it must be rolled (a Delayed Attack's defence): "d2" (default: the rules
   *  README's reading, implied by Tireless) or its own die (the book only says a spent Stat "can't be an Action Die or
   *  Spark"). */
  spentDie?: "d2" | "own";
  /** Monstrous: three Wound buttons in a row remove an ally whenever they are made (default: the Goal, "before they
   *  can give you three Wound buttons in a row"), or only through the Monstrosities' Perform Combo, the one text
   *  that says "any opponents with three or more Wound buttons in a row are removed". */
  woundRemoval?: "immediate" | "combo";
  /** Protect ("their relevant Attacks are one rank more difficult") reaches Delayed Attacks: each rank protecting a
   *  Defender makes their defence one rank easier. Default false: the defence is the Defender's Check, not an
   *  Attack. */
  protectDelayed?: boolean;
  /** A Stat balanced with Hurt may stand in for "Hurt only" (a violent Attack with an unconventional Stat, as Checks
   *  allow "a Stat balanced with" the usual one). Default false: the Action Die must be Hurt. */
  hurtStandIn?: boolean;
  /** v0.0.18 Protect: "their relevant Checks are one rank more difficult" — Attacks on the protected only (default,
   *  as v0.0.21.10 words it), or every Check the protector's opponents make. */
  protectReach?: "attacks" | "checks";
  /** Group movement ("how the group distributes this movement among its members is up to the group to decide"): who
   *  sets the shares of a violent Attack's total X among its targets — "group" (default, the book's reading): the group
   *  moved, so a player sets them only for a group they play entirely and the GM confirms any other (blank: evenly);
   *  "attacker": the Attacker's player chooses them. Enforced where commands are authorised (the GM's relay). */
  groupSplit?: "group" | "attacker";
  /** Hidden Stat Dice: the d20 Conversion table's "* Or redo the roll" — the table's value (absent: the default, rules
   *  DEFAULT_ASTERISK_READING; kept out of DEFAULT_OPTIONS, which the always-loaded bundle carries) or the d20 thrown
   *  again (world setting d20Asterisks, kept from the Endeavor's start so replays agree). */
  d20Asterisks?: AsteriskReading;
}

/** An option's value, or its default in a state saved before the option existed. */
export const optionOf = <K extends keyof EndeavorOptions>(
  state: { options: EndeavorOptions },
  key: K,
): NonNullable<EndeavorOptions[K]> => (state.options[key] ?? DEFAULT_OPTIONS[key]) as NonNullable<EndeavorOptions[K]>;

export interface Outcome {
  /** Winning side, or null when nobody is left. */
  winner: Side | null;
  /** Racing: the winning racer. */
  winnerId: string | null;
  reason: keyof OutcomeReasons;
}

/** How an Endeavor may end (open: a kind adds its own endings from its folder). */
export interface OutcomeReasons {
  "opponents-removed": true;
  "allies-removed": true;
  "finish-line": true;
  "last-standing": true;
  gm: true;
}

export interface TurnState {
  /** default edition: +1 = seat order, -1 = reverse. */
  direction: 1 | -1;
  /** Whoever had the most temporary Blessings when the direction was set. */
  anchor: string | null;
  /** Whose turn it is (null between phases). */
  current: string | null;
  /** Seat of the last participant to start a turn, for rotation. */
  lastSeat: number;
  /** This round's finished turns, in order (special-action ties "lastActed"; absent in older states: none known). */
  acted?: string[];
}

export interface EndeavorState {
  version: typeof ENDEAVOR_STATE_VERSION;
  edition: EditionId;
  kind: EndeavorKind;
  options: EndeavorOptions;
  round: number;
  phase: Phase;
  /** Seating order (the tracker order): rotation follows it. */
  participants: Participant[];
  buttons: Button[];
  nextButton: number;
  turn: TurnState;
  protections: Protection[];
  /** Interrupting Attacks (Revenge, Unrelenting, Zeal), resolved first-in-first-out before anything else. */
  pending: PendingAttack[];
  /** Special-action phase: who may choose. */
  chooser: string[];
  /** Special-action phase: the special action was performed or declined; the round ends as soon as the pending Attacks
   *  it caused (Zeal, Revenge) are resolved (flow.ts). Absent: not yet (and in states saved before it). */
  specialDone?: boolean;
  /** Delayed Attacks set and not yet triggered (absent in states saved before them: none). */
  delayed?: DelayedAttack[];
  outcome: Outcome | null;
  // A kind's own state (the kinds' folders add it to this interface: `kinds/<kind>/types.ts`) follows; the Draft
  // copies it as it is.
}

/** Every new Endeavor's options start from these (setup.ts), whatever its kind: the last two are Stealth's (typed in
 *  kinds/stealth/types.ts) and stay here, as every stored state has carried them, and the always-loaded bundle reads
 *  this object without the kinds table. */
export const DEFAULT_OPTIONS: EndeavorOptions = {
  turnTies: "seat",
  specialCount: "temporary",
  specialTies: "any",
  finishLine: 30,
  victoryPosition: 30,
  victorySchemes: 10,
  spentDie: "d2",
  woundRemoval: "immediate",
  protectDelayed: false,
  hurtStandIn: false,
  protectReach: "attacks",
  groupSplit: "group",
  objectiveStat: "choose",
  areaEnds: "line",
};

/** Has this Specialization: their own, or lent by Radiant while the grant lasts. */
export const hasSpecialization = (p: Participant, spec: EndeavorSpecialization): boolean =>
  p.specializations.includes(spec) || !!p.granted?.some((g) => g.specialization === spec);

/** Has this Specialization and need not pay its recharge before using it again. */
export const charged = (p: Participant, spec: EndeavorSpecialization): boolean =>
  hasSpecialization(p, spec) && !p.needsRecharge.includes(spec);

/** Active = still in the Endeavor. */
export const isActive = (p: Participant): boolean => p.removed === null;

export function findParticipant(state: EndeavorState, id: string): Participant | undefined {
  return state.participants.find((p) => p.id === id);
}

export function opponentsOf(state: EndeavorState, p: Participant): Participant[] {
  return state.participants.filter((q) => isActive(q) && q.side !== p.side);
}
