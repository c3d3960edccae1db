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
