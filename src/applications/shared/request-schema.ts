// Parsers for what a player's request may carry: every request the GM runs for a player is read through one of
// these first, so an unknown key, a wrong type, a number out of range or a string too long is a localised refusal
// ("HB.Error.badRequest", naming the field) and never a TypeError or a change. Each parser builds a fresh object of
// the keys it knows: an own "__proto__" key in untrusted JSON is an unknown key, not a prototype. Loaded with the
// GM's handlers (never in the always-loaded bundle).
import { RelayRefusal } from "../../documents/refusal";

export type Parser<T> = (value: unknown, path: string) => T;

export function refuse(path: string): never {
  throw new RelayRefusal("HB.Error.badRequest", { field: path || "request" });
}

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** A string of at most `max` characters, optionally matching a pattern. */
export const text =
  (max: number, pattern?: RegExp): Parser<string> =>
  (v, path) =>
    typeof v === "string" && v.length <= max && (!pattern || pattern.test(v)) ? v : refuse(path);

// The two patterns below are read where a value is parsed, not when this module loads, so `npm run mutate` runs
// only the tests that parse ids and uuids for each change to a pattern (a module-level one reruns every test).

/** A document id as Foundry makes them (16 letters and digits; up to 64 accepted). */
export const id: Parser<string> = (v, path) => text(64, /^[A-Za-z0-9]{1,64}$/)(v, path);

/** A document UUID ("Actor.abc" or embedded "Actor.abc.Item.def"; compendium UUIDs too). */
export const uuid: Parser<string> = (v, path) =>
  text(256, /^(Compendium\.[\w-]+\.[\w-]+\.)?[A-Za-z]+\.[A-Za-z0-9]{1,64}(\.[A-Za-z]+\.[A-Za-z0-9]{1,64})*$/)(v, path);

/** An integer from `min` to `max`. */
export const int =
  (min: number, max: number): Parser<number> =>
  (v, path) =>
    // Number.isInteger is false for all but numbers; typeof narrows the type:
    // Stryker disable next-line ConditionalExpression
    typeof v === "number" && Number.isInteger(v) && v >= min && v <= max ? v : refuse(path);

/** Any finite number from `min` to `max` (where the handler has its own, more precise message). */
export const num =
  (min: number, max: number): Parser<number> =>
  (v, path) =>
    // Number.isFinite is false for all but numbers; typeof narrows the type:
    // Stryker disable next-line ConditionalExpression
    typeof v === "number" && Number.isFinite(v) && v >= min && v <= max ? v : refuse(path);

export const bool: Parser<boolean> = (v, path) => (typeof v === "boolean" ? v : refuse(path));

/** One of a fixed list, compared as own values (so "constructor" or "toString" are not in any list). */
export const oneOf =
  <T extends string>(values: readonly T[]): Parser<T> =>
  (v, path) =>
    // Stryker disable next-line ConditionalExpression: a list of strings includes nothing else; typeof narrows the type
    typeof v === "string" && (values as readonly string[]).includes(v) ? (v as T) : refuse(path);

export const literal = <T extends string>(value: T): Parser<T> => oneOf([value]);

export const list =
  <T>(item: Parser<T>, max: number): Parser<T[]> =>
  (v, path) => {
    if (!Array.isArray(v) || v.length > max) return refuse(path);
    return v.map((x, i) => item(x, `${path}[${i}]`));
  };

export const optional =
  <T>(p: Parser<T>): Parser<T | undefined> =>
  (v, path) =>
    v === undefined ? undefined : p(v, path);
export const nullable =
  <T>(p: Parser<T>): Parser<T | null> =>
  (v, path) =>
    v === null ? null : p(v, path);

/** A map from ids (or another key parser) to values, at most `max` entries. */
export const record =
  <T>(key: Parser<string>, value: Parser<T>, max: number): Parser<Record<string, T>> =>
  (v, path) => {
    if (!isPlain(v)) return refuse(path);
    const entries = Object.keys(v);
    if (entries.length > max) return refuse(path);
    const out: Record<string, T> = {};
    for (const k of entries)
      Object.defineProperty(out, key(k, `${path}.${k}`), {
        value: value(v[k], `${path}.${k}`),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  };

type Shape = Record<string, Parser<unknown>>;
type Parsed<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** An object with exactly these keys (those whose parser accepts undefined may be left out); any other key refuses. */
export function object<S extends Shape>(shape: S): Parser<Parsed<S>> {
  return (v, path) => {
    if (!isPlain(v)) return refuse(path);
    for (const k of Object.keys(v)) if (!Object.hasOwn(shape, k)) refuse(path ? `${path}.${k}` : k);
    const out = {} as Record<string, unknown>;
    for (const k of Object.keys(shape)) {
      const parsed = shape[k]!(Object.hasOwn(v, k) ? v[k] : undefined, path ? `${path}.${k}` : k);
      if (parsed !== undefined) out[k] = parsed;
    }
    return out as Parsed<S>;
  };
}

/** One of several object shapes, chosen by the value of `key` (an unknown value refuses). */
export function tagged<S extends Record<string, Parser<unknown>>>(
  key: string,
  shapes: S,
): Parser<ReturnType<S[keyof S]>> {
  return (v, path) => {
    const tag = isPlain(v) ? v[key] : undefined;
    if (typeof tag !== "string" || !Object.hasOwn(shapes, tag)) return refuse(path ? `${path}.${key}` : key);
    return shapes[tag]!(v, path) as ReturnType<S[keyof S]>;
  };
}

/** Parses a request, or refuses it; a parser that itself fails unexpectedly is a refusal too, never a TypeError. */
export function parseRequest<T>(parser: Parser<T>, value: unknown): T {
  try {
    return parser(value, "");
  } catch (err) {
    if (err instanceof RelayRefusal) throw err;
    return refuse("");
  }
}
