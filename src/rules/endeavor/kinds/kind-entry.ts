/**
 * What an entry of the kinds table (index.ts) is: the facts every module may read (`EndeavorKindRules`: sides, roles
 * and their actions, goal) and the behaviour the engine's turns, rounds and commands call (`KindEngine`, engine.ts).
 * A leaf of types: the kinds' own modules and the engine both import it, and it imports no module that reads a table.
 */
import type { Action, KindGmOps, SimpleAction, Special } from "../commands";
import type { DieSize } from "../../dice";
import type { ButtonRule } from "../buttons";
import type { Dice } from "../dice";
import type { Draft } from "../draft";
import type { EndeavorErrorCode } from "../errors";
import type { ButtonKind, EditionId, EndeavorState, Outcome, Participant, ParticipantRole } from "../state";
import type { TerrainSetup } from "./racing/terrain";
import type { LandSetup } from "./stealth/land";
import type { EndeavorKind } from "./kind-ids";

export type { EndeavorKind, LandSetup, TerrainSetup };

/** The Stat an action requires (book: each action's first words). */
export type StatRequirement = "hurt-only" | "not-hurt" | "any";

/** An action a side may take on its turn. `attack-violent`/`attack-non-violent` are the two Attacks; every other id is
 *  the action's `kind` in a command (commands.ts). An action a role's list leaves out is refused, whatever its kind,
 *  before any rule reads the kind's own state (action-stat.ts assertListed). */
export interface KindAction {
  id: "attack-violent" | "attack-non-violent" | Exclude<Action["kind"], "attack">;
  stat: StatRequirement;
  /** A kind's own action that is a Check made with the command's own options (command-checks.ts). */
  check?: boolean;
}

/** The special actions the engine knows (specials.ts and the kinds' own, `special`). */
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
  /** Its Action Die's Stat is never spent at the end of a round (the Stealth Eye's Watch Stat). */
  keepsActionDie?: boolean;
  /** It has no way out of the Endeavor: the GM cannot remove it (the Stealth Eye; the GM ends the Endeavor instead). */
  irremovable?: boolean;
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
  /** Every kind has characters and Monstrosities; a kind's own roles (state.ts ParticipantRoles) only in that kind. */
  roles: { character: KindRole; monstrosity: KindRole } & { [R in ParticipantRole]?: KindRole };
  /** Attacks reach up to X opponents (as the edition allows) or "another racer" (one). */
  attackTargets: "up-to-x" | "one";
  /** Racing: "When you spend a Blessing, gain a Fatigue button". */
  fatigueOnSpend: boolean;
  /** Racing Terrain `Area`: the nearest Area at or below you limits the Stats for Action Dice. */
  areas: boolean;
  /** "edition": the edition's turn order (rotate / fewest first); a kind's own order (KindTurnOrders) is never
   *  reversed, and its hooks say who goes first (engine.ts `firstTurn`, `goesFirst`). */
  turnOrder: "edition" | keyof KindTurnOrders;
  goal: {
    /** The position the board marks as the goal (Monstrous: allies' Declare Victory; Racing: the finish line). */
    position: "victoryPosition" | "finishLine" | null;
    /** Has the Endeavor ended, and how (called after every move and removal; null: it goes on). */
    outcome: (state: EndeavorState) => Outcome | null;
  };
  /** After a participant leaves an Endeavor that goes on (removal.ts): what the kind does (Rush passes the lead). */
  removed?: (d: Draft, id: string) => void;
  /** What the start form asks for this kind, and how the kind reads its own answers. */
  start: KindStart;
  /** What the board draws: markers coloured by side or all as racers, and the dangers it highlights. */
  board: {
    markers: "side" | "racer";
    dangers: readonly BoardDanger[];
  };
  /** Problems a reachable state never has in this kind's own slots, wherever they are set (invariants.ts; checked by
   *  the fuzz tests). */
  invariants?: (state: EndeavorState) => string[];
  /** Its own slots on a participant (`<kind>/types.ts`), which the Draft copies with the engine's. */
  participantSlots?: readonly (keyof Participant)[];
  /** The refusals only this kind makes (joined into ENDEAVOR_ERROR_CODES, index.ts). */
  errorCodes?: readonly EndeavorErrorCode[];
  /** How the kind's own buttons (state.ts ButtonKinds) are owned and activated (joined into BUTTON_RULES, index.ts). */
  buttonRules?: { [K in ButtonKind]?: ButtonRule };
}

/** The dangers a board may watch (open: a kind adds its own, `kinds/<kind>/types.ts`). */
export interface BoardDangers {
  wounds: true;
  schemes: true;
  finish: true;
}
export type BoardDanger = keyof BoardDangers;

/** A kind's own turn orders, by name (open: a kind adds its own, `kinds/<kind>/types.ts`). */
export interface KindTurnOrders {}
/** The start options a kind adds to the start request's shared ones (kind, edition, finish line, Terrain): a registry
 *  each kind's folder adds its own to by module augmentation (as stealth/start-options.ts does), empty here. */
export interface KindStartOptions {}

/** A kind's own start read into its part of the setup, or what could not be read (a refusal: its localisation key and
 *  data; refused rather than guessed, as a start the GM did not mean cannot be put right by undo). */
export type KindStartRead = { setup: KindSetup } | { refusal: string; data: Record<string, string> };

/** What the start form asks for a kind (the shared fields by name) and the kind's own start. */
export interface KindStart {
  finishLine: boolean;
  terrain: boolean;
  teams: boolean;
  sides: boolean;
  /** The kind's own fields on the start form, each by the start option it fills (a field may carry others beside). */
  fields?: readonly (keyof KindStartOptions)[];
  /** A kind that lays its own sides from the start form's two (allies, Monstrosities): the side a combatant takes, from
   *  the one chosen for it ("" left blank) and whether its actor is a Monstrosity. */
  side?: (chosen: string, monstrosity: boolean) => string;
  /** A side that plays without its actor's Stats and Blessings: what it plays with instead (null: its actor's). */
  stand?: (side: string, options: KindStartOptions) => { stats: Record<string, DieSize>; blessings: number[] } | null;
  /** The choices the kind's own fields offer (select options), by the start form's name for each list. */
  choices?: (combatants: readonly { id: string; name: string }[]) => Record<string, { value: string; label: string }[]>;
  /** The kind's own start options from the start form's values (by field name, a dotted name's group nested), as the
   *  start request carries them to the GM's client. */
  fromForm?: (form: Readonly<Record<string, unknown>>) => KindStartOptions;
  /** Reads the kind's own start options (none given: the form's defaults). */
  read?: (options: KindStartOptions) => KindStartRead;
  /** The world settings (Endeavor rulings, `endeavor<Option>`) the kind reads into its options, each with its readings
   *  (the first the default): settings.ts registers them, the start reads them. */
  rulings?: Readonly<Record<string, readonly string[]>>;
}

/** What creation hands a kind to lay its own parts (setup.ts `EndeavorSetup`, whose fields these are). */
export interface KindSetup {
  /** Racing: the lay of the land (Terrain buttons). */
  terrain?: TerrainSetup[];
  /** Stealth: the lay of the land (its buttons, land.ts). */
  land?: LandSetup[];
}

/**
 * The behaviour a kind adds to the engine's (engine.ts; every hook optional: a kind without one plays by the engine's
 * own rules there). Hooks that return a boolean say whether the kind did it (false: the engine does).
 */
export interface KindEngine {
  /** Creation: a participant's side, role and start when the kind lays its sides itself (null: the engine's). */
  place?: (name: string, side: string | undefined, stats: Record<string, DieSize>) => KindPlacement | null;
  /** Creation: the kind's own parts, once the participants and the Monstrosities' buttons are laid. */
  prepare?: (d: Draft, setup: KindSetup) => void;
  /** An action of the kind's own (or its own way with one of the engine's); listed for the role (action-stat.ts). */
  action?: (d: Draft, dice: Dice, by: string, a: SimpleAction) => boolean;
  /** After an action: `mark` is the events' length before it. */
  afterAction?: (d: Draft, mark: number) => void;
  /** Is a special action the table lists open now (the Eye's, by its mode)? */
  offersSpecial?: (state: EndeavorState, special: string) => boolean;
  /** A special action of the kind's own. */
  special?: (d: Draft, p: Participant, sp: Special) => boolean;
  /** The end of a participant's turn, before it counts as taken. */
  turnEnded?: (d: Draft, id: string) => void;
  /** Does the participant take another turn right away (an additional action)? */
  extraTurn?: (d: Draft, id: string) => boolean;
  /** The end of a round, before the next begins. */
  roundEnded?: (d: Draft) => void;
  /** A kind with its own turn order (the table's `turnOrder`): who takes the round's first turn, of those in it. */
  firstTurn?: (state: EndeavorState, ring: Participant[]) => Participant | null;
  /** …and those who go before every other participant this round (null: nobody does). */
  goesFirst?: (state: EndeavorState) => ((p: Participant) => boolean) | null;
  /** Who is considered for the special action (absent: every participant). */
  considered?: (state: EndeavorState, p: Participant) => boolean;
  /** The GM's overrides of the kind's own (commands.ts KindGmOps), by name. */
  gmOps?: { [K in keyof KindGmOps]?: (d: Draft, op: KindGmOps[K]) => void };
}

export type KindPlacement = Pick<Participant, "side" | "role" | "start">;
