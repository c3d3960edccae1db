// foundry.data.fields, continued: the fields that contain other fields (TypedObjectField, ArrayField, SetField,
// EmbeddedDataField), with V13's semantics: arrays are cleaned and validated element by element (never partially); an
// ArrayField never drops an element: one it cannot validate fails the whole field, which with fallback loads as its
// initial value. SetField drops invalid elements only with fallback, EmbeddedDataField initializes a model.
import { DataField, isDeletionKey, ObjectField, SchemaField, validateChildren } from "./fields";
import { getType } from "./utils";
import { DataModelValidationFailure } from "./validation";

type Opts = Record<string, any>;

export class TypedObjectField extends ObjectField {
  static override recursive = true;
  static override get _defaults() {
    return { ...super._defaults, validateKey: undefined };
  }
  declare element: DataField;
  constructor(element: DataField, options: Opts = {}, context = {}) {
    super(options, context);
    if (!(element instanceof DataField)) throw new Error("The element must be a DataField");
    if (element.parent !== undefined) throw new Error("The element DataField already has a parent");
    element.name ||= "element";
    element.parent = this;
    this.element = element;
  }
  override _cleanType(data: Opts, options: Opts = {}) {
    options.source = options.source || data;
    for (const key in data) {
      const k = isDeletionKey(key) ? key.slice(2) : key;
      let valid: unknown;
      try {
        valid = this.validateKey?.(k);
      } catch {
        valid = false;
      }
      if (valid === false) delete data[key];
      else if (!key.startsWith("-=")) data[key] = this.element.clean(data[key], options);
    }
    return data;
  }
  override _validateType(data: unknown, options: Opts = {}) {
    if (getType(data) !== "Object") throw new Error("must be an object");
    options.source = options.source || data;
    const entries = Object.entries(data as Opts).filter(([k]) => !k.startsWith("-=")).map(([k, v]) => [k, this.element, v] as [string, DataField, unknown]);
    return validateChildren(entries, { ...options, __data: data });
  }
  override initialize(value: any, model?: unknown, options: Opts = {}) {
    const out: Opts = {};
    for (const key in value) out[key] = this.element.initialize(value[key], model, options);
    return out;
  }
  override toObject(value: any) {
    if (value === undefined || value === null) return value;
    return Object.fromEntries(Object.keys(value).map((k) => [k, this.element.toObject(value[k])]));
  }
  override _getField(path: string[]): DataField | undefined {
    if (!path.length) return this;
    return path.shift() === this.element.name ? this.element._getField(path) : undefined;
  }
}

export class ArrayField extends DataField {
  static override recursive = true;
  static override get _defaults() {
    return { ...super._defaults, required: true, nullable: false, empty: true, exact: undefined, min: 0, max: Infinity };
  }
  declare element: DataField;
  constructor(element: DataField, options: Opts = {}, context = {}) {
    super(options, context);
    if (!(element instanceof DataField)) throw new Error(`${this.constructor.name} must have a DataField as its contained element`);
    if (element.parent !== undefined) throw new Error("The element DataField already has a parent");
    element.name ||= "element";
    element.parent = this;
    this.element = element;
    if (this.min > this.max) throw new Error("ArrayField minimum length cannot exceed maximum length");
  }
  override getInitialValue(data?: unknown) {
    const initial = super.getInitialValue(data);
    return this.required && initial === undefined ? [] : initial;
  }
  override _cast(value: any) {
    const t = getType(value);
    if (t === "Object") {
      const arr: unknown[] = [];
      for (const [k, v] of Object.entries(value)) if (Number.isInteger(Number(k)) && Number(k) >= 0) arr[Number(k)] = v;
      return arr;
    }
    if (t === "Set") return Array.from(value);
    return Array.isArray(value) ? value : [value];
  }
  override _cleanType(value: unknown[], options: Opts) {
    return value.map((v) => this.element.clean(v, { ...options, partial: false }));
  }
  override _validateType(value: unknown, options: Opts = {}) {
    if (!Array.isArray(value)) throw new Error("must be an Array");
    if (value.length < this.min) throw new Error(`cannot have fewer than ${this.min} elements`);
    if (value.length > this.max) throw new Error(`cannot have more than ${this.max} elements`);
    return this._validateElements(value, options);
  }
  _validateElements(value: unknown[], options: Opts): DataModelValidationFailure | undefined {
    const out = new DataModelValidationFailure();
    // Every index, as core's loop does: a gap (an object keyed 0 and 2, cast to an array) is an undefined element.
    for (let i = 0; i < value.length; i++) {
      const failure = this.element.validate(value[i], { ...options, partial: false });
      if (failure) {
        out.elements.push({ id: i, failure });
        out.unresolved ||= failure.unresolved;
      }
    }
    return out.elements.length ? out : undefined;
  }
  override initialize(value: any, model?: unknown, options: Opts = {}): any {
    return value ? value.map((v: unknown) => this.element.initialize(v, model, options)) : value;
  }
  override toObject(value: any): any {
    return value ? value.map((v: unknown) => this.element.toObject(v)) : value;
  }
  override _getField(path: string[]): DataField | undefined {
    if (!path.length) return this;
    return path.shift() === this.element.name ? this.element._getField(path) : undefined;
  }
}

/** Source is an array; the initialized value is a Set. With fallback, invalid elements are dropped. */
export class SetField extends ArrayField {
  override _validateElements(value: unknown[], options: Opts) {
    const out = new DataModelValidationFailure();
    for (let i = value.length - 1; i >= 0; i--) {
      const failure = this.element.validate(value[i], options);
      if (!failure) continue;
      out.elements.unshift({ id: i, failure });
      if (!failure.unresolved && failure.fallback) continue;
      if (options.fallback) {
        value.splice(i, 1);
        failure.dropped = true;
      } else out.unresolved = true;
    }
    if (!out.elements.length) return undefined;
    if (options.fallback && !out.unresolved) out.fallback = value;
    return out;
  }
  override initialize(value: any, model?: unknown, options: Opts = {}) {
    return value ? new Set(super.initialize(value, model, options)) : value;
  }
  override toObject(value: any) {
    return value ? Array.from(value, (v) => this.element.toObject(v)) : value;
  }
}

export class EmbeddedDataField extends SchemaField {
  declare model: any;
  constructor(model: any, options: Opts = {}, context = {}) {
    if (typeof model?.defineSchema !== "function" || !("schema" in model)) throw new Error("An EmbeddedDataField must specify a DataModel class as its type");
    super(model.defineSchema(), options, context);
    this.model = model;
  }
  override clean(value: unknown, options: Opts = {}) {
    return super.clean(value, { ...options, source: value });
  }
  override _cast(value: any) {
    if (value.toObject instanceof Function) value = value.toObject();
    return getType(value) === "Object" ? value : {};
  }
  override validate(value: unknown, options: Opts = {}) {
    return super.validate(value, { ...options, source: value });
  }
  override initialize(value: any, model?: unknown, options: Opts = {}) {
    if (!value) return value;
    const m = new this.model(value, { parent: model, ...options });
    Object.defineProperty(m, "schema", { value: this });
    return m;
  }
  override toObject(value: any) {
    return value ? value.toObject(false) : value;
  }
}
