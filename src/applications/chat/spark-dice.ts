// Dice So Nice for a Spark upgrade: what the upgrade added, thrown on the roller's client. Loaded on demand, with the
// first upgrade the roller makes.

/** What the GM answers a Spark upgrade with: the partner Stat, and the dice it added (a roll's JSON) to throw. */
export interface SparkResult { partner: string; added: object | null }

type Dice3d = { showForRoll(roll: object, user: User.Implementation, synchronize: boolean, whisper: string[] | null, blind: boolean): Promise<boolean> };
/** Dice So Nice's `game.dice3d`, when that module is active (it is no part of core's declarations). */
const isDice3d = (value: unknown): value is Dice3d =>
  typeof value === "object" && value !== null && "showForRoll" in value && typeof value.showForRoll === "function";

/**
 * Dice So Nice animates a message's rolls when it is created; what a Spark upgrade adds (its die, then the group's
 * re-throws) is thrown here, on the roller's client, to the card's audience. Not on the GM's: Dice So Nice returns
 * before synchronising when the calling client hides others' dice, and then nobody would see it.
 */
export function throwAddedDice(result: SparkResult, message: ChatMessage.Implementation): void {
  const dice3d = "dice3d" in game ? game.dice3d : undefined;
  if (!isDice3d(dice3d) || !result.added) return;
  const added = foundry.dice.Roll.fromData(result.added as foundry.dice.Roll.Data);
  const whisper = message.whisper.filter((id) => id !== null);
  void dice3d.showForRoll(added, game.user!, true, whisper.length ? whisper : null, !!message.blind);
}
