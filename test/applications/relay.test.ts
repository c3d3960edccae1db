// The GM relay as a player meets it when the GM's client does not answer: a clear message, no unhandled rejection.
import { describe, expect, it } from "vitest";
import { onInit } from "../../src/hooks/init";
import { relay, registerRelayHandler } from "../../src/applications/relay";
import { ui } from "../fakes/setup";

const g = globalThis as any;

describe("the GM relay", () => {
  it("a query that times out (or a GM who left) warns the player and resolves to nothing", async () => {
    onInit();
    let ran = 0;
    registerRelayHandler("test.count", async () => ++ran);
    g.game.user = g.game.users.get("player");
    expect(await relay("test.count", {})).toBe(1);
    g.game.users.get("gm").query = () => Promise.reject(new Error("The query timed out"));
    await expect(relay("test.count", {})).resolves.toBeUndefined();
    expect(ui.messages.filter((m) => m.type === "warn").map((m) => m.message)).toEqual([
      "The GM's client did not answer in time (they may have left or be busy). Check whether the change was made before trying again.",
    ]);
    expect(ran).toBe(1);
  });
});

describe("a refusal's details", () => {
  it("name Stats in the reader's language, whether the engine (\"Hurt\") or the rules (\"hand\") named them", async () => {
    const { localiseDetails } = await import("../../src/applications/refusal");
    const shown = localiseDetails({ name: "Wren", stat: "Hurt", partner: "hand" }, (k) => `«${k}»`);
    expect(shown).toEqual({ name: "Wren", stat: "«HB.Stat.hurt»", partner: "«HB.Stat.hand»" });
    expect(localiseDetails({ stat: "", partner: "Nobody" }, (k) => `«${k}»`)).toEqual({ stat: "", partner: "Nobody" });
  });
});
