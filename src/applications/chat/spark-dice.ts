// Dice So Nice for dice a Check card's message does not carry: what a Spark upgrade added, Analytical's four Help d6
// and the Haunted dice subtracted after each roll, thrown on the client of whoever made them. Loaded on demand, with
// the first such throw.
import { colorsetFor, dressTerm, rolesOf } from "../../dice/dice-roles";

/** What the GM answers a Spark upgrade with: the partner Stat, and the dice it added (a roll's JSON) to throw. */
export interface SparkResult {
  partner: string;
  added: object | null;
}

type Dice3d = {
  showForRoll(
    roll: object,
    user: User.Implementation,
    synchronize: boolean,
    whisper: string[] | null,
    blind: boolean,
  ): Promise<boolean>;
};
/** Dice So Nice's `game.dice3d`, when that module is active (it is no part of core's declarations). */
function isDice3d(value: unknown): value is Dice3d {
  return typeof (value as Partial<Dice3d> | null | undefined)?.showForRoll === "function";
}

/**
 * Throws these rolls for Dice So Nice, on this client, to the card's audience (synchronised: every client that may see
 * the card sees them). Not from the GM's client for a player's dice: Dice So Nice returns before synchronising when the
 * calling client hides others' dice, and then nobody would see them.
 */
export function throwDice(rolls: readonly object[], message: ChatMessage.Implementation): void {
  const dice3d: unknown = Reflect.get(game, "dice3d");
  if (!isDice3d(dice3d)) return;
  const whisper = message.whisper.filter((id) => id !== null);
  for (const roll of rolls)
    void dice3d.showForRoll(roll, game.user!, true, whisper.length ? whisper : null, !!message.blind);
}

/**
 * Dice So Nice animates a message's rolls when it is created; what a Spark upgrade adds (its die, then the group's
 * re-throws) is thrown here, on the roller's client.
 */
export function throwAddedDice(result: SparkResult, message: ChatMessage.Implementation): void {
  if (!result.added) return;
  const added = foundry.dice.Roll.fromData(result.added as foundry.dice.Roll.Data);
  // The GM's client built it: its dice wear the roller's colours (this client's settings), not the GM's.
  // A roll without a Stat (none is) would read "undefined": a die of no role.
  const roles = rolesOf([String((added.options as { stat?: unknown }).stat), result.partner]);
  added.dice.forEach((die, i) => {
    Reflect.deleteProperty(die.options, "colorset");
    dressTerm(die, roles[i] ?? null);
  });
  throwDice([added], message);
}

/** Analytical's Help: "rolling four d6" — the four dice the GM's client threw, thrown here, on the helper's client,
 *  in the colours the helper chose for Help dice. */
export function throwHelpDice(dice: readonly number[], message: ChatMessage.Implementation): void {
  if (!dice.length) return;
  const term = new foundry.dice.terms.Die({
    number: dice.length,
    faces: 6,
    results: dice.map((result) => ({ result, active: true })),
  });
  const colorset = colorsetFor("help");
  // Dice So Nice reads a colour set from the term's options (no part of core's declared term options).
  if (colorset) Object.assign(term.options, { colorset });
  throwDice([foundry.dice.Roll.fromTerms([term])], message);
}

/** A card action's answer, on the client that pressed the button: the dice it threw, if any, for Dice So Nice. */
export function throwAnswer(action: string, answer: unknown, message: ChatMessage.Implementation): void {
  if (action === "spark") throwAddedDice(answer as SparkResult, message);
  const help = answer as { analytical?: number[] } | null;
  if (action === "analytical" && Array.isArray(help?.analytical)) throwHelpDice(help.analytical, message);
}
