// The Endeavor rulings form's context: each ruling with the book's words it reads, and both readings
// explained (the default first), from the rulings table in settings.ts. Pure: the harness draws it too.
import { ENDEAVOR_RULINGS } from "../../settings";
import { ENDEAVOR_KINDS } from "../../rules/endeavor/kinds";
import { EDITION_IDS } from "../../rules/ids";

export type RulingKey = keyof typeof ENDEAVOR_RULINGS;
export const RULING_KEYS = Object.keys(ENDEAVOR_RULINGS) as RulingKey[];

/** Rulings that only one edition's Endeavors read: the shared ones named here; a kind's (its start entry's rulings),
 *  those of the editions that have the kind (the supplement's kinds are written for v0.0.21.10). Built when the form
 *  is drawn, from the kinds table as it is then. */
function editionOnly(): Partial<Record<RulingKey, string>> {
  return {
    endeavorProtectReach: "v0.0.18",
    endeavorHurtStandIn: "v0.0.21.10",
    endeavorFinishLine: "v0.0.21.10",
    ...Object.fromEntries(
      oneEditionKinds().flatMap((k) =>
        // Stryker disable next-line StringLiteral: each kind with rulings of its own is one edition's
        Object.keys(k.start.rulings ?? {}).map((key) => [key, k.editions.join(" ")]),
      ),
    ),
  };
}

/** The kinds not every edition has (today's with rulings of their own: the supplement's, v0.0.21.10's alone). */
function oneEditionKinds() {
  // Stryker disable next-line MethodExpression,ConditionalExpression,EqualityOperator: no all-edition kind has rulings
  return Object.values(ENDEAVOR_KINDS).filter((k) => k.editions.length < EDITION_IDS.length);
}

export interface RulingReading {
  value: string;
  label: string;
  explain: string;
  checked: boolean;
  isDefault: boolean;
  id: string;
}
export interface RulingRow {
  key: RulingKey;
  name: string;
  quote: string;
  edition: string;
  /** A number to type (the finish line), else a choice between readings. */
  number: { value: number; explain: string; id: string } | null;
  readings: RulingReading[];
}

/** `value(key)` reads the world's setting. */
export function prepareRulings(value: (key: RulingKey) => unknown): { rulings: RulingRow[] } {
  const only = editionOnly();
  const rulings = RULING_KEYS.map((key): RulingRow => {
    const spec: readonly string[] | boolean | number = ENDEAVOR_RULINGS[key];
    const base = {
      key,
      name: `HB.Setting.${key}.name`,
      quote: `HB.Rulings.${key}.quote`,
      edition: only[key] ?? "",
    };
    if (typeof spec === "number") {
      const current = Number(value(key));
      return {
        ...base,
        // Stryker disable next-line ArrayDeclaration: the template draws a number's input, never its readings
        readings: [],
        number: {
          value: Number.isFinite(current) ? current : spec,
          explain: `HB.Rulings.${key}.explain`,
          id: `hb-ruling-${key}`,
        },
      };
    }
    const values = typeof spec === "boolean" ? [String(spec), String(!spec)] : [...spec];
    const current = String(value(key));
    return {
      ...base,
      number: null,
      readings: values.map((v, i) => ({
        value: v,
        label: typeof spec === "boolean" ? `HB.Rulings.${key}.${v}` : `HB.Setting.${key}.${v}`,
        explain: `HB.Rulings.${key}.explain.${v}`,
        checked: v === current,
        isDefault: i === 0,
        id: `hb-ruling-${key}-${v}`,
      })),
    };
  });
  return { rulings };
}

/** The form's values as each setting stores them: a choice's id, a Boolean, or a whole number of at least 1. */
export function readRulings(data: Record<string, unknown>): Partial<Record<RulingKey, string | boolean | number>> {
  const out: Partial<Record<RulingKey, string | boolean | number>> = {};
  for (const key of RULING_KEYS) {
    const spec: readonly string[] | boolean | number = ENDEAVOR_RULINGS[key];
    // A reading left unchosen (undefined) or a number left blank (null) reads as nothing saved.
    const raw = data[key];
    // A radio gives its value as text ("true"); a macro's object may give the Boolean itself.
    if (typeof spec === "boolean") {
      if (String(raw) === "true" || String(raw) === "false") out[key] = String(raw) === "true";
    } else if (typeof spec === "number") {
      const n = Math.round(Number(raw));
      if (Number.isFinite(n) && n >= 1) out[key] = n;
    } else if (spec.includes(String(raw))) out[key] = String(raw);
  }
  return out;
}
