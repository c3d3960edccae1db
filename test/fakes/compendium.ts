// Core V13's CompendiumCollection, as far as our code touches it: a pack by collection id whose getDocuments() reads
// its documents from the server each time (fresh instances, each knowing its pack, so its uuid is
// `Compendium.<pack>.<type>.<id>`). A query is not faked: our code reads whole packs.
import { deepClone } from "./utils";

type DocumentClass = new (data: object, context: { pack: string }) => unknown;

export class FakeCompendium {
  readonly collection: string;
  readonly documentName: string;
  readonly #sources: object[];
  readonly #cls: () => DocumentClass;

  constructor(collection: string, documentName: string, sources: object[], cls: () => DocumentClass) {
    this.collection = collection;
    this.documentName = documentName;
    this.#sources = sources;
    this.#cls = cls;
  }

  async getDocuments(query: Record<string, unknown> = {}): Promise<unknown[]> {
    if (Object.keys(query).length) throw new Error("Fake Foundry: CompendiumCollection#getDocuments with a query");
    const cls = this.#cls();
    return this.#sources.map((source) => new cls(deepClone(source), { pack: this.collection }));
  }

  /** Core V13 CompendiumCollection#getDocument: the pack's document with that id, else undefined. */
  async getDocument(id: string): Promise<unknown> {
    const source = this.#sources.find((s) => (s as { _id?: unknown })._id === id);
    return source ? new (this.#cls())(deepClone(source), { pack: this.collection }) : undefined;
  }
}
