// A call for a Check in "Export Chat Log" when nothing has loaded the call's card yet (a world just loaded, no call
// shown): a message's own export is core's until then, and the log's export loads the card's words first. Its own
// file: the card's module must not have loaded before these tests.
import { describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";

const g = globalThis as any;

describe("a call for a Check exported before its card has loaded", () => {
  it("alone is left to core; with the chat log's export, it is written as its card's lines", async () => {
    onInit();
    g.game.user = g.game.users.get("gm");
    const call = await g.ChatMessage.create({ type: "request", speaker: { alias: "Gamemaster" }, system: { stat: "head", difficulty: "hard", note: "the locked door", entries: [] } });
    expect(call.system.exportLines()).toBeNull();
    const log = new g.CONFIG.ChatMessage.collection();
    log.set(call.id, call);
    log.export();
    const files = g.foundry.utils.savedFiles;
    await vi.waitFor(() => expect(files.length).toBe(1), { timeout: 10_000 });
    const written: string = files.pop().data;
    expect(written.split("\n").slice(1).join("\n")).toBe(call.system.exportLines().join("\n"));
    expect(written).toContain("the locked door");
  });
});
