// Combat runs an Endeavor: the engine decides (src/rules/endeavor), this document stores what it decided, mirrors the
// parts core Foundry understands (round, whose turn, defeated) and posts what happened to chat. Every change goes
// through dispatch/undo/startEndeavor on the GM's client (players reach them through the relay, src/applications/
// combat/endeavor-relay.ts); they run one at a time per Combat, so two requests cannot interleave their writes.
import type { ApplyResult, Command, EndeavorEvent, EndeavorSetup, EndeavorState } from "../rules/endeavor";
import type { EndeavorCombatModel } from "../data/combat/endeavor-combat";
import type { EndeavorCombatantModel } from "../data/combat/endeavor-combatant";
import { RelayRefusal } from "./refusal";
import { buildEndeavorSetup, type EndeavorStartOptions, type SetupSource } from "./endeavor-setup";
import type { HumanityActor } from "./actor";

/** The engine's command processing loads on first use: most sessions never run an Endeavor, and every player
 *  downloads the always-loaded bundle at each world load. */
const engine = () => import("../rules/endeavor/engine-core");

interface CardInput {
  command: Command;
  events: readonly EndeavorEvent[];
  undone?: boolean;
  /** The state the command was applied to (the card reads per-round facts a round end in the command resets). */
  before?: EndeavorState;
}

/** Posts what a command did to chat; the chat layer registers it at init (documents never import applications). */
export type EndeavorReporter = (
  combat: Combat.Implementation, state: EndeavorState, command: Command | null, events: readonly EndeavorEvent[],
  options: { undone?: boolean; before?: EndeavorState },
) => Promise<void>;

/** Dice for the engine from Foundry's own generator (MersenneTwister unless a module replaces it). */
const foundryRng = (): number => CONFIG.Dice.randomUniform();

export class HumanityCombat extends foundry.documents.Combat {
  /** Serialises this Combat's writes on the GM client (macros may call dispatch directly, not only the relay). */
  #queue: Promise<unknown> = Promise.resolve();

  /** Set by applications/combat/register.ts; without it (no chat layer) nothing is posted. */
  static reporter: EndeavorReporter | null = null;

  get model(): EndeavorCombatModel {
    return this.system as unknown as EndeavorCombatModel;
  }

  /** Null before the start; also while core sorts turns during construction, before `system` exists. */
  get endeavor(): EndeavorState | null {
    return this.model?.endeavor ?? null;
  }

  /** Tracker rows follow the Endeavor's seating (rotation follows it); before the start, by name. */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    // Core passes this method unbound to Array#sort (setupTurns), so `this` is not the Combat: ask the combatant.
    const seats = (a.parent as HumanityCombat | null)?.endeavor?.participants;
    if (seats) {
      const sa = seats.findIndex((p) => p.id === a.id);
      const sb = seats.findIndex((p) => p.id === b.id);
      if (sa !== sb) return (sa < 0 ? Infinity : sa) - (sb < 0 ? Infinity : sb);
    }
    return (a.name ?? "").localeCompare(b.name ?? "") || (a.id ?? "").localeCompare(b.id ?? "");
  }

  /** What the setup needs from each combatant's actor. Combatants without an actor cannot take part. */
  setupSources(): SetupSource[] {
    const sources: SetupSource[] = [];
    for (const c of this.combatants) {
      const actor = c.actor as HumanityActor | null;
      if (!actor) continue;
      const system = actor.system as unknown as { blessings?: number[]; sp?: { start: number; recovery: number }; tags?: string[] };
      const model = c.system as unknown as EndeavorCombatantModel;
      sources.push({
        id: c.id!,
        name: c.name || actor.name,
        actorType: actor.type,
        stats: actor.statDice(),
        blessings: system.blessings ?? [],
        ...(actor.isMonstrosity() ? { sp: system.sp!, tags: system.tags ?? [] } : {}),
        specializations: actor.items.filter((i) => i.type === "specialization").map((i) => i.name),
        // Each Aptitude with the Specialization dropped on it (Radiant lends "one of your other Aptitudes").
        aptitudes: actor.items.filter((i) => i.type === "aptitude").map((apt) => ({
          name: apt.name,
          specialization: actor.items.find((s) => s.type === "specialization" && (s.system as unknown as { aptitude?: string }).aptitude === apt.id)?.name ?? null,
        })),
        side: model.side ?? "",
        team: model.team ?? "",
      });
    }
    return sources;
  }

  /** Start (or restart) the Endeavor from the current combatants. */
  startEndeavor(options: EndeavorStartOptions): Promise<EndeavorState> {
    return this.#serial(async () => {
      const setup = buildEndeavorSetup(this.setupSources(), options);
      const { createEndeavor } = await engine();
      const state = createEndeavor(setup);
      await this.#store(setup, state, [], null);
      return state;
    });
  }

  /** Apply one command; refusals (RulesError with an ENDEAVOR_* code) change nothing. */
  dispatch(command: Command): Promise<ApplyResult> {
    return this.#serial(async () => {
      const state = this.#requireState();
      const { apply } = await engine();
      const result = apply(state, command, foundryRng);
      await this.#store(this.model.endeavorSetup!, result.state, [...this.model.commands, result.command], { command: result.command, events: result.events, before: state });
      await this.#writeBackBlessings(result.events, -1);
      return result;
    });
  }

  /** Undo the last command: replay the log minus its last entry from the setup (the dice are in the log). */
  undo(): Promise<EndeavorState> {
    return this.#serial(async () => {
      this.#requireState();
      const setup = this.model.endeavorSetup!;
      const log = this.model.commands;
      if (log.length === 0) throw new RelayRefusal("HB.Error.endeavorNothingToUndo");
      const { apply, createEndeavor, replay } = await engine();
      const initial = createEndeavor(setup);
      const before = replay(initial, log.slice(0, -1)).state;
      const last = log[log.length - 1]!;
      // The undone command's own events say which permanent Blessings to give back (its dice are in the log).
      const undone = apply(before, last).events;
      await this.#store(setup, before, log.slice(0, -1), { command: last, events: [], undone: true });
      await this.#writeBackBlessings(undone, +1);
      return before;
    });
  }

  #requireState(): EndeavorState {
    const state = this.endeavor;
    if (!state || !this.model.endeavorSetup) throw new RelayRefusal("HB.Error.endeavorNotStarted");
    return state;
  }

  #serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(fn, fn);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** One Combat update (state, log, round, turn), then the combatants' `defeated`, then the chat card. */
  async #store(setup: EndeavorSetup, state: EndeavorState, log: readonly Command[], card: CardInput | null): Promise<void> {
    const { validateState } = await engine();
    const problems = validateState(state);
    if (problems.length) {
      console.error("humanity-blessed | Endeavor state refused", problems);
      throw new RelayRefusal("HB.Error.endeavorInvalid");
    }
    const seat = state.turn.current === null ? -1 : state.participants.findIndex((p) => p.id === state.turn.current);
    // Core's turn index follows this.turns, which _sortCombatants keeps in seat order once the state is stored.
    const ordered = [...this.combatants].sort((a, b) => {
      const sa = state.participants.findIndex((p) => p.id === a.id);
      const sb = state.participants.findIndex((p) => p.id === b.id);
      return (sa < 0 ? Infinity : sa) - (sb < 0 ? Infinity : sb);
    });
    const turn = seat < 0 ? null : ordered.findIndex((c) => c.id === state.participants[seat]!.id);
    await this.update({ system: { setup, state, log }, round: state.round, turn } as never);
    const defeated = [];
    for (const c of this.combatants) {
      const p = state.participants.find((q) => q.id === c.id);
      const out = !!p && p.removed !== null;
      if (p && c.defeated !== out) defeated.push({ _id: c.id, defeated: out });
    }
    if (defeated.length) await this.updateEmbeddedDocuments("Combatant", defeated as never);
    if (card && (card.events.length || card.undone)) await HumanityCombat.reporter?.(this, state, card.command, card.events, { undone: card.undone, before: card.before });
  }

  /** Permanent Blessings the engine spent come off the actor's pool (sign -1), or go back on undo (+1). */
  async #writeBackBlessings(events: readonly EndeavorEvent[], sign: -1 | 1): Promise<void> {
    const spent = new Map<string, number[]>();
    for (const e of events) if (e.type === "blessingsSpent" && e.permanent.length) spent.set(e.id, [...(spent.get(e.id) ?? []), ...e.permanent]);
    for (const [id, values] of spent) {
      const actor = this.combatants.get(id)?.actor;
      if (!actor) continue;
      const pool = [...((actor.system as unknown as { blessings: number[] }).blessings ?? [])];
      if (sign > 0) pool.push(...values);
      else for (const v of values) {
        const i = pool.indexOf(v);
        if (i >= 0) pool.splice(i, 1);
      }
      await actor.update({ "system.blessings": pool.sort((a, b) => a - b) } as never);
    }
  }
}
