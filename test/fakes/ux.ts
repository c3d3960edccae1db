// The smaller application APIs: DialogV2 (answered by tests), DragDrop, core's CombatTracker shape, and the sheet
// registries (Actors/Items.registerSheet, DocumentSheetConfig) filing sheets in CONFIG.<Doc>.sheetClasses as core does.
import { ApplicationV2, HandlebarsApplicationMixin } from "./applications";
import type { ContextMenuEntry, RenderContext, RenderOptions } from "./applications";
import type { TakesLike } from "./core-types";

const g = () => globalThis as any;

/** What the fake reads of a dialog's configuration (core's WaitOptions, PromptConfig, ConfirmConfig); the rest is kept
 *  for the test in DialogV2.asked. Core calls a button's callback with (event, button, dialog); the fake's confirm
 *  calls `yes.callback` with none, hence its loose type. */
interface DialogConfig {
  rejectClose?: boolean | null | undefined;
  yes?: { callback?: ((...args: never[]) => unknown) | null | undefined } | null | undefined;
}

/** Tests answer dialogs: push a value (or a function of the config) onto DialogV2.answers; none = dismissed (null). */
export class DialogV2 extends ApplicationV2 {
  static answers: unknown[] = [];
  static asked: any[] = [];
  static async wait(config: DialogConfig = {}) {
    DialogV2.asked.push(config);
    if (!DialogV2.answers.length) {
      if (config.rejectClose) throw new Error("Dialog was dismissed without pressing a button.");
      return null;
    }
    const answer = DialogV2.answers.shift();
    return typeof answer === "function" ? answer(config) : answer;
  }
  static async prompt(config: DialogConfig = {}) {
    return DialogV2.wait(config);
  }
  /** Core: the yes button's callback runs when the answer is yes (and its value is returned). */
  static async confirm(config: DialogConfig = {}) {
    const answer = await DialogV2.wait(config);
    if (answer === true && config.yes?.callback) return config.yes.callback();
    return answer;
  }
}
// Core's results are typed from the config (DialogV2.WaitReturn and kin); the fake's are what the test answered.
DialogV2 satisfies TakesLike<typeof foundry.applications.api.DialogV2, "wait" | "prompt" | "confirm">;

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

/**
 * Core's ContextMenu (client/applications/ux/context-menu.mjs): bound once to its container for `eventName`; the entries
 * are the array it was given (ApplicationV2#_createContextMenu builds it once, at first render) and each is tested only
 * when the menu opens — V13 by `condition` (function of the target, or a boolean), V14 by `visible` (V14 still reads the
 * old keys, with a deprecation warning). The menu is `nav#context-menu` with one `li.context-item` per shown entry (its
 * label localised); none shown, no menu. A click on an item runs V13 `callback(target)` / V14 `onClick(event, target)`
 * and closes the menu. Positioning and animation are not faked; the fake has no jQuery, so `jQuery` must be false.
 */
/** The options the fake reads (core's ContextMenu.ConstructorOptions). */
interface ContextMenuOptions {
  eventName?: string;
  jQuery?: boolean;
  fixed?: boolean;
  onOpen?: (t: HTMLElement) => void;
  onClose?: (t: HTMLElement) => void;
}

// The constructor is narrower than core's: a selector is required, and (the fake having no jQuery) so is jQuery: false.
export class ContextMenu {
  static get implementation() {
    return ContextMenu;
  }
  element: HTMLElement | null = null;
  target: HTMLElement | null = null;
  readonly eventName: string;
  readonly menuItems: ContextMenuEntry[];
  constructor(
    container: HTMLElement,
    readonly selector: string,
    menuItems: ContextMenuEntry[],
    { eventName = "contextmenu", jQuery, onOpen, onClose }: ContextMenuOptions = {},
  ) {
    if (jQuery !== false) throw new Error("Fake Foundry: ContextMenu with jQuery objects is not implemented (core's ApplicationV2 passes jQuery: false)");
    this.eventName = eventName;
    this.menuItems = menuItems;
    this.onOpen = onOpen;
    this.onClose = onClose;
    container.addEventListener(eventName, (event) => void this._onActivate(event));
  }
  onOpen?: (t: HTMLElement) => void;
  onClose?: (t: HTMLElement) => void;

  async _onActivate(event: Event) {
    const matching = (event.target as HTMLElement).closest<HTMLElement>(this.selector);
    if (!matching) return;
    event.preventDefault();
    this.target = matching;
    ContextMenu.open?.close();
    event.stopImmediatePropagation();
    ContextMenu.open = this;
    this.onOpen?.(matching);
    return this.render(matching, event);
  }

  #shown(entry: ContextMenuEntry, target: HTMLElement): boolean {
    const v14 = g().game.release.generation >= 14;
    let test = v14 ? entry.visible : entry.condition;
    if (v14 && test === undefined && entry.condition !== undefined) {
      g().foundry.utils.logCompatibilityWarning("`ContextMenuEntry#condition` is deprecated. Use `ContextMenuEntry#visible` instead.", { since: 14, until: 16, once: true });
      test = entry.condition;
    }
    if (test === undefined) return true;
    return test instanceof Function ? !!test(target) : !!test;
  }

  async render(target: HTMLElement, _event?: Event) {
    this.element?.remove();
    const v14 = g().game.release.generation >= 14;
    const nav = document.createElement("nav");
    nav.id = "context-menu";
    const menu = document.createElement("menu");
    menu.className = "context-items";
    nav.append(menu);
    for (const entry of this.menuItems) {
      delete entry.element;
      if (!this.#shown(entry, target)) continue;
      const li = document.createElement("li");
      li.className = ["context-item", entry.classes].filter(Boolean).join(" ");
      const span = document.createElement("span");
      span.append(g().game.i18n.localize(v14 ? (entry.label ?? entry.name) : entry.name));
      li.append(span);
      menu.append(li);
      entry.element = li;
    }
    this.element = nav;
    if (!menu.children.length) return;
    document.body.append(nav);
    nav.addEventListener("click", (event) => this.#onClickItem(event));
  }

  #onClickItem(event: Event) {
    event.preventDefault();
    event.stopPropagation();
    const element = (event.target as HTMLElement).closest(".context-item");
    const item = this.menuItems.find((i) => i.element === element);
    if (!item) return;
    const target = this.target!;
    if (g().game.release.generation >= 14 && item.onClick) item.onClick(event, target);
    else item.callback?.(target, event);
    this.close();
  }

  close() {
    for (const item of this.menuItems) delete item.element;
    this.element?.remove();
    if (ContextMenu.open === this) ContextMenu.open = null;
    this.onClose?.(this.target!);
  }

  /** Core keeps the open menu in `ui.context`. */
  static open: ContextMenu | null = null;
}

/** Core's sidebar tracker (HandlebarsApplicationMixin over the sidebar tab): PARTS header/tracker/footer, each part
 *  context prepared by its own method. */
export class CombatTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  /** Core's sidebar tabs are found by their tab's name (V13: the combat tab's element is #combat). */
  static override DEFAULT_OPTIONS: any = { id: "combat" };
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
  override async _preparePartContext(partId: string, context: RenderContext, options: RenderOptions) {
    context = await super._preparePartContext(partId, context, options);
    if (partId === "tracker") await this._prepareTrackerContext(context, options);
    return context;
  }
  async _prepareTrackerContext(context: RenderContext, _options: RenderOptions) {
    const combat = this.viewed;
    context.turns = combat ? combat.combatants.contents.map((c: any, i: number) => this._prepareTurnContext(combat, c, i)) : [];
  }
  /** Core V13 builds both menus once, at first render: the rows' (on `.combatant`, hooks get<Class>ContextOptions) and,
   *  for a GM, the encounter's (a left click on `.encounter-context-menu`, hook getCombatContextOptions only). */
  override async _onFirstRender(context: RenderContext, options: RenderOptions) {
    await super._onFirstRender(context, options);
    this._createContextMenu(this._getEntryContextOptions, ".combatant", { fixed: true });
    if (g().game.user.isGM) {
      this._createContextMenu(this._getCombatContextOptions, ".encounter-context-menu", { eventName: "click", fixed: true, hookName: "getCombatContextOptions", parentClassHooks: false });
    }
  }

  /** Core's row menu entries, each with its condition and callback (core V13's; V14's in its own keys). */
  _getEntryContextOptions(): ContextMenuEntry[] {
    const getCombatant = (li: HTMLElement) => this.viewed.combatants.get(li.dataset.combatantId);
    const isGM = () => g().game.user.isGM;
    return shaped([
      { name: "COMBAT.CombatantUpdate", icon: "fa-solid fa-pen-to-square", condition: () => isGM(), callback: (li: HTMLElement) => getCombatant(li)?.sheet.render({ force: true }) },
      { name: "COMBAT.CombatantClear", icon: "fa-solid fa-arrow-rotate-left", condition: (li: HTMLElement) => isGM() && Number.isFinite(getCombatant(li)?.initiative), callback: (li: HTMLElement) => getCombatant(li)?.update({ initiative: null }) },
      { name: "COMBAT.CombatantReroll", icon: "fa-solid fa-dice-d20", condition: () => isGM(), callback: (li: HTMLElement) => this.viewed.rollInitiative([getCombatant(li)?.id]) },
      { name: "COMBAT.CombatantClearMovementHistory", icon: "fa-solid fa-shoe-prints", condition: (li: HTMLElement) => isGM() && getCombatant(li)?.token?.movementHistory.length > 0, callback: (li: HTMLElement) => getCombatant(li)?.clearMovementHistory() },
      { name: "COMBAT.CombatantRemove", icon: "fa-solid fa-trash", condition: () => isGM(), callback: (li: HTMLElement) => getCombatant(li)?.delete() },
    ]);
  }

  /** Core's encounter menu (the ellipsis in the header): Reset Initiative whenever there are turns. */
  _getCombatContextOptions(): ContextMenuEntry[] {
    const isGM = () => g().game.user.isGM;
    return shaped([
      { name: "COMBAT.InitiativeReset", icon: "fa-solid fa-arrow-rotate-left", condition: () => isGM() && this.viewed?.turns.length > 0, callback: () => this.viewed.resetAll() },
      { name: "COMBAT.ClearMovementHistories", icon: "fa-solid fa-shoe-prints", condition: () => isGM() && this.viewed?.combatants.size > 0, callback: () => this.viewed.clearMovementHistories() },
      { name: "COMBAT.Delete", icon: "fa-solid fa-trash", condition: () => isGM() && !!this.viewed, callback: () => this.viewed.endCombat() },
    ]);
  }

  /** Core V13's frame listeners: hover and double click on rows, `change` (from build 345 filtered to the
   *  initiative inputs by _onChangeInput; before it, every change went to _onUpdateInitiative), and `focusin`: an input
   *  that gains focus has its whole text selected (the next key typed replaces it). */
  override _attachFrameListeners() {
    super._attachFrameListeners();
    const el = this.element!;
    el.addEventListener("pointerover", (event: Event) => this._onCombatantHoverIn(event));
    el.addEventListener("pointerout", (event: Event) => this._onCombatantHoverOut(event));
    el.addEventListener("dblclick", (event: Event) => this._onCombatantMouseDown(event, (event.target as HTMLElement).closest("[data-combatant-id]")));
    const filtered = g().game.release.build >= 345;
    el.addEventListener("change", (event: Event) => (filtered ? this._onChangeInput(event) : this._onUpdateInitiative(event)));
    el.addEventListener("focusin", (event: Event) => {
      if (event.target instanceof HTMLInputElement) event.target.select();
    }, { passive: true });
  }

  /** Core: a click on an action the tracker does not declare runs that method of the Combat, only from a
   *  .combat-control (so a data-action="endCombat" elsewhere does nothing). */
  override async _onClickAction(event: PointerEvent, target: HTMLElement) {
    if (!(event.target as HTMLElement).closest(".combat-control")) return;
    const combat = this.viewed;
    await combat?.[target.dataset.action!]?.();
  }

  /** Core V13: the hovered row's combatant is looked up and used without a check (a deleted one throws). */
  _onCombatantHoverIn(event: Event) {
    const { combatantId } = (event.target as HTMLElement).closest<HTMLElement>(".combatant[data-combatant-id]")?.dataset ?? {};
    if (!g().canvas?.ready || !combatantId) return;
    const combatant = this.viewed.combatants.get(combatantId);
    const token = combatant.token?.object;
    if (token) throw new Error("the fake has no canvas tokens");
  }
  _onCombatantHoverOut(_event: Event) {}

  /** Core V13: a double click anywhere in a row but on an <input> opens the actor's sheet for an observer (a button,
   *  a select or a link does not stop it). A single click would control the token (no canvas here). */
  _onCombatantMouseDown(event: Event, target: HTMLElement | null) {
    if (event.target instanceof HTMLInputElement) return;
    const combatant = this.viewed.combatants.get(target?.dataset.combatantId);
    if (!combatant) return;
    if (event.type === "dblclick") {
      if (combatant.actor?.testUserPermission(g().game.user, "OBSERVER")) combatant.actor?.sheet.render(true);
      return;
    }
    throw new Error("Fake Foundry: controlling a combatant's token is not implemented (no canvas)");
  }

  _onChangeInput(event: Event) {
    if ((event.target as HTMLElement).classList.contains("initiative-input")) return this._onUpdateInitiative(event);
  }

  /** Core V13: a typed initiative (or +/- a delta); anything else typed reads as a number. */
  _onUpdateInitiative(event: Event) {
    const input = event.target as HTMLInputElement;
    const { combatantId } = input.closest<HTMLElement>("[data-combatant-id]")?.dataset ?? {};
    const combatant = this.viewed.combatants.get(combatantId);
    if (!combatant) return;
    const raw = input.value;
    const isDelta = /^[+-]/.test(raw);
    if (!isDelta || raw[0] === "=") return combatant.update({ initiative: raw ? Number(raw.replace(/^=/, "")) : null });
    const delta = parseInt(raw);
    if (!isNaN(delta)) return combatant.update({ initiative: combatant.initiative + delta });
  }
  _prepareTurnContext(combat: any, combatant: any, index: number) {
    return { id: combatant.id, name: combatant.name, initiative: combatant.initiative, active: index === combat.turn, owner: combatant.isOwner, defeated: combatant.defeated, hidden: combatant.hidden };
  }
}

/**
 * Core V13's Hotbar (ui.hotbar), its drop only: `drop(data, slot)` is Hotbar#_onDrop from the point it has read the
 * dragged data. The hotbarDrop hook first — false ends the drop there, lock check and all —, then core refuses to
 * overwrite a slot holding a Macro while the bar is locked, then places a dropped Macro (other documents not faked).
 */
export class Hotbar {
  locked = false;
  async drop(data: any, slot: number) {
    if (g().Hooks.call("hotbarDrop", this, data, slot) === false) return;
    const existing = g().game.macros.get(g().game.user.hotbar[slot]);
    if (existing && this.locked) return g().ui.notifications.warn("MACRO.CannotOverwrite", { localize: true });
    if (data?.type !== "Macro") throw new Error(`Fake Foundry: dropping ${String(data?.type)} on the hotbar is not faked`);
    const macro = await g().Macro.fromDropData(data);
    return g().game.user.assignHotbarMacro(macro, slot);
  }
}

/**
 * Core V13's Sidebar (ui.sidebar): ApplicationV2#changeTab records the group's tab (tabGroups) and shows that tab;
 * expand() opens a collapsed sidebar. The tabs' own elements (#chat, #combat) are what a test puts in the document.
 */
export class Sidebar {
  tabGroups: Record<string, string> = { primary: "chat" };
  expanded = true;
  changeTab(tab: string, group: string) {
    if (!["chat", "combat", "scenes", "actors", "items", "journal", "tables", "cards", "macros", "playlists", "compendium", "settings"].includes(tab)) {
      throw new Error(`Fake Foundry: no sidebar tab "${tab}"`);
    }
    this.tabGroups[group] = tab;
  }
  expand() {
    this.expanded = true;
  }
}

/**
 * Core V13's sidebar ChatLog, where its input lives. The chat input (#chat-message) and #chat-controls — the roll
 * privacy buttons and, for a GM, .control-buttons (export, flush) — are made once, at first render, into the
 * notifications area (#chat-notifications); core's _toggleNotifications moves them into the log's .chat-form while
 * the chat tab is shown and back out when another tab is (hiding a GM's .control-buttons there), firing
 * renderChatInput each time. The log itself renders once: renderChatLog sees the controls only if the chat tab was
 * shown at that first render. `active` stands for "the sidebar is expanded and the chat tab is shown".
 */
export class ChatLog {
  element: HTMLElement | null = null;
  active = false;
  rendered = false;
  async render() {
    if (this.rendered) return this;
    const doc = document;
    this.element = doc.createElement("section");
    this.element.id = "chat";
    this.element.innerHTML = '<div class="chat-scroll"><ol class="chat-log"></ol></div><div class="chat-form"></div>';
    doc.body.append(this.element);
    const notifications = doc.createElement("div");
    notifications.id = "chat-notifications";
    notifications.innerHTML = '<ol class="chat-log"></ol>';
    const controls = doc.createElement("div");
    controls.id = "chat-controls";
    controls.innerHTML = '<div id="roll-privacy"><button type="button" data-roll-mode="publicroll"></button></div>'
      + (g().game.user.isGM ? '<div class="control-buttons"><button type="button" data-action="export"></button><button type="button" data-action="flush"></button></div>' : "");
    const input = doc.createElement("textarea");
    input.id = "chat-message";
    notifications.append(input, controls);
    doc.body.append(notifications);
    this.rendered = true;
    this._toggleNotifications();
    g().Hooks.callAll("renderChatLog", this, this.element, {});
    return this;
  }
  activate() { this.active = true; this._toggleNotifications(); }
  deactivate() { this.active = false; this._toggleNotifications(); }
  _toggleNotifications() {
    const notifications = document.getElementById("chat-notifications")!;
    const inputElement = document.getElementById("chat-message")!;
    const chatControls = document.getElementById("chat-controls")!;
    const privacyButtons = document.getElementById("roll-privacy")!;
    const embedInput = this.active;
    const previousParent = inputElement.parentElement;
    if (g().game.user.isGM) chatControls.querySelector<HTMLElement>(".control-buttons")!.hidden = !embedInput;
    if (embedInput) this.element!.querySelector(".chat-form")!.append(chatControls, inputElement);
    else notifications.append(inputElement, chatControls);
    g().Hooks.callAll("renderChatInput", this, { "#chat-message": inputElement, "#chat-controls": chatControls, "#roll-privacy": privacyButtons }, { previousParent });
  }
}

/**
 * Core V13's TooltipManager (game.tooltip), what a tooltip shows: data-tooltip-text as text; otherwise data-tooltip —
 * a localisation key localised, anything else set as HTML (core cleans it first: scripts and event attributes go, the
 * markup stays; so does this fake's).
 */
export class TooltipManager {
  tooltip = document.createElement("aside");
  activate(element: HTMLElement) {
    const text = element.dataset.tooltipText;
    if (text) this.tooltip.textContent = text;
    else {
      const html = element.dataset.tooltip ?? "";
      this.tooltip.innerHTML = g().game.i18n.has(html) ? g().game.i18n.localize(html) : html;
      this.tooltip.querySelectorAll("script").forEach((el) => el.remove());
      this.tooltip.querySelectorAll("*").forEach((el) => [...el.attributes].filter((a) => a.name.startsWith("on")).forEach((a) => el.removeAttribute(a.name)));
    }
    return this.tooltip;
  }
}

/** Core's entries in the running generation's keys: V13 `name`/`icon` (HTML)/`condition`/`callback(target)`, V14
 *  `label`/`icon` (class)/`visible`/`onClick(event, target)`. */
type V13Entry = {
  name: string;
  icon: string;
  condition: (li: HTMLElement) => boolean;
  callback: (li: HTMLElement) => unknown;
};
function shaped(entries: V13Entry[]): ContextMenuEntry[] {
  if (g().game.release.generation >= 14) return entries.map((e) => ({ label: e.name, icon: e.icon, visible: e.condition, onClick: (_event: Event, li: HTMLElement) => e.callback(li) }));
  return entries.map((e) => ({ ...e, icon: `<i class="${e.icon}"></i>` }));
}

type SheetEntry = { id: string; label: string; default: boolean; cls: any; canBeDefault: boolean; canConfigure: boolean };
export const sheets = { registered: [] as { documentName: string; scope: string; cls: any; options: any }[], unregistered: [] as { documentName: string; scope: string; cls: any; options: any }[] };
/**
 * Core V13 DocumentSheetConfig#registerSheet: the sheet is filed in CONFIG[documentName].sheetClasses[type] under
 * `<scope>.<class name>`, its label localised; a default one clears the type's other defaults (Document#sheet opens
 * the default). Core holds registrations made before `setup` and files them then; the fake files them at once. Not
 * modelled (they throw): a registration without `types` (core: every type), a user's choice of default sheet.
 */
function fileSheet(documentName: string, scope: string, cls: any, options: any) {
  sheets.registered.push({ documentName, scope, cls, options });
  const { types, label, makeDefault = false, canBeDefault = true, canConfigure = true } = options;
  if (!Array.isArray(types) || !types.length) throw new Error("Fake Foundry: registerSheet without types (every type) is not modelled");
  const id = `${scope}.${cls.name}`;
  const classes = g().CONFIG[documentName].sheetClasses as Record<string, Record<string, SheetEntry>>;
  const text = label instanceof Function ? label() : label ? g().game.i18n.localize(label) : id;
  for (const type of types as string[]) {
    classes[type] ??= {};
    if (makeDefault) for (const entry of Object.values(classes[type])) entry.default = false;
    classes[type][id] = { id, label: text, default: makeDefault, cls, canBeDefault, canConfigure };
  }
}
/** Core V13 DocumentSheetConfig#unregisterSheet: removed from each type's sheets (without types: from every type). */
function unfileSheet(documentName: string, scope: string, cls: any, options: any) {
  sheets.unregistered.push({ documentName, scope, cls, options });
  const classes = g().CONFIG[documentName].sheetClasses as Record<string, Record<string, SheetEntry>>;
  for (const type of options.types ?? Object.keys(classes)) delete classes[type]?.[`${scope}.${cls.name}`];
}
// Core's registerSheet/unregisterSheet return nothing.
const registrar = (documentName: string) => ({
  registerSheet(scope: string, cls: unknown, options: object = {}) {
    fileSheet(documentName, scope, cls, options);
  },
  unregisterSheet(scope: string, cls: unknown, options: object = {}) {
    unfileSheet(documentName, scope, cls, options);
  },
}) satisfies TakesLike<typeof foundry.documents.collections.Actors, "registerSheet" | "unregisterSheet">;
export const collections = { Actors: registrar("Actor"), Items: registrar("Item") };
export const DocumentSheetConfig = {
  registerSheet: (doc: { documentName: string }, scope: string, cls: unknown, options: object = {}) => fileSheet(doc.documentName, scope, cls, options),
  unregisterSheet: (doc: { documentName: string }, scope: string, cls: unknown, options: object = {}) => unfileSheet(doc.documentName, scope, cls, options),
} satisfies TakesLike<typeof foundry.applications.apps.DocumentSheetConfig, "registerSheet" | "unregisterSheet">;

export function resetUx() {
  sheets.registered.length = 0;
  sheets.unregistered.length = 0;
  DialogV2.answers.length = 0;
  DialogV2.asked.length = 0;
  ContextMenu.open = null;
}
