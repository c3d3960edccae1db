/**
 * Every kind of Endeavor, in ONE table beside the edition table (issue 28): what a kind is — its sides and how they are
 * set up, the actions and special actions each side has (with the Stat each requires), its buttons, turn order, goal
 * and how it ends, what the start form asks, what the board watches. The engine, the tracker, the board, the start
 * form and the cards read this table; no other file names a kind (test/rules/endeavor/kinds-named.test.ts). A new
 * kind is one entry here plus the modules for its own rules (files named after it: `<kind>-*.ts`).
 *
 * Book (v0.0.21.10): "👹 Monstrous Endeavors", "🏇 Racing Endeavors"; supplement *Humanity, Endeavored*: "⏩ Rush
 * Endeavors" (rush-*.ts) and Stealth Endeavors.
 */
import { BUTTON_RULES } from "./buttons";
import { monstrousOutcome } from "./monstrous-goal";
import { racingOutcome } from "./racing-goal";
import { EYE_SIDE, ROGUES } from "./stealth-area";
import { stealthOutcome } from "./stealth-goal";
import { ALLIES, MONSTROSITIES, type ButtonKind, type EditionId, type EndeavorState, type Outcome } from "./state";

/** Every kind, in the order the start form offers them. */
export const ENDEAVOR_KIND_IDS = ["monstrous", "racing", "rush", "stealth"] as const;
export type EndeavorKind = (typeof ENDEAVOR_KIND_IDS)[number];

/** The Stat an action requires (book: each action's first words). */
export type StatRequirement = "hurt-only" | "not-hurt" | "any";

/** An action a side may take on its turn. `attack-violent`/`attack-non-violent` are the two Attacks; every other id is
 *  the action's `kind` in a command (commands.ts). An action a role's list leaves out is refused, whatever its kind,
 *  before any rule reads the kind's own state (action-stat.ts assertListed). */
export interface KindAction {
  id:
    | "attack-violent"
    | "attack-non-violent"
    | "advance"
    | "protect"
    | "pass"
    | "unique"
    // The Specializations' actions and Delayed Attacks: their own rules say which die they take (actions.ts).
    | "zealous"
    | "commanding"
    | "radiant"
    | "delayedAttack"
    // Stealth: the rogues' Move, Cover, an Objective's Check, Hidden; the Eye's actions (stealth-eye.ts): no Stat.
    | "move"
    | "cover"
    | "objective"
    | "hidden"
    | "search"
    | "scan"
    | "awaken"
    | "wound";
  stat: StatRequirement;
}

/** The special actions the engine knows (specials.ts performs them). */
export type SpecialId =
  | "combo"
  | "declareVictory"
  | "overcome"
  | "plotVictory"
  | "declareVictoryAll"
  | "quickenPace"
  | "sweepDefenses"
  | "engageSentry";

/** What a role plays with in this kind: "character" (allies, racers) or "monstrosity". */
export interface KindRole {
  actions: readonly KindAction[];
  specials: readonly SpecialId[];
  /** The button kinds this role's rules make or meet (the board's legend; GM's "add a button"). */
  buttons: readonly ButtonKind[];
}

export interface EndeavorKindRules {
  id: EndeavorKind;
  /** Its name, localised (lang/en.json). */
  label: string;
  /** Editions that have this kind (v0.0.18 has Monstrous Endeavors only). */
  editions: readonly EditionId[];
  sides: {
    /** The sides a participant may be on; null: any team label (a racer with none is their own side). */
    fixed: readonly string[] | null;
    /** The side whose members are Monstrosities (SP, Recovery and Defeat buttons; the Monstrosity tables), or null. */
    monstrosities: string | null;
    /** May a participant Help an opponent's Check? (Monstrous: nobody Helps their opponents; Racing: any racer.) */
    helpOpponents: boolean;
  };
  /** How creation lays the track: Monstrosities at their SP with Recovery and Defeat buttons; the lay of the land as
   *  Terrain buttons. */
  setup: { sp: boolean; terrain: boolean; land?: boolean };
  /** "eye": the Eye of a Stealth Endeavor (absent in other kinds). */
  roles: { character: KindRole; monstrosity: KindRole; eye?: KindRole };
  /** Attacks reach up to X opponents (as the edition allows) or "another racer" (one). */
  attackTargets: "up-to-x" | "one";
  /** Racing: "When you spend a Blessing, gain a Fatigue button". */
  fatigueOnSpend: boolean;
  /** Racing Terrain `Area`: the nearest Area at or below you limits the Stats for Action Dice. */
  areas: boolean;
  /** "edition": the edition's turn order (rotate / fewest first); "leader-clockwise": seat order from the leader, never
   *  reversed (Rush). */
  turnOrder: "edition" | "leader-clockwise";
  /** Who is considered for the special action: every participant, or the leader and the opponents only (Rush). */
  specialChoosers: "all" | "leader-and-opponents";
  /** Does the kind elect a leader among the allies before the first round (Rush's charge leader)? */
  leader: boolean;
  goal: {
    /** The position the board marks as the goal (Monstrous: allies' Declare Victory; Racing: the finish line). */
    position: "victoryPosition" | "finishLine" | null;
    /** Has the Endeavor ended, and how (called after every move and removal; null: it goes on). */
    outcome: (state: EndeavorState) => Outcome | null;
  };
  /** What the start form asks for this kind. */
  start: { finishLine: boolean; terrain: boolean; teams: boolean; sides: boolean; leader: boolean; land?: boolean };
  /** What the board draws: markers coloured by side or all as racers, and the dangers it highlights. */
  board: {
    markers: "side" | "racer";
    dangers: readonly ("wounds" | "schemes" | "finish" | "leader" | "alarm" | "wake")[];
  };
}

const ALLY_ACTIONS: readonly KindAction[] = [
  { id: "attack-violent", stat: "hurt-only" },
  { id: "attack-non-violent", stat: "not-hurt" },
  { id: "advance", stat: "not-hurt" },
  { id: "protect", stat: "any" },
  { id: "pass", stat: "any" },
  { id: "unique", stat: "any" },
  // Zealous, Commanding, Radiant and Delayed Attacks: each checks its own die ("any": the table asks nothing more).
  { id: "zealous", stat: "any" },
  { id: "commanding", stat: "any" },
  { id: "radiant", stat: "any" },
  { id: "delayedAttack", stat: "any" },
];

const MONSTROUS: EndeavorKindRules = {
  id: "monstrous",
  label: "HB.Endeavor.Kind.monstrous",
  editions: ["v0.0.21.10", "v0.0.18"],
  sides: { fixed: [ALLIES, MONSTROSITIES], monstrosities: MONSTROSITIES, helpOpponents: false },
  setup: { sp: true, terrain: false },
  roles: {
    character: { actions: ALLY_ACTIONS, specials: ["combo", "declareVictory"], buttons: ["wound", "zeal"] },
    // Monstrosity Unique Skill: "If you have the Unique tag" (actions.ts).
    monstrosity: {
      actions: ALLY_ACTIONS,
      specials: ["combo", "declareVictory"],
      buttons: ["scheme", "recovery", "defeat"],
    },
  },
  attackTargets: "up-to-x",
  fatigueOnSpend: false,
  areas: false,
  turnOrder: "edition",
  specialChoosers: "all",
  leader: false,
  goal: { position: "victoryPosition", outcome: monstrousOutcome },
  start: { finishLine: false, terrain: false, teams: false, sides: true, leader: false },
  board: { markers: "side", dangers: ["wounds", "schemes"] },
};

const RACING: EndeavorKindRules = {
  id: "racing",
  label: "HB.Endeavor.Kind.racing",
  editions: ["v0.0.21.10"],
  sides: { fixed: null, monstrosities: null, helpOpponents: true },
  setup: { sp: false, terrain: true },
  roles: {
    character: { actions: ALLY_ACTIONS, specials: ["overcome"], buttons: ["terrain", "fatigue", "zeal"] },
    monstrosity: { actions: [], specials: [], buttons: [] },
  },
  attackTargets: "one",
  fatigueOnSpend: true,
  areas: true,
  turnOrder: "edition",
  specialChoosers: "all",
  leader: false,
  goal: { position: "finishLine", outcome: racingOutcome },
  start: { finishLine: true, terrain: true, teams: true, sides: false, leader: false },
  board: { markers: "racer", dangers: ["finish"] },
};

/**
 * Rush (supplement, "⏩ Rush Endeavors"): "performed like a Monstrous Endeavor, with the following adjustments" — the
 * charge leader (rush-leader.ts), the only ally considered for the special action; Plot Victory foils them
 * (rush-specials.ts); "Turn order moves clockwise, with the charge leader acting first, and it is never reversed. If
 * there is no charge leader, monstrosities act first." Goal: "Move all your opponents to position 0 before they can
 * complete their scheme or foil your plans" — as Monstrous (Defeat buttons at 0); "your opponents do not automatically
 * win if your entire side has been foiled", so foiling removes nobody. The supplement is written for v0.0.21.10 (Action
 * Die, X): a v0.0.18 world does not offer it (README).
 */
const RUSH: EndeavorKindRules = {
  ...MONSTROUS,
  id: "rush",
  label: "HB.Endeavor.Kind.rush",
  editions: ["v0.0.21.10"],
  roles: {
    character: MONSTROUS.roles.character,
    // "However, monstrosities use the following special actions instead": Plot Victory, Declare Victory (all).
    monstrosity: { ...MONSTROUS.roles.monstrosity, specials: ["plotVictory", "declareVictoryAll"] },
  },
  turnOrder: "leader-clockwise",
  specialChoosers: "leader-and-opponents",
  leader: true,
  start: { ...MONSTROUS.start, leader: true },
  board: { markers: "side", dangers: ["wounds", "schemes", "leader"] },
};

/**
 * Stealth (supplement, "💣 Stealth Endeavors"): rogues (begin at 1) against the Eye — one Watch Stat, no track
 * position, never Attacked directly, never spent — in warry then wake mode; the lay of the land as Alarm, Objective,
 * Escape and Sanctuary buttons (stealth-land.ts); rogue Attacks on the Eye's defenses, Move, Cover, Objective Checks
 * and Hidden (stealth-rogue-actions.ts); the Eye's actions and every special action (stealth-eye.ts); the buttons'
 * activation at the end of a turn, Quicken Pace's additional actions (stealth-turn.ts); the Alarms (stealth-alarms.ts);
 * the Goal and its endings (stealth-goal.ts). Written for v0.0.21.10: a v0.0.18 world does not offer it (README).
 */
const STEALTH: EndeavorKindRules = {
  id: "stealth",
  label: "HB.Endeavor.Kind.stealth",
  editions: ["v0.0.21.10"],
  // Rogues Help only rogues (Cover); the Eye helps nobody.
  sides: { fixed: [ROGUES, EYE_SIDE], monstrosities: null, helpOpponents: false },
  setup: { sp: false, terrain: false, land: true },
  roles: {
    character: {
      // "Rogue Actions" (Attack, Move, Cover), an activated Objective's Check and the Specializations' actions that
      // need no opponent's position (Hidden, Commanding, Radiant). Reading: Zealous and Delayed Attacks Attack an
      // opponent, and the Eye "cannot be Attacked directly" and has no position to be nearby: not offered.
      actions: [
        { id: "attack-violent", stat: "hurt-only" },
        { id: "attack-non-violent", stat: "not-hurt" },
        { id: "move", stat: "not-hurt" },
        { id: "cover", stat: "any" },
        { id: "objective", stat: "any" },
        { id: "hidden", stat: "any" },
        { id: "commanding", stat: "any" },
        { id: "radiant", stat: "any" },
      ],
      specials: ["quickenPace"],
      buttons: ["alarm", "objective", "escape", "sanctuary", "wound"],
    },
    monstrosity: { actions: [], specials: [], buttons: [] },
    eye: {
      actions: [
        { id: "search", stat: "any" },
        { id: "scan", stat: "any" },
        { id: "awaken", stat: "any" },
        { id: "wound", stat: "any" },
      ],
      specials: ["sweepDefenses", "engageSentry"],
      buttons: ["alarm"],
    },
  },
  // One target at most: the Eye, for a non-violent Attack.
  attackTargets: "one",
  fatigueOnSpend: false,
  areas: false,
  turnOrder: "edition",
  specialChoosers: "all",
  leader: false,
  goal: { position: null, outcome: stealthOutcome },
  start: { finishLine: false, terrain: false, teams: false, sides: true, leader: false, land: true },
  board: { markers: "side", dangers: ["alarm", "wake"] },
};

export const ENDEAVOR_KINDS: Record<EndeavorKind, EndeavorKindRules> = {
  monstrous: MONSTROUS,
  racing: RACING,
  rush: RUSH,
  stealth: STEALTH,
};

export const isEndeavorKind = (value: unknown): value is EndeavorKind =>
  (ENDEAVOR_KIND_IDS as readonly unknown[]).includes(value);

/** A kind's rules (an unknown kind — a hand-edited state — reads as the first, Monstrous). */
export function kindRules(kind: string): EndeavorKindRules {
  return isEndeavorKind(kind) ? ENDEAVOR_KINDS[kind] : ENDEAVOR_KINDS[ENDEAVOR_KIND_IDS[0]];
}

/** The kinds an edition has, in the table's order. */
export const kindsOf = (edition: EditionId): EndeavorKind[] =>
  ENDEAVOR_KIND_IDS.filter((k) => ENDEAVOR_KINDS[k].editions.includes(edition));

/** The kind every edition has, offered first and used when a form names none. */
export const DEFAULT_KIND: EndeavorKind = ENDEAVOR_KIND_IDS[0];

/** The button kinds an Endeavor of this kind uses (any role's), in the buttons table's order: the board's legend and
 *  the GM's "add a button" offer these and no others. */
export function buttonKindsOf(kind: string): ButtonKind[] {
  const used = new Set(Object.values(kindRules(kind).roles).flatMap((r) => r.buttons));
  return (Object.keys(BUTTON_RULES) as ButtonKind[]).filter((k) => used.has(k));
}
