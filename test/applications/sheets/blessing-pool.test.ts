// The sheet's Gain, Remove and Spend as a player presses them: what the pool holds after, what the player is told, and
// what never leaves the player's client (a stale index, notation the rules cannot read).
import { beforeEach, describe, expect, it } from "vitest";
import { gainBlessing, removeBlessing, spendBlessings } from "../../../src/applications/sheets/blessing-pool";
import { RELAY_SOCKET } from "../../../src/applications/shared/relay-protocol";
import { ui } from "../../fakes/setup";
import { asUser, endeavorWorld } from "../../documents/combat-helpers";

const g = globalThis as any;
const told = () => ui.messages.map((m) => `${m.type}: ${m.message}`);
let world: Awaited<ReturnType<typeof endeavorWorld>>;
let writes: number;

beforeEach(async () => {
  world = await endeavorWorld();
  await world.actors.wren.update({ system: { blessings: [5, 3, 4] } });
  asUser("player");
  writes = 0;
  g.Hooks.on("updateActor", () => writes++);
});

describe("the sheet's pool", () => {
  it("Gain tells the player what was gained: a 1 stays and brings another", async () => {
    const faces = [0, 0.7]; // a 1, then a 5
    g.CONFIG.Dice.randomUniform = () => faces.shift();
    await gainBlessing(world.actors.wren);
    expect(world.actors.wren.system.blessings).toEqual([5, 3, 4, 1, 5]);
    expect(told()).toEqual(["info: Gained Blessings: 1, 5."]);
  });

  it("Remove takes the Blessing at its place in the sorted list the sheet shows", async () => {
    await removeBlessing(world.actors.wren, 1);
    expect(world.actors.wren.system.blessings).toEqual([5, 3]);
    await removeBlessing(world.actors.wren, 1);
    expect(world.actors.wren.system.blessings).toEqual([3]);
    expect(told()).toEqual([]);
  });

  it("a stale or forged index asks nothing and changes nothing", async () => {
    for (const index of [3, -1, 1.5, Number.NaN]) await removeBlessing(world.actors.wren, index);
    await g.game.socket.settled();
    expect([world.actors.wren.system.blessings, writes, told()]).toEqual([[5, 3, 4], 0, []]);
  });

  it("Spend pays with the least valuable Blessings that can and says which", async () => {
    await spendBlessings(world.actors.wren, "③ × 2");
    expect(world.actors.wren.system.blessings).toEqual([5]);
    expect(told()).toEqual(["info: Spent Blessings: 3, 4."]);
  });

  it("notation the rules cannot read is refused on the player's client, before asking anyone", async () => {
    const sent: unknown[] = [];
    g.game.socket.on(RELAY_SOCKET, (wire: unknown) => sent.push(wire));
    await spendBlessings(world.actors.wren, "three");
    await g.game.socket.settled();
    expect([world.actors.wren.system.blessings, writes, sent]).toEqual([[5, 3, 4], 0, []]);
    expect(told()).toEqual(['warn: "three" is not Blessing notation: use ①–⑥, × n or ⊜⊜.']);
  });

  it("a refused Gain or Spend tells only the refusal", async () => {
    await spendBlessings(world.actors.wren, "⑥");
    asUser("player2");
    await gainBlessing(world.actors.wren);
    expect(told()).toEqual([
      "warn: The Blessings pool cannot pay ⑥.",
      "warn: You do not own Wren, so you cannot spend from its Blessings.",
    ]);
    expect(world.actors.wren.system.blessings).toEqual([5, 3, 4]);
  });
});
