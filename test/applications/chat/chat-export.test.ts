// "Export Chat Log" (core: ChatLog's export button → game.messages.export() → each message's export()). Core writes a
// message's `content`; our cards keep none (each reader's client draws them from the data), so without ours the file
// held a header and dice formulas. Each of our cards is written as the lines its card shows this reader.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { relay } from "../../../src/applications/shared/relay";

const g = globalThis as any;
const settle = async () => { for (let i = 0; i < 8; i++) await new Promise((r) => setTimeout(r, 0)); };
const faces = (list: number[], n: number) => { const q = list.map((f) => 1 - (f - 0.5) / n); g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5; };
const as = (id: string) => { g.game.user = g.game.users.get(id); };

/** The chat log's button as this user presses it: the world's messages in the collection core builds from
 *  CONFIG.ChatMessage.collection after init (ours), exported to the file core saves. */
async function exported(): Promise<string[]> {
  const log = new g.CONFIG.ChatMessage.collection();
  for (const message of g.game.messages) log.set(message.id, message);
  log.export();
  // Core's export runs once the cards' words have loaded (a first import takes a moment).
  const files = g.foundry.utils.savedFiles;
  await vi.waitFor(() => expect(files.length).toBe(1), { timeout: 10_000 });
  return files.pop().data.split("\n---------------------------\n").map((entry: string) => entry.split("\n").slice(1).join("\n"));
}

let wren: any;
beforeEach(async () => {
  onInit();
  wren = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", ownership: { default: 0, player: 3 }, system: { stats: { head: 6, hand: 6 } } });
  g.game.users.get("player").character = wren;
  g.game.users.get("player2").active = false;
});

describe("Export Chat Log", () => {
  it("writes a Check card's Check, throws, outcome and counts; a blind one, for others, as core hides it", async () => {
    as("player");
    faces([1, 4, 5], 6);
    await wren.rollCheck("head", { difficulty: "hard" });
    expect(await exported()).toEqual([[
      "Head · Hard",
      "Roll 1: d6 [1 / 4] = 5 (Sets the outcome)",
      "Roll 2: d6 [5] = 5 (Adds its boons and busts)",
      `${g.game.i18n.localize("HB.Outcome.minor.name")} — ${g.game.i18n.localize("HB.Outcome.minor.meaning")}`,
      "2 busts",
      "Bust — Roll 1: Minor Success",
      "Bust — Roll 2: Minor Success",
    ].join("\n")]);
    await g.game.settings.set("core", "rollMode", "blindroll");
    faces([6, 6], 6);
    await wren.rollCheck("head", { difficulty: "hard" });
    expect((await exported())[1]).toBe("Player privately rolled some dice");
    as("gm");
    expect((await exported())[1]).toContain("Roll 1: d6 [6] = 6 (Sets the outcome)");
  });

  it("writes a call for a Check: what was called, the note, each character's answer, and the GM's sum", async () => {
    as("gm");
    const call = await g.game.system.api.callForCheck({ stat: "head", difficulty: "hard", label: "the locked door" });
    as("player");
    faces([6, 5], 6);
    const roll = await wren.rollCheck("head", { difficulty: "hard" });
    expect(await relay("request.rolled", { messageId: call.id, actorUuid: wren.uuid, checkId: roll.id })).toBe(true);
    as("gm");
    const [request] = await exported();
    expect(request).toBe([
      "The GM calls for the Hard Head Check", "the locked door",
      `Wren: ${g.game.i18n.localize("HB.Outcome.minor.name")} (Boons: 0 (exceptional: 0) · Busts: 2)`,
      "1 of 1 rolled, 1 succeeded. Boons in all: 0; busts: 2.",
    ].join("\n"));
  });

  it("writes an Endeavor card's lines and a Session Shop's purchases", async () => {
    as("gm");
    await g.ChatMessage.implementation.create({ type: "endeavor", system: { round: 2, by: "", names: [{ id: "a1", name: "Wren" }], events: [{ type: "moved", id: "a1", from: 0, to: 3 }] } });
    await g.ChatMessage.implementation.create({ type: "shop", system: { name: "Wren", log: [{ kind: "stat", stat: "head", from: 6, to: 8, paidWith: "free" }] } });
    await g.ChatMessage.implementation.create({ type: "shop", system: { name: "Ash", log: [] } });
    expect(await exported()).toEqual([
      "GM override · Round 2\nWren moves from 0 to 3.",
      "Session Shop: Wren\nHead d6 → d8 (free Stat Upgrade)",
      "Session Shop: Ash\nNothing bought this session.",
    ]);
  });

  it("leaves any other message to core's export", async () => {
    await g.ChatMessage.implementation.create({ content: "<div>Hello</div><div>there</div>" });
    expect(await exported()).toEqual(["Hello\nthere"]);
  });
});
