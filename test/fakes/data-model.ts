// foundry.abstract.DataModel / TypeDataModel: migrate → clean → validate on construction and on updateSource,
// refusing invalid data with the failing paths and leaving the model unchanged, as Foundry V13 does.
import { DataModelValidationError, SchemaField } from "./fields";
import { deepClone, mergeObject } from "./utils";

const schemas = new WeakMap<object, SchemaField>();

export class DataModel {
  _source!: Record<string, any>;
  parent: unknown;

  static defineSchema(): Record<string, any> {
    return {};
  }

  static get schema(): SchemaField {
    let s = schemas.get(this);
    if (!s) schemas.set(this, (s = new SchemaField(this.defineSchema())));
    return s;
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  static migrateData(source: Record<string, any>): Record<string, any> {
    return source;
  }

  static cleanData(source: Record<string, any> = {}, options: { partial?: boolean } = {}) {
    return this.schema.clean(source, options) as Record<string, any>;
  }

  constructor(data: Record<string, any> = {}, { parent = null, strict = true }: { parent?: unknown; strict?: boolean } = {}) {
    Object.defineProperty(this, "parent", { value: parent, writable: true, enumerable: false });
    const cls = this.constructor as typeof DataModel;
    const source = cls.cleanData(cls.migrateData(deepClone(data)));
    const failures: Record<string, string> = {};
    cls.schema.validate(source, "", failures);
    if (Object.keys(failures).length && strict) throw new DataModelValidationError(failures);
    Object.defineProperty(this, "_source", { value: source, writable: true, enumerable: false });
    this._initialize();
  }

  protected _initialize(): void {
    for (const key of Object.keys(this.schema.fields)) (this as Record<string, unknown>)[key] = deepClone(this._source[key]);
  }

  validate({ changes }: { changes?: Record<string, any> } = {}): boolean {
    const failures: Record<string, string> = {};
    this.schema.validate(changes ?? this._source, "", failures);
    return !Object.keys(failures).length;
  }

  updateSource(changes: Record<string, any> = {}, { dryRun = false }: { dryRun?: boolean } = {}) {
    const cls = this.constructor as typeof DataModel;
    const candidate = cls.cleanData(cls.migrateData(mergeObject(deepClone(this._source), changes, { inplace: true })));
    const failures: Record<string, string> = {};
    cls.schema.validate(candidate, "", failures);
    if (Object.keys(failures).length) throw new DataModelValidationError(failures);
    if (!dryRun) {
      this._source = candidate;
      this._initialize();
    }
    return changes;
  }

  toObject(source = true): Record<string, any> {
    return deepClone(source ? this._source : Object.fromEntries(Object.keys(this.schema.fields).map((k) => [k, (this as any)[k]])));
  }

  toJSON() {
    return this.toObject();
  }
}

export class TypeDataModel extends DataModel {
  static LOCALIZATION_PREFIXES: string[] = [];
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}
