// Our chat messages as stored (documents/chat-message.ts): a Check card whose stored list holds one entry core cannot
// read keeps the others when it loads (core would drop the whole list and then save that), and the card draws them.
import { describe, expect, it, vi } from "vitest";
import { postCheck } from "../../src/applications/chat/check-card";
import { relay } from "../../src/applications/shared/relay";
import { loadStored } from "../fakes/documents";
import { as, faces, renderCard, wrenAndAsh } from "../applications/chat/card-helpers";

const g = globalThis as any;

describe("a stored Check card with one unreadable Help", () => {
  it("loads with the other Helps, and its card names them", async () => {
    const { roller, helper } = await wrenAndAsh();
    as("player");
    faces([5], 6);
    const message = await postCheck(roller, { stat: "head" });
    as("player2");
    await relay("check.help", { messageId: message!.id, actorUuid: helper.uuid, blessing: 6 });
    const source = g.game.messages.get(message!.id).toObject();
    source._id = "storedcheck00001";
    source.system.helps = [...source.system.helps, { userId: 7, actorUuid: ["x"], name: null, blessing: "many" }];
    const stored = loadStored(g.CONFIG.ChatMessage.documentClass, source);
    g.game.messages.set(stored.id, stored);
    expect(stored.system.helps.map((h: any) => [h.name, h.blessing])).toEqual([["Ash", 6]]);
    expect((await renderCard(stored)).querySelector(".hb-helps")!.textContent).toBe("Helped by Ash (6)");
  });
});

describe("the chat log's export with a module's message subtype registered", () => {
  it("loads our cards' words and writes every message; the module's model is left alone", async () => {
    const { roller } = await wrenAndAsh();
    g.CONFIG.ChatMessage.dataModels["my-module.note"] = class {};
    as("player");
    faces([5], 6);
    await postCheck(roller, { stat: "head" });
    const log = new g.CONFIG.ChatMessage.collection();
    for (const message of g.game.messages) log.set(message.id, message);
    log.export();
    const files = g.foundry.utils.savedFiles;
    await vi.waitFor(() => expect(files.length).toBe(1), { timeout: 10_000 });
    expect(files.pop().data.split("\n").slice(1)).toEqual([
      "Head · Normal", "d6 [5] = 5", "Minor Success — the Check succeeds, with a bust.", "1 bust", "Bust — Minor Success",
    ]);
  });
});
