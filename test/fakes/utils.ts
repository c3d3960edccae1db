// foundry.utils: the object helpers our code and the fake DataModel use, with Foundry's semantics.
type Obj = Record<string, any>;

export const getType = (v: unknown): string =>
  v === null ? "null" : Array.isArray(v) ? "Array" : typeof v === "object" ? (v as object).constructor?.name === "Object" || Object.getPrototypeOf(v) === null ? "Object" : (v as object).constructor.name : typeof v;

export function deepClone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(deepClone) as T;
  if (v && typeof v === "object" && getType(v) === "Object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deepClone(x)])) as T;
  return v;
}

export function expandObject(obj: Obj): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(obj)) setProperty(out, k, getType(v) === "Object" ? expandObject(v) : v);
  return out;
}

export function flattenObject(obj: Obj, prefix = ""): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(obj)) {
    if (getType(v) === "Object" && Object.keys(v).length) Object.assign(out, flattenObject(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = v;
  }
  return out;
}

export function getProperty(obj: any, key: string): any {
  return key.split(".").reduce((o, k) => (o == null ? undefined : o[k]), obj);
}

export function setProperty(obj: Obj, key: string, value: unknown): boolean {
  const parts = key.split(".");
  let target = obj;
  for (const p of parts.slice(0, -1)) {
    if (getType(target[p]) !== "Object") target[p] = {};
    target = target[p];
  }
  target[parts.at(-1)!] = value;
  return true;
}

/** Foundry's mergeObject: deep, in place by default, dotted keys expanded, options as in core. */
export function mergeObject(original: Obj, other: Obj = {}, options: { insertKeys?: boolean; insertValues?: boolean; overwrite?: boolean; inplace?: boolean; performDeletions?: boolean; recursive?: boolean } = {}): Obj {
  const { insertKeys = true, insertValues = true, overwrite = true, inplace = true, performDeletions = false, recursive = true } = options;
  const target = inplace ? original : deepClone(original);
  const source = Object.keys(other).some((k) => k.includes(".")) ? expandObject(other) : other;
  for (const [key, value] of Object.entries(source)) {
    if (performDeletions && key.startsWith("-=")) {
      delete target[key.slice(2)];
      continue;
    }
    const exists = key in target;
    if (!exists && !insertKeys) continue;
    if (recursive && getType(value) === "Object" && getType(target[key]) === "Object") {
      mergeObject(target[key], value, { insertKeys: insertValues, insertValues, overwrite, inplace: true, performDeletions, recursive });
    } else if (!exists || overwrite) {
      target[key] = getType(value) === "Object" ? deepClone(value) : value;
    }
  }
  return target;
}

export function randomID(length = 16): string {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from({ length }, () => chars[Math.floor(Math.random() * chars.length)]).join("");
}

export const isEmpty = (v: unknown) => v == null || (Array.isArray(v) ? !v.length : getType(v) === "Object" ? !Object.keys(v as object).length : false);
export const duplicate = <T>(v: T): T => JSON.parse(JSON.stringify(v));
