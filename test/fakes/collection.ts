// foundry.utils.Collection: a Map with the array-like helpers documents use. Their callbacks are typed as the fake
// calls them, with the value only: core passes (value, index, collection), the fake (value, index, array).
import type { TakesLike } from "./core-types";
export class Collection<V> extends Map<string, V> {
  /** Foundry's Collection iterates its values, not [key, value] pairs as a Map does. */
  // @ts-expect-error Map's iterator yields [key, value]; Foundry's Collection deliberately yields values.
  override [Symbol.iterator](): MapIterator<V> {
    return this.values();
  }
  get contents(): V[] {
    return [...this.values()];
  }
  filter(fn: (v: V) => boolean): V[] {
    return this.contents.filter(fn);
  }
  find(fn: (v: V) => boolean): V | undefined {
    return this.contents.find(fn);
  }
  some(fn: (v: V) => boolean): boolean {
    return this.contents.some(fn);
  }
  map<T>(fn: (v: V) => T): T[] {
    return this.contents.map(fn);
  }
  getName(name: string): V | undefined {
    return this.find((v) => (v as { name?: string }).name === name);
  }
}
Collection satisfies new () => Pick<foundry.utils.Collection<unknown>, "contents">
  & TakesLike<foundry.utils.Collection<unknown>, "getName">;
