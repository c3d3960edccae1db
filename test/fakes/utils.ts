// foundry.utils: the object helpers our code and the fake DataModel use, written to V13's documented semantics
// (common/utils/helpers.mjs): getType calls class instances "Object", deepClone leaves class instances shared,
// mergeObject is deep and in place by default with insertKeys/insertValues/overwrite/recursive/inplace/
// enforceTypes/performDeletions, and dotted keys are expanded at the top level.
type Obj = Record<string, any>;

export function getType(v: unknown): foundry.utils.DataType {
  const t = typeof v;
  if (t !== "object") return t as foundry.utils.DataType;
  if (v === null) return "null";
  const ctor = (v as object).constructor;
  if (!ctor || ctor === Object) return "Object";
  type Known = [abstract new (...args: never) => unknown, foundry.utils.DataType];
  const known: Known[] = [[Array, "Array"], [Set, "Set"], [Map, "Map"], [Promise, "Promise"], [Error, "Error"]];
  if ("HTMLElement" in globalThis) known.push([HTMLElement, "HTMLElement"]);
  for (const [cls, name] of known) if (v instanceof cls) return name;
  return "Object";
}

/** Arrays and plain objects are copied; Dates are copied; other class instances are returned as is (or throw if strict). */
export function deepClone<T>(original: T, { strict = false, _d = 0 }: { strict?: boolean; _d?: number } = {}): T {
  if (_d > 100) throw new Error("Maximum depth exceeded. Be sure your object does not contain cyclical data structures.");
  _d++;
  if (typeof original !== "object" || original === null) return original;
  if (Array.isArray(original)) return original.map((o) => deepClone(o, { strict, _d })) as T;
  if (original instanceof Date) return new Date(original) as T;
  const ctor = (original as object).constructor;
  if (ctor && ctor !== Object) {
    if (strict) throw new Error("deepClone cannot clone advanced objects");
    return original;
  }
  const clone: Obj = {};
  for (const k of Object.keys(original as Obj)) clone[k] = deepClone((original as Obj)[k], { strict, _d });
  return clone as T;
}

/** Deprecated in favour of deepClone, still present in V13: a JSON round trip. */
export const duplicate = <T>(original: T): foundry.utils.Duplicated<T> => JSON.parse(JSON.stringify(original));

export function isEmpty(value: unknown): boolean {
  switch (getType(value)) {
    case "undefined": case "null": return true;
    case "Array": return !(value as unknown[]).length;
    case "Object": return !Object.keys(value as object).length;
    case "Set": case "Map": return !(value as Set<unknown>).size;
    default: return false;
  }
}

// Not tied to core's declaration: fvtt-types takes any PropertyKey, core's code (like this) splits the key as a string.
export function getProperty(object: any, key: string): any {
  if (!key || !object) return undefined;
  if (key in object) return object[key];
  let target = object;
  for (const p of key.split(".")) {
    if (target === null || typeof target !== "object") return undefined;
    if (!(p in target)) return undefined;
    target = target[p];
  }
  return target;
}

/** Returns whether the value changed. Missing intermediate keys become {}; existing ones are used as they are.
 *  Not tied to core's declaration, for the reason getProperty is not (a string key). */
export function setProperty(object: Obj, key: string, value: unknown): boolean {
  if (!key) return false;
  let target = object;
  if (key.includes(".")) {
    const parts = key.split(".");
    key = parts.pop()!;
    target = parts.reduce((o, p) => {
      if (!Object.hasOwn(o, p)) o[p] = {};
      return o[p];
    }, object);
  }
  if (!(key in target) || target[key] !== value) {
    target[key] = value;
    return true;
  }
  return false;
}

export function expandObject(obj: Obj): Obj {
  const expand = (value: any, depth: number): any => {
    if (depth > 32) throw new Error("Maximum object expansion depth exceeded");
    if (!value) return value;
    if (Array.isArray(value)) return value.map((v) => expand(v, depth + 1));
    if (getType(value) !== "Object") return value;
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) setProperty(out, k, expand(v, depth + 1));
    return out;
  };
  return expand(obj, 0);
}

export function flattenObject(obj: Obj, _d = 0): Obj {
  if (_d > 100) throw new Error("Maximum depth exceeded");
  const flat: Obj = {};
  for (const [k, v] of Object.entries(obj)) {
    if (getType(v) === "Object") {
      if (isEmpty(v)) flat[k] = v;
      for (const [ik, iv] of Object.entries(flattenObject(v, _d + 1))) flat[`${k}.${ik}`] = iv;
    } else flat[k] = v;
  }
  return flat;
}

interface MergeOptions { insertKeys?: boolean; insertValues?: boolean; overwrite?: boolean; recursive?: boolean; inplace?: boolean; enforceTypes?: boolean; performDeletions?: boolean }

// Not tied to core's declaration: fvtt-types computes the merged type from the arguments'; the fake returns a record.
export function mergeObject(original: Obj, other: Obj = {}, options: MergeOptions = {}, _d = 0): Obj {
  other = other || {};
  if (!(original instanceof Object) || !(other instanceof Object)) throw new Error("One of original or other are not Objects!");
  const o = { insertKeys: true, insertValues: true, overwrite: true, recursive: true, inplace: true, enforceTypes: false, performDeletions: false, ...options };
  if (_d === 0) {
    if (Object.keys(other).some((k) => k.includes("."))) other = expandObject(other);
    if (Object.keys(original).some((k) => k.includes("."))) {
      const expanded = expandObject(original);
      if (o.inplace) {
        for (const k of Object.keys(original)) delete original[k];
        Object.assign(original, expanded);
      } else original = expanded;
    } else if (!o.inplace) original = deepClone(original);
  }
  for (const k of Object.keys(other)) {
    const v = other[k];
    if (Object.hasOwn(original, k)) mergeUpdate(original, k, v, o, _d + 1);
    else mergeInsert(original, k, v, o, _d + 1);
  }
  return original;
}

function mergeInsert(original: Obj, k: string, v: any, o: Required<MergeOptions>, _d: number) {
  if (o.performDeletions && k.startsWith("-=")) {
    delete original[k.slice(2)];
    return;
  }
  if (o.performDeletions && k.startsWith("==")) {
    original[k.slice(2)] = v;
    return;
  }
  const canInsert = (_d <= 1 && o.insertKeys) || (_d > 1 && o.insertValues);
  if (!canInsert) return;
  // Plain objects are rebuilt, so the inserted tree is not shared with `other`.
  if (v?.constructor === Object) original[k] = mergeObject({}, v, { insertKeys: true, inplace: true, performDeletions: o.performDeletions });
  else original[k] = v;
}

function mergeUpdate(original: Obj, k: string, v: any, o: Required<MergeOptions>, _d: number) {
  const x = original[k];
  const tv = getType(v);
  const tx = getType(x);
  if (tv === "Object" && tx === "Object" && o.recursive) {
    mergeObject(x, v, { ...o, inplace: true }, _d);
    return;
  }
  if (o.overwrite) {
    if (tx !== "undefined" && tv !== tx && o.enforceTypes) throw new Error("Mismatched data types encountered during object merge.");
    original[k] = v;
  }
}

/** Keys of `other` whose values differ from `original` (deep for plain objects; arrays compare by reference). */
export function diffObject(original: Obj, other: Obj, { inner = false, deletionKeys = false, _d = 0 }: { inner?: boolean; deletionKeys?: boolean; _d?: number } = {}): Obj {
  if (_d > 100) throw new Error("Maximum depth exceeded");
  const difference = (v0: any, v1: any): [boolean, any] => {
    const t0 = getType(v0);
    const t1 = getType(v1);
    if (t0 !== t1) return [true, v1];
    if (t0 === "null" || t0 === "undefined") return [v0 !== v1, v1];
    if (v0?.equals instanceof Function) return [!v0.equals(v1), v1];
    if (t0 === "Object") {
      if (isEmpty(v1)) return [!isEmpty(v0), {}];
      if (isEmpty(v0)) return [!isEmpty(v1), v1];
      const d = diffObject(v0, v1, { inner, deletionKeys, _d: _d + 1 });
      return [!isEmpty(d), d];
    }
    return [v0.valueOf() !== v1.valueOf(), v1];
  };
  return Object.keys(other).reduce((out: Obj, key) => {
    if (deletionKeys && key.startsWith("-=")) {
      if (key.slice(2) in original) out[key] = other[key];
      return out;
    }
    if (inner && !(key in original)) return out;
    const [changed, d] = difference(original[key], other[key]);
    if (changed) out[key] = d;
    return out;
  }, {});
}

export function randomID(length = 16): string {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => chars[b % chars.length]).join("");
}

/** Core's parseHTML: the one element the string holds (several: their HTMLCollection). */
export function parseHTML(html: string): HTMLElement | HTMLCollection {
  const div = document.createElement("div");
  div.innerHTML = html;
  return div.children.length > 1 ? div.children : (div.children[0] as HTMLElement);
}

/** Core's escapeHTML: the characters HTML reads as markup, as entities. */
export function escapeHTML(value: unknown): string {
  const map: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;", "`": "&#x60;", "=": "&#x3D;" };
  return String(value).replace(/[&<>"'`=]/g, (c) => map[c]!);
}

const loggedCompatibilityWarnings = new Set<string>();
/** Core's deprecation notice: composes "Deprecated since …" / "… will be removed in …" and logs it (`once` logs a
 *  message a single time per session). Core's default mode warns; it throws only in the ERROR mode, unused here. */
/** Core's saveDataToFile (a download in the browser): recorded here, for tests to read. */
export const savedFiles: { data: string; type: string; filename: string }[] = [];
export function saveDataToFile(data: string, type: string, filename: string): void {
  savedFiles.push({ data, type, filename });
}

export function logCompatibilityWarning(message: string, { since, until, once = false }: { since?: number | string; until?: number | string; once?: boolean; details?: string; stack?: boolean } = {}): void {
  if (once && loggedCompatibilityWarnings.has(message)) return;
  loggedCompatibilityWarnings.add(message);
  let text = message;
  if (since !== undefined) text = `Deprecated since Version ${since}\n${text}`;
  if (until !== undefined) text += `\nBackwards-compatible support will be removed in Version ${until}`;
  console.warn(text);
}

/** Core's debounce: each call restarts the wait; the callback runs once, with the last call's arguments. */
export function debounce<T extends (...args: never) => unknown>(
  callback: T,
  delay: number,
): (...args: Parameters<T>) => void {
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  return function (this: unknown, ...args: Parameters<T>) {
    clearTimeout(timeoutId);
    timeoutId = setTimeout(() => (callback as unknown as (...a: Parameters<T>) => unknown).apply(this, args), delay);
  };
}

/** The helpers above that stand for core's foundry.utils functions, held to their fvtt-types declarations. */
({ getType, deepClone, duplicate, isEmpty, expandObject, flattenObject, diffObject, randomID, parseHTML, escapeHTML,
  saveDataToFile, logCompatibilityWarning, debounce }) satisfies Pick<typeof foundry.utils, "getType" | "deepClone"
  | "duplicate" | "isEmpty" | "expandObject" | "flattenObject" | "diffObject" | "randomID" | "parseHTML" | "escapeHTML"
  | "saveDataToFile" | "logCompatibilityWarning" | "debounce">;
