// What an action would do if its Check succeeded (pure): the engine runs the command on this client with a roll no
// difficulty withstands and its events are read; the state is never touched. Whatever the engine refuses is null.
import { previewCheck, type Command, type EndeavorEvent, type EndeavorState } from "../../../rules/endeavor";
import { apply } from "../../../rules/endeavor/engine-core";

/** The action's fields that bear on its Check's outcome. */
interface Rolled {
  roll?: number[];
  mischievous?: unknown;
  watchedBy?: unknown;
}

/** `command`'s events on a success. Others' say on the Check (Mischievous, Vexed) would turn the success supplied into
 *  a failure: left out. */
export function successEvents(state: EndeavorState, command: Command): EndeavorEvent[] | null {
  if (command.type !== "act") return null;
  const { mischievous: _m, watchedBy: _w, ...action } = command.action as typeof command.action & Rolled;
  const run: Command = { ...command, action: action as typeof command.action };
  try {
    const preview = previewCheck(state, run);
    // Stryker disable next-line ConditionalExpression: without a Check, reading its rolls throws, answered null below
    if (!preview) return null;
    (action as Rolled).roll = preview.spec.rolls.map(() => 99);
    return apply(state, run).events;
  } catch {
    return null;
  }
}
