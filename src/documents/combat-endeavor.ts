// What HumanityCombat's Endeavor methods do, on the GM's client, one request at a time (the class serialises them):
// build the setup, run the engine, store what it decided, write spent Blessings back, post the chat card. Loaded
// with the first command (combat.ts keeps the class, which init registers, and its queue).
import type { ApplyResult, CheckTraits, Command, EndeavorEvent, EndeavorSetup, EndeavorState } from "../rules/endeavor";
import { apply, createEndeavor, replay, validateState } from "../rules/endeavor/engine-core";
import { RelayRefusal } from "./refusal";
import { RulesError } from "../rules/errors";
import { specializationUseUndone, useSpecialization, type SpecializationUse } from "../rules/specializations";
import { SYSTEM_ID } from "../settings";
import {
  buildEndeavorSetup,
  changedTraits,
  rulingOptions,
  traitsOf,
  type EndeavorStartOptions,
  type SetupSource,
} from "./endeavor-setup";
import type { HumanityActor } from "./actor";
import { isSpecialization, isThing, specializationItem } from "./item-types";
import { blessingPool } from "./blessing-pool";
import { combatantModel } from "../data/combat/combatant-model";
import { fire } from "../api/hooks";
import { rollsD20s } from "./hidden-dice";
import { resetEndeavorLimits, restoreEndeavorLimits } from "./endeavor-limits";

/** HumanityCombat, as CONFIG names it: combat.ts loads this module, not the reverse. */
type HumanityCombat = Combat.Implementation;

interface CardInput {
  command: Command;
  events: readonly EndeavorEvent[];
  undone?: boolean;
  /** The state the command was applied to (the card reads per-round facts a round end in the command resets). */
  before?: EndeavorState;
}

/** Dice for the engine from Foundry's own generator (MersenneTwister unless a module replaces it). */
const foundryRng = (): number => CONFIG.Dice.randomUniform();

/** What the setup needs from each combatant's actor. No actor: left out; a party (or the like): refused by name. */
export function setupSources(combat: HumanityCombat): SetupSource[] {
  const sources: SetupSource[] = [];
  for (const c of combat.combatants) {
    const actor = c.actor;
    if (!actor) continue;
    if (!actor.isCharacter() && !actor.isMonstrosity())
      throw new RelayRefusal("HB.Endeavor.Start.notParticipant", { name: c.name || actor.name });
    sources.push({
      id: c.id!,
      name: c.name || actor.name,
      actorType: actor.type,
      stats: actor.statDice(),
      // Stryker disable next-line LogicalOperator,ArrayDeclaration: a character or Monstrosity always has a pool
      blessings: blessingPool(actor) ?? [],
      ...(actor.isMonstrosity() ? { sp: actor.system.sp, tags: actor.system.tags } : {}),
      // Stryker disable next-line MethodExpression,ConditionalExpression: the setup keeps the engine's names alone
      specializations: actor.items.filter((i) => i.type === "specialization").map((i) => i.name),
      // Each Aptitude with the Specialization dropped on it (Radiant lends "one of your other Aptitudes").
      aptitudes: actor.items
        .filter((i) => i.type === "aptitude")
        .map((apt) => ({
          name: apt.name,
          specialization: actor.items.find((s) => isSpecialization(s) && s.system.aptitude === apt.id)?.name ?? null,
        })),
      traits: actorTraits(actor, famousOverIn(combat, actor)),
      // Hidden Stat Dice: the GM's "Roll d20s" as the actor has it now (this runs on the GM's client, never
      // a player's word).
      ...(rollsD20s(actor) ? { rollD20s: true } : {}),
      // Stryker disable OptionalChaining,StringLiteral: every combatant is built by the start (another module's type
      // of combatant would read as the actor's side, racing alone)
      side: combatantModel(c)?.side ?? "",
      team: combatantModel(c)?.team ?? "",
      // Stryker restore OptionalChaining,StringLiteral
    });
  }
  return sources;
}

/** What an actor brings to a Check now (Conditions, the Stats they affect, Lifestyle, Specializations, exceptional
 *  things; `famousOver`: the participants they have exerted their fame over this session). */
export function actorTraits(actor: HumanityActor, famousOver: readonly string[]): CheckTraits {
  const character = actor.isCharacter() ? actor.system : null;
  return traitsOf({
    statuses: actor.statuses,
    lifestyle: character?.lifestyle,
    affected: character?.affected,
    specializations: actor.items.filter((i) => i.type === "specialization").map((i) => i.name),
    exceptional: actor.items.filter((i) => isThing(i) && i.system.exceptional).map((i) => i.name),
    famousOver,
  });
}

/** Famous's count, kept on the actor by uuid (beyond any Endeavor), as this Endeavor's participants. */
function famousOverIn(combat: HumanityCombat, actor: HumanityActor): string[] {
  if (!actor.isCharacter()) return [];
  const over = actor.system.session.famousOver;
  return combat.combatants.contents.filter((c) => !!c.actor && over.includes(c.actor.uuid ?? "")).map((c) => c.id!);
}

/** Each participant's actor read afresh: a Condition toggled on the sheet mid-Endeavor reaches the next Check. */
function currentTraits(combat: HumanityCombat): Map<string, CheckTraits> {
  const out = new Map<string, CheckTraits>();
  for (const c of combat.combatants) {
    const actor = c.actor;
    if (actor && c.id) out.set(c.id, actorTraits(actor, famousOverIn(combat, actor)));
  }
  return out;
}

/** Start (or restart) the Endeavor from the current combatants. */
export async function startEndeavor(combat: HumanityCombat, options: EndeavorStartOptions): Promise<EndeavorState> {
  // The world's table rulings as they are now: an Endeavor keeps the ones it started with (replays agree).
  const setup = buildEndeavorSetup(
    setupSources(combat),
    options,
    rulingOptions((key) => game.settings!.get(SYSTEM_ID, key)),
  );
  const state = createEndeavor(setup);
  await store(combat, setup, state, [], null);
  // A new Endeavor: an earlier one's end is no longer undoable.
  // Stryker disable next-line ConditionalExpression: with none kept, the list is already empty
  if (combat.model!.endedUses.length) await combat.update({ system: { endedUses: [] } });
  return state;
}

/** Apply one command to the stored state; refusals (RulesError with an ENDEAVOR_* code) change nothing. */
export async function dispatch(combat: HumanityCombat, state: EndeavorState, command: Command): Promise<ApplyResult> {
  // What actors bring to Checks is the GM's reading of them, never the sender's: any `traits` sent are replaced.
  const { traits: _sent, ...body } = command;
  const traits = changedTraits(state.participants, currentTraits(combat));
  const result = apply(state, (traits ? { ...body, traits } : body) as Command, foundryRng);
  // Judged on the engine's answer (pure: nothing is stored yet), so a refusal here changes nothing either.
  const uses = itemUses(combat, result.events, false);
  await store(combat, combat.model!.endeavorSetup!, result.state, [...combat.model!.commands, result.command], {
    command: result.command,
    events: result.events,
    before: state,
  });
  await writeItemUses(uses);
  await writeFamous(combat, result.events, false);
  await writeBackBlessings(combat, poolChanges(result.events, -1));
  await endSurprise(combat, result.events);
  if (result.events.some((e) => e.type === "endeavorEnded")) await resetEndeavorLimits(combat);
  fire("humanity-blessed.endeavorCommand", combat, result.command, result.events);
  return result;
}

/** Specializations whose uses the actor's item counts, not the engine: Analytical's "Twice per session" outlasts any
 *  Endeavor, and the sheet's card counts the same uses (check-actions.ts). Recharges the engine keeps itself
 *  (needsRecharge), as Endeavor-long as its state. */
const ITEM_COUNTED: readonly string[] = ["Analytical"];

interface ItemUses {
  actor: HumanityActor;
  changes: Map<string, SpecializationUse>;
}

/** The items' counts after an applied (or undone) command's `specializationUsed` events, by the sheet's own rule
 *  (useSpecialization): a use with none left, or of an item no longer on the actor, is refused. */
function itemUses(combat: HumanityCombat, events: readonly EndeavorEvent[], undoing: boolean): ItemUses[] {
  const out = new Map<HumanityActor, ItemUses>();
  for (const e of events) {
    // Stryker disable next-line ConditionalExpression: no other event has an `id` and Analytical (it never recharges)
    if (e.type !== "specializationUsed" || !ITEM_COUNTED.includes(e.specialization)) continue;
    const actor = combat.combatants.get(e.id)?.actor;
    if (!actor) continue;
    const item = specializationItem(actor.items.contents, e.specialization);
    if (!item?.id) {
      if (undoing) continue;
      throw new RelayRefusal("HB.Check.noSpecialization", { name: actor.name, specialization: e.specialization });
    }
    const entry = out.get(actor) ?? out.set(actor, { actor, changes: new Map() }).get(actor)!;
    const now = entry.changes.get(item.id) ?? item.system;
    entry.changes.set(item.id, undoing ? specializationUseUndone(now) : usedOnce(actor, e.specialization, now));
  }
  return [...out.values()];
}

function usedOnce(actor: HumanityActor, specialization: string, spec: SpecializationUse): SpecializationUse {
  try {
    return useSpecialization(spec);
  } catch (err) {
    if (err instanceof RulesError && err.code === "specialization-used-up") {
      throw new RelayRefusal("HB.Error.endeavorUsedUp", {
        name: actor.name,
        specialization,
        uses: String(spec.uses),
      });
    }
    throw err;
  }
}

async function writeItemUses(uses: readonly ItemUses[]): Promise<void> {
  // Only the count: a Recharge inside an Endeavor is the engine's (needsRecharge), not the item's `spent`.
  for (const { actor, changes } of uses) {
    await actor.updateEmbeddedDocuments(
      "Item",
      [...changes].map(([_id, spec]) => ({ _id, system: { used: spec.used } })),
    );
  }
}

/** Famous's count on the actors, which outlasts the Endeavor (the sheet's Attacks read it too): whom an applied
 *  command exerted fame over is added; an undone command's is taken away again. */
async function writeFamous(combat: HumanityCombat, events: readonly EndeavorEvent[], undoing: boolean): Promise<void> {
  for (const e of events) {
    if (e.type !== "famousExerted") continue;
    const actor = combat.combatants.get(e.by)?.actor;
    if (!actor?.isCharacter()) continue;
    const uuids = e.over.map((id) => combat.combatants.get(id)?.actor?.uuid).filter((u): u is string => !!u);
    const now = actor.system.session.famousOver;
    const next = undoing ? now.filter((u) => !uuids.includes(u)) : [...new Set([...now, ...uuids])];
    // Stryker disable next-line ConditionalExpression: an update that changes nothing is no change in core either
    if (next.length !== now.length) await actor.update({ system: { session: { famousOver: next } } });
  }
}

/** Undo the last command: replay the log minus its last entry from the setup (the dice are in the log). */
export async function undo(combat: HumanityCombat): Promise<EndeavorState> {
  const setup = combat.model!.endeavorSetup!;
  const log = combat.model!.commands;
  if (log.length === 0) throw new RelayRefusal("HB.Error.endeavorNothingToUndo");
  // The setup's pools were the actors' at the start; the actors' pools have moved since (cards, Gains), so the replay
  // may pay any permanent Blessing the log paid. What the actors hold is read from them (HumanityCombat#endeavor).
  const initial = createEndeavor(withLoggedPayments(setup, log));
  const before = replay(initial, log.slice(0, -1)).state;
  const last = log[log.length - 1]!;
  // The undone command's own events say which permanent Blessings to give back (its dice are in the log).
  const undone = apply(before, last).events;
  const changes = poolChanges(undone, +1);
  // The replay's pools are the setup's as the log moved them, not what is held now: each participant keeps its pool
  // (its actor's, or the stored one for a participant whose actor or combatant is gone), the undone command reversed.
  const now = combat.endeavor!.participants;
  const restored = {
    ...before,
    participants: before.participants.map((p) => {
      // The same participants: no command adds one.
      const pool = now.find((q) => q.id === p.id)!.blessings;
      const change = changes.get(p.id);
      return { ...p, blessings: change ? movedPool(pool, change) : [...pool] };
    }),
  };
  // The card shows what is undone: the command's own events, drawn as undone.
  await store(combat, setup, restored, log.slice(0, -1), { command: last, events: undone, undone: true });
  await writeBackBlessings(combat, changes);
  await writeItemUses(itemUses(combat, undone, true));
  await writeFamous(combat, undone, true);
  if (undone.some((e) => e.type === "endeavorEnded")) await restoreEndeavorLimits(combat);
  fire("humanity-blessed.endeavorUndo", combat, last, undone);
  return restored;
}

/** One Combat update (state, log, round, turn), then the combatants' `defeated`, then the chat card. */
async function store(
  combat: HumanityCombat,
  setup: EndeavorSetup,
  state: EndeavorState,
  log: readonly Command[],
  card: CardInput | null,
): Promise<void> {
  const problems = validateState(state);
  if (problems.length) {
    console.error("humanity-blessed | Endeavor state refused", problems);
    throw new RelayRefusal("HB.Error.endeavorInvalid");
  }
  // No turn (null) is no participant's: -1.
  const seat = state.participants.findIndex((p) => p.id === state.turn.current);
  // Core's turn index follows combat.turns, which _sortCombatants keeps in seat order once the state is stored.
  const ordered = [...combat.combatants].sort((a, b) => {
    const sa = state.participants.findIndex((p) => p.id === a.id);
    const sb = state.participants.findIndex((p) => p.id === b.id);
    return (sa < 0 ? Infinity : sa) - (sb < 0 ? Infinity : sb);
  });
  // A participant whose combatant was deleted has no turn index core could show (-1 is outside its schema).
  const index = seat < 0 ? -1 : ordered.findIndex((c) => c.id === state.participants[seat]!.id);
  const turn = index < 0 ? null : index;
  // Replaced, not merged: Foundry merges an ObjectField update key by key, which would keep a key the engine has
  // dropped (specialDone after a round, a restart's terrain) and let the stored game drift from its log's replay.
  // The standing Help and reaction offers are kept as they are: the GM relay settles the ones a command used or left
  // behind.
  await combat.update(
    {
      system: {
        setup,
        state,
        log: [...log],
        helpOffers: combat.model!.offers,
        reactionOffers: combat.model!.reactions,
        endedUses: [...combat.model!.endedUses],
      },
      round: state.round,
      turn,
    },
    { recursive: false },
  );
  const defeated = [];
  for (const c of combat.combatants) {
    const p = state.participants.find((q) => q.id === c.id);
    const out = !!p && p.removed !== null;
    // Stryker disable next-line ConditionalExpression: core's update to the value a combatant has changes nothing
    if (p && c.defeated !== out) defeated.push({ _id: c.id, defeated: out });
  }
  // Stryker disable next-line ConditionalExpression: core's update of no combatants changes nothing
  if (defeated.length) await combat.updateEmbeddedDocuments("Combatant", defeated);
  if (!card || (!card.events.length && !card.undone)) return;
  const { reporter } = combat.constructor as Combat.ImplementationClass;
  // Stryker disable next-line OptionalChaining: the chat layer sets the reporter at init, before any Endeavor
  await reporter?.(combat, state, card.command, card.events, { undone: card.undone, before: card.before });
}

/** Each participant's setup pool plus the permanent Blessings its log paid that the pool would not hold by then (gained
 *  on a card or by a Gain since the start), so a replay of the log can pay them and counts no Blessing the game did
 *  not have (under the "all Blessings" ruling, the special action's chooser is picked by count). */
function withLoggedPayments(setup: EndeavorSetup, log: readonly Command[]): EndeavorSetup {
  // Each pool as the log moves it (payments off, Resolved's Blessings on), and what it had to be given. A logged
  // payment or gain is always a participant's: the engine refused any other.
  const books = new Map(
    setup.participants.map((p) => {
      // Stryker disable next-line ArrayDeclaration: the start stores every participant's pool (setupSources)
      const start = p.blessings ?? [];
      return [p.id, { start, pool: [...start], extra: [] as number[] }];
    }),
  );
  // An array is an object too: its entries are walked as its values.
  const visit = (value: unknown, by: string | null): void => {
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const who = typeof record.by === "string" ? record.by : by;
    for (const v of (record.pay as { permanent?: number[] } | undefined)?.permanent ?? []) {
      const book = books.get(who!)!;
      const i = book.pool.indexOf(v);
      if (i >= 0) book.pool.splice(i, 1);
      else book.extra.push(v);
    }
    for (const [id, values] of Object.entries((record.gained as Record<string, number[]> | undefined) ?? {}))
      books.get(id)!.pool.push(...values);
    for (const v of Object.values(record)) visit(v, who);
  };
  visit(log, null);
  return {
    ...setup,
    participants: setup.participants.map((p) => {
      const { start, extra } = books.get(p.id)!;
      return { ...p, blessings: [...start, ...extra] };
    }),
  };
}

/** Surprised lasts "until next roll": a participant who was Surprised when they rolled (a Check, a position roll) is
 *  no longer, as after a Check from the sheet. */
async function endSurprise(combat: HumanityCombat, events: readonly EndeavorEvent[]): Promise<void> {
  const rolled = new Set<string>();
  for (const e of events) {
    if (e.type === "check") rolled.add(e.check.by);
    else if (e.type === "positionRolled") rolled.add(e.by);
  }
  // Read from the roller's actor as it is now: the command took its traits from that actor.
  for (const id of rolled) {
    const actor = combat.combatants.get(id)?.actor;
    if (actor?.statuses.has("surprised")) await actor.toggleStatusEffect("surprised", { active: false });
  }
}

type PoolChange = { add: number[]; remove: number[] };

/** Permanent Blessings the engine spent come off a pool (sign -1), or go back on undo (+1); those it gained
 *  (Resolved) go on the pool, or come off on undo. By participant. */
function poolChanges(events: readonly EndeavorEvent[], sign: -1 | 1): Map<string, PoolChange> {
  const changes = new Map<string, PoolChange>();
  // Stryker disable next-line ArrayDeclaration: a value to take off that is not in the pool is left (movedPool)
  const at = (id: string) => changes.get(id) ?? changes.set(id, { add: [], remove: [] }).get(id)!;
  // Stryker disable EqualityOperator: sign is -1 or +1, never 0
  for (const e of events) {
    if (e.type === "blessingsSpent" && e.permanent.length) at(e.id)[sign > 0 ? "add" : "remove"].push(...e.permanent);
    if (e.type === "blessingsGained") at(e.id)[sign > 0 ? "remove" : "add"].push(...e.values);
  }
  // Stryker restore EqualityOperator
  return changes;
}

/** `pool` with a change made, sorted; a value to take off that is no longer there (spent on a card since) is left. */
function movedPool(pool: readonly number[], { add, remove }: PoolChange): number[] {
  const out = [...pool, ...add];
  for (const v of remove) {
    const i = out.indexOf(v);
    if (i >= 0) out.splice(i, 1);
  }
  return out.sort((a, b) => a - b);
}

/** The changes made on the actors' own pools (a participant without a combatant or actor has none to write). */
async function writeBackBlessings(combat: HumanityCombat, changes: ReadonlyMap<string, PoolChange>): Promise<void> {
  for (const [id, change] of changes) {
    const actor = combat.combatants.get(id)?.actor;
    if (!actor) continue;
    // Stryker disable next-line LogicalOperator,ArrayDeclaration: a party (no pool) has no Stats: the setup refuses
    await actor.update({ system: { blessings: movedPool(blessingPool(actor) ?? [], change) } });
  }
}
