// A Session Shop's chat summary as stored: its edition and its log read back after a load, as the chat log shows them.
import { beforeEach, describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { ShopMessageView } from "../../src/applications/session/session";

const g = globalThis as any;
const heart = { kind: "stat", stat: "heart", from: 8, to: 10, paidWith: "free" };
const gains = { kind: "tagged", tag: "gains", detail: "Compass" };

/** A summary as the world's database holds it, loaded. A model's schema (data/chat/shop-message.ts) is built once, by the first test
 *  that reads it: a subclass builds its own, so each test reads what the fields allow. */
function load(system: Record<string, unknown>) {
  g.CONFIG.ChatMessage.dataModels.shop = class extends ShopMessageView {};
  const stored = { _id: g.foundry.utils.randomID(), type: "shop", system };
  return g.CONFIG.ChatMessage.documentClass.fromSource(stored, { strict: false });
}
const lines = async (message: any) =>
  [...(await message.renderHTML()).querySelectorAll(".hb-shop-summary li")].map((li: any) => li.textContent.trim());

beforeEach(() => {
  onInit();
});

describe("a Session Shop summary as stored", () => {
  it("keeps the edition it was bought under: an exceptional gain reads as that edition has it", async () => {
    const message = load({ name: "Wren", edition: "v0.0.18", log: [gains] });
    expect(message.toObject().system.edition).toBe("v0.0.18");
    expect(await lines(message)).toEqual(["Exceptional: Compass (It gives +3 aid on a failure (or another effect, within reason).)"]);
  });

  it("one stored with no edition, or one this version does not know, reads under the first edition", async () => {
    for (const system of [{ name: "Wren", log: [gains] }, { name: "Wren", edition: "v9", log: [gains] }]) {
      const message = load(system);
      expect(message.toObject().system.edition).toBe("v0.0.21.10");
      expect(await lines(message)).toEqual(["Exceptional: Compass (Checks related to it round 6–7 up to 8.)"]);
    }
  });

  it("a log entry that is no purchase (null, a word: edited by hand) shows nothing; the others still show", async () => {
    const message = load({ name: "Wren", log: [null, heart, "teleport", gains] });
    expect(await lines(message)).toEqual(["Heart d8 → d10 (free Stat Upgrade)", "Exceptional: Compass (Checks related to it round 6–7 up to 8.)"]);
  });

  it("a log stored as an object keyed by index shows every purchase; an entry under another key is kept for the GM's report", async () => {
    const message = load({ name: "Wren", log: { 0: heart, 1: gains, note: "paid in eggs" } });
    expect(await lines(message)).toEqual(["Heart d8 → d10 (free Stat Upgrade)", "Exceptional: Compass (Checks related to it round 6–7 up to 8.)"]);
    expect(message.toObject().system.unreadable).toEqual([{ field: "log", value: "paid in eggs", kept: "" }]);
  });
});
