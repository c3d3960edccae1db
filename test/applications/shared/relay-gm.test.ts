// What a player reads when the GM's client refuses their request: an unknown request type and a rules refusal each
// reach the asker in their own words (never the generic failure), and neither runs anything or logs a bug.
import { describe, expect, it, vi } from "vitest";
import { onInit } from "../../../src/hooks/init";
import { relay, registerRelayHandler, RelayRefusal } from "../../../src/applications/shared/relay";
import { ui } from "../../fakes/setup";

const g = globalThis as any;
const warnings = () => ui.messages.filter((m) => m.type === "warn").map((m) => m.message);
const as = (id: string) => { g.game.user = g.game.users.get(id); };

describe("the GM's refusals, as the asker reads them", () => {
  it("an unknown request type is refused in words, without running anything or logging a failure", async () => {
    onInit();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    as("player");
    expect(await relay("test.nobodyRegisteredThis", {})).toBeUndefined();
    expect(warnings()).toEqual([
      "The GM's client did not recognise this request. Are all players on the same system version?",
    ]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("a rules refusal a handler throws reaches the asker with its own message and details, and nothing is returned", async () => {
    onInit();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    registerRelayHandler("test.notOwner", async () => { throw new RelayRefusal("HB.Error.notOwner", { name: "Wren" }); });
    as("player");
    expect(await relay("test.notOwner", {})).toBeUndefined();
    as("gm");
    expect(await relay("test.notOwner", {})).toBeUndefined();
    const refused = "You do not own Wren, so you cannot spend from its Blessings.";
    expect(warnings()).toEqual([refused, refused]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("where a request runs, and what its handler reads", () => {
  it("the GM's own request reaches its handler as a player's would: the payload's JSON, or null for none", async () => {
    onInit();
    const seen: unknown[] = [];
    registerRelayHandler("test.echo", async (payload: unknown) => { seen.push(payload); return "done"; });
    as("gm");
    const sent = { stat: "hand", dropped: undefined, when: new Date(Date.UTC(2026, 0, 2)) };
    expect(await relay("test.echo", sent)).toBe("done");
    expect(await relay("test.echo", undefined)).toBe("done");
    expect(seen).toEqual([{ stat: "hand", when: "2026-01-02T00:00:00.000Z" }, null]);
    expect(seen[0]).not.toBe(sent);
    expect(warnings()).toEqual([]);
  });

  it("a player's own change (local) runs on their client as them when no GM is connected, on the GM's when one is", async () => {
    onInit();
    const seen: string[] = [];
    registerRelayHandler("test.own", async (_p: unknown, user: any) => { seen.push(`${user.id}@${g.game.user.id}`); return 3; });
    as("player");
    expect(await relay("test.own", {}, true)).toBe(3);
    g.game.users.get("gm").active = false;
    expect(await relay("test.own", {}, true)).toBe(3);
    expect(seen).toEqual(["player@gm", "player@player"]);
    expect(warnings()).toEqual([]);
  });
});
