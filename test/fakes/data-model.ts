// foundry.abstract.DataModel / TypeDataModel, following V13 (common/abstract/data.mjs):
// - construction owns and mutates the given source: migrateDataSafe (the RETURN VALUE of migrateData is ignored, as in
//   core: migrate in place) → cleanData → sealed `_source` → strict validation (throws DataModelValidationError) →
//   initialize instance properties from the schema;
// - updateSource expands dotted keys, cleans the changes partially, applies them to a copy, validates only what
//   changed, then commits; an invalid change throws and leaves the model untouched. It does NOT migrate: core
//   migrates update data in Document#update (see documents.ts).
import { DataModelValidationFailure, SchemaField } from "./fields";
import { deepClone, expandObject, getType, isEmpty, mergeObject } from "./utils";

type Obj = Record<string, any>;

export class DataModel {
  [key: string]: any;
  declare readonly parent: any;
  declare readonly _source: Obj;
  #validationFailures: { fields: DataModelValidationFailure | null; joint: DataModelValidationFailure | null } = Object.seal({ fields: null, joint: null });

  static LOCALIZATION_PREFIXES: string[] = [];

  static defineSchema(): Record<string, any> {
    throw new Error(`The ${this.name} subclass of DataModel must define its Document schema`);
  }

  static get schema(): SchemaField {
    if (Object.hasOwn(this, "_schema")) return (this as any)._schema;
    const schema = new SchemaField(Object.freeze(this.defineSchema()));
    Object.defineProperty(this, "_schema", { value: schema, writable: false });
    return schema;
  }
  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  constructor(data: Obj = {}, { parent = null, strict = true, ...options }: { parent?: any; strict?: boolean; [k: string]: any } = {}) {
    // Documents are DataModels in core; the fake documents extend this class too.
    if (parent !== null && !(parent instanceof DataModel)) throw new Error("The provided parent must be a DataModel instance");
    Object.defineProperty(this, "parent", { value: parent, writable: false, enumerable: false });
    Object.defineProperty(this, "_source", { value: this._initializeSource(data, { strict, ...options }), writable: false, enumerable: false });
    Object.seal(this._source);
    this._configure(options);
    const fallback = options.fallback ?? !strict;
    this.validate({ strict, fallback, dropInvalidEmbedded: options.dropInvalidEmbedded ?? !strict, fields: true, joint: true });
    this._initialize({ strict, ...options });
  }

  _configure(_options: Obj = {}): void {}

  _initializeSource(data: any, _options: Obj = {}): Obj {
    if (data instanceof DataModel) data = data.toObject();
    data = (this.constructor as typeof DataModel).migrateDataSafe(data);
    const t = getType(data);
    if (t !== "Object") throw new Error(`${this.constructor.name} was incorrectly constructed with a ${t} instead of an object.`);
    return (this.constructor as typeof DataModel).cleanData(data);
  }

  static cleanData(source: Obj = {}, options: Obj = {}): Obj {
    return this.schema.clean(source, options);
  }

  /** Migrate in place; the returned object is what the source argument now is. */
  static migrateData(source: Obj): Obj {
    return source;
  }
  static migrateDataSafe(source: Obj): Obj {
    try {
      this.migrateData(source);
    } catch (err) {
      (err as Error).message = `Failed data migration for ${this.name}: ${(err as Error).message}`;
      console.warn(err);
    }
    return source;
  }

  static validateJoint(_data: Obj): void {}

  _initialize(options: Obj = {}): void {
    for (const [name, field] of this.schema.entries()) {
      const value = field.initialize(this._source[name], this, options);
      if (field.readonly) {
        if (this[name] !== undefined) continue;
        Object.defineProperty(this, name, { value, writable: false, configurable: true, enumerable: true });
      } else if (typeof value === "function" && !value.prototype) Object.defineProperty(this, name, { get: value, set() {}, configurable: true });
      else this[name] = value;
    }
  }

  reset(): void {
    this._initialize();
  }

  get invalid(): boolean {
    return Object.values(this.#validationFailures).some((f) => f?.unresolved);
  }
  get validationFailures() {
    return this.#validationFailures;
  }

  validate({ changes, clean = false, fallback = false, dropInvalidEmbedded = false, strict = true, fields = true, joint }: Obj = {}): boolean {
    let source = changes ?? this._source;
    joint = joint ?? !changes;
    const partial = !joint;
    if (partial && !clean) source = deepClone(source);
    // Core's _addTypes: partial changes learn the document type so `system` is validated by its model.
    if (partial && this._source && "type" in this._source && getType(source) === "Object" && !("type" in source)) source.type = this._source.type;
    if (clean) (this.constructor as typeof DataModel).cleanData(source, { partial });
    if (fields) {
      this.#validationFailures.fields = null;
      const failure = this.schema.validate(source, { partial, fallback, dropInvalidEmbedded });
      if (failure) {
        const id = this._source?._id ? `[${this._source._id}] ` : "";
        failure.message = `${this.constructor.name} ${id}validation errors:`;
        this.#validationFailures.fields = failure;
        if (strict && failure.unresolved) throw failure.asError();
        console.warn(failure.asError());
      }
    }
    if (joint) {
      this.#validationFailures.joint = null;
      try {
        (this.constructor as typeof DataModel).validateJoint(source);
      } catch (err) {
        const failure = new DataModelValidationFailure({ message: `${this.constructor.name} Joint Validation Error:\n${(err as Error).message}`, unresolved: true });
        this.#validationFailures.joint = failure;
        if (strict) throw failure.asError();
      }
    }
    return !this.invalid;
  }

  /**
   * Returns the diff of what changed. `recursive: false` replaces top-level objects instead of merging into them.
   * Simplification: the diff is computed by merging into a copy rather than core's per-field _updateDiff.
   */
  updateSource(changes: Obj = {}, options: { dryRun?: boolean; recursive?: boolean; fallback?: boolean } = {}): Obj {
    if (Object.keys(changes).some((k) => k.includes("."))) {
      const expanded = expandObject(changes);
      for (const k of Object.keys(changes)) delete changes[k];
      Object.assign(changes, expanded);
    }
    const cls = this.constructor as typeof DataModel;
    cls.cleanData(changes, { partial: true });
    const copy = deepClone(this._source);
    const diff: Obj = {};
    for (const [k, v] of Object.entries(changes)) {
      const key = k.replace(/^(-=|==)/, "");
      if (!this.schema.has(key)) continue;
      const replace = k.startsWith("==") || options.recursive === false || getType(v) !== "Object" || getType(copy[key]) !== "Object";
      const next = k.startsWith("-=") ? undefined : replace ? deepClone(v) : mergeObject(deepClone(copy[key]), v, { performDeletions: true });
      if (JSON.stringify(next) !== JSON.stringify(copy[key])) {
        diff[key] = deepClone(next);
        copy[key] = next;
      }
    }
    if (isEmpty(diff)) return diff;
    const full = cls.cleanData(deepClone(copy));
    this.validate({ changes: Object.fromEntries(Object.keys(diff).map((k) => [k, full[k]])), fields: true, joint: false, strict: true });
    this.validate({ changes: full, fields: false, joint: true, strict: true });
    if (!options.dryRun) {
      for (const k of Object.keys(diff)) this._source[k] = full[k];
      this._initialize();
    }
    return diff;
  }

  toObject(source = true): Obj {
    if (source) return deepClone(this._source);
    return (this.constructor as typeof DataModel).schema.toObject(this);
  }
  toJSON(): Obj {
    return this.toObject(true);
  }

  clone(data: Obj = {}, context: Obj = {}) {
    const merged = mergeObject(this.toObject(), data, { insertKeys: false, performDeletions: true, inplace: true });
    return new (this.constructor as any)(merged, { parent: this.parent, ...context });
  }

  static fromSource(source: Obj, { strict = false, ...context }: Obj = {}) {
    return new (this as any)(source, { strict, ...context });
  }
}
// The class is the fake's own (its instances are not core's DataModel); these statics take and give what core's do.
DataModel satisfies Pick<typeof foundry.abstract.DataModel, "defineSchema" | "cleanData" | "migrateData">;

/** The base of system models: `parent` is the owning Document; prepare hooks are no-ops to override. */
export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}
