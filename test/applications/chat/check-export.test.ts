// A Check in "Export Chat Log" when nothing has loaded the Check card yet (a world just loaded, no card shown): a
// message's own export is core's until then, and the log's export loads the card's words first (check-register.ts).
// Its own file: the card's module must not have loaded before this test.
import { describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";

const g = globalThis as any;

describe("a Check exported before its card has loaded", () => {
  it("alone is left to core; with the chat log's export, it is written as its card's lines", async () => {
    onInit();
    g.game.user = g.game.users.get("player");
    g.CONFIG.Dice.randomUniform = () => 1 - (4 - 0.5) / 6;
    const roll = await g.CONFIG.Dice.rolls.find((c: any) => c.name === "HumanityCheckRoll").group(6, 1, { stat: "head" }).evaluate();
    const check = await g.ChatMessage.create({ type: "check", speaker: { alias: "Wren" }, system: { stat: "head", difficulty: "normal" }, rolls: [roll.toJSON()] });
    expect(check.system.exportLines()).toBeNull();
    const log = new g.CONFIG.ChatMessage.collection();
    log.set(check.id, check);
    log.export();
    const files = g.foundry.utils.savedFiles;
    await vi.waitFor(() => expect(files.length).toBe(1), { timeout: 10_000 });
    const written: string = files.pop().data;
    expect(written.split("\n").slice(1).join("\n")).toBe(check.system.exportLines().join("\n"));
    expect(written).toContain("Head · Normal");
  });
});
