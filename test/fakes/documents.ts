// Documents: DataModels (as in core) with a small schema per type, `system` built from CONFIG.<Doc>.dataModels[type],
// embedded Items/ActiveEffects/Combatants as Collections, permissions from `ownership` and the fake current user.
// update() follows V13's client path (client-backend.mjs #preUpdateDocumentArray): add the type, migrate the changes
// (the system model's migrateData sees the partial system change), dry-run updateSource; if that throws, core shows
// ui.notifications.error(message), sends nothing and update() resolves undefined — it does not throw.
import { Collection } from "./collection";
import { DataModel } from "./data-model";
import * as base from "./fields";
import * as containers from "./fields-containers";

const f = { ...base, ...containers };
import { deepClone, expandObject, getProperty, getType, randomID } from "./utils";

type Obj = Record<string, any>;
const g = () => globalThis as any;
const LEVELS = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
const WORLD: Record<string, string | undefined> = { Actor: "actors", Item: "items", ChatMessage: "messages", Combat: "combats", Macro: "macros" };
const EMBEDDED: Record<string, Record<string, string>> = { Actor: { Item: "items", ActiveEffect: "effects" }, Item: { ActiveEffect: "effects" }, Combat: { Combatant: "combatants" } };

/** `system`: cleaned, validated and initialized by the registered TypeDataModel for the document's type. */
class TypeDataField extends base.ObjectField {
  constructor(readonly documentName: string) {
    super();
  }
  getModelForType(type: unknown) {
    return g().CONFIG?.[this.documentName]?.dataModels?.[type as string] ?? null;
  }
  override getInitialValue(data?: Obj) {
    const cls = this.getModelForType(data?.type);
    return cls ? cls.cleanData() : {};
  }
  override _cleanType(value: Obj, options: Obj = {}) {
    const cls = this.getModelForType(options.source?.type);
    return cls ? cls.cleanData(value, { ...options, source: value }) : value;
  }
  override _validateType(value: unknown, options: Obj = {}) {
    super._validateType(value);
    const cls = this.getModelForType(options.source?.type);
    return cls ? cls.schema.validate(value, { ...options, source: value }) : undefined;
  }
  override initialize(value: Obj, model: any, options: Obj = {}) {
    const cls = this.getModelForType(model._source.type);
    return cls ? new cls(value, { parent: model, ...options }) : deepClone(value);
  }
  override toObject(value: any) {
    return value?.toObject instanceof Function ? value.toObject(false) : deepClone(value);
  }
  migrateSource(source: Obj, fieldData: unknown) {
    const cls = this.getModelForType(source?.type);
    if (cls && getType(fieldData) === "Object") cls.migrateDataSafe(fieldData);
  }
}

/** ChatMessage#rolls: stored as JSON strings, initialized to Roll instances by class name. */
class RollJSONField extends base.StringField {
  override _cast(value: any) {
    return typeof value === "string" ? value : JSON.stringify(value);
  }
  override initialize(value: string) {
    return g().foundry.dice.Roll.fromJSON(value);
  }
}

/**
 * Core's ChatMessage#author is a ForeignDocumentField: the User, its id in the source. Our fake users have short ids
 * ("gm", "player") that core's id check would refuse, so this one resolves the User without checking the id's form.
 */
class UserIdField extends f.StringField {
  override initialize(value: unknown) {
    return () => g().game?.users?.get(value) ?? null;
  }
  override toObject(value: any) {
    return value?.id ?? value;
  }
}

const common = () => ({ _id: new f.DocumentIdField(), name: new f.StringField({ required: true, blank: false }), img: new f.StringField({ nullable: true, initial: null }), flags: new f.ObjectField(), ownership: new f.ObjectField({ initial: () => ({ default: 0 }) }) });
const SCHEMAS: Record<string, (name: string) => Record<string, base.DataField>> = {
  Actor: (n) => ({ ...common(), type: new f.StringField({ required: true, blank: false }), system: new TypeDataField(n) }),
  Item: (n) => ({ ...common(), type: new f.StringField({ required: true, blank: false }), system: new TypeDataField(n) }),
  ActiveEffect: () => ({ ...common(), statuses: new f.SetField(new f.StringField()), disabled: new f.BooleanField(), origin: new f.StringField({ nullable: true, initial: null }) }),
  ChatMessage: (n) => ({ _id: new f.DocumentIdField(), type: new f.StringField({ required: true, blank: false, initial: "base" }), system: new TypeDataField(n),
    author: new UserIdField({ nullable: true, initial: () => g().game?.user?.id ?? null }), content: new f.HTMLField(), flavor: new f.HTMLField(), speaker: new f.ObjectField(),
    style: new f.NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
    whisper: new f.ArrayField(new f.StringField()), rolls: new f.ArrayField(new RollJSONField()), blind: new f.BooleanField(), sound: new f.StringField({ nullable: true, initial: null }), flags: new f.ObjectField() }),
  // Core V13 BaseMacro: script or chat, with its command as text; the hotbar holds Macro ids per slot on the User.
  Macro: () => ({ ...common(), type: new f.StringField({ required: true, blank: false, choices: ["chat", "script"], initial: "chat" }),
    author: new f.StringField({ nullable: true, initial: () => g().game?.user?.id ?? null }), scope: new f.StringField({ required: true, blank: false, initial: "global" }),
    command: new f.StringField({ required: true, blank: true }) }),
  Combat: (n) => ({ _id: new f.DocumentIdField(), type: new f.StringField({ required: true, blank: false, initial: "base" }), system: new TypeDataField(n),
    round: new f.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }), turn: new f.NumberField({ required: true, integer: true, min: 0, initial: null }), active: new f.BooleanField(), flags: new f.ObjectField() }),
  Combatant: (n) => ({ _id: new f.DocumentIdField(), type: new f.StringField({ required: true, blank: false, initial: "base" }), system: new TypeDataField(n), actorId: new f.StringField({ nullable: true, initial: null }),
    name: new f.StringField({ blank: true }), initiative: new f.NumberField(), defeated: new f.BooleanField(), hidden: new f.BooleanField(), flags: new f.ObjectField() }),
};

export class Document extends DataModel {
  static documentName = "Document";
  static override defineSchema() {
    const make = SCHEMAS[this.documentName];
    if (!make) throw new Error(`Fake Foundry: no schema for ${this.documentName}`);
    return make(this.documentName);
  }
  static override migrateData(source: Obj) {
    (this.schema.get("system") as TypeDataField | undefined)?.migrateSource(source, source.system);
    return source;
  }
  static get implementation(): any {
    return g().CONFIG?.[this.documentName]?.documentClass ?? this;
  }
  static get collectionName() {
    return WORLD[this.documentName];
  }

  declare _ready: boolean;
  sheet: unknown = null;

  constructor(data: Obj = {}, context: { parent?: Document | null; [k: string]: any } = {}) {
    const { items = [], effects = [], combatants = [], ...own } = data;
    super(own, context);
    for (const [name, key] of Object.entries(EMBEDDED[this.documentName] ?? {})) {
      const coll = new Collection<any>();
      Object.defineProperty(this, key, { value: coll, enumerable: false });
      const cls = g().CONFIG[name]?.documentClass ?? DOCS[name];
      for (const d of { items, effects, combatants }[key] as Obj[]) {
        const doc = new cls({ ...d, _id: d._id || randomID() }, { parent: this });
        coll.set(doc.id, doc);
      }
    }
    this._ready = true;
    this.prepareData();
  }

  override _initialize(options: Obj = {}) {
    super._initialize(options);
    if (this._ready) this.prepareData();
  }

  get id(): string { return this._id; }
  get documentName(): string { return (this.constructor as typeof Document).documentName; }
  get uuid(): string { return this.parent ? `${this.parent.uuid}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`; }
  get isEmbedded(): boolean { return !!this.parent; }
  get collection(): Collection<any> | undefined {
    return this.parent ? this.parent[EMBEDDED[this.parent.documentName]?.[this.documentName] ?? ""] : g().game?.[WORLD[this.documentName] ?? ""];
  }

  /** Core: GMs are owners; embedded documents inherit their parent's permission; else ownership[user] ?? default. */
  getUserLevel(user = g().game.user): number {
    if (user?.isGM) return LEVELS.OWNER;
    if (this.parent) return this.parent.getUserLevel(user);
    const level = this.ownership?.[user?.id] ?? LEVELS.INHERIT;
    return level === LEVELS.INHERIT ? (this.ownership?.default ?? LEVELS.NONE) : level;
  }
  testUserPermission(user: any, permission: string | number, { exact = false } = {}): boolean {
    const need = typeof permission === "number" ? permission : (LEVELS as Record<string, number | undefined>)[permission];
    if (need === undefined) throw new Error(`Fake Foundry: unknown permission level ${String(permission)}`);
    const level = this.getUserLevel(user);
    return exact ? level === need : level >= need;
  }
  get isOwner(): boolean { return this.testUserPermission(g().game.user, "OWNER"); }
  get limited(): boolean { return this.getUserLevel() === LEVELS.LIMITED; }

  /** Actor#statuses in core is rebuilt from the active effects during data preparation. */
  prepareData(): void {
    const isTypeData = this.system instanceof DataModel;
    if (isTypeData) this.system.prepareBaseData?.();
    this.prepareBaseData();
    for (const key of Object.values(EMBEDDED[this.documentName] ?? {})) for (const d of this[key].values()) d.prepareData();
    if ((this as Obj).effects) (this as Obj).statuses = new Set((this as Obj).effects.filter((e: any) => !e.disabled).flatMap((e: any) => [...e.statuses]));
    if (isTypeData) this.system.prepareDerivedData?.();
    this.prepareDerivedData();
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}

  override toObject(source = true): Obj {
    const out = super.toObject(source);
    for (const key of Object.values(EMBEDDED[this.documentName] ?? {})) out[key] = this[key].map((d: Document) => d.toObject(source));
    return out;
  }

  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags?.[scope], key);
  }
  async setFlag(scope: string, key: string, value: unknown) {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  async unsetFlag(scope: string, key: string) {
    const parts = key.split(".");
    const last = parts.pop()!;
    return this.update({ [["flags", scope, ...parts, `-=${last}`].join(".")]: null });
  }

  /** Core's hooks for subclasses, run on the client that creates or updates: they resolve to false to refuse. */
  async _preCreate(_data: Obj, _options: Obj, _user: unknown): Promise<boolean | void> {}
  async _preUpdate(_changed: Obj, _options: Obj, _user: unknown): Promise<boolean | void> {}

  async update(data: Obj = {}, operation: Obj = {}): Promise<this | undefined> {
    const cls = this.constructor as typeof Document;
    const changes = expandObject(data instanceof DataModel ? data.toObject() : data);
    const addType = "type" in this._source && !("type" in changes);
    if (addType) changes.type = this._source.type;
    cls.migrateData(changes);
    // Core's client path calls the document's own _preUpdate (which may change `changes` or refuse) before the hook.
    if ((await this._preUpdate(changes, operation, g().game.user)) === false) return undefined;
    const allowed = g().Hooks.call(`preUpdate${this.documentName}`, this, changes, operation, g().game.user.id);
    if (allowed === false) return undefined;
    try {
      this.updateSource(deepClone(changes), { dryRun: true, recursive: operation.recursive });
    } catch (err) {
      g().ui.notifications.error((err as Error).message.split("] ").pop());
      return undefined;
    }
    if (addType) delete changes.type;
    const diff = this.updateSource(changes, { recursive: operation.recursive });
    if (operation.diff !== false && !Object.keys(diff).length) return this;
    g().Hooks.callAll(`update${this.documentName}`, this, diff, operation, g().game.user.id);
    return this;
  }

  async delete(operation: Obj = {}): Promise<this> {
    this.collection?.delete(this.id);
    if (this.parent) this.parent.prepareData();
    g().Hooks.callAll(`delete${this.documentName}`, this, operation, g().game.user.id);
    return this;
  }

  /** Core ClientDocumentMixin#deleteDialog: DialogV2.confirm, whose "yes" deletes (its result is returned). */
  async deleteDialog(options: Obj = {}, operation: Obj = {}): Promise<unknown> {
    const yes = await g().foundry.applications.api.DialogV2.confirm({ window: { title: `Delete: ${(this as any).name}` }, ...options });
    return yes ? this.delete(operation) : yes;
  }

  /** Core ClientDocumentMixin#toDragData: a stored document by uuid, an unsaved one by its data. */
  toDragData(): Obj {
    return this.id ? { type: this.documentName, uuid: this.uuid } : { type: this.documentName, data: this.toObject() };
  }

  static async create(data: Obj | Obj[], { parent = null, ...operation }: { parent?: Document | null; [k: string]: any } = {}): Promise<any> {
    if (Array.isArray(data)) return Promise.all(data.map((d) => this.create(d, { parent, ...operation })));
    if (parent) return (await parent.createEmbeddedDocuments(this.documentName, [data], operation))[0];
    const doc = new (this.implementation as typeof Document)({ ...(data instanceof DataModel ? data.toObject() : deepClone(data)), _id: (operation.keepId && data._id) || randomID() });
    // Core's client path calls the new document's own _preCreate (which may updateSource or refuse) before the hook.
    if ((await doc._preCreate(data, operation, g().game.user)) === false) return undefined;
    if (g().Hooks.call(`preCreate${this.documentName}`, doc, data, operation, g().game.user.id) === false) return undefined;
    g().game?.[WORLD[this.documentName] ?? ""]?.set(doc.id, doc);
    g().Hooks.callAll(`create${this.documentName}`, doc, operation, g().game.user.id);
    return doc;
  }

  getEmbeddedCollection(name: string): Collection<any> {
    const key = EMBEDDED[this.documentName]?.[name];
    if (!key) throw new Error(`${name} is not an embedded Document collection of ${this.documentName}`);
    return this[key];
  }
  async createEmbeddedDocuments(name: string, data: Obj[], { keepId = false }: Obj = {}): Promise<any[]> {
    const coll = this.getEmbeddedCollection(name);
    const cls = g().CONFIG[name]?.documentClass ?? DOCS[name];
    const created = data.map((d) => new cls({ ...(d instanceof DataModel ? d.toObject() : deepClone(d)), _id: (keepId && d._id) || randomID() }, { parent: this }));
    for (const doc of created) coll.set(doc.id, doc);
    this.prepareData();
    for (const doc of created) g().Hooks.callAll(`create${name}`, doc, {}, g().game.user.id);
    return created;
  }
  async updateEmbeddedDocuments(name: string, updates: Obj[], operation: Obj = {}): Promise<any[]> {
    const coll = this.getEmbeddedCollection(name);
    const out = [];
    for (const u of updates) {
      if (!u._id) throw new Error("You must provide an _id for every object in the update data Array.");
      const doc = coll.get(u._id);
      if (!doc) throw new Error(`${name} id [${u._id}] does not exist in the EmbeddedCollection collection.`);
      const { _id, ...changes } = u;
      const updated = await doc.update(changes, operation);
      if (updated) out.push(updated);
    }
    this.prepareData();
    return out;
  }
  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<any[]> {
    const coll = this.getEmbeddedCollection(name);
    const deleted = ids.map((id) => {
      const doc = coll.get(id);
      if (!doc) throw new Error(`${name} id [${id}] does not exist in the EmbeddedCollection collection.`);
      coll.delete(id);
      return doc;
    });
    this.prepareData();
    for (const doc of deleted) g().Hooks.callAll(`delete${name}`, doc, {}, g().game.user.id);
    return deleted;
  }

  /** Core: inline `data` or a uuid; throws when neither resolves or the document is of another kind. */
  static async fromDropData(data: { type?: string; uuid?: string; data?: Obj }): Promise<any> {
    let doc = null;
    if (data.data) doc = new (this.implementation as typeof Document)(data.data);
    else if (data.uuid) doc = await g().fromUuid(data.uuid);
    if (!doc) throw new Error("Failed to resolve Document from provided DragData. Either data or a UUID must be provided.");
    if (doc.documentName !== this.documentName) throw new Error(`Invalid Document type '${doc.type}' provided to ${this.name}.fromDropData.`);
    return doc;
  }
}

function named(documentName: string) {
  const cls = class extends Document {
    static override documentName = documentName;
  };
  Object.defineProperty(cls, "name", { value: documentName });
  return cls;
}

export class Actor extends named("Actor") {
  /** V13: toggles an ActiveEffect made from the CONFIG.statusEffects entry; returns the effect, or true/false. */
  async toggleStatusEffect(statusId: string, { active }: { active?: boolean } = {}) {
    const status = (g().CONFIG.statusEffects as Obj[]).find((s) => s.id === statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
    const existing = this.effects.filter((e: any) => e.statuses.size === 1 && e.statuses.has(statusId));
    const on = active ?? !existing.length;
    if (!on) {
      if (existing.length) await this.deleteEmbeddedDocuments("ActiveEffect", existing.map((e: any) => e.id));
      return false;
    }
    if (existing.length) return true;
    const [effect] = await this.createEmbeddedDocuments("ActiveEffect", [{ _id: status._id, name: g().game.i18n.localize(status.name), img: status.img, statuses: [statusId, ...(status.statuses ?? [])] }], { keepId: !!status._id });
    return effect;
  }
}
export const Item = named("Item");
export const Macro = named("Macro");
export const ActiveEffect = named("ActiveEffect");
export class Combat extends named("Combat") {
  declare turns: any[];
  /** Core rebuilds the turn order whenever data is prepared. */
  override prepareDerivedData() {
    this.setupTurns();
  }
  setupTurns() {
    this.turns = (this.combatants?.contents ?? []).sort(this._sortCombatants);
    return this.turns;
  }
  _sortCombatants(a: any, b: any) {
    const ia = Number.isFinite(a.initiative) ? a.initiative : -Infinity;
    const ib = Number.isFinite(b.initiative) ? b.initiative : -Infinity;
    return ib - ia || (a.name ?? "").localeCompare(b.name ?? "") || a.id.localeCompare(b.id);
  }
  get combatant() {
    return this.turns?.[this.turn] ?? null;
  }
  /** Core V13: asks the GM (a modal confirm), and deletes the encounter on yes. */
  async endCombat() {
    await g().foundry.applications.api.DialogV2.confirm({
      window: { title: "COMBAT.EndTitle" },
      content: `<p>${g().game.i18n.localize("COMBAT.EndConfirmation")}</p>`,
      yes: { callback: () => this.delete() },
      modal: true,
    });
    return this;
  }
  get started() {
    return this.turns?.length > 0 && this.round > 0;
  }
}
export class Combatant extends named("Combatant") {
  /** Core falls back to the token's, then the actor's name. */
  override prepareBaseData() {
    this.name ||= this.actor?.name ?? "";
  }
  get actor() {
    return g().game.actors.get(this.actorId) ?? null;
  }
}
export class ChatMessage extends named("ChatMessage") {
  /** Core V13 ChatMessage#isContentVisible: a whispered roll shows to its recipients, and to its author unless blind. */
  get isContentVisible(): boolean {
    const whisper: string[] = (this as any).whisper ?? [];
    const self = g().game.user?.id;
    if (!whisper.length) return true;
    if ((this as any).rolls?.length) return whisper.includes(self) || ((this as any)._source.author === self && !(this as any).blind);
    return whisper.includes(self) || (this as any)._source.author === self;
  }
  get isRoll(): boolean {
    return ((this as any).rolls?.length ?? 0) > 0;
  }
  get isAuthor(): boolean {
    return g().game.user === (this as any).author;
  }
  /** Core V13: the speaker's alias, else the speaking actor's name, else the author's (OOC: the author's). */
  get alias(): string {
    const authorName = (this as any).author?.name ?? g().game.i18n.localize("CHAT.UnknownUser");
    if ((this as any).style === 1) return authorName;
    return (this as any).speaker?.alias || this.speakerActor?.name || authorName;
  }
  get speakerActor(): any {
    const id = (this as any).speaker?.actor;
    return (id ? g().game.actors.get(id) : null) ?? (this as any).author?.character ?? null;
  }
  /**
   * Core V13/V14 ChatMessage#renderHTML: a system model with renderHTML draws the whole message (then the hook, with two
   * arguments); otherwise core's template around the content — a roll's content, if it holds no HTML, is its rolls
   * drawn, and a roll hidden from this reader shows "privately rolled" and each roll drawn private.
   */
  async renderHTML({ canDelete, canClose = false, ...rest }: Obj = {}): Promise<HTMLElement> {
    const game = g().game;
    canDelete ??= game.user.isGM;
    const self = this as any;
    if (typeof self.system?.renderHTML === "function") {
      const html = await self.system.renderHTML({ canDelete, canClose, ...rest });
      g().Hooks.callAll("renderChatMessageHTML", this, html);
      return html;
    }
    const data = { ...self.toObject(false), content: self.content };
    const messageData: Obj = { ...rest, canDelete, canClose, message: data, user: game.user, author: self.author, speakerActor: this.speakerActor, alias: this.alias,
      cssClass: [self.whisper.length ? "whisper" : null, self.blind ? "blind" : null].filter(Boolean).join(" "),
      isWhisper: self.whisper.length, whisperTo: self.whisper.map((u: string) => game.users.get(u)?.name).filter(Boolean).join(", ") };
    if (this.isRoll) {
      if (self.blind || self.whisper.length) messageData.isWhisper = false;
      if (this.isContentVisible) {
        const el = document.createElement("div");
        el.innerHTML = data.content;
        if (!el.childElementCount) data.content = (await Promise.all(self.rolls.map((r: any) => r.render({ isPrivate: false, message: this })))).join("");
      } else {
        const name = self.author?.name ?? game.i18n.localize("CHAT.UnknownUser");
        data.flavor = game.i18n.format("CHAT.PrivateRollContent", { user: g().foundry.utils.escapeHTML(name) });
        data.content = (await Promise.all(self.rolls.map((r: any) => r.render({ isPrivate: true })))).join("");
        messageData.alias = name;
      }
    }
    const html = g().foundry.utils.parseHTML(await g().foundry.applications.handlebars.renderTemplate(g().CONFIG.ChatMessage.template, messageData));
    g().Hooks.callAll("renderChatMessageHTML", this, html, messageData);
    return html;
  }
  /** Core's schema: `author` defaults to the creating user, `whisper` to nobody, `blind` to false. */
  static override async create(data: Obj | Obj[], operation: Obj = {}): Promise<any> {
    if (Array.isArray(data)) return Promise.all(data.map((d) => this.create(d, operation)));
    return super.create({ author: g().game.user?.id, whisper: [], blind: false, ...(data instanceof DataModel ? data.toObject() : data) }, operation);
  }
  static getSpeaker({ actor, alias }: { actor?: any; alias?: string; scene?: unknown; token?: unknown } = {}) {
    return { scene: null, actor: actor?.id ?? null, token: null, alias: alias ?? actor?.name ?? g().game.user?.name };
  }
  /** Core V13: gmroll/blindroll whisper the GMs, selfroll the user, publicroll nobody; "roll" reads the setting. */
  static applyRollMode(chatData: Obj, rollMode: string) {
    if (rollMode === "roll") rollMode = g().game.settings.get("core", "rollMode");
    if (["gmroll", "blindroll"].includes(rollMode)) chatData.whisper = g().game.users.filter((u: any) => u.isGM).map((u: any) => u.id);
    else if (rollMode === "selfroll") chatData.whisper = [g().game.user.id];
    else if (rollMode === "publicroll") chatData.whisper = [];
    chatData.blind = rollMode === "blindroll";
    return chatData;
  }
}
const DOCS: Record<string, any> = { Item, ActiveEffect, Combatant };
