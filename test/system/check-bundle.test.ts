// The built bundle's Check pieces under the fake Foundry: the roll and term classes keep their names (chat messages
// rebuild rolls by class name), the chat and hotbar hooks are registered, and a Check posted through the bundle's
// own API comes back from stored JSON as the bundle's HumanityCheckRoll.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const g = globalThis as any;
// The bundle registers its hooks once, on import; the fake resets Hooks before each test, so keep them here.
let hooks: Record<string, unknown[]> = {};
beforeAll(async () => {
  await import(/* @vite-ignore */ pathToFileURL(resolve("dist/humanity-blessed.mjs")).href);
  hooks = Object.fromEntries(["init", "renderChatMessageHTML", "hotbarDrop"].map((h) => [h, [...g.Hooks._handlers(h)]]));
});
const init = () => (hooks.init![0] as () => void)();

describe("the built bundle's Check rolls", () => {
  it("registers HumanityCheckRoll and its terms under their own names, and the chat and hotbar hooks", () => {
    init();
    expect(g.CONFIG.Dice.rolls.map((c: any) => c.name)).toContain("HumanityCheckRoll");
    expect(Object.entries(g.CONFIG.Dice.termTypes).filter(([, c]: [string, any]) => ["BumpDie", "SparkUpgradeDie"].includes(c.name)).map(([k]) => k).sort()).toEqual(["BumpDie", "SparkUpgradeDie"]);
    expect(hooks.renderChatMessageHTML).toHaveLength(1);
    expect(hooks.hotbarDrop).toHaveLength(1);
  });

  it("a Check posted through game.system.api comes back from its stored JSON with every throw", async () => {
    init();
    const q = [1, 4].map((f) => 1 - (f - 0.5) / 6);
    g.CONFIG.Dice.randomUniform = () => q.shift() ?? 0.5;
    const actor = await g.CONFIG.Actor.documentClass.create({ type: "character", name: "Wren", system: { stats: { head: 6 } } });
    const message = await g.game.system.api.rollCheck(actor, "head");
    const stored = message.toObject().rolls[0];
    const back = g.foundry.dice.Roll.fromJSON(typeof stored === "string" ? stored : JSON.stringify(stored));
    expect([back.constructor.name, back.throws, back.total]).toEqual(["HumanityCheckRoll", [[1], [4]], 5]);
  });
});
