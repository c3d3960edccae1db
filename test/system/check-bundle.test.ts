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
  it("registers HumanityCheckRoll under its own name, and the chat and hotbar hooks", () => {
    init();
    expect(g.CONFIG.Dice.rolls.map((c: any) => c.name)).toContain("HumanityCheckRoll");
    // Its dice are core's Die (Dice So Nice draws only those): no term classes of its own.
    expect(Object.values(g.CONFIG.Dice.termTypes).map((c: any) => c.name)).not.toContain("BumpDie");
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

  it("a Check stored before 0.2 (its dice as BumpDie terms) comes back with every throw and its total, as plain dice", () => {
    init();
    const stored = {
      class: "HumanityCheckRoll", options: { stat: "hurry" }, dice: [], formula: "2d4bump", total: 11, evaluated: true,
      terms: [{ class: "BumpDie", options: {}, evaluated: true, number: 2, faces: 4, modifiers: ["bump"], results: [{ result: 1, active: true, exploded: true }, { result: 2, active: true }, { result: 4, active: true }, { result: 4, active: true }] }],
    };
    const back = g.foundry.dice.Roll.fromJSON(JSON.stringify(stored));
    expect([back.constructor.name, back.throws, back.total, back.formula, back.dice.map((d: any) => d.constructor.name)]).toEqual(["HumanityCheckRoll", [[1, 2], [4, 4]], 11, "2d4", ["Die"]]);
    // Both dice of the bumped throw are flagged: Dice So Nice throws the pair again.
    expect(back.dice[0].results.map((r: any) => !!r.exploded)).toEqual([true, true, false, false]);
  });
});
