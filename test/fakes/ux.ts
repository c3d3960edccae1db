// The smaller application APIs: DialogV2 (answered by tests), DragDrop, core's CombatTracker shape, and the sheet
// registries (Actors/Items.registerSheet, DocumentSheetConfig) recording what was registered.
import { ApplicationV2 } from "./applications";

const g = () => globalThis as any;

/** Tests answer dialogs: push a value (or a function of the config) onto DialogV2.answers; none = dismissed (null). */
export class DialogV2 extends ApplicationV2 {
  static answers: unknown[] = [];
  static asked: any[] = [];
  static async wait(config: any = {}) {
    DialogV2.asked.push(config);
    if (!DialogV2.answers.length) {
      if (config.rejectClose) throw new Error("Dialog was dismissed without pressing a button.");
      return null;
    }
    const answer = DialogV2.answers.shift();
    return typeof answer === "function" ? answer(config) : answer;
  }
  static async prompt(config: any = {}) {
    return DialogV2.wait(config);
  }
  static async confirm(config: any = {}) {
    return DialogV2.wait(config);
  }
}

export class DragDrop {
  constructor(readonly config: { dragSelector?: string | null; dropSelector?: string | null; callbacks?: Record<string, (e: DragEvent) => unknown>; permissions?: Record<string, (s: string | null) => boolean> } = {}) {}
  bind(html: HTMLElement) {
    const { dropSelector = null, callbacks = {}, permissions = {} } = this.config;
    const drop = dropSelector ? Array.from(html.querySelectorAll(dropSelector)) : [html];
    if (!(permissions.drop?.(dropSelector) ?? true)) return this;
    for (const el of drop) el.addEventListener("drop", (e) => callbacks.drop?.(e as DragEvent));
    return this;
  }
}

/** Core's sidebar tracker: PARTS header/tracker/footer, each part context prepared by its own method. */
export class CombatTracker extends ApplicationV2 {
  static override PARTS = { header: { template: "templates/sidebar/tabs/combat/header.hbs" }, tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" }, footer: { template: "templates/sidebar/tabs/combat/footer.hbs" } };
  #viewed: any = undefined;
  /** Core's default pick: an explicitly initialized Combat, else the active one, else the first encounter. */
  get viewed() {
    if (this.#viewed !== undefined) return this.#viewed;
    const combats = g().game.combats.contents;
    return combats.find((c: any) => c.active) ?? combats[0] ?? null;
  }
  initialize({ combat, render = true }: { combat?: any; render?: boolean } = {}) {
    this.#viewed = combat;
    if (render) void this.render();
  }
  override async _preparePartContext(partId: string, context: any, options: any) {
    context = await super._preparePartContext(partId, context, options);
    if (partId === "tracker") await this._prepareTrackerContext(context, options);
    return context;
  }
  async _prepareTrackerContext(context: any, _options: any) {
    const combat = this.viewed;
    context.turns = combat ? combat.combatants.contents.map((c: any, i: number) => this._prepareTurnContext(combat, c, i)) : [];
  }
  /** Core's row context menu by label key (conditions and callbacks are core's own and not faked): V13 names an
   *  entry's key `name` (icon as HTML), V14 `label` (icon as a class string). */
  _getEntryContextOptions(): ({ name: string; icon: string } | { label: string; icon: string })[] {
    const v14 = (globalThis as any).game.release.generation >= 14;
    return ["COMBAT.CombatantUpdate", "COMBAT.CombatantClear", "COMBAT.CombatantReroll", "COMBAT.CombatantClearMovementHistory", "COMBAT.CombatantRemove"]
      .map((key) => (v14 ? { label: key, icon: "" } : { name: key, icon: "" }));
  }
  _prepareTurnContext(combat: any, combatant: any, index: number) {
    return { id: combatant.id, name: combatant.name, initiative: combatant.initiative, active: index === combat.turn, owner: combatant.isOwner, defeated: combatant.defeated, hidden: combatant.hidden };
  }
}

export const sheets = { registered: [] as { documentName: string; scope: string; cls: any; options: any }[], unregistered: [] as { documentName: string; scope: string; cls: any; options: any }[] };
const registrar = (documentName: string) => ({
  registerSheet(scope: string, cls: any, options: any = {}) {
    sheets.registered.push({ documentName, scope, cls, options });
  },
  unregisterSheet(scope: string, cls: any, options: any = {}) {
    sheets.unregistered.push({ documentName, scope, cls, options });
  },
});
export const collections = { Actors: registrar("Actor"), Items: registrar("Item") };
export const DocumentSheetConfig = {
  registerSheet: (doc: any, scope: string, cls: any, options: any = {}) => sheets.registered.push({ documentName: doc.documentName, scope, cls, options }),
  unregisterSheet: (doc: any, scope: string, cls: any, options: any = {}) => sheets.unregistered.push({ documentName: doc.documentName, scope, cls, options }),
};

export function resetUx() {
  sheets.registered.length = 0;
  sheets.unregistered.length = 0;
  DialogV2.answers.length = 0;
  DialogV2.asked.length = 0;
}
