// What a Check is asked for, as a macro, the sheet or the roll dialog passes it (HumanityActor#rollCheck, check.ts).
// A module of its own: the actor's types read it without importing the rolling code that reads the actor.
import type { Difficulty } from "../rules";

export interface CheckRequest {
  stat: string;
  /** The Stat normally associated with the action; `stat` may be it, one balanced with it, or History. */
  base?: string;
  difficulty?: Difficulty;
  /** Complex Checks: how many rolls (several, at table discretion); Hard Checks raised past Hard: 2 plus
   *  one per rank. */
  rolls?: number;
  /** The Aptitude whose ease applies, by name. */
  aptitude?: string;
  /** Spark before rolling with this balanced Stat (pays ⊜⊜). */
  partner?: string;
  /** Ascendant Specialization: a third balanced Stat in the Spark (pays ⊜⊜ ⊜⊜). */
  third?: string;
  /** Uncool does not apply when you are alone. */
  alone?: boolean;
  /** A flat modifier at table discretion. */
  modifier?: number;
  /**
   * Whether the roller's Ache affects the Stats rolled. Nothing records which Stat aches, so the roller says
   * (the dialog asks); left out, an Ache applies to every Stat — the book's effect, never a free bump.
   */
  aching?: boolean;
  /** Help offered before rolling: the worth of each Blessing the helpers mean to spend (they pay on the card). */
  offered?: number[];
  /**
   * An Attack, "violent" or "non-violent" as the Attacker chooses (Disarmed applies to a violent one, whatever
   * balanced Stat it uses); `true` reads the kind from the Stats (violent when one is Hurt), for older macros.
   */
  attack?: boolean | "violent" | "non-violent";
  /** The exceptional thing gained (Gains upgrade) the table finds related enough to this Check, by name. */
  exceptional?: string;
  /** Famous: the Attack is against someone less famous (+2). */
  lessFamous?: boolean;
  /** An Attack's Defender (actor uuid): the card names them, and only they may use Resolved against it. */
  defender?: string;
  /** Protective (violent Attacks): the character (actor uuid) who becomes the Defender instead, "before rolls are
   *  performed" — their Protective is used (Recharge ③) as the roll is made. Named by a user who owns them. */
  protector?: string;
}
