// Endeavor requests through the GM relay. Everyone — GM included — sends them the same way, so they queue behind
// each other on the GM's client; the GM re-checks who may send what before the engine sees the command.
import type { Command } from "../../rules/endeavor";
import type { EndeavorStartOptions } from "../../documents/endeavor-setup";
import type { HumanityCombat } from "../../documents/combat";
import { registerRelayHandler, relay, RelayRefusal } from "../relay";

export const ENDEAVOR_RELAY = "endeavor";

export type EndeavorRequest =
  | { combatId: string; op: "command"; command: Command }
  | { combatId: string; op: "undo" }
  | { combatId: string; op: "start"; options: EndeavorStartOptions };

/** Every participant a command spends for or acts as: the actor and anyone whose Blessings pay for Help. */
export function actingParticipants(command: Command): string[] {
  if (command.type === "gm") return [];
  const ids = new Set<string>([command.by]);
  const helpers = (o: unknown) => {
    for (const h of (o as { helpers?: { by: string }[] } | null)?.helpers ?? []) ids.add(h.by);
  };
  if (command.type === "act") {
    helpers(command.action);
    if (command.action.kind === "unique") for (const a of command.action.actions) helpers(a);
  }
  if (command.type === "resolvePending") helpers(command.attack);
  return [...ids];
}

/**
 * Who may send this command: the GM anything; a player only commands for participants whose actors they own, never
 * GM overrides. Returns the refusal's localisation key and data, or null. Turn and phase are the engine's to judge.
 */
export function authorizeCommand(command: Command, user: { isGM: boolean }, owns: (participantId: string) => boolean, name: (id: string) => string): { key: string; data: Record<string, string> } | null {
  if (!command || typeof command !== "object" || typeof (command as { type?: unknown }).type !== "string") {
    return { key: "HB.Error.ENDEAVOR_UNKNOWN_COMMAND", data: {} };
  }
  if (user.isGM) return null;
  if (command.type === "gm") return { key: "HB.Error.endeavorGmOnly", data: {} };
  for (const id of actingParticipants(command)) if (!owns(id)) return { key: "HB.Error.endeavorNotOwner", data: { name: name(id) } };
  return null;
}

async function handle(request: EndeavorRequest, user: User.Implementation): Promise<unknown> {
  const combat = game.combats?.get(request?.combatId ?? "") as HumanityCombat | undefined;
  if (!combat) throw new RelayRefusal("HB.Error.endeavorNoCombat");
  if (request.op !== "command") {
    if (!user.isGM) throw new RelayRefusal("HB.Error.endeavorGmOnly");
    if (request.op === "undo") await combat.undo();
    else await combat.startEndeavor(request.options);
    return true;
  }
  const owns = (id: string) => !!combat.combatants.get(id)?.actor?.testUserPermission(user, "OWNER");
  const name = (id: string) => combat.combatants.get(id)?.name ?? id;
  const refusal = authorizeCommand(request.command, user, owns, name);
  if (refusal) throw new RelayRefusal(refusal.key, refusal.data);
  await combat.dispatch(request.command);
  return true;
}

export function registerEndeavorRelay(): void {
  registerRelayHandler<EndeavorRequest>(ENDEAVOR_RELAY, handle);
}

/** Ask the GM to apply an Endeavor request; refusals are shown as warnings by relay(). */
export function requestEndeavor(request: EndeavorRequest): Promise<boolean | undefined> {
  return relay<boolean>(ENDEAVOR_RELAY, request);
}
