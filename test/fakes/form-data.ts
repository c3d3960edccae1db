// foundry.applications.ux.FormDataExtended as core V13 reads a <form> (client/applications/ux/form-data-extended.mjs):
// `object` holds each named field once, by its name, cast as core casts it —
// - several fields of one name: all radios → the checked one's value (none: undefined); otherwise an array with each
//   field's value in document order (an unticked checkbox among them: null);
// - a checkbox with a value attribute (and no Boolean dtype) → its value when ticked, else null; without one → a boolean;
// - number and range inputs → a number, or null when blank (their dtype, if any, casts instead);
// - a multiple select → its chosen options' values; a lone radio → its value when checked, else null;
// - anything else → its value, cast by `data-dtype` or the `dtypes` option (Number: blank or "null" → null; Boolean:
//   "false" → false; JSON: parsed);
// - buttons are skipped; disabled fields (a disabled fieldset's too) unless `disabled: true`; read-only ones are kept
//   unless `readonly: false`; a disabled form yields nothing.
// Editors and [data-edit] elements are core's too, but nothing of ours uses them: they are not modelled.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;
export interface FormDataExtendedOptions { dtypes?: Record<string, string>; disabled?: boolean; readonly?: boolean; editors?: Record<string, unknown> }

/** Core's :disabled, as browsers match it: the field's own attribute or a disabled fieldset around it (outside its
 *  first legend). happy-dom matches only the attribute. */
function isDisabled(el: Element): boolean {
  if ((el as Field).disabled) return true;
  for (let f = el.parentElement?.closest("fieldset"); f; f = f.parentElement?.closest("fieldset")) {
    if (!f.disabled) continue;
    const legend = f.querySelector(":scope > legend");
    if (!legend?.contains(el)) return true;
  }
  return false;
}

export class FormDataExtended extends FormData {
  dtypes: Record<string, string>;
  editors: Record<string, unknown>;
  readonly object: Record<string, unknown> = {};

  constructor(form: HTMLFormElement, { dtypes = {}, editors = {}, disabled = false, readonly = true }: FormDataExtendedOptions = {}) {
    super();
    if (!(form instanceof HTMLFormElement)) throw new TypeError("FormDataExtended reads an HTMLFormElement");
    this.dtypes = dtypes;
    this.editors = editors;
    this.process(form, { disabled, readonly });
  }

  process(form: HTMLFormElement, { disabled, readonly }: { disabled: boolean; readonly: boolean }): void {
    if (!disabled && form.hasAttribute("disabled")) return;
    for (const element of Array.from(form.elements) as Field[]) {
      const name = element.name;
      if (!name || name in this.object) continue;
      if (element.tagName === "BUTTON") continue;
      if (!disabled && isDisabled(element)) continue;
      if (!readonly && (element as HTMLInputElement).readOnly) continue;
      // Every field of that name in the form, as core's form.elements.namedItem(name) gives them.
      const named = (Array.from(form.elements) as Field[]).filter((f) => f.name === name);
      this.set(name, named.length > 1 ? this.#many(name, named) : this.#value(name, named[0]!));
    }
  }

  // happy-dom's FormData#set appends through this.append: the entry it adds is not a second value.
  #setting = false;

  override set(name: string, value: unknown): void {
    this.object[name] = value;
    this.#setting = true;
    try {
      super.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
    } finally {
      this.#setting = false;
    }
  }

  override append(name: string, value: unknown): void {
    if (this.#setting) return void super.append(name, String(value));
    const had = this.object[name];
    this.object[name] = name in this.object ? [...(Array.isArray(had) ? had : [had]), value] : [value];
    super.append(name, String(value));
  }

  #many(name: string, fields: Field[]): unknown {
    if (fields.every((f) => f.type === "radio")) {
      const chosen = fields.find((f) => (f as HTMLInputElement).checked);
      return chosen ? this.#value(name, chosen) : undefined;
    }
    return fields.map((f) => this.#value(name, f));
  }

  #value(name: string, field: Field): unknown {
    const dtype = field.dataset.dtype || this.dtypes[name];
    const input = field as HTMLInputElement;
    if (field.type === "checkbox") {
      if (field.hasAttribute("value") && dtype !== "Boolean") return cast(input.checked ? input.value : null, dtype);
      return cast(input.checked, dtype);
    }
    if (field.type === "number" || field.type === "range") return field.value === "" ? null : cast(field.value, dtype || "Number");
    if (field.type === "select-multiple") return Array.from((field as HTMLSelectElement).options).filter((o) => o.selected).map((o) => cast(o.value, dtype));
    if (field.type === "radio") return input.checked ? cast(input.value, dtype) : null;
    return cast(field.value, dtype);
  }
}

function cast(value: unknown, dtype: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => cast(v, dtype));
  if (value === undefined || value === null || dtype === "String") return value;
  if (dtype === "Boolean") return value === "false" ? false : Boolean(value);
  if (dtype === "Number") return value === "" || value === "null" ? null : Number(value);
  if (dtype === "JSON") return JSON.parse(String(value));
  return value;
}
// Takes core's arguments and gives core's `object`; the class is not core's (core types `editors` as editor objects).
type CoreFormDataExtended = typeof foundry.applications.ux.FormDataExtended;
FormDataExtended satisfies new (
  ...args: ConstructorParameters<CoreFormDataExtended>
) => Pick<InstanceType<CoreFormDataExtended>, "object">;
