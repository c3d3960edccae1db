// Every click becomes an Endeavor request to the GM (the relay): whether the GM's client took it decides whether the
// tracker starts the user's forms afresh at the re-render it causes.
import type { Command } from "../../../rules/endeavor";
import { requestEndeavor, type EndeavorRequest } from "../requests/index";
import type { TrackerHost } from "./tracker-host";

/** Whether the GM's client accepted the request. */
export async function send(
  tracker: TrackerHost,
  request: Omit<EndeavorRequest, "combatId"> & Record<string, unknown>,
): Promise<boolean> {
  const combat = tracker.combat;
  if (!combat) return false;
  tracker.sent = true;
  // Refused: nothing re-renders and the fields still hold what the user typed, to correct and send again.
  if ((await requestEndeavor({ ...request, combatId: combat.id! } as EndeavorRequest)) !== undefined) return true;
  tracker.sent = false;
  return false;
}

export function command(tracker: TrackerHost, command: Command | null): Promise<boolean> {
  return command ? send(tracker, { op: "command", command }) : Promise.resolve(false);
}
