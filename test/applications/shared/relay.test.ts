// The GM relay on the system socket: who is asking is the server-given sender id, never the request's word; answers go
// back to the asker by request id; a GM who does not answer leaves the player a clear message after a timeout.
import { afterEach, describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { relay, registerRelayHandler, RelayRefusal, RELAY_SOCKET, RELAY_TIMEOUT_MS, RELAY_WORK_TIMEOUT_MS } from "../../../src/applications/shared/relay";
import { ui } from "../../fakes/setup";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const as = (id: string) => { g.game.user = g.game.users.get(id); };

afterEach(() => vi.useRealTimers());

describe("the GM relay", () => {
  it("runs a player's request on the GM's client as that player, and answers only them", async () => {
    onInit();
    const seen: string[] = [];
    registerRelayHandler("test.who", async (_p: unknown, user: any) => { seen.push(`${user.id}@${g.game.user.id}`); return user.name; });
    as("player");
    expect(await relay("test.who", {})).toBe("Player");
    as("gm");
    expect(await relay("test.who", {})).toBe("Gamemaster");
    // The handler ran on the GM's client both times, for the user the server named.
    expect(seen).toEqual(["player@gm", "gm@gm"]);
  });

  it("believes the server's sender id, not a user id written into the request from a console", async () => {
    onInit();
    const seen: string[] = [];
    registerRelayHandler("test.who", async (_p: unknown, user: any) => { seen.push(user.id); return user.isGM; });
    const answers: unknown[] = [];
    g.game.socket.on(RELAY_SOCKET, (m: any, sender: string) => { if (m.kind === "reply") answers.push([m.to, m.reply, sender]); });
    as("player");
    g.game.socket.emit(RELAY_SOCKET, { kind: "request", id: "forged", type: "test.who", userId: "gm", user: "gm", payload: { userId: "gm" } });
    await g.game.socket.settled();
    expect(seen).toEqual(["player"]);
    // The answer reaches every other client (player and player2 here); it names its addressee and comes from the GM.
    expect(answers).toEqual([["player", { ok: true, value: false }, "gm"], ["player", { ok: true, value: false }, "gm"]]);
  });

  it("ignores an answer another player forges (the server shows them the request id): only a GM's answer counts", async () => {
    onInit();
    registerRelayHandler("test.slow", async () => { await new Promise((r) => setTimeout(r, 5)); return "from the GM"; });
    // player2's console: answer every request it sees before the GM can.
    g.game.socket.on(RELAY_SOCKET, (m: any) => {
      if (g.game.user.id === "player2" && m.kind === "request") g.game.socket.emit(RELAY_SOCKET, { kind: "reply", id: m.id, to: "player", reply: { ok: true, value: "forged" } });
    });
    as("player");
    expect(await relay("test.slow", {})).toBe("from the GM");
  });

  it("refuses a request sent from a console with extra arguments (the server appends the real sender after them)", async () => {
    onInit();
    const seen: string[] = [];
    registerRelayHandler("test.who", async (_p: unknown, user: any) => { seen.push(user.id); return user.isGM; });
    const answers: unknown[] = [];
    g.game.socket.on(RELAY_SOCKET, (...args: any[]) => { if (args[0]?.kind === "reply") answers.push(args); });
    as("player");
    // The listener receives (request, "gm", "player"): reading the sender as the second argument would run it as the GM.
    g.game.socket.emit(RELAY_SOCKET, { kind: "request", id: "forged1", type: "test.who", payload: {} }, "gm");
    g.game.socket.emit(RELAY_SOCKET, { kind: "request", id: "forged2", type: "test.who", payload: {} }, "gm", "gm");
    g.game.socket.emit(RELAY_SOCKET, { kind: "request", id: "forged3", type: "test.who", payload: {} }, { id: "gm" });
    await g.game.socket.settled();
    expect(seen).toEqual([]);
    expect(answers).toEqual([]);
    // The same request without extras runs, as the player.
    g.game.socket.emit(RELAY_SOCKET, { kind: "request", id: "plain", type: "test.who", payload: {} });
    await g.game.socket.settled();
    expect(seen).toEqual(["player"]);
  });

  it("ignores a forged refusal another player sends with the GM's id as an extra argument: the GM's answer stands", async () => {
    onInit();
    registerRelayHandler("test.slow", async () => { await new Promise((r) => setTimeout(r, 5)); return "from the GM"; });
    // player2's console: refuse every request it sees, naming the GM as an extra argument, before the GM can answer.
    g.game.socket.on(RELAY_SOCKET, (m: any) => {
      if (g.game.user.id !== "player2" || m.kind !== "request") return;
      g.game.socket.emit(RELAY_SOCKET, { kind: "reply", id: m.id, to: "player", reply: { ok: false, error: "HB.Error.relayFailed" } }, "gm");
    });
    as("player");
    expect(await relay("test.slow", {})).toBe("from the GM");
    expect(warnings()).toEqual([]);
  });

  it("a GM who does not start on it in time, or starts and never answers: the player is told, and it resolves to nothing", async () => {
    onInit();
    vi.useFakeTimers();
    registerRelayHandler("test.never", () => new Promise(() => undefined));
    as("player2");
    void relay("test.never", {}); // holds the GM's queue for good
    as("player");
    const queued = relay("test.never", {});
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS - 1);
    expect(warnings()).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    await expect(queued).resolves.toBeUndefined();
    // player2's request was started: they wait for its answer up to RELAY_WORK_TIMEOUT_MS.
    expect(warnings()).toEqual(["The GM's client did not answer in time (they may have left or be busy). Check whether the change was made before trying again."]);
    await vi.advanceTimersByTimeAsync(RELAY_WORK_TIMEOUT_MS - RELAY_TIMEOUT_MS);
    expect(warnings()).toHaveLength(2);
  });

  it("refuses an unknown request type and a sender the GM does not know, changing nothing", async () => {
    onInit();
    let ran = 0;
    registerRelayHandler("test.count", async () => ++ran);
    as("player");
    expect(await relay("__proto__", {})).toBeUndefined();
    expect(await relay("constructor", {})).toBeUndefined();
    const { handleRelay } = await import("../../../src/applications/shared/relay-gm");
    expect(await handleRelay("test.count", {}, "nobody")).toEqual({ ok: false, error: "HB.Error.relayUser" });
    expect(ran).toBe(0);
    expect(warnings()).toHaveLength(2);
  });

  it("with no GM connected, says so and sends nothing", async () => {
    onInit();
    g.game.users.get("gm").active = false;
    let ran = 0;
    registerRelayHandler("test.count", async () => ++ran);
    as("player");
    expect(await relay("test.count", {})).toBeUndefined();
    expect(ran).toBe(0);
    expect(warnings()).toHaveLength(1);
  });
});

describe("the GM relay, odd shapes and failures (each a user could notice)", () => {
  it("ignores messages that are no relay message, without throwing: null, text, arrays, a bad or 65-character id", async () => {
    onInit();
    const seen: string[] = [];
    registerRelayHandler("test.who", async (_p: unknown, user: any) => { seen.push(user.id); return true; });
    as("player");
    const request = { kind: "request", type: "test.who", payload: {} };
    for (const junk of [null, "request", 7, [{ ...request, id: "arr" }], { ...request, id: 7 }, { ...request, id: "x".repeat(65) }]) g.game.socket.emit(RELAY_SOCKET, junk);
    await g.game.socket.settled();
    expect(seen).toEqual([]);
    g.game.socket.emit(RELAY_SOCKET, { ...request, id: "y".repeat(64) });
    await g.game.socket.settled();
    expect(seen).toEqual(["player"]);
  });

  it("with no GM connected, a request sent from a console reaches other players' clients and is ignored there", async () => {
    onInit();
    g.game.users.get("gm").active = false;
    let ran = 0;
    registerRelayHandler("test.count", async () => ++ran);
    as("player");
    g.game.socket.emit(RELAY_SOCKET, { kind: "request", id: "nogm", type: "test.count", payload: {} });
    await g.game.socket.settled();
    expect(ran).toBe(0);
  });

  it("takes only a started notice or an answer from the GM: another kind addressed to the asker is not an answer", async () => {
    onInit();
    registerRelayHandler("test.slow", async () => { await new Promise((r) => setTimeout(r, 5)); return "from the GM"; });
    // The GM's own console sends the asker a message of another kind, carrying a reply, before the real answer.
    g.game.socket.on(RELAY_SOCKET, (m: any) => {
      if (g.game.user.id === "gm" && m.kind === "request") g.game.socket.emit(RELAY_SOCKET, { kind: "bogus", id: m.id, to: "player", reply: { ok: true, value: "bogus" } });
    });
    as("player");
    expect(await relay("test.slow", {})).toBe("from the GM");
  });

  it("a handler's own failure is a clear message, a rules refusal its localised words, whatever its details", async () => {
    onInit();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    registerRelayHandler("test.typeError", async () => { throw new TypeError("x is undefined"); });
    registerRelayHandler("test.noDetails", async () => { throw Object.assign(new Error("no"), { code: "cannot-pay" }); });
    registerRelayHandler("test.textDetails", async () => { throw Object.assign(new Error("no"), { code: "cannot-pay", details: "③" }); });
    registerRelayHandler("test.stat", async () => { throw Object.assign(new Error("no"), { code: "spark-spent", details: { stat: "hand" } }); });
    as("player");
    for (const type of ["test.typeError", "test.noDetails", "test.textDetails", "test.stat"]) expect(await relay(type, {})).toBeUndefined();
    const en = (key: string, data: Record<string, string> = {}) => g.game.i18n.format(key, data);
    expect(warnings()).toEqual([
      en("HB.Error.relayFailed"), en("HB.Error.cannot-pay"), en("HB.Error.cannot-pay"),
      en("HB.Error.spark-spent", { stat: "Hand" }),
    ]);
    expect(warnings()[3]).toContain("Hand");
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it("says in words that no GM is connected", async () => {
    onInit();
    g.game.users.get("gm").active = false;
    registerRelayHandler("test.count", async () => 1);
    as("player");
    expect(await relay("test.count", {})).toBeUndefined();
    expect(warnings()).toEqual([g.game.i18n.localize("HB.Error.noGM")]);
    expect(warnings()[0]).not.toBe("HB.Error.noGM");
  });
});

describe("the GM relay while clients load, and answers only a GM could send", () => {
  const NO_ANSWER = "The GM's client did not answer in time (they may have left or be busy). Check whether the change was made before trying again.";

  it("a client still loading (before core's setup: no users, no user) takes no part, without an error in its console", async () => {
    onInit();
    vi.useFakeTimers();
    let ran = 0;
    registerRelayHandler("test.count", async () => ++ran);
    // player2 reloads: the player's request, the GM's notice and the GM's answer all reach their loading client.
    g.game.users.get("player2").loading = true;
    as("player");
    expect(await relay("test.count", {})).toBe(1);
    await g.game.socket.settled();
    // Now the GM reloads: the request reaches their client before it can answer, so the player is told after the wait.
    g.game.users.get("gm").loading = true;
    const asked = relay("test.count", {});
    await g.game.socket.settled();
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS);
    await expect(asked).resolves.toBeUndefined();
    expect(ran).toBe(1);
    expect(warnings()).toEqual([NO_ANSWER]);
  });

  it("a request that reuses another player's request id (the server shows it to everyone) never answers that player", async () => {
    onInit();
    vi.useFakeTimers();
    registerRelayHandler("test.who", async (_p: unknown, user: any) => `for ${user.id}`);
    let copied = "";
    g.game.socket.on(RELAY_SOCKET, (m: any) => { if (g.game.user?.id === "player2" && m.kind === "request") copied = m.id; });
    // The GM's client is loading when the player's request arrives, so it is never answered…
    g.game.users.get("gm").loading = true;
    as("player");
    const asked = relay("test.who", {});
    await g.game.socket.settled();
    expect(copied).not.toBe("");
    // …and once the GM is ready, player2's console sends a request under the same id, then leaves (here every client
    // shares one module, so player2's client must not be there to take the GM's answer to player2).
    g.game.users.get("gm").loading = false;
    as("player2");
    g.game.socket.emit(RELAY_SOCKET, { kind: "request", id: copied, type: "test.who", payload: {} });
    g.game.users.get("player2").active = false;
    await g.game.socket.settled();
    // The GM's notice and answer, addressed to player2, reached the player's client: not theirs, so they keep waiting.
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS);
    await expect(asked).resolves.toBeUndefined();
    expect(warnings()).toEqual([NO_ANSWER]);
  });

  it("an answer from a GM's console that is no answer (nothing, null, {}, a list, no message) is not taken for one", async () => {
    onInit();
    registerRelayHandler("test.slow", async () => { await new Promise((r) => setTimeout(r, 5)); return "from the GM"; });
    const junk = [undefined, null, {}, [], { ok: false }, { ok: "true", value: "junk" }, { ok: false, error: 7 }];
    g.game.socket.on(RELAY_SOCKET, (m: any) => {
      if (g.game.user?.id !== "gm" || m.kind !== "request") return;
      for (const reply of junk) g.game.socket.emit(RELAY_SOCKET, { kind: "reply", id: m.id, to: "player", reply });
    });
    as("player");
    expect(await relay("test.slow", {})).toBe("from the GM");
    await g.game.socket.settled();
    expect(warnings()).toEqual([]);
  });

  it("before core has made ui.notifications, a refusal, no GM or no answer still resolves to nothing (the caller's next step runs)", async () => {
    onInit();
    vi.useFakeTimers();
    g.ui.notifications = undefined;
    registerRelayHandler("test.refused", async () => { throw new RelayRefusal("HB.Error.relayFailed"); });
    as("player");
    await expect(relay("test.refused", {})).resolves.toBeUndefined();
    g.game.users.get("gm").loading = true;
    const unanswered = relay("test.refused", {});
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS);
    await expect(unanswered).resolves.toBeUndefined();
    g.game.users.get("gm").active = false;
    await expect(relay("test.refused", {})).resolves.toBeUndefined();
  });

  it("a handler that throws nothing at all (undefined or null) is a failure the player is told of, not a silence", async () => {
    onInit();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    registerRelayHandler("test.undefined", async () => { throw undefined; });
    registerRelayHandler("test.null", async () => { throw null; });
    as("player");
    expect(await relay("test.undefined", {})).toBeUndefined();
    expect(await relay("test.null", {})).toBeUndefined();
    expect(warnings()).toEqual([g.game.i18n.localize("HB.Error.relayFailed"), g.game.i18n.localize("HB.Error.relayFailed")]);
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});

describe("a refusal's details", () => {
  it("name Stats in the reader's language, whether the engine (\"Hurt\") or the rules (\"hand\") named them", async () => {
    const { localiseDetails } = await import("../../../src/applications/shared/refusal");
    const shown = localiseDetails({ name: "Wren", stat: "Hurt", partner: "hand" }, (k) => `«${k}»`);
    expect(shown).toEqual({ name: "Wren", stat: "«HB.Stat.hurt»", partner: "«HB.Stat.hand»" });
    expect(localiseDetails({ stat: "", partner: "Nobody" }, (k) => `«${k}»`)).toEqual({ stat: "", partner: "Nobody" });
  });
});
