// A player's request on the wire and the player's wait (relay-socket.ts ask): what the GM's client receives, the wait
// ended by the GM's answer with nothing left running, and a request given up on that a late notice or answer from the
// GM cannot bring back: the player is told once, in their language.
import { afterEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { relay, registerRelayHandler, RELAY_SOCKET, RELAY_TIMEOUT_MS, RELAY_WORK_TIMEOUT_MS } from "../../../src/applications/shared/relay";
import { ui } from "../../fakes/setup";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const as = (id: string) => { g.game.user = g.game.users.get(id); };
const NO_ANSWER = "The GM's client did not answer in time (they may have left or be busy). Check whether the change was made before trying again.";

/** Every relay message each client's listener receives, as [receiving user, message, sender]. */
function wire() {
  const seen: [string, any, string][] = [];
  g.game.socket.on(RELAY_SOCKET, (m: any, sender: string) => { seen.push([g.game.user.id, m, sender]); });
  return seen;
}

afterEach(() => vi.useRealTimers());

describe("a player's request on the wire", () => {
  it("the GM's client receives its kind, a fresh id, its type and payload; the player gets the notice and the answer", async () => {
    onInit();
    registerRelayHandler("test.echo", async (p: any) => p.n * 2);
    const seen = wire();
    as("player");
    expect(await relay("test.echo", { n: 4 })).toBe(8);
    expect(await relay("test.echo", { n: 5 })).toBe(10);
    await g.game.socket.settled();
    const requests = seen.filter(([to, m]) => to === "gm" && m.kind === "request").map(([, m, from]) => [m, from]);
    expect(requests).toEqual([
      [{ kind: "request", id: expect.stringMatching(/^\w{16}$/), type: "test.echo", payload: { n: 4 } }, "player"],
      [{ kind: "request", id: expect.stringMatching(/^\w{16}$/), type: "test.echo", payload: { n: 5 } }, "player"],
    ]);
    const [first, second] = requests.map(([m]) => m.id);
    expect(first).not.toBe(second);
    const toPlayer = seen.filter(([to, m]) => to === "player" && m.kind !== "request").map(([, m, from]) => [m, from]);
    expect(toPlayer).toEqual([
      [{ kind: "started", id: first, to: "player" }, "gm"],
      [{ kind: "reply", id: first, to: "player", reply: { ok: true, value: 8 } }, "gm"],
      [{ kind: "started", id: second, to: "player" }, "gm"],
      [{ kind: "reply", id: second, to: "player", reply: { ok: true, value: 10 } }, "gm"],
    ]);
  });
});

describe("the player's wait", () => {
  it("ends with the GM's answer: no timer is left running, and no warning comes later", async () => {
    onInit();
    vi.useFakeTimers();
    registerRelayHandler("test.quick", async () => "done");
    as("player");
    expect(await relay("test.quick", {})).toBe("done");
    await g.game.socket.settled();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(RELAY_WORK_TIMEOUT_MS + 1);
    expect(warnings()).toEqual([]);
  });

  it("given up on, a late notice or answer from the GM changes nothing: told once, nothing left running", async () => {
    onInit();
    vi.useFakeTimers();
    let requestId = "";
    g.game.socket.on(RELAY_SOCKET, (m: any) => { if (g.game.user?.id === "player2" && m.kind === "request") requestId = m.id; });
    // The GM's client is loading when the request arrives: it never starts on it.
    g.game.users.get("gm").loading = true;
    registerRelayHandler("test.late", async () => "late");
    as("player");
    const asked = relay("test.late", {});
    await g.game.socket.settled();
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS);
    await expect(asked).resolves.toBeUndefined();
    expect(warnings()).toEqual([NO_ANSWER]);
    // The GM, ready now, sends the notice and the answer for the request given up on.
    g.game.users.get("gm").loading = false;
    as("gm");
    expect(requestId).not.toBe("");
    g.game.socket.emit(RELAY_SOCKET, { kind: "started", id: requestId, to: "player" });
    await g.game.socket.settled();
    expect(vi.getTimerCount()).toBe(0);
    g.game.socket.emit(RELAY_SOCKET, { kind: "reply", id: requestId, to: "player", reply: { ok: true, value: "late" } });
    await g.game.socket.settled();
    await vi.advanceTimersByTimeAsync(RELAY_WORK_TIMEOUT_MS + 1);
    expect(warnings()).toEqual([NO_ANSWER]);
  });

  it("once the GM has started, the wait is RELAY_WORK_TIMEOUT_MS from the notice, not from the request", async () => {
    onInit();
    vi.useFakeTimers();
    registerRelayHandler("test.never", () => new Promise(() => undefined));
    as("player");
    const asked = relay("test.never", {});
    await vi.advanceTimersByTimeAsync(RELAY_WORK_TIMEOUT_MS - 1);
    expect(warnings()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(asked).resolves.toBeUndefined();
    expect(warnings()).toEqual([NO_ANSWER]);
  });
});
