// Who posts an Endeavor command's chat card (HumanityCombat.reporter): the chat layer sets it at init (documents never
// import applications). combat-endeavor.ts reads it from the Combat's class, so it does not import combat.ts back.
import type { Command, EndeavorEvent, EndeavorState } from "../rules/endeavor";

/** Posts what a command did to chat. */
export type EndeavorReporter = (
  combat: Combat.Implementation,
  state: EndeavorState,
  command: Command | null,
  events: readonly EndeavorEvent[],
  options: { undone?: boolean; before?: EndeavorState },
) => Promise<void>;
