// Combat runs an Endeavor: the engine decides (src/rules/endeavor), this document stores what it decided, mirrors the
// parts core Foundry understands (round, whose turn, defeated) and posts what happened to chat. Every change goes
// through dispatch/undo/startEndeavor on the GM's client (players reach them through the relay,
// src/applications/combat/requests/endeavor-relay.ts); they run one at a time per Combat, so two requests cannot
// interleave their writes.
import type { ApplyResult, Command, EndeavorState } from "../rules/endeavor";
import type { EndeavorCombatModel } from "../data/combat/endeavor-combat";
import { RelayRefusal } from "./refusal";
import { asLoaded } from "../data/salvage";
import type { EndeavorStartOptions } from "./endeavor-setup";
import type { EndeavorReporter } from "./endeavor-reporter";

/** What the GM's commands do (with the engine's command processing) loads on first use: most sessions never run
 *  an Endeavor, and every player downloads the always-loaded bundle at each world load. */
const endeavor = () => import("./combat-endeavor");

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
/** The Endeavor model, told by a field of its own (the class lives in data/, whose import would grow this bundle). */
const isEndeavorModel = (system: unknown): system is EndeavorCombatModel => isRecord(system) && "helpOffers" in system;

export class HumanityCombat extends foundry.documents.Combat {
  /** Serialises this Combat's writes on the GM client (macros may call dispatch directly, not only the relay). */
  #queue: Promise<unknown> = Promise.resolve();

  /** Set by applications/combat/register.ts; without it (no chat layer) nothing is posted. */
  static reporter: EndeavorReporter | null = null;

  /** Core migrates a document's source with migrateDataSafe while it builds one (stored or new), and an update's
   *  changes with migrateData: only the first reads lists element by element (data/salvage.ts). */
  static override migrateDataSafe(source: Record<string, unknown>) {
    return asLoaded(() => super.migrateDataSafe(source));
  }

  /**
   * Help offers were kept in `flags["humanity-blessed"].helpOffers` before the Combat model had a field for them: an
   * older Combat's offers move into `system.helpOffers` on load (the flag, no longer read, stays as it was stored).
   */
  static override migrateData(source: Record<string, unknown>) {
    const flags = source.flags as Record<string, Record<string, unknown> | undefined> | undefined;
    const old = flags?.["humanity-blessed"]?.helpOffers;
    const system = source.system;
    if (
      Array.isArray(old) &&
      old.length &&
      isRecord(system) &&
      !(Array.isArray(system.helpOffers) && system.helpOffers.length)
    ) {
      system.helpOffers = old.map((o) => foundry.utils.deepClone(o));
    }
    return super.migrateData(source);
  }

  /** The Endeavor this Combat runs (null only while core constructs it, before `system` exists). */
  get model(): EndeavorCombatModel | null {
    // Its only subtype's model: fvtt-types adds other modules' subtypes to `system`, even to a configured "base".
    const system = this.system;
    return isEndeavorModel(system) ? system : null;
  }

  /**
   * Null before the start; also while core sorts turns during construction, before `system` exists. A character's
   * Blessings live on the actor only: each participant's permanent pool is read from its actor, so a Blessing spent
   * on a chat card during the Endeavor is gone here too, and the engine pays from what the actor really holds.
   */
  get endeavor(): EndeavorState | null {
    const state = this.model?.endeavor ?? null;
    if (!state) return null;
    // An unchanged pool keeps the stored participants list: the rules cache by that list.
    // Stryker disable next-line BooleanLiteral: a copy of an equal pool reads the same
    let changed = false;
    const participants = state.participants.map((p) => {
      // Core builds `combatants` before it prepares anything that reads this (its embedded documents wait for it).
      const actor = this.combatants.get(p.id)?.actor;
      const pool = actor?.isCharacter() || actor?.isMonstrosity() ? actor.system.blessings : null;
      // Stryker disable next-line ConditionalExpression,ArrowFunction,EqualityOperator: as above, a copy reads the same
      if (!pool || (pool.length === p.blessings.length && pool.every((v, i) => v === p.blessings[i]))) return p;
      changed = true;
      return { ...p, blessings: [...pool] };
    });
    return changed ? { ...state, participants } : state;
  }

  /** Tracker rows follow the Endeavor's seating (rotation follows it); before the start, by name. */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    // Core passes this method unbound to Array#sort (setupTurns), so `this` is not the Combat: ask the combatant.
    const seats = a.parent?.endeavor?.participants;
    if (seats) {
      const sa = seats.findIndex((p) => p.id === a.id);
      const sb = seats.findIndex((p) => p.id === b.id);
      if (sa !== sb) return (sa < 0 ? Infinity : sa) - (sb < 0 ? Infinity : sb);
    }
    // Stryker disable next-line StringLiteral,LogicalOperator: core names every combatant and gives it an id
    return (a.name ?? "").localeCompare(b.name ?? "") || (a.id ?? "").localeCompare(b.id ?? "");
  }

  /** Start (or restart) the Endeavor from the current combatants. */
  startEndeavor(options: EndeavorStartOptions): Promise<EndeavorState> {
    return this.#serial(async () => (await endeavor()).startEndeavor(this, options));
  }

  /** Apply one command; refusals (RulesError with an ENDEAVOR_* code) change nothing. */
  dispatch(command: Command): Promise<ApplyResult> {
    return this.#serial(async () => (await endeavor()).dispatch(this, this.#requireState(), command));
  }

  /** Undo the last command: replay the log minus its last entry from the setup (the dice are in the log). */
  undo(): Promise<EndeavorState> {
    return this.#serial(async () => {
      this.#requireState();
      return (await endeavor()).undo(this);
    });
  }

  /** Another module's Combat subtype has no Endeavor model: refused like one not started, not a TypeError. */
  #requireState(): EndeavorState {
    const state = this.model?.endeavorSetup ? this.endeavor : null;
    if (!state) throw new RelayRefusal("HB.Error.endeavorNotStarted");
    return state;
  }

  #serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(fn, fn);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
