// The strings the harness renders with: lang/en.json and core's, or both in the pseudo-locale when the page is opened
// with `?lang=pseudo`. Every module of the harness that localises takes them from here, so one URL option reaches the
// templates, the context builders and the chat cards alike.
import en from "../../lang/en.json";
import { CORE_STRINGS, createI18n, type I18n } from "./foundry-helpers";
import { pseudoStrings } from "./pseudo-locale";

export type HarnessLang = "en" | "pseudo";

/** The page's `?lang=` (node-side users of the registry have no location: English). */
export const HARNESS_LANG: HarnessLang =
  typeof location !== "undefined" && new URLSearchParams(location.search).get("lang") === "pseudo" ? "pseudo" : "en";

const pseudo = HARNESS_LANG === "pseudo";
export const LANG_STRINGS = pseudo ? pseudoStrings(en) : en;
export const CORE_LANG_STRINGS = pseudo ? pseudoStrings(CORE_STRINGS) : CORE_STRINGS;

/** A game.i18n over the harness's strings (each caller keeps its own list of missing keys). */
export const harnessI18n = (): I18n => createI18n(CORE_LANG_STRINGS, LANG_STRINGS);
