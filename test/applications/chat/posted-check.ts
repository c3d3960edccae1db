// A Check message as the tests read it: its subtype's model (data/chat/check-message.ts) and its rolls, each a
// HumanityCheckRoll. Core's ChatMessage types neither by subtype; these narrow once, and fail the test when no
// message was posted or it is of another kind.
import { HumanityCheckRoll } from "../../../src/dice/humanity-check-roll";

export type PostedCheck = ChatMessage.OfType<"check"> & { rolls: HumanityCheckRoll[] };

/** `message`, a Check with its rolls; throws when it is missing or anything else. */
export function checkOf(message: ChatMessage.Implementation | null | undefined): PostedCheck {
  if (!message) throw new Error("no message was posted");
  if (message.type !== "check") throw new Error(`a ${message.type} message, not a Check`);
  if (!message.rolls.every((roll) => roll instanceof HumanityCheckRoll)) throw new Error("a roll of another kind");
  return message as PostedCheck;
}

/** The Check's roll at `index` (its first by default); throws when there is none. */
export function rollOf(message: ChatMessage.Implementation | null | undefined, index = 0): HumanityCheckRoll {
  const roll = checkOf(message).rolls[index];
  if (!roll) throw new Error(`the Check has no roll ${index}`);
  return roll;
}
