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
import { deepClone, diffObject, expandObject, getProperty, getType, mergeObject, randomID } from "./utils";
import type { SameConstants } from "./core-types";

type Obj = Record<string, any>;
const g = () => globalThis as any;
const LEVELS = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
const WORLD: Record<string, string | undefined> = { Actor: "actors", Item: "items", ChatMessage: "messages", Combat: "combats", Macro: "macros", Scene: "scenes" };
const EMBEDDED: Record<string, Record<string, string>> = { Actor: { Item: "items", ActiveEffect: "effects" }, Item: { ActiveEffect: "effects" }, Combat: { Combatant: "combatants" }, Scene: { Token: "tokens" } };
/** Core V13 CONST.TOKEN_DISPOSITIONS. */
export const TOKEN_DISPOSITIONS = Object.freeze({ SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 });
TOKEN_DISPOSITIONS satisfies SameConstants<typeof TOKEN_DISPOSITIONS, typeof CONST.TOKEN_DISPOSITIONS>;

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
/**
 * The token fields core's BaseToken and PrototypeToken share, the ones we read or set (core V13 common/documents/token.mjs):
 * unlinked, hostile and blind by default; each bar's attribute defaults to the system's primary/secondary token attribute.
 */
const tokenFields = () => ({
  name: new f.StringField({ required: true, blank: true }),
  actorLink: new f.BooleanField(),
  disposition: new f.NumberField({ required: true, choices: Object.values(TOKEN_DISPOSITIONS), initial: TOKEN_DISPOSITIONS.HOSTILE }),
  displayBars: new f.NumberField({ required: true, choices: [0, 10, 20, 30, 40, 50], initial: 0 }),
  bar1: new f.SchemaField({ attribute: new f.StringField({ required: true, nullable: true, blank: false, initial: () => g().game?.system?.primaryTokenAttribute || null }) }),
  bar2: new f.SchemaField({ attribute: new f.StringField({ required: true, nullable: true, blank: false, initial: () => g().game?.system?.secondaryTokenAttribute || null }) }),
  // Core V13: vision on/off and its range in grid units (null: unlimited).
  sight: new f.SchemaField({ enabled: new f.BooleanField(), range: new f.NumberField({ required: true, nullable: true, min: 0, initial: 0 }) }),
});
const SCHEMAS: Record<string, (name: string) => Record<string, base.DataField>> = {
  Actor: (n) => ({ ...common(), type: new f.StringField({ required: true, blank: false }), system: new TypeDataField(n), prototypeToken: new f.SchemaField(tokenFields()) }),
  Scene: () => ({ ...common(), active: new f.BooleanField() }),
  // A placed token: its actor by id, linked or not; an unlinked token keeps what changed on its copy in `delta`.
  Token: () => ({ _id: new f.DocumentIdField(), ...tokenFields(), actorId: new f.StringField({ nullable: true, initial: null }), delta: new f.ObjectField(), hidden: new f.BooleanField(), flags: new f.ObjectField(),
    // Core V13: the waypoints the token moved through this combat (TokenDocument#movementHistory reads it).
    _movementHistory: new f.ArrayField(new f.ObjectField()) }),
  // Core V13 BaseItem: its folder (a Folder's id, kept as given even where no such folder is in the world) and sort.
  Item: (n) => ({ ...common(), type: new f.StringField({ required: true, blank: false }), system: new TypeDataField(n),
    folder: new f.ForeignDocumentField({ documentName: "Folder" }), sort: new f.NumberField({ required: true, nullable: false, integer: true, initial: 0 }) }),
  ActiveEffect: () => ({ ...common(), statuses: new f.SetField(new f.StringField()), disabled: new f.BooleanField(), origin: new f.StringField({ nullable: true, initial: null }) }),
  ChatMessage: (n) => ({ _id: new f.DocumentIdField(), type: new f.StringField({ required: true, blank: false, initial: "base" }), system: new TypeDataField(n),
    author: new UserIdField({ nullable: true, initial: () => g().game?.user?.id ?? null }), content: new f.HTMLField(), flavor: new f.HTMLField(), speaker: new f.ObjectField(),
    style: new f.NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
    whisper: new f.ArrayField(new f.StringField()), rolls: new f.ArrayField(new RollJSONField()), blind: new f.BooleanField(), sound: new f.StringField({ nullable: true, initial: null }), flags: new f.ObjectField(),
    // Core: `initial: Date.now`, taken on the creating client — by its own clock (a fake user's `clock`), never the server's.
    timestamp: new f.NumberField({ required: true, nullable: false, initial: () => g().game?.user?.clock?.() ?? Date.now() }) }),
  // Core V13 BaseMacro: script or chat, with its command as text; the hotbar holds Macro ids per slot on the User.
  Macro: () => ({ ...common(), type: new f.StringField({ required: true, blank: false, choices: ["chat", "script"], initial: "chat" }),
    author: new f.StringField({ nullable: true, initial: () => g().game?.user?.id ?? null }), scope: new f.StringField({ required: true, blank: false, initial: "global" }),
    command: new f.StringField({ required: true, blank: true }) }),
  Combat: (n) => ({ _id: new f.DocumentIdField(), type: new f.StringField({ required: true, blank: false, initial: "base" }), system: new TypeDataField(n),
    round: new f.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }), turn: new f.NumberField({ required: true, integer: true, min: 0, initial: null }), active: new f.BooleanField(), flags: new f.ObjectField() }),
  Combatant: (n) => ({ _id: new f.DocumentIdField(), type: new f.StringField({ required: true, blank: false, initial: "base" }), system: new TypeDataField(n), actorId: new f.StringField({ nullable: true, initial: null }),
    tokenId: new f.StringField({ nullable: true, initial: null }), sceneId: new f.StringField({ nullable: true, initial: null }),
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
  /** Core's cache behind `sheet` (ClientDocumentMixin's constructor defines it writable, not enumerable). */
  declare _sheet: any;

  constructor(data: Obj = {}, context: { parent?: Document | null; [k: string]: any } = {}) {
    const { items = [], effects = [], combatants = [], tokens = [], ...own } = data;
    super(own, context);
    for (const [name, key] of Object.entries(EMBEDDED[this.documentName] ?? {})) {
      const coll = new Collection<any>();
      Object.defineProperty(this, key, { value: coll, enumerable: false });
      const cls = g().CONFIG[name]?.documentClass ?? DOCS[name];
      for (const d of ({ items, effects, combatants, tokens } as Record<string, Obj[]>)[key]!) {
        const doc = new cls({ ...d, _id: d._id || randomID() }, { parent: this });
        coll.set(doc.id, doc);
      }
    }
    // Core V13 Document#_configure: the compendium a document was read from (its own, else its parent's); fixed.
    const pack = typeof context.pack === "string" ? context.pack : (context.parent?.pack ?? null);
    Object.defineProperty(this, "pack", { value: pack, writable: false, enumerable: false });
    Object.defineProperty(this, "_sheet", { value: null, writable: true, enumerable: false });
    this._ready = true;
    this.prepareData();
  }
  declare readonly pack: string | null;

  override _initialize(options: Obj = {}) {
    super._initialize(options);
    if (this._ready) this.prepareData();
  }

  get id(): string { return this._id; }
  get documentName(): string { return (this.constructor as typeof Document).documentName; }
  /** Core V13 buildUuid: a compendium's own document is `Compendium.<pack>.<type>.<id>`; embedded ones follow their parent. */
  get uuid(): string {
    if (this.parent) return `${this.parent.uuid}.${this.documentName}.${this.id}`;
    return this.pack ? `Compendium.${this.pack}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`;
  }
  get isEmbedded(): boolean { return !!this.parent; }
  get collection(): Collection<any> | undefined {
    return this.parent ? this.parent[EMBEDDED[this.parent.documentName]?.[this.documentName] ?? ""] : g().game?.[WORLD[this.documentName] ?? ""];
  }

  /** Core: GMs are owners; embedded documents inherit their parent's permission, but a synthetic actor (an unlinked
   *  token's copy) has its own (the world actor's, or what the token's delta says); else ownership[user] ?? default. */
  getUserLevel(user = g().game.user): number {
    if (user?.isGM) return LEVELS.OWNER;
    if (this.parent && this.parent.documentName !== "Token") return this.parent.getUserLevel(user);
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

  /**
   * Core V13 ClientDocumentMixin#sheet: a getter only (assigning to it throws), made once from the registered class.
   * The fake has no AppV1 Application: a class that is not a DocumentSheetV2 gives null, as core gives for one that
   * is neither.
   */
  get sheet(): any {
    if (!this._sheet) {
      const cls = this._getSheetClass();
      const { DocumentSheetV2 } = g().foundry.applications.api;
      this._sheet = cls === DocumentSheetV2 || cls?.prototype instanceof DocumentSheetV2 ? new cls({ document: this }) : null;
    }
    return this._sheet;
  }
  /** Core V13 ClientDocumentMixin#_getSheetClass: the user's choice (flags.core.sheetClass), else the type's default
   *  sheet, else one that can be, else the last registered. Without any, core falls back to its own BaseSheet, which
   *  the fake does not model: it throws instead. */
  _getSheetClass(): any {
    const type = (this as Obj).type ?? "base";
    const sheets = g().CONFIG[this.documentName].sheetClasses[type] || {};
    const override = this.getFlag("core", "sheetClass") ?? null;
    if (override !== null && (override as string) in sheets) return sheets[override as string].cls;
    const classes: { cls: unknown; default?: boolean; canBeDefault?: boolean }[] = Object.values(sheets);
    if (!classes.length) throw new Error(`Fake Foundry: no sheet registered for ${this.documentName} type "${type}" (core's own sheets are not modelled)`);
    return (classes.find((s) => s.default) ?? classes.find((s) => s.canBeDefault) ?? classes.pop()!).cls;
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
    const before = this._stored ? deepClone(this._source) : null;
    const diff = this.updateSource(changes, { recursive: operation.recursive });
    if (before) this._write(before, changes, operation);
    if (operation.diff !== false && !Object.keys(diff).length) return this;
    g().Hooks._broadcast(`update${this.documentName}`, this, diff, operation, g().game.user.id);
    return this;
  }

  /** The database's record of a world document loaded with `loadStored` (undefined: the fake keeps none). */
  declare _stored?: Obj;
  /** What core's client sends the server (V13 ClientDatabaseBackend#_preUpdateDocumentArray): unless `diff: false`,
   *  only what differs from the document in memory, which the model has already migrated; the server writes it into
   *  the record, merged unless `recursive: false` (then each top-level object is replaced whole). */
  private _write(before: Obj, changes: Obj, operation: Obj): void {
    const sent = operation.diff === false ? deepClone(changes) : diffObject(before, changes, { deletionKeys: true });
    mergeObject(this._stored!, sent, { recursive: operation.recursive !== false, performDeletions: true });
  }

  async delete(operation: Obj = {}): Promise<this> {
    this.collection?.delete(this.id);
    if (this.parent) this.parent.prepareData();
    g().Hooks._broadcast(`delete${this.documentName}`, this, operation, g().game.user.id);
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
    // Core (ClientDatabaseBackend#_preCreateDocumentArray): the document's own _preCreate first, then the hook; either
    // returning false cancels the creation of that document.
    if ((await doc._preCreate(data, operation, g().game.user)) === false) return undefined;
    if (g().Hooks.call(`preCreate${this.documentName}`, doc, data, operation, g().game.user.id) === false) return undefined;
    g().game?.[WORLD[this.documentName] ?? ""]?.set(doc.id, doc);
    g().Hooks._broadcast(`create${this.documentName}`, doc, operation, g().game.user.id);
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
    for (const doc of created) g().Hooks._broadcast(`create${name}`, doc, {}, g().game.user.id);
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
    for (const doc of deleted) g().Hooks._broadcast(`delete${name}`, doc, {}, g().game.user.id);
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
  /** Core V13 Actor#getRollData: the actor's system data, read by inline rolls' @ references. */
  getRollData(): object {
    return (this as any).system;
  }
  /**
   * Core V13 Actor#_preCreate → #_applyDefaultTokenSettings: the world's default token configuration (core setting
   * "defaultToken"), with the system's primary/secondary token attributes as bars where it names none; what the creation
   * data gives for the prototype token wins, except when the actor comes from a compendium (then the defaults do).
   */
  override async _preCreate(data: Obj, options: Obj, user: unknown): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const defaults = deepClone(g().game.settings.get("core", "defaultToken")) as Obj;
    const { primaryTokenAttribute, secondaryTokenAttribute } = g().game.system;
    if (primaryTokenAttribute && !("bar1" in defaults)) defaults.bar1 = { attribute: primaryTokenAttribute };
    if (secondaryTokenAttribute && !("bar2" in defaults)) defaults.bar2 = { attribute: secondaryTokenAttribute };
    if (options.fromCompendium) return void this.updateSource({ prototypeToken: defaults });
    this.updateSource({ prototypeToken: mergeObject(defaults, data.prototypeToken ?? {}) });
  }
  /**
   * Core V13 Actor#modifyTokenAttribute (a token HUD's bar or value edit): a bar's value clamped to [0, max], a value
   * set as is; the modifyTokenAttribute hook may veto; the actor is updated.
   */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true) {
    const attr = getProperty(this.system, attribute);
    const current = isBar ? attr.value : attr;
    const update = isDelta ? current + value : value;
    if (update === current) return this;
    const updates = isBar ? { [`system.${attribute}.value`]: Math.min(Math.max(update, 0), attr.max) } : { [`system.${attribute}`]: update };
    const allowed = g().Hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
    return allowed !== false ? this.update(updates) : this;
  }
  /** Core: a synthetic actor (an unlinked token's copy) has its TokenDocument as parent. */
  get isToken(): boolean {
    return this.parent?.documentName === "Token";
  }
  get token(): any {
    return this.isToken ? this.parent : null;
  }
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
  /** Core falls back to the token's, then the actor's name, then "Unknown Combatant": a Combatant always has a name. */
  override prepareBaseData() {
    this.name ||= this.token?.name || this.actor?.name || g().game.i18n.localize("COMBAT.UnknownCombatant");
  }
  /** Core: the placed token this combatant stands for, if any. */
  get token() {
    return (this.sceneId && g().game.scenes.get(this.sceneId)?.tokens.get(this.tokenId)) || null;
  }
  /** Core: the token's actor (an unlinked token's is its own copy), else the world actor. */
  get actor() {
    return this.token ? this.token.actor : (g().game.actors.get(this.actorId) ?? null);
  }
}
export const Scene = named("Scene");
/**
 * A placed token (core V13 TokenDocument, what we touch): `actor` is the world actor when linked; unlinked, it is a
 * synthetic copy (the world actor's data with the token's `delta` over it, the token as its parent), so what changes on
 * it never reaches the world actor. Linking, or pointing at another actor, clears the delta (core _preUpdate).
 */
/** Core's Number.isNumeric (common/primitives/number.mjs): not an array, null or "", and equal to itself as a number. */
const isNumeric = (n: unknown): boolean => !Array.isArray(n) && n !== null && n !== "" && +(n as number) === +(n as number);

export class TokenDocument extends named("Token") {
  /** Core V13: the waypoints of the token's movement recorded so far (cleared by Clear Movement History). */
  get movementHistory(): unknown[] {
    return (this as any)._movementHistory;
  }
  /** Core V13: the viewed encounter's combatant for this token. */
  get combatant() {
    return g().game.combat?.combatants.find((c: any) => c.tokenId === this.id) ?? null;
  }
  get inCombat() {
    return !!this.combatant;
  }
  /** Core V13 TokenDocument.createCombatants: the given encounter, else the viewed one, else (a GM) a new active one;
   *  tokens already in combat are skipped; the Combatants are created in that encounter. */
  static async createCombatants(tokens: any[], { combat }: { combat?: any } = {}) {
    combat ??= g().game.combats.viewed;
    if (!combat) {
      if (g().game.user.isGM) combat = await g().CONFIG.Combat.documentClass.create({ active: true }, { render: false });
      else throw new Error(g().game.i18n.localize("COMBAT.NoneActive"));
    }
    const createData = [...new Set(tokens)].reduce((arr: Obj[], token: any) => {
      if (token.inCombat) return arr;
      arr.push({ tokenId: token.id, sceneId: token.parent.id, actorId: token.actorId, hidden: token.hidden });
      return arr;
    }, []);
    return combat.createEmbeddedDocuments("Combatant", createData);
  }
  /**
   * Core V13 TokenDocument.getTrackedAttributes: a data model (or its class) or a SchemaField is read from its schema
   * (every NumberField a value, every schema with value and max a bar); a plain object from its keys; an actor type
   * (or nothing) from CONFIG.Actor.trackableAttributes — that type's, else the union of all types' — as path arrays.
   * Inferring from the system template (game.model) is not faked.
   */
  static getTrackedAttributes(data?: any, _path: string[] = []): { bar: string[][]; value: string[][] } {
    const dataModelClass = g().foundry.abstract.DataModel;
    if (data instanceof dataModelClass || (typeof data === "function" && data.prototype instanceof dataModelClass)) return this._getTrackedAttributesFromSchema(data.schema, _path);
    if (data instanceof f.SchemaField) return this._getTrackedAttributesFromSchema(data, _path);
    if (["Object", "Array"].includes(getType(data))) return this._getTrackedAttributesFromObject(data, _path);
    if (!data || typeof data === "string") {
      const config = this._getConfiguredTrackedAttributes(data);
      if (config) return config;
      data = undefined;
    }
    if (data !== undefined) return { bar: [], value: [] };
    throw new Error("Fake Foundry: TokenDocument.getTrackedAttributes from the system template (game.model) is not implemented");
  }
  static _getTrackedAttributesFromObject(data: Obj, _path: string[] = []) {
    const attributes = { bar: [] as string[][], value: [] as string[][] };
    for (const [k, v] of Object.entries(data)) {
      const p = _path.concat([k]);
      if (v instanceof Object) {
        if (k === "_source") continue;
        if ("value" in v && "max" in v) attributes.bar.push(p);
        else {
          const inner = this.getTrackedAttributes(v, p);
          attributes.bar.push(...inner.bar);
          attributes.value.push(...inner.value);
        }
      } else if ((typeof v === "number" && Number.isFinite(v)) || v === null) attributes.value.push(p);
    }
    return attributes;
  }
  static _getTrackedAttributesFromSchema(schema: any, _path: string[] = []) {
    const attributes = { bar: [] as string[][], value: [] as string[][] };
    for (const [name, field] of Object.entries(schema.fields) as [string, any][]) {
      const p = _path.concat([name]);
      if (field instanceof f.NumberField) attributes.value.push(p);
      const isModel = field instanceof f.EmbeddedDataField;
      if (field instanceof f.SchemaField || isModel) {
        const inner = isModel ? field.model.schema : field;
        if (inner.has("value") && inner.has("max")) attributes.bar.push(p);
        else {
          const more = this.getTrackedAttributes(inner, p);
          attributes.bar.push(...more.bar);
          attributes.value.push(...more.value);
        }
      }
    }
    return attributes;
  }
  static _getConfiguredTrackedAttributes(type?: string) {
    const all = g().CONFIG.Actor.trackableAttributes as Record<string, { bar: string[]; value: string[] }>;
    if (!Object.keys(all).length) return undefined;
    let config: { bar: string[]; value: string[] } | undefined = deepClone(all[type ?? ""]);
    if (!config || !Object.keys(config).length) {
      const bar = new Set<string>();
      const value = new Set<string>();
      for (const attrs of Object.values(all)) {
        attrs.bar.forEach((a) => bar.add(a));
        attrs.value.forEach((a) => value.add(a));
      }
      config = { bar: [...bar], value: [...value] };
    }
    return { bar: config.bar.map((a) => a.split(".")), value: config.value.map((a) => a.split(".")) };
  }
  /**
   * Core V13 TokenDocument#getBarAttribute (what Token#drawBars draws and the token HUD shows for bar1/bar2): a number is
   * a "value" (the HUD shows it, no bar is drawn); an object with value and max a "bar" (drawn); anything else null.
   * Editable where the data model has a NumberField at that path (core also asks game.model, the template.json data,
   * which is empty for every type of ours: template.json names only the types).
   */
  getBarAttribute(barName: string | null, { alternative }: { alternative?: string } = {}) {
    const attribute = alternative || (barName ? (this as any)[barName]?.attribute : null);
    const actor = this.actor;
    if (!attribute || !actor) return null;
    const system = actor.system;
    const data = getProperty(system, attribute);
    if (data === null || data === undefined) return null;
    const editableAt = (path: string) => (system instanceof g().foundry.abstract.DataModel ? system.schema.getField(path) instanceof f.NumberField : false);
    if (isNumeric(data)) return { type: "value", attribute, value: Number(data), editable: editableAt(attribute) };
    // As core: `in` on a string attribute throws (a bar set to a text field is the caller's mistake).
    if ("value" in data && "max" in data) {
      return { type: "bar", attribute, value: parseInt(data.value || 0, 10), max: parseInt(data.max || 0, 10), editable: editableAt(`${attribute}.value`) };
    }
    return null;
  }
  #synthetic: any = null;
  /** Core BaseToken#getUserLevel: a token's permission is its actor's. */
  override getUserLevel(user = g().game.user): number {
    const actor = this.actor;
    return actor ? actor.getUserLevel(user) : super.getUserLevel(user);
  }
  get baseActor() {
    return g().game.actors.get(this.actorId) ?? null;
  }
  get actor() {
    const base = this.baseActor;
    if (!base) return null;
    if (this.actorLink) return base;
    this.#synthetic ??= new (g().CONFIG.Actor.documentClass)(mergeObject(base.toObject(), deepClone(this.delta ?? {})), { parent: this });
    return this.#synthetic;
  }
  override async update(data: Obj = {}, operation: Obj = {}) {
    const changes = expandObject(data);
    if (("actorLink" in changes && changes.actorLink !== this.actorLink) || ("actorId" in changes && changes.actorId !== this.actorId)) {
      delete changes.delta;
      changes["==delta"] = {};
      this.#synthetic = null;
    }
    return super.update(changes, operation);
  }
}
TokenDocument satisfies Pick<typeof foundry.documents.TokenDocument, "getTrackedAttributes">;
// Not tied to core's: its statics take and give core's ChatMessage data types (CreateData, SpeakerData) for our
// system's document types, which the fake's plain records do not reproduce.
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
  /**
   * Core's ChatMessage#export: the header "[time] alias", then `content` as text — the text of each top-level </div> a
   * line, double spaces closed up — and each roll as "formula = result = total". No look at who may see it.
   */
  export(): string {
    const self = this as any;
    let content: string[] = [];
    if (self.content) {
      const html = document.createElement("article");
      html.innerHTML = self.content.replace(/<\/div>/g, "</div>|n");
      const text = html.textContent ?? self.content;
      const lines = text.replace(/\n/g, "").split("  ").filter((p: string) => p !== "").join(" ");
      content = lines.split("|n").map((l: string) => l.trim());
    }
    for (const roll of self.rolls) content.push(`${roll.formula} = ${roll.result} = ${roll.total}`);
    const time = new Date(self.timestamp).toLocaleDateString("en-US", { hour: "numeric", minute: "numeric", second: "numeric" });
    return `[${time}] ${this.alias}\n${content.filter((l) => l).join("\n")}`;
  }
  /** Core's schema: `author` defaults to the creating user, `whisper` to nobody, `blind` to false. */
  static override async create(data: Obj | Obj[], operation: Obj = {}): Promise<any> {
    if (Array.isArray(data)) return Promise.all(data.map((d) => this.create(d, operation)));
    return super.create({ author: g().game.user?.id, whisper: [], blind: false, ...(data instanceof DataModel ? data.toObject() : data) }, operation);
  }
  /** Core V13 (no canvas here, so no controlled or active tokens): the actor given; else the user's assigned
   *  character; else the user. An alias that is empty gives way to that one's name. */
  static getSpeaker({ actor, alias }: { actor?: any; alias?: string; scene?: unknown; token?: unknown } = {}) {
    const speaker = actor ?? g().game.user?.character;
    if (speaker) return { scene: null, actor: speaker.id, token: null, alias: alias || speaker.name };
    return { scene: null, actor: null, token: null, alias: alias || g().game.user?.name };
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
/** Core's ChatMessages collection (game.messages): its export writes every message's export() to one text file. */
export class ChatMessages extends Collection<ChatMessage> {
  export(): void {
    const log = this.contents.map((m) => m.export()).join("\n---------------------------\n");
    const date = new Date().toDateString().replace(/\s/g, "-");
    g().foundry.utils.saveDataToFile(log, "text/plain", `fvtt-log-${date}.txt`);
  }
}

const DOCS: Record<string, any> = { Item, ActiveEffect, Combatant, Token: TokenDocument };

/**
 * A world document as a client loads it from the database: the model migrates it in memory while the database keeps
 * the record as it was stored (an older shape included), in `_stored`, which the document's updates then write to.
 * Not core API: the test's stand-in for the world's database.
 */
export function loadStored<T extends Document>(cls: new (data: Obj) => T, record: Obj): T & { _stored: Obj } {
  const doc = Object.assign(new cls(deepClone(record)), { _stored: deepClone(record) });
  g().game[WORLD[doc.documentName] ?? ""].set(doc.id, doc);
  return doc;
}
