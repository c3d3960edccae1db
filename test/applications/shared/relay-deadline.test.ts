// A request the asker gave up on changes nothing: the GM starts a player's request only within RELAY_START_MS of its
// arrival (the GM's clock), and the asker, told when the GM starts, waits for the answer of a request in hand. Driven
// by the fake's clock: the GM's queue is held by a slow request while a Spark or a Session Shop purchase waits.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { postCheck } from "../../../src/applications/chat/check-card";
import { SessionShop } from "../../../src/applications/dialogs/session-shop";
import { relay, registerRelayHandler, RELAY_START_MS, RELAY_TIMEOUT_MS, RELAY_WORK_TIMEOUT_MS } from "../../../src/applications/shared/relay";
import { ui } from "../../fakes/setup";
import { asUser, endeavorWorld } from "../../documents/combat-helpers";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const NO_ANSWER = "The GM's client did not answer in time (they may have left or be busy). Check whether the change was made before trying again.";
const EXPIRED = "The GM's client was busy and reached this request too late: nothing was changed. Try again.";
const wrensCards = (wren: any) => g.game.messages.contents.filter((m: any) => m.system?.actorUuid === wren.uuid);

/** Holds the GM's queue for `ms` with another player's request. */
function busyGM(ms: number) {
  registerRelayHandler("test.busy", () => new Promise((r) => setTimeout(() => r("done"), ms)));
  asUser("player2");
  return relay("test.busy", {});
}

// The relay's work loads with the first request (relay-socket.ts): in a world, in milliseconds. Here it is loaded
// before any fake clock runs, so the clock times the GM's queue and the asker's wait, not the test runner's transform.
beforeAll(() => import("../../../src/applications/shared/relay-socket"));
afterEach(() => vi.useRealTimers());

describe("a request the asker gave up on", () => {
  it("a roll-time Spark dropped after the timeout never takes the ⊜⊜ later, however long the GM was busy", async () => {
    const { actors } = await endeavorWorld();
    await actors.wren.update({ system: { blessings: [3, 3] } });
    vi.useFakeTimers();
    const busy = busyGM(RELAY_TIMEOUT_MS + 5_000);
    asUser("player");
    const sparked = postCheck(actors.wren, { stat: "head", partner: "hand" });
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS + 1);
    await expect(sparked).resolves.toBeNull();
    expect(warnings()).toEqual([NO_ANSWER]);
    // The GM's queue frees up: the Spark's request is reached too late and refused unchanged.
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(busy).resolves.toBe("done");
    await g.game.socket.settled();
    expect(actors.wren.system.blessings).toEqual([3, 3]);
    expect(wrensCards(actors.wren)).toEqual([]);
  });

  it("a roll-time Spark reached past the GM's start limit (its clock) is refused: no roll, nothing taken", async () => {
    const { actors } = await endeavorWorld();
    await actors.wren.update({ system: { blessings: [3, 3] } });
    const writes: unknown[] = [];
    g.Hooks.on("updateActor", (a: any, diff: any) => {
      if (a === actors.wren && diff.system?.blessings) writes.push(diff.system.blessings);
    });
    // Date.now is the clock the GM stamps a request's arrival with and reads when it reaches it: faked with the timers.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const start = Date.now();
    const busy = busyGM(RELAY_START_MS + 1_000);
    asUser("player");
    const sparked = postCheck(actors.wren, { stat: "head", partner: "hand" });
    // Reached 11 s after it arrived: past the start limit, yet before the asker gives up (RELAY_TIMEOUT_MS).
    await vi.advanceTimersByTimeAsync(RELAY_START_MS + 1_000);
    await expect(busy).resolves.toBe("done");
    await expect(sparked).resolves.toBeNull();
    expect(Date.now() - start).toBeLessThan(RELAY_TIMEOUT_MS);
    await g.game.socket.settled();
    expect(warnings()).toEqual([EXPIRED]);
    expect(actors.wren.system.blessings).toEqual([3, 3]);
    expect(writes).toEqual([]);
    expect(wrensCards(actors.wren)).toEqual([]);
  });

  it("a Session Shop purchase dropped after the timeout takes nothing later: the shop stays open, priced again", async () => {
    const { actors } = await endeavorWorld();
    await actors.wren.update({ system: { blessings: [1, 1, 2, 6], session: { shopOpen: true } } });
    const shop = await SessionShop.openFor(actors.wren);
    vi.useFakeTimers();
    const busy = busyGM(RELAY_TIMEOUT_MS + 5_000);
    asUser("player");
    shop.element!.querySelector<HTMLButtonElement>('[data-action="buyStat"][data-stat="head"][data-with="blessings"]')!.click();
    await vi.advanceTimersByTimeAsync(0);
    shop.element!.querySelector<HTMLButtonElement>('[data-action="finish"]')!.click();
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS + 1);
    expect(warnings()).toContain(NO_ANSWER);
    await vi.advanceTimersByTimeAsync(10_000);
    await busy;
    await g.game.socket.settled();
    expect(actors.wren.system.blessings).toEqual([1, 1, 2, 6]);
    expect(actors.wren.system.stats.head).toBe(6);
    expect(g.game.messages.contents.filter((m: any) => m.type === "shop")).toEqual([]);
  });

  it("a request the GM starts in time is answered even when applying it outlasts the timeout", async () => {
    await endeavorWorld();
    vi.useFakeTimers();
    const busy = busyGM(RELAY_START_MS - 1_000);
    registerRelayHandler("test.slow", () => new Promise((r) => setTimeout(() => r("applied"), 8_000)));
    asUser("player");
    const answer = relay("test.slow", {});
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS + 3_000);
    await expect(answer).resolves.toBe("applied");
    await busy;
    expect(warnings()).toEqual([]);
  });

  it("a request reached past its start deadline is refused with a message and its handler never runs", async () => {
    await endeavorWorld();
    vi.useFakeTimers();
    let ran = 0;
    registerRelayHandler("test.count", async () => ++ran);
    const busy = busyGM(RELAY_START_MS + 1);
    const { handleRelay } = await import("../../../src/applications/shared/relay-gm");
    const late = handleRelay("test.count", {}, "player", { arrived: Date.now(), onStart: () => undefined });
    await vi.advanceTimersByTimeAsync(RELAY_START_MS + 2);
    await expect(late).resolves.toEqual({ ok: false, error: "HB.Error.relayExpired" });
    await busy;
    expect(ran).toBe(0);
  });

  it("a request that never settles holds the GM's queue for RELAY_WORK_TIMEOUT_MS at most: later requests are answered", async () => {
    await endeavorWorld();
    vi.useFakeTimers();
    registerRelayHandler("test.stuck", () => new Promise(() => undefined));
    registerRelayHandler("test.quick", async () => "quick");
    asUser("player2");
    void relay("test.stuck", {});
    await vi.advanceTimersByTimeAsync(RELAY_WORK_TIMEOUT_MS - RELAY_START_MS + 1);
    // Sent while the queue is held, started when it is released (within its own start deadline), answered.
    asUser("player");
    const quick = relay("test.quick", {});
    await vi.advanceTimersByTimeAsync(RELAY_START_MS);
    await expect(quick).resolves.toBe("quick");
  });

  it("a request reached exactly at its start deadline still runs", async () => {
    await endeavorWorld();
    vi.useFakeTimers();
    let ran = 0;
    registerRelayHandler("test.count", async () => ++ran);
    const busy = busyGM(RELAY_START_MS);
    const { handleRelay } = await import("../../../src/applications/shared/relay-gm");
    const onTime = handleRelay("test.count", {}, "player", { arrived: Date.now(), onStart: () => undefined });
    await vi.advanceTimersByTimeAsync(RELAY_START_MS + 1);
    await expect(onTime).resolves.toEqual({ ok: true, value: 1 });
    await busy;
  });
});
