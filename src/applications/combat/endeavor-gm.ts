// The GM's side of Endeavor requests (loaded as a chunk on the GM's client at the first request): who may send what,
// Help offered from Helpers' rows (help-offers.ts), then the Combat document applies the command.
import type { Command, EndeavorState } from "../../rules/endeavor";
import { optionOf } from "../../rules/endeavor/state";
import type { HumanityCombat } from "../../documents/combat";
import { RelayRefusal } from "../shared/relay";
import { SYSTEM_ID } from "../../settings";
import { actingNow, canHelp, helpInCommand, liveOffers, offered, type HelpOffer } from "./help-offers";
import type { EndeavorRequest } from "./endeavor-relay";
import { endeavorRequestParser } from "./endeavor-schema";
import { parseRequest } from "../shared/request-schema";

/** Keys through which a command may carry dice already rolled or picked at random (the engine's "supplied by the
 *  Foundry layer" fields: totals, throws, Imposing's other roll, Critical's Stats, new temporary Blessings). */
const DICE_KEYS = new Set(["roll", "rolls", "throws", "imposing", "critical", "regained", "blessings", "gained", "dice"]);

/** Whether a command brings any dice of its own, anywhere inside it. */
export function suppliesDice(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(suppliesDice);
  if (!value || typeof value !== "object") return false;
  return Object.entries(value).some(([key, v]) => (DICE_KEYS.has(key) && v !== undefined) || suppliesDice(v));
}

/** Whether a command sets a Check's difficulty anywhere inside it: the GM's call. (A Delayed Attack's player names
 *  the related Aptitude; the engine works the difficulty out from it.) */
export function choosesDifficulty(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(choosesDifficulty);
  if (!value || typeof value !== "object") return false;
  return Object.entries(value).some(([key, v]) => (key === "difficulty" && v !== undefined) || choosesDifficulty(v));
}

/**
 * Who may send this command: the GM anything; a player only commands for participants whose actors they own, never
 * GM overrides. A Helper the player does not own may be included only exactly as that Helper's player offered
 * (help-offers.ts: same actor, round, Blessing and use); a player's command never brings its own dice. Returns the refusal's localisation key and data, or null. Turn and phase are
 * the engine's to judge.
 */
export function authorizeCommand(
  command: Command, user: { isGM: boolean }, owns: (participantId: string) => boolean, name: (id: string) => string,
  offers: { list: readonly HelpOffer[]; state: EndeavorState | null } = { list: [], state: null },
): { key: string; data: Record<string, string> } | null {
  if (!command || typeof command !== "object" || typeof (command as { type?: unknown }).type !== "string") {
    return { key: "HB.Error.endeavor-unknown-command", data: {} };
  }
  if (user.isGM) return null;
  // The GM activates Delayed Attacks' triggers ("when the trigger is activated": the table's story, the GM's call).
  if (command.type === "gm" || command.type === "triggerDelayed") return { key: "HB.Error.endeavorGmOnly", data: {} };
  if (!owns(command.by)) return { key: "HB.Error.endeavorNotOwner", data: { name: name(command.by) } };
  // Players' dice are thrown by the engine on the GM's client; only the GM (overrides, tests of the table) supplies them.
  if (suppliesDice(command)) return { key: "HB.Error.endeavorDiceSupplied", data: {} };
  if (choosesDifficulty(command)) return { key: "HB.Error.endeavorGmDifficulty", data: {} };
  // Someone else's Specialization (Mischievous, Resolved, Protective, Analytical) or watching: their own player's say.
  for (const other of reactorsInCommand(command)) if (!owns(other)) return { key: "HB.Error.endeavorNotOwner", data: { name: name(other) } };
  // Group movement (table ruling groupSplit, default "group"): "how the group distributes this movement among its
  // members is up to the group to decide" — a player sets shares only for a group they play entirely; the GM enters
  // (confirms) those of any other group; blank shares split evenly.
  if (offers.state && optionOf(offers.state, "groupSplit") === "group" && sharedGroups(command).some((group) => !group.every(owns))) {
    return { key: "HB.Endeavor.Split.groupDecides", data: {} };
  }
  for (const help of helpInCommand(command)) {
    if (owns(help.by)) continue;
    // Tactical: the actor calls on an ally without their offer; the engine refuses it unless the actor has Tactical.
    if (help.tactical) continue;
    if (offers.state && offered(offers.list, offers.state, command.by, help)) continue;
    // An offer to this actor, but not this Help (another Blessing or use); no offer at all: someone else's Blessings.
    const other = offers.list.some((o) => o.by === help.by && o.to === command.by);
    return other ? { key: "HB.Endeavor.Help.notOffered", data: { name: name(help.by) } } : { key: "HB.Error.endeavorNotOwner", data: { name: name(help.by) } };
  }
  return null;
}

/** The groups whose shares of a movement a command sets, anywhere inside it: the targets of an Attack with a `split`;
 *  an ally's Perform Combo ("you and your allies may move down any total amount. If you do, choose opponents to move
 *  down by a total of the amount moved"), its allies who move down and the opponents given shares. */
export function sharedGroups(value: unknown): string[][] {
  if (Array.isArray(value)) return value.flatMap(sharedGroups);
  if (!value || typeof value !== "object") return [];
  const r = value as Record<string, unknown>;
  const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((t): t is string => typeof t === "string") : []);
  const keys = (v: unknown, moving: boolean): string[] =>
    v && typeof v === "object" ? Object.entries(v).filter(([, n]) => !moving || n !== 0).map(([id]) => id) : [];
  const own = r.kind === "attack" && r.split !== undefined ? [ids(r.targets)]
    // A 0 moves nobody: only the allies who move down are named.
    : r.kind === "combo" ? [keys(r.down, true), keys(r.opponents, false)].filter((g) => g.length > 0)
    : [];
  return [...own, ...Object.values(r).flatMap(sharedGroups)];
}

/** The participants a command has use their own Specializations or watch (rules check-reactions.ts): Mischievous, a
 *  Vexed/Vulnerable watcher, Resolved Defenders, Protective allies, Analytical Helpers, anywhere inside it. */
export function reactorsInCommand(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(reactorsInCommand);
  if (!value || typeof value !== "object") return [];
  const r = value as Record<string, unknown>;
  const own = [
    ...[r.mischievous, r.watchedBy].filter((v): v is string => typeof v === "string"),
    ...(Array.isArray(r.resolved) ? r.resolved.filter((v): v is string => typeof v === "string") : []),
    ...(r.protectors && typeof r.protectors === "object" ? Object.values(r.protectors).filter((v): v is string => typeof v === "string") : []),
    ...(r.analytical && typeof r.by === "string" ? [r.by] : []),
  ];
  return [...own, ...Object.values(r).flatMap(reactorsInCommand)];
}

async function storeOffers(combat: HumanityCombat, offers: HelpOffer[]): Promise<void> {
  // The whole list is written (arrays replace), validated by the Combat model's helpOffers field. The flag older
  // worlds kept them in (moved into the model on load) is cleared, so an emptied list cannot come back from it.
  const legacy = Array.isArray(combat.flags[SYSTEM_ID]?.helpOffers);
  await combat.update({ system: { helpOffers: offers }, ...(legacy ? { flags: { [SYSTEM_ID]: { helpOffers: null } } } : {}) });
}

/** A Helper's player offers (or withdraws) Help to whoever is acting now (a pending Attack's attacker first). */
async function offerHelp(combat: HumanityCombat, request: Extract<EndeavorRequest, { op: "offerHelp" }>, user: User.Implementation): Promise<boolean> {
  const state = combat.endeavor;
  if (!state) throw new RelayRefusal("HB.Error.endeavorNotStarted");
  const helper = state.participants.find((p) => p.id === request.by);
  if (!helper) throw new RelayRefusal("HB.Error.endeavor-unknown-participant");
  if (!user.isGM && !combat.combatants.get(helper.id)?.actor?.testUserPermission(user, "OWNER")) {
    throw new RelayRefusal("HB.Error.endeavorNotOwner", { name: helper.name });
  }
  const others = liveOffers(combat.model?.offers ?? [], state).filter((o) => o.by !== helper.id);
  if (request.offer === null) {
    await storeOffers(combat, others);
    return true;
  }
  const acting = actingNow(state);
  const actor = state.participants.find((p) => p.id === acting);
  if (!actor) throw new RelayRefusal("HB.Error.endeavor-wrong-phase");
  if (!canHelp(state, helper, actor)) throw new RelayRefusal("HB.Error.endeavor-bad-helper");
  const use = request.offer.use === "x" ? "x" : "roll";
  await storeOffers(combat, [...others, { by: helper.id, to: actor.id, round: state.round, pay: request.offer.pay ?? {}, use }]);
  return true;
}

export async function handleEndeavorRequest(raw: unknown, user: User.Implementation): Promise<unknown> {
  const request = parseRequest(endeavorRequestParser, raw);
  const combat = game.combats?.get(request.combatId) as HumanityCombat | undefined;
  if (!combat) throw new RelayRefusal("HB.Error.endeavorNoCombat");
  if (request.op === "offerHelp") return offerHelp(combat, request, user);
  if (request.op !== "command") {
    if (!user.isGM) throw new RelayRefusal("HB.Error.endeavorGmOnly");
    if (request.op === "undo") await combat.undo();
    else await combat.startEndeavor(request.options);
    return true;
  }
  const owns = (id: string) => !!combat.combatants.get(id)?.actor?.testUserPermission(user, "OWNER");
  const name = (id: string) => combat.combatants.get(id)?.name ?? id;
  const offers = combat.model?.offers ?? [];
  const refusal = authorizeCommand(request.command, user, owns, name, { list: offers, state: combat.endeavor });
  if (refusal) throw new RelayRefusal(refusal.key, refusal.data);
  await combat.dispatch(request.command);
  // Offers used by this command (their Helper has now acted) or left behind by the turn moving on lapse.
  const live = liveOffers(offers, combat.endeavor);
  if (live.length !== offers.length) await storeOffers(combat, live);
  return true;
}
