// Every fake namespace throws on a member we have not implemented, so code that starts touching more of Foundry
// fails loudly here instead of passing against a mock that behaves differently. `then` (await/thenable checks),
// `toJSON` and symbols (inspection, iteration) read through so tools and vitest can handle the objects.
export function strictNamespace<T extends object>(path: string, target: T): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      if (typeof key === "symbol" || key === "then" || key === "toJSON" || key in obj) return Reflect.get(obj, key, receiver);
      throw new Error(`Fake Foundry: ${path}.${String(key)} is not implemented — add it to test/fakes if our code needs it`);
    },
  });
}
/** Older name, kept for tests written against it. */
export const strict = strictNamespace;
