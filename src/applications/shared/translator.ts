// Core's Localization as our pure context builders take it: they are handed the words, so tests and the browser
// harness build the same contexts without Foundry. translator() is the one that reads the reader's own language.

export interface Translator {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/** This client's game.i18n, read at each call (the reader's language, whatever was loaded when). */
export const translator = (): Translator => ({
  localize: (k) => game.i18n!.localize(k),
  format: (k, d) => game.i18n!.format(k, d),
});
