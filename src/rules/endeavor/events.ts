/** Events: what a command did, in order; the Foundry layer turns them into chat cards and tracker updates. */
import type { Button, DelayedAttack, Outcome, PendingKind, RemovalReason } from "./state";
import type { Difficulty } from "./commands";
import type { Adjustment } from "../check";
import type { GroupRoll } from "../dice";

/** A Blessing spent to Help a Check (book: "Helping"): who paid it, its value (its worth: the helper's Helpful makes
 *  it 1 more, to a maximum of 6), and whether it raised the roll or X (default edition, Pass). The bonus it gave is
 *  the core rules' helpBonus of the value. */
export interface HelpRecord {
  by: string;
  value: number;
  use: "roll" | "x" | "x-down";
  /** Analytical Help: the four d6 rolled (`value` is then 0; the bonus is +5 when the piles can be made equal). */
  analytical?: number[];
}

export interface CheckRecord {
  by: string;
  purpose:
    "attack" | "advance" | "fatigue" | "protect" | "defend" | "radiant" | "move" | "hidden" | keyof KindCheckPurposes;
  stat: string;
  totals: number[];
  difficulty: Difficulty;
  /** Extra ranks from Protect / Fatigue buttons past the first (each adds one more roll past Hard). */
  extraRanks: number;
  helpBonus: number;
  outcome: string;
  success: boolean;
  boons: number;
  busts: number;
  /** Immunity: failed automatically. */
  automaticFailure: boolean;
  /** Each roll as the engine threw it, in the order of `totals` (Horde, Imposing: the group kept). Left out when any
   *  roll's total was supplied by the Foundry dice layer, which knows its own throws. */
  rolls?: GroupRoll[];
  /** The Spark partner of the first roll: the action's (default edition) or the position roll's (v0.0.18). */
  spark?: string;
  /** Each Help taken for this Check, in order. */
  help?: HelpRecord[];
  /** The roll the Spark went to when not the first ("you choose which roll to Spark"). */
  sparkRoll?: number;
  /** What changed each roll after it was rolled, in the core rules' order (Conditions' modifiers, Help, ease/aid,
   *  Ignite/Overcharge, Gains, Disarmed), as a sheet Check's card lists them. */
  adjustments?: Adjustment[];
  /** The Aptitude whose ease (v0.0.21.10) or aid (v0.0.18) applied. */
  aptitude?: string;
  /** Ambidextrous on that Aptitude (v0.0.18): aid from two sources at once. */
  ambidextrous?: boolean;
  /** Who made it fail by watching (Vexed/Vulnerable), who distracted it (Mischievous), who used Resolved against it. */
  failedBy?: string;
  mischievous?: string;
  resolved?: string[];
}

/** What a kind's own Checks are for, by name (open: the kinds' folders add theirs, `kinds/<kind>/types.ts`). */
export interface KindCheckPurposes {}

/** A kind's own events, by type (open: the kinds' folders add theirs, `kinds/<kind>/types.ts`). */
export interface KindEvents {}

export type EndeavorEvent =
  | { type: "roundStarted"; round: number }
  | { type: "actionDieChosen"; by: string; stat: string; x: number }
  /** `group`: the roll as the engine threw it (left out when the total was supplied). */
  | { type: "positionRolled"; by: string; stat: string; spark: string | null; total: number; group?: GroupRoll }
  | { type: "temporaryGained"; id: string; values: number[] }
  | { type: "temporaryLost"; id: string; values: number[] }
  | { type: "blessingsSpent"; id: string; temporary: number[]; permanent: number[] }
  /** Permanent Blessings gained (Resolved: "you gain a Blessing"). */
  | { type: "blessingsGained"; id: string; values: number[] }
  | { type: "roundSkipped"; by: string }
  | { type: "turnOrderSet"; direction: 1 | -1; anchor: string | null; first: string | null }
  | { type: "turnOrderReversed"; by: string; direction: 1 | -1 }
  | { type: "turnStarted"; by: string }
  | { type: "actionTaken"; by: string; action: string }
  | { type: "passed"; by: string }
  | { type: "helped"; by: string; target: string; bonus: number; use: "roll" | "x" | "x-down" }
  | { type: "check"; check: CheckRecord }
  /** Famous's +2 applied in an Attack on these Defenders: not again over them this session. */
  | { type: "famousExerted"; by: string; over: string[] }
  | { type: "moved"; id: string; from: number; to: number; cause: string | null }
  | { type: "buttonAdded"; button: Button }
  | { type: "buttonRemoved"; button: Button }
  | { type: "buttonActivated"; button: Button; id: string }
  | { type: "wounded"; id: string; by: string | null }
  | { type: "immune"; id: string; by: string }
  | { type: "blessingsStolen"; by: string; from: string; values: number[] }
  | { type: "protected"; by: string; target: string; ranks: number }
  | { type: "protectionEnded"; by: string }
  | { type: "delayedAttackSet"; attack: DelayedAttack }
  | { type: "aptitudeLent"; by: string; aptitude: string; specialization: string | null; turns: number; to: string[] }
  | { type: "aptitudeReturned"; id: string; aptitude: string; from: string }
  | { type: "positionsExchanged"; by: string; ally: string; rolls: [number, number] }
  | { type: "delayedAttackTriggered"; attack: DelayedAttack }
  | { type: "removed"; id: string; reason: RemovalReason; by: string | null }
  | { type: "pendingAttack"; by: string; kind: PendingKind }
  | { type: "pendingDeclined"; by: string; kind: PendingKind }
  | { type: "specialChooser"; candidates: string[] }
  | { type: "specialPerformed"; by: string; special: string }
  | { type: "specialDeclined"; by: string }
  | { type: "actionDieChanged"; id: string; stat: string; by: string }
  /** `target`: Protective — whose place they take as the Defender (the card names them). */
  | { type: "specializationUsed"; id: string; specialization: string; target?: string }
  | { type: "recharged"; id: string; specialization: string }
  | { type: "statsSpent"; id: string; stats: string[] }
  | { type: "statsRegained"; id: string; stats: string[] }
  | { type: "roundEnded"; round: number }
  | { type: "endeavorEnded"; outcome: Outcome }
  | KindEvents[keyof KindEvents];
