// Documents: the data and permission behaviour our code relies on. `update` validates through the system model
// and refuses bad data without changing anything, like Foundry's server would.
import { Collection } from "./collection";
import { DataModel } from "./data-model";
import { deepClone, expandObject, randomID } from "./utils";

const OWNER = 3;
const collectionOf = (name: string) => (globalThis as any).game?.[({ Actor: "actors", Item: "items", ChatMessage: "messages", Combat: "combats" } as Record<string, string>)[name] ?? ""];
const g = () => (globalThis as any).game;
const C = () => (globalThis as any).CONFIG;

export class Document {
  static documentName = "Document";
  static metadata = { name: "Document" };
  _id: string;
  name: string;
  type: string;
  img: string | null;
  flags: Record<string, any>;
  ownership: Record<string, number>;
  parent: Document | null;
  system: any;
  items?: Collection<Document>;
  statuses?: Set<string>;
  sheet: unknown = null;

  constructor(data: Record<string, any> = {}, { parent = null }: { parent?: Document | null } = {}) {
    const cls = this.constructor as typeof Document;
    this._id = data._id ?? randomID();
    this.name = data.name ?? "";
    this.type = data.type ?? "base";
    this.img = data.img ?? null;
    this.flags = deepClone(data.flags ?? {});
    this.ownership = { default: 0, ...(data.ownership ?? {}) };
    this.parent = parent;
    const model = C()?.[cls.documentName]?.dataModels?.[this.type];
    this.system = model ? new model(data.system ?? {}, { parent: this }) : deepClone(data.system ?? {});
    if (cls.documentName === "ChatMessage") {
      // Foundry stores rolls as JSON and rebuilds them by class name; so does this fake.
      const Roll = (globalThis as any).foundry.dice.Roll;
      (this as any).rolls = (data.rolls ?? []).map((r: any) => Roll.fromData(typeof r?.toJSON === "function" ? r.toJSON() : r));
      (this as any).content = data.content ?? "";
      (this as any).speaker = data.speaker ?? {};
      (this as any).author = g()?.user ?? null;
    }
    if (cls.documentName === "Actor") {
      this.items = new Collection();
      this.statuses = new Set(data.statuses ?? []);
      const ItemCls = C().Item.documentClass;
      for (const d of data.items ?? []) {
        const item = new ItemCls(d, { parent: this });
        this.items.set(item.id, item);
      }
    }
    this.prepareData();
  }

  static get implementation(): any {
    return C()?.[this.documentName]?.documentClass ?? this;
  }

  /** Resolves `{type, uuid}` drag data like core: by uuid among world documents, or from inline `data`. */
  static async fromDropData(data: { uuid?: string; data?: Record<string, any> }): Promise<Document | null> {
    if (data?.data) return new (this.implementation as typeof Document)(data.data);
    if (typeof data?.uuid !== "string") return null;
    return (await (globalThis as any).fromUuid(data.uuid)) ?? null;
  }

  get id(): string {
    return this._id;
  }
  get documentName(): string {
    return (this.constructor as typeof Document).documentName;
  }
  get uuid(): string {
    return this.parent ? `${this.parent.uuid}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`;
  }
  get isOwner(): boolean {
    return this.testUserPermission(g().user, "OWNER");
  }
  testUserPermission(user: { id: string; isGM: boolean }, level: string | number): boolean {
    if (user?.isGM) return true;
    if (this.parent) return this.parent.testUserPermission(user, level);
    const need = typeof level === "number" ? level : ({ NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: OWNER } as Record<string, number>)[level] ?? OWNER;
    return (this.ownership[user?.id] ?? this.ownership.default ?? 0) >= need;
  }

  prepareData(): void {
    this.system?.prepareBaseData?.();
    this.system?.prepareDerivedData?.();
  }

  async update(changes: Record<string, any> = {}): Promise<this> {
    const data = expandObject(changes);
    if (data.system && this.system instanceof DataModel) this.system.updateSource(data.system);
    for (const key of ["name", "img"] as const) if (key in data) (this as any)[key] = data[key];
    if (data.flags) this.flags = { ...this.flags, ...data.flags };
    if ("content" in data) (this as any).content = data.content;
    if ("rolls" in data) {
      const Roll = (globalThis as any).foundry.dice.Roll;
      (this as any).rolls = data.rolls.map((r: any) => Roll.fromData(typeof r?.toJSON === "function" ? r.toJSON() : r));
    }
    this.prepareData();
    (globalThis as any).Hooks.callAll(`update${this.documentName}`, this, changes, {}, g().user.id);
    return this;
  }

  async delete(): Promise<this> {
    if (this.parent?.items) this.parent.items.delete(this.id);
    collectionOf(this.documentName)?.delete?.(this.id);
    return this;
  }

  async createEmbeddedDocuments(name: string, data: Record<string, any>[]): Promise<Document[]> {
    if (name !== "Item" || !this.items) throw new Error(`Fake Foundry: embedded ${name} is not implemented`);
    const ItemCls = C().Item.documentClass;
    return data.map((d) => {
      const item = new ItemCls({ ...d, _id: d._id ?? randomID() }, { parent: this });
      this.items!.set(item.id, item);
      return item;
    });
  }

  async updateEmbeddedDocuments(name: string, updates: Record<string, any>[]): Promise<Document[]> {
    if (name !== "Item" || !this.items) throw new Error(`Fake Foundry: embedded ${name} is not implemented`);
    const out: Document[] = [];
    for (const { _id, ...changes } of updates) {
      const item = this.items.get(_id);
      if (item) out.push(await item.update(changes));
    }
    return out;
  }

  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<void> {
    if (name !== "Item" || !this.items) throw new Error(`Fake Foundry: embedded ${name} is not implemented`);
    for (const id of ids) this.items.delete(id);
  }

  async toggleStatusEffect(id: string, { active }: { active?: boolean } = {}): Promise<boolean> {
    const on = active ?? !this.statuses?.has(id);
    if (on) this.statuses?.add(id);
    else this.statuses?.delete(id);
    return on;
  }

  getFlag(scope: string, key: string): unknown {
    return this.flags?.[scope]?.[key];
  }

  toObject(): Record<string, any> {
    const out: Record<string, any> = { _id: this._id, name: this.name, type: this.type, img: this.img, flags: deepClone(this.flags),
      ownership: { ...this.ownership }, system: this.system instanceof DataModel ? this.system.toObject() : deepClone(this.system) };
    if (this.items) out.items = this.items.map((i) => i.toObject());
    return out;
  }

  static async create(data: Record<string, any>, { parent = null }: { parent?: Document | null } = {}): Promise<Document> {
    const doc = new this(data, { parent });
    collectionOf(this.documentName)?.set?.(doc.id, doc);
    return doc;
  }
}

const named = (documentName: string) => class extends Document {
  static override documentName = documentName;
};
export const Actor = named("Actor");
export const Item = named("Item");
export const Combat = named("Combat");
export const Combatant = named("Combatant");
export class ChatMessage extends named("ChatMessage") {
  static applyRollMode(data: Record<string, any>, mode: string) {
    if (mode === "gmroll") data.whisper = [g().users.activeGM?.id];
    return data;
  }
  static getSpeaker({ actor, alias }: { actor?: Document; alias?: string } = {}) {
    return { scene: null, actor: actor?.id ?? null, token: null, alias: alias ?? actor?.name ?? g()?.user?.name };
  }
}
