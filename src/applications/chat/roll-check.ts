// The one entry point for rolling a Check: the sheet's Shift-click, macros (game.system.api.rollCheck) and
// HumanityActor#rollCheck all come here, so they roll, pay and post the same way. The card and the roll dialog load
// on demand (chunks/): every player downloads the always-loaded bundle, and not every session rolls from here.
import { HumanityActor, type RollCheckOptions } from "../../documents/actor";

export type { RollCheckOptions };

/**
 * Rolls a Check and posts its card (resolving to the message, or null when the rules refused it with a warning),
 * or with `dialog: true` opens the roll dialog (resolving to null; the dialog posts when the player rolls).
 */
export async function rollCheck(
  actor: HumanityActor,
  stat: string,
  { dialog = false, ...options }: RollCheckOptions = {},
): Promise<ChatMessage.Implementation | null> {
  if (dialog) {
    const { RollDialog } = await import("../dialogs/roll-dialog");
    await new RollDialog(actor, stat).render({ force: true });
    return null;
  }
  return (await import("./check-card")).postCheck(actor, { ...options, stat });
}

/** HumanityActor#rollCheck rolls through here (registered at init). */
export function registerCheckRoller(): void {
  HumanityActor.checkRoller = rollCheck;
}
