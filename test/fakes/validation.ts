// foundry.data.validation: DataModelValidationFailure (a tree of field and element failures) and
// DataModelValidationError, whose message is core's nested format and getAllFailures() the flattened failing paths.
import { isEmpty } from "./utils";

type Opts = Record<string, any>;

export class DataModelValidationFailure {
  declare invalidValue: unknown;
  declare fallback: unknown;
  declare dropped: boolean;
  declare message: string | undefined;
  declare unresolved: boolean;
  fields: Record<string, DataModelValidationFailure> = {};
  elements: { id: string | number; name?: string; failure: DataModelValidationFailure }[] = [];
  constructor({ invalidValue, fallback, dropped = false, message, unresolved = false }: Opts = {}) {
    Object.assign(this, { invalidValue, fallback, dropped, message, unresolved });
  }
  asError() {
    return new DataModelValidationError(this);
  }
  isEmpty() {
    return isEmpty(this.fields) && isEmpty(this.elements);
  }
  toObject() {
    const { invalidValue, fallback, dropped, message } = this;
    return { invalidValue, fallback, dropped, message };
  }
  /** Core's nested format: "Model validation errors:\n  stats: \n    head: must be …". */
  toString(d = 0): string {
    let message = this.message ?? "";
    d++;
    const pad = " ".repeat(2 * d);
    if (!isEmpty(this.fields)) message += `\n${Object.entries(this.fields).map(([k, f]) => `${pad}${k.replace(/^(-=|==)/, "")}: ${f.toString(d)}`).join("\n")}`;
    if (this.elements.length) message += `\n${this.elements.map((e) => `${pad}${e.id}: ${e.failure.toString(d)}`).join("\n")}`;
    return message;
  }
}

export class DataModelValidationError extends Error {
  #failure?: DataModelValidationFailure;
  constructor(failure: DataModelValidationFailure | string, options?: ErrorOptions) {
    super(failure.toString(), options);
    if (failure instanceof DataModelValidationFailure) this.#failure = failure;
  }
  getFailure(path?: string): DataModelValidationFailure | undefined {
    let failure = this.#failure;
    if (!path) return failure;
    for (const p of path.split(".")) {
      if (!failure) return undefined;
      failure = !isEmpty(failure.fields) ? failure.fields[p] : failure.elements.find((e) => String(e.id) === p)?.failure;
    }
    return failure;
  }
  /** Flattened failing paths, e.g. {"stats.head": failure, "blessings.1": failure}. */
  getAllFailures(): Record<string, DataModelValidationFailure> | undefined {
    if (!this.#failure || this.#failure.isEmpty()) return undefined;
    const walk = (f: DataModelValidationFailure, prefix: string, out: Record<string, DataModelValidationFailure>) => {
      if (f.isEmpty()) out[prefix] = f;
      for (const [k, sub] of Object.entries(f.fields)) walk(sub, prefix ? `${prefix}.${k}` : k, out);
      for (const e of f.elements) walk(e.failure, prefix ? `${prefix}.${e.id}` : String(e.id), out);
      return out;
    };
    return walk(this.#failure, "", {});
  }
}
