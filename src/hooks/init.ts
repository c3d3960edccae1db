// init: CONFIG, data models, document classes, sheets, settings, conditions, templates.
import { HB_CONFIG } from "../config";
import { registerSettings, SYSTEM_ID } from "../settings";
import { registerDataModels } from "../data/register";
import { registerDocumentClasses } from "../documents/register";
import { registerSheets } from "../applications/sheets/register";
import { registerConditions } from "../applications/hud/conditions";
import { registerRelay } from "../applications/shared/relay";
import { registerEndeavor } from "../applications/combat/register";
import { registerSessions } from "../applications/session/session";
import { registerDice } from "../dice/register";
import { registerCheckActions } from "../applications/chat/check-register";
import { registerCheckRoller } from "../applications/chat/roll-check";
import { registerCheckEnricher } from "../applications/enrichers/register";
import { registerCheckCalls } from "../applications/chat/request-register";
import { preloadTemplates } from "../applications/shared/templates";
import { registerKeybindings } from "../applications/shared/keybindings";
import { registerSettingsMenus } from "../applications/settings/register";
import { api } from "../api";

declare global {
  /** The macro API, also as game.system.api. */
  var humanityBlessed: typeof api;
}

export function onInit(): void {
  CONFIG.HB = HB_CONFIG;
  registerSettings();
  registerDataModels();
  registerDocumentClasses();
  registerSheets();
  registerConditions();
  registerRelay();
  registerEndeavor();
  registerSessions();
  registerDice();
  registerCheckActions();
  registerCheckRoller();
  registerCheckEnricher();
  registerCheckCalls();
  registerKeybindings();
  registerSettingsMenus();
  // fvtt-types declares no place for a system's API on game.system (core leaves it to the system).
  Object.assign(game.system, { api });
  globalThis.humanityBlessed = api;
  void preloadTemplates();
  console.info(`${SYSTEM_ID} | initialised`);
}
