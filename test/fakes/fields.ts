// foundry.data.fields: the fields our models use, following V13's clean → validate → initialize contract
// (common/data/fields.mjs): clean casts ("4" → 4, "" → null for nullable numbers), trims, rounds integers and clamps
// to min/max, falls back to the initial value for undefined or forbidden null; validate reports a
// DataModelValidationFailure tree (never throws); initialize turns source into instance values (SetField → Set,
// EmbeddedDataField → model instance). Form rendering (toInput/toFormGroup) and Active Effect changes are not faked.
import { deepClone, getType, isEmpty } from "./utils";
import { DataModelValidationFailure } from "./validation";

export { DataModelValidationError, DataModelValidationFailure } from "./validation";

type Opts = Record<string, any>;

export const isDeletionKey = (k: string) => k.startsWith("-=") || k.startsWith("==");

export class DataField {
  [key: string]: any;
  static get _defaults(): Opts {
    return { required: false, nullable: false, initial: undefined, readonly: false, gmOnly: false, label: "", hint: "", validationError: "is not a valid value" };
  }
  static recursive = false;

  constructor(options: Opts = {}, { name, parent }: { name?: string; parent?: DataField } = {}) {
    this.name = name;
    this.parent = parent;
    this.options = options;
    const defaults = (this.constructor as typeof DataField)._defaults;
    for (const k in defaults) this[k] = k in options ? options[k] : defaults[k];
  }

  get fieldPath(): string {
    return [this.parent?.fieldPath, this.name].filter(Boolean).join(".");
  }

  clean(value: unknown, options: Opts = {}): any {
    if (value === undefined) return this.getInitialValue(options.source);
    try {
      if (this._validateSpecial(value) === true) return value;
    } catch {
      return this.getInitialValue(options.source);
    }
    return this._cleanType(this._cast(value), options);
  }
  _cleanType(value: any, _options: Opts = {}): any {
    return value;
  }
  _cast(value: any): any {
    return value;
  }

  getInitialValue(data?: unknown): any {
    if (this.initial instanceof Function) return this.initial(data);
    if (this.initial !== undefined) return this.initial;
    if (!this.required) return undefined;
    return this.nullable ? null : undefined;
  }

  validate(value: unknown, options: Opts = {}): DataModelValidationFailure | undefined {
    const validators: ((v: unknown, o: Opts) => unknown)[] = [this._validateSpecial, this._validateType];
    if (this.options.validate) validators.push(this.options.validate);
    try {
      for (const validator of validators) {
        const ok = validator.call(this, value, options);
        if (ok === true) return undefined;
        if (ok === false) return new DataModelValidationFailure({ invalidValue: value, message: this.validationError, unresolved: true });
        if (ok instanceof DataModelValidationFailure) return ok;
      }
    } catch (err) {
      return new DataModelValidationFailure({ invalidValue: value, message: (err as Error).message, unresolved: true });
    }
    return undefined;
  }
  _validateSpecial(value: unknown): boolean | void {
    if (value === null) {
      if (this.nullable) return true;
      throw new Error("may not be null");
    }
    if (value === undefined) {
      if (this.required) throw new Error("may not be undefined");
      return true;
    }
  }
  _validateType(_value: unknown, _options: Opts = {}): unknown {
    return undefined;
  }

  initialize(value: unknown, _model?: unknown, _options: Opts = {}): any {
    return value;
  }
  toObject(value: unknown): any {
    return value;
  }
  _getField(path: string[]): DataField | undefined {
    return path.length ? undefined : this;
  }
}

/** Validate each named child, recording failures under their key (shared by SchemaField and TypedObjectField). */
export function validateChildren(entries: [string, DataField, unknown][], options: Opts): DataModelValidationFailure | undefined {
  const out = new DataModelValidationFailure();
  for (const [key, field, value] of entries) {
    const failure = field.validate(value, options);
    if (!failure) continue;
    out.fields[key] = failure;
    if (!failure.unresolved) continue;
    if (options.fallback && !isDeletionKey(key)) {
      const initial = field.getInitialValue(options.source);
      if (field.validate(initial, { source: options.source })) failure.unresolved = out.unresolved = true;
      else {
        (options.__data as Opts)[key] = failure.fallback = initial;
        failure.unresolved = false;
      }
    } else failure.unresolved = out.unresolved = true;
  }
  return isEmpty(out.fields) ? undefined : out;
}

export class SchemaField extends DataField {
  static override get _defaults() {
    return { ...super._defaults, required: true, nullable: false };
  }
  static override recursive = true;
  declare fields: Record<string, DataField>;

  constructor(fields: Record<string, DataField>, options: Opts = {}, context = {}) {
    super(options, context);
    if (getType(fields) !== "Object") throw new Error("A DataSchema must be an object with string keys and DataField values.");
    this.fields = { ...fields };
    for (const [name, field] of Object.entries(this.fields)) {
      if (!(field instanceof DataField)) throw new Error(`The "${name}" field is not an instance of the DataField class.`);
      if (field.parent !== undefined) throw new Error(`The "${field.fieldPath}" field already belongs to some other parent and may not be reused.`);
      field.name = name;
      field.parent = this;
    }
  }
  *[Symbol.iterator]() {
    yield* Object.values(this.fields);
  }
  keys() { return Object.keys(this.fields); }
  values() { return Object.values(this.fields); }
  entries() { return Object.entries(this.fields); }
  has(name: string) { return Object.hasOwn(this.fields, name); }
  get(name: string) { return this.has(name) ? this.fields[name] : undefined; }
  getField(path: string | string[]) {
    return this._getField(typeof path === "string" ? path.split(".") : path.slice());
  }
  override _getField(path: string[]): DataField | undefined {
    if (!path.length) return this;
    return this.get(path.shift()!)?._getField(path);
  }

  override getInitialValue(data?: unknown) {
    const initial = super.getInitialValue(data);
    return this.required && initial === undefined ? this._cleanType({}) : initial;
  }
  override _cast(value: unknown) {
    return getType(value) === "Object" ? value : {};
  }
  override _cleanType(data: Opts, options: Opts = {}) {
    options.source = options.source || data;
    for (const [name, field] of this.entries()) {
      if (`==${name}` in data) data[`==${name}`] = field.clean(data[`==${name}`], { ...options, partial: false });
      else if (!options.partial || name in data) data[name] = field.clean(data[name], options);
    }
    for (const k in data) {
      if (this.has(k) || (isDeletionKey(k) && this.has(k.slice(2)))) continue;
      delete data[k];
    }
    return data;
  }
  override _validateType(data: unknown, options: Opts = {}) {
    if (!(data instanceof Object)) throw new Error("must be an object");
    options.source = options.source || data;
    const entries: [string, DataField, unknown][] = [];
    for (const [name, field] of this.entries()) {
      for (const prefix of ["", "-=", "=="]) {
        const key = prefix + name;
        if ((prefix || options.partial) && !(key in data)) continue;
        let value = (data as Opts)[key];
        if (prefix === "-=") {
          if (value !== null) throw new Error("Removing a key using the -= deletion syntax requires the value of that deletion key to be null, for example {-=key: null}");
          value = undefined;
        }
        entries.push([key, field, value]);
      }
    }
    return validateChildren(entries, { ...options, __data: data });
  }
  override initialize(value: any, model?: unknown, options: Opts = {}) {
    if (!value) return value;
    const data: Opts = {};
    for (const [name, field] of this.entries()) {
      const v = field.initialize(value[name], model, options);
      if (field.readonly) Object.defineProperty(data, name, { value: v, writable: false, enumerable: true });
      else if (typeof v === "function" && !v.prototype) Object.defineProperty(data, name, { get: v, set() {}, configurable: true, enumerable: true });
      else data[name] = v;
    }
    return data;
  }
  override toObject(value: any) {
    if (value === undefined || value === null) return value;
    return Object.fromEntries(this.entries().map(([name, field]) => [name, field.toObject(value[name])]));
  }
}

export class BooleanField extends DataField {
  static override get _defaults() {
    return { ...super._defaults, required: true, nullable: false, initial: false };
  }
  override _cast(value: unknown) {
    if (typeof value === "string") return value === "true";
    if (typeof value === "object") return false;
    return Boolean(value);
  }
  override _validateType(value: unknown) {
    if (typeof value !== "boolean") throw new Error("must be a boolean");
    return undefined;
  }
}

const isValidChoice = (choices: any, value: unknown) => {
  if (choices instanceof Function) choices = choices();
  return Array.isArray(choices) ? choices.includes(value) : String(value) in choices;
};
const toNearest = (v: number, step: number, method: "round" | "floor", base = 0) => base + Math[method]((v - base) / step) * step;

export class NumberField extends DataField {
  static override get _defaults() {
    return { ...super._defaults, nullable: true, min: undefined, max: undefined, step: undefined, integer: false, positive: false, choices: undefined };
  }
  constructor(options: Opts = {}, context = {}) {
    super(options, context);
    if (this.choices) this.nullable = options.nullable ?? false;
    if (Number.isFinite(this.min) && Number.isFinite(this.max) && this.min > this.max) throw new Error("NumberField minimum constraint cannot exceed its maximum constraint");
  }
  override _cast(value: unknown) {
    return this.nullable && value === "" ? null : Number(value);
  }
  override _cleanType(value: any, options: Opts) {
    value = super._cleanType(value, options);
    if (typeof value !== "number") return value;
    if (this.integer) value = Math.round(value);
    if (Number.isFinite(this.step)) {
      let base = 0;
      if (Number.isFinite(this.min)) value = Math.max(value, (base = this.min));
      value = toNearest(value, this.step, "round", base);
      if (Number.isFinite(this.max)) value = Math.min(value, toNearest(this.max, this.step, "floor", base));
    } else {
      if (Number.isFinite(this.min)) value = Math.max(value, this.min);
      if (Number.isFinite(this.max)) value = Math.min(value, this.max);
    }
    return value;
  }
  override _validateType(value: any) {
    if (typeof value !== "number") throw new Error("must be a number");
    if (this.positive && value <= 0) throw new Error("must be a positive number");
    if (Number.isFinite(this.min) && value < this.min) throw new Error(`must be at least ${this.min}`);
    if (Number.isFinite(this.max) && value > this.max) throw new Error(`must be at most ${this.max}`);
    const base = Number.isFinite(this.min) ? this.min : 0;
    if (Number.isFinite(this.step) && toNearest(value, this.step, "round", base) !== value) {
      throw new Error(base !== 0 ? `must be an increment of ${this.step} after subtracting ${this.min}` : `must be an increment of ${this.step}`);
    }
    if (this.choices && !isValidChoice(this.choices, value)) throw new Error(`${value} is not a valid choice`);
    if (this.integer) {
      if (!Number.isInteger(value)) throw new Error("must be an integer");
    } else if (!Number.isFinite(value)) throw new Error("must be a finite number");
    return undefined;
  }
}

export class StringField extends DataField {
  static override get _defaults() {
    return { ...super._defaults, blank: true, trim: true, choices: undefined, textSearch: false };
  }
  constructor(options: Opts = {}, context = {}) {
    super(options, context);
    if (this.choices) {
      this.nullable = options.nullable ?? false;
      this.blank = options.blank ?? false;
    }
  }
  override clean(value: unknown, options?: Opts) {
    if (typeof value === "string" && this.trim) value = value.trim();
    return super.clean(value, options);
  }
  override getInitialValue(data?: unknown) {
    const initial = super.getInitialValue(data);
    return this.blank && this.required && !initial ? "" : initial;
  }
  override _cast(value: unknown) {
    return String(value);
  }
  override _validateSpecial(value: unknown) {
    if (value === "") {
      if (this.blank) return true;
      throw new Error("may not be a blank string");
    }
    return super._validateSpecial(value);
  }
  override _validateType(value: unknown): unknown {
    if (typeof value !== "string") throw new Error("must be a string");
    if (this.choices) {
      if (isValidChoice(this.choices, value)) return true;
      throw new Error(`${value} is not a valid choice`);
    }
    return undefined;
  }
}

export class HTMLField extends StringField {
  static override get _defaults() {
    return { ...super._defaults, required: true, blank: true };
  }
}

export class DocumentIdField extends StringField {
  static override get _defaults() {
    return { ...super._defaults, required: true, blank: false, nullable: true, initial: null, readonly: true, validationError: "is not a valid Document ID string" };
  }
  override _cast(value: any) {
    return typeof value?.documentName === "string" && "_id" in value ? value._id : String(value);
  }
  override _validateType(value: unknown): unknown {
    if (!/^[a-zA-Z0-9]{16}$/.test(String(value))) throw new Error("must be a valid 16-character alphanumeric ID");
    return undefined;
  }
}

/** Stores an id; unless idOnly, the initialized value is the document from the world collection (or null). */
export class ForeignDocumentField extends DocumentIdField {
  static override get _defaults() {
    return { ...super._defaults, nullable: true, readonly: false, idOnly: false };
  }
  constructor(readonly model: any, options: Opts = {}, context = {}) {
    super(options, context);
    if (typeof model?.documentName !== "string") throw new Error("A ForeignDocumentField must specify a Document subclass as its type");
  }
  override initialize(value: unknown) {
    if (this.idOnly) return value;
    return () => (globalThis as any).game?.collections?.get?.(this.model.documentName)?.get(value) ?? null;
  }
  override toObject(value: any) {
    return value?._id ?? value;
  }
}

export class ObjectField extends DataField {
  static override get _defaults() {
    return { ...super._defaults, required: true, nullable: false };
  }
  override getInitialValue(data?: unknown) {
    const initial = super.getInitialValue(data);
    return this.required && initial === undefined ? {} : initial;
  }
  override _cast(value: any) {
    if (value.toObject instanceof Function) value = value.toObject();
    return getType(value) === "Object" ? value : {};
  }
  override initialize(value: unknown, _model?: unknown, _options: Opts = {}): any {
    return value ? deepClone(value) : value;
  }
  override toObject(value: unknown) {
    return deepClone(value);
  }
  override _validateType(value: unknown, _options?: Opts): unknown {
    if (getType(value) !== "Object") throw new Error("must be an object");
    return undefined;
  }
}
