// The GM's side of Endeavor requests (loaded as a chunk on the GM's client at the first request): who may send what,
// Help and reactions offered from their own rows (help-offers.ts, reaction-offers.ts), then the Combat document applies
// the command.
import type { Command, EndeavorState } from "../../../rules/endeavor";
import { hasSpecialization, optionOf } from "../../../rules/endeavor/state";
import { buttonKindsOf } from "../../../rules/endeavor/kinds";
import { helpMayLowerX } from "../../../rules/endeavor/check-help";
import type { HumanityCombat } from "../../../documents/combat";
import { RelayRefusal } from "../../shared/relay";
import { SYSTEM_ID } from "../../../settings";
import {
  actingNow,
  analyticalUsedUp,
  canHelp,
  helpInCommand,
  liveOffers,
  offered,
  type HelpOffer,
  leftOut,
  liveReactions,
  reactionOffered,
  reactionsInCommand,
  reactionsOpen,
  restoreReactions,
  settleReactions,
  type ReactionOffer,
} from "../offers/index";
import type { EndeavorRequest } from "./protocol";
import { checkThrowFaces, endeavorRequestParser } from "./endeavor-schema";
import { parseRequest } from "../../shared/request-schema";
import { actionStatRefusal } from "./action-stat-refusal";
import { gmOnly } from "./kinds/index";

/** Keys through which a command may carry dice already rolled or picked at random (the engine's "supplied by the
 *  Foundry layer" fields: totals, throws, Imposing's other roll, Critical's Stats, new temporary Blessings). A list
 *  read where it is asked, not a set built when the module loads: mutation testing then sees each key (it cannot
 *  change what was built at load). */
function isDiceKey(key: string): boolean {
  return ["roll", "rolls", "throws", "imposing", "critical", "regained", "blessings", "gained", "dice"].includes(key);
}

/** Whether a command brings any dice of its own, anywhere inside it. */
export function suppliesDice(value: unknown): boolean {
  // A list is walked as an object: its indexes are no dice key.
  if (!value || typeof value !== "object") return false;
  // A parsed request holds no undefined field (request-schema.ts object() leaves it out).
  return Object.entries(value).some(([key, v]) => isDiceKey(key) || suppliesDice(v));
}

/** Whether a command sets a Check's difficulty anywhere inside it: the GM's call. (A Delayed Attack's player names
 *  the related Aptitude; the engine works the difficulty out from it.) */
export function choosesDifficulty(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  return Object.entries(value).some(([key, v]) => key === "difficulty" || choosesDifficulty(v));
}

/**
 * Who may send this command: the GM anything; a player only commands for participants whose actors they own, never
 * GM overrides. A Helper the player does not own may be included only exactly as that Helper's player offered
 * (help-offers.ts: same actor, round, Blessing and use), and someone else's Mischievous, watching, Resolved or
 * Protective only as their player offered it (reaction-offers.ts: same actor, round, kind and, for Protective, whom); a
 * player's command never brings its own dice. Returns the refusal's localisation key and data, or null. Turn and phase
 * are the engine's to judge.
 */
export function authorizeCommand(
  command: Command,
  user: { isGM: boolean },
  owns: (participantId: string) => boolean,
  name: (id: string) => string,
  // Without a state no offer is looked up, and a stray entry names no Helper
  // Stryker disable ArrayDeclaration
  offers: { list: readonly HelpOffer[]; state: EndeavorState | null; reactions?: readonly ReactionOffer[] } = {
    list: [],
    state: null,
  },
  // Stryker restore ArrayDeclaration
): { key: string; data: Record<string, string> } | null {
  // The command has been read through endeavorRequestParser (endeavor-schema.ts): a known type, every field checked.
  if (user.isGM) return null;
  // The GM activates Delayed Attacks' triggers ("when the trigger is activated": the table's story, the GM's call).
  if (command.type === "gm" || command.type === "triggerDelayed") return { key: "HB.Error.endeavorGmOnly", data: {} };
  // A participant only the GM plays (a kind's: its entry in kinds/ says who), whoever owns the actor standing for it.
  const gmPlays = offers.state && gmOnly(offers.state, command.by);
  if (gmPlays) return { key: gmPlays, data: {} };
  if (!owns(command.by)) return { key: "HB.Error.endeavorNotOwner", data: { name: name(command.by) } };
  // Players' dice are thrown by the engine on the GM's client; only the GM (overrides, table tests) supplies them.
  if (suppliesDice(command)) return { key: "HB.Error.endeavorDiceSupplied", data: {} };
  if (choosesDifficulty(command)) return { key: "HB.Error.endeavorGmDifficulty", data: {} };
  // Someone else's Specialization (Mischievous, Resolved, Protective) or watching: their own player's say, offered from
  // their own row (Analytical is Help: below).
  const reactions = offers.reactions ?? [];
  for (const r of reactionsInCommand(command)) {
    if (owns(r.by) || (offers.state && reactionOffered(reactions, offers.state, command.by, r))) continue;
    return { key: `HB.Endeavor.Reaction.notOffered.${r.kind}`, data: { name: name(r.by) } };
  }
  // …and what they offered goes with the Check where it applies: the actor's player cannot drop it.
  const dropped =
    offers.state && reactions.length ? leftOut(command, liveReactions(reactions, offers.state), offers.state) : null;
  if (dropped)
    return {
      key: `HB.Endeavor.Reaction.leftOut.${dropped.kind}`,
      data: { name: name(dropped.by), whom: name(dropped.whom) },
    };
  // Group movement (table ruling groupSplit, default "group"): "how the group distributes this movement among its
  // members is up to the group to decide" — a player sets shares only for a group they play entirely; the GM enters
  // (confirms) those of any other group; blank shares split evenly.
  if (
    offers.state &&
    optionOf(offers.state, "groupSplit") === "group" &&
    sharedGroups(command).some((group) => !group.every(owns))
  ) {
    return { key: "HB.Endeavor.Split.groupDecides", data: {} };
  }
  for (const help of helpInCommand(command)) {
    if (owns(help.by)) continue;
    // Tactical: the actor calls on an ally without their offer; the engine refuses it unless the actor has Tactical.
    if (help.tactical) continue;
    if (offers.state && offered(offers.list, offers.state, command.by, help)) continue;
    // An offer to this actor, but not this Help (another Blessing or use); no offer at all: someone else's Blessings.
    const other = offers.list.some((o) => o.by === help.by && o.to === command.by);
    return other
      ? { key: "HB.Endeavor.Help.notOffered", data: { name: name(help.by) } }
      : { key: "HB.Error.endeavorNotOwner", data: { name: name(help.by) } };
  }
  return null;
}

/** The groups whose shares of a movement a command sets, anywhere inside it: the targets of an Attack with a `split`;
 *  an ally's Perform Combo ("you and your allies may move down any total amount. If you do, choose opponents to move
 *  down by a total of the amount moved"), its allies who move down and the opponents given shares. */
export function sharedGroups(value: unknown): string[][] {
  // A list is walked as an object (its values); the command is parsed: an Attack's targets are ids, shares records.
  if (!value || typeof value !== "object") return [];
  const r = value as Record<string, unknown>;
  const keys = (v: unknown, moving: boolean): string[] =>
    Object.entries((v ?? {}) as Record<string, number>)
      .filter(([, n]) => !moving || n !== 0)
      .map(([id]) => id);
  // Only an Attack has shares (`split`); a group with nobody in it leaves nothing to decide (every() of none).
  // Perform Combo's `down` and `opponents` (no other command has them): a 0 moves nobody, so only the allies who move
  // down are named; an opponent's share, 0 too, is the group's (the GM's) to give.
  const own = r.split !== undefined ? [r.targets as string[]] : [keys(r.down, true), keys(r.opponents, false)];
  return [...own, ...Object.values(r).flatMap(sharedGroups)];
}

async function storeOffers(combat: HumanityCombat, offers: HelpOffer[]): Promise<void> {
  // The whole list is written (arrays replace), validated by the Combat model's helpOffers field. The flag older
  // worlds kept them in (moved into the model on load) is cleared, so an emptied list cannot come back from it.
  const legacy = Array.isArray(combat.flags[SYSTEM_ID]?.helpOffers);
  await combat.update({
    system: { helpOffers: offers },
    ...(legacy ? { flags: { [SYSTEM_ID]: { helpOffers: null } } } : {}),
  });
}

/** The Combat's Endeavor model, read afresh (an update may replace it). Another module's kind of Combat has none: a
 *  request about it is refused before anything is read or written. */
function modelOf(combat: HumanityCombat) {
  const model = combat.model;
  if (!model) throw new RelayRefusal("HB.Error.endeavorForeignCombat");
  return model;
}

/** Writes the offers when they changed (the whole list: arrays replace). */
async function storeReactions(combat: HumanityCombat, offers: ReactionOffer[]): Promise<void> {
  if (JSON.stringify(offers) === JSON.stringify(modelOf(combat).reactions)) return;
  await combat.update({ system: { reactionOffers: offers } });
}

/** The participant a request speaks for, refused unless the sender owns its actor (or is the GM). */
function speaker(combat: HumanityCombat, state: EndeavorState, by: string, user: User.Implementation) {
  const p = state.participants.find((q) => q.id === by);
  if (!p) throw new RelayRefusal("HB.Error.endeavor-unknown-participant");
  if (!user.isGM && !combat.combatants.get(p.id)?.actor?.testUserPermission(user, "OWNER")) {
    throw new RelayRefusal("HB.Error.endeavorNotOwner", { name: p.name });
  }
  return p;
}

/** A reactor's player offers (or withdraws) Mischievous, watching, Resolved or Protective on whoever is acting's
 *  Check; the rules say what is open (reaction-offers.ts reactionsOpen), from the state the GM holds. One standing
 *  offer per reactor and kind: offering again replaces it (Protective: another whom). */
async function offerReaction(
  combat: HumanityCombat,
  request: Extract<EndeavorRequest, { op: "offerReaction" }>,
  user: User.Implementation,
): Promise<boolean> {
  const state = combat.endeavor;
  if (!state) throw new RelayRefusal("HB.Error.endeavorNotStarted");
  const q = speaker(combat, state, request.by, user);
  const stored = settleReactions(modelOf(combat).reactions, state, modelOf(combat).commands.length);
  const others = stored.filter((o) => o.by !== q.id || o.kind !== request.kind || (o.used ?? null) !== null);
  if (request.withdraw) {
    await storeReactions(combat, others);
    return true;
  }
  const actor = state.participants.find((p) => p.id === actingNow(state));
  if (!actor) throw new RelayRefusal("HB.Error.endeavor-wrong-phase");
  const open = reactionsOpen(state, q, actor).find((r) => r.kind === request.kind);
  // Stryker disable next-line StringLiteral: no one is whom when none is named: refused below whatever stands for none
  const whom = request.kind === "protective" ? (request.whom ?? "") : "";
  if (!open || (request.kind === "protective" && !open.whom.some((w) => w.id === whom))) {
    throw new RelayRefusal(`HB.Endeavor.Reaction.closed.${request.kind}`, { name: q.name, actor: actor.name });
  }
  await storeReactions(combat, [...others, { by: q.id, to: actor.id, round: state.round, kind: request.kind, whom }]);
  return true;
}

/** A Helper's player offers (or withdraws) Help to whoever is acting now (a pending Attack's attacker first). */
async function offerHelp(
  combat: HumanityCombat,
  request: Extract<EndeavorRequest, { op: "offerHelp" }>,
  user: User.Implementation,
): Promise<boolean> {
  const state = combat.endeavor;
  if (!state) throw new RelayRefusal("HB.Error.endeavorNotStarted");
  const helper = speaker(combat, state, request.by, user);
  const others = liveOffers(modelOf(combat).offers, state).filter((o) => o.by !== helper.id);
  if (request.offer === null) {
    await storeOffers(combat, others);
    return true;
  }
  const acting = actingNow(state);
  const actor = state.participants.find((p) => p.id === acting);
  if (!actor) throw new RelayRefusal("HB.Error.endeavor-wrong-phase");
  if (!canHelp(state, helper, actor)) throw new RelayRefusal("HB.Error.endeavor-bad-helper");
  // The schema reads a use only from its list (endeavor-schema.ts); none is Help on the roll.
  // Stryker disable next-line StringLiteral: the offers' data model stores a blank use as its initial, Help on the roll
  const use = request.offer.use ?? "roll";
  // Analytical Help: "by rolling four d6" — only with Analytical, and then no Blessing is offered.
  // Help that lowers X is Cover's, in a kind that offers Cover only (the engine would refuse it when used).
  if (use === "x-down" && !helpMayLowerX(state)) throw new RelayRefusal("HB.Error.endeavor-action-unavailable");
  if (use === "analytical" && !hasSpecialization(helper, "Analytical")) {
    throw new RelayRefusal("HB.Error.endeavor-no-specialization");
  }
  const usedUp = use === "analytical" ? analyticalUsedUp(combat.combatants.get(helper.id)?.actor) : null;
  if (usedUp !== null)
    throw new RelayRefusal("HB.Error.endeavorUsedUp", {
      name: helper.name,
      specialization: "Analytical",
      uses: String(usedUp),
    });
  const pay = use === "analytical" ? {} : request.offer.pay;
  await storeOffers(combat, [...others, { by: helper.id, to: actor.id, round: state.round, pay, use }]);
  return true;
}

export async function handleEndeavorRequest(raw: unknown, user: User.Implementation): Promise<unknown> {
  const request = parseRequest(endeavorRequestParser, raw);
  const combat = game.combats?.get(request.combatId) as HumanityCombat | undefined;
  if (!combat) throw new RelayRefusal("HB.Error.endeavorNoCombat");
  modelOf(combat);
  if (request.op === "offerHelp") return offerHelp(combat, request, user);
  if (request.op === "offerReaction") return offerReaction(combat, request, user);
  if (request.op !== "command") {
    if (!user.isGM) throw new RelayRefusal("HB.Error.endeavorGmOnly");
    if (request.op === "undo") {
      await combat.undo();
      // Reactions the undone command used, or moved past, stand again.
      await storeReactions(combat, restoreReactions(modelOf(combat).reactions, modelOf(combat).commands.length));
    } else await combat.startEndeavor(request.options);
    return true;
  }
  // Hidden Stat Dice: d20 faces only in the throws of one who rolls d20s (the state as the GM's client set it).
  checkThrowFaces(request.command, (id) => !!combat.endeavor?.participants.find((p) => p.id === id)?.rollD20s);
  const owns = (id: string) => !!combat.combatants.get(id)?.actor?.testUserPermission(user, "OWNER");
  const name = (id: string) => combat.combatants.get(id)?.name ?? id;
  const { offers, reactions } = modelOf(combat);
  const refusal = authorizeCommand(request.command, user, owns, name, {
    list: offers,
    state: combat.endeavor,
    reactions,
  });
  if (refusal) throw new RelayRefusal(refusal.key, refusal.data);
  // The GM's "add a button" offers the kinds this Endeavor uses (the kinds table); another kind sent anyway is refused
  // here, at the request, not by the engine: a log that holds one from before still replays (undo).
  const { command } = request;
  if (
    command.type === "gm" &&
    command.gm.op === "addButton" &&
    combat.endeavor &&
    !buttonKindsOf(combat.endeavor.kind).includes(command.gm.kind)
  ) {
    throw new RelayRefusal("HB.Endeavor.Gm.buttonUnused");
  }
  await combat.dispatch(request.command).catch((err: unknown) => {
    throw actionStatRefusal(err);
  });
  // Offers used by this command (their Helper has now acted, a reactor's Specialization awaits its recharge) or left
  // behind by the turn moving on lapse.
  const live = liveOffers(offers, combat.endeavor);
  if (live.length !== offers.length) await storeOffers(combat, live);
  await storeReactions(combat, settleReactions(reactions, combat.endeavor, modelOf(combat).commands.length));
  return true;
}
