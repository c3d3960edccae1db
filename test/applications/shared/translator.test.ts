// The words our pure context builders are handed (translator.ts): this client's game.i18n, read at each call.
import { describe, expect, it } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { translator } from "../../../src/applications/shared/translator";

describe("translator", () => {
  it("localizes and formats in the reader's language, with the game's i18n of the moment", () => {
    onInit();
    const i18n = translator();
    expect(i18n.localize("HB.Token.offer.link")).toBe("Link them");
    expect(i18n.format("HB.Token.offer.done", { actors: "1", tokens: "2" })).toBe("Tokens linked. Prototype tokens: 1; placed tokens: 2.");
    const g = globalThis as any;
    const was = g.game.i18n;
    g.game.i18n = { localize: (k: string) => `[${k}]`, format: (k: string) => `{${k}}` };
    try {
      expect([i18n.localize("HB.Token.offer.link"), i18n.format("HB.Token.offer.done", {})]).toEqual(["[HB.Token.offer.link]", "{HB.Token.offer.done}"]);
    } finally {
      g.game.i18n = was;
    }
  });
});
