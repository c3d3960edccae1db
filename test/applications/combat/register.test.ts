// An Endeavor message exported by a module's call to core's ChatMessage#export before any Endeavor card has loaded:
// its lines need the card's module, so core's own export is kept (never an error); the log's button loads it first.
import { beforeEach, describe, expect, it, vi } from "vitest";

const g = globalThis as any;

beforeEach(async () => {
  // A world just loaded: no module of ours has drawn or exported an Endeavor card yet.
  vi.resetModules();
  (await import("../../../src/hooks/init")).onInit();
});

describe("an Endeavor message's export", () => {
  it("is core's until the card's words load, then the card's lines", async () => {
    const message = await g.ChatMessage.implementation.create({
      type: "endeavor", content: "",
      system: { round: 2, by: "", names: [{ id: "a1", name: "Wren" }], events: [{ type: "moved", id: "a1", from: 0, to: 3 }] },
    });
    const core = g.foundry.documents.ChatMessage.prototype.export.call(message);
    expect(message.export()).toBe(core);
    await g.CONFIG.ChatMessage.dataModels.endeavor.prepareExport();
    expect(message.export().split("\n").slice(1)).toEqual(["GM override · Round 2", "Wren moves from 0 to 3."]);
  });
});
