// game: i18n from the real lang/en.json (read once), settings that must be registered before use (like core),
// users with a configurable current user, User#query running CONFIG.queries[name] in-process (GM → player), and
// game.socket delivering to the other users' clients with the server-given sender id (the GM relay).
import { readFileSync } from "node:fs";
import { createI18n, CORE_STRINGS, type Translations } from "../harness/foundry-helpers";
import { Collection } from "./collection";
import { deepClone } from "./utils";
import { createKeybindings } from "./keybindings";
import { ToursCollection } from "./nue";
import { client } from "./clients";
import type { TakesLike } from "./core-types";
import type { Document } from "./documents";

export interface FakeUser {
  id: string;
  name: string;
  isGM: boolean;
  role: number;
  active: boolean;
  isSelf: boolean;
  character: unknown;
  targets: Set<unknown>;
  hasRole: (role: string | number) => boolean;
  can: (action: string) => boolean;
  query: (name: string, data: unknown, opts?: { timeout?: number }) => Promise<unknown>;
  hotbar: Record<string, string>;
  assignHotbarMacro: (macro: { id: string } | null, slot?: number | string) => Promise<FakeUser>;
  /** This user's client's clock (Date.now there): a test sets `clockOffset` to make it run behind or ahead. */
  clockOffset: number;
  clock: () => number;
  flags: Record<string, Record<string, unknown>>;
  getFlag: (scope: string, key: string) => unknown;
  setFlag: (scope: string, key: string, value: unknown) => Promise<FakeUser>;
  unsetFlag: (scope: string, key: string) => Promise<FakeUser>;
  /** This user's client is still loading, between core's "init" and "setup" (it awaits the translations there): its
   *  socket listeners already run, but its game.users and game.user are not set yet. */
  loading: boolean;
}

let en: Translations | null = null;
let manifest: { title?: string; primaryTokenAttribute?: string; secondaryTokenAttribute?: string } = {};
const ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 };
const PERMISSION_ROLES: Record<string, number> = {
  ACTOR_CREATE: ROLES.ASSISTANT,
  ITEM_CREATE: ROLES.ASSISTANT,
  MACRO_SCRIPT: ROLES.PLAYER,
  SETTINGS_MODIFY: ROLES.ASSISTANT,
  FILES_BROWSE: ROLES.TRUSTED,
};

/**
 * game.socket as core gives it to a package with `"socket": true`: `emit(event, ...args)` goes to the server, which
 * passes it to every OTHER connected client (never back to the sender) with the sender's user id — taken from the
 * connection, not from the data — appended as the listener's last argument (socketlib's `_onSocketReceived(message,
 * senderId)` relies on it). Data goes as JSON; messages arrive in the order sent; nothing waits for a listener.
 * One process plays every client here: each listener runs as its client (`client.run(user, …)`, so game.user is
 * that client's user through all its awaits) while the test's own code keeps the user it set.
 */
function createSocket(game: () => { user: FakeUser }, users: Collection<FakeUser>) {
  const listeners = new Map<string, ((...args: unknown[]) => unknown)[]>();
  const working = new Set<Promise<unknown>>();
  /** Errors listeners threw: in core each is an uncaught error in that client's console; settled() throws them. */
  const thrown: unknown[] = [];
  let line: Promise<void> = Promise.resolve();
  const deliver = (event: string, args: unknown[], senderId: string) => {
    for (const user of users.filter((u) => u.active && u.id !== senderId)) {
      // socket.io's emitter calls a client's listeners in a loop: one that throws skips the rest on that client for
      // this message, and the next message arrives as usual.
      try {
        for (const fn of listeners.get(event) ?? []) {
          const result = client.run(user, () => fn(...JSON.parse(JSON.stringify(args)), senderId));
          if (result instanceof Promise) {
            working.add(result);
            void result.finally(() => working.delete(result));
          }
        }
      } catch (err) {
        thrown.push(err);
      }
    }
  };
  const faked = (event: string) => {
    if (!/^(system|module)\./.test(event))
      throw new Error(`Fake Foundry: socket event "${event}" is not faked (only system.* / module.*)`);
  };
  // Core's game.socket (socket.io's client Socket) for on and emit, returning this object, not a Socket. `off` is
  // narrower than socket.io's: it needs the event (off() with none removes every listener; our code never asks).
  return {
    on(event: string, fn: (...args: unknown[]) => unknown) {
      faked(event);
      listeners.set(event, [...(listeners.get(event) ?? []), fn]);
      return this;
    },
    off(event: string, fn?: (...args: unknown[]) => unknown) {
      listeners.set(event, fn ? (listeners.get(event) ?? []).filter((f) => f !== fn) : []);
      return this;
    },
    emit(event: string, ...args: unknown[]) {
      faked(event);
      const senderId = game().user.id;
      line = line.then(() => deliver(event, args, senderId));
      return this;
    },
    /** Test handle: resolves once every message sent has arrived and every listener working on one has finished. */
    async settled() {
      for (let seen: Promise<void> | null = null; seen !== line || working.size;) {
        seen = line;
        await Promise.allSettled([line, ...working]);
      }
      if (thrown.length)
        throw new AggregateError(
          thrown.splice(0),
          "Fake Foundry: a socket listener threw (an uncaught error in that client's console)",
        );
    },
  } satisfies TakesLike<io.Socket, "on" | "emit"> & Record<"off" | "settled", unknown>;
}

/** What game.settings keeps of a registered setting: core's registration data, plus where it is registered. */
interface RegisteredSetting {
  default?: unknown;
  onChange?(value: unknown, options: object, userId: string): void;
  namespace: string;
  key: string;
  id: string;
}
/** What game.settings keeps of a registered menu (core's SettingSubmenuConfig: the application class in `type`). */
interface RegisteredMenu {
  type?: { prototype: object };
  key?: string;
  namespace?: string;
}

/** What createGame reads of CONFIG: the world's messages collection class, the query handlers. */
interface GameConfig {
  ChatMessage: { collection: new () => Collection<Document> };
  queries: Record<string, unknown>;
}

export function createGame(CONFIG: GameConfig) {
  en ??= JSON.parse(readFileSync("lang/en.json", "utf8")) as Translations;
  manifest = JSON.parse(readFileSync("system.json", "utf8")) as typeof manifest;
  const i18n = createI18n(CORE_STRINGS, en);
  const registered = new Map<string, RegisteredSetting>();
  const menus = new Map<string, RegisteredMenu>();
  const values = new Map<string, unknown>();
  const keyOf = (ns: string, k: string) => `${ns}.${k}`;
  const assertRegistered = (key: string) => {
    if (!registered.has(key)) throw new Error(`"${key}" is not a registered game setting`);
  };

  const users = new Collection<FakeUser>();
  /** Tests may add users: game.users.set(id, makeUser(...)) via the returned helper on game.users. */
  const makeUser = (id: string, name: string, role: number): FakeUser => ({
    id,
    name,
    role,
    active: true,
    character: null,
    // Core's UserTargets: the tokens this user targets (a Set, empty until they target one).
    targets: new Set(),
    clockOffset: 0,
    loading: false,
    clock() {
      return Date.now() + this.clockOffset;
    },
    // Core Document#getFlag/setFlag: a scope must be "core", "world", the system's id or an active module's; a user
    // may update their own flags (a GM anyone's), saved on the server for every world.
    flags: {},
    getFlag(scope: string, key: string) {
      flagScope(scope);
      return this.flags[scope]?.[key];
    },
    async setFlag(scope: string, key: string, value: unknown) {
      flagScope(scope);
      mayUpdate(this);
      (this.flags[scope] ??= {})[key] = deepClone(value);
      return this;
    },
    async unsetFlag(scope: string, key: string) {
      flagScope(scope);
      mayUpdate(this);
      delete this.flags[scope]?.[key];
      return this;
    },
    /** Core V13 User#hotbar: slot number → Macro id. */
    hotbar: {} as Record<string, string>,
    /** Core V13: puts the Macro in the slot (the first free one when none is given) and saves the user. */
    async assignHotbarMacro(macro: { id: string } | null, slot?: number | string) {
      const key = String(slot ?? Array.from({ length: 50 }, (_, i) => i + 1).find((n) => !this.hotbar[n]) ?? 1);
      if (macro) this.hotbar[key] = macro.id;
      else delete this.hotbar[key];
      return this;
    },
    get isGM() {
      return this.role >= ROLES.ASSISTANT;
    },
    get isSelf() {
      return game.user?.id === id;
    },
    hasRole(role: string | number) {
      return (
        this.role >=
        (typeof role === "number" ? role : ((ROLES as Record<string, number | undefined>)[role] ?? Infinity))
      );
    },
    /** Core's default role for each permission we use; others are not faked. */
    can(action: string) {
      const role = PERMISSION_ROLES[action];
      if (role === undefined)
        throw new Error(
          `Fake Foundry: permission ${action} is not implemented — add it to test/fakes if our code needs it`,
        );
      return this.isGM || this.role >= role;
    },
    // Core sends the query to that user's client, which runs CONFIG.queries[name](data, {timeout}); data goes as JSON.
    async query(queryName: string, data: unknown, { timeout }: { timeout?: number } = {}) {
      const handler = CONFIG.queries[queryName];
      if (typeof handler !== "function")
        throw new Error(`Fake Foundry: no query handler "${queryName}" in CONFIG.queries`);
      return client.run(users.get(id)!, () => handler(JSON.parse(JSON.stringify(data ?? null)), { timeout }));
    },
  });
  const modules = new Collection<{ id: string; active: boolean }>();
  const flagScope = (scope: string) => {
    const scopes = ["core", "world", "humanity-blessed", ...modules.filter((m) => m.active).map((m) => m.id)];
    if (!scopes.includes(scope)) throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
  };
  const mayUpdate = (user: FakeUser) => {
    const by = game.user as FakeUser;
    if (!by.isGM && by.id !== user.id) throw new Error(`User ${by.name} lacks permission to update User [${user.id}]`);
  };
  users.set("gm", makeUser("gm", "Gamemaster", ROLES.GAMEMASTER));
  users.set("player", makeUser("player", "Player", ROLES.PLAYER));
  users.set("player2", makeUser("player2", "Second Player", ROLES.PLAYER));
  Object.defineProperty(users, "activeGM", { get: () => users.find((u) => u.isGM && u.active) ?? null });
  Object.defineProperty(users, "makeUser", { value: makeUser });

  const world = {
    actors: new Collection<Document>(),
    items: new Collection<Document>(),
    messages: new CONFIG.ChatMessage.collection(),
    combats: new Collection<Document>(),
    macros: new Collection<Document>(),
    scenes: new Collection<Document>(),
  };
  // Core V13: the encounter the tracker views (its own pick, else the active one); the scene the canvas shows, else
  // the active one (there is no canvas here: the active scene).
  Object.defineProperty(world.combats, "viewed", {
    get: () => (globalThis as any).ui?.combat?.viewed ?? world.combats.find((c) => c.active) ?? null,
  });
  Object.defineProperty(world.scenes, "current", { get: () => world.scenes.find((s) => s.active) ?? undefined });
  Object.assign(world.items, {
    // Core V13 WorldCollection#fromCompendium: the id, sort, state and ownership go (ownership made the importer's),
    // the folder only when asked — the pack's folders are not the world's. (No _stats here: no compendiumSource.)
    fromCompendium(
      doc: any,
      {
        clearFolder = false,
        clearState = true,
        clearSort = true,
        clearOwnership = true,
        keepId = false,
      }: {
        clearFolder?: boolean;
        clearState?: boolean;
        clearSort?: boolean;
        clearOwnership?: boolean;
        keepId?: boolean;
      } = {},
    ) {
      const data = typeof doc.toObject === "function" ? doc.toObject() : doc;
      if (!keepId) delete data._id;
      if (clearFolder) delete data.folder;
      if (clearSort) delete data.sort;
      if (clearOwnership && "ownership" in data) data.ownership = { default: 0, [game.user.id]: 3 };
      if (clearState) delete data.active;
      return data;
    },
  });

  let testUser: FakeUser = users.get("gm")!;
  const keys = createKeybindings(() => game);
  // Left `any`: game reads itself (game.user in its getters, the socket's sender) and is far wider than what is faked;
  // its parts that stand for core's are held to core's types below.
  const game: any = {
    keybindings: keys.keybindings,
    keyboard: keys.keyboard,
    socket: createSocket(() => game, users),
    i18n: {
      lang: "en",
      localize: i18n.localize,
      format: (k: string, d: Record<string, unknown> = {}) => i18n.format(k, d),
      has: (k: string) => {
        const known = i18n.missing.has(k);
        const v = i18n.localize(k);
        if (!known) i18n.missing.delete(k);
        return v !== k;
      },
      missing: i18n.missing,
    } satisfies Pick<Localization, "lang" | "localize" | "format" | "has"> & { missing: Set<string> },
    settings: {
      register(ns: string, k: string, data: Omit<RegisteredSetting, "namespace" | "key" | "id">) {
        const key = keyOf(ns, k);
        registered.set(key, { ...data, namespace: ns, key: k, id: key });
        if (!values.has(key)) values.set(key, deepClone(data.default));
      },
      /** Core V13 ClientSettings#registerMenu: the type must be a FormApplication or ApplicationV2 subclass; Configure
       *  Settings then opens it with `new menu.type().render(true)` (a test does the same). */
      registerMenu(ns: string, k: string, data: RegisteredMenu) {
        if (!ns || !k) throw new Error("You must specify both namespace and key portions of the menu");
        data.key = keyOf(ns, k);
        data.namespace = ns;
        if (!(data.type?.prototype instanceof (globalThis as any).foundry.applications.api.ApplicationV2)) {
          throw new Error(
            "You must provide a menu type that is a FormApplication or ApplicationV2 instance or subclass",
          );
        }
        menus.set(data.key, data);
      },
      menus,
      get(ns: string, k: string) {
        assertRegistered(keyOf(ns, k));
        return deepClone(values.get(keyOf(ns, k)));
      },
      async set(ns: string, k: string, v: unknown) {
        const key = keyOf(ns, k);
        assertRegistered(key);
        values.set(key, deepClone(v));
        registered.get(key)!.onChange?.(v, {}, game.user.id);
        return v;
      },
      settings: registered,
      // get's result is core's generic type for the setting (SettingConfig), which a fake registry cannot name.
    } satisfies TakesLike<foundry.helpers.ClientSettings, "register" | "registerMenu" | "get" | "set"> &
      Record<"menus" | "settings", unknown>,
    /** Core sets game.users and game.user in "setup": a client still loading has neither. */
    get users() {
      return client.getStore()?.loading ? undefined : users;
    },
    /** Active modules by id (a test adds { id: "dice-so-nice", active: true }); compendium packs by collection id. */
    modules,
    packs: new Collection<unknown>(),
    /** Core's Tours (foundry.nue, test/fakes/nue.ts). */
    tours: new ToursCollection(),
    /** The user of the client this code runs on: a listener's or query handler's client, else the one the test set. */
    get user(): FakeUser | null {
      const on = client.getStore() ?? testUser;
      return on.loading ? null : on;
    },
    set user(user: FakeUser) {
      testUser = user;
    },
    ...world,
    collections: new Map<string, Collection<Document>>([
      ["Actor", world.actors],
      ["Item", world.items],
      ["ChatMessage", world.messages],
      ["Combat", world.combats],
      ["Macro", world.macros],
      ["Scene", world.scenes],
    ]),
    get combat() {
      return world.combats.find((c) => c.active) ?? null;
    },
    // The System package: what system.json declares (id, token bar attributes), and the API our init adds.
    system: {
      id: "humanity-blessed",
      title: manifest.title,
      api: undefined as unknown,
      primaryTokenAttribute: manifest.primaryTokenAttribute ?? null,
      secondaryTokenAttribute: manifest.secondaryTokenAttribute ?? null,
    },
    release: { generation: 13, build: 351 },
    /** Dice So Nice's API, set by that module when active; a test installs a stand-in to watch what is shown. */
    dice3d: undefined as unknown,
    ready: true,
  };
  game.settings.register("core", "rollMode", { scope: "client", default: "publicroll" });
  // Core: each user's progress through each Tour, by namespace and id.
  game.settings.register("core", "tourProgress", { scope: "client", type: Object, default: {} });
  // Core: each user's own key bindings, by action id (ClientKeybindings#set writes them).
  game.settings.register("core", "keybindings", { scope: "client", type: Object, default: {} });
  // Core V13 DefaultTokenConfig.SETTING: the world's default token configuration, empty until a GM saves one.
  game.settings.register("core", "defaultToken", { scope: "world", type: Object, default: {} });
  return game;
}
