// vitest setupFiles for the "dom" project: installs our fake of the Foundry V13 globals we touch.
// Classes keep their identity across resets (our modules bind them at import); state is rebuilt by resetFakeFoundry().
import { beforeEach } from "vitest";
import * as apps from "./applications";
import { Collection } from "./collection";
import * as combat from "./combat";
import { createConfig } from "./config";
import { DataModel, TypeDataModel } from "./data-model";
import { Roll, Die, DiceTerm, RollTerm, NumericTerm, OperatorTerm } from "./dice";
import * as documents from "./documents";
import * as fields from "./fields";
import { createGame } from "./game";
import { Hooks } from "./hooks";
import { strict } from "./strict";
import * as utils from "./utils";

const g = globalThis as any;

export const notifications = { messages: [] as { type: string; message: string }[] };
const notify = (type: string) => (message: string, options: { localize?: boolean; format?: Record<string, string> } = {}) => {
  const text = options.format ? g.game.i18n.format(message, options.format) : options.localize ? g.game.i18n.localize(message) : message;
  notifications.messages.push({ type, message: text });
  return { id: notifications.messages.length };
};

const foundry = strict("foundry", {
  utils: strict("foundry.utils", { ...utils, Collection }),
  abstract: strict("foundry.abstract", { DataModel, TypeDataModel }),
  data: strict("foundry.data", { fields: strict("foundry.data.fields", { ...fields }) }),
  documents: strict("foundry.documents", {
    Actor: documents.Actor, Item: documents.Item, ChatMessage: documents.ChatMessage, Combat: combat.Combat, Combatant: combat.Combatant,
    collections: strict("foundry.documents.collections", apps.collections),
  }),
  dice: strict("foundry.dice", { Roll, terms: strict("foundry.dice.terms", { Die, DiceTerm, RollTerm, NumericTerm, OperatorTerm }) }),
  applications: strict("foundry.applications", {
    api: strict("foundry.applications.api", { ApplicationV2: apps.ApplicationV2, HandlebarsApplicationMixin: apps.HandlebarsApplicationMixin, DocumentSheetV2: apps.DocumentSheetV2, DialogV2: apps.DialogV2 }),
    sheets: strict("foundry.applications.sheets", { ActorSheetV2: apps.ActorSheetV2, ItemSheetV2: apps.ItemSheetV2 }),
    handlebars: strict("foundry.applications.handlebars", apps.handlebars),
    ux: strict("foundry.applications.ux", { TextEditor: apps.TextEditor }),
    apps: strict("foundry.applications.apps", { DocumentSheetConfig: apps.DocumentSheetConfig }),
    sidebar: strict("foundry.applications.sidebar", { tabs: strict("foundry.applications.sidebar.tabs", { CombatTracker: combat.CombatTracker }) }),
  }),
  helpers: strict("foundry.helpers", { Localization: { localizeDataModel() {} } }),
});

export function resetFakeFoundry(): void {
  Hooks._reset();
  const CONFIG = createConfig({ Actor: documents.Actor, Item: documents.Item, ChatMessage: documents.ChatMessage, Combat: combat.Combat, Combatant: combat.Combatant, Roll, Die });
  g.CONFIG = strict("CONFIG", Object.assign(CONFIG, { HB: undefined }));
  g.game = strict("game", createGame(g.CONFIG));
  g.ui = strict("ui", { notifications: strict("ui.notifications", { info: notify("info"), warn: notify("warn"), error: notify("error") }), chat: null, combat: null });
  notifications.messages.length = 0;
  apps.sheets.registered.length = 0;
  apps.handlebars.loaded.length = 0;
  apps.DialogV2.answers.length = 0;
  apps.DialogV2.asked.length = 0;
  apps.resetRenderer();
}

g.foundry = foundry;
g.Hooks = Hooks;
g.Roll = Roll;
g.Actor = documents.Actor;
g.Item = documents.Item;
g.ChatMessage = documents.ChatMessage;
g.fromUuidSync = (uuid: string) => {
  const [type, id, , childId] = uuid.split(".");
  const coll = { Actor: g.game.actors, Item: g.game.items, ChatMessage: g.game.messages }[type as "Actor"];
  const doc = coll?.get(id);
  return childId ? doc?.items?.get(childId) ?? null : doc ?? null;
};
g.fromUuid = async (uuid: string) => {
  const [type, id, , childId] = uuid.split(".");
  const coll = { Actor: g.game.actors, Item: g.game.items, ChatMessage: g.game.messages }[type as "Actor"];
  const doc = coll?.get(id);
  return childId ? doc?.items?.get(childId) ?? null : doc ?? null;
};
resetFakeFoundry();
beforeEach(resetFakeFoundry);

export { apps, notifications as ui };
