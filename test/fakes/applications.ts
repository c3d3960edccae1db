// foundry.applications: enough of ApplicationV2 to construct, prepare context and render our parts with real
// Handlebars, dispatch static `actions` on click, and register sheets; dialogs answer from a test queue.
import Handlebars from "handlebars";
import { registerFoundryHelpers, RENDER_OPTIONS } from "../harness/foundry-helpers";
import { createRenderer, type Renderer } from "../harness/renderer";
import { templateSources } from "../harness/node-sources";
import { mergeObject } from "./utils";

let renderer: Renderer | null = null;
function getRenderer(): Renderer {
  if (!renderer) {
    const hbs = Handlebars.create();
    const g = (globalThis as any).game;
    registerFoundryHelpers(hbs, { localize: g.i18n.localize, format: g.i18n.format, missing: g.i18n.missing });
    renderer = createRenderer(hbs, templateSources());
  }
  return renderer;
}
export const resetRenderer = () => { renderer = null; };

export const handlebars = {
  loaded: [] as string[],
  async loadTemplates(paths: string[] | Record<string, string>) {
    const list = Array.isArray(paths) ? paths : Object.values(paths);
    for (const p of list) if (!getRenderer().has(p)) throw new Error(`Failed to load template ${p}`);
    handlebars.loaded.push(...list);
  },
  async renderTemplate(path: string, data: object) {
    return getRenderer().render(path, data);
  },
  async getTemplate(path: string) {
    return (data: object) => getRenderer().render(path, data);
  },
};
void RENDER_OPTIONS;

function collectOptions(cls: any): any {
  const chain: any[] = [];
  for (let c = cls; c && c !== Object; c = Object.getPrototypeOf(c)) if (Object.hasOwn(c, "DEFAULT_OPTIONS")) chain.unshift(c.DEFAULT_OPTIONS);
  return chain.reduce((acc, o) => mergeObject(acc, o, { inplace: false }), {});
}

export class ApplicationV2 {
  static DEFAULT_OPTIONS: any = { id: "app-{id}", classes: [], tag: "div", window: {}, actions: {}, form: {}, position: {} };
  static PARTS: Record<string, any> = {};
  static TABS: Record<string, any> = {};
  options: any;
  element: HTMLElement | null = null;
  rendered = false;
  tabGroups: Record<string, string> = {};

  constructor(options: any = {}) {
    this.options = mergeObject(collectOptions(this.constructor), options, { inplace: false });
    for (const [group, cfg] of Object.entries((this.constructor as any).TABS ?? {})) this.tabGroups[group] = (cfg as any).initial;
  }

  protected async _prepareContext(_options: any): Promise<any> {
    return {};
  }

  protected _prepareTabs(group: string) {
    const cfg = (this.constructor as any).TABS?.[group];
    if (!cfg) return {};
    return Object.fromEntries(cfg.tabs.map((t: any) => {
      const active = this.tabGroups[group] === t.id;
      return [t.id, { ...t, group, active, cssClass: active ? "active" : "", label: t.label ?? `${cfg.labelPrefix}.${t.id}` }];
    }));
  }

  /**
   * Like HandlebarsApplicationMixin in V13: each part renders to one root element marked data-application-part;
   * `render({parts})` re-renders only those parts in place. _onFirstRender runs once, before the first _onRender.
   */
  async render(options: any = {}): Promise<this> {
    const opts = typeof options === "boolean" ? { force: options } : options;
    const context = await this._prepareContext(opts);
    const parts = (this.constructor as any).PARTS ?? {};
    const first = !this.element;
    const el = this.element ?? document.createElement(this.options.tag ?? "div");
    el.className = (this.options.classes ?? []).join(" ");
    const ids: string[] = opts.parts && !first ? opts.parts.filter((id: string) => id in parts) : Object.keys(parts);
    for (const id of ids) {
      const holder = document.createElement("template");
      holder.innerHTML = getRenderer().render(parts[id].template, context).trim();
      const root = holder.content.firstElementChild as HTMLElement | null;
      if (!root || holder.content.children.length !== 1) throw new Error(`Template part "${id}" must render exactly one root element`);
      root.dataset.applicationPart = id;
      const old = el.querySelector(`[data-application-part="${id}"]`);
      if (old) old.replaceWith(root);
      else el.append(root);
    }
    // Core inserts a rendered application into the page (so focus and layout work); close() removes it.
    if (first) document.body.append(el);
    if (first) el.addEventListener("click", (event) => this.#onClick(event));
    if (first && el instanceof HTMLFormElement) el.addEventListener("submit", (event) => this.#onSubmit(event));
    this.element = el;
    this.rendered = true;
    if (first) await (this as any)._onFirstRender?.(context, opts);
    await (this as any)._onRender?.(context, opts);
    return this;
  }

  protected async _onFirstRender(_context: any, _options: any): Promise<void> {}
  protected async _onRender(_context: any, _options: any): Promise<void> {}

  #onSubmit(event: Event) {
    event.preventDefault();
    const handler = this.options.form?.handler;
    if (handler) void handler.call(this, event, this.element, null);
  }

  #onClick(event: Event) {
    const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (!target) return;
    const handler = this.options.actions?.[target.dataset.action!];
    const fn = typeof handler === "function" ? handler : handler?.handler;
    if (fn) void fn.call(this, event, target);
  }

  async close(_options: any = {}): Promise<this> {
    this.rendered = false;
    this.element?.remove();
    this.element = null;
    return this;
  }
}

export const HandlebarsApplicationMixin = (Base: any) => class HandlebarsApplication extends Base {};

export class DocumentSheetV2 extends ApplicationV2 {
  document: any;
  constructor(options: any = {}) {
    super(options);
    this.document = options.document;
  }
  get isEditable(): boolean {
    return !!this.document?.isOwner;
  }
  protected override async _prepareContext(_options: any) {
    const d = this.document;
    return { document: d, source: d.toObject(), fields: d.system?.schema?.fields ?? {}, editable: this.isEditable, user: (globalThis as any).game.user, owner: d.isOwner, limited: false, rootId: d.id };
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor() {
    return this.document;
  }
  /** V13 drop pipeline: read the drag data, resolve the document, hand Items to _onDropItem. */
  protected async _onDrop(event: DragEvent) {
    // Core: unknown or missing document types are ignored silently.
    const data = TextEditor.implementation.getDragEventData(event);
    const CONFIG = (globalThis as any).CONFIG;
    const cls = typeof data.type === "string" && data.type in CONFIG ? CONFIG[data.type].documentClass : null;
    if (!cls) return null;
    const doc = await cls.fromDropData(data);
    if (data.type === "Item") return (this as any)._onDropItem(event, doc);
    return null;
  }
  protected async _onDropItem(_event: DragEvent, item: any) {
    if (!this.actor.isOwner) return null;
    if (item.parent === this.actor) return null;
    const [created] = await this.actor.createEmbeddedDocuments("Item", [item.toObject()]);
    return created;
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  get item() {
    return this.document;
  }
}

/** DialogV2: tests queue answers with `DialogV2.answers.push(value)`; an empty queue means the user closed it. */
export class DialogV2 extends ApplicationV2 {
  static answers: unknown[] = [];
  static asked: any[] = [];
  static async prompt(config: any) {
    DialogV2.asked.push(config);
    return DialogV2.answers.length ? DialogV2.answers.shift() : null;
  }
  static async confirm(config: any) {
    DialogV2.asked.push(config);
    return DialogV2.answers.length ? DialogV2.answers.shift() : false;
  }
  static async wait(config: any) {
    return DialogV2.prompt(config);
  }
}

export const TextEditor = {
  implementation: {
    getDragEventData(event: DragEvent): any {
      try {
        return JSON.parse(event.dataTransfer?.getData("text/plain") ?? "");
      } catch {
        return {};
      }
    },
    async enrichHTML(content: string) {
      return content;
    },
  },
};

export class CombatTracker extends ApplicationV2 {
  static override PARTS = { header: { template: "templates/sidebar/tabs/combat/header.hbs" }, tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" }, footer: { template: "templates/sidebar/tabs/combat/footer.hbs" } };
}

export const sheets = { registered: [] as { documentName: string; scope: string; cls: any; options: any }[] };
const registrar = (documentName: string) => ({
  registerSheet(scope: string, cls: any, options: any = {}) {
    sheets.registered.push({ documentName, scope, cls, options });
  },
  unregisterSheet() {},
});
export const collections = { Actors: registrar("Actor"), Items: registrar("Item") };
export const DocumentSheetConfig = { registerSheet: (doc: any, scope: string, cls: any, options: any) => sheets.registered.push({ documentName: doc.documentName, scope, cls, options }) };
