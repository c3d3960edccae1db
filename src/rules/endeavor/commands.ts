/**
 * Commands: everything a table can ask of an Endeavor. A command that needs dice may carry the results rolled by the
 * Foundry dice layer (`roll`, `blessings`); when it does not, the engine rolls them with the injected Rng and returns
 * the command with the results filled in (`ApplyResult.command`), so replaying a log never needs the Rng again.
 */
import type { ButtonKind, CheckTraits, EndeavorOptions, RemovalReason } from "./state";

/** Blessings paid, by value, from the temporary and/or permanent pool. */
export interface Payment {
  temporary?: number[];
  permanent?: number[];
}

/** Help (book: "Helping"; Endeavors: Pass): a participant who has not acted spends ① on someone's Check. */
export interface HelpInput {
  by: string;
  pay: Payment;
  /** default edition, Pass: "This Help may be used to increase X values instead of increasing rolls as usual."
   *  "x-down": Cover (an Endeavor with an Eye) — "to increase or decrease X values". */
  use?: "roll" | "x" | "x-down";
  /** Tactical (default edition): the acting character had this ally Help them ("they skip their turn this round"),
   *  the ally's choice not needed. */
  tactical?: boolean;
  /** Analytical: Help "by rolling four d6" instead of spending a Blessing (`pay` is then empty). `dice`: the four
   *  results, written by the engine when it rolls them (the Foundry layer may supply them). */
  analytical?: { dice?: number[] };
}

export type Difficulty = "easy" | "normal" | "hard";

/** Options shared by every action that performs a Check. */
export interface CheckOptions {
  /** Totals of each roll of the Check, first the Action Die roll (v0.0.18: the position roll is used and not
   *  supplied). */
  roll?: number[];
  /** Imposing (default edition), the Endeavor's first roll, dice thrown by the Foundry layer: the additional roll's
   *  total, with `roll`. The engine keeps the higher of it and `roll[0]` and writes the kept one into `roll[0]`.
   *  Left out, a supplied `roll[0]` is taken as already kept (as the Foundry layer does for Horde). */
  imposing?: number;
  /** Each roll's throws, in the order of `roll` (per roll: one array of faces per throw, one face per die; a bump adds
   *  a throw; v0.0.18: the rolls after the position roll, whose throws travel on rollPosition). Written by the engine
   *  when it rolls, so a replay records them on the check event again; the Foundry layer may supply them with `roll`
   *  (refused unless they make its totals); left out with supplied totals, the check event records no throws. */
  throws?: number[][][];
  /** Spark the Action Die with a balanced, unspent Stat (default edition; v0.0.18 Sparks the position roll). */
  spark?: { stat: string; pay: Payment };
  helpers?: HelpInput[];
  /** Base difficulty at table discretion (Apts, Specs); v0.0.18 Attacks propose it from the dice (attack-difficulty.ts)
   *  and this overrides it. Protect adds ranks. */
  difficulty?: Difficulty;
  /** The Aptitude, by name, related enough to this Check: its ease (v0.0.21.10) or aid (v0.0.18) applies. An own
   *  Aptitude or one lent by Radiant. */
  withAptitude?: string;
  /** An exceptional thing gained helps this Check (Gains). */
  exceptional?: boolean;
  /** Which roll of a Hard Check the Spark goes to ("you choose which roll to Spark"; default edition); default 0. */
  sparkRoll?: number;
  /** Whether the roller's Ache affects the Stats rolled, when the sheet does not record which Stat aches. */
  aching?: boolean;
  /** Famous: this Attack is against someone less famous (+2). */
  lessFamous?: boolean;
  /** Another participant's Mischievous, decided before the roll and used only if the Check would succeed ("When
   *  another character would succeed a Check … modify that character's result by −3"; Recharge ⑤). */
  mischievous?: string;
  /** Vexed (v0.0.21.10) / Vulnerable (v0.0.18): the participant watching who has the Check "automatically fail" when
   *  it uses the affected Stat and would succeed. */
  watchedBy?: string;
}

export interface AttackAction extends CheckOptions {
  kind: "attack";
  violent: boolean;
  targets: string[];
  /** Immunity tag: the table judges the Attack "related enough" to the Monstrosity's Aptitudes. */
  relatedToAptitudes?: boolean;
  /** On a Maximum Success: which target is removed (default: the first). */
  remove?: string;
  /** Group movement (book: "Group Movement"): how the total X is shared among targets; default evenly, first first. */
  split?: Record<string, number>;
  /**
   * Non-violent: which temporary Blessings are stolen, per target (left out: the largest, spread over the targets).
   * Checked before any die is rolled (a bad choice is refused whatever the dice): only the targets' (immune ones left
   * out), only Blessings they hold (endeavor-blessing-not-held), otherwise endeavor-bad-distribution.
   * default edition: the exact choice — X (plus Help on X) Blessings in all, or all the targets have if fewer.
   * v0.0.18: how many are stolen depends on the roll (half the position roll ± boons and busts), so this is an order
   * of preference of any length: the Blessings listed are taken from the front (targets in the order given) until
   * the amount is reached, then the largest remaining. The applied command holds what was actually taken.
   */
  steal?: Record<string, number[]>;
  /** Critical: the Stat each target spends, as picked at random (filled in by the engine when left out). */
  critical?: Record<string, string>;
  /** default edition: the victims' new temporary Blessings, per target, as rolled by the Foundry layer. */
  regained?: Record<string, number[]>;
  /** Protective (violent Attacks): target → the ally who "become[s] the Defender instead", before any roll. */
  protectors?: Record<string, string>;
  /** Defenders who use Resolved if the Attack succeeds against them (Recharge ④): one fewer boon and one more bust
   *  each for the Attacker, and each gains a Blessing. */
  resolved?: string[];
  /** Resolved's Blessing per Defender, as rolled (written by the engine when it rolls). */
  gained?: Record<string, number[]>;
}

export interface AdvanceAction extends CheckOptions {
  kind: "advance";
}

export interface ProtectAction {
  kind: "protect";
  /** Yourself or an ally. */
  target: string;
  pay: Payment;
  /** Sure-footed (default edition), protecting yourself: the Check made with your Action Die to protect yourself
   *  further (on a success the protection lasts X more rounds). Left out: no Check. */
  check?: CheckOptions;
}

export interface PassAction {
  kind: "pass";
}

export interface UniqueSkillAction {
  kind: "unique";
  /** ⊜⊜ */
  pay: Payment;
  actions: [SimpleAction, SimpleAction];
}

/** Zealous Specialization: Zeal buttons 1 below you and each ally. Recharge ④. */
export interface ZealousAction {
  kind: "zealous";
}

/** Commanding Specialization: an ally who has not acted chooses a new Action Die (v0.0.18: a new position roll). */
export interface CommandingAction {
  kind: "commanding";
  target: string;
  stat: string;
  /** v0.0.18: the new position roll's total, if rolled by the Foundry layer. */
  roll?: number;
  /** v0.0.18: its throws (written by the engine when it rolls; see rollPosition). */
  throws?: number[][];
}

/** Radiant Specialization: lend one of your other Aptitudes to your allies (default edition: on a Check's success). */
export interface RadiantAction extends CheckOptions {
  kind: "radiant";
  aptitude: string;
}

/** Delayed Attack (book: "Delayed Attacks"): set a trigger; the Defenders check when the GM activates it. */
export interface DelayedAttackAction {
  kind: "delayedAttack";
  violent: boolean;
  targets: string[];
  /** The Stat the Defenders will use (violent, default edition: Hurry; otherwise the table's choice). */
  stat?: string;
  /** v0.0.21.10: the Attacker's own Aptitude related to this Attack ("the Attacker's Apts and Specs, at the time the
   *  trigger is set, may modify the difficulty"): a rank harder; `specialized`, its Specialization too: another. */
  aptitude?: string;
  specialized?: boolean;
  /** The GM's call ("other effects or situations, at table discretion"): replaces what the engine works out. */
  difficulty?: Difficulty;
  /** What sets it off, in the Attacker's words. */
  trigger?: string;
}

/** The GM activates a Delayed Attack's trigger; the engine fills in what it rolled or chose. */
export interface TriggerDelayed {
  type: "triggerDelayed";
  id: string;
  /** Each Defender's roll totals (Hard: two). */
  rolls?: Record<string, number[]>;
  /** Each Defender's throws, per roll (as CheckOptions.throws): written when the engine rolls, so replays keep them. */
  throws?: Record<string, number[][][]>;
  /** Critical: the Stat each Defender who rolled 2 or less spends. */
  critical?: Record<string, string>;
  /** Non-violent: the temporary Blessings stolen, and the victims' new ones (default edition). */
  steal?: Record<string, number[]>;
  regained?: Record<string, number[]>;
  /** The GM's call when the trigger fires, for every Defender ("at table discretion"); else the one set. */
  difficulty?: Difficulty;
}

/** Rogue Move: "On a success, move up or down by X." */
export interface MoveAction extends CheckOptions {
  kind: "move";
  direction: "up" | "down";
}
/** Rogue Cover: Pass's delay, whose Help may also lower X. */
export interface CoverAction {
  kind: "cover";
}
/** Hidden Specialization: a Check "to find or create a safe place". */
export interface HiddenAction extends CheckOptions {
  kind: "hidden";
}
/** A kind's own actions, by name (open: the kinds' folders add theirs, `kinds/<kind>/types.ts`). */
export interface KindActions {}

export type SimpleAction =
  | AttackAction
  | AdvanceAction
  | ProtectAction
  | ZealousAction
  | CommandingAction
  | DelayedAttackAction
  | RadiantAction
  | MoveAction
  | HiddenAction
  | KindActions[keyof KindActions];
export type Action = SimpleAction | PassAction | UniqueSkillAction | CoverAction;

export interface ComboSpecial {
  kind: "combo";
  /** Allies: how far you and your allies move down (id → amount). */
  down?: Record<string, number>;
  /** Allies: opponents moved down by the total actually moved (id → amount). Monstrosities: ignored. */
  opponents?: Record<string, number>;
  /** Monstrosities: the chosen opponents (the first freely, the rest with fewer than half your temporary Blessings). */
  targets?: string[];
}
export interface DeclareVictorySpecial {
  kind: "declareVictory";
  target: string;
}
export interface OvercomeSpecial {
  kind: "overcome";
}
/** Rogues' Quicken Pace: you and up to X allies (named) each take an additional action next round. */
export interface QuickenPaceSpecial {
  kind: "quickenPace";
  allies: string[];
}
/** The Eye's Sweep Defenses: two Alarm buttons (ids) with no Alarm between them. */
export interface SweepDefensesSpecial {
  kind: "sweepDefenses";
  between: [string, string];
}
export interface EngageSentrySpecial {
  kind: "engageSentry";
}
/** Rush Monstrosity: "Spend all your temporary Blessings and foil the charge leader. Then for each Recovery button your
 *  side has activated, add a Scheme button …" (what it names: the kind's folder, `kinds/rush/types.ts`). */
export interface PlotVictorySpecial {
  kind: "plotVictory";
}
/** Rush Monstrosity: "If there are 10 or more Scheme buttons in a row, spend all your temporary Blessings and remove
 *  all opponents from the Endeavor." */
export interface DeclareVictoryAllSpecial {
  kind: "declareVictoryAll";
}
export type Special =
  | ComboSpecial
  | DeclareVictorySpecial
  | OvercomeSpecial
  | PlotVictorySpecial
  | DeclareVictoryAllSpecial
  | QuickenPaceSpecial
  | SweepDefensesSpecial
  | EngageSentrySpecial;

export type GmOp =
  | { op: "move"; id: string; to: number }
  | {
      op: "addButton";
      kind: ButtonKind;
      position: number;
      owner: string | null;
      area?: string[];
      check?: { stat: string; difficulty: Difficulty };
    }
  | { op: "removeButton"; button: string }
  | { op: "endTurn" }
  | { op: "remove"; id: string; reason?: RemovalReason }
  | { op: "setOptions"; options: Partial<EndeavorOptions> }
  | { op: "end"; winner: string | null }
  /** Special-action ties resolved by the GM (option specialTies "gm"): which of the tied chooses. */
  | { op: "chooser"; id: string }
  | KindGmOp;

/** The GM's overrides a kind adds, by name (open: the kinds' folders add theirs; kind-entry.ts `KindEngine.gmOps`). */
export interface KindGmOps {}
export type KindGmOp = KindGmOps[keyof KindGmOps];

/** Carried by any command: what participants' actors bring to Checks, as the GM's client read them just before it
 *  (only those that changed). The engine stores them on the participants before it runs the command. */
export interface CommandTraits {
  traits?: Record<string, CheckTraits>;
  /** Special-action ties broken at random (option specialTies "random"): the one picked when this command ended the
   *  round's actions, written by the engine when it picks, so a replay (undo) picks the same. */
  specialChooser?: string;
}

export type Command = CommandBody & CommandTraits;

export type CommandBody =
  /** default edition: choose an unspent Stat as Action Die; gain X temporary Blessings (rolled as Blessings). */
  | { type: "chooseActionDie"; by: string; stat: string; blessings?: number[] }
  /** v0.0.18: position roll with any Stat (may Spark); gain half of it, rounded down, as temporary Blessings. */
  | {
      type: "rollPosition";
      by: string;
      stat: string;
      spark?: { stat: string; pay: Payment };
      roll?: number;
      blessings?: number[];
      /** Imposing, first position roll, dice thrown by the Foundry layer: the additional roll's total (with `roll`);
       *  the engine keeps the higher and writes it into `roll`. Left out, a supplied `roll` is taken as already
       *  kept. */
      imposing?: number;
      /** The kept roll's throws (one array of faces per throw, one face per die; bumps add throws), for the chat card:
       *  the engine writes them when it rolls; the Foundry layer may supply them with `roll`. */
      throws?: number[][];
    }
  /** default edition: skip this round to regain all spent Stats. */
  | { type: "skipRound"; by: string }
  | { type: "reverseTurnOrder"; by: string }
  | { type: "act"; by: string; action: Action }
  /** Resolve the first pending Attack (Revenge, Unrelenting, Zeal); `attack: null` declines where allowed. */
  | { type: "resolvePending"; by: string; attack: AttackAction | null }
  | { type: "fatigueCheck"; by: string; roll?: number[]; throws?: number[][][] }
  /** `special: null` declines to perform a special action this round. */
  | { type: "special"; by: string; special: Special | null }
  | TriggerDelayed
  /** Kinetic (v0.0.18): exchange position rolls with an ally who rolled lower, or keep yours (`ally: null`). */
  | { type: "kinetic"; by: string; ally: string | null; blessings?: number[] }
  /** Pay a Specialization's recharge cost (book: "Recharge"). */
  | { type: "recharge"; by: string; specialization: string; pay: Payment }
  | { type: "gm"; gm: GmOp };
