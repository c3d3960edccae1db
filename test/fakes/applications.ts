// foundry.applications: ApplicationV2's lifecycle as in V13 (client/applications/api/application.mjs,
// handlebars-application.mjs, document-sheet.mjs): DEFAULT_OPTIONS merged along the class chain (arrays concatenated,
// objects assigned, classes de-duplicated); render() needs {force} until first rendered; _prepareContext → for each part
// _preparePartContext → the part's template through the REAL Handlebars → exactly one root element per part (core
// throws otherwise) → _onFirstRender/_onRender and render<Class> hooks; clicks on [data-action] dispatch static
// actions; form submit/change run options.form.handler (DocumentSheetV2's default updates the document).
// _createContextMenu builds a menu's entries once (ux.ts ContextMenu tests them when it opens). Window chrome,
// positioning, drag/resize and ProseMirror are not faked.
import Handlebars from "handlebars";
import { Window as HappyWindow } from "happy-dom";
import { registerFoundryHelpers } from "../harness/foundry-helpers";
import { templateSources } from "../harness/node-sources";
import { createRenderer, type Renderer } from "../harness/renderer";
import { deepClone, expandObject, getType, randomID } from "./utils";
import { FormDataExtended } from "./form-data";

const g = () => globalThis as any;
const notImplemented = (what: string) => (..._args: unknown[]): never => {
  throw new Error(`Fake Foundry: ${what} is not implemented — add it to test/fakes if our code needs it`);
};

// One Handlebars instance and compiled-template cache for the whole run; helpers read the current game.i18n.
const hbs = Handlebars.create();
registerFoundryHelpers(hbs, {
  localize: (k: string) => g().game.i18n.localize(k),
  format: (k: string, d: Record<string, unknown>) => g().game.i18n.format(k, d),
  get missing() { return g().game.i18n.missing; },
});
hbs.registerHelper("editor", (content: unknown, options: { hash: Record<string, unknown> }) => {
  const target = options.hash.target ? ` name="${hbs.escapeExpression(String(options.hash.target))}"` : "";
  return new hbs.SafeString(`<div class="editor"${target}><div class="editor-content">${content ?? ""}</div></div>`);
});
let renderer: Renderer | null = null;
const getRenderer = () => (renderer ??= createRenderer(hbs, templateSources()));

export const handlebars = {
  Handlebars: hbs,
  loaded: [] as string[],
  async loadTemplates(paths: string[] | Record<string, string>) {
    const list = Array.isArray(paths) ? paths : Object.values(paths);
    for (const p of list) if (!getRenderer().has(p)) throw new Error(`Failed to load template ${p}: 404 Not Found`);
    handlebars.loaded.push(...list);
    return list.map((p) => (data: object) => getRenderer().render(p, data));
  },
  async renderTemplate(path: string, data: object) {
    if (!getRenderer().has(path)) throw new Error(`Failed to render template ${path}: 404 Not Found`);
    return getRenderer().render(path, data);
  },
  async getTemplate(path: string) {
    if (!getRenderer().has(path)) throw new Error(`Failed to load template ${path}: 404 Not Found`);
    return (data: object) => getRenderer().render(path, data);
  },
};
handlebars satisfies Pick<typeof foundry.applications.handlebars, "loadTemplates" | "renderTemplate" | "getTemplate">;

/** A menu entry as the fake's ContextMenu (ux.ts) reads it: core V13's ContextMenu.Entry (name, icon, condition,
 *  callback) and V14's keys beside them (label, visible, onClick), with the element it is drawn as while open. */
export interface ContextMenuEntry {
  name?: string;
  label?: string;
  icon?: string;
  classes?: string;
  condition?: boolean | ((target: HTMLElement) => unknown) | null;
  visible?: boolean | ((target: HTMLElement) => unknown) | null;
  callback?: (target: HTMLElement, event?: Event) => unknown;
  onClick?: (event: Event, target: HTMLElement) => unknown;
  element?: HTMLElement;
}

/** The render options the fake reads (core's ApplicationV2.RenderOptions and HandlebarsApplicationMixin's `parts`). */
export interface RenderOptions {
  force?: boolean;
  isFirstRender?: boolean;
  parts?: string[];
  [option: string]: unknown;
}
/** A render context: what _prepareContext and each _preparePartContext build for the templates. */
export type RenderContext = Record<string, any>;
/** A part as a HandlebarsApplication declares it in PARTS (core's HandlebarsTemplatePart). */
export interface TemplatePart {
  template: string;
  templates?: string[];
  root?: boolean;
  id?: string;
  classes?: string[];
  scrollable?: string[];
  forms?: Record<string, FormConfig>;
}
/** A form's configuration (core's ApplicationV2.FormConfiguration): its handler runs on submit, `this` the app. */
export interface FormConfig {
  handler?: (this: ApplicationV2, event: Event, form: HTMLFormElement, formData: FormDataExtended) => unknown;
  submitOnChange?: boolean;
  closeOnSubmit?: boolean;
}

/** A tab group as an application declares it in TABS (core's ApplicationV2.TabsConfiguration). */
interface TabGroup {
  initial?: string;
  labelPrefix?: string;
  tabs: { id: string; label?: string; [k: string]: unknown }[];
}
type RenderState = (typeof ApplicationV2.RENDER_STATES)[keyof typeof ApplicationV2.RENDER_STATES];

let appId = 0;
/** Core's ApplicationV2._maxZ: the highest window's z-index. */
let maxZ = 100;
/** Core V13 foundry.applications.instances: each rendered application by its id, set at its first render and deleted
 *  when it closes. Two instances under one id: the later replaces the earlier here (and its element in the page). */
export const instances = new Map<string, ApplicationV2>();
/** A detached browser window (V14): core gives it the id it keys it by. */
type DetachedWindow = Window & { id: string; happyDOM: { close(): Promise<void> } };
/** The detached windows open (V14), by id: a test handle. */
export const detachedWindows = new Map<string, DetachedWindow>();

export class ApplicationV2 {
  static DEFAULT_OPTIONS: any = { id: "app-{id}", classes: [], tag: "div", window: { frame: true, positioned: true, title: "", icon: false, controls: [], minimizable: true, resizable: false, contentTag: "section", contentClasses: [] }, actions: {},
    // Core V13: every application has form options (no handler), so its form listeners always get an object.
    form: { handler: undefined, submitOnChange: false, closeOnSubmit: false }, position: {} };
  static TABS: Record<string, TabGroup> = {};
  static RENDER_STATES = { ERROR: -3, CLOSING: -2, CLOSED: -1, NONE: 0, RENDERING: 1, RENDERED: 2 } as const;
  // Options are merged at run time from each class's DEFAULT_OPTIONS, as core's are (its Configuration type is generic
  // on the subclass); the index signature lets a subclass's own members be read the way core's code reads them.
  [key: string]: any;
  options: any;
  element: HTMLElement | null = null;
  state: RenderState = ApplicationV2.RENDER_STATES.NONE;
  tabGroups: Record<string, string> = {};

  constructor(options: any = {}) {
    const chain: object[] = [];
    for (let c: any = this.constructor; c && c !== Object && c !== Function.prototype; c = Object.getPrototypeOf(c)) if (Object.hasOwn(c, "DEFAULT_OPTIONS")) chain.unshift(c.DEFAULT_OPTIONS);
    const merged: any = {};
    for (const opts of [...chain, options]) {
      for (const [k, v] of Object.entries(opts ?? {})) {
        const v0 = merged[k];
        if (Array.isArray(v0)) v0.push(...(v as unknown[]));
        else if (k in merged && getType(v0) === "Object") Object.assign(v0, v);
        else merged[k] = deepClone(v);
      }
    }
    merged.uniqueId = String(++appId);
    if (merged.window?.frame) merged.classes.unshift("application");
    merged.classes = Array.from(new Set(merged.classes));
    this.options = Object.seal(merged);
    const tabs = (this.constructor as typeof ApplicationV2).TABS ?? {};
    for (const [group, cfg] of Object.entries(tabs)) this.tabGroups[group] = cfg.initial!;
  }

  get id(): string {
    return this.options.id.replace("{id}", this.options.uniqueId);
  }
  get title(): string {
    return g().game.i18n.localize(this.options.window.title);
  }
  get rendered(): boolean {
    return this.state === ApplicationV2.RENDER_STATES.RENDERED;
  }
  get form(): HTMLFormElement | null {
    return this.element instanceof HTMLFormElement ? this.element : (this.element?.querySelector("form") ?? null);
  }

  /** Core ApplicationV2 (frame, position, tabs): nothing about parts — HandlebarsApplicationMixin adds those. */
  _configureRenderOptions(_options: RenderOptions) {}
  _canRender(_options: RenderOptions): boolean | void {}
  async _preFirstRender(_context: RenderContext, _options: RenderOptions) {}
  async _preRender(_context: RenderContext, _options: RenderOptions) {}
  async _prepareContext(_options: RenderOptions): Promise<RenderContext> {
    return {};
  }
  _prepareTabs(group: string) {
    const cfg = (this.constructor as typeof ApplicationV2).TABS?.[group];
    if (!cfg) return {};
    // Core V13: the active tab's configured cssClass gets "active" added; the others keep theirs.
    return Object.fromEntries(cfg.tabs.map((t) => {
      const active = this.tabGroups[group] === t.id;
      const cssClass = [t.cssClass, active ? "active" : ""].filter(Boolean).join(" ");
      return [t.id, { ...t, group, active, cssClass, label: t.label ?? `${cfg.labelPrefix}.${t.id}` }];
    }));
  }
  async _onFirstRender(_context: RenderContext, _options: RenderOptions) {}
  async _onRender(_context: RenderContext, _options: RenderOptions) {}
  async _preClose(_options: object) {}
  _onClose(_options: object) {}

  /** Core V13 ApplicationV2#render (one at a time, through a semaphore) and #render:
   *  _canRender, isFirstRender (a first render needs {force}), _configureRenderOptions, _prepareContext, _preFirstRender,
   *  _preRender, the frame on a first render, then `_renderHTML(context, options)` and `_replaceHTML(result, content,
   *  options)` — an error there removes the element and leaves the state ERROR —, the element inserted on a first render,
   *  RENDERED, _onFirstRender, _onRender and the render hooks. */
  async render(options: boolean | RenderOptions = {}, _options: RenderOptions = {}): Promise<this> {
    if (typeof options === "boolean") options = Object.assign(_options, { force: options });
    const run = this.#queue.then(() => this.#render(options));
    this.#queue = run.catch(() => undefined);
    return run;
  }
  /** Core's semaphore: one render (or close) at a time, in the order asked. */
  #queue: Promise<unknown> = Promise.resolve();

  async #render(options: RenderOptions): Promise<this> {
    if (this._canRender(options) === false) return this;
    options.isFirstRender = this.state <= ApplicationV2.RENDER_STATES.NONE;
    if (options.isFirstRender && !options.force) return this;
    this._configureRenderOptions(options);
    const context = await this._prepareContext(options);
    if (options.isFirstRender) await this._preFirstRender(context, options);
    await this._preRender(context, options);
    this.state = ApplicationV2.RENDER_STATES.RENDERING;
    if (options.isFirstRender) this.#createElement();
    try {
      const result = await this._renderHTML(context, options);
      this._replaceHTML(result, this.#content!, options);
    } catch (err) {
      this.element?.remove();
      this.element = null;
      this.state = ApplicationV2.RENDER_STATES.ERROR;
      throw new Error(`Failed to render Application "${this.id}":\n${(err as Error).message}`, { cause: err });
    }
    if (options.isFirstRender && this.#anotherPage) document.body.append(this.element!);
    else if (options.isFirstRender) {
      instances.set(this.id, this);
      this._insertElement(this.element!);
    }
    this.state = ApplicationV2.RENDER_STATES.RENDERED;
    if (options.isFirstRender) await this._onFirstRender(context, options);
    await this._onRender(context, options);
    for (let c: any = this.constructor; c && c.name && c !== Object; c = Object.getPrototypeOf(c)) g().Hooks.callAll(`render${c.name}`, this, this.element, context, options);
    // Core: a forced render restores and raises the window (not awaited).
    if (options.force) void this.maximize().then(() => this.bringToFront());
    return this;
  }

  /** Another client's page (inAnotherPage): drawn beside this page's applications, never in instances. */
  #anotherPage = false;
  /** Marks this application as another client's (a player's tracker, a fresh full render to compare with): core draws
   *  each client in its own page, so two applications under one id never meet there; this fake has one page. */
  inAnotherPage(): this {
    this.#anotherPage = true;
    return this;
  }

  /** Core's _insertElement: an element already in the page under the same id is replaced, else the element appended. */
  _insertElement(element: HTMLElement) {
    const existing = document.getElementById(element.id);
    if (existing) existing.replaceWith(element);
    else document.body.append(element);
  }

  /** Abstract in core: an application that implements neither is not renderable. */
  async _renderHTML(_context: RenderContext, _options: RenderOptions): Promise<unknown> {
    throw new Error(`The ${this.constructor.name} Application class is not renderable because it does not define the _renderHTML and _replaceHTML methods which are required.`);
  }
  _replaceHTML(_result: unknown, _content: HTMLElement, _options: RenderOptions) {}

  #content: HTMLElement | null = null;

  /** Core's _renderFrame: the element (with a window frame: header and .window-content), not yet in the document. */
  #createElement() {
    const el = document.createElement(this.options.tag ?? "div");
    el.id = this.id;
    el.className = this.options.classes.join(" ");
    let content: HTMLElement = el;
    if (this.options.window?.frame) {
      el.innerHTML = `<header class="window-header"><h1 class="window-title"></h1></header>`;
      // Core's header starts with the window's icon, when it has one.
      if (this.options.window.icon) {
        const icon = document.createElement("i");
        icon.className = `window-icon fa-fw ${this.options.window.icon}`;
        icon.inert = true;
        el.querySelector("header")!.prepend(icon);
      }
      (el.querySelector(".window-title") as HTMLElement).textContent = this.title;
      content = document.createElement(this.options.window.contentTag ?? "section");
      content.className = ["window-content", ...(this.options.window.contentClasses ?? [])].join(" ");
      el.append(content);
    }
    this.element = el;
    this.#content = content;
    this._attachFrameListeners();
  }

  /** Core binds the frame's listeners once, when the element is created (subclasses add theirs). */
  _attachFrameListeners() {
    const el = this.element!;
    el.addEventListener("click", (event: Event) => this.#onClick(event as PointerEvent));
    if (el instanceof HTMLFormElement) {
      el.addEventListener("submit", (event: Event) => void this._onSubmitForm(this.options.form, event));
      el.addEventListener("change", (event: Event) => this._onChangeForm(this.options.form, event));
    }
  }

  #onClick(event: PointerEvent) {
    const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    if (!target) return;
    const action = target.dataset.action!;
    const button = event.button ?? 0;
    if (action === "close") {
      event.stopPropagation();
      if (button === 0) void this.close();
      return;
    }
    if (action === "tab") {
      if (button === 0) this.changeTab(target.dataset.tab!, target.dataset.group!);
      return;
    }
    let handler = this.options.actions[action];
    if (!handler) return this._onClickAction(event, target);
    let buttons = [0];
    if (typeof handler === "object") ({ buttons, handler } = handler);
    if (buttons.includes(button)) handler?.call(this, event, target);
  }
  _onClickAction(_event: PointerEvent, _target: HTMLElement) {}

  /** Core V13: the handler runs ONCE, here (core calls this from _onFirstRender), then the hooks (get<Class>… for each
   *  class of the chain, or hookName alone) may add entries; the menu keeps that array for its whole life. */
  _createContextMenu(
    handler: () => ContextMenuEntry[],
    selector: string,
    {
      container,
      hookName,
      parentClassHooks,
      ...options
    }: { container?: HTMLElement; hookName?: string; parentClassHooks?: boolean; [k: string]: unknown } = {},
  ) {
    container ??= this.element!;
    hookName ??= "get{}ContextOptions";
    const menuItems = this._doEvent(handler, { hookName, parentClassHooks, hookResponse: true });
    if (!menuItems.length) return null;
    return new (g().foundry.applications.ux.ContextMenu.implementation)(container, selector, menuItems, { jQuery: false, ...options });
  }

  _doEvent<R>(
    handler: (this: this, ...args: unknown[]) => R,
    {
      handlerArgs = [],
      hookName,
      hookArgs = [],
      hookResponse = false,
      parentClassHooks = true,
    }: {
      handlerArgs?: unknown[];
      hookName?: string;
      hookArgs?: unknown[];
      hookResponse?: boolean;
      parentClassHooks?: boolean;
    } = {},
  ) {
    const response = handler.call(this, ...handlerArgs);
    if (hookResponse) hookArgs = [...hookArgs, response];
    if (hookName) {
      const classes: any[] = [];
      for (let c: any = this.constructor; parentClassHooks && c && c !== Object && c !== Function.prototype; c = Object.getPrototypeOf(c)) classes.push(c);
      for (const c of parentClassHooks ? classes : [this.constructor]) if (c.name) g().Hooks.callAll(hookName.replace("{}", c.name), this, ...hookArgs);
    }
    return response;
  }

  // Core V13 (ApplicationV2#changeTab): both ids required; a tab with no navigation element throws.
  changeTab(tab: string, group: string, { force = false }: { force?: boolean } = {}) {
    if (!tab || !group) throw new Error("You must pass both the tab and tab group identifier");
    if (!force && this.tabGroups[group] === tab) return;
    if (!this.element?.querySelector(`.tabs > [data-group="${group}"][data-tab="${tab}"]`)) {
      throw new Error(`No matching tab element found for group "${group}" and tab "${tab}"`);
    }
    this.tabGroups[group] = tab;
    for (const el of Array.from(this.element?.querySelectorAll<HTMLElement>(`[data-group="${group}"][data-tab]`) ?? [])) el.classList.toggle("active", el.dataset.tab === tab);
  }

  async _onSubmitForm(formConfig: FormConfig, event: Event) {
    event.preventDefault();
    const form = this.form!;
    const { handler, closeOnSubmit } = formConfig;
    if (handler instanceof Function) await handler.call(this, event, form, new FormDataExtended(form));
    if (closeOnSubmit) await this.close();
  }
  _onChangeForm(formConfig: FormConfig, event: Event) {
    if (formConfig.submitOnChange) void this._onSubmitForm(formConfig, event);
  }
  async submit() {
    return this._onSubmitForm({ ...this.options.form, closeOnSubmit: false }, new Event("submit"));
  }

  async close(options: object = {}): Promise<this> {
    const run = this.#queue.then(() => this.#close(options));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #close(options: object): Promise<this> {
    if (!this.element) return this;
    this.state = ApplicationV2.RENDER_STATES.CLOSING;
    await this._preClose(options);
    this.element.remove();
    this.element = null;
    this.state = ApplicationV2.RENDER_STATES.CLOSED;
    if (!this.#anotherPage) instances.delete(this.id);
    this._onClose(options);
    return this;
  }

  /**
   * Core V14 ApplicationV2#detachWindow: the application moves, without a render, into a new browser window (core's
   * detached-window manager opens it and calls the openDetachedWindow hook with its id and window), then _onDetach.
   * The new window's document holds only what was put there: no stylesheet of the main page is copied (core's copying
   * is not something we may rely on for styles we add after load). V13 has no detached windows.
   */
  async detachWindow(): Promise<this> {
    if (g().game.release.generation < 14) throw new Error("Fake Foundry: ApplicationV2#detachWindow is V14's (V13 has no detached windows)");
    const from = this.element!.ownerDocument;
    // A browser window of its own (happy-dom's): its own document, size and constructors.
    const win = Object.assign(new HappyWindow({ width: 640, height: 480, url: location.href }), { id: randomID() }) as unknown as DetachedWindow;
    const to = win.document;
    detachedWindows.set(win.id, win);
    g().Hooks.callAll("openDetachedWindow", win.id, win);
    to.body.append(this.element!);
    this.window.windowId = win.id;
    this._onDetach(from, to);
    return this;
  }
  /** Core V14 ApplicationV2#attachWindow: back into the main page (its window closes when empty), then _onAttach. */
  async attachWindow(): Promise<this> {
    const from = this.element!.ownerDocument;
    document.body.append(this.element!);
    detachedWindows.get(this.window.windowId!)?.happyDOM.close();
    detachedWindows.delete(this.window.windowId!);
    this.window.windowId = undefined;
    this._onAttach(from, document);
    return this;
  }
  /** Core V14: the frame's references; here only which detached window the application is in. */
  window: { windowId: string | undefined } = { windowId: undefined };
  _onDetach(_from: Document, _to: Document) {}
  _onAttach(_from: Document, _to: Document) {}
  /** Core V13: a rendered window with a frame goes above every other (its z-index) and becomes ui.activeWindow. */
  bringToFront() {
    if (!(this.rendered && this.options.window?.frame)) return;
    this.element!.style.zIndex = String(++maxZ);
    g().ui.activeWindow = this;
  }
  /** Core's resolved position (top, left, width, height) of a positioned window. */
  position: Record<string, unknown> = {};
  /** Core V13 ApplicationV2#setPosition, reduced: the position is kept and applied to the element's style in px. Core
   *  also clamps it to the window the element is in; that is not faked (a test reads what was asked for). */
  setPosition(position: Record<string, unknown> = {}) {
    if (!this.options.window?.positioned) return;
    Object.assign(this.position, position);
    for (const key of ["top", "left", "width", "height"]) {
      const value = this.position[key];
      if (typeof value === "number" && this.element) this.element.style.setProperty(key, `${value}px`);
    }
    return this.position;
  }
  minimize = notImplemented("ApplicationV2#minimize");
  /** Core restores a minimized window; minimize is not faked, so nothing here is ever minimized. */
  async maximize() {}
}
// The class itself cannot stand for core's (a generic class hierarchy the fake does not reproduce); its constants can.
ApplicationV2 satisfies Pick<typeof foundry.applications.api.ApplicationV2, "RENDER_STATES">;

/**
 * Core V13's HandlebarsApplicationMixin (client/applications/api/handlebars-application.mjs), method for method:
 * _configureRenderOptions configures the parts (_configureRenderParts, a deep clone of PARTS) and renders all of them
 * unless `options.parts` names some (a root part renders all); _preRender loads every part's templates; _renderHTML
 * renders each part in `options.parts` through the REAL Handlebars with the SAME shared context (each
 * _preparePartContext may mutate it), a part it does not know warned about and skipped, each to exactly one element
 * (core throws otherwise) marked data-application-part; _replaceHTML swaps each rendered part for the prior element of
 * that part (or appends it), around _preSyncPartState/_syncPartState (focus by id or name, scroll positions of the
 * part's `scrollable` selectors), then _attachPartListeners (part `forms`).
 */
/** What the mixin takes: ApplicationV2 or a subclass (TypeScript's mixin rule wants the `any[]` constructor). */
type ApplicationClass = new (...args: any[]) => ApplicationV2;
/** What a part keeps across a re-render (core's _preSyncPartState): the focused field, the scroll positions. */
interface PartState { focus: string | undefined; scrollPositions: [Element, number, number][] }
export const HandlebarsApplicationMixin = <Base extends ApplicationClass>(Base: Base) =>
  class HandlebarsApplication extends Base {
  static PARTS: Record<string, TemplatePart> = {};
  #parts: Record<string, HTMLElement> = {};
  #partDescriptors: Record<string, TemplatePart> = {};

  get parts(): Record<string, HTMLElement> {
    return this.#parts;
  }

  override _configureRenderOptions(options: RenderOptions) {
    super._configureRenderOptions(options);
    this.#partDescriptors = Object.freeze(this._configureRenderParts(options));
    if (options.parts && options.parts.some((id: string) => this.#partDescriptors[id]?.root)) options.parts = undefined;
    options.parts ??= Object.keys(this.#partDescriptors);
  }

  _configureRenderParts(_options: RenderOptions): Record<string, TemplatePart> {
    const parts = deepClone((this.constructor as { PARTS?: Record<string, TemplatePart> }).PARTS ?? {});
    for (const p of Object.values(parts)) p.templates ??= [];
    return parts;
  }

  override async _preRender(context: RenderContext, options: RenderOptions) {
    await super._preRender(context, options);
    const all = new Set<string>();
    for (const part of Object.values(this.#partDescriptors)) {
      all.add(part.template);
      for (const t of part.templates ?? []) all.add(t);
    }
    await handlebars.loadTemplates(Array.from(all));
  }

  override async _renderHTML(context: RenderContext, options: RenderOptions): Promise<Record<string, HTMLElement>> {
    const rendered: Record<string, HTMLElement> = {};
    for (const partId of options.parts!) {
      const part = this.#partDescriptors[partId];
      if (!part) {
        g().ui.notifications.warn(`Part "${partId}" is not a supported template part for ${this.constructor.name}`);
        continue;
      }
      const partContext = await this._preparePartContext(partId, context, options);
      try {
        rendered[partId] = this.#parsePartHTML(partId, part, await handlebars.renderTemplate(part.template, partContext));
      } catch (err) {
        throw new Error(`Failed to render template part "${partId}":\n${(err as Error).message}`, { cause: err });
      }
    }
    return rendered;
  }

  async _preparePartContext(partId: string, context: RenderContext, _options: RenderOptions): Promise<RenderContext> {
    context.partId = `${this.id}-${partId}`;
    return context;
  }

  #parsePartHTML(partId: string, part: TemplatePart, html: string): HTMLElement {
    const temp = document.createElement("div");
    temp.innerHTML = html;
    const multipartRoot = part.root && temp.children.length > 1;
    if (temp.children.length !== 1 && !multipartRoot) throw new Error(`Template part "${partId}" must render a single HTML element.`);
    const el = (multipartRoot ? temp : temp.firstElementChild) as HTMLElement;
    // happy-dom 20 reads a parsed <option selected> beyond the second as the second; browsers honour the attribute.
    for (const select of Array.from(el.querySelectorAll("select"))) {
      const chosen = select.multiple ? null : select.querySelector<HTMLOptionElement>("option[selected]");
      if (chosen) select.value = chosen.value;
    }
    el.dataset.applicationPart = partId;
    if (part.id) el.id = `${this.id}-${part.id}`;
    if (part.classes) el.classList.add(...part.classes);
    return el;
  }

  override _replaceHTML(result: Record<string, HTMLElement>, content: HTMLElement, options: RenderOptions) {
    for (const [partId, htmlElement] of Object.entries(result)) {
      const part = this.#partDescriptors[partId]!;
      const priorElement = part.root ? content : content.querySelector<HTMLElement>(`[data-application-part="${partId}"]`);
      const state = {} as PartState;
      if (priorElement) {
        this._preSyncPartState(partId, htmlElement, priorElement, state);
        if (part.root) priorElement.replaceChildren(...Array.from(htmlElement.children));
        else priorElement.replaceWith(htmlElement);
        this._syncPartState(partId, htmlElement, priorElement, state);
      } else content.appendChild(htmlElement);
      this._attachPartListeners(partId, htmlElement, options);
      this.#parts[partId] = htmlElement;
    }
  }

  _preSyncPartState(partId: string, newElement: HTMLElement, priorElement: HTMLElement, state: PartState) {
    const part = this.#partDescriptors[partId]!;
    const focus = priorElement.querySelector<HTMLElement & { name?: string }>(":focus");
    if (focus?.id) state.focus = `#${CSS.escape(focus.id)}`;
    else if (focus?.name) state.focus = `${focus.tagName}[name="${focus.name}"]`;
    else state.focus = undefined;
    state.scrollPositions = [];
    for (const selector of part.scrollable || []) {
      const el0 = selector === "" ? priorElement : priorElement.querySelector(selector);
      if (el0) {
        const el1 = selector === "" ? newElement : newElement.querySelector(selector);
        if (el1) state.scrollPositions.push([el1, el0.scrollTop, el0.scrollLeft]);
      }
    }
  }

  _syncPartState(_partId: string, newElement: HTMLElement, _priorElement: HTMLElement, state: PartState) {
    if (state.focus) newElement.querySelector<HTMLElement>(state.focus)?.focus();
    for (const [el, scrollTop, scrollLeft] of state.scrollPositions) Object.assign(el, { scrollTop, scrollLeft });
  }

  _attachPartListeners(partId: string, htmlElement: HTMLElement, _options: RenderOptions) {
    const part = this.#partDescriptors[partId]!;
    for (const [selector, formConfig] of Object.entries(part.forms ?? {})) {
      const form = htmlElement.matches(selector) ? htmlElement : htmlElement.querySelector(selector)!;
      form.addEventListener("submit", (event) => void this._onSubmitForm(formConfig, event));
      form.addEventListener("change", (event) => this._onChangeForm(formConfig, event));
    }
  }

  override async close(options: object = {}) {
    await super.close(options);
    this.#parts = {};
    return this;
  }
};

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: any = { id: "{id}", classes: ["sheet"], tag: "form", document: null, viewPermission: 1, editPermission: 3, canCreate: false, sheetConfig: true,
    actions: {}, form: { handler: DocumentSheetV2.#onSubmitDocumentForm, submitOnChange: false, closeOnSubmit: false }, window: { controls: [] } };
  constructor(options: any = {}) {
    super(options);
    if (!this.options.document) throw new Error("A DocumentSheetV2 application must be provided a Document instance.");
  }
  get document(): any {
    return this.options.document;
  }
  override get id() {
    return `${this.constructor.name}-${this.document.uuid.replace(/\./g, "-")}`;
  }
  override get title() {
    return this.document.name;
  }
  get isEditable(): boolean {
    return this.document.testUserPermission(g().game.user, this.options.editPermission);
  }
  override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    const d = this.document;
    return Object.assign(context, { document: d, source: d._source, fields: d.schema.fields, editable: this.isEditable, user: g().game.user,
      rootId: d.collection?.has(d.id) ? this.id : randomID(), owner: d.isOwner, limited: d.limited });
  }
  _prepareSubmitData(_event: Event, _form: HTMLFormElement, formData: { object: Record<string, unknown> }) {
    return expandObject(formData.object);
  }
  static async #onSubmitDocumentForm(this: DocumentSheetV2, event: Event, form: HTMLFormElement, formData: { object: Record<string, unknown> }) {
    if (!this.isEditable) return;
    await this.document.update(this._prepareSubmitData(event, form, formData));
  }
  override async _onFirstRender(context: RenderContext, options: RenderOptions) {
    await super._onFirstRender(context, options);
    this.element!.addEventListener("drop", (event) => void this._onDrop(event as DragEvent));
  }
  async _onDrop(_event: DragEvent): Promise<unknown> {
    return undefined;
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor() {
    return this.document;
  }
  /** V13: drag data → fromDropData on the CONFIG class of data.type → _onDropDocument → _onDrop<Type>. */
  override async _onDrop(event: DragEvent) {
    const data = TextEditor.implementation.getDragEventData(event);
    if (g().Hooks.call("dropActorSheetData", this.actor, this, data) === false) return;
    const cls = typeof data.type === "string" ? g().CONFIG[data.type]?.documentClass : undefined;
    if (!cls) return;
    const doc = await cls.fromDropData(data);
    await this._onDropDocument(event, doc);
  }
  async _onDropDocument(event: DragEvent, doc: any) {
    switch (doc.documentName) {
      case "ActiveEffect": return this._onDropActiveEffect(event, doc);
      case "Actor": return this._onDropActor(event, doc);
      case "Item": return this._onDropItem(event, doc);
    }
  }
  async _onDropItem(event: DragEvent, item: any) {
    if (!this.actor.isOwner) return null;
    if (this.actor.uuid === item.parent?.uuid) return this._onSortItem(event, item);
    const keepId = !this.actor.items.has(item.id);
    return (await g().CONFIG.Item.documentClass.create(item.toObject(), { parent: this.actor, keepId })) ?? null;
  }
  async _onDropActor(_event: DragEvent, _actor: any) {
    return null;
  }
  _onDropActiveEffect = notImplemented("ActorSheetV2#_onDropActiveEffect");
  _onSortItem = notImplemented("ActorSheetV2#_onSortItem");
}

export class ItemSheetV2 extends DocumentSheetV2 {
  get item() {
    return this.document;
  }
  override async _onDrop(_event: DragEvent) {
    return undefined;
  }
}

/** Core's content link for `@UUID[uuid]{label}` (TextEditor._createContentLink → Document#toAnchor / createAnchor). */
async function contentLink(uuid: string, label: string | undefined): Promise<HTMLAnchorElement> {
  const doc = await g().fromUuid(uuid);
  const a = document.createElement("a");
  a.classList.add("content-link");
  const i = document.createElement("i");
  i.inert = true;
  if (doc) {
    a.draggable = true;
    a.setAttribute("draggable", "true");
    Object.assign(a.dataset, { link: "", uuid: doc.uuid, id: doc.id, type: doc.documentName, tooltip: doc.documentName });
    i.className = g().CONFIG[doc.documentName]?.sidebarIcon ?? "fa-solid fa-file";
    a.append(i, label ?? doc.name);
  } else {
    a.classList.add("broken");
    a.dataset.uuid = uuid;
    i.className = "fa-solid fa-link-slash";
    a.append(i, label ?? uuid);
  }
  return a;
}

/** Core's ChatLog.parse for the roll commands an inline roll may carry: the roll mode, the formula, the flavor. */
const ROLL_COMMANDS: [string, RegExp][] = [
  ["roll", /^(\/r(?:oll)? )([^#]+)(?:#(.*))?/i],
  ["gmroll", /^(\/gmr(?:oll)? )([^#]+)(?:#(.*))?/i],
  ["blindroll", /^(\/b(?:lind)?r(?:oll)? )([^#]+)(?:#(.*))?/i],
  ["selfroll", /^(\/s(?:elf)?r(?:oll)? )([^#]+)(?:#(.*))?/i],
  ["publicroll", /^(\/p(?:ublic)?r(?:oll)? )([^#]+)(?:#(.*))?/i],
];

/** Core V13 TextEditor._createInlineRoll for a deferred roll: an a.inline-roll naming its mode, formula (with the
 *  roll data filled in) and flavor, labelled by the label or the formula. Eager rolls are not faked (null). */
function inlineRoll(match: RegExpMatchArray, rollData: object): HTMLAnchorElement | null {
  const [command, raw, closing, label] = match.slice(1, 5) as [string | undefined, string, string, string | undefined];
  if (!command) return null;
  const formula = closing.length === 3 ? `${raw}]` : raw;
  const found = ROLL_COMMANDS.map(([mode, rgx]) => [mode, `${command}${formula}`.match(rgx)] as const).find(([, m]) => m);
  if (!found) return null;
  const [mode, parts] = found;
  const matched = g().Roll.replaceFormulaData(parts![2]!.trim(), rollData);
  const a = document.createElement("a");
  a.classList.add("inline-roll", mode);
  a.dataset.mode = mode;
  a.dataset.flavor = parts![3]?.trim() ?? label ?? "";
  a.dataset.formula = matched;
  a.dataset.tooltip = formula;
  a.innerHTML = `<i class="fas fa-dice-d20"></i>${label || matched}`;
  return a;
}

export const TextEditor = {
  implementation: {
    getDragEventData(event: DragEvent): any {
      if (!("dataTransfer" in event)) return {};
      try {
        return JSON.parse(event.dataTransfer?.getData("text/plain") ?? "");
      } catch {
        return {};
      }
    },
    /**
     * Core V13 (client/applications/ux/text-editor.mjs enrichHTML): unrevealed `section.secret` blocks are removed
     * unless `secrets`; `@UUID[…]{label}` content links become core's anchor (a found document: class content-link,
     * draggable, data-link/-uuid/-id/-type, its sidebar icon and name or the label; not found: class broken, the
     * link-slash icon, no data-link); then each CONFIG.TextEditor.enrichers pattern over the text nodes, matches
     * replaced last to first, an enricher that throws logged and its text kept; secrets left in are wrapped in a
     * <secret-block>. Deferred inline rolls (`[[/r formula # flavor]]{label}`, and /gmr, /br, /sr, /pr) become core's
     * anchor, the formula's @data read from `rollData` (called when a function); any other command is left as text for
     * the custom enrichers. Eager rolls (`[[1d6]]`), hyperlinks and embeds are not faked (left as text).
     */
    async enrichHTML(content: string, options: { custom?: boolean; secrets?: boolean; documents?: boolean; rolls?: boolean; relativeTo?: unknown; rollData?: unknown } = {}) {
      if (!content?.length) return "";
      const html = document.createElement("div");
      html.innerHTML = String(content);
      if (!options.secrets) html.querySelectorAll("section.secret:not(.revealed)").forEach((secret) => secret.remove());
      const replace = async (pattern: RegExp, make: (m: RegExpMatchArray) => Promise<Node | null>) => {
        const walk = document.createTreeWalker(html, NodeFilter.SHOW_TEXT);
        const text: Text[] = [];
        while (walk.nextNode()) text.push(walk.currentNode as Text);
        for (const t of text) {
          for (const match of Array.from((t.textContent ?? "").matchAll(pattern)).reverse()) {
            let result: Node | null = null;
            try {
              result = await make(match);
            } catch (err) {
              console.error("TextEditor.enrichHTML", err);
            }
            if (!result) continue;
            let target: Text = t;
            if (match.index! > 0) target = t.splitText(match.index!);
            if (match[0].length < target.length) target.splitText(match[0].length);
            target.replaceWith(result);
          }
        }
      };
      if (options.documents !== false) await replace(/@UUID\[([^#\]]+)(?:#([^\]]+))?](?:{([^}]+)})?/g, async (m) => contentLink(m[1]!, m[3]));
      if (options.rolls !== false) {
        const data = typeof options.rollData === "function" ? options.rollData() : options.rollData;
        await replace(/\[\[(\/[a-zA-Z]+\s)?(.*?)(]{2,3})(?:{([^}]+)})?/gi, async (m) => inlineRoll(m, data ?? {}));
      }
      if (options.custom !== false) {
        for (const { pattern, enricher } of (g().CONFIG.TextEditor?.enrichers ?? []) as { pattern: RegExp; enricher: (m: RegExpMatchArray, o: object) => Promise<Node | null> }[]) {
          await replace(pattern, (m) => enricher(m, options));
        }
      }
      for (const secret of html.querySelectorAll("section.secret")) {
        if (secret.closest("secret-block")) continue;
        const block = document.createElement("secret-block");
        secret.replaceWith(block);
        block.append(secret);
      }
      return html.innerHTML;
    },
  } satisfies Pick<typeof foundry.applications.ux.TextEditor, "getDragEventData" | "enrichHTML">,
};

export function resetApplications() {
  handlebars.loaded.length = 0;
  instances.clear();
  for (const win of detachedWindows.values()) void win.happyDOM.close();
  detachedWindows.clear();
  document.body.replaceChildren();
}

/** Core V13 SettingsConfig's "openSubmenu" action: the menu registered under `key` (an error notification when there
 *  is none), a NEW instance of its type each time, rendered with {force: true} (not awaited by core: returned here so
 *  a test can wait for it). */
export function openSettingsSubmenu(key: string): Promise<unknown> | undefined {
  const menu = g().game.settings.menus.get(key);
  if (!menu) return void g().ui.notifications.error("No submenu found for the provided key");
  const app = new menu.type();
  return app.render({ force: true });
}
