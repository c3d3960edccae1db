/** Setting up a Stealth Endeavor (land.ts): sides, the Eye's one Stat, the lay of the land, each refusal naming
 *  what is wrong (the localised message reads its details). */
import { describe, expect, it } from "vitest";
import type { EndeavorSetup } from "../../../../../src/rules/endeavor/index";
import type { LandSetup } from "../../../../../src/rules/endeavor/kinds/stealth/land";
import { setup } from "../../helpers";
import { rogue, theEye } from "./helpers";
import { OBJ } from "./play";

/** The refusal setting up throws: its code and details. */
function refusal(s: EndeavorSetup): { code?: string; details?: Record<string, unknown> } {
  try {
    setup(s);
  } catch (e) {
    return e as { code?: string; details?: Record<string, unknown> };
  }
  throw new Error("expected a refusal");
}
const stealth = (land: unknown[], participants = [rogue("a"), theEye()]): EndeavorSetup => ({ kind: "stealth", participants, land: land as LandSetup[] });

describe("sides and the Eye", () => {
  it("a side that is neither is named in the refusal", () => {
    const r = refusal(stealth([OBJ], [rogue("a", { side: "allies" }), theEye()]));
    expect([r.code, r.details]).toEqual(["endeavor-bad-land", { name: "a", side: "allies" }]);
  });

  it("the Eye's one Stat must be Watch: a single other Stat is refused, naming the Eye", () => {
    const r = refusal(stealth([OBJ], [rogue("a"), { id: "eye", side: "eye", stats: { Hurt: 8 } }]));
    expect([r.code, r.details]).toEqual(["endeavor-bad-land", { name: "eye" }]);
  });
});

describe("the lay of the land", () => {
  it.each([
    ["an unknown kind", { kind: "door", position: 3 }, "3"],
    ["a position below 0", { kind: "escape", position: -1 }, "-1"],
    ["a position between two", { kind: "escape", position: 2.5 }, "2.5"],
    ["no position", { kind: "escape" }, "undefined"],
    ["no entry at all", null, "undefined"],
  ])("refuses %s, naming the position", (_, entry, position) => {
    const r = refusal(stealth([OBJ, entry]));
    expect([r.code, r.details]).toEqual(["endeavor-bad-land", { position }]);
  });

  it("an Objective's Stat is trimmed; a blank one is refused, naming the position", () => {
    const s = setup(stealth([{ kind: "objective", position: 4, check: { stat: "  Hand ", difficulty: "hard" } }]));
    expect(s.buttons).toEqual([{ id: "b1", kind: "objective", position: 4, owner: null, check: { stat: "Hand", difficulty: "hard" } }]);
    const r = refusal(stealth([OBJ, { kind: "objective", position: 5, check: { stat: "   " } }]));
    expect([r.code, r.details]).toEqual(["endeavor-bad-land", { position: 5 }]);
  });

  it("a button at 0 is a place on the track", () => {
    expect(setup(stealth([OBJ, { kind: "escape", position: 0 }])).buttons.map((b) => [b.kind, b.position])).toEqual([["objective", 9], ["escape", 0]]);
  });
});

describe("no lay of the land at all", () => {
  it("is refused for want of an Objective, naming no button's position", () => {
    const r = refusal({ kind: "stealth", participants: [rogue("a"), theEye()] });
    expect([r.code, r.details]).toEqual(["endeavor-bad-land", {}]);
  });
});
