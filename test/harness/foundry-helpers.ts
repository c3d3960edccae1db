// Stand-ins for the Foundry V13 Handlebars helpers and i18n our templates use, written once and shared by the
// browser harness, node-side tests and the render bench. Each mirrors core's behaviour (client/applications/
// handlebars.mjs, fields.mjs prepareSelectOptionGroups, Localization#localize/#format), nothing more.
import type HandlebarsNS from "handlebars";

type Hbs = typeof HandlebarsNS;
type Options = { hash: Record<string, unknown> };
export type Translations = Record<string, unknown>;

/** Core strings that core templates (tab navigation) ask for; Foundry ships them in its own lang file. */
export const CORE_STRINGS: Translations = {
  SHEETS: { FormNavLabel: "Form Navigation" },
  MACRO: { CannotOverwrite: "You cannot overwrite a Macro while the Hotbar is locked." },
  Close: "Close",
  CHAT: { PrivateRollContent: "{user} privately rolled some dice", UnknownUser: "Unknown User", To: "To", DeleteMessage: "Delete Message" },
};

export interface I18n {
  localize(key: string): string;
  format(key: string, data: Record<string, unknown>): string;
  /** Keys asked for that had no translation (Foundry shows the raw key; tests assert this stays empty). */
  readonly missing: Set<string>;
}

const deepMerge = (a: Translations, b: Translations): Translations => {
  const out: Translations = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = prev && typeof prev === "object" && v && typeof v === "object" ? deepMerge(prev as Translations, v as Translations) : v;
  }
  return out;
};

/** game.i18n: localize returns the translation or the key itself; format replaces {name} with data.name. */
export function createI18n(...sources: Translations[]): I18n {
  const translations = sources.reduce(deepMerge, {});
  const missing = new Set<string>();
  const localize = (key: string): string => {
    const found = String(key).split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Translations)[part] : undefined), translations);
    if (found === undefined || found === null) {
      missing.add(String(key));
      return String(key);
    }
    return found as string;
  };
  // Core: str.replace(/{[^}]+}/g, k => data[k.slice(1, -1)]) — a missing name prints "undefined", as in Foundry.
  const format = (key: string, data: Record<string, unknown>): string =>
    localize(key).replace(/{[^}]+}/g, (k) => String(data[k.slice(1, -1)]));
  return { localize, format, missing };
}

interface SelectOption { value: string; label: string; selected: boolean; disabled: boolean; group: string }

/** selectOptions → createSelectInput → prepareSelectOptionGroups, rendered to option markup. */
function selectOptions(hbs: Hbs, i18n: I18n) {
  return (choices: unknown, options: Options) => {
    let { localize = false, selected, blank, sort, valueAttr, labelAttr, inverted, groups } = options.hash as Record<string, any>;
    if (selected === undefined || selected === null) selected = [];
    else if (selected instanceof Set) selected = [...selected];
    else if (!Array.isArray(selected)) selected = [selected];
    const values = (selected as unknown[]).map(String);

    const raw: Record<string, any>[] = [];
    if (Array.isArray(choices)) {
      choices.forEach((c, i) => raw.push(typeof c === "object" ? c : { value: i, label: c }));
    } else {
      for (const entry of Object.entries((choices ?? {}) as Record<string, unknown>)) {
        const [k, v] = (inverted ? [...entry].reverse() : entry) as [string, any];
        const value = valueAttr ? v[valueAttr] : k;
        raw.push(typeof v === "object" ? { value, ...v } : { value, label: v });
      }
    }

    let hasBlank = false;
    const byGroup = new Map<string, SelectOption[]>();
    for (const o of raw) {
      let value = valueAttr ? o[valueAttr] : o.value;
      if (value !== undefined) { value = String(value); if (value === "") hasBlank = true; }
      let label = labelAttr ? o[labelAttr] : o.label;
      label ??= value;
      if (label !== undefined) { label = String(label); if (localize) label = i18n.localize(label); }
      const group = o.group || "";
      if (!byGroup.has(group)) byGroup.set(group, []);
      byGroup.get(group)!.push({ value, label, group, selected: !!o.selected || values.includes(value), disabled: !!o.disabled });
    }
    const result: { group: string; options: SelectOption[] }[] = [];
    if (Array.isArray(groups)) for (const g of groups) { result.push({ group: localize ? i18n.localize(g) : g, options: byGroup.get(g) ?? [] }); byGroup.delete(g); }
    for (const [g, opts] of byGroup) result.push({ group: g && localize ? i18n.localize(g) : g, options: opts });
    if (sort) for (const g of result) g.options.sort((a, b) => a.label.localeCompare(b.label, "en"));
    if (typeof blank === "string" && !hasBlank) {
      result.unshift({ group: "", options: [{ value: "", label: localize ? i18n.localize(blank) : blank, selected: values.includes(""), disabled: false, group: "" }] });
    }

    const esc = hbs.escapeExpression;
    const option = (o: SelectOption) => `<option value="${esc(o.value)}"${o.selected ? " selected" : ""}${o.disabled ? " disabled" : ""}>${esc(o.label)}</option>`;
    const html = result.map((g) => (g.group ? `<optgroup label="${esc(g.group)}">${g.options.map(option).join("")}</optgroup>` : g.options.map(option).join(""))).join("");
    return new hbs.SafeString(html);
  };
}

/** Register the Foundry helpers on a Handlebars instance (use Handlebars.create() for isolation). */
export function registerFoundryHelpers(hbs: Hbs, i18n: I18n): void {
  hbs.registerHelper({
    localize(value: unknown, options: Options) {
      const key = value instanceof hbs.SafeString ? value.toString() : String(value);
      return Object.keys(options.hash).length === 0 ? i18n.localize(key) : i18n.format(key, options.hash);
    },
    selectOptions: selectOptions(hbs, i18n),
    checked: (value: unknown) => (value ? "checked" : ""),
    disabled: (value: unknown) => (value ? "disabled" : ""),
    concat(...values: unknown[]) {
      const options = values.pop() as Options;
      return new hbs.SafeString(values.join((options.hash?.join as string) || ""));
    },
    ifThen: (criteria: unknown, ifTrue: unknown, ifFalse: unknown) => (criteria ? ifTrue : ifFalse),
    numberFormat(value: unknown, options: Options) {
      const dec = (options.hash.decimals as number) ?? 0;
      const sign = options.hash.sign || false;
      const n = typeof value === "string" || value == null ? parseFloat(value as string) : (value as number);
      return new hbs.SafeString(sign && n >= 0 ? `+${n.toFixed(dec)}` : n.toFixed(dec));
    },
    eq: (a: unknown, b: unknown) => a === b,
    ne: (a: unknown, b: unknown) => a !== b,
    lt: (a: any, b: any) => a < b,
    gt: (a: any, b: any) => a > b,
    lte: (a: any, b: any) => a <= b,
    gte: (a: any, b: any) => a >= b,
    not: (pred: unknown) => !pred,
    and(...args: unknown[]) { return args.every(Boolean); }, // core: every over all arguments, options included
    or(...args: unknown[]) { return args.slice(0, -1).some(Boolean); },
  });
}

/** Foundry's renderTemplate runtime options: prototype access allowed (documents are class instances). */
export const RENDER_OPTIONS = { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true } as const;
