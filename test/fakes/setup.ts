// vitest setupFiles for the "dom" project: installs our fake of the Foundry V13 globals we touch, each namespace
// wrapped in strictNamespace so anything not faked throws a helpful error. Classes keep their identity across resets
// (our modules bind them at import); resetFakeFoundry() rebuilds CONFIG, game, ui and clears recorded state — it is
// cheap (no file reads: lang/en.json and the template sources are read once and cached).
import { afterAll, afterEach, beforeEach } from "vitest";
import * as applications from "./applications";
import * as ux from "./ux";
import { Collection } from "./collection";
import { createConfig } from "./config";
import { DataModel, TypeDataModel } from "./data-model";
import { DiceTerm, Die, NumericTerm, OperatorTerm, Roll, RollTerm } from "./dice";
import * as documents from "./documents";
import * as baseFields from "./fields";
import * as containerFields from "./fields-containers";
import { createGame } from "./game";
import { Hooks } from "./hooks";
import { strictNamespace } from "./strict";
import * as utils from "./utils";
import { FormDataExtended } from "./form-data";
import { KEYBINDING_PRECEDENCE, MODIFIER_CODES, MODIFIER_KEYS } from "./keybindings";
import { Tour } from "./nue";
import type { SameConstants, TakesLike } from "./core-types";

// The globals are installed through `any`: core's declarations of them (fvtt-types) are far wider than the fakes.
const g = globalThis as any;

/** ui.notifications messages, recorded in order; `{localize: true}` localizes like core; `permanent` (core: stays until
 *  dismissed) is recorded when asked for. */
export const notifications = { messages: [] as { type: string; message: string; permanent?: true }[] };
type NotifyOptions = foundry.applications.ui.Notifications.NotifyOptions;
const notify = (type: string) => (message: string, options: NotifyOptions = {}) => {
  const text = options.format ? g.game.i18n.format(message, options.format) : options.localize ? g.game.i18n.localize(message) : message;
  notifications.messages.push({ type, message: text, ...(options.permanent ? { permanent: true as const } : {}) });
  return { id: notifications.messages.length, message: text, type };
};

const { DataModelValidationError, DataModelValidationFailure, isDeletionKey: _k, validateChildren: _v, ...fieldClasses } = { ...baseFields, ...containerFields };
/** Test handles too: recorded sheet registrations (apps.sheets) and dialog answers (apps.DialogV2.answers). */
const apps = { ...applications, ...ux };
const foundry = strictNamespace("foundry", {
  utils: strictNamespace("foundry.utils", { ...utils, Collection }),
  abstract: strictNamespace("foundry.abstract", { DataModel, TypeDataModel, Document: documents.Document }),
  data: strictNamespace("foundry.data", {
    fields: strictNamespace("foundry.data.fields", fieldClasses),
    validation: strictNamespace("foundry.data.validation", { DataModelValidationError, DataModelValidationFailure }),
  }),
  documents: strictNamespace("foundry.documents", {
    Actor: documents.Actor, Item: documents.Item, ActiveEffect: documents.ActiveEffect, ChatMessage: documents.ChatMessage,
    Combat: documents.Combat, Combatant: documents.Combatant, Scene: documents.Scene, TokenDocument: documents.TokenDocument,
    collections: strictNamespace("foundry.documents.collections", { ...apps.collections, ChatMessages: documents.ChatMessages }),
  }),
  helpers: strictNamespace("foundry.helpers", { interaction: strictNamespace("foundry.helpers.interaction", { KeyboardManager: { MODIFIER_KEYS, MODIFIER_CODES } }) }),
  nue: strictNamespace("foundry.nue", { Tour }),
  dice: strictNamespace("foundry.dice", { Roll, terms: strictNamespace("foundry.dice.terms", { RollTerm, DiceTerm, Die, NumericTerm, OperatorTerm }) }),
  applications: strictNamespace("foundry.applications", {
    instances: apps.instances,
    api: strictNamespace("foundry.applications.api", { ApplicationV2: apps.ApplicationV2, HandlebarsApplicationMixin: apps.HandlebarsApplicationMixin, DocumentSheetV2: apps.DocumentSheetV2, DialogV2: apps.DialogV2 }),
    sheets: strictNamespace("foundry.applications.sheets", { ActorSheetV2: apps.ActorSheetV2, ItemSheetV2: apps.ItemSheetV2 }),
    handlebars: strictNamespace("foundry.applications.handlebars", apps.handlebars),
    ux: strictNamespace("foundry.applications.ux", { TextEditor: apps.TextEditor, DragDrop: apps.DragDrop, ContextMenu: apps.ContextMenu, FormDataExtended }),
    apps: strictNamespace("foundry.applications.apps", { DocumentSheetConfig: apps.DocumentSheetConfig }),
    sidebar: strictNamespace("foundry.applications.sidebar", { tabs: strictNamespace("foundry.applications.sidebar.tabs", { CombatTracker: apps.CombatTracker }) }),
  }),
});

export function resetFakeFoundry(): void {
  Hooks._reset();
  const CONFIG = createConfig({ ...documents, Roll, Die, DiceTerm, NumericTerm, OperatorTerm });
  g.CONFIG = strictNamespace("CONFIG", Object.assign(CONFIG, { HB: undefined }));
  g.game = strictNamespace("game", Object.assign(createGame(g.CONFIG), { tooltip: new ux.TooltipManager() }));
  // Core's info/warn/error take the same arguments; they return a full Notification, the fake only id, message, type.
  const uiNotifications = { info: notify("info"), warn: notify("warn"), error: notify("error") } satisfies TakesLike<
    foundry.applications.ui.Notifications,
    "info" | "warn" | "error"
  >;
  g.ui = strictNamespace("ui", {
    notifications: strictNamespace("ui.notifications", uiNotifications),
    chat: null,
    combat: null,
    hotbar: new ux.Hotbar(),
    windows: {},
    activeWindow: null,
    sidebar: new ux.Sidebar(),
  });
  Tour._reset();
  notifications.messages.length = 0;
  utils.savedFiles.length = 0;
  applications.resetApplications();
  ux.resetUx();
}

/** fromUuid/fromUuidSync for world documents and their embedded children ("Actor.x.Item.y"). */
function resolveUuid(uuid: string): any {
  const [type, id, ...rest] = String(uuid).split(".");
  const coll = g.game.collections.get(type);
  let doc = coll?.get(id) ?? null;
  // An unlinked token's actor ("Scene.s.Token.t.Actor.a") is its synthetic copy, as core resolves it.
  for (let i = 0; doc && i < rest.length; i += 2) doc = doc.documentName === "Token" && rest[i] === "Actor" ? (doc.actor?.id === rest[i + 1] ? doc.actor : null) : (doc.getEmbeddedCollection(rest[i]).get(rest[i + 1]) ?? null);
  return doc;
}

g.foundry = foundry;
/** Core V13 CONST, the parts we read. */
const CHAT_MESSAGE_STYLES = Object.freeze({ OTHER: 0, OOC: 1, IC: 2, EMOTE: 3 });
// Core V13 also keeps ROLL and WHISPER (0, deprecated since V12, with a warning): left out, our code must not use them.
type CoreChatMessageStyles = Omit<typeof CONST.CHAT_MESSAGE_STYLES, "ROLL" | "WHISPER">;
CHAT_MESSAGE_STYLES satisfies SameConstants<typeof CHAT_MESSAGE_STYLES, CoreChatMessageStyles>;
const TOKEN_DISPOSITIONS = documents.TOKEN_DISPOSITIONS;
g.CONST = strictNamespace("CONST", { CHAT_MESSAGE_STYLES, TOKEN_DISPOSITIONS, KEYBINDING_PRECEDENCE });
g.Hooks = Hooks;
g.Roll = Roll;
g.Actor = documents.Actor;
g.Item = documents.Item;
g.ChatMessage = documents.ChatMessage;
g.Macro = documents.Macro;
g.Handlebars = applications.handlebars.Handlebars;
g.fromUuidSync = resolveUuid;
// Core V13: a compendium's document ("Compendium.<scope>.<pack>.<type>.<id>") is read from its pack.
g.fromUuid = async (uuid: string) => {
  const [head, scope, pack, , id] = String(uuid).split(".");
  if (head !== "Compendium") return resolveUuid(uuid);
  return (await g.game.packs?.get(`${scope}.${pack}`)?.getDocument?.(id)) ?? null;
};
resetFakeFoundry();
beforeEach(resetFakeFoundry);

// happy-dom has no requestIdleCallback (Chromium, Foundry's browser, has): ours runs the job after 100 ms like the
// tracker's own fallback. Idle work still pending when a test ends is dropped, and none runs once the file's tests
// are over (a render a test set going may still ask for some): never on a torn-down window.
const idle = new Set<ReturnType<typeof setTimeout>>();
let open = true;
g.requestIdleCallback = (job: IdleRequestCallback) => {
  const timer = setTimeout(() => {
    idle.delete(timer);
    if (open) job({ didTimeout: false, timeRemaining: () => 0 });
  }, 100);
  idle.add(timer);
  return timer;
};
const dropIdle = () => {
  for (const timer of idle) clearTimeout(timer);
  idle.clear();
};
afterEach(dropIdle);
afterAll(() => {
  open = false;
  dropIdle();
});

export { apps, notifications as ui, Hooks };
