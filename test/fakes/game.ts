// game: i18n from the real lang/en.json, settings that must be registered before use, users and the GM query.
import { readFileSync } from "node:fs";
import { createI18n, CORE_STRINGS } from "../harness/foundry-helpers";
import { Collection } from "./collection";

export interface FakeUser { id: string; name: string; isGM: boolean; isSelf: boolean; active: boolean; character: unknown; can: (action: string) => boolean; query: (name: string, data: unknown, opts?: unknown) => Promise<unknown> }

export function createGame(CONFIG: any) {
  const en = JSON.parse(readFileSync("lang/en.json", "utf8"));
  const i18n = createI18n(CORE_STRINGS, en);
  const registered = new Map<string, any>();
  const values = new Map<string, unknown>();
  const key = (ns: string, k: string) => `${ns}.${k}`;

  const users = new Collection<FakeUser>();
  const makeUser = (id: string, name: string, isGM: boolean): FakeUser => ({
    id, name, isGM, active: true, character: null,
    // User#can: core's default permissions let only Assistant GMs and GMs create actors.
    can: (action: string) => {
      if (action === "ACTOR_CREATE") return isGM;
      throw new Error(`Fake Foundry: User#can("${action}") is not implemented`);
    },
    get isSelf() { return game.user.id === id; },
    // The query runs the registered handler in-process, as if on that user's client.
    query: async (name: string, data: unknown, opts?: unknown) => {
      const handler = CONFIG.queries[name];
      if (!handler) throw new Error(`Fake Foundry: no query handler "${name}"`);
      return handler(JSON.parse(JSON.stringify(data)), opts ?? {});
    },
  });
  users.set("gm", makeUser("gm", "Gamemaster", true));
  users.set("player", makeUser("player", "Player", false));
  users.set("player2", makeUser("player2", "Second Player", false));

  for (const u of users.values()) (u as any).character = null;
  const game: any = {
    i18n: { lang: "en", localize: i18n.localize, format: (k: string, d: Record<string, unknown> = {}) => i18n.format(k, d), has: (k: string) => { const v = i18n.localize(k); i18n.missing.delete(k); return v !== k; }, missing: i18n.missing },
    settings: {
      register(ns: string, k: string, data: any) {
        registered.set(key(ns, k), data);
        if (!values.has(key(ns, k))) values.set(key(ns, k), data.default);
      },
      get(ns: string, k: string) {
        if (!registered.has(key(ns, k))) throw new Error(`"${key(ns, k)}" is not a registered game setting`);
        return values.get(key(ns, k));
      },
      async set(ns: string, k: string, v: unknown) {
        if (!registered.has(key(ns, k))) throw new Error(`"${key(ns, k)}" is not a registered game setting`);
        values.set(key(ns, k), v);
        registered.get(key(ns, k))?.onChange?.(v);
        return v;
      },
      settings: registered,
      registerMenu() {},
    },
    users: Object.defineProperty(users, "activeGM", { get: () => users.find((u) => u.isGM && u.active) ?? null }),
    user: users.get("gm")!,
    actors: new Collection<any>(),
    items: Object.assign(new Collection<any>(), {
      // Core strips the compendium id and folder unless told otherwise, and records the source.
      fromCompendium(doc: any, { keepId = false, clearFolder = true }: { keepId?: boolean; clearFolder?: boolean } = {}) {
        const data = typeof doc.toObject === "function" ? doc.toObject() : JSON.parse(JSON.stringify(doc));
        if (!keepId) delete data._id;
        if (clearFolder) delete data.folder;
        return data;
      },
    }),
    messages: new Collection<any>(),
    combats: new Collection<any>(),
    macros: new Collection<any>(),
    system: { id: "humanity-blessed" },
    release: { generation: 13 },
  };
  game.settings.register("core", "rollMode", { scope: "client", default: "publicroll" });
  return game;
}
