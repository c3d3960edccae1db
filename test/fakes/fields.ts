// foundry.data.fields: the fields our models use, cleaning and validating the way Foundry V13 does
// (casts strings to numbers, trims strings, fills initial values, refuses bad values with the failing path).
import { deepClone, getType } from "./utils";

type Opts = Record<string, any>;

export class DataModelValidationError extends Error {
  constructor(readonly failures: Record<string, string>) {
    super(`Validation errors:\n${Object.entries(failures).map(([p, m]) => `  ${p}: ${m}`).join("\n")}`);
    this.name = "DataModelValidationError";
  }
}

export class DataField {
  options: Opts;
  name = "";
  label = "";
  hint = "";
  static defaults: Opts = { required: false, nullable: false, initial: undefined, validationError: "is not a valid value" };

  constructor(options: Opts = {}) {
    this.options = { ...(this.constructor as typeof DataField).defaults, ...options };
    Object.assign(this, { required: this.options.required, nullable: this.options.nullable, initial: this.options.initial, choices: this.options.choices });
  }

  getInitialValue(data?: unknown): unknown {
    const i = this.options.initial;
    return typeof i === "function" ? i(data) : deepClone(i);
  }

  protected cast(value: unknown): unknown {
    return value;
  }

  clean(value: unknown, options: { partial?: boolean } = {}): unknown {
    if (value === undefined) return options.partial ? value : this.getInitialValue();
    if (value === null) return this.options.nullable ? null : this.getInitialValue();
    return this.cast(value);
  }

  /** Returns failures by path ("" for this field), empty when valid. */
  validate(value: unknown, path: string, failures: Record<string, string>): void {
    if (value === undefined) {
      if (this.options.required) failures[path] = "may not be undefined";
      return;
    }
    if (value === null) {
      if (!this.options.nullable) failures[path] = "may not be null";
      return;
    }
    const typeError = this.validateType(value);
    if (typeError) {
      failures[path] = typeError;
      return;
    }
    const choices = this.choiceKeys();
    if (choices && !choices.includes(value)) {
      failures[path] = `${JSON.stringify(value)} is not a valid choice`;
      return;
    }
    if (this.options.validate) {
      try {
        if (this.options.validate(value) === false) failures[path] = this.options.validationError;
      } catch (err) {
        failures[path] = (err as Error).message;
      }
    }
  }

  protected validateType(_value: unknown): string | void {}

  protected choiceKeys(): unknown[] | null {
    let c = this.options.choices;
    if (!c) return null;
    if (typeof c === "function") c = c();
    return Array.isArray(c) ? c : Object.keys(c);
  }
}

export class NumberField extends DataField {
  static override defaults = { ...DataField.defaults, nullable: true, initial: null, integer: false, positive: false };
  constructor(options: Opts = {}) {
    super(options.choices && options.nullable === undefined ? { ...options, nullable: false } : options);
  }
  protected override cast(v: unknown) {
    return typeof v === "string" && v.trim() !== "" ? Number(v) : typeof v === "boolean" ? Number(v) : v;
  }
  protected override validateType(v: unknown) {
    if (typeof v !== "number" || Number.isNaN(v)) return "must be a number";
    const o = this.options;
    if (o.integer && !Number.isInteger(v)) return "must be an integer";
    if (o.min !== undefined && v < o.min) return `must be greater than or equal to ${o.min}`;
    if (o.max !== undefined && v > o.max) return `must be less than or equal to ${o.max}`;
    if (o.positive && v <= 0) return "must be a positive number";
  }
  protected override choiceKeys() {
    const c = super.choiceKeys();
    return c && !Array.isArray(this.options.choices) ? c.map(Number) : c;
  }
}

export class StringField extends DataField {
  static override defaults = { ...DataField.defaults, blank: true, trim: true, initial: undefined };
  constructor(options: Opts = {}) {
    super(options.choices ? { blank: false, ...options } : options);
  }
  override getInitialValue(data?: unknown) {
    const v = super.getInitialValue(data);
    return v === undefined && this.options.required && !this.options.nullable ? "" : v;
  }
  protected override cast(v: unknown) {
    const s = typeof v === "string" ? v : String(v);
    return this.options.trim ? s.trim() : s;
  }
  override validate(value: unknown, path: string, failures: Record<string, string>) {
    if (value === "" && this.options.blank) return;
    if (value === "" && !this.options.blank) {
      failures[path] = "may not be a blank string";
      return;
    }
    super.validate(value, path, failures);
  }
  protected override validateType(v: unknown) {
    if (typeof v !== "string") return "must be a string";
  }
}

export class HTMLField extends StringField {}
export class DocumentIdField extends StringField {}
export class ForeignDocumentField extends StringField {}

export class BooleanField extends DataField {
  static override defaults = { ...DataField.defaults, required: true, initial: false };
  protected override cast(v: unknown) {
    return v === "true" ? true : v === "false" ? false : Boolean(v);
  }
  protected override validateType(v: unknown) {
    if (typeof v !== "boolean") return "must be a boolean";
  }
}

export class ObjectField extends DataField {
  static override defaults = { ...DataField.defaults, required: true, initial: () => ({}) };
  protected override validateType(v: unknown) {
    if (getType(v) !== "Object") return "must be an object";
  }
}

export class ArrayField extends DataField {
  static override defaults = { ...DataField.defaults, required: true, initial: () => [] };
  constructor(readonly element: DataField, options: Opts = {}) {
    super(options);
  }
  protected override cast(v: unknown) {
    const arr = v instanceof Set ? [...v] : Array.isArray(v) ? v : [v];
    return arr.map((x) => this.element.clean(x));
  }
  override validate(value: unknown, path: string, failures: Record<string, string>) {
    super.validate(value, path, failures);
    if (Array.isArray(value)) value.forEach((x, i) => this.element.validate(x, `${path}.${i}`, failures));
  }
  protected override validateType(v: unknown) {
    if (!Array.isArray(v)) return "must be an array";
  }
}
export class SetField extends ArrayField {}

export class SchemaField extends DataField {
  static override defaults = { ...DataField.defaults, required: true, initial: undefined };
  constructor(readonly fields: Record<string, DataField>, options: Opts = {}) {
    super(options);
    for (const [name, field] of Object.entries(fields)) field.name = name;
  }
  override getInitialValue() {
    return Object.fromEntries(Object.entries(this.fields).map(([k, f]) => [k, f.getInitialValue()]));
  }
  override clean(value: unknown, options: { partial?: boolean } = {}) {
    if (value === undefined || value === null) return options.partial ? value : this.getInitialValue();
    const src = getType(value) === "Object" ? (value as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [k, f] of Object.entries(this.fields)) {
      if (options.partial && !(k in src)) continue;
      out[k] = f.clean(src[k], options);
    }
    return out;
  }
  override validate(value: unknown, path: string, failures: Record<string, string>) {
    if (getType(value) !== "Object") {
      failures[path || "(root)"] = "must be an object";
      return;
    }
    for (const [k, f] of Object.entries(this.fields)) f.validate((value as Record<string, unknown>)[k], path ? `${path}.${k}` : k, failures);
  }
}

export class EmbeddedDataField extends SchemaField {
  constructor(readonly model: any, options: Opts = {}) {
    super(model.schema.fields, options);
  }
}

export class TypedObjectField extends DataField {
  static override defaults = { ...DataField.defaults, required: true, initial: () => ({}) };
  constructor(readonly element: DataField, options: Opts = {}) {
    super(options);
  }
  protected override cast(v: unknown) {
    return Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, this.element.clean(x)]));
  }
  override validate(value: unknown, path: string, failures: Record<string, string>) {
    super.validate(value, path, failures);
    if (getType(value) === "Object") for (const [k, x] of Object.entries(value as object)) this.element.validate(x, `${path}.${k}`, failures);
  }
}
