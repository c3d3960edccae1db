// Combat, Combatant and the V13 CombatTracker: embedded combatants, round/turn, turns in _sortCombatants order,
// per-part context preparation like core's tracker (header/footer → _prepareCombatContext, tracker →
// _prepareTrackerContext). Updates validate through the system model like every other fake document.
import { ApplicationV2 } from "./applications";
import { Collection } from "./collection";
import * as documents from "./documents";
import { deepClone, randomID } from "./utils";

const g = () => (globalThis as any).game;
const C = () => (globalThis as any).CONFIG;

export class Combatant extends documents.Combatant {
  actorId: string | null;
  defeated: boolean;
  hidden: boolean;
  initiative: number | null;

  constructor(data: Record<string, any> = {}, options: { parent?: documents.Document | null } = {}) {
    super(data, options);
    this.actorId = data.actorId ?? null;
    this.defeated = !!data.defeated;
    this.hidden = !!data.hidden;
    this.initiative = data.initiative ?? null;
    // Core: the combatant's own name, else its token's, else its actor's.
    if (!this.name) this.name = this.actor?.name ?? "";
    if (!this.img) this.img = this.actor?.img ?? null;
  }

  get actor(): any {
    return this.actorId ? g()?.actors?.get(this.actorId) ?? null : null;
  }

  get combat(): documents.Document | null {
    return this.parent;
  }

  override async update(changes: Record<string, any> = {}): Promise<this> {
    const { defeated, hidden, initiative, ...rest } = changes;
    if (defeated !== undefined) this.defeated = !!defeated;
    if (hidden !== undefined) this.hidden = !!hidden;
    if (initiative !== undefined) this.initiative = initiative;
    return super.update(rest);
  }

  override toObject(): Record<string, any> {
    return { ...super.toObject(), actorId: this.actorId, defeated: this.defeated, hidden: this.hidden, initiative: this.initiative };
  }
}

export class Combat extends documents.Combat {
  combatants = new Collection<Combatant>();
  round: number;
  turn: number | null;

  constructor(data: Record<string, any> = {}, options: { parent?: documents.Document | null } = {}) {
    super(data, options);
    this.round = data.round ?? 0;
    this.turn = data.turn ?? null;
    const Cls = C().Combatant.documentClass;
    for (const d of data.combatants ?? []) {
      const c = new Cls({ ...d, _id: d._id ?? randomID() }, { parent: this });
      this.combatants.set(c.id, c);
    }
  }

  get started(): boolean {
    return this.round > 0;
  }

  /** Core: combatants sorted by _sortCombatants (recomputed here on each read; core caches it in setupTurns). */
  get turns(): Combatant[] {
    return this.combatants.contents.sort((a, b) => (this as any)._sortCombatants(a, b));
  }

  get combatant(): Combatant | null {
    return this.turn === null ? null : this.turns[this.turn] ?? null;
  }

  protected _sortCombatants(a: Combatant, b: Combatant): number {
    return (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity) || a.id.localeCompare(b.id);
  }

  override async update(changes: Record<string, any> = {}): Promise<this> {
    const { round, turn, ...rest } = changes;
    if (round !== undefined) this.round = round;
    if (turn !== undefined) this.turn = turn;
    return super.update(rest);
  }

  override async createEmbeddedDocuments(name: string, data: Record<string, any>[]): Promise<any[]> {
    if (name !== "Combatant") return super.createEmbeddedDocuments(name, data);
    const Cls = C().Combatant.documentClass;
    return data.map((d) => {
      const c = new Cls({ ...deepClone(d), _id: d._id ?? randomID() }, { parent: this });
      this.combatants.set(c.id, c);
      return c;
    });
  }

  override async updateEmbeddedDocuments(name: string, updates: Record<string, any>[]): Promise<any[]> {
    if (name !== "Combatant") return (documents.Document.prototype as any).updateEmbeddedDocuments.call(this, name, updates);
    const out = [];
    for (const { _id, ...changes } of updates) {
      const c = this.combatants.get(_id);
      if (c) out.push(await c.update(changes));
    }
    return out;
  }

  override toObject(): Record<string, any> {
    return { ...super.toObject(), round: this.round, turn: this.turn, combatants: this.combatants.map((c) => c.toObject()) };
  }
}

/** foundry.applications.sidebar.tabs.CombatTracker: core's parts and context methods, enough for subclasses. */
export class CombatTracker extends ApplicationV2 {
  static override DEFAULT_OPTIONS: any = { id: "combat", classes: ["combat-sidebar"], actions: {} };
  static override PARTS: Record<string, any> = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };
  #viewed: Combat | null = null;

  /** Core: the Combat shown (ui.combat.viewed), by default the first encounter of the scene. */
  get viewed(): Combat | null {
    return this.#viewed ?? g()?.combats?.contents?.[0] ?? null;
  }
  set viewed(combat: Combat | null) {
    this.#viewed = combat;
  }

  protected override async _prepareContext(options: any): Promise<any> {
    const context: any = {};
    for (const partId of Object.keys((this.constructor as typeof CombatTracker).PARTS)) await this._preparePartContext(partId, context, options);
    return context;
  }

  protected async _preparePartContext(partId: string, context: any, options: any): Promise<any> {
    if (partId === "header" || partId === "footer") await this._prepareCombatContext(context, options);
    if (partId === "tracker") await this._prepareTrackerContext(context, options);
    return context;
  }

  protected async _prepareCombatContext(context: any, _options: any): Promise<any> {
    const combat = this.viewed;
    return Object.assign(context, { combat, hasCombat: !!combat, combats: g()?.combats?.contents ?? [], control: !!g()?.user?.isGM });
  }

  protected async _prepareTrackerContext(context: any, _options: any): Promise<void> {
    context.turns = this.viewed?.turns.map((c) => ({ id: c.id, name: c.name })) ?? [];
  }
}
